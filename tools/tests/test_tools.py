"""End-to-end tests of tools/match.py and tools/tune.py: real engines, real Dask clusters."""

import json
import os
import signal
import subprocess
import sys
import time

import psutil
import pytest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(TOOLS)
ENGINE = os.path.join(REPO, "target", "release", "tesuji")
FAST = ["--", "--playouts", "50"]
OPPONENT = f"{ENGINE} --playouts 50"

pytestmark = pytest.mark.skipif(
    not os.access(ENGINE, os.X_OK), reason="target/release/tesuji not built (cargo build --release)"
)


def run_tool(name, *args, timeout=120):
    return subprocess.run(
        [sys.executable, os.path.join(TOOLS, name), *args], capture_output=True, text=True, timeout=timeout, cwd=REPO
    )


def read_results(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def check_four_games(out):
    games = read_results(out / "results.jsonl")
    assert sorted(g["number"] for g in games) == [0, 1, 2, 3]
    assert all("error" not in g for g in games)
    assert sorted(p.name for p in out.glob("*.sgf")) == [f"game-{i:03d}.sgf" for i in range(4)]
    return games


def test_local_cluster_plays_four_games(tmp_path):
    out = tmp_path / "m"
    done = run_tool("match.py", "--games", "4", "--workers", "2", "--opponent", OPPONENT, "--out", str(out), *FAST)
    assert done.returncode == 0, done.stderr
    games = check_four_games(out)
    assert [g["engine_color"] for g in sorted(games, key=lambda g: g["number"])] == ["b", "w", "b", "w"]
    assert "4 games, 9x9" in done.stdout


def test_a_local_clusters_workers_keep_their_housekeeping_quiet():
    sys.path.insert(0, TOOLS)
    import dask
    import match

    def worker_settings():
        return {key: dask.config.get(key) for key in match.CALM_HOUSEKEEPING}

    client = match.connect(None, 1)
    try:
        seen = client.submit(worker_settings, pure=False).result(timeout=60)
    finally:
        cluster = client.cluster
        client.close()
        cluster.close()
    assert seen["distributed.worker.profile.enabled"] is False
    assert seen == match.CALM_HOUSEKEEPING


def test_killed_worker_costs_only_its_game(tmp_path):
    from dask.distributed import Client, LocalCluster

    out = tmp_path / "m"
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster) as client:
        worker_pids = set(client.run(os.getpid).values())
        match = subprocess.Popen(
            [sys.executable, os.path.join(TOOLS, "match.py"), "--games", "4", "--scheduler", cluster.scheduler_address,
             "--opponent", OPPONENT, "--out", str(out), *FAST],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        killed = None
        deadline = time.monotonic() + 60
        while killed is None and time.monotonic() < deadline and match.poll() is None:
            for pid in worker_pids:
                try:
                    playing = any(c.name() == "tesuji" for c in psutil.Process(pid).children(recursive=True))
                except psutil.NoSuchProcess:
                    continue
                if playing:
                    os.kill(pid, signal.SIGKILL)
                    killed = pid
                    break
            time.sleep(0.02)
        stdout, stderr = match.communicate(timeout=120)
    assert killed is not None, "no worker was caught mid-game"
    assert match.returncode == 0, stderr
    check_four_games(out)
    assert "4 games, 9x9" in stdout


def test_resume_from_half_written_results(tmp_path):
    out = tmp_path / "m"
    out.mkdir()
    old = [
        {"number": i, "engine_color": "bw"[i % 2], "engine_won": True, "draw": False, "result": "B+R",
         "reason": "resignation", "moves": 10, "seconds": 1.0, "names": {}, "think": {"engine": [1.0, 5], "opponent": [1.0, 5]}}
        for i in range(2)
    ]
    with open(out / "results.jsonl", "w", encoding="utf-8") as f:
        f.writelines(json.dumps(g) + "\n" for g in old)
        f.write('{"number": 2, "engine_col')  # the interrupted write
    done = run_tool("match.py", "--games", "4", "--workers", "2", "--opponent", OPPONENT, "--out", str(out), *FAST)
    assert done.returncode == 0, done.stderr
    assert "resuming: 2 games" in done.stdout
    games = read_results(out / "results.jsonl")
    assert sorted(g["number"] for g in games) == [0, 1, 2, 3]
    assert games[:2] == old
    assert sorted(p.name for p in out.glob("*.sgf")) == ["game-002.sgf", "game-003.sgf"]
    # A finished match resumed again plays nothing.
    again = run_tool("match.py", "--games", "4", "--workers", "1", "--opponent", OPPONENT, "--out", str(out), *FAST)
    assert again.returncode == 0, again.stderr
    assert len(read_results(out / "results.jsonl")) == 4


def test_tuner_two_iterations(tmp_path):
    log, cfg = tmp_path / "tune.jsonl", tmp_path / "tuned.cfg"
    common = ["--games", "2", "--workers", "2", "--opponent", ENGINE, "--tune", "explore=0:1",
              "--tune", "rave_equiv=100:30000:log", "--tune", "widen_base=2:15",
              "--log", str(log), "--config-out", str(cfg)]
    done = run_tool("tune.py", "--budget", "1", *common, *FAST)
    assert done.returncode == 0, done.stderr
    # The second iteration comes from a rerun: the first is replayed from the log.
    done = run_tool("tune.py", "--budget", "2", *common, *FAST)
    assert done.returncode == 0, done.stderr
    assert "resuming: 1 evaluations" in done.stdout
    entries = read_results(log)
    assert [e["iteration"] for e in entries] == [0, 1]
    assert all(e["games"] == 2 for e in entries)
    lines = [line for line in cfg.read_text().splitlines() if not line.startswith("#")]
    assert sorted(line.split("=")[0] for line in lines) == ["explore", "rave_equiv", "widen_base"]
    # A parameter the engine takes in whole numbers is proposed in whole numbers.
    assert all(float(e["values"]["widen_base"]).is_integer() for e in entries)
    assert dict(line.split("=") for line in lines)["widen_base"].isdigit()
    check = subprocess.run([ENGINE, "--config", str(cfg)], input="name\nquit\n", capture_output=True, text=True, timeout=30)
    assert check.returncode == 0 and "= Tesuji" in check.stdout, check.stderr


@pytest.mark.parametrize(
    "tool,args,words",
    [
        ("match.py", ["--scheduler", "tcp://127.0.0.1:9"], "scheduler"),
        ("match.py", ["--engine", "/nonexistent/tesuji"], "engine not found"),
        ("tune.py", ["--engine", "/nonexistent/tesuji", "--tune", "explore"], "engine not found"),
    ],
)
def test_setup_failure_is_one_line_and_writes_nothing(tmp_path, tool, args, words):
    out = tmp_path / "m"
    extra = ["--out", str(out)] if tool == "match.py" else ["--log", str(out / "t.jsonl"), "--config-out", str(out / "t.cfg")]
    done = run_tool(tool, *args, "--opponent", OPPONENT, *extra, *FAST, timeout=60)
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], done.stderr
    assert not out.exists()


