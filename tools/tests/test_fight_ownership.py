"""tools/fight_ownership.py against a scripted engine: the dragons' ownership read off its report."""

import json
import os
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TOOLS)

import fight_ownership  # noqa: E402
from scripted import python_engine  # noqa: E402

# A 3x3 board, row by row from the top left: B2 is index 4, A1 index 6.
FIGHTS = """# Fights of a small board.

# g.sgf, move 5, black (Tesuji) to play: Pachi's 6 stones at B2 (alive after the reply;
# kills: A1 C3); its 7 stones at A3 (still critical after the reply; saves:
# C1). Played C2, answered A1.
loadsgf g.sgf 5
1 reg_genmove black
#? [A1|C3|C1]

# g.sgf, move 7, white (Tesuji) to play: its 6 stones at B2 (alive after the reply; saves: A1).
# Played A1, answered C3.
loadsgf g.sgf 7
2 reg_genmove white
#? [A1]
"""

# Answers the first case with a report in which C2 (chosen) leaves B2 at -0.5 and the answer
# A1 (10 visits) turns it to +0.7, C1 is never visited; the second case plays A1 at once.
ENGINE = r"""
import sys
def owned(b2, rest):
    return " ".join([rest] * 4 + [b2] + [rest] * 4)
REPORTS = {
    "5": ("info move C2 visits 50 winrate 0.6 prior 0.1 order 0 pv C2 movesOwnership " + owned("-0.5", "0.1")
          + " info move A1 visits 10 winrate 0.4 prior 0.2 order 1 pv A1 movesOwnership " + owned("0.7", "0.1")
          + " ownership " + owned("-0.4", "0.3"), "C2"),
    "7": ("info move A1 visits 60 winrate 0.7 prior 0.3 order 0 pv A1 movesOwnership " + owned("0.9", "0.9")
          + " ownership " + owned("0.8", "0.8"), "A1"),
}
move = None
for line in sys.stdin:
    command, *args = line.split() or [""]
    if command == "loadsgf":
        move = args[1]
    if command == "kata-genmove_analyze":
        report, chosen = REPORTS[move]
        print("=\n" + report, flush=True)
        print(f"play {chosen}\n", flush=True)
        continue
    print("=\n", flush=True)
    if command == "quit":
        break
"""


def test_cases_and_dragons_are_read_across_wrapped_comment_lines():
    cases = fight_ownership.parse_cases(FIGHTS)
    assert [c["id"] for c in cases] == ["1", "2"]
    first = cases[0]
    assert (first["sgf"], first["move"], first["color"]) == ("g.sgf", 5, "black")
    assert first["answers"] == ["A1", "C3", "C1"]
    assert [(d["owner"], d["stones"], d["at"], d["kind"], d["answers"]) for d in first["dragons"]] == [
        ("opponent", 6, "B2", "kills", ["A1", "C3"]),
        ("engine", 7, "A3", "saves", ["C1"]),
    ]


def test_points_index_row_by_row_from_the_top_left():
    assert fight_ownership.point_index("A3", 3) == 0
    assert fight_ownership.point_index("B2", 3) == 4
    assert fight_ownership.point_index("A1", 3) == 6
    assert fight_ownership.point_index("T19", 19) == 18
    assert fight_ownership.point_index("J1", 19) == 18 * 19 + 8


def test_each_dragon_is_read_at_the_root_after_the_choice_and_after_the_answer(tmp_path, capsys):
    (tmp_path / "fights.tst").write_text(FIGHTS)
    engine = python_engine(tmp_path / "engine", ENGINE)
    rows = tmp_path / "rows.jsonl"
    code = fight_ownership.main(
        [str(tmp_path / "fights.tst"), "--binary", engine, "--size", "3", "--json", str(rows)]
    )
    assert code == 0
    out = capsys.readouterr().out.splitlines()
    read = [json.loads(line) for line in rows.read_text().splitlines()]
    assert len(read) == 3
    kill, save, second = read
    assert (kill["root"], kill["chosen"], kill["after_chosen"]) == (-0.4, "C2", -0.5)
    assert (kill["answer"], kill["answer_visits"], kill["after_answer"]) == ("A1", 10, 0.7)
    assert not kill["solved"]
    # The save's answer C1 had no playout: the search never looked at it.
    assert (save["answer"], save["answer_visits"], save["after_answer"]) == (None, 0, None)
    assert second["solved"] and second["answer"] == "A1"
    assert out[-3] == "cases 2, solved 1"
    assert out[-2].startswith("kills: 1 dragons, an answer visited for 1; ")
    assert "mean +1.200 over 1, 1 above +0.2" in out[-2]
    # The second case's answer is its choice: no change to measure.
    assert out[-1] == "saves: 2 dragons, an answer visited for 1"
