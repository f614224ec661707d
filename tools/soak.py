#!/usr/bin/env python3
"""Soak test: many games in one long-lived engine process, with the command mixes GUIs and
servers send, watching resident memory; and clocked games against an opponent whose clocks
the runner keeps, counting time losses.

Memory soak (one Tesuji process for every game; clear_board between games):
    tools/soak.py memory --games 1000 --engine target/release/tesuji \\
        -- --playouts 50 --threads 1 --max-memory 64M
Each game draws a GUI-like mix: board size changes, komi, handicap, genmove for both sides,
undo, showboard, analysis streams stopped by the next command (as Sabaki, Lizzie and q5Go stop
them), kata-analyze with ownership, time_settings/time_left, final_score, final_status_list,
printsgf, list_commands. Resident memory (VmRSS) is sampled every --sample-every games. The
run fails (exit status 1) if the last sample exceeds the first after warm-up by more than
--growth-mib, or any sample exceeds --max-memory-mib plus --overhead-mib (the fixed cost of the
binary, its book and buffers) when --max-memory-mib is given.

Clocked games (the runner keeps both clocks from the wall time each genmove takes, plus a
simulated lag, and tells Tesuji with time_left, as KGS and CGOS do):
    tools/soak.py clocked --games 50 --clock absolute:60 --opponent "gnugo --mode gtp" \\
        --engine target/release/tesuji -- --threads 1
    tools/soak.py clocked --games 50 --clock byoyomi:10:2:3 --opponent "gnugo --mode gtp"
With --no-time-left the runner keeps the clocks but never tells Tesuji (gogui-twogtp -time).
Clocks: absolute:M, byoyomi:M:T:P (sent as kgs-time_settings), canadian:M:T:S. A move that
overruns the clock is a time loss; the run fails if there is any.

Python 3 standard library only; Linux (reads /proc/PID/status).
"""

