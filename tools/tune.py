#!/usr/bin/env python3
"""Tune Tesuji's search parameters (--param NAME=VALUE) by games against a fixed opponent.

A nevergrad optimiser (default TBPSA, made for noisy objectives) proposes values for the chosen
parameters; each candidate plays --games games (colours alternating) against the opponent on
the same Dask cluster as tools/match.py (a LocalCluster, or --scheduler tcp://HOST:8786), and
its loss is the share of games it did not win. Every told evaluation goes to a JSON-lines log
(--log); a rerun with the same log replays those evaluations into a fresh optimiser and goes on
from there, so an interrupted campaign loses at most the candidate it was playing. The
optimiser's recommendation is written as a --config file for the engine.

Ranges come from `tesuji --param help` unless given: --tune NAME or --tune NAME=LOW:HIGH, with
:log appended for a log scale (for counts such as rave_equiv).

Example, 9x9 at 300 playouts a side against Tesuji's defaults (arguments after `--` go to both):
    tools/tune.py --budget 100 --games 24 --tune rave_equiv=100:30000:log --tune explore=0:1 \\
        --tune prior_scale=0.2:5:log --tune model_prior_weight=0:60 --tune policy_pattern \\
        --tune policy_atari --opponent target/release/tesuji --log tune.jsonl \\
        --config-out tuned.cfg -- --playouts 300
"""

import json
import os
import re
import shlex
import signal
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match  # noqa: E402 - found through the line above, beside this file

HELP_LINE = re.compile(r"^(\w+)\s+(\S+) in (\S+)\.\.=(\S+?)( \(whole\))?\s")


def engine_ranges(engine_argv):
    """NAME -> (default, low, high, whole) from the engine's own parameter list; `whole` marks
    the parameters that take whole numbers only (the engine refuses 2.5 visits at start)."""
    out = subprocess.run(engine_argv[:1] + ["--param", "help"], capture_output=True, text=True, timeout=30)
    ranges = {}
    for line in (out.stdout + out.stderr).splitlines():
        m = HELP_LINE.match(line)
        if m:
            default, low, high = (float(v) for v in m.groups()[1:4])
            ranges[m.group(1)] = (default, low, high, m.group(5) is not None)
    return ranges


def parse_tune(spec, ranges):
    """'NAME', 'NAME=LOW:HIGH' or 'NAME=LOW:HIGH:log' -> (name, low, high, log)."""
    name, _, rest = spec.partition("=")
    if name not in ranges:
        raise match.Failure(f"unknown parameter {name!r} (see tesuji --param help)")
    _, low, high, _ = ranges[name]
    log = False
    if rest:
        parts = rest.split(":")
        try:
            low, high = float(parts[0]), float(parts[1])
        except (ValueError, IndexError) as e:
            raise match.Failure(f"--tune {spec}: expected NAME=LOW:HIGH[:log]") from e
        log = parts[2:] == ["log"]
    if not low < high or (log and low <= 0):
        raise match.Failure(f"--tune {spec}: bad range")
    return name, low, high, log


def parametrization(specs, ranges):
    import nevergrad as ng

    params = {}
    for name, low, high, log in specs:
        start = min(max(ranges[name][0], low), high)
        if log:
            param = ng.p.Log(init=max(start, low), lower=low, upper=high)
        else:
            param = ng.p.Scalar(init=start, lower=low, upper=high)
        params[name] = param.set_integer_casting() if ranges[name][3] else param
    return ng.p.Dict(**params)


def param_text(value):
    """A value as the engine reads it: whole numbers without an exponent or a fraction."""
    return str(int(value)) if float(value).is_integer() else f"{value:.6g}"


def engine_with(opts, values):
    args = []
    for name, value in values.items():
        args += ["--param", f"{name}={param_text(value)}"]
    # The engine's own arguments come first so that a tuned value overrides a fixed one.
    return opts.engine_argv + args


