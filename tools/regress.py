#!/usr/bin/env python3
"""Move-generation regression runner for GTP engines.

Runs three kinds of suites against one engine command and prints pass rates per suite and in
total:

* GNU Go style `.tst` files (also the project's own tests/tactics/*.tst): GTP commands, and
  numbered `reg_genmove COLOR` lines followed by `#? [A1|B2]` (the move must be one of them) or
  `#? [!A1|B2]` (it must be none of them), and GNU Go's `restricted_genmove COLOR A1 B2 ...`
  (the best of the moves listed; an engine without the command gets an error). GNU Go's
  reading queries `owl_attack`, `owl_defend`, `dragon_status` and `analyze_semeai` are asked
  as they stand, and the answer must match the `#?` bracket as a regular expression (`[1
  (E8|F8)]`; `[!...]` negates it). A trailing `*` marks a case the suite's authors expected to
  fail; it is reported but counted like any other. Other numbered commands are counted as
  skipped.
* Pachi's t-regress folders: GTP streams ending in `tunit genmove COLOR MOVE...` (a move without
  `!` is an accepted answer, one with `!` a rejected one). They are translated to
  `reg_genmove`; `tunit` checks other than genmove are counted as skipped.

Every case runs on a fresh position (boardsize + clear_board, then the setup commands that
preceded it), so cases are independent and can run in parallel. The default engine starts
afresh for every case with the seed given, so a case's answer depends on the case and the seed
alone, never on the job count or on which cases a process played before; `--seeds 3` plays each
case under three seeds and counts the majority. Totals are also given by category (capture
races, seki, life and death) over every suite.

Usage (from the repository root, after `cargo build --release`):

    tools/regress.py                       # every suite found under ../shared/data/gtp-regress
    tools/regress.py -j 16 --time 1        # 16 engines at once, 1 s per move
    tools/regress.py --playouts 5000 tests/tactics   # 5,000 playouts a move, no time limit
    tools/regress.py --engine "gnugo --mode gtp --level 10" ../shared/data/gtp-regress/gnugo

Paths may be suite files, Pachi case folders or folders holding either. `--engine` replaces the
default Tesuji command entirely (time and playout options then belong in it).
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from gtp_reply import read_reply

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SUITES = os.path.join(os.path.dirname(REPO), "shared", "data", "gtp-regress")

# Commands that change nothing an answer depends on, or that would fight the runner's own time
# control; dropped from setups.
DROPPED = {
    "time_settings", "kgs-time_settings", "time_left", "echo", "pachi-engine", "final_score",
    "kgs-game_over", "increase_depths", "decrease_depths", "showboard", "quit",
}
# Categories reported across suites: a case belongs to each whose words its suite's or its own
# name contains (GNU Go's suites are named by topic, Pachi's cases by what they test).
CATEGORIES = {
    "capture race": ("semeai", "race", "capture_race"),
    "seki": ("seki",),
    "life and death": ("ld_", "owl", "vie", "life", "dead", "eye", "nakade", "bent", "kill",
                       "safety", "tiny"),
}
# GNU Go's reading queries whose answers the engine gives in GNU Go's format; a `#?` line's
# bracket holds a regular expression the whole answer must match.
READING_QUERIES = {"owl_attack", "owl_defend", "dragon_status", "analyze_semeai"}
# Commands from GNU Go's test harness with a standard equivalent.
TRANSLATED = {"trymove": "play", "popgo": "undo"}


@dataclass
class Case:
    suite: str
    name: str
    color: str
    setup: list
    accept: set = field(default_factory=set)
    reject: set = field(default_factory=set)
    expected_fail: bool = False
    # restricted_genmove's candidates (GNU Go's suites ask which of a few moves works).
    among: list = field(default_factory=list)
    # A reading query (owl_attack D8): the command, and the regular expression its whole
    # answer must match (or, negated, must not).
    query: str = ""
    pattern: str = ""
    negate: bool = False


@dataclass
class Suite:
    name: str
    cases: list = field(default_factory=list)
    skipped: dict = field(default_factory=dict)

    def skip(self, why):
        self.skipped[why] = self.skipped.get(why, 0) + 1


def normalise_move(m):
    m = m.strip().upper()
    return "PASS" if m == "PASS" else m


def bracket(text):
    """What a `#?` line's brackets hold, stripped, or None when it has none."""
    m = re.match(r"\s*\[(.*)\]", text)
    return m.group(1).strip() if m else None


