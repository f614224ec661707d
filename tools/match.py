#!/usr/bin/env python3
"""Play a match between an engine (by default Tesuji) and GNU Go over GTP.

Colours alternate (the engine takes Black in even-numbered games), each game runs in fresh
engine processes, a referee board checks every move (simple ko, suicide, positional superko),
and a game ends by resignation, an illegal or unparsable move (a loss for its author), a crash
or time-out (a loss), two passes in a row, or the move cap. Finished games are scored with the
scorer engine's `final_score` (GNU Go scores by area with --chinese-rules), falling back to the
referee's Tromp-Taylor count when that fails. Every game is written as SGF into the output
directory; one line per game and a summary with a 95% Wilson interval go to stdout.

Example (arguments after `--` go to the engine):
    tools/match.py --games 10 --parallel 1 --out matches \\
        --engine target/release/tesuji -- --time-per-move 1 --threads 1

Against Pachi, run from its own folder, with GNU Go told every move and scoring the game, and a
sequential test that stops as soon as the evidence decides between "no better" and "+35 Elo":
    tools/match.py --games 200 --parallel 2 --sprt 0,35 \\
        --opponent "./pachi -t 1 threads=1,pondering=0" --opponent-dir PACHI_DIR \\
        --referee "gnugo --mode gtp --chinese-rules" -- --time-per-move 1 --threads 1

Under a clock, as servers play: `--clock 300` gives each side 5 minutes sudden death
(`--clock 600,30,10`: 10 minutes, then 30 s for every 10 moves), sent as `time_settings` at the
start and `time_left` before every genmove; the runner times each move itself and a side whose
clock runs out loses on time. The summary gives each side's clock used and left.

Handicap games: `--handicap N` places N stones by `fixed_handicap` on both players' and the
referee's boards (a player that places others, as Pachi does for three stones on 19x19, is given
the referee's by `set_free_handicap`), White moves first, and the komi is what --komi says;
`--engine-color white` (or black) keeps the engine on one side, e.g. Tesuji giving GNU Go three
stones: --size 19 --handicap 3 --komi 0.5 --engine-color white.

The summary gives the win rate with its 95% interval, the Elo difference, both sides' average
seconds per move and, with --sprt, the test's verdict.

The games run as tasks on Dask distributed: a LocalCluster with one worker process per core
(--workers N to choose), or a running cluster with --scheduler tcp://HOST:8786 (`dask scheduler`
on one machine, `dask worker tcp://HOST:8786 --nworkers K --nthreads 1` on each; the engines must
be at the same path on every worker). Every game has a stable index; its result goes to a
JSON-lines file (--results, default OUT/results.jsonl) as it arrives, and a rerun with the same
file plays only the indices not yet there. A worker that dies mid-game costs that game alone: Dask
replays the task elsewhere, and results are keyed by index so nothing is counted twice.

Needs the packages in tools/requirements.txt.
"""

import argparse
import datetime
import json
import logging
import math
import os
import queue
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time

GTP_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
DEFAULT_OPPONENT = "/usr/games/gnugo --mode gtp --level 10 --chinese-rules"


class EngineError(Exception):
    """The engine crashed, timed out or answered with a GTP failure."""


class SetupFailed(Exception):
    """A game could not start; the winner and reason are already recorded."""


class ServerClock:
    """One side's clock as a server keeps it (GTP `time_settings`: main time, then Canadian
    periods of `period` seconds for `stones` moves; no periods is sudden death). The runner
    measures each genmove itself, as a server does, whatever the engine believes it spent."""

    def __init__(self, main, period=0.0, stones=0):
        self.main, self.period, self.stones = main, period, stones
        in_main = main > 0 or stones == 0
        # Seconds left of main time, or of the current period, and the period's moves left
        # (0 while in main time, as `time_left` says it).
        self.left = main if in_main else period
        self.stones_left = 0 if in_main else stones
        self.used = 0.0
        self.flag_fell = False

    def settings_command(self):
        return f"time_settings {self.main:g} {self.period:g} {self.stones}"

    def time_left_command(self, color):
        # GTP sends whole seconds; rounding down never tells an engine it has more than it has.
        return f"time_left {color} {max(0, math.floor(self.left))} {self.stones_left}"

    def allowance(self):
        """Seconds the next move may take before the flag falls."""
        if self.stones_left == 0 and self.stones > 0:
            return self.left + self.period
        return self.left

    def spend(self, seconds):
        """Charges one move; returns False when it ran the clock out."""
        self.used += seconds
        if self.stones_left == 0:
            if seconds <= self.left:
                self.left -= seconds
                return True
            if self.stones == 0:
                self.left -= seconds
                self.flag_fell = True
                return False
            seconds -= self.left
            self.left, self.stones_left = self.period, self.stones
        self.left -= seconds
        if self.left < 0:
            self.flag_fell = True
            return False
        self.stones_left -= 1
        if self.stones_left == 0:
            self.left, self.stones_left = self.period, self.stones
        return True

    def report(self):
        return {"used": round(self.used, 3), "left": round(max(self.left, 0.0), 3),
                "in_periods": self.stones_left > 0, "flag_fell": self.flag_fell}


