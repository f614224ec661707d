"""Scripted stand-ins for the engines the tools start: files written as executables."""

import stat
import sys


def executable(path, text):
    """Writes `text` to `path` and makes it executable; the path as a string."""
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


def python_engine(path, source):
    """The Python `source` as an engine the tools can start by its path."""
    return executable(path, f"#!{sys.executable}\n{source}")


# An engine that answers from a table what it is asked of the position `loadsgf` set up.
TABLE_ENGINE = r"""
import sys
ANSWERS = {answers!r}
move = None
for line in sys.stdin:
    command, *args = line.split() or [""]
    if command == "loadsgf":
        move = args[1]
    key = (command, move, args[0] if args else "")
    if key in ANSWERS:
        print(ANSWERS[key] + "\n", flush=True)
        continue
    print("=\n", flush=True)
    if command == "quit":
        break
"""


def table_engine(path, answers):
    """An engine that replies to `COMMAND [ARG]`, after `loadsgf FILE MOVE`, with
    `answers[(COMMAND, MOVE, ARG or "")]` as written (`= ...` or `? ...`), and `=` to anything
    not in the table."""
    return python_engine(path, TABLE_ENGINE.format(answers=answers))
