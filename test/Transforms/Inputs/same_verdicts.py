"""Compares the per-op numbers of two roofline JSON reports (everything but
where the device came from) and prints 'N ops, identical verdicts' or the
first difference."""
import json
import sys

KEYS = ["op", "flops", "bytes", "bytes_by_level", "compute_class", "ceiling_class",
        "peak_flops_per_s", "bandwidth_bytes_per_s", "bound", "binding", "time_s",
        "hierarchy", "level_time_s"]

a, b = (json.load(open(p)) for p in sys.argv[1:3])
if len(a["ops"]) != len(b["ops"]):
    print(f"different op counts: {len(a['ops'])} vs {len(b['ops'])}")
    sys.exit(1)
for x, y in zip(a["ops"], b["ops"]):
    for k in KEYS:
        if x.get(k) != y.get(k):
            print(f"{x['op']}: {k} differs: {x.get(k)} vs {y.get(k)}")
            sys.exit(1)
if a["totals"] != b["totals"]:
    print("totals differ")
    sys.exit(1)
print(f"{len(a['ops'])} ops, identical verdicts")