def parse_clock(text):
    """`MAIN` (sudden death) or `MAIN,PERIOD,STONES` (Canadian overtime), in seconds."""
    parts = text.split(",")
    if len(parts) not in (1, 3):
        raise ValueError("--clock takes MAIN or MAIN,PERIOD,STONES")
    main = float(parts[0])
    period, stones = (float(parts[1]), int(parts[2])) if len(parts) == 3 else (0.0, 0)
    if main < 0 or period < 0 or stones < 0 or (main == 0 and stones == 0):
        raise ValueError("--clock: times must be positive and some time must be given")
    if (period > 0) != (stones > 0):
        raise ValueError("--clock: a period needs its stones and stones their period")
    return main, period, stones


class Gtp:
    """A GTP engine in a subprocess. A reader thread feeds reply lines into a queue so that
    every command can have a time limit."""

    def __init__(self, argv, stderr_path=None, cwd=None):
        self.argv = argv
        self.stderr_file = open(stderr_path, "wb") if stderr_path else subprocess.DEVNULL
        self.proc = subprocess.Popen(
            argv,
            cwd=cwd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr_file,
            bufsize=0,
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("utf-8", "replace"))
        self.lines.put(None)

    def command(self, text, timeout):
        """Sends one command; returns the reply text or raises EngineError."""
        try:
            self.proc.stdin.write((text + "\n").encode())
            self.proc.stdin.flush()
        except OSError as e:
            raise EngineError(f"cannot send {text!r}: {e}") from e
        deadline = time.monotonic() + timeout
        reply = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineError(f"time-out after {timeout:.0f} s on {text!r}")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise EngineError(f"engine exited during {text!r}")
            line = line.replace("\r", "").replace("\t", " ")
            if not reply and not line.strip():
                continue  # blank lines before a reply carry nothing
            if reply and not line.strip():
                break
            reply.append(line.rstrip("\n"))
        head, rest = reply[0], reply[1:]
        if head.startswith("?"):
            raise EngineError(f"{text!r} failed: {head[1:].strip()}")
        if not head.startswith("="):
            raise EngineError(f"bad reply to {text!r}: {head!r}")
        return "\n".join([head[1:].strip()] + rest).strip()

    def close(self):
        try:
            self.command("quit", 5)
        except EngineError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if self.stderr_file is not subprocess.DEVNULL:
            self.stderr_file.close()


class Referee:
    """Rules keeper: captures, suicide, simple ko and positional superko (Chinese rules)."""

    def __init__(self, size):
        self.size = size
        self.board = [None] * (size * size)
        self.seen = {tuple(self.board)}

    def neighbours(self, i):
        x, y = i % self.size, i // self.size
        if x > 0:
            yield i - 1
        if x < self.size - 1:
            yield i + 1
        if y > 0:
            yield i - self.size
        if y < self.size - 1:
            yield i + self.size

    def chain(self, board, i):
        color = board[i]
        stones, libs, todo = {i}, set(), [i]
        while todo:
            for n in self.neighbours(todo.pop()):
                if board[n] is None:
                    libs.add(n)
                elif board[n] == color and n not in stones:
                    stones.add(n)
                    todo.append(n)
        return stones, libs

    def play(self, color, index):
        """Plays a stone; returns an error text instead when the move is illegal."""
        if not 0 <= index < len(self.board):
            return "off board"
        if self.board[index] is not None:
            return "occupied"
        board = list(self.board)
        board[index] = color
        for n in self.neighbours(index):
            if board[n] is not None and board[n] != color:
                stones, libs = self.chain(board, n)
                if not libs:
                    for s in stones:
                        board[s] = None
        if not self.chain(board, index)[1]:
            return "suicide"
        key = tuple(board)
        if key in self.seen:
            return "ko / superko"
        self.seen.add(key)
        self.board = board
        return None

    def area_score(self):
        """Tromp-Taylor area score, Black minus White, without komi."""
        score = sum(1 if c == "b" else -1 for c in self.board if c)
        done = set()
        for i, c in enumerate(self.board):
            if c is not None or i in done:
                continue
            region, border, todo = {i}, set(), [i]
            while todo:
                for n in self.neighbours(todo.pop()):
                    if self.board[n] is None:
                        if n not in region:
                            region.add(n)
                            todo.append(n)
                    else:
                        border.add(self.board[n])
            done |= region
            if border == {"b"}:
                score += len(region)
            elif border == {"w"}:
                score -= len(region)
        return score


