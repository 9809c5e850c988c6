#!/usr/bin/env python3
"""The one table of scripts/device-check.sh's roofline-measure runs, for
docs/validation.md ("Measuring the IR's own kernels"): predicted beside
measured per input (bundled GPU examples, the corpus's byteir kernels), then
the optimizer's before/after (scripts/measure-optimize.py's table).

    scripts/measure-table.py MEASURE.json... [--optimize DIR] [-o FILE]

Per roofline-measure/1 file (docs/json-schema.md), one row: the input, the
device predicted on, the GPU measured on, the launches, the predicted and
measured totals and their error, and over the launches with a prediction
the median and the largest |error|, error = (measured - predicted) /
predicted (measured_over_predicted - 1).
"""

import argparse
import json
import os
import sys


def fail(msg):
    print(f"measure-table: {msg}", file=sys.stderr)
    sys.exit(1)


def load(path):
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        fail(f"{path}: cannot read a roofline-measure/1 document ({e})")
    if not isinstance(doc, dict) or doc.get("schema") != "roofline-measure/1":
        fail(f"{path}: schema: expected \"roofline-measure/1\"")
    return doc


def pct(x):
    return "-" if x is None else f"{x * 100:+.1f}%"


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return None if n == 0 else (xs[n // 2] if n % 2 else
                                (xs[n // 2 - 1] + xs[n // 2]) / 2)


def row(path):
    doc = load(path)
    try:
        launches = doc["launches"]
        errors = [l["measured_over_predicted"] - 1 for l in launches
                  if l.get("measured_over_predicted") is not None]
        p, m = doc["totals"]["predicted_time_s"], \
            doc["totals"]["measured_time_s"]
        gpu = doc["gpu"]["name"]
        device = doc["device"]["name"]
        timing = doc["timing"]
    except (KeyError, TypeError) as e:
        fail(f"{path}: missing or malformed field {e}")
    worst = max(errors, key=abs) if errors else None
    med = median([abs(e) for e in errors])
    return (f"| {os.path.basename(doc.get('input', path))} | {device} | "
            f"{gpu} | {len(launches)} | {p * 1e6:.2f} | {m * 1e6:.2f} | "
            f"{pct((m - p) / p) if p > 0 else '-'} | "
            f"{'-' if med is None else f'{med * 100:.1f}%'} | {pct(worst)} | "
            f"median of {timing.get('repeat', '?')}, L2 "
            f"{timing.get('l2', '?')} |")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("measure", nargs="*", help="roofline-measure -o files")
    p.add_argument("--optimize", metavar="DIR",
                   help="a scripts/measure-optimize.py output directory")
    p.add_argument("-o", "--output", help="write the table there too")
    args = p.parse_args()
    lines = [
        "Predicted beside measured, the IR's own kernels (roofline-measure; "
        "times in us; error = (measured - predicted) / predicted)",
        "",
        "| input | predicted on | measured on | launches | predicted | "
        "measured | error | median abs error per launch | largest error | "
        "timing |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---|"]
    lines += [row(m) for m in args.measure]
    if not args.measure:
        lines.append("| (no measurement) | | | | | | | | | |")
    text = "\n".join(lines) + "\n"
    if args.optimize:
        table = os.path.join(args.optimize, "table.md")
        try:
            with open(table) as f:
                text += "\n" + f.read()
        except OSError as e:
            fail(f"{table}: {e.strerror} (run scripts/measure-optimize.py "
                 f"first)")
    sys.stdout.write(text)
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
