"""Shared tail of the scripts that write a generated section into a doc.

scripts/models-table.py, tp-mlp-table.py and training-table.py each build a
piece of docs/models.md; they replace their section between their own
markers (or append it) and either write the page or, with --check, fail
when the page on disk differs. Imported from scripts/ (a script's own folder
is first on sys.path).
"""

import sys


def splice(page, section, begin, end):
    """page with the text from `begin` through `end` replaced by section
    (which carries its own markers), or section appended when there is none."""
    if begin in page and end in page:
        head = page[:page.index(begin)]
        tail = page[page.index(end) + len(end):].lstrip("\n")
        return head + section + tail
    return page.rstrip("\n") + "\n\n" + section


def write_or_check(path, text, check, tool, what):
    """Writes text to path, or with check compares it: 1 (with a message
    naming `what`, e.g. "docs/models.md", and the command that regenerates
    it) when they differ."""
    if check:
        try:
            with open(path) as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print(f"{tool}: {what} is out of date (run python3 scripts/{tool}.py)",
                  file=sys.stderr)
            return 1
        return 0
    with open(path, "w") as f:
        f.write(text)
    print(f"wrote {what}")
    return 0