def parse_vertex(text, size):
    """'D4' -> board index (row 1 at the bottom), 'pass' -> 'pass', else None."""
    t = text.strip().lower()
    if t == "pass":
        return "pass"
    if len(t) < 2 or t[0].upper() not in GTP_LETTERS or not t[1:].isdigit():
        return None
    x, row = GTP_LETTERS.index(t[0].upper()), int(t[1:])
    if x >= size or not 1 <= row <= size:
        return None
    return (size - row) * size + x


def gtp_vertex(index, size):
    """Board index -> 'D4', the inverse of parse_vertex."""
    return f"{GTP_LETTERS[index % size]}{size - index // size}"


def sgf_point(index, size):
    if index == "pass":
        return ""
    x, y = index % size, index // size
    return chr(ord("a") + x) + chr(ord("a") + y)


def parse_score(text):
    """A final_score reply as Black's margin: 'B+3.5' -> 3.5, 'W+2.5' -> -2.5, '0' -> 0."""
    t = text.strip().upper()
    if t in ("0", "DRAW", "JIGO"):
        return 0.0
    if len(t) >= 3 and t[0] in "BW" and t[1] == "+":
        value = float(t[2:])
        return value if t[0] == "B" else -value
    raise ValueError(f"unrecognised score {text!r}")


def wilson(wins, n, z=1.96):
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def sprt_llr(wins, losses, elo0, elo1):
    """Log-likelihood ratio of H1 (Elo difference elo1) against H0 (elo0) for a win/loss
    record, draws counted as half of each (the binomial form of the sequential test)."""
    if wins <= 0 or losses <= 0:
        # No information to weigh yet on one side: a lone streak must not decide the test.
        wins, losses = wins + 0.5, losses + 0.5
    p0 = 1 / (1 + 10 ** (-elo0 / 400))
    p1 = 1 / (1 + 10 ** (-elo1 / 400))
    return wins * math.log(p1 / p0) + losses * math.log((1 - p1) / (1 - p0))


