#!/usr/bin/env python3
"""A stand-in for roofline-opt in validation-gen.test: prints a fixed JSON
report whose times are known, so that validate.py's sums can be checked.

FAKE_MODE=pred (default) gives the matmul a predicted_time_s, bound leaves it
out, unmodeled reports an unmodeled op, fail exits 3. FAKE_EXPECT_ARG=X exits
4 unless X is among the arguments."""
import json
import os
import sys

mode = os.environ.get("FAKE_MODE", "pred")
expect = os.environ.get("FAKE_EXPECT_ARG")
if expect and expect not in sys.argv[1:]:
    sys.exit(4)
if mode == "fail":
    print("fake-roofline-opt: cannot analyze", file=sys.stderr)
    sys.exit(3)
matmul = {"op": "linalg.matmul", "loc": "f.mlir:4:8", "time_s": 1.5e-6}
if mode == "pred":
    matmul["predicted_time_s"] = 3.5e-6
ops = [{"op": "linalg.fill", "loc": "accumulator-init", "time_s": 1e-6},
       {"op": "tensor.pad", "loc": "folded-pad", "time_s": 1e-6},
       {"op": "linalg.fill", "loc": "f.mlir:3:8", "time_s": 0.5e-6},
       matmul]
unmodeled = [{"op": "linalg.mystery"}] if mode == "unmodeled" else []
print(json.dumps({"schema": "roofline-report/1", "ops": ops, "unmodeled": unmodeled}))
