"""Layers point one way: the engines and persistence never import pygame."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE = ["game/setzer", "game/buch", "game/lexicon.py", "game/lexicon_format.py", "game/files.py", "game/store", "game/rating.py",
        "game/kiosk.py", "game/paths.py", "game/session.py", "game/settings.py"]


def _pure_files():
    for entry in PURE:
        path = ROOT / entry
        if path.is_dir():
            yield from sorted(path.rglob("*.py"))
        elif path.exists():
            yield path


def _imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_engine_layers_do_not_import_pygame_or_scenes():
    offenders = []
    for path in _pure_files():
        for module in _imported_modules(path):
            top = module.split(".")[0]
            if top in ("pygame", "pygame_gui") or module.startswith(("game.scenes", "game.render", "game.widgets", "game.app")):
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert not offenders, "\n".join(offenders)


def test_pure_layers_exist():
    assert (ROOT / "game/lexicon.py").exists() and (ROOT / "game/setzer").is_dir()


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_pure_layers_have_no_import_cycles_not_even_through_function_local_imports():
    modules = {_module_name(p): p for p in _pure_files()}
    graph = {}
    for name, path in modules.items():
        targets = set()
        for imported in _imported_modules(path):
            while imported and imported not in modules:
                imported = imported.rpartition(".")[0]
            if imported and imported != name and not name.startswith(imported + "."):
                targets.add(imported)  # a package's own __init__ is not a cycle partner of its modules
        graph[name] = targets
    cycles = []

    def visit(node, trail):
        for nxt in sorted(graph[node]):
            if nxt in trail:
                cycles.append(" -> ".join(trail[trail.index(nxt):] + [nxt]))
            elif nxt not in done:
                visit(nxt, trail + [nxt])
        done.add(node)

    done: set[str] = set()
    for start in sorted(graph):
        if start not in done:
            visit(start, [start])
    assert not cycles, "\n".join(sorted(set(cycles)))


def test_the_spielcenter_imports_only_pure_engines_and_the_lexicon():
    """The server never imports pygame, a scene, the renderer or the game's store."""
    offenders = []
    for path in sorted((ROOT / "spielcenter").rglob("*.py")):
        for module in _imported_modules(path):
            top = module.split(".")[0]
            if top in ("pygame", "pygame_gui") or (top == "game" and module.startswith(
                    ("game.scenes", "game.render", "game.widgets", "game.app", "game.input", "game.audio",
                     "game.store", "game.launch", "game.center"))):
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert not offenders, "\n".join(offenders)
    assert (ROOT / "spielcenter" / "app.py").exists()


def test_the_ui_kit_imports_no_scene():
    """game/widgets is the kit the scenes build on: page, dialog and buttons never reach back into game.scenes."""
    offenders = []
    for path in sorted((ROOT / "game/widgets").rglob("*.py")):
        for module in _imported_modules(path):
            if module.startswith("game.scenes") or module == "game.app":
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert not offenders, "\n".join(offenders)