def sprt_bounds(alpha, beta):
    """Wald's stopping bounds: accept H0 below the first, H1 above the second."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def play_game(number, opts):
    """Plays one game; returns a dict describing it. Never raises."""
    size = opts.size
    engine_black = {"black": True, "white": False}.get(opts.engine_color, number % 2 == 0)
    logs = opts.out if opts.logs else None
    if logs:
        os.makedirs(logs, exist_ok=True)
    players = {}
    try:
        eng = Gtp(opts.engine_argv, logs and os.path.join(logs, f"game-{number:03d}.engine.log"))
        opp = Gtp(
            opts.opponent_argv,
            logs and os.path.join(logs, f"game-{number:03d}.opponent.log"),
            cwd=opts.opponent_dir,
        )
        ref = Gtp(opts.referee_argv) if opts.referee_argv else None
    except OSError as e:
        return {"number": number, "error": f"cannot start engines: {e}", "sgf": ""}
    players["b"], players["w"] = (eng, opp) if engine_black else (opp, eng)
    role = {id(eng): "engine", id(opp): "opponent"}
    names = {}
    moves = []
    stones = []
    # Seconds each side spent in genmove, and how many moves it made.
    think = {"engine": [0.0, 0], "opponent": [0.0, 0]}
    clocks = {c: ServerClock(*opts.clock) for c in ("b", "w")} if opts.clock else None
    winner = None
    reason = ""
    score = None
    started = time.monotonic()
    setup_timeout = 60
    try:
        for color, p in players.items():
            try:
                names[color] = p.command("name", setup_timeout) or role[id(p)]
                for cmd in (f"boardsize {size}", "clear_board", f"komi {opts.komi}"):
                    p.command(cmd, setup_timeout)
                if clocks:
                    p.command(clocks[color].settings_command(), setup_timeout)
            except EngineError as e:
                winner, reason = ("w" if color == "b" else "b"), f"{role[id(p)]} setup failed: {e}"
                raise SetupFailed from e
        if ref:
            try:
                for cmd in (f"boardsize {size}", "clear_board", f"komi {opts.komi}"):
                    ref.command(cmd, setup_timeout)
            except EngineError as e:
                reason = f"referee setup failed: {e}"
                raise SetupFailed from e
        referee = Referee(size)
        stones = []
        if opts.handicap:
            stones = place_handicap(opts, players, role, ref, referee, setup_timeout)
        # After handicap stones White moves first.
        color, passes = ("w" if stones else "b"), 0
        while True:
            other = "w" if color == "b" else "b"
            if len(moves) >= opts.max_moves:
                reason = f"move cap {opts.max_moves}"
                break
            mover = role[id(players[color])]
            timeout, took = opts.move_timeout, 0.0
            try:
                if clocks:
                    players[color].command(clocks[color].time_left_command(color), opts.move_timeout)
                    # A move that outlasts the clock has lost however it ends: wait a little
                    # past the flag, for a reply to record, and no longer.
                    timeout = min(timeout, clocks[color].allowance() + 2.0)
                asked = time.monotonic()
                try:
                    reply = players[color].command(f"genmove {color}", timeout)
                finally:
                    took = time.monotonic() - asked
                    think[mover][0] += took
                    think[mover][1] += 1
            except EngineError as e:
                if clocks and not clocks[color].spend(took):
                    winner, reason = other, f"{mover} lost on time (time-out)"
                else:
                    winner, reason = other, f"{mover} failed: {e}"
                break
            if clocks and not clocks[color].spend(took):
                winner, reason = other, f"{mover} lost on time (time-out, {took:.1f} s on its last move)"
                break
            if reply.lower() == "resign":
                winner, reason = other, "resignation"
                break
            index = parse_vertex(reply, size)
            problem = "unparsable vertex" if index is None else None
            if index not in (None, "pass"):
                problem = referee.play(color, index)
            if problem:
                winner, reason = other, f"illegal move {reply!r} by {color.upper()} ({problem})"
                break
            moves.append((color, index))
            if ref:
                try:
                    ref.command(f"play {color} {reply}", opts.move_timeout)
                except EngineError as e:
                    reason = f"referee refused {reply!r}: {e}"
                    raise SetupFailed from e
            try:
                players[other].command(f"play {color} {reply}", opts.move_timeout)
            except EngineError as e:
                # The referee accepted the move, so the refusing side is out of step.
                winner, reason = color, f"{role[id(players[other])]} refused a legal move: {e}"
                break
            passes = passes + 1 if index == "pass" else 0
            if passes >= 2:
                reason = "two passes"
                break
            color = other
        if winner is None:
            scorer = {"opponent": opp, "engine": eng, "referee": ref}[opts.scorer]
            try:
                score = parse_score(scorer.command("final_score", opts.move_timeout))
                reason += ", final_score"
            except (EngineError, ValueError) as e:
                score = referee.area_score() - opts.komi
                reason += f", Tromp-Taylor (final_score failed: {e})"
            winner = "b" if score > 0 else "w" if score < 0 else None
    except SetupFailed:
        pass
    except HandicapRefused as e:
        winner, reason = e.args
    finally:
        eng.close()
        opp.close()
        if ref:
            ref.close()
    if winner is None and score is None:
        result = "Void"
    elif score is not None:
        result = "0" if score == 0 else f"{winner.upper()}+{abs(score):g}"
    elif reason == "resignation":
        result = f"{winner.upper()}+R"
    elif "time-out" in reason:
        result = f"{winner.upper()}+T"
    else:
        result = f"{winner.upper()}+F"
    engine_color = "b" if engine_black else "w"
    game = {
        "number": number,
        "engine_color": engine_color,
        "engine_won": winner == engine_color,
        "draw": winner is None and result != "Void",
        "void": result == "Void",
        "result": result,
        "reason": reason,
        "moves": len(moves),
        "seconds": time.monotonic() - started,
        "names": names,
        "think": think,
    }
    if clocks:
        engine_color = "b" if engine_black else "w"
        opponent_color = "w" if engine_black else "b"
        game["clock"] = {"engine": clocks[engine_color].report(), "opponent": clocks[opponent_color].report()}
    game["sgf"] = sgf_text(game, moves, opts, stones)
    return game


class HandicapRefused(Exception):
    """A player or the referee would not place the handicap stones, or placed others."""


def place_handicap(opts, players, role, ref, referee, timeout):
    """Sends `fixed_handicap N` to both players and the referee and puts the stones on the
    referee board; returns their indices. The referee's placement (else the engine's) is the
    game's: engines do not agree on every layout (Pachi puts the third of three stones on 19x19
    at Q4 where the GTP specification and GNU Go put it at D16), so a player that placed others
    is given the game's stones by `clear_board` and `set_free_handicap`. Raises HandicapRefused
    with the winner and the reason when a player fails (the referee failing voids the game)."""
    placed = {}
    for color, p in ([("referee", ref)] if ref else []) + list(players.items()):
        who = "referee" if color == "referee" else role[id(p)]
        try:
            reply = p.command(f"fixed_handicap {opts.handicap}", timeout)
        except EngineError as e:
            winner = None if color == "referee" else ("w" if color == "b" else "b")
            raise HandicapRefused(winner, f"{who} refused fixed_handicap {opts.handicap}: {e}") from e
        vertices = [parse_vertex(v, opts.size) for v in reply.split()]
        if len(vertices) != opts.handicap or any(v in (None, "pass") for v in vertices):
            raise HandicapRefused(None, f"{who} answered fixed_handicap {opts.handicap} with {reply!r}")
        placed[who] = vertices
    stones = placed["referee"] if ref else placed["engine"]
    for color, p in players.items():
        if sorted(placed[role[id(p)]]) == sorted(stones):
            continue
        try:
            p.command("clear_board", timeout)
            p.command("set_free_handicap " + " ".join(gtp_vertex(i, opts.size) for i in stones), timeout)
        except EngineError as e:
            winner = "w" if color == "b" else "b"
            raise HandicapRefused(winner, f"{role[id(p)]} placed other stones and refused the game's: {e}") from e
    for index in stones:
        referee.play("b", index)
    return stones


def sgf_text(game, moves, opts, stones=()):
    size = opts.size
    names = game["names"]
    setup = ""
    if stones:
        setup = f"HA[{len(stones)}]AB" + "".join(f"[{sgf_point(i, size)}]" for i in stones)
    head = (
        f"(;GM[1]FF[4]CA[UTF-8]AP[tesuji-match:1]SZ[{size}]KM[{opts.komi:g}]RU[Chinese]"
        f"DT[{datetime.date.today().isoformat()}]"
        f"PB[{sgf_escape(names.get('b', '?'))}]PW[{sgf_escape(names.get('w', '?'))}]"
        f"RE[{game['result']}]GC[{sgf_escape(game['reason'])}]{setup}"
    )
    if getattr(opts, "clock", None):
        main, period, stones = opts.clock
        head += f"TM[{main:g}]" + (f"OT[{stones}/{period:g} Canadian]" if stones else "")
    body = "".join(f";{c.upper()}[{sgf_point(i, size)}]" for c, i in moves)
    return head + body + ")\n"


def sgf_escape(text):
    return text.replace("\\", "\\\\").replace("]", "\\]")


class Failure(Exception):
    """A condition that stops the run before any game: printed as one line, exit status 2."""


def command_found(argv):
    return bool(argv) and shutil.which(argv[0]) is not None


def check_commands(opts):
    """Every engine must start on the workers; a missing one would otherwise show up as a
    lost game per index."""
    for label, argv, cwd in (
        ("engine", opts.engine_argv, None),
        ("opponent", opts.opponent_argv, opts.opponent_dir),
        ("referee", opts.referee_argv, None),
    ):
        if not argv:
            continue
        here = os.getcwd()
        try:
            if cwd:
                os.chdir(cwd)
            found = command_found(argv)
        except OSError:
            found = False
        finally:
            os.chdir(here)
        if not found:
            raise Failure(f"{label} not found: {argv[0]}")


def quiet_dask():
    """Dask logs every lost connection and restarted worker at length; the one-line messages
    of this tool say what matters."""
    for name in ("distributed", "tornado", "asyncio"):
        logging.getLogger(name).setLevel(logging.CRITICAL)


# Dask's housekeeping at its default intervals (each worker sampling its stacks every 10 ms,
# event-loop ticks every 20 ms, memory and system monitors) took about 15 % of one core on an
# idle 2-core machine: time taken from the engines being timed. At these intervals it takes
# about 2 %, and nothing a match needs is lost (the profiler and monitors feed the dashboard).
CALM_HOUSEKEEPING = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.worker.memory.monitor-interval": "1s",
}


def connect(scheduler, workers):
    """A Dask client: to the given scheduler, else to a fresh LocalCluster with one
    single-threaded worker process per game slot (each game is two engine processes that
    take turns, so one game per core keeps every core busy). A remote cluster's workers keep
    their own configuration; a LocalCluster's inherit `CALM_HOUSEKEEPING`."""
    import dask
    from dask.distributed import Client, LocalCluster

    quiet_dask()
    dask.config.set(CALM_HOUSEKEEPING)
    if scheduler:
        try:
            return Client(scheduler, timeout="10s")
        except Exception as e:  # noqa: BLE001 - any failure to connect means the same thing here
            raise Failure(f"cannot reach Dask scheduler {scheduler}: {e or type(e).__name__}") from e
    cluster = LocalCluster(
        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=logging.CRITICAL
    )
    return Client(cluster)