import argparse
import queue
import random
import shlex
import subprocess
import sys
import threading
import time

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class Gtp:
    """A GTP engine in a subprocess; a reader thread queues its stdout lines."""

    def __init__(self, argv):
        self.proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            bufsize=0,
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("utf-8", "replace"))
        self.lines.put(None)

    def send(self, line):
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def line(self, timeout=120.0):
        got = self.lines.get(timeout=timeout)
        if got is None:
            raise RuntimeError("the engine exited")
        return got

    def reply(self, timeout=120.0):
        """Reads one reply; returns (ok, text)."""
        lines = []
        while True:
            line = self.line(timeout)
            if line == "\n":
                if lines:
                    break
                continue
            lines.append(line.rstrip("\n"))
        head = lines[0]
        return head.startswith("="), "\n".join([head[1:].strip()] + lines[1:])

    def command(self, line, timeout=120.0):
        self.send(line)
        return self.reply(timeout)

    def rss_kib(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for row in status:
                if row.startswith("VmRSS:"):
                    return int(row.split()[1])
        return 0

    def close(self):
        try:
            self.command("quit", timeout=10)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def stream_then_stop(engine, command, rng):
    """Starts an analysis stream, lets it run briefly, and stops it the way GUIs do: Sabaki
    with protocol_version, Lizzie with name, q5Go with known_command, or a bare newline."""
    engine.send(command)
    head = engine.line()
    if not head.startswith("="):
        while engine.line() != "\n":
            pass
        return
    time.sleep(rng.uniform(0.0, 0.05))
    stopper = rng.choice(["protocol_version", "name", "known_command known_command", ""])
    engine.send(stopper)
    while engine.line() != "\n":
        pass
    if stopper:
        engine.reply()


def random_vertex(size, rng):
    return f"{LETTERS[rng.randrange(size)]}{rng.randrange(size) + 1}"


def memory_game(engine, rng, game_number):
    size = rng.choice([9, 9, 9, 13, 19]) if game_number % 10 == 0 else 9
    engine.command(f"boardsize {size}")
    engine.command("clear_board")
    engine.command(f"komi {rng.choice([0.5, 6.5, 7.5])}")
    if rng.random() < 0.2:
        engine.command(f"fixed_handicap {rng.randint(2, 4)}")
    if rng.random() < 0.3:
        engine.command("time_settings 300 0 0")
    color = "b"
    passes = 0
    for move in range(size * size * 2):
        roll = rng.random()
        if roll < 0.05:
            engine.command("undo")
        elif roll < 0.08:
            engine.command("showboard")
        elif roll < 0.10:
            stream_then_stop(engine, f"lz-analyze {color} {rng.choice([0, 1, 10])}", rng)
        elif roll < 0.12:
            stream_then_stop(engine, f"kata-analyze {color} 10 ownership true", rng)
        elif roll < 0.13:
            stream_then_stop(engine, f"analyze {color.upper()} 50", rng)
        elif roll < 0.15:
            engine.command(f"play {color} {random_vertex(size, rng)}")
        elif roll < 0.16:
            engine.command(f"time_left {color} {rng.randint(0, 300)} 0")
        ok, answer = engine.command(f"genmove {color}")
        if not ok:
            raise RuntimeError(f"genmove failed: {answer}")
        if answer.lower() == "resign":
            break
        passes = passes + 1 if answer.lower() == "pass" else 0
        if passes >= 2:
            break
        color = "w" if color == "b" else "b"
    engine.command("final_score")
    engine.command("final_status_list dead")
    if rng.random() < 0.1:
        engine.command("printsgf")
    if rng.random() < 0.05:
        engine.command("list_commands")


def run_memory(args, engine_args):
    rng = random.Random(args.seed)
    engine = Gtp([args.engine] + engine_args)
    samples = []
    started = time.time()
    try:
        for game in range(1, args.games + 1):
            memory_game(engine, rng, game)
            if game % args.sample_every == 0 or game == args.games:
                rss = engine.rss_kib() / 1024
                samples.append((game, rss))
                print(f"game {game}: RSS {rss:.1f} MiB ({time.time() - started:.0f} s)", flush=True)
    finally:
        engine.close()
    warm = [s for s in samples if s[0] >= args.warmup] or samples
    first, last = warm[0], warm[-1]
    peak = max(s[1] for s in samples)
    print(
        f"RSS after warm-up (game {first[0]}): {first[1]:.1f} MiB; at the end (game {last[0]}): "
        f"{last[1]:.1f} MiB; peak {peak:.1f} MiB"
    )
    failed = False
    if last[1] > first[1] + args.growth_mib:
        print(f"FAIL: resident memory grew by {last[1] - first[1]:.1f} MiB")
        failed = True
    if args.max_memory_mib is not None and peak > args.max_memory_mib + args.overhead_mib:
        print(
            f"FAIL: peak {peak:.1f} MiB is above --max-memory {args.max_memory_mib} MiB plus "
            f"{args.overhead_mib} MiB overhead"
        )
        failed = True
    print("memory soak:", "FAILED" if failed else "flat")
    return 1 if failed else 0


class RunnerClock:
    """One side's clock as a server keeps it."""

    def __init__(self, spec):
        parts = spec.split(":")
        self.kind = parts[0]
        numbers = [float(p) for p in parts[1:]]
        if self.kind == "absolute":
            (self.main,) = numbers
            self.period, self.count = 0.0, 0
        elif self.kind in ("byoyomi", "canadian"):
            self.main, self.period, count = numbers
            self.count = int(count)
        else:
            raise SystemExit(f"unknown clock {spec}")
        self.settings = self.count
        self.in_overtime = self.main <= 0
        self.left = self.main if self.main > 0 else self.period
        self.overtime_count = self.settings

    def settings_command(self):
        if self.kind == "absolute":
            return f"time_settings {self.main:g} 0 0"
        if self.kind == "byoyomi":
            return f"kgs-time_settings byoyomi {self.main:g} {self.period:g} {self.settings}"
        return f"time_settings {self.main:g} {self.period:g} {self.settings}"

    def time_left_command(self, color):
        if not self.in_overtime:
            return f"time_left {color} {int(self.left)} 0"
        return f"time_left {color} {int(self.left)} {self.overtime_count}"

    def spend(self, seconds):
        """Charges a move; returns False on a time loss."""
        if not self.in_overtime:
            if seconds <= self.left:
                self.left -= seconds
                return True
            if self.kind == "absolute":
                return False
            seconds -= self.left
            self.in_overtime = True
            self.left = self.period
            self.overtime_count = self.settings
        if self.kind == "byoyomi":
            while seconds > self.period:
                seconds -= self.period
                self.overtime_count -= 1
                if self.overtime_count <= 0:
                    return False
            self.left = self.period
            return True
        # Canadian
        self.left -= seconds
        if self.left < 0:
            return False
        self.overtime_count -= 1
        if self.overtime_count == 0:
            self.left, self.overtime_count = self.period, self.settings
        return True


# Game move numbers (1-based, both colours counted) that split a 19x19 game into opening,
# middle game and endgame for the per-phase report.
PHASES = ((1, 50), (51, 150), (151, None))


def phase_of(move_number):
    """Index in PHASES of the phase a game's move number falls in."""
    for index, (first, last) in enumerate(PHASES):
        if move_number >= first and (last is None or move_number <= last):
            return index
    return 0


def phase_report(spent_by_phase):
    """One line: average seconds per move of ours in each phase, `-` where none was played."""
    parts = []
    for (first, last), spent in zip(PHASES, spent_by_phase):
        label = f"moves {first}-{last}" if last is not None else f"moves {first}+"
        average = f"{sum(spent) / len(spent):.2f} s" if spent else "-"
        parts.append(f"{label}: {average} ({len(spent)} moves)")
    return "; ".join(parts)


def run_clocked(args, engine_args):
    rng = random.Random(args.seed)
    spent_by_phase = [[] for _ in PHASES]
    main_left_at_end = []
    time_losses = 0
    opponent_time_losses = 0
    least_left = None
    for game in range(args.games):
        tesuji = Gtp([args.engine] + engine_args)
        opponent = Gtp(shlex.split(args.opponent))
        tesuji_color = "b" if game % 2 == 0 else "w"
        clock = RunnerClock(args.clock)
        opponent_clock = RunnerClock(args.clock)
        for engine in (tesuji, opponent):
            engine.command(f"boardsize {args.size}")
            engine.command("clear_board")
            engine.command("komi 7")
        tesuji.command(clock.settings_command())
        color, passes, result = "b", 0, None
        for move_index in range(args.size * args.size * 3):
            mover, other = (tesuji, opponent) if color == tesuji_color else (opponent, tesuji)
            if mover is tesuji and not args.no_time_left:
                tesuji.command(clock.time_left_command(color))
            started = time.monotonic()
            ok, move = mover.command(f"genmove {color}", timeout=600)
            spent = time.monotonic() - started + args.lag
            if mover is tesuji:
                spent_by_phase[phase_of(move_index + 1)].append(spent)
            if mover is tesuji and not clock.spend(spent):
                time_losses += 1
                result = f"Tesuji lost on time ({spent:.2f} s)"
                break
            if mover is opponent and not opponent_clock.spend(spent - args.lag):
                opponent_time_losses += 1
            if not ok or move.lower() == "resign":
                result = f"{color} resigned" if ok else f"{color} failed: {move}"
                break
            other.command(f"play {color} {move}")
            passes = passes + 1 if move.lower() == "pass" else 0
            if passes >= 2:
                _, result = tesuji.command("final_score")
                break
            color = "w" if color == "b" else "b"
        left = clock.left if not clock.in_overtime else 0.0
        least_left = left if least_left is None else min(least_left, left)
        main_left_at_end.append(left)
        print(f"game {game + 1}: Tesuji {tesuji_color}, {result}; main time left {left:.1f} s",
              flush=True)
        tesuji.close()
        opponent.close()
        rng.random()
    print(f"clocked games: {args.games}, Tesuji time losses: {time_losses}, "
          f"opponent over the same clock: {opponent_time_losses}, "
          f"least main time left at a game's end: {least_left:.1f} s")
    if main_left_at_end:
        mean_left = sum(main_left_at_end) / len(main_left_at_end)
        print(f"mean main time left at a game's end: {mean_left:.1f} s")
    print(f"seconds per move of Tesuji's (lag included): {phase_report(spent_by_phase)}")
    return 1 if time_losses else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=["memory", "clocked"])
    parser.add_argument("--engine", default="target/release/tesuji")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sample-every", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=50, help="games before the first sample that counts")
    parser.add_argument("--growth-mib", type=float, default=16.0)
    parser.add_argument("--max-memory-mib", type=float, default=None)
    parser.add_argument("--overhead-mib", type=float, default=64.0)
    parser.add_argument("--opponent", default="gnugo --mode gtp --level 1")
    parser.add_argument("--clock", default="absolute:60")
    parser.add_argument("--lag", type=float, default=0.2, help="seconds added to every move's time")
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument(
        "--no-time-left",
        action="store_true",
        help="never send time_left, as gogui-twogtp -time does: Tesuji keeps its own clock",
    )
    argv = sys.argv[1:]
    engine_args = []
    if "--" in argv:
        at = argv.index("--")
        argv, engine_args = argv[:at], argv[at + 1:]
    args = parser.parse_args(argv)
    if args.mode == "memory":
        return run_memory(args, engine_args)
    return run_clocked(args, engine_args)


if __name__ == "__main__":
    sys.exit(main())
