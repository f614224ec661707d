"""tools/same_moves.py against scripted engines: the positions taken and the moves compared."""

import os
import sys

import pytest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TOOLS)

import same_moves  # noqa: E402
from scripted import executable  # noqa: E402

# Answers reg_genmove with a move named after the position it was loaded at: "D<moves>",
# or, where told to by its first argument, another move at that position.
ENGINE = r"""
import sys
differ_at = sys.argv[1] if len(sys.argv) > 1 else None
move = None
for line in sys.stdin:
    command, *args = line.split() or [""]
    if command == "loadsgf":
        move = int(args[1]) - 1
    if command == "reg_genmove":
        answer = "pass" if str(move) == differ_at else f"d{move}"
        print(f"= {answer}\n", flush=True)
        continue
    print("=\n", flush=True)
    if command == "quit":
        break
"""


def sgf(moves, extra=""):
    stones = "".join(f";{'BW'[i % 2]}[aa]" for i in range(moves))
    return f"(;GM[1]SZ[19]{extra}{stones})"


@pytest.fixture
def engine(tmp_path):
    return [sys.executable, executable(tmp_path / "engine.py", ENGINE)]


def test_ten_positions_from_move_20_to_180_with_the_side_to_move(tmp_path):
    assert same_moves.move_numbers() == [20, 38, 56, 73, 91, 109, 127, 144, 162, 180]
    long_game = tmp_path / "long.sgf"
    long_game.write_text(sgf(200))
    short_game = tmp_path / "short.sgf"
    short_game.write_text(sgf(60))
    cases = same_moves.positions([str(long_game), str(short_game)])
    assert len(cases) == 10 + 3, "a game of 60 moves has the positions after 20, 38 and 56"
    assert cases[0] == (str(long_game), 20, "black")
    assert cases[3] == (str(long_game), 73, "white")


def test_handicap_and_setup_games_are_refused(tmp_path):
    for extra in ["HA[3]", "AB[dd][pp]"]:
        game = tmp_path / "h.sgf"
        game.write_text(sgf(100, extra))
        with pytest.raises(ValueError):
            same_moves.positions([str(game)])


def test_the_same_moves_pass_and_a_different_one_fails(tmp_path, engine, capsys):
    game = tmp_path / "g.sgf"
    game.write_text(sgf(100))
    same = same_moves.main(["--games", str(game), "--"] + engine)
    out = capsys.readouterr().out
    assert same == 0
    assert "g.sgf after 20 (black): D20" in out
    # The baseline is the same script told to pass after move 56.
    baseline = executable(tmp_path / "baseline.sh", f"#!/bin/sh\nexec {sys.executable} {engine[1]} 56\n")
    status = same_moves.main(["--games", str(game), "--baseline", baseline, "--"] + engine)
    out = capsys.readouterr().out
    assert status == 1
    assert "g.sgf after 56 (black): D56  (baseline PASS)" in out
    assert "4 of 5 positions the same" in out
