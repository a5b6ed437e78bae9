"""Move generator: reference positions, a brute-force differential test, operator lists, resumable job."""
from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from game.setzer.board import Board
from game.setzer.movegen import (
    MoveSet,
    WordGraph,
    analyse_board,
    best_moves,
    find_moves,
    generate_moves,
    generate_records,
    graph_for,
    move_job,
)
from game.setzer.premiums import CLASSIC, random_layout
from game.setzer.scoring import score_placement

POSITIONS = Path(__file__).resolve().parents[1] / "fixtures" / "positions"  # copied from shared/positions

EMPTY = tuple("." * 15 for _ in range(15))


@pytest.fixture(scope="module")
def lexicon():
    from game.lexicon import load_lexicon

    return load_lexicon()


@pytest.fixture(scope="module")
def graph_all(lexicon):
    return graph_for(lexicon, common_only=False)


def _positions(name: str) -> list[dict]:
    path = POSITIONS / name
    if not path.exists():
        pytest.skip(f"{path} fehlt")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("name", ["sample.jsonl", "blanks.jsonl"])
def test_reference_positions_match_exactly(graph_all, name):
    for pos in _positions(name):
        records = generate_records(graph_all, pos["board"], pos["rack"])
        got = (len(records), max(r[0] for r in records), sum(r[0] for r in records))
        assert got == (pos["n_moves"], pos["best_score"], pos["score_sum"]), pos["id"]
        best = {tuple(tuple(t) for t in m["tiles"]) for m in pos["best_moves"]}
        mine = {m.tiles for m in MoveSet(analyse_board(graph_all, pos["board"]), records).moves()
                if m.score == pos["best_score"]}
        assert mine == best, pos["id"]


