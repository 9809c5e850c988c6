#!/usr/bin/env python3
"""Checks the numbers that README.md and docs/*.md quote in their prose
against the tools that produce them, from a registry of claims
(scripts/doc-claims.txt).

    python3 scripts/check-doc-claims.py            # exit 1 if a claim is stale
    python3 scripts/check-doc-claims.py --update   # rewrite the numbers in the docs
    python3 scripts/check-doc-claims.py --slow     # also the claims of slow commands
    python3 scripts/check-doc-claims.py --list     # the claims, where they are

A claim is a fragment of a sentence with `{}` where each number stands, the
command that produces the numbers, one Python expression per number that
reads it from the command's output and the format the prose writes it in.
The check fails when the fragment is no longer in the document (the prose
was edited without the registry: fix the fragment) or when the command now
prints a different value (the model changed without the prose: run
--update, then reread the sentence, whose words may need to change too).
Each command runs once, however many claims read it.

In scope: every number in the prose (not in tables or code blocks that a
script already regenerates: readme-examples.py, models-table.py,
optimize-table.py, validate.py --write-docs, tp-mlp-table.py,
training-table.py, bench regions) that one of this repository's tools
prints for the repository's own inputs at HEAD: FLOPs, bytes, intensities,
times, shares, counts of ops and decisions. Out of scope: figures from
sources (datasheet TFLOP/s and bandwidths, published kernel measurements,
torchvision's published counts), numbers derived by hand in the text
(`2 x 56 x 56 x ...`, a formula's worked terms; tests derive those), wall
times of the tools themselves (docs/performance.md's benchmarks, measured
on one machine), and historical figures labelled as such ("was", "before",
"45 -> 32").

Registry syntax (blank lines separate blocks; `#` starts a comment line):

    command NAME: SHELL COMMAND          run by bash in the repository root;
    command NAME slow: SHELL COMMAND     skipped unless --slow
    claim DOC                            a path relative to the root
      command: NAME
      text: fragment with {} for each number (line breaks in the
        document match any whitespace; an indented line continues it)
      value: EXPR                        one per {}, in order
      format: SPEC                       Python format spec (.2f, ,d, .0f):
                                         one for all values, or one each

In a command, `roofline-opt` is $ROOFLINE_OPT (else build/bin/roofline-opt),
`python3` this interpreter (with PYTHONPATH=python), mlir-opt Debian's
(/usr/lib/llvm-22/bin), and $T a scratch directory. In an expression, `t` is
the command's stdout, `j` its JSON (None if it is not JSON), `op(LOC)` the
op of `j["ops"]` located at LOC, `kernel(NAME)` the `kernel` object of the
GPU launch of @NAME, `rows()` the rows of the markdown tables in `t` (dicts
from header to cell; a repeated header gets _2), `num(CELL)` a cell's number
in base units ("1.147 ms" -> 0.001147, "1.44x" -> 1.44), `quantile(VALUES,
Q)` numpy's default quantile, `grab(REGEX)` the float of REGEX's first
group in `t`, and `math` the module.

Standard library only.
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REGISTRY = os.path.join(ROOT, "scripts", "doc-claims.txt")
NUMBER = r"(?<![0-9.,])(-?[0-9][0-9,]*(?:\.[0-9]+)?)(?![0-9])"


class ClaimError(Exception):
    """A defect of the registry or of a command: one line, exit 2."""


class Command:
    def __init__(self, name, line, slow, where):
        self.name, self.line, self.slow, self.where = name, line, slow, where
        self.stdout = None


class Claim:
    def __init__(self, doc, where):
        self.doc, self.where = doc, where
        self.command, self.text, self.values, self.formats = None, "", [], []
        self.new_values = []  # the values formatted, once its command ran


def parse_registry(path):
    """(commands by name, claims) of the registry at `path`."""
    commands, claims, block, key = {}, [], None, None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for n, raw in enumerate(lines, 1):
        where = f"{os.path.basename(path)}:{n}"
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            if not line.strip():
                block, key = None, None
            continue
        m = re.match(r"command (\S+)( slow)?: (.+)$", line)
        if m:
            if m.group(1) in commands:
                raise ClaimError(f"{where}: command {m.group(1)} defined twice")
            commands[m.group(1)] = Command(m.group(1), m.group(3), bool(m.group(2)), where)
            block, key = None, None
            continue
        m = re.match(r"claim (\S+)$", line)
        if m:
            block, key = Claim(m.group(1), where), None
            claims.append(block)
            continue
        if block is None or not raw[:1].isspace():
            raise ClaimError(f"{where}: expected 'command NAME: ...' or 'claim DOC', "
                             f"got {line.strip()!r}")
        m = re.match(r"\s+(command|text|value|format):\s?(.*)$", line)
        if m:
            key = m.group(1)
            add_field(block, key, m.group(2))
        elif key == "text":
            block.text += " " + line.strip()
        else:
            raise ClaimError(f"{where}: expected command:, text:, value: or format:")
    for c in claims:
        check_claim(c, commands)
    return commands, claims


def add_field(claim, key, value):
    if key == "command":
        claim.command = value.strip()
    elif key == "text":
        claim.text = value.strip()
    elif key == "value":
        claim.values.append(value.strip())
    else:
        claim.formats.append(value.strip())


def check_claim(c, commands):
    holes = c.text.count("{}")
    if c.command not in commands:
        raise ClaimError(f"{c.where}: unknown command {c.command!r}")
    if holes == 0 or holes != len(c.values):
        raise ClaimError(f"{c.where}: {holes} '{{}}' in the text but "
                         f"{len(c.values)} value: lines")
    if len(c.formats) == 1:
        c.formats = c.formats * holes
    if len(c.formats) != holes:
        raise ClaimError(f"{c.where}: give one format: or one per value")


def fragment_regex(text):
    """The fragment as a regex: `{}` captures a number, whitespace runs
    match any whitespace (the prose wraps lines)."""
    parts = []
    for i, lit in enumerate(text.split("{}")):
        if i:
            parts.append(NUMBER)
        parts.append(r"\s+".join(re.escape(w) for w in re.split(r"\s+", lit)))
    return re.compile("".join(parts))


def binary():
    path = os.environ.get("ROOFLINE_OPT") or os.path.join(ROOT, "build", "bin", "roofline-opt")
    if not os.access(path, os.X_OK):
        raise ClaimError(f"{path} not found: build roofline-opt or set ROOFLINE_OPT")
    return os.path.abspath(path)


def run_command(cmd, root, tools):
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, PATH=tools + os.pathsep + "/usr/lib/llvm-22/bin"
                   + os.pathsep + os.environ.get("PATH", ""), T=scratch,
                   PYTHONPATH=os.path.join(ROOT, "python"),
                   ROOFLINE_OPT=os.path.join(tools, "roofline-opt"))
        p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd.line], cwd=root, env=env,
                           capture_output=True, text=True)
    if p.returncode != 0:
        last = (p.stderr.strip().splitlines() or ["(no message)"])[-1]
        raise ClaimError(f"{cmd.where}: command {cmd.name} failed "
                         f"(exit {p.returncode}): {last}")
    cmd.stdout = p.stdout


def evaluate(claim, cmd):
    """The claim's values, formatted as the prose writes them."""
    t = cmd.stdout
    try:
        j = json.loads(t)
    except ValueError:
        j = None

    def op(loc):
        found = [o for o in (j or {}).get("ops", []) if o.get("loc") == loc]
        if len(found) != 1:
            raise ClaimError(f"{claim.where}: {len(found)} ops at {loc!r} in {cmd.name}")
        return found[0]

    def kernel(name):
        found = [o["kernel"] for o in (j or {}).get("ops", [])
                 if (o.get("kernel") or {}).get("name") == name]
        if len(found) != 1:
            raise ClaimError(f"{claim.where}: {len(found)} kernels @{name} in {cmd.name}")
        return found[0]

    def grab(regex):
        m = re.search(regex, t)
        if not m:
            raise ClaimError(f"{claim.where}: /{regex}/ not in the output of {cmd.name}")
        return float(m.group(1).replace(",", ""))
    scope = {"t": t, "j": j, "op": op, "kernel": kernel, "grab": grab,
             "rows": lambda: markdown_rows(t), "num": number_of,
             "quantile": quantile, "math": math}
    out = []
    for expr, spec in zip(claim.values, claim.formats):
        try:
            out.append(format(eval(expr, scope), spec))  # noqa: S307: our registry
        except ClaimError:
            raise
        except Exception as e:
            raise ClaimError(f"{claim.where}: value {expr!r}: {type(e).__name__}: {e}")
    return out