def parse_answer(text):
    """`[A1|B2]`, `[!A1|B2]`, `[!(A1|B2)]` -> (accept, reject)."""
    body = bracket(text)
    if body is None:
        return None
    negate = body.startswith("!")
    body = body.lstrip("!").strip().strip("()")
    moves = {normalise_move(x) for x in re.split(r"[|\s]+", body) if x.strip()}
    return (set(), moves) if negate else (moves, set())


def setup_line(words, base_dir):
    """The setup command to send for one GTP line, or None to drop it."""
    cmd = words[0].lower()
    if cmd in DROPPED:
        return None
    cmd = TRANSLATED.get(cmd, cmd)
    args = words[1:]
    if cmd == "loadsgf" and args:
        path = args[0]
        if not os.path.isabs(path):
            path = os.path.join(base_dir, path)
        args = [path] + args[1:]
    return " ".join([cmd] + args)


def reading_case(suite_name, number, words, setup, line):
    """A reading query's case from its command words and its `#?` line, None if unreadable."""
    body = bracket(line[2:])
    if body is None:
        return None
    negate = body.startswith("!")
    return Case(suite_name, number, "", setup, expected_fail=line.rstrip().endswith("*"),
                query=" ".join(words), pattern=body.lstrip("!").strip(), negate=negate)


def answer_matches(case, text):
    """Whether a reading query's answer is the one its case expects."""
    try:
        matched = re.fullmatch(case.pattern, text.strip(), re.IGNORECASE) is not None
    except re.error:
        matched = text.strip().upper() == case.pattern.upper()
    return matched != case.negate


def read_tst(path, suite_name):
    """GNU Go regression file (or the project's own files in the same format)."""
    suite = Suite(suite_name)
    base = os.path.dirname(os.path.abspath(path))
    setup = []
    pending = None  # (number, command words) waiting for its `#?` line
    with open(path, encoding="utf-8", errors="replace") as f:
        for raw in f:
            line = raw.strip()
            if line.startswith("#?"):
                if pending is None:
                    continue
                number, words = pending
                pending = None
                if words[0] in READING_QUERIES:
                    query = reading_case(suite_name, number, words, list(setup), line)
                    if query is None:
                        suite.skip("unreadable answer")
                    else:
                        suite.cases.append(query)
                    continue
                if words[0] not in ("reg_genmove", "restricted_genmove") or len(words) < 2:
                    suite.skip(words[0])
                    continue
                answer = parse_answer(line[2:])
                if answer is None:
                    suite.skip("unreadable answer")
                    continue
                accept, reject = answer
                among = [normalise_move(w) for w in words[2:]] \
                    if words[0] == "restricted_genmove" else []
                suite.cases.append(Case(
                    suite_name, number, words[1].lower(), list(setup), accept, reject,
                    line.rstrip().endswith("*"), among))
                continue
            if not line or line.startswith("#"):
                continue
            words = line.split()
            if words[0].isdigit():
                pending = (words[0], words[1:] or ["?"])
                continue
            cmd = setup_line(words, base)
            if cmd is None:
                continue
            name = cmd.split()[0]
            if name == "loadsgf" or name == "boardsize":
                setup = []
            elif name == "clear_board":
                setup = [s for s in setup if s.split()[0] in ("boardsize", "komi")]
            setup.append(cmd)
    return suite


