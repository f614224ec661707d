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