def markdown_rows(text):
    """Every row of the markdown tables in `text`, as a dict from its
    table's header cells (a repeated header gets _2, _3) to its cells."""
    out, header, lines = [], None, text.split("\n")
    for i, line in enumerate(lines):
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if i + 1 < len(lines) and re.match(r"^\|[-:| ]+\|$", lines[i + 1].strip()):
            header = []
            for c in cells:
                n = sum(1 for h in header if h == c or h.startswith(c + "_"))
                header.append(c if n == 0 else f"{c}_{n + 1}")
            continue
        if header and not re.match(r"^[-: ]+$", cells[0]):
            out.append(dict(zip(header, cells)))
    return out


def number_of(cell):
    """A table cell's number in base units: "1.147 ms" -> 0.001147,
    "799.1 us" -> 0.0007991, "1.44x" -> 1.44, "42%" -> 42, "2 (1)" -> 2."""
    m = re.match(r"\s*(-?[0-9][0-9,]*(?:\.[0-9]+)?)\s*(ns|us|ms|s|x|%)?", cell)
    if not m:
        raise ClaimError(f"no number in the cell {cell!r}")
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3}.get(m.group(2), 1)
    return float(m.group(1).replace(",", "")) * scale


def quantile(values, q):
    """numpy's default quantile (linear between closest ranks), as
    bench/validation/validate.py computes its medians and p90s."""
    xs = sorted(values)
    if not xs:
        raise ClaimError("quantile of no values")
    h = (len(xs) - 1) * q
    f = int(math.floor(h))
    return xs[f] + (h - f) * (xs[min(f + 1, len(xs) - 1)] - xs[f])


