"""The tools' command lines the pages show, against the tools' own parsers.

A reader copies `tools/match.py --clock 300 ...` from a page; every option it names must be one
the tool accepts, or the reader gets argparse's error instead of a match. The tools' `--help`
is the authority (each subcommand's for its own options), and a failure names the page, the
option and the tool, so that the fix goes to the page.
"""

import functools
import os
import re
import shlex
import subprocess
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(TOOLS)
COMMAND = re.compile(r"tools/([a-z_]+)\.py\b")
# What ends a command inside a line of prose or a shell line: a comment, a pipe, a sequence.
COMMAND_END = re.compile(r"\s(#|\||;|&&)\s")


def user_pages():
    pages = [os.path.join(REPO, "README.md")]
    for folder, _dirs, files in os.walk(os.path.join(REPO, "docs")):
        pages.extend(os.path.join(folder, f) for f in files if f.endswith(".md"))
    return sorted(pages)


def code_texts(markdown):
    """The page's code: each fenced block's lines (a trailing backslash joins a line to the
    next) and each inline code span (which may break across a line)."""
    texts, prose, block, inside = [], [], [], False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            if inside:
                texts.extend(re.sub(r"\\\n\s*", " ", "\n".join(block)).splitlines())
                block = []
            inside = not inside
        elif inside:
            block.append(line)
        else:
            prose.append(line)
    texts.extend(" ".join(span.split()) for span in re.findall(r"`([^`]+)`", "\n".join(prose)))
    return texts


def split_words(text):
    """Shell words; a span that closes before its quote does keeps the words before that
    quote."""
    while True:
        try:
            return shlex.split(text)
        except ValueError:
            text = text[: max(text.rfind('"'), text.rfind("'"))]


def commands(text):
    """Each (tool, arguments) a code text shows; the arguments end at a comment, a pipe, a
    sequence or the text's end, and stop at a bare `--` (what follows goes to the engine)."""
    found = []
    for match in COMMAND.finditer(text):
        rest = text[match.end():]
        end = COMMAND_END.search(" " + rest)
        rest = rest[: end.start() - 1] if end else rest
        words = split_words(rest)
        if "--" in words:
            words = words[: words.index("--")]
        found.append((match.group(1), words))
    return found


@functools.lru_cache(maxsize=None)
def help_text(tool, subcommand=None):
    """What `tools/TOOL.py [SUBCOMMAND] --help` prints."""
    argv = [sys.executable, os.path.join(TOOLS, f"{tool}.py")]
    if subcommand:
        argv.append(subcommand)
    return subprocess.run(
        [*argv, "--help"], capture_output=True, text=True, timeout=120, cwd=REPO, check=True
    ).stdout


def accepted_options(tool, subcommand=None):
    """The options the tool's help lists."""
    options = set()
    for line in help_text(tool, subcommand).splitlines():
        if re.match(r"\s{2,}-", line):
            head = re.split(r"\s{2,}", line.strip())[0]
            options.update(re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", head))
    return options


def subcommands(tool):
    """The choices of a tool's leading positional argument (`{memory,clocked}`), if any: an
    option's choices sit inside its brackets (`[--engine-color {alternate,black,white}]`)."""
    usage = help_text(tool).split("\n\n")[0]
    braces = re.search(r"\{([\w,-]+)\}", re.sub(r"\[[^\]]*\]", "", usage))
    return set(braces.group(1).split(",")) if braces else set()


def test_the_reader_finds_commands_and_their_options():
    page = (
        "Run `tools/match.py --size 19 --opponent \"./pachi\n-t 1\" -- --threads 1` or\n"
        "```\npython3 tools/regress.py -j 2 \\\n    --playouts 3000   # a budget\n```\n"
        "and `tools/soak.py memory --games 9 -- --playouts 50`; a span that stops in a quote:\n"
        "`tools/match.py --games 60 --opponent \"./pachi` and prose about tools/match.py.\n"
        "`tools/match.py --komi 7 --referee \"gnugo --mode 'gtp` breaks off twice.\n"
    )
    shown = [c for text in code_texts(page) for c in commands(text)]
    assert shown == [
        ("regress", ["-j", "2", "--playouts", "3000"]),
        ("match", ["--size", "19", "--opponent", "./pachi -t 1"]),
        ("soak", ["memory", "--games", "9"]),
        ("match", ["--games", "60", "--opponent"]),
        ("match", ["--komi", "7", "--referee"]),
    ]


def test_every_tool_option_the_pages_show_exists():
    tools = {name[:-3] for name in os.listdir(TOOLS) if name.endswith(".py")}
    problems, checked = [], 0
    for page in user_pages():
        with open(page, encoding="utf-8") as f:
            texts = code_texts(f.read())
        where = os.path.relpath(page, REPO)
        for tool, words in (c for text in texts for c in commands(text)):
            if tool not in tools:
                problems.append(f"{where}: tools/{tool}.py is no tool")
                continue
            sub = words[0] if words and words[0] in subcommands(tool) else None
            accepted = accepted_options(tool, sub)
            for word in words:
                option = word.split("=", 1)[0]
                if not re.fullmatch(r"--?[A-Za-z][\w-]*", option):
                    continue
                checked += 1
                if option not in accepted:
                    named = f"tools/{tool}.py" + (f" {sub}" if sub else "")
                    problems.append(f"{where}: {option} is not an option of {named} (--help)")
    assert checked > 30, f"only {checked} options found in the pages: the reader broke"
    assert not problems, "\n".join(problems)