def ship_by_value(module):
    """Remote workers do not have tools/ on their path: send this module's code with the tasks."""
    import cloudpickle

    if module.__name__ != "__main__":
        cloudpickle.register_pickle_by_value(module)


def load_results(path):
    """Finished games by index from a JSON-lines file. A line cut short by an interruption is
    dropped and the file rewritten without it, so that appending goes on from a clean line."""
    games = {}
    if not os.path.exists(path):
        return games
    kept = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                game = json.loads(line)
                index = int(game["number"])
            except (ValueError, KeyError, TypeError):
                continue
            if "error" in game or game.get("void"):
                continue  # a game that never started, or was void, is played again
            if index not in games:
                games[index] = game
                kept.append(json.dumps(game) + "\n")
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.writelines(kept)
    os.replace(tmp, path)
    return games


def record(games, game, results_file, out):
    """Stores one finished game; False when its index was already in (a replayed task)."""
    index = game["number"]
    if index in games:
        return False
    sgf = game.pop("sgf", "")
    if sgf and out:
        with open(os.path.join(out, f"game-{index:03d}.sgf"), "w", encoding="utf-8") as f:
            f.write(sgf)
    games[index] = game
    if results_file:
        results_file.write(json.dumps(game) + "\n")
        results_file.flush()
    return True


