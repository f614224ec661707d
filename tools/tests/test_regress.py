"""tools/regress.py: answers that do not depend on the job count, majorities over seeds, and
totals by category."""

import importlib.util
import os
import subprocess
import sys

import pytest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(TOOLS)
ENGINE = os.path.join(REPO, "target", "release", "tesuji")


def load_regress():
    # regress.py imports its sibling gtp_reply, as it does when run as a script.
    if TOOLS not in sys.path:
        sys.path.insert(0, TOOLS)
    spec = importlib.util.spec_from_file_location("regress", os.path.join(TOOLS, "regress.py"))
    regress = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(regress)
    return regress


def test_most_seeds_decide_and_errors_need_every_seed():
    regress = load_regress()
    assert regress.majority([("pass", "A1"), ("fail", "B2"), ("pass", "A1")])[0] == "pass"
    assert regress.majority([("pass", "A1"), ("fail", "B2")])[0] == "fail"
    assert regress.majority([("error", "x"), ("fail", "B2"), ("error", "y")])[0] == "fail"
    assert regress.majority([("error", "x")]) == ("error", "x")


def test_cases_fall_into_categories_by_suite_and_name():
    regress = load_regress()
    case = regress.Case
    assert regress.categories_of(case("gnugo/semeai", "3", "b", [])) == ["capture race"]
    assert regress.categories_of(case("pachi/fixed", "4_stones_seki", "b", [])) == ["seki"]
    assert regress.categories_of(case("pachi/fixed", "bent_four_crash", "b", [])) == \
        ["life and death"]
    assert regress.categories_of(case("gnugo/endgame", "12", "b", [])) == []


@pytest.mark.skipif(not os.access(ENGINE, os.X_OK),
                    reason="target/release/tesuji not built (cargo build --release)")
def test_the_job_count_does_not_change_any_answer():
    # At 40 playouts most answers turn on the seed, so an engine that carried its random state
    # from case to case (as `--reuse-engine` does) answers differently with two jobs.
    suite = os.path.join(REPO, "tests", "tactics", "nakade.tst")

    def failures(jobs):
        done = subprocess.run(
            [sys.executable, os.path.join(TOOLS, "regress.py"), "--playouts", "40", "-j",
             str(jobs), "-v", suite], capture_output=True, text=True, timeout=300, cwd=REPO)
        assert done.returncode == 0, done.stderr
        lines = done.stdout.splitlines()
        assert any(l.startswith("TOTAL") for l in lines), done.stdout
        return sorted(l for l in lines if l.strip().startswith(("FAIL", "ERROR"))), \
            [l.split("errors")[0] for l in lines if l.startswith("TOTAL")]

    assert failures(1) == failures(2)


def test_restricted_genmove_cases_keep_their_candidates(tmp_path):
    regress = load_regress()
    suite = tmp_path / "few.tst"
    suite.write_text("boardsize 9\nclear_board\nplay black E5\n"
                     "10 restricted_genmove white d6 C6 b7\n#? [C6]\n"
                     "20 reg_genmove black\n#? [!A1]\n"
                     "30 owl_does_attack D6 E5\n#? [0]\n")
    read = regress.read_tst(str(suite), "few")
    assert [(c.name, c.color, c.among) for c in read.cases] == \
        [("10", "white", ["D6", "C6", "B7"]), ("20", "black", [])]
    assert read.cases[0].accept == {"C6"}
    assert read.skipped == {"owl_does_attack": 1}


def test_reading_queries_are_asked_as_they_stand_and_matched_as_patterns(tmp_path):
    regress = load_regress()
    suite = tmp_path / "owl.tst"
    suite.write_text("loadsgf games/a.sgf 52\n"
                     "1 owl_attack D8\n#? [1 (F8|E8|E9)]\n"
                     "2 dragon_status D8\n#? [critical E9 E9]*\n"
                     "3 analyze_semeai C1 E1\n#? [!0 0 PASS]\n")
    read = regress.read_tst(str(suite), "owl")
    queries = [(c.name, c.query, c.pattern, c.negate, c.expected_fail) for c in read.cases]
    assert queries == [
        ("1", "owl_attack D8", "1 (F8|E8|E9)", False, False),
        ("2", "dragon_status D8", "critical E9 E9", False, True),
        ("3", "analyze_semeai C1 E1", "0 0 PASS", True, False),
    ]
    assert read.cases[0].setup[0].startswith("loadsgf ") and read.cases[0].setup[0].endswith(
        os.path.join("games", "a.sgf") + " 52")
    attack, status, semeai = read.cases
    assert regress.answer_matches(attack, "1 e8")
    assert not regress.answer_matches(attack, "1 E8 extra")
    assert not regress.answer_matches(attack, "0")
    assert regress.answer_matches(status, "critical E9 E9")
    assert regress.answer_matches(semeai, "1 0 PASS")
    assert not regress.answer_matches(semeai, "0 0 PASS")


def test_the_engine_answers_reading_queries_through_the_runner(tmp_path):
    regress = load_regress()
    suite = tmp_path / "sealed.tst"
    # Black's group on the bottom edge of a 7x7 board around a straight three, sealed in.
    stones = {"b": ["B2", "C2", "D2", "E2", "F2", "B1", "F1"],
              "w": ["A3", "B3", "C3", "D3", "E3", "F3", "G3", "A2", "G2", "A1", "G1"]}
    setup = "".join(f"play {c} {v}\n" for c in stones for v in stones[c])
    suite.write_text("boardsize 7\nclear_board\n" + setup +
                     "1 owl_attack B2\n#? [1 D1]\n2 owl_defend B2\n#? [1 D1]\n"
                     "3 dragon_status B2\n#? [alive]\n")
    read = regress.read_tst(str(suite), "sealed")
    engine = regress.Engine(f"{ENGINE} --threads 1 --seed 1")
    try:
        results = [regress.run_case(engine, case)[:2] for case in read.cases]
    finally:
        engine.stop()
    assert results == [("pass", "1 D1"), ("pass", "1 D1"), ("fail", "critical D1 D1")]


def test_a_playout_budget_alone_sets_no_time_limit():
    # A time cap beside --playouts would make answers depend on the machine's load.
    regress = load_regress()

    def command(*argv):
        ap = regress.argparse.Namespace(binary="tesuji", time=None, playouts=None, param=[])
        for name, value in argv:
            setattr(ap, name, value)
        return regress.default_engine(ap, 7).split()

    fixed = command(("playouts", 10000))
    assert "--time-per-move" not in fixed and fixed[fixed.index("--playouts") + 1] == "10000"
    timed = command()
    assert timed[timed.index("--time-per-move") + 1] == "1.0" and "--playouts" not in timed
    both = command(("playouts", 3000), ("time", 120.0))
    assert both[both.index("--time-per-move") + 1] == "120.0"
    assert both[both.index("--seed") + 1] == "7"
