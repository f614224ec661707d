"""Reading one GTP reply, for the tools that talk to engines line by line (regress, loss_profile)."""


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