def play_games(client, opts, indices, on_game=None):
    """Plays the games with the given indices as Dask tasks. on_game(game) runs for each new
    result; when it returns True the games not yet finished are cancelled. Yields games in
    the order they finish."""
    from dask.distributed import as_completed

    futures = [client.submit(play_game, i, opts, key=f"game-{opts.run_id}-{i}", pure=False) for i in indices]
    stream = as_completed(futures)
    for future in stream:
        if future.cancelled():
            continue
        try:
            game = future.result()
        except Exception as e:  # noqa: BLE001 - a task Dask gave up on (its workers kept dying)
            game = {"number": indices[futures.index(future)], "error": f"task failed: {e}", "sgf": ""}
        stop = on_game(game) if on_game else False
        yield game
        if stop:
            pending = [f for f in futures if not f.done()]
            client.cancel(pending)
            break


def describe(game):
    if "error" in game:
        return f"game {game['number']:3d}: ERROR {game['error']}"
    who = "engine" if game["engine_won"] else "draw" if game["draw"] else "no one" if game.get("void") else "opponent"
    clock = ""
    if "clock" in game:
        c = game["clock"]
        clock = f"  clock used {c['engine']['used']:.0f} / {c['opponent']['used']:.0f} s"
    return (
        f"game {game['number']:3d}: engine {game['engine_color'].upper()}  {game['result']:>8}  "
        f"{who:>8} wins  {game['moves']:3d} moves  {game['seconds']:6.1f} s{clock}  ({game['reason']})"
    )


def score(games):
    """Wins (draws count half) and games over the games that were played."""
    played = [g for g in games if "error" not in g and not g.get("void")]
    won = sum(g["engine_won"] for g in played) + 0.5 * sum(g["draw"] for g in played)
    return won, len(played)