def line_of(text, pos):
    return text.count("\n", 0, pos) + 1


def check_doc(claims, root, update, skip):
    """Checks (or rewrites) the claims of one document; returns the
    failure messages and how many claims were checked."""
    path = os.path.join(root, claims[0].doc)
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise ClaimError(f"{claims[0].where}: {claims[0].doc}: {e.strerror}")
    failures, edits, checked = [], [], 0
    for c in claims:
        matches = list(fragment_regex(c.text).finditer(text))
        if not matches:
            failures.append(f"{c.doc}: claim of {c.where} is no longer in the document: "
                            f"{c.text!r} (fix the registry's text:)")
            continue
        if c.command in skip:
            continue
        checked += 1
        want = c.new_values
        for m in matches:
            for k, new in enumerate(want):
                old = m.group(k + 1)
                if old == new:
                    continue
                failures.append(f"{c.doc}:{line_of(text, m.start(k + 1))}: {c.text!r}: "
                                f"the document says {old}, {c.command} now gives {new} "
                                f"(claim of {c.where})")
                edits.append((m.start(k + 1), m.end(k + 1), new))
    if update and edits:
        for a, b, new in sorted(set(edits), reverse=True):
            text = text[:a] + new + text[b:]
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return failures, checked


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--registry", default=REGISTRY)
    ap.add_argument("--root", default=ROOT, help="where the docs are and commands run")
    ap.add_argument("--update", action="store_true", help="rewrite stale numbers")
    ap.add_argument("--slow", action="store_true", help="also run the slow commands")
    ap.add_argument("--list", action="store_true", help="list the claims and exit")
    ap.add_argument("--jobs", type=int, default=2, help="commands run at once (default 2)")
    args = ap.parse_args()
    try:
        commands, claims = parse_registry(args.registry)
        if args.list:
            for c in claims:
                print(f"{c.doc}: {c.text}  [{c.command}]")
            return 0
        skip = {n for n, c in commands.items() if c.slow and not args.slow}
        with tempfile.TemporaryDirectory() as tools:
            os.symlink(binary(), os.path.join(tools, "roofline-opt"))
            os.symlink(sys.executable, os.path.join(tools, "python3"))
            # The scripts (tables of many analyses) are the long ones: first.
            names = sorted({c.command for c in claims} - skip,
                           key=lambda n: (not commands[n].line.startswith("python3"), n))
            with ThreadPoolExecutor(max_workers=args.jobs) as pool:
                for done in [pool.submit(run_command, commands[n],
                                         os.path.abspath(args.root), tools) for n in names]:
                    done.result()
        for c in claims:
            if c.command not in skip:
                c.new_values = evaluate(c, commands[c.command])
        failures, checked = [], 0
        for doc in sorted({c.doc for c in claims}):
            f, n = check_doc([c for c in claims if c.doc == doc], args.root,
                             args.update, skip)
            failures += f
            checked += n
    except ClaimError as e:
        print(f"check-doc-claims: error: {e}", file=sys.stderr)
        return 2
    for f in failures:
        print(f, file=sys.stderr)
    skipped = sum(1 for c in claims if c.command in skip)
    print(f"{len(claims)} claims in {len({c.doc for c in claims})} documents: "
          f"{checked} checked, {skipped} skipped (slow), {len(failures)} failures"
          + (" (numbers rewritten)" if args.update else ""))
    if args.update:
        return 1 if any("no longer in the document" in f for f in failures) else 0
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