def why_not_started(argv):
    """The engine's own first complaint (the games keep no stderr unless --logs)."""
    try:
        run = subprocess.run(argv, input="quit\n", capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as e:
        return str(e)
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    return lines[0] if lines else f"exit status {run.returncode}"


def evaluate(client, opts, values, first_index):
    """Plays the candidate's games; returns (wins, games)."""
    import copy

    cand = copy.copy(opts)
    cand.engine_argv = engine_with(opts, values)
    games = list(match.play_games(client, cand, range(first_index, first_index + opts.games)))
    # A candidate the engine refuses to start with is a bad command line, not a weak candidate:
    # telling the optimiser it lost every game would steer the whole campaign.
    for game in games:
        if game.get("reason", "").startswith("engine setup failed"):
            raise match.Failure(f"the engine did not start with {shlex.join(cand.engine_argv)}: {why_not_started(cand.engine_argv)}")
    return match.score(games)


def read_log(path):
    """Told evaluations; a line cut short by an interruption is dropped."""
    entries = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    entry = json.loads(line)
                    entries.append((entry["values"], float(entry["loss"]), entry))
                except (ValueError, KeyError, TypeError):
                    continue
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            f.writelines(json.dumps(e) + "\n" for _, _, e in entries)
        os.replace(path + ".tmp", path)
    return entries


def write_config(path, values, specs, note):
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(f"# tools/tune.py: {note}\n")
        for name, *_ in specs:
            f.write(f"{name}={param_text(values[name])}\n")
    os.replace(path + ".tmp", path)


def main(argv):
    argv, engine_args = match.split_engine_args(argv)
    ap = match.build_parser()
    ap.description = __doc__
    ap.set_defaults(opponent="target/release/tesuji")
    ap.add_argument("--tune", action="append", default=[], metavar="NAME[=LOW:HIGH[:log]]", help="a parameter to tune")
    ap.add_argument("--games", type=int, default=16, help="games per candidate")
    ap.add_argument("--budget", type=int, default=50, help="candidates to evaluate in all (a resumed run counts its log)")
    ap.add_argument("--optimizer", default="TBPSA", help="a nevergrad optimiser name (TBPSA, SPSA, CMA, ...)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--log", default="tune.jsonl", help="JSON-lines log of told evaluations, replayed on a rerun")
    ap.add_argument("--config-out", default="tuned.cfg", help="the recommendation as a --config file")
    opts = ap.parse_args(argv)
    if opts.games < 1 or opts.budget < 1:
        ap.error("--games and --budget must be positive")
    if not opts.tune:
        ap.error("give at least one --tune NAME")
    match.finish_options(ap, opts, engine_args)
    # Both sides get the same fixed arguments (board size, playouts or time) unless the
    # opponent is another program.
    if os.path.basename(opts.opponent_argv[0]) == os.path.basename(opts.engine_argv[0]):
        opts.opponent_argv = opts.opponent_argv + engine_args

    try:
        match.check_commands(opts)
        ranges = engine_ranges(opts.engine_argv)
        specs = [parse_tune(s, ranges) for s in opts.tune]
        client = match.connect(opts.scheduler, opts.workers)
    except (match.Failure, OSError, subprocess.SubprocessError) as e:
        print(f"tune.py: {e}", file=sys.stderr)
        return 2

    import nevergrad as ng

    try:
        match.ship_by_value(match)
        space = parametrization(specs, ranges)
        told = read_log(opts.log)
        # A resumed run must not draw the same random candidates as the run it continues.
        space.random_state.seed(opts.seed + len(told))
        optimizer = ng.optimizers.registry[opts.optimizer](parametrization=space, budget=opts.budget, num_workers=1)
        for values, loss, _ in told:
            optimizer.tell(space.spawn_child(new_value={n: values[n] for n, *_ in specs}), loss)
        if told:
            print(f"resuming: {len(told)} evaluations replayed from {opts.log}", flush=True)
        with open(opts.log, "a", encoding="utf-8") as log:
            for iteration in range(len(told), opts.budget):
                cand = optimizer.ask()
                values = {k: float(v) for k, v in cand.value.items()}
                wins, n = evaluate(client, opts, values, iteration * opts.games)
                loss = 1 - wins / n if n else 1.0
                optimizer.tell(cand, loss)
                entry = {"iteration": iteration, "values": values, "wins": wins, "games": n, "loss": loss}
                log.write(json.dumps(entry) + "\n")
                log.flush()
                shown = " ".join(f"{k}={v:.4g}" for k, v in values.items())
                print(f"candidate {iteration:3d}: {wins:g}/{n}  {shown}", flush=True)
                best = {k: float(v) for k, v in optimizer.provide_recommendation().value.items()}
                write_config(opts.config_out, best, specs,
                             f"{opts.optimizer} recommendation after {iteration + 1} candidates x {opts.games} games")
    except match.Failure as e:
        print(f"tune.py: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C would break the shutdown
        print(f"tune.py: interrupted; the same command resumes from {opts.log}", file=sys.stderr)
        return 130
    finally:
        client.close()
        if getattr(client, "cluster", None) is not None:
            client.cluster.close()
    print(f"best values written to {opts.config_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