def sprt_verdict(games, sprt):
    won, n = score(games)
    llr = sprt_llr(won, n - won, sprt[0], sprt[1])
    if llr <= sprt[2]:
        return llr, f"H0 accepted (elo <= {sprt[0]:g})"
    if llr >= sprt[3]:
        return llr, f"H1 accepted (elo >= {sprt[1]:g})"
    return llr, None


def build_parser():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="target/release/tesuji", help="engine command line (shell-split)")
    ap.add_argument("--opponent", default=DEFAULT_OPPONENT, help="opponent command line (shell-split)")
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", type=float, default=7.5)
    ap.add_argument("--workers", "--parallel", type=int, default=os.cpu_count() or 1,
                    help="worker processes of the LocalCluster, one game each (default: one per core)")
    ap.add_argument("--scheduler", default="", metavar="tcp://HOST:8786",
                    help="run the games on this Dask scheduler's workers instead of a LocalCluster")
    ap.add_argument("--max-moves", type=int, default=0, help="move cap (default 3 * size^2)")
    ap.add_argument("--move-timeout", type=float, default=120, help="seconds per GTP command")
    ap.add_argument(
        "--opponent-dir", default=None, help="working directory for the opponent (Pachi reads its pattern files from there)"
    )
    ap.add_argument(
        "--referee",
        default="",
        help="a third engine that is told every move and scores the game (e.g. GNU Go when Pachi is the opponent)",
    )
    ap.add_argument("--handicap", type=int, default=0, metavar="N",
                    help="handicap stones: `fixed_handicap N` for both players and the referee, "
                    "White moving first; the komi stays as given (use --komi 0.5)")
    ap.add_argument("--engine-color", choices=["alternate", "black", "white"], default="alternate",
                    help="the engine's colour in every game (default: Black in even-numbered games)")
    ap.add_argument("--clock", default="", metavar="MAIN[,PERIOD,STONES]",
                    help="keep each side's clock as a server does: `time_settings` at the start, `time_left` "
                    "before every genmove, each move timed by the runner, a game lost on time when a clock runs "
                    "out (seconds; MAIN alone is sudden death, e.g. 300)")
    ap.add_argument("--scorer", choices=["opponent", "engine", "referee"], default=None,
                    help="who answers final_score (default: the referee if given, else the opponent)")
    return ap


def finish_options(ap, opts, engine_args):
    """Checks and derives the game options shared by match.py and tune.py."""
    if not 2 <= opts.size <= 25:
        ap.error("--size must be 2..25")
    if opts.workers < 1:
        ap.error("--workers must be positive")
    if opts.handicap == 1 or not 0 <= opts.handicap <= 9:
        ap.error("--handicap must be 0 or 2..9")
    opts.max_moves = opts.max_moves or 3 * opts.size * opts.size
    opts.engine_argv = shlex.split(opts.engine) + engine_args
    opts.opponent_argv = shlex.split(opts.opponent)
    opts.referee_argv = shlex.split(opts.referee)
    if opts.scorer is None:
        opts.scorer = "referee" if opts.referee_argv else "opponent"
    if opts.scorer == "referee" and not opts.referee_argv:
        ap.error("--scorer referee needs --referee")
    opts.logs = getattr(opts, "logs", False)
    try:
        opts.clock = parse_clock(opts.clock) if getattr(opts, "clock", "") else None
    except ValueError as e:
        ap.error(str(e))
    opts.run_id = f"{os.getpid()}-{time.time_ns()}"


def split_engine_args(argv):
    if "--" in argv:
        cut = argv.index("--")
        return argv[:cut], argv[cut + 1 :]
    return argv, []


