#!/usr/bin/env python3
"""What the search's playouts make of a fights file's dragons: do its answers change their fate?

A fights file (tests/tactics/games/pachi_3s.tst) holds positions where a dragon was critical by
GNU Go's owl reading; each case's comment names the dragons ("its 9 stones at J18 (...; saves:
K15 L14)", "Pachi's 10 stones at O6 (...; kills: N1 O2)") and the points that save or kill
them. `tools/regress.py` counts the cases whose move is an answer; this tool asks why the
others are missed. For each case a fresh engine loads the position and searches it once with
`kata-genmove_analyze ... ownership true movesOwnership true`: the ownership of each dragon at
the root, after the move the engine chooses, and after the most visited answer, from the
playouts that began with that move (+1: the side to move owns the point; a kill turns the
opponent's dragon towards +1, a save keeps ours there).

Two readings come out of it. An answer no playout began with (0 visits) is a move the search
never looked at: the window or the priors kept it out. An answer that was looked at but leaves
the dragon's ownership where the chosen move leaves it is one whose point the playouts do not
see: however long the search runs, they give the dragon the same fate either way. The summary
gives, for kills and saves apart, how many dragons had an answer visited and the mean change
of the dragon's ownership from the chosen move to that answer.

Example:
    tools/fight_ownership.py tests/tactics/games/pachi_3s.tst --playouts 10000
"""

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys

# The match runner's reading of a vertex: row by row from the top left, the order in which
# kata-analyze lists ownership.
from match import parse_vertex as point_index

CASE = re.compile(r"loadsgf (\S+) (\d+)\n(\S+) reg_genmove (\w+)\n#\? \[(.*?)\]")
DRAGON = re.compile(
    r"(its|Pachi's) (\d+) stones at ([A-Z]\d+) \(([^;()]*); (kills|saves): ([A-Z0-9 ]+)\)"
)
MOVE_INFO = re.compile(r"info move (\S+) (.*?)(?= info move |$)")


def parse_cases(text):
    """The cases of a fights file: record, move number, id, colour, answers and dragons."""
    cases = []
    for block in text.split("\n\n"):
        m = CASE.search(block)
        if not m:
            continue
        comment = " ".join(
            line[1:].strip()
            for line in block.splitlines()
            if line.startswith("#") and not line.startswith("#?")
        )
        dragons = [
            {
                "owner": "engine" if who == "its" else "opponent",
                "stones": int(stones),
                "at": at,
                "kind": kind,
                "answers": points.split(),
            }
            for who, stones, at, _fate, kind, points in DRAGON.findall(comment)
        ]
        cases.append(
            {
                "sgf": m.group(1),
                "move": int(m.group(2)),
                "id": m.group(3),
                "color": m.group(4),
                "answers": [a for a in m.group(5).split("|") if a],
                "dragons": dragons,
            }
        )
    return cases


def parse_report(line, size):
    """One kata-analyze report: each move's visits and ownership after it, and the root's."""
    area = size * size
    moves = {}
    root = None
    tail = line
    cut = line.find(" ownership ")
    if cut >= 0:
        root = [float(x) for x in line[cut + len(" ownership ") :].split()[:area]]
        tail = line[:cut]
    for m in MOVE_INFO.finditer(tail):
        words = m.group(2).split()
        visits = int(words[words.index("visits") + 1]) if "visits" in words else 0
        owned = None
        if "movesOwnership" in words:
            start = words.index("movesOwnership") + 1
            owned = [float(x) for x in words[start : start + area]]
        moves[m.group(1)] = {"visits": visits, "ownership": owned}
    return moves, root


