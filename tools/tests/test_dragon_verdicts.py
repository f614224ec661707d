"""tools/dragon_verdicts.py against scripted engines: each big dragon asked of both, through a
stone of its largest chain, and the false alarms counted on the reference's living dragons."""

import os
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TOOLS)

import dragon_verdicts  # noqa: E402
from gtp_reply import GtpProcess  # noqa: E402
from scripted import table_engine  # noqa: E402

# Two dragons of six stones or more at move 10 (the first one's lone stone A1 listed first),
# one of three stones; at move 20, one dragon.
REFERENCE = {
    ("dragon_stones", "10", ""): "= A1 C3 D3 E3 C4 D4\nK10 K11 K12 K13 K14 K15 K16\nQ16 R16 Q17",
    ("dragon_stones", "20", ""): "= D4 D5 D6 E4 E5 E6",
    ("dragon_status", "10", "C3"): "= alive",
    ("dragon_status", "10", "K10"): "= alive",
    ("dragon_status", "20", "D4"): "= critical D7 D7",
}

# Reads the first living dragon critical, the second alive, the critical one dead.
ENGINE = {
    ("dragon_status", "10", "C3"): "= critical D5 D5",
    ("dragon_status", "10", "K10"): "= alive",
    ("dragon_status", "20", "D4"): "= dead",
}


def test_a_dragon_is_asked_through_its_largest_chain():
    assert dragon_verdicts.largest_chain_stone(["A1", "C3", "D3", "C4"]) == "C3"
    assert dragon_verdicts.largest_chain_stone(["T19", "S19", "T18"]) == "T19"


def test_living_dragons_read_critical_or_dead_are_false_alarms(tmp_path):
    engine = GtpProcess([table_engine(tmp_path / "engine", ENGINE)])
    reference = GtpProcess([table_engine(tmp_path / "reference", REFERENCE)])
    try:
        rows = dragon_verdicts.read_positions(
            engine, reference, [("g.sgf", 10), ("g.sgf", 20)], min_stones=6
        )
    finally:
        engine.close()
        reference.close()
    assert [(move, at, size, theirs, ours) for _, move, at, size, theirs, ours in rows] == [
        (10, "C3", 6, "alive", "critical"),
        (10, "K10", 7, "alive", "alive"),
        (20, "D4", 6, "critical", "dead"),
    ]
    assert dragon_verdicts.summarize(rows) == [
        "alive by the reference: 2; read alive 1, critical 1",
        "critical by the reference: 1; read dead 1",
        "false alarms on living dragons: 1 of 2",
        "same verdict on 1 of 3",
    ]


def test_only_even_19x19_games_long_enough_are_taken(tmp_path):
    moves = "".join(f";{'BW'[k % 2]}[aa]" for k in range(12))
    (tmp_path / "a.sgf").write_text(f"(;SZ[19]{moves})")
    (tmp_path / "b.sgf").write_text(f"(;SZ[19]HA[2]AB[dd][pp]{moves})")
    (tmp_path / "c.sgf").write_text(f"(;SZ[9]{moves})")
    (tmp_path / "d.sgf").write_text("(;SZ[19];B[aa])")
    (tmp_path / "e.sgf").write_text(f"(;SZ[19]{moves})")
    chosen = dragon_verdicts.pick_games(str(tmp_path), 5, last_move=10)
    assert [os.path.basename(p) for p in chosen] == ["a.sgf", "e.sgf"]
