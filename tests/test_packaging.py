"""The wheel carries its data: every shipped folder is found through game.resources."""
import ast
from pathlib import Path

from game.resources import DATA_FOLDERS, data_dir

ROOT = Path(__file__).resolve().parents[1]


def test_setup_maps_the_same_data_folders_as_the_game_reads():
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    mapped = next(node.value for node in tree.body
                  if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "DATA_FOLDERS")
    assert tuple(ast.literal_eval(mapped)) == DATA_FOLDERS


def test_every_data_folder_is_found_and_not_empty():
    for name in DATA_FOLDERS:
        folder = data_dir(name)
        assert folder.is_dir() and any(folder.iterdir()), name
    assert (data_dir("lexicon") / "words.marisa").is_file()
    assert (data_dir("levels") / "01.json").is_file()