def read_pachi_case(folder, suite):
    """One Pachi t-regress folder: its GTP streams with `tunit genmove` checks."""
    for fname in sorted(os.listdir(folder)):
        if not fname.endswith(".gtp"):
            continue
        path = os.path.join(folder, fname)
        setup = []
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = [l.strip() for l in f]
        if not any(l.startswith("tunit") for l in lines):
            continue
        check = 0
        for line in lines:
            if not line or line.startswith("#"):
                continue
            words = line.split()
            if words[0] == "tunit":
                check += 1
                if len(words) < 3 or words[1] != "genmove":
                    suite.skip(f"tunit {words[1] if len(words) > 1 else '?'}")
                    continue
                accept = {normalise_move(w) for w in words[3:] if not w.startswith("!")}
                reject = {normalise_move(w[1:]) for w in words[3:] if w.startswith("!")}
                name = os.path.basename(folder) + ("" if fname == "foo.gtp" else "/" + fname)
                if check > 1:
                    name += f"#{check}"
                suite.cases.append(Case(suite.name, name, words[2].lower(), list(setup),
                                        accept, reject))
                continue
            cmd = setup_line(words, folder)
            if cmd is None:
                continue
            if cmd.split()[0] == "boardsize":
                setup = []
            setup.append(cmd)


def collect(paths):
    suites = []
    for path in paths:
        path = os.path.abspath(path)
        if os.path.isfile(path):
            if path.endswith(".tst"):
                suites.append(read_tst(path, suite_label(path)))
            continue
        if not os.path.isdir(path):
            print(f"regress: no such file or folder: {path}", file=sys.stderr)
            continue
        entries = sorted(os.listdir(path))
        if any(e.endswith(".gtp") for e in entries):
            suite = Suite(suite_label(os.path.dirname(path)))
            read_pachi_case(path, suite)
            suites.append(suite)
            continue
        tsts = [e for e in entries if e.endswith(".tst")]
        for e in tsts:
            suites.append(read_tst(os.path.join(path, e), suite_label(os.path.join(path, e))))
        subdirs = [os.path.join(path, e) for e in entries
                   if os.path.isdir(os.path.join(path, e)) and e != "games"]
        case_dirs = [d for d in subdirs if any(x.endswith(".gtp") for x in os.listdir(d))]
        if case_dirs:
            suite = Suite(suite_label(path))
            for d in case_dirs:
                read_pachi_case(d, suite)
            suites.append(suite)
        for d in subdirs:
            if d not in case_dirs:
                suites.extend(collect([d]))
    return [s for s in suites if s.cases or s.skipped]


def suite_label(path):
    """A short name: the last path parts that say something, without `.tst`."""
    parts = [p for p in os.path.normpath(path).split(os.sep)
             if p not in ("regression", "t-regress")]
    label = "/".join(parts[-2:])
    return label[:-4] if label.endswith(".tst") else label