def main(argv):
    argv, engine_args = split_engine_args(argv)
    ap = build_parser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--sprt", default="", metavar="ELO0,ELO1",
                    help="sequential test: stop once the engine's Elo difference is shown to be below ELO0 or above ELO1")
    ap.add_argument("--alpha", type=float, default=0.05, help="SPRT false-positive rate")
    ap.add_argument("--beta", type=float, default=0.05, help="SPRT false-negative rate")
    ap.add_argument("--out", default="matches", help="directory for SGF files (and logs)")
    ap.add_argument("--results", default="", help="JSON-lines results file, resumed when it exists (default OUT/results.jsonl)")
    ap.add_argument("--logs", action="store_true", help="keep each engine's stderr in --out (on the worker's disk)")
    opts = ap.parse_args(argv)
    if opts.games < 1:
        ap.error("--games must be positive")
    finish_options(ap, opts, engine_args)
    sprt = None
    if opts.sprt:
        try:
            elo0, elo1 = (float(v) for v in opts.sprt.split(","))
        except ValueError:
            ap.error("--sprt takes two Elo values, e.g. --sprt 0,35")
        if elo1 <= elo0:
            ap.error("--sprt: ELO1 must exceed ELO0")
        sprt = (elo0, elo1) + sprt_bounds(opts.alpha, opts.beta)
    results_path = opts.results or os.path.join(opts.out, "results.jsonl")

    try:
        check_commands(opts)
        client = connect(opts.scheduler, opts.workers)
    except Failure as e:
        print(f"match.py: {e}", file=sys.stderr)
        return 2

    try:
        os.makedirs(opts.out, exist_ok=True)
        results_dir = os.path.dirname(results_path)
        if results_dir:
            os.makedirs(results_dir, exist_ok=True)
        games = {i: g for i, g in load_results(results_path).items() if i < opts.games}
        if games:
            print(f"resuming: {len(games)} games already in {results_path}", flush=True)
        verdict = []
        if sprt and games:
            llr, decided = sprt_verdict(list(games.values()), sprt)
            if decided:
                verdict.append(decided)
        todo = [i for i in range(opts.games) if i not in games]
        with open(results_path, "a", encoding="utf-8") as results_file:

            def on_game(game):
                if not record(games, game, results_file, opts.out):
                    return False
                print(describe(game), flush=True)
                if sprt and not verdict and "error" not in game:
                    llr, decided = sprt_verdict(list(games.values()), sprt)
                    print(f"  SPRT llr {llr:+.2f}  bounds [{sprt[2]:.2f}, {sprt[3]:.2f}]", flush=True)
                    if decided:
                        verdict.append(decided)
                        return True
                return False

            if todo and not verdict:
                for _ in play_games(client, opts, todo, on_game):
                    pass
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C would break the shutdown
        print(f"match.py: interrupted; the same command resumes from {results_path}", file=sys.stderr)
        return 130
    finally:
        client.close()
        # A LocalCluster goes down with its client's cluster object.
        if getattr(client, "cluster", None) is not None:
            client.cluster.close()

    played = [g for g in sorted(games.values(), key=lambda g: g["number"])
              if "error" not in g and not g.get("void")]
    void = sum(1 for g in games.values() if g.get("void"))
    n = len(played)
    wins, _ = score(played)
    lo, hi = wilson(wins, n)
    print(f"\nengine: {' '.join(opts.engine_argv)}\nopponent: {' '.join(opts.opponent_argv)}")
    print(f"{n} games, {opts.size}x{opts.size}, komi {opts.komi:g}; errors: {len(games) - n - void}; void: {void}")
    if n:
        print(f"engine wins {wins:g}/{n} = {100 * wins / n:.1f}%  (95% Wilson {100 * lo:.1f}%..{100 * hi:.1f}%)")
        for c, label in (("b", "Black"), ("w", "White")):
            side = [g for g in played if g["engine_color"] == c]
            w = sum(g["engine_won"] for g in side)
            print(f"  as {label}: {w}/{len(side)}")
        for who in ("engine", "opponent"):
            secs = sum(g["think"][who][0] for g in played)
            count = sum(g["think"][who][1] for g in played)
            if count:
                print(f"  {who} average {secs / count:.2f} s per move over {count} moves")
        clocked = [g for g in played if "clock" in g]
        if clocked:
            for who in ("engine", "opponent"):
                used = sum(g["clock"][who]["used"] for g in clocked) / len(clocked)
                left = sum(g["clock"][who]["left"] for g in clocked) / len(clocked)
                flags = sum(g["clock"][who]["flag_fell"] for g in clocked)
                print(f"  {who} clock: {used:.0f} s used, {left:.0f} s left a game on average; lost on time {flags}")
        if 0 < wins < n:
            p = wins / n
            print(f"  Elo difference {-400 * math.log10(1 / p - 1):+.0f}")
    if sprt:
        print(f"SPRT [{sprt[0]:g}, {sprt[1]:g}] alpha {opts.alpha:g} beta {opts.beta:g}: "
              + (verdict[0] if verdict else "undecided"))
    return 0 if n == len(games) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