def test_scores_agree_with_rules_engine(graph_all):
    positions = _positions("sample.jsonl")[:6] + _positions("blanks.jsonl")[:3]
    checked = 0
    for pos in positions:
        board = Board.from_rows(pos["board"])
        moves = generate_moves(graph_all, pos["board"], pos["rack"])
        for move in moves[:: max(1, len(moves) // 60)]:
            result = score_placement(board, CLASSIC, move.tiles)
            assert result.total == move.score, (pos["id"], move)
            assert tuple(w.word for w in result.words) == move.words, (pos["id"], move)
            checked += 1
    assert checked >= 450


# --------------------------------------------------------------------------- brute force

SMALL_WORDS = ["AB", "BA", "AN", "NA", "EN", "NE", "BEN", "NEB", "ÄB", "BÄN", "ABEN", "BANE", "NABE",
               "EBEN", "ANNE", "BAB", "ÄNNE", "BENE", "AAB", "NAAB", "ENE", "BEBE", "EBBE", "ABBE"]
SMALL_LETTERS = "ABENÄ"
VALUES = {"A": 1, "B": 3, "E": 1, "N": 1, "Ä": 6}


def _brute_force(words: set[str], rows: tuple[str, ...], rack: str, layout) -> set[tuple]:
    """Every legal placement by trying every span and every tile order (slow, obviously right)."""
    board = Board.from_rows(rows)
    grid = [list(r) for r in rows]
    empty = all(ch == "." for r in rows for ch in r)
    found = set()
    letters_for_blank = sorted({ch for w in words for ch in w})

    def tile(r, c):
        return 0 <= r < 15 and 0 <= c < 15 and grid[r][c] != "."

    for horizontal in (True, False):
        for line in range(15):
            for start in range(15):
                for end in range(start + 1 if not empty else start + 1, 15):
                    cells = [(line, c) if horizontal else (c, line) for c in range(start, end + 1)]
                    before = (line, start - 1) if horizontal else (start - 1, line)
                    after = (line, end + 1) if horizontal else (end + 1, line)
                    if tile(*before) or tile(*after):
                        continue
                    holes = [rc for rc in cells if not tile(*rc)]
                    if not holes or len(holes) > len(rack):
                        continue
                    if empty:
                        if (7, 7) not in cells:
                            continue
                    elif len(holes) == len(cells) and not any(
                            tile(r + dr, c + dc) for r, c in holes for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                        continue
                    for perm in set(itertools.permutations(rack, len(holes))):
                        choices = [[t] if t != "?" else [x.lower() for x in letters_for_blank] for t in perm]
                        for assign in itertools.product(*choices):
                            placement = tuple(sorted((r, c, a) for (r, c), a in zip(holes, assign)))
                            result = score_placement(board, layout, placement)
                            if not result.words or any(w.word not in words for w in result.words):
                                continue
                            if len(result.words[0].word) < 2:
                                continue
                            found.add((placement, result.total))
    # a single tile: the rules engine scores it once whichever direction we came from
    return found


def _random_board(rng: random.Random, graph: WordGraph, words: set[str], moves: int) -> tuple[str, ...]:
    rows = EMPTY
    for _ in range(moves):
        rack = "".join(rng.choice(SMALL_LETTERS + "?") for _ in range(5))
        options = generate_moves(graph, rows, rack)
        if not options:
            continue
        move = rng.choice(options)
        grid = [list(r) for r in rows]
        for r, c, letter in move.tiles:
            grid[r][c] = letter
        rows = tuple("".join(r) for r in grid)
    return rows


@pytest.mark.parametrize("seed", range(6))
def test_differential_against_brute_force(seed):
    rng = random.Random(seed)
    words = set(SMALL_WORDS)
    graph = WordGraph.from_words(words)
    layout = CLASSIC if seed % 2 == 0 else random_layout(seed)
    boards = [EMPTY, _random_board(rng, graph, words, 3 + seed)]
    # an edge board: a word along the bottom row and the right column
    edge = [list("." * 15) for _ in range(15)]
    for i, ch in enumerate("NABE"):
        edge[14][11 + i] = ch
    for i, ch in enumerate("EBEN"):
        edge[10 + i][14] = ch if i < 3 else edge[10 + i][14]
    edge[13][14] = "n"
    boards.append(tuple("".join(r) for r in edge))
    racks = ["ABEN", "A?N", "B??", "ÄNE", "E"]
    for rows in boards:
        for rack in racks:
            expected = _brute_force(words, rows, rack, layout)
            got = {(m.tiles, m.score) for m in generate_moves(graph, rows, rack, layout)}
            assert len(generate_moves(graph, rows, rack, layout)) == len(got), "duplicate placements"
            assert got == expected, (rows, rack)


def test_seven_tile_bonus_and_empty_board():
    graph = WordGraph.from_words({"ABENDEN", "AB"})
    moves = generate_moves(graph, EMPTY, "ABENDEN")
    sevens = [m for m in moves if len(m.tiles) == 7]
    assert sevens and all(m.score >= 50 for m in sevens)
    # ABENDEN across from (7,1) to (7,7): letters 1+3+1+1+1+1+1 = 9, DL at (7,3) (+3 for N? no: N=1) ...
    board = Board.from_rows(EMPTY)
    for m in sevens:
        assert score_placement(board, CLASSIC, m.tiles).total == m.score
    # every move covers the centre
    assert all(any((r, c) == (7, 7) for r, c, _ in m.tiles) for m in moves)


def test_extra_and_blocked_words(lexicon):
    base = graph_for(lexicon, common_only=True)
    assert not base.contains("QXZ")
    custom = lexicon.with_operator_lists(blocked={"ESEL"}, extra={"QXZ", "ZYXQ"})
    graph = graph_for(custom, common_only=True)
    assert graph.contains("QXZ") and graph.contains("ZYXQ") and not graph.contains("ESEL")
    assert base.contains("ESEL")  # copy-on-write: the shared structure is untouched
    moves = generate_moves(graph, EMPTY, "QXZELSE")
    words = {m.word for m in moves}
    assert "QXZ" in words and "ESEL" not in words
    # a blocked word may not appear as a cross word either
    rows = list(EMPTY)
    rows[7] = "......ESE......"
    crosses = {w for m in generate_moves(graph, rows, "L") for w in m.words}
    assert "ESEL" not in crosses


def test_the_graph_is_the_dawg_with_one_mask_object_per_distinct_mask(lexicon):
    """Every node of the built graph has the DAWG's edges, end mark and letter mask; equal masks are one int object."""
    from game.setzer.movegen import END, LETTERS, MASK

    dawg = lexicon.dawg(True)
    graph = WordGraph.from_dawg(dawg)
    first, letters, targets, terminal = (a.tolist() for a in (dawg.first, dawg.letters, dawg.targets, dawg.terminal))
    seen: dict[int, dict] = {}
    stack = [(0, graph.root)]
    while stack:
        n, node = stack.pop()
        if n in seen:
            assert seen[n] is node  # shared DAWG nodes stay shared
            continue
        seen[n] = node
        edges = {LETTERS[letters[i]]: targets[i] for i in range(first[n], first[n + 1])}
        assert [k for k in node if k not in (MASK, END)] == list(edges)
        assert node[MASK] == sum(1 << LETTERS.index(L) for L in edges)
        assert (END in node) == bool(terminal[n])
        stack.extend((t, node[L]) for L, t in edges.items())
    assert len(seen) == len(terminal)
    masks = [node[MASK] for node in seen.values()]
    assert len({id(m) for m in masks}) == len(set(masks))


def test_common_list_is_a_subset(lexicon):
    pos = _positions("sample.jsonl")[0]
    every = {m.tiles for m in generate_moves(graph_for(lexicon, False), pos["board"], pos["rack"])}
    common = generate_moves(graph_for(lexicon, True), pos["board"], pos["rack"])
    assert common and {m.tiles for m in common} <= every
    assert all(lexicon.is_common(w) for m in common for w in m.words)


def test_job_yields_and_matches(graph_all):
    pos = _positions("blanks.jsonl")[0]
    job = move_job(graph_all, pos["board"], pos["rack"])
    steps = 0
    while not job.step():
        steps += 1
    assert steps > 5
    assert sorted(job.result.records) == sorted(generate_records(graph_all, pos["board"], pos["rack"]))
    top = best_moves(graph_all, pos["board"], pos["rack"], n=3)
    assert [m.score for m in top] == sorted((m.score for m in find_moves(graph_all, pos["board"], pos["rack"]).moves()),
                                            reverse=True)[:3]


def test_bad_rack_letter_is_refused(graph_all):
    with pytest.raises(ValueError):
        generate_records(graph_all, EMPTY, "AB1")


def test_benchmark_tool_prints_positions_and_summary(tmp_path, capsys):
    import importlib.util

    spec = importlib.util.spec_from_file_location("movegen_tool", Path(__file__).resolve().parents[2] / "tools" / "movegen.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    pos = _positions("sample.jsonl")[0]
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(pos, ensure_ascii=False) + "\n", encoding="utf-8")
    assert tool.main([str(path), "--repeat", "1"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0]["id"] == pos["id"] and lines[0]["n_moves"] == pos["n_moves"] and lines[0]["match"] is True
    assert lines[0]["best_move"]["tiles"] == pos["best_move"]["tiles"]
    assert lines[-1]["summary"] and lines[-1]["blanks_0"]["n"] == 1


def test_job_steps_are_small_and_give_the_same_records_in_order(graph_all):
    pos = _positions("blanks.jsonl")[6]  # the two-blank reference position
    assert pos["rack"].count("?") == 2
    expected = generate_records(graph_all, pos["board"], pos["rack"])
    for cached in (False, True):
        if not cached:
            graph_all._board_cache.clear()  # the first steps then analyse the sheet a few lines at a time
        job = move_job(graph_all, pos["board"], pos["rack"])
        sizes = []
        while not job.step():
            sizes.append(len(job._records))
        assert job.result.records == expected
        grown = [b - a for a, b in zip([0] + sizes, sizes)]
        # a step adds at most a few hundred moves (the rest of one subtree after the chunk size was reached)
        assert len(grown) > 100 and max(grown) < 1000
        if not cached:
            assert grown[:10] == [0] * 10  # sheet analysis and left parts come first, in several steps


def test_rack_states_walk_every_sub_rack():
    from game.setzer.movegen import _rack_states

    states = _rack_states("EE?N")
    assert len(states) == 3 * 2 * 2  # 0..2 E, 0..1 ?, 0..1 N
    rmask, blanks, placed, more, bonus, take, blank_state, blank_look = states[0]
    assert (blanks, placed, more, bonus) == (1, 0, True, 0)
    after_e = take["E"][0]
    assert states[after_e][2] == 1 and "E" in states[after_e][5]  # one E left
    assert "E" not in states[states[after_e][5]["E"][0]][5]
    assert states[blank_state][1] == 0 and blank_look == states[blank_state][0]
    seven = _rack_states("ABCDEFG")
    last = [s for s in seven if s[2] == 6]
    assert len(last) == 7 and all(s[4] == 50 and not s[3] for s in last)


def test_benchmark_tool_synthetic_blanks_and_job(tmp_path, capsys):
    import importlib.util

    spec = importlib.util.spec_from_file_location("movegen_tool", Path(__file__).resolve().parents[2] / "tools" / "movegen.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    sample = _positions("sample.jsonl")
    synth = tool.synthetic_positions(sample, 2, 32)
    assert len(synth) == 32 and all(p["rack"].count("?") == 2 for p in synth)
    assert synth == tool.synthetic_positions(sample, 2, 32)  # the same racks every time
    for p, q in zip(synth, sample):
        rest = list(q["rack"])
        for t in p["rack"].replace("?", ""):
            rest.remove(t)  # every kept letter came from the original rack
    path = tmp_path / "two.jsonl"
    path.write_text("".join(json.dumps(p, ensure_ascii=False) + "\n" for p in sample[:2]), encoding="utf-8")
    assert tool.main([str(path), "--repeat", "1", "--blanks", "2", "--synth", "2", "--job"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["id"] for line in lines[:2]] == [f"{sample[0]['id']}-syn0", f"{sample[1]['id']}-syn1"]
    assert all("match" not in line and line["max_step_ms"] > 0 and line["steps"] > 10 for line in lines[:2])
    summary = lines[-1]
    assert summary["blanks_2"]["n"] == 2 and summary["job_max_step"]["n"] == 2 and summary["mismatches"] == 0


def test_short_cross_checks_follow_operator_edits():
    graph = WordGraph.from_words({"AB", "BA", "ABE", "EBA"})
    assert graph.cross_letters("A", "") == frozenset({"B"})
    assert graph.cross_letters("", "A") == frozenset({"B"})
    assert graph.cross_letters("A", "E") == frozenset({"B"})
    graph.add_word("AN")
    assert graph.cross_letters("A", "") == frozenset({"B", "N"})
    graph.remove_word("AB")
    assert graph.cross_letters("A", "") == frozenset({"N"})
    assert graph.cross_letters("A", "E") == frozenset({"B"})  # ABE stays
    # a move that needs the removed word as a cross word is gone
    rows = list(EMPTY)
    rows[7] = ".......A......."
    assert {m.words for m in generate_moves(graph, tuple(rows), "N")} == {("AN",)}


def test_short_cross_table_matches_the_generic_walk(graph_all):
    generic = WordGraph(graph_all.root)
    generic._short_cross = {}  # an empty table: every look-up walks the graph
    for key, letters in list(graph_all._short_cross.items())[::7]:
        assert generic.cross_letters(*key) == letters, key