class Engine:
    def __init__(self, command):
        self.command = command
        self.proc = None
        self.known = None

    def start(self):
        self.proc = subprocess.Popen(
            self.command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, bufsize=1, cwd=REPO)
        names = self.send("list_commands")
        self.known = set(names[1].split()) if names[0] else None

    def send(self, line):
        """(ok, text) of the reply; raises on a dead engine."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return read_reply(self.proc.stdout)

    def stop(self):
        if self.proc:
            try:
                self.proc.stdin.write("quit\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
            except Exception:
                self.proc.kill()
            self.proc = None


def run_case(engine, case):
    """('pass'|'fail'|'error', move or reason, missing commands)."""
    missing = set()
    try:
        if engine.proc is None or engine.proc.poll() is not None:
            engine.start()
        # Some streams replay the handicap stones as moves after placing them.
        handicap = set()
        for line in ["boardsize 19", "clear_board"] + case.setup:
            words = line.split()
            cmd = words[0]
            if engine.known is not None and cmd not in engine.known:
                missing.add(cmd)
                continue
            if cmd == "play" and len(words) == 3 and words[1].lower() in ("b", "black") \
                    and words[2].upper() in handicap:
                handicap.discard(words[2].upper())
                continue
            ok, text = engine.send(line)
            if not ok:
                return "error", f"{line}: {text}", missing
            if cmd in ("fixed_handicap", "place_free_handicap"):
                handicap = {v.upper() for v in text.split()}
            elif cmd == "set_free_handicap":
                handicap = {v.upper() for v in words[1:]}
        if case.query:
            cmd = case.query.split()[0]
            if engine.known is not None and cmd not in engine.known:
                missing.add(cmd)
                return "error", f"{cmd}: not supported", missing
            ok, text = engine.send(case.query)
            if not ok:
                return "error", f"{cmd}: {text}", missing
            return ("pass" if answer_matches(case, text) else "fail"), text.strip(), missing
        if case.among:
            cmd = "restricted_genmove"
            if engine.known is not None and cmd not in engine.known:
                missing.add(cmd)
                return "error", f"{cmd}: not supported", missing
            line = f"{cmd} {case.color} {' '.join(case.among)}"
        else:
            cmd = "reg_genmove" if engine.known is None or "reg_genmove" in engine.known \
                else "genmove"
            line = f"{cmd} {case.color}"
        ok, text = engine.send(line)
        if not ok:
            return "error", f"{cmd}: {text}", missing
        move = normalise_move(text.split()[0]) if text else "?"
        if case.accept and move not in case.accept:
            return "fail", move, missing
        if move in case.reject:
            return "fail", move, missing
        return "pass", move, missing
    except (RuntimeError, BrokenPipeError, OSError) as e:
        engine.stop()
        return "error", str(e), missing


def categories_of(case):
    """The categories whose words appear in the case's suite or name."""
    text = f"{case.suite}/{case.name}".lower()
    return [c for c, words in CATEGORIES.items() if any(w in text for w in words)]


def majority(statuses):
    """One outcome from several seeds' outcomes: pass when most passed; an error only when
    every run failed with one."""
    passes = sum(1 for s, _ in statuses if s == "pass")
    if 2 * passes > len(statuses):
        return "pass", statuses[0][1] if len(statuses) == 1 else \
            "/".join(d for _, d in statuses)
    if all(s == "error" for s, _ in statuses):
        return statuses[0]
    return "fail", "/".join(d for _, d in statuses)


