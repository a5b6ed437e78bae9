"""Mid-game and finished tables for screenshots and benchmarks (moves played at once, no animation)."""
from __future__ import annotations

from game.scenes.setzer import bridge
from game.scenes.setzer.table import TableScene, _as_action
from game.setzer.actions import Pass
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import Phase

DEMO_CONFIG = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.STARK),
                                 Seat("Frieda", SeatKind.COMPUTER, Level.NORMAL)))


def fast_forward(scene: TableScene, moves: int, human_level: Level | None = None) -> None:
    """Play ``moves`` turns at once: humans play the bulb's move (or a ``human_level`` computer's), computers think."""
    g = scene.game
    bridge.wait_graphs(scene.lexicon, scene.config)  # searching here while the warm-up builds would build twice
    calm = scene._calm_override  # noqa: SLF001
    scene.calm = True  # no slides while skipping ahead
    try:
        for _ in range(moves):
            if g.phase is Phase.OVER:
                break
            player = g.current
            if bridge.is_computer(g, player):
                action = _as_action(bridge.think_job(g, player).run(), player)
            elif human_level is not None:
                action = _as_action(bridge.think_job(g, player, human_level).run(), player)
                scene.confirmed_viewer = True
                scene.viewer = player
            else:
                action = bridge.hint_job(g, player).run() or Pass(player)
                scene.confirmed_viewer = True
                scene.viewer = player
            scene._apply(action)  # noqa: SLF001
            if g.pending is not None:  # challenge windows: let them lapse
                scene.advance_clock(g.pending.deadline + 0.01 - scene.now)
                scene.update(0.0)
    finally:
        scene.calm = calm
    scene.s.toast = None


def lay_hint(scene: TableScene) -> None:
    """Put the bulb's move on the sheet as pending tiles (for a picture with a preview line)."""
    g = scene.game
    if g.phase is Phase.OVER or scene.viewer is None or g.current != scene.viewer:
        return
    action = bridge.hint_job(g, scene.viewer).run()
    scene._lay_hint(action)  # noqa: SLF001


def mid_game(app, moves: int = 11, seed: int = 5, config: TableConfig = DEMO_CONFIG, pending: bool = True) -> TableScene:
    """A table some moves into a game, the human to move, optionally with a pending move."""
    scene = TableScene(app, config, seed=seed, autosave=False)
    scene.enter()
    fast_forward(scene, moves)
    while scene.game.phase is not Phase.OVER and bridge.is_computer(scene.game, scene.game.current):
        fast_forward(scene, 1)
    if pending:
        lay_hint(scene)
    return scene


def finished(app, seed: int = 5, config: TableConfig = DEMO_CONFIG, human_level: Level | None = Level.LEICHT) -> TableScene:
    """A table whose game is over (for the results screen); the human plays like ``human_level``."""
    scene = TableScene(app, config, seed=seed, autosave=False)
    scene.enter()
    fast_forward(scene, 400, human_level)
    return scene


def example_saves(app) -> None:
    """Three games in progress and one broken save in the app's store (screenshots); nothing if it has saves."""
    from game.scenes.setzer import autosave

    store = autosave.saves_store(app)
    if store is None or store.saves.list_setzer_games():
        return
    store.saves.create_setzer_game("Partie · 2 Spieler · 27.11. 21:40",
                                   '{"version": 1, "seed": 3, "config": {}, "actions": "kaputt"}')
    duo = TableConfig(seats=(Seat("Du"), Seat("Lotte", SeatKind.COMPUTER, Level.LEICHT)))
    for config, seed, moves in ((duo, 11, 6), (DEMO_CONFIG, 5, 9), (TableConfig(seats=(
            Seat("Anna"), Seat("Ben"), Seat("Gustav", SeatKind.COMPUTER, Level.STARK), Seat("Ida"))), 8, 13)):
        scene = TableScene(app, config, seed=seed)
        fast_forward(scene, moves)
        if scene.saver is not None:
            scene.saver.moved(scene.game)
