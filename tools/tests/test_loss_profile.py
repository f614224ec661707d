"""tools/loss_profile.py against a scripted GTP scorer: which losses fell at once, and by how much."""

import json
import os
import subprocess
import sys

import pytest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TOOLS)

import loss_profile  # noqa: E402

# Answers estimate_score with Black's lead read from a table keyed by the record's name and the
# move number loadsgf last received; logs every command it is sent.
FAKE_SCORER = r"""
import sys, os, json
table = json.loads(sys.argv[1])
log = open(sys.argv[2], "a")
game, k = None, None
for line in sys.stdin:
    words = line.split()
    log.write(line)
    log.flush()
    if not words:
        continue
    if words[0] == "quit":
        print("=\n", flush=True)
        break
    if words[0] == "loadsgf":
        game, k = os.path.basename(words[1]), words[2]
        print("= black\n", flush=True)
    elif words[0] == "estimate_score":
        lead = table[game][k]
        text = "0" if lead == 0 else ("B+%g" % lead if lead > 0 else "W+%g" % -lead)
        print("= %s (upper bound: 1, lower: 0)\n" % text, flush=True)
    else:
        print("? unknown command\n", flush=True)
"""


def write_match(tmp_path):
    results = [
        {"number": 0, "engine_color": "b", "engine_won": False, "draw": False, "void": False, "result": "W+R", "moves": 50},
        {"number": 1, "engine_color": "w", "engine_won": False, "draw": False, "void": False, "result": "B+R", "moves": 45},
        {"number": 2, "engine_color": "b", "engine_won": True, "draw": False, "void": False, "result": "B+R", "moves": 60},
        {"number": 3, "engine_color": "w", "engine_won": False, "draw": True, "void": False, "result": "0", "moves": 60},
    ]
    (tmp_path / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in results))
    for r in results:
        (tmp_path / f"game-{r['number']:03d}.sgf").write_text("(;SZ[19])")
    # Game 0: the engine (Black) leads by 30, then a group dies: 30 -> -10 at once.
    # Game 1: the engine (White) slides by 5 a sample: never a large fall.
    return {
        "game-000.sgf": {"21": 12, "41": 30, "51": -10},
        "game-001.sgf": {"21": -5, "41": 0, "46": 5},
    }


def test_a_sudden_fall_is_told_from_a_slow_slide(tmp_path, capsys):
    table = write_match(tmp_path)
    fake, log = tmp_path / "scorer.py", tmp_path / "scorer.log"
    fake.write_text(FAKE_SCORER)
    scorer = f"{sys.executable} {fake} '{json.dumps(table)}' {log}"
    out_json = tmp_path / "profile.json"
    code = loss_profile.main([str(tmp_path), "--scorer", scorer, "--json", str(out_json)])
    out = capsys.readouterr().out
    assert code == 0, out
    lines = out.splitlines()
    assert lines[0].startswith("game   0 (engine b, W+R, 50 moves): +12 +30 -10; largest fall 40 (moves 40-50)"), out
    assert lines[1].startswith("game   1 (engine w, B+R, 45 moves): +5 +0 -5; largest fall 5"), out
    assert lines[-1] == (
        "2 losses of 4 games: 1 with a fall of 25 or more between two samples (50 %); 1 had led by more than 10"
    ), out
    # The draw and the win were not scored; each loss was loaded after moves 20, 40 and at its end.
    sent = log.read_text().split("\n")
    loads = [line.split()[2] for line in sent if line.startswith("loadsgf")]
    assert loads == ["21", "41", "51", "21", "41", "46"]
    saved = json.loads(out_json.read_text())
    assert [g["largest_fall"] for g in saved] == [40.0, 5.0]


def test_wins_are_profiled_as_the_estimates_baseline(tmp_path, capsys):
    table = write_match(tmp_path)
    # Game 2, won by the engine (Black): the estimate swung by 35 and came back.
    table["game-002.sgf"] = {"21": 20, "41": -15, "61": 40}
    fake, log = tmp_path / "scorer.py", tmp_path / "scorer.log"
    fake.write_text(FAKE_SCORER)
    scorer = f"{sys.executable} {fake} '{json.dumps(table)}' {log}"
    code = loss_profile.main([str(tmp_path), "--scorer", scorer, "--wins"])
    out = capsys.readouterr().out
    assert code == 0, out
    lines = out.splitlines()
    assert lines[0].startswith("game   2 (engine b, B+R, 60 moves): +20 -15 +40; largest fall 35 (moves 20-40)"), out
    assert lines[-1] == (
        "1 wins of 4 games: 1 with a fall of 25 or more between two samples (100 %); 1 had led by more than 10"
    ), out
    loads = [line.split()[2] for line in log.read_text().split("\n") if line.startswith("loadsgf")]
    assert loads == ["21", "41", "61"]


def test_score_answers_are_read_as_gtp_engines_write_them():
    assert loss_profile.black_lead("B+12.5 (upper bound: 14.0, lower: 11.0)") == 12.5
    assert loss_profile.black_lead("W+3") == -3.0
    assert loss_profile.black_lead("0") == 0.0
    with pytest.raises(ValueError):
        loss_profile.black_lead("resign")
    assert loss_profile.largest_fall([10.0, 30.0, -10.0, 0.0]) == (40.0, 1)
    assert loss_profile.largest_fall([5.0]) == (0.0, 0)


def test_a_missing_match_or_scorer_is_one_line_not_a_traceback(tmp_path):
    missing = subprocess.run(
        [sys.executable, os.path.join(TOOLS, "loss_profile.py"), str(tmp_path / "nothing")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode == 2
    assert missing.stderr.startswith("loss_profile: cannot read"), missing.stderr
    assert "Traceback" not in missing.stderr
    write_match(tmp_path)
    no_scorer = subprocess.run(
        [sys.executable, os.path.join(TOOLS, "loss_profile.py"), str(tmp_path), "--scorer", "/nonexistent/scorer"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert no_scorer.returncode == 2
    assert "cannot start the scorer" in no_scorer.stderr
    assert "Traceback" not in no_scorer.stderr
