#!/usr/bin/env python3
"""How an engine's dragon reader reads a fights file's dragons, beside GNU Go's owl reading.

Every dragon a fights file (tests/tactics/games/pachi_3s.tst) names was critical by GNU Go 3.8
with Tesuji to move, and the comment lists GNU Go's answers: the moves that kill the opponent's
dragon or save Tesuji's. This asks the engine's `dragon_status` of each and counts, for kills
and saves apart, the dragons it reads critical with a deciding move among GNU Go's (agreed),
critical with another move, alive and dead. Reading alone, without search: the answers repeat
exactly on any machine.
"""

import argparse
import collections
import os
import sys

from fight_ownership import parse_cases
from gtp_reply import GtpProcess

VERDICTS = ("agreed", "critical elsewhere", "alive", "dead", "error")


def verdict(reply_ok, reply, dragon):
    """The verdict on one dragon from the engine's `dragon_status` reply: GNU Go's format,
    `critical ATTACK DEFENCE`, `alive` or `dead`."""
    words = reply.split()
    if not reply_ok or not words:
        return "error"
    if words[0] != "critical":
        return words[0] if words[0] in VERDICTS else "error"
    moves = words[1:]
    if len(moves) < 2:
        return "error"
    deciding = moves[0] if dragon["kind"] == "kills" else moves[1]
    return "agreed" if deciding in dragon["answers"] else "critical elsewhere"


def read_fights(command, cases, directory):
    """(case, dragon, verdict) for each dragon of `cases`, asked of one engine process."""
    engine = GtpProcess(command, cwd=directory)
    rows = []
    try:
        for case in cases:
            for dragon in case["dragons"]:
                loaded, _ = engine.ask(f"loadsgf {case['sgf']} {case['move']}")
                ok, text = engine.ask(f"dragon_status {dragon['at']}")
                rows.append((case, dragon, verdict(ok and loaded, text, dragon)))
    finally:
        engine.close()
    return rows


def summarize(rows):
    """One line per kind of dragon: how many of each verdict."""
    lines = []
    for kind in ("kills", "saves"):
        counts = collections.Counter(v for _, d, v in rows if d["kind"] == kind)
        total = sum(counts.values())
        parts = ", ".join(f"{v} {counts[v]}" for v in VERDICTS if counts[v])
        lines.append(f"{kind}: {total} dragons; {parts}")
    agreed = sum(1 for *_, v in rows if v == "agreed")
    lines.append(f"agreed with GNU Go on {agreed} of {len(rows)}")
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", help="a fights file (.tst) whose comments name the dragons")
    parser.add_argument("--binary", default="target/release/tesuji")
    parser.add_argument("-v", "--verbose", action="store_true", help="one line per dragon")
    opts = parser.parse_args(argv)
    with open(opts.file) as f:
        cases = parse_cases(f.read())
    command = [os.path.abspath(opts.binary)]
    rows = read_fights(command, cases, os.path.dirname(os.path.abspath(opts.file)))
    if opts.verbose:
        for case, dragon, v in rows:
            print(case["id"], dragon["at"], dragon["stones"], dragon["kind"], v)
    for line in summarize(rows):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