def default_engine(args, seed):
    binary = args.binary or os.path.join(REPO, "target", "release", "tesuji")
    command = f"{shlex.quote(binary)} --threads 1 --seed {seed} --resign 0"
    # A time cap beside a playout budget would make an answer depend on the machine's load:
    # with --playouts alone the playouts decide, as they do for the engine itself.
    seconds = args.time if args.time is not None else (None if args.playouts else 1.0)
    if seconds is not None:
        command += f" --time-per-move {seconds}"
    if args.playouts:
        command += f" --playouts {args.playouts}"
    for param in args.param:
        command += f" --param {shlex.quote(param)}"
    return command


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", help="suite files or folders [default: %(default)s]",
                    default=[DEFAULT_SUITES])
    ap.add_argument("--engine", help="GTP engine command line [default: release Tesuji]")
    ap.add_argument("--time", type=float,
                    help="seconds per move for the default engine [default: 1 without "
                         "--playouts, none with it]")
    ap.add_argument("--playouts", type=int,
                    help="playouts per move for the default engine, with no time limit unless "
                         "--time is given")
    ap.add_argument("--binary", help="Tesuji binary for the default engine command, to compare "
                                     "builds [default: target/release/tesuji]")
    ap.add_argument("--param", action="append", default=[],
                    help="NAME=VALUE passed to the default engine's --param (repeatable)")
    ap.add_argument("--seed", type=int, default=1, help="seed for the default engine")
    ap.add_argument("--seeds", type=int, default=1,
                    help="play each case under this many seeds (--seed onwards) and count the "
                         "majority; default engine only")
    ap.add_argument("--reuse-engine", action="store_true",
                    help="one engine process per job for every case it plays (faster starts, "
                         "but answers then depend on the job count); always so with --engine")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="engines run at once")
    ap.add_argument("--filter", help="only suites whose name contains this")
    ap.add_argument("--limit", type=int, help="at most this many cases per suite")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    args = ap.parse_args()

    if args.engine is None:
        if not os.path.exists(args.binary or os.path.join(REPO, "target", "release", "tesuji")):
            sys.exit("regress: build first (cargo build --release) or pass --engine")
        seeds = [args.seed + k for k in range(max(1, args.seeds))]
        commands = [default_engine(args, seed) for seed in seeds]
        fresh = not args.reuse_engine
    else:
        commands = [args.engine]
        fresh = False
    suites = collect(args.paths)
    if args.filter:
        suites = [s for s in suites if args.filter in s.name]
    if not suites:
        sys.exit("regress: no suites found")
    if args.limit:
        for s in suites:
            s.cases = s.cases[:args.limit]
    cases = [c for s in suites for c in s.cases]
    for command in commands:
        print(f"engine: {command}", flush=True)
    if fresh:
        print("a fresh engine for every case", flush=True)
    print(f"{len(cases)} cases in {len(suites)} suites, {args.jobs} jobs", flush=True)

    # Without fresh starts each job keeps one engine per command between cases.
    pools = [[Engine(c) for c in commands] for _ in range(args.jobs)]
    free = list(pools)
    lock = threading.Lock()

    def work(case):
        if fresh:
            outcomes = []
            for command in commands:
                engine = Engine(command)
                try:
                    outcomes.append(run_case(engine, case))
                finally:
                    engine.stop()
        else:
            with lock:
                engines = free.pop()
            try:
                outcomes = [run_case(e, case) for e in engines]
            finally:
                with lock:
                    free.append(engines)
        missing = set().union(*(m for _, _, m in outcomes))
        status, detail = majority([(s, d) for s, d, _ in outcomes])
        return case, (status, detail, missing)

    start = time.time()
    results = {}
    missing_all = set()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for case, (status, detail, missing) in pool.map(work, cases):
            results[(case.suite, case.name)] = (status, detail)
            missing_all |= missing
            if status != "pass" and (args.verbose or status == "error"):
                want = "|".join(sorted(case.accept)) or ""
                if case.query:
                    want = ("not " if case.negate else "") + f"[{case.pattern}] to {case.query}"
                if case.reject:
                    want += " not " + "|".join(sorted(case.reject))
                mark = " (expected failure)" if case.expected_fail else ""
                print(f"  {status.upper()} {case.suite} {case.name}: {detail}, want {want}{mark}",
                      flush=True)
    for engines in pools:
        for e in engines:
            e.stop()

    total = passed = errors = 0
    print()
    print(f"{'suite':<32} {'pass':>5} {'cases':>6} {'rate':>7}  skipped (not move generation)")
    for s in suites:
        p = sum(1 for c in s.cases if results[(s.name, c.name)][0] == "pass")
        err = sum(1 for c in s.cases if results[(s.name, c.name)][0] == "error")
        n = len(s.cases)
        total += n
        passed += p
        errors += err
        rate = f"{100.0 * p / n:6.1f}%" if n else "     -"
        skipped = ", ".join(f"{k} {v}" for k, v in sorted(s.skipped.items()))
        extra = f" errors {err}" if err else ""
        print(f"{s.name:<32} {p:>5} {n:>6} {rate}  {skipped}{extra}")
    rate = 100.0 * passed / total if total else 0.0
    print(f"{'TOTAL':<32} {passed:>5} {total:>6} {rate:6.1f}%  errors {errors}, "
          f"{time.time() - start:.0f} s")
    print()
    for category in CATEGORIES:
        members = [c for c in cases if category in categories_of(c)]
        p = sum(1 for c in members if results[(c.suite, c.name)][0] == "pass")
        if members:
            print(f"{category:<32} {p:>5} {len(members):>6} {100.0 * p / len(members):6.1f}%")
    if missing_all:
        print(f"commands the engine lacks (left out of setups): {' '.join(sorted(missing_all))}")


if __name__ == "__main__":
    main()