def test_tuner_stops_when_the_engine_refuses_to_start(tmp_path):
    """A candidate that cannot start is a broken command line: one line and exit 2, and no loss
    told to the optimiser (the log stays empty)."""
    log, cfg = tmp_path / "tune.jsonl", tmp_path / "tuned.cfg"
    done = run_tool("tune.py", "--engine", f"{ENGINE} --param widen_base=2.5", "--opponent", ENGINE,
                    "--games", "2", "--workers", "1", "--budget", "3", "--tune", "explore=0:1",
                    "--log", str(log), "--config-out", str(cfg), *FAST, timeout=60)
    assert done.returncode == 2
    assert "did not start" in done.stderr and "whole number" in done.stderr, done.stderr
    assert not log.exists() or log.read_text() == ""
    assert not cfg.exists()


def test_handicap_games_place_the_stones_and_white_moves_first(tmp_path):
    out = tmp_path / "h"
    done = run_tool("match.py", "--games", "2", "--workers", "1", "--size", "9", "--handicap", "2", "--komi", "0.5",
                    "--engine-color", "white", "--opponent", OPPONENT, "--out", str(out), *FAST)
    assert done.returncode == 0, done.stderr
    games = read_results(out / "results.jsonl")
    assert [g["engine_color"] for g in games] == ["w", "w"]
    assert all("error" not in g and g["names"]["w"] == "Tesuji" for g in games)
    sgf = (out / "game-000.sgf").read_text()
    # 9x9 fixed handicap 2: the two 3-3 points from the corners opposite each other.
    assert "HA[2]AB[gc][cg]" in sgf or "HA[2]AB[cg][gc]" in sgf, sgf
    assert sgf.split(";")[2].startswith("W["), "White moves first after the stones"
    assert "as White: " in done.stdout and "as Black: 0/0" in done.stdout


FAKE_PLAYER = """
import sys
log = open(sys.argv[1], "a")
for line in sys.stdin:
    cmd = line.strip()
    log.write(cmd + "\\n"); log.flush()
    if cmd == "quit":
        print("=\\n", flush=True); break
    reply = {"name": "Fake", "fixed_handicap 2": "C3 G3"}.get(cmd, "")
    if cmd.startswith("genmove"):
        reply = "pass"
    print(f"= {reply}\\n", flush=True)
"""


