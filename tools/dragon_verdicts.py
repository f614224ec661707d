#!/usr/bin/env python3
"""How an engine's dragon reader judges the big dragons of professional games, beside GNU Go.

A reader the search trusts must call living dragons alive: a dragon read critical or dead
that is not draws the search to it every move. This takes positions from professional games
(each game after the given moves), lists the dragons of the reference engine (GNU Go's
`dragon_stones`), and asks both engines' `dragon_status` of each dragon of at least
`--min-stones` stones. It prints how many dragons of each reference verdict the engine reads
alive, critical or dead; the dragons GNU Go reads alive and the engine does not are the false
alarms. Reading alone, without search: the answers repeat exactly on any machine.
"""

import argparse
import collections
import os
import re
import sys

from gtp_reply import GtpProcess
from match import gtp_vertex, parse_vertex
from same_moves import game_moves

STATUSES = ("alive", "critical", "dead", "other")
DEFAULT_GAMES = "../shared/data/games/featurecat-go-dataset/Pro2.7z-all/Pro/9p"


def playable(text, last_move):
    """Whether an SGF game is an even 19x19 game with more than `last_move` moves."""
    try:
        return re.search(r"SZ\[19\]", text) is not None and game_moves(text) > last_move
    except ValueError:
        return False


def pick_games(directory, count, last_move):
    """The first `count` files of `directory` (by name) holding a playable game."""
    chosen = []
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name)
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:
            continue
        if playable(text, last_move):
            chosen.append(path)
            if len(chosen) == count:
                break
    return chosen


def status_word(ok, text):
    """The first word of a `dragon_status` reply, as one of STATUSES."""
    word = text.split()[0] if ok and text.split() else ""
    return word if word in STATUSES[:3] else "other"


def dragons(reference, min_stones):
    """The dragons of the loaded position by the reference engine: each dragon's stones, those
    of at least `min_stones` stones."""
    ok, text = reference.ask("dragon_stones")
    if not ok:
        return []
    found = [line.split() for line in text.splitlines()]
    return [stones for stones in found if len(stones) >= min_stones]


def neighbours(vertex):
    """The vertices beside `vertex` on the 19x19 board."""
    index = parse_vertex(vertex, 19)
    x, y = index % 19, index // 19
    around = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
    return [gtp_vertex(b * 19 + a, 19) for a, b in around if 0 <= a < 19 and 0 <= b < 19]


def largest_chain_stone(stones):
    """A stone of the largest chain among `stones` (a dragon's): the stone both engines' dragons
    surely hold, where a dragon's first stone may be one the engines join to it differently."""
    left = set(stones)
    best = []
    for start in stones:
        if start not in left:
            continue
        left.remove(start)
        chain = [start]
        for vertex in chain:
            for n in neighbours(vertex):
                if n in left:
                    left.remove(n)
                    chain.append(n)
        if len(chain) > len(best):
            best = chain
    return min(best, key=stones.index)


def read_positions(engine, reference, positions, min_stones):
    """(sgf, move, stone asked, stones, reference status, engine status) for each big dragon
    of each (sgf, move) position."""
    rows = []
    for sgf, move in positions:
        loaded = [e.ask(f"loadsgf {sgf} {move}")[0] for e in (reference, engine)]
        if not all(loaded):
            continue
        for stones in dragons(reference, min_stones):
            at = largest_chain_stone(stones)
            theirs = status_word(*reference.ask(f"dragon_status {at}"))
            ours = status_word(*engine.ask(f"dragon_status {at}"))
            rows.append((sgf, move, at, len(stones), theirs, ours))
    return rows


def summarize(rows):
    """One line per reference verdict: how the engine read those dragons; then the false
    alarms, the dragons the reference reads alive that the engine does not."""
    lines = []
    for theirs in STATUSES:
        counts = collections.Counter(ours for *_, t, ours in rows if t == theirs)
        total = sum(counts.values())
        if total:
            parts = ", ".join(f"{s} {counts[s]}" for s in STATUSES if counts[s])
            lines.append(f"{theirs} by the reference: {total}; read {parts}")
    alive = [r for r in rows if r[4] == "alive"]
    alarms = sum(1 for r in alive if r[5] in ("critical", "dead"))
    agreed = sum(1 for r in rows if r[4] == r[5])
    lines.append(f"false alarms on living dragons: {alarms} of {len(alive)}")
    lines.append(f"same verdict on {agreed} of {len(rows)}")
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=DEFAULT_GAMES, help="a folder of SGF games")
    parser.add_argument("--count", type=int, default=6, help="games to take [default: 6]")
    parser.add_argument(
        "--moves",
        default="60,100,150,200",
        help="positions after these moves of each game [default: 60,100,150,200]",
    )
    parser.add_argument("--min-stones", type=int, default=6)
    parser.add_argument("--binary", default="target/release/tesuji")
    parser.add_argument("--reference", default="gnugo --mode gtp", help="reference command")
    parser.add_argument("-v", "--verbose", action="store_true", help="one line per dragon")
    opts = parser.parse_args(argv)
    moves = [int(m) for m in opts.moves.split(",")]
    if not os.path.isdir(opts.games):
        print(f"no games at {opts.games}", file=sys.stderr)
        return 2
    games = pick_games(opts.games, opts.count, max(moves))
    positions = [(os.path.abspath(g), m) for g in games for m in moves]
    engine = GtpProcess([os.path.abspath(opts.binary)])
    reference = GtpProcess(opts.reference)
    try:
        rows = read_positions(engine, reference, positions, opts.min_stones)
    finally:
        engine.close()
        reference.close()
    if opts.verbose:
        for sgf, move, at, size, theirs, ours in rows:
            print(os.path.basename(sgf), move, at, size, theirs, ours)
    print(f"{len(games)} games, {len(positions)} positions, {len(rows)} dragons")
    for line in summarize(rows):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
