"""tools/fight_reading.py against a scripted engine: each dragon's reading set beside GNU Go's."""

import os
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TOOLS)

import fight_reading  # noqa: E402
from scripted import table_engine  # noqa: E402
from fight_ownership import parse_cases  # noqa: E402

FIGHTS = """# Fights of a small board.

# g.sgf, move 5, black (Tesuji) to play: Pachi's 6 stones at B2 (alive after the reply;
# kills: A1 C3); its 7 stones at A3 (still critical after the reply; saves:
# C1). Played C2, answered A1.
loadsgf g.sgf 5
1 reg_genmove black
#? [A1|C3|C1]

# g.sgf, move 7, white (Tesuji) to play: its 6 stones at B2 (alive after the reply; saves: A1);
# Pachi's 8 stones at C1 (alive after the reply; kills: B1). Played A1, answered C3.
loadsgf g.sgf 7
2 reg_genmove white
#? [A1|B1]
"""

# B2 at move 5: critical, killed at C3 (one of GNU Go's); A3: critical, saved at B3 (not
# one); B2 at move 7: dead; C1: an error.
ANSWERS = {
    ("dragon_status", "5", "B2"): "= critical C3 A1",
    ("dragon_status", "5", "A3"): "= critical C1 B3",
    ("dragon_status", "7", "B2"): "= dead",
    ("dragon_status", "7", "C1"): "? no stone there",
}


def test_a_critical_reading_agrees_only_with_a_deciding_move_among_gnu_go_s(tmp_path):
    script = table_engine(tmp_path / "engine", ANSWERS)
    rows = fight_reading.read_fights([script], parse_cases(FIGHTS), str(tmp_path))
    assert [(c["id"], d["at"], v) for c, d, v in rows] == [
        ("1", "B2", "agreed"),
        ("1", "A3", "critical elsewhere"),
        ("2", "B2", "dead"),
        ("2", "C1", "error"),
    ]
    assert fight_reading.summarize(rows) == [
        "kills: 2 dragons; agreed 1, error 1",
        "saves: 2 dragons; critical elsewhere 1, dead 1",
        "agreed with GNU Go on 1 of 4",
    ]


def test_alive_and_dead_are_verdicts_and_anything_else_an_error():
    dragon = {"kind": "saves", "answers": ["C1"]}
    assert fight_reading.verdict(True, "alive", dragon) == "alive"
    assert fight_reading.verdict(True, "critical C1 C1", dragon) == "agreed"
    assert fight_reading.verdict(True, "critical C1", dragon) == "error"
    assert fight_reading.verdict(True, "unknown", dragon) == "error"
    assert fight_reading.verdict(False, "alive", dragon) == "error"