def test_a_player_that_places_other_handicap_stones_is_given_the_games(tmp_path):
    fake, log = tmp_path / "fake.py", tmp_path / "fake.log"
    fake.write_text(FAKE_PLAYER)
    out = tmp_path / "h"
    done = run_tool("match.py", "--games", "1", "--workers", "1", "--size", "9", "--handicap", "2", "--komi", "0.5",
                    "--engine-color", "white", "--max-moves", "4", "--opponent", f"{sys.executable} {fake} {log}",
                    "--out", str(out), *FAST)
    assert done.returncode == 0, done.stdout + done.stderr
    [game] = read_results(out / "results.jsonl")
    assert not game.get("void") and "error" not in game, game
    commands = log.read_text().splitlines()
    # With no referee the engine's placement is the game's: 9x9's two stones on C3 and G7.
    given = commands[commands.index("fixed_handicap 2") + 1:][:2]
    assert given[0] == "clear_board" and sorted(given[1].split()[1:]) == ["C3", "G7"], commands
    sgf = (out / "game-000.sgf").read_text()
    assert "HA[2]AB[gc][cg]" in sgf or "HA[2]AB[cg][gc]" in sgf, sgf


def test_a_void_game_counts_neither_as_played_nor_as_a_draw():
    import importlib.util

    spec = importlib.util.spec_from_file_location("match", os.path.join(TOOLS, "match.py"))
    match = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(match)
    won = {"engine_won": True, "draw": False}
    void = {"engine_won": False, "draw": False, "void": True}
    assert match.score([won, void, void]) == (1, 1)


def test_a_handicap_of_one_stone_is_refused():
    done = run_tool("match.py", "--handicap", "1", "--opponent", OPPONENT)
    assert done.returncode == 2 and "--handicap must be 0 or 2..9" in done.stderr


def test_server_clock_counts_main_time_then_canadian_periods():
    sys.path.insert(0, TOOLS)
    from match import ServerClock, parse_clock

    sudden = ServerClock(*parse_clock("10"))
    assert sudden.settings_command() == "time_settings 10 0 0"
    assert sudden.spend(4.5) and sudden.time_left_command("b") == "time_left b 5 0"
    assert sudden.allowance() == pytest.approx(5.5)
    assert not sudden.spend(6.0) and sudden.report()["flag_fell"]

    canadian = ServerClock(*parse_clock("5,10,2"))
    assert canadian.allowance() == pytest.approx(15.0)
    # Main time runs over into the first period: 3 s of 10 gone, one of two moves left.
    assert canadian.spend(8.0) and canadian.time_left_command("w") == "time_left w 7 1"
    # The period's last move starts a fresh period.
    assert canadian.spend(6.0) and canadian.time_left_command("w") == "time_left w 10 2"
    assert not canadian.spend(10.5)
    for bad in ("", "1,2", "0", "5,10,0", "-1"):
        with pytest.raises(ValueError):
            parse_clock(bad)


SLOW_PLAYER = """
import sys, time
log = open(sys.argv[1], "a")
taken = set()
for line in sys.stdin:
    cmd = line.strip()
    log.write(cmd + "\\n"); log.flush()
    if cmd == "quit":
        print("=\\n", flush=True); break
    reply = "Slow" if cmd == "name" else ""
    if cmd.startswith("play"):
        taken.add(cmd.split()[2].upper())
    if cmd.startswith("genmove"):
        time.sleep(0.8)
        reply = next(v for v in ("A1", "J9", "A9", "J1") if v not in taken)
        taken.add(reply)
    print(f"= {reply}\\n", flush=True)
"""


def test_a_clocked_match_sends_the_clock_and_a_slow_side_loses_on_time(tmp_path):
    slow, log = tmp_path / "slow.py", tmp_path / "slow.log"
    slow.write_text(SLOW_PLAYER)
    out = tmp_path / "m"
    # 0.8 s a move against 2 s sudden death: the slow side's third move runs its clock out,
    # while the engine, at 50 playouts, has used a fraction of its own.
    done = run_tool("match.py", "--games", "2", "--workers", "2", "--clock", "2", "--max-moves", "40",
                    "--opponent", f"{sys.executable} {slow} {log}", "--out", str(out), *FAST)
    assert done.returncode == 0, done.stdout + done.stderr
    games = read_results(out / "results.jsonl")
    assert len(games) == 2
    for g in games:
        assert g["engine_won"] and "opponent lost on time" in g["reason"], g["reason"]
        assert g["result"].endswith("+T")
        assert g["clock"]["opponent"]["flag_fell"] and not g["clock"]["engine"]["flag_fell"]
        assert g["clock"]["engine"]["used"] < g["clock"]["opponent"]["used"]
    assert "opponent clock:" in done.stdout and "lost on time 2" in done.stdout
    commands = log.read_text().splitlines()
    assert commands.count("time_settings 2 0 0") == 2
    # Before each genmove, the clock as it stands: 2 s, then 1.2 s shown as 1, then 0 (one
    # game with each colour, both writing to the one log).
    for color in "bw":
        told = [c.split()[2:] for c in commands if c.startswith(f"time_left {color}")]
        assert told == [["2", "0"], ["1", "0"], ["0", "0"]], commands
    assert "TM[2]" in (out / "game-000.sgf").read_text()
