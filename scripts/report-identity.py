#!/usr/bin/python3
"""Before/after identity check for the report writers (issue #32).

Runs two roofline-opt binaries over every bundled model (examples/) and the
shared corpus (../shared/corpus, ../shared/upstream-tests when present), on a
few devices and in every report format (text, wide text with shapes, JSON,
HTML, SVG), and diffs what they write: stdout, stderr, the exit status and the
--svg/--html files. A refactor of the report code must leave every byte alone.

  scripts/report-identity.py --before /tmp/ro-before --after build/bin/roofline-opt

Exit 0 when every output is identical, 1 when some differ (each difference
named: file, device, format, which stream), 2 on a usage error.
"""

import argparse
import difflib
import json
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEVICES = ["a100-sxm4-40gb", "h100-sxm5-80gb"]
# Each run: a name and the flags after `--analyze --device=D`. The first also
# writes the SVG chart and the HTML report.
RUNS = [
    ("text+svg+html", ["--svg={dir}/chart.svg", "--html={dir}/report.html"]),
    ("json", ["--format=json"]),
    ("wide-text", ["--pass-options=columns=0 shapes=true"]),
    ("grouped-text", ["--group-by=kind", "--top=3"]),
    # Every --analyze flag of a pass option, away from its default.
    ("flags", ["--no-hierarchy", "--timing=kernel", "--mode=graph",
               "--ceilings=sustained", "--allow-tf32", "--dynamic-dim-size=4",
               "--strict", "--group-by=module:2", "--top=5",
               "--report-file={dir}/report.txt", "--svg={dir}/chart.svg"]),
]


def inputs(shared):
    files = sorted((ROOT / "examples").rglob("*.mlir"))
    for sub in ("corpus", "upstream-tests"):
        d = shared / sub
        if d.is_dir():
            files += sorted(d.rglob("*.mlir"))
    return files


def run(binary, path, device, flags, workdir):
    """stdout, stderr, status and the files written, as bytes."""
    for f in workdir.iterdir():
        f.unlink()
    args = [binary, "--analyze", "--device=" + device]
    args += [f.format(dir=workdir) for f in flags] + [str(path)]
    p = subprocess.run(args, capture_output=True, timeout=600)
    # The paths of the outputs differ between the two runs' directories.
    err = p.stderr.replace(str(workdir).encode(), b"<dir>")
    out = {"stdout": p.stdout, "stderr": err,
           "status": str(p.returncode).encode()}
    for f in sorted(workdir.iterdir()):
        out[f.name] = f.read_bytes()
    return out


def differs_only_by(a, b, keys):
    """Whether JSON report `b` is `a` plus `keys` in its "chart" object (the
    rest parsed and compared whole, and printed the same byte for byte by
    json.dumps of the parsed values)."""
    try:
        ja, jb = json.loads(a), json.loads(b)
    except ValueError:
        return False
    chart = jb.get("chart", {})
    if any(k not in chart or k in ja.get("chart", {}) for k in keys):
        return False
    for k in keys:
        del chart[k]
    return json.dumps(ja) == json.dumps(jb)


def first_diff(a, b):
    lines = list(difflib.unified_diff(
        a.decode(errors="replace").splitlines(),
        b.decode(errors="replace").splitlines(), "before", "after",
        lineterm="", n=0))
    return "\n".join(lines[:12])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    # ../shared beside the checkout; a worktree under /work/wt finds
    # /work/shared one level further up.
    shared = next((p for p in (ROOT.parent / "shared",
                               ROOT.parent.parent / "shared") if p.is_dir()),
                  ROOT.parent / "shared")
    ap.add_argument("--shared", default=str(shared))
    ap.add_argument("--devices", default=",".join(DEVICES))
    ap.add_argument("--json-added", default="",
                    help="comma-separated keys of the JSON report's 'chart' "
                         "object the after binary adds on purpose: a JSON "
                         "report that differs only by them is counted apart")
    ap.add_argument("--progress", action="store_true",
                    help="print each input as it is checked")
    ap.add_argument("--limit", type=int, default=0,
                    help="check only the first N inputs (0: all)")
    args = ap.parse_args()
    for b in (args.before, args.after):
        if not os.access(b, os.X_OK):
            print(f"report-identity: {b} is not an executable", file=sys.stderr)
            return 2
    files = inputs(pathlib.Path(args.shared))
    print(f"report-identity: {len(files)} inputs (examples/ and "
          f"{args.shared})", flush=True)
    if args.limit:
        files = files[:args.limit]
    devices = args.devices.split(",")
    added = [k for k in args.json_added.split(",") if k]
    compared = differing = only_added = 0
    with tempfile.TemporaryDirectory() as tmp:
        da, db = pathlib.Path(tmp, "a"), pathlib.Path(tmp, "b")
        da.mkdir()
        db.mkdir()
        for n, path in enumerate(files, 1):
            if args.progress:
                print(f"[{n}/{len(files)}] {path} ({differing} differ so far)",
                      flush=True)
            for device in devices:
                for name, flags in RUNS:
                    a = run(args.before, path, device, flags, da)
                    b = run(args.after, path, device, flags, db)
                    for key in sorted(set(a) | set(b)):
                        compared += 1
                        if a.get(key) == b.get(key):
                            continue
                        if (added and name == "json" and key == "stdout"
                                and differs_only_by(a[key], b[key], added)):
                            only_added += 1
                            continue
                        differing += 1
                        print(f"DIFF {path} device={device} run={name} "
                              f"{key}:\n"
                              + first_diff(a.get(key, b""), b.get(key, b"")),
                              flush=True)
    print(f"report-identity: {len(files)} inputs x {len(devices)} devices x "
          f"{len(RUNS)} runs: {compared} outputs compared, {differing} "
          f"differ" + (f", {only_added} JSON reports differ only by the "
                       f"added chart keys {','.join(added)}" if added else ""))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
