"""Reading one GTP reply, and one engine process asked a command at a time, for the tools that
talk to engines line by line (regress, loss_profile, fight_reading, dragon_verdicts)."""

import shlex
import subprocess


def read_reply(stream):
    """(ok, text) of the next reply on `stream`: ok for `=`, not for `?`; the text without the
    sign, stripped. Blank lines before a reply are skipped; a closed stream raises RuntimeError."""
    lines = []
    while True:
        line = stream.readline()
        if line == "":
            raise RuntimeError("the engine closed its output")
        line = line.rstrip("\r\n")
        if line == "":
            if lines:
                break
            continue
        lines.append(line)
    text = "\n".join(lines)
    return text.startswith("="), text[1:].strip()


class GtpProcess:
    """One GTP engine process, asked one command at a time: `command` is an argument list, or a
    command line split as a shell splits it; `cwd` the folder it runs in (where its `loadsgf`
    paths start)."""

    def __init__(self, command, cwd=None):
        if isinstance(command, str):
            command = shlex.split(command)
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=cwd,
        )

    def ask(self, command):
        """(ok, text) of the engine's reply to `command`."""
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return read_reply(self.process.stdout)

    def close(self):
        try:
            self.ask("quit")
        except (RuntimeError, OSError):
            pass
        self.process.wait(timeout=60)