def read_case(command, case, directory, size):
    """Searches one case with a fresh engine; the last report and the move played."""
    # The engine reports once more when the search ends: a minute between reports leaves
    # that last one alone for any search shorter than a minute, which is the one read.
    script = (
        f"loadsgf {case['sgf']} {case['move']}\n"
        f"kata-genmove_analyze {case['color']} 6000 ownership true movesOwnership true "
        "maxmoves 400\nquit\n"
    )
    run = subprocess.run(
        shlex.split(command),
        input=script,
        capture_output=True,
        text=True,
        cwd=directory,
        timeout=3600,
    )
    reports = [line for line in run.stdout.splitlines() if line.startswith("info ")]
    played = re.search(r"^play (\S+)", run.stdout, re.M)
    moves, root = parse_report(reports[-1], size) if reports else ({}, None)
    return moves, root, played.group(1) if played else None


def dragon_rows(case, moves, root, chosen, size):
    """Per dragon: its ownership at the root, after the chosen move and after the most
    visited answer (the side to move's view)."""
    rows = []
    for d in case["dragons"]:
        i = point_index(d["at"], size)

        def owned_after(move):
            info = moves.get(move)
            return info["ownership"][i] if info and info["ownership"] else None

        visited = [a for a in d["answers"] if moves.get(a, {}).get("visits", 0) > 0]
        best = max(visited, key=lambda a: moves[a]["visits"], default=None)
        rows.append(
            {
                "case": case["id"],
                "owner": d["owner"],
                "stones": d["stones"],
                "kind": d["kind"],
                "root": root[i] if root else None,
                "chosen": chosen,
                "after_chosen": owned_after(chosen),
                "answer": best,
                "answer_visits": moves[best]["visits"] if best else 0,
                "after_answer": owned_after(best) if best else None,
                "solved": chosen in case["answers"],
            }
        )
    return rows


def summarize(rows, cases_read, solved):
    """Cases solved, and per kind the answers looked at and what they change."""
    lines = [f"cases {cases_read}, solved {solved}"]
    for kind in ("kills", "saves"):
        of_kind = [r for r in rows if r["kind"] == kind]
        visited = [r for r in of_kind if r["answer"]]
        changes = [
            r["after_answer"] - r["after_chosen"]
            for r in visited
            if r["answer"] != r["chosen"] and r["after_chosen"] is not None
        ]
        line = f"{kind}: {len(of_kind)} dragons, an answer visited for {len(visited)}"
        if changes:
            line += (
                f"; ownership after the answer minus after the chosen move, mean "
                f"{statistics.mean(changes):+.3f} over {len(changes)}, "
                f"{sum(c > 0.2 for c in changes)} above +0.2"
            )
        lines.append(line)
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", help="a fights file (.tst) whose comments name the dragons")
    parser.add_argument("--binary", default="target/release/tesuji")
    parser.add_argument("--playouts", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=int, default=19)
    parser.add_argument("--param", action="append", default=[], help="NAME=VALUE, repeatable")
    parser.add_argument("--json", help="also write one JSON row per dragon here")
    opts = parser.parse_args(argv)
    with open(opts.file) as f:
        cases = parse_cases(f.read())
    command = (
        f"{shlex.quote(os.path.abspath(opts.binary))} --threads 1 "
        f"--playouts {opts.playouts} --seed {opts.seed}"
        + "".join(f" --param {shlex.quote(p)}" for p in opts.param)
    )
    directory = os.path.dirname(os.path.abspath(opts.file))
    rows = []
    solved = 0
    print("case owner stones kind root chosen after_chosen answer answer_visits after_answer solved")
    for case in cases:
        moves, root, chosen = read_case(command, case, directory, opts.size)
        solved += chosen in case["answers"]
        case_rows = dragon_rows(case, moves, root, chosen, opts.size)
        rows.extend(case_rows)
        for r in case_rows:
            print(
                " ".join(
                    "-" if v is None else (f"{v:+.2f}" if isinstance(v, float) else str(v))
                    for v in r.values()
                ),
                flush=True,
            )
    if opts.json:
        with open(opts.json, "w") as f:
            f.writelines(json.dumps(r) + "\n" for r in rows)
    print("\n".join(summarize(rows, len(cases), solved)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
