#!/usr/bin/env python3
"""The moves two engines choose on a fixed set of positions, side by side.

A change that should leave play as it was (a refactor, a lever removed, a cheaper way to the
same answer) is checked by searching the same positions at a fixed playout count and seed with
the engine before and after it: every move must be the same. Each game given contributes the
positions after moves 20 to 180, ten of them evenly spread, searched for the side to move with
`reg_genmove` (which plays nothing), each from a cleared board. The engines must repeat
themselves: one search thread, a fixed seed and a playout limit (Tesuji's early stop under a
playout limit is checked at fixed counts, so its searches do).

    tools/same_moves.py --games a.sgf b.sgf -- target/release/tesuji --threads 1 \\
        --playouts 1500 --seed 7 --resign 0
    tools/same_moves.py --games a.sgf b.sgf --baseline /tmp/old/tesuji -- \\
        target/release/tesuji --threads 1 --playouts 1500 --seed 7 --resign 0

With `--baseline`, the baseline binary runs with the same arguments, and the exit status is 1
if any move differs. Games with handicap or setup stones are refused: the side to move would
not follow from the move number.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from match import EngineError, Gtp  # noqa: E402

FIRST, LAST, PER_GAME = 20, 180, 10
SEARCH_TIMEOUT = 600


def move_numbers():
    """The moves after which a game's positions are taken: FIRST to LAST, PER_GAME of them."""
    step = (LAST - FIRST) / (PER_GAME - 1)
    return [FIRST + round(k * step) for k in range(PER_GAME)]


def game_moves(text):
    """How many moves an SGF game's main line has; ValueError for handicap or setup stones."""
    if re.search(r"\b(AB|AW|AE)\[", text) or re.search(r"\bHA\[[1-9]", text):
        raise ValueError("handicap or setup stones")
    return len(re.findall(r";\s*[BW]\[", text))


def positions(paths):
    """(path, moves played, colour to move) for every position of the games given."""
    found = []
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            length = game_moves(f.read())
        for played in move_numbers():
            if played < length:
                found.append((path, played, "black" if played % 2 == 0 else "white"))
    return found


def moves_of(argv, cases):
    """The move the engine `argv` chooses at each case, in order."""
    engine = Gtp(argv)
    try:
        chosen = []
        for path, played, color in cases:
            engine.command("clear_board", 30)
            engine.command(f"loadsgf {os.path.abspath(path)} {played + 1}", 30)
            chosen.append(engine.command(f"reg_genmove {color}", SEARCH_TIMEOUT).upper())
        return chosen
    finally:
        engine.close()


def build_parser():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", nargs="+", required=True, help="SGF games to take positions from")
    ap.add_argument("--baseline", help="a second binary run with the same arguments")
    ap.add_argument("engine", nargs=argparse.REMAINDER, help="-- then the engine and its arguments")
    return ap


def main(argv):
    opts = build_parser().parse_args(argv)
    engine = [a for a in opts.engine if a != "--"] if opts.engine[:1] == ["--"] else opts.engine
    if not engine:
        print("same_moves.py: no engine given after --", file=sys.stderr)
        return 2
    try:
        cases = positions(opts.games)
        moves = moves_of(engine, cases)
        baseline = moves_of([opts.baseline] + engine[1:], cases) if opts.baseline else None
    except (OSError, ValueError, EngineError) as e:
        print(f"same_moves.py: {e}", file=sys.stderr)
        return 2
    differ = 0
    for i, (path, played, color) in enumerate(cases):
        line = f"{os.path.basename(path)} after {played} ({color}): {moves[i]}"
        if baseline is not None:
            same = baseline[i] == moves[i]
            differ += not same
            line += "" if same else f"  (baseline {baseline[i]})"
        print(line)
    if baseline is not None:
        print(f"{len(cases) - differ} of {len(cases)} positions the same")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
