#!/usr/bin/env python3
"""Where the lost games of a match turned: a scorer's estimate every N moves of each loss.

For every game of a match directory (`results.jsonl` and `game-NNN.sgf`, as tools/match.py
writes them) that the engine lost, a scorer engine loads the record up to move k (`loadsgf FILE
k+1`, the position after k moves) for k = N, 2N, ... and the end and answers `estimate_score`. The engine's
lead at each sample is printed with the largest fall between two samples in a row. A fall of 25
points or more is a group dying or a capture race lost at once, not a slow slide; the summary
counts those losses and the losses in which the engine had led by more than --ahead points.

GNU Go's estimate is rough (it swings by tens of points in unsettled positions), which is why
only large falls are counted, and why `--wins` profiles the games the engine won instead: the
share of wins with such a fall is what the estimate's swings alone produce, the baseline the
losses' share is read against. Any GTP engine that answers `loadsgf` with a move number and
`estimate_score` (or, with --command final_score, `final_score`) can be the scorer.

Example, after a match against Pachi:
    tools/loss_profile.py matches/pachi19 --scorer "gnugo --mode gtp --chinese-rules"
"""

import argparse
import json
import os
import re
import sys

from gtp_reply import GtpProcess

SCORE = re.compile(r"^([BW])\+(\d+(?:\.\d+)?)")


class Scorer(GtpProcess):
    """The engine that scores the positions: a failed command is an error."""

    def ask(self, command):
        ok, answer = super().ask(command)
        if not ok:
            raise RuntimeError(f"`{command}` failed: {answer}")
        return answer


def black_lead(answer):
    """Black's lead in a score answer: `B+12.5 (upper bound ...)` is 12.5, `W+3` is -3, `0` is 0."""
    match = SCORE.match(answer)
    if match:
        value = float(match.group(2))
        return value if match.group(1) == "B" else -value
    if answer.split()[:1] == ["0"]:
        return 0.0
    raise ValueError(f"not a score: {answer!r}")


def profile(scorer, sgf_path, moves, every, command):
    """(moves played, Black's lead) after every `every` moves of the record, and at its end."""
    samples = []
    for played in [*range(every, moves, every), moves]:
        # loadsgf's number is the move about to be played: the position after `played` moves.
        scorer.ask(f"loadsgf {sgf_path} {played + 1}")
        samples.append((played, black_lead(scorer.ask(command))))
    return samples


def largest_fall(leads):
    """The largest drop of the engine's lead between two samples in a row: (points, index)."""
    falls = [(leads[i] - leads[i + 1], i) for i in range(len(leads) - 1)]
    return max(falls, default=(0.0, 0))


def decided_games(match_dir, won=False):
    """The engine's lost games (or with `won`, its won ones) by number, and how many counted."""
    with open(os.path.join(match_dir, "results.jsonl"), encoding="utf-8") as f:
        games = [json.loads(line) for line in f if line.strip()]
    chosen = [g for g in games if not g.get("void") and bool(g["engine_won"]) == won and not g.get("draw")]
    return sorted(chosen, key=lambda g: g["number"]), len([g for g in games if not g.get("void")])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("match_dir", help="a directory tools/match.py wrote")
    parser.add_argument("--scorer", default="gnugo --mode gtp --chinese-rules", help="scorer command line")
    parser.add_argument("--every", type=int, default=20, help="moves between samples (default 20)")
    parser.add_argument("--drop", type=float, default=25.0, help="a fall this large counts (default 25)")
    parser.add_argument("--ahead", type=float, default=10.0, help="a lead this large counts (default 10)")
    parser.add_argument("--command", default="estimate_score", help="the scorer's command (default estimate_score)")
    parser.add_argument("--json", help="also write each loss's samples to this file")
    parser.add_argument("--wins", action="store_true", help="profile the won games instead (the estimate's own swings)")
    args = parser.parse_args(argv)
    if args.every < 1:
        parser.error("--every must be at least 1")
    try:
        lost, played = decided_games(args.match_dir, won=args.wins)
    except (OSError, ValueError, KeyError) as e:
        print(f"loss_profile: cannot read {args.match_dir}/results.jsonl: {e}", file=sys.stderr)
        return 2
    try:
        scorer = Scorer(args.scorer)
    except OSError as e:
        print(f"loss_profile: cannot start the scorer `{args.scorer}`: {e}", file=sys.stderr)
        return 2
    records, sudden, led = [], 0, 0
    try:
        for game in lost:
            path = os.path.abspath(os.path.join(args.match_dir, f"game-{game['number']:03d}.sgf"))
            sign = 1.0 if str(game["engine_color"]).lower().startswith("b") else -1.0
            samples = profile(scorer, path, game["moves"], args.every, args.command)
            leads = [sign * lead + 0.0 for _, lead in samples]  # + 0.0: no "-0" in the series
            fall, at = largest_fall(leads)
            sudden += fall >= args.drop
            led += max(leads, default=0.0) > args.ahead
            where = f"moves {samples[at][0]}-{samples[at + 1][0]}" if len(samples) > 1 else "-"
            series = " ".join(f"{lead:+.0f}" for lead in leads)
            print(
                f"game {game['number']:3d} (engine {game['engine_color']}, {game['result']}, {game['moves']} moves): "
                f"{series}; largest fall {fall:.0f} ({where})"
            )
            records.append({"number": game["number"], "samples": samples, "engine_leads": leads, "largest_fall": fall})
    except (RuntimeError, ValueError, OSError) as e:
        print(f"loss_profile: {e}", file=sys.stderr)
        return 1
    finally:
        scorer.close()
    n = len(lost)
    share = f" ({100.0 * sudden / n:.0f} %)" if n else ""
    kind = "wins" if args.wins else "losses"
    print(
        f"{n} {kind} of {played} games: {sudden} with a fall of {args.drop:g} or more between two samples{share}; "
        f"{led} had led by more than {args.ahead:g}"
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(records, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
