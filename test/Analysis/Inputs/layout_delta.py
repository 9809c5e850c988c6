"""Prints, for each function's NCHW convolution, whether its bound is the
same in two roofline-opt JSON reports and how much longer its execution is
in the first (conv_layout.mlir: contiguous less channels-last)."""
import json
import sys


def convs(path):
    with open(path) as f:
        report = json.load(f)
    return {op["function"]: op for op in report["ops"]
            if op["op"] == "linalg.conv_2d_nchw_fchw"}


a, b = convs(sys.argv[1]), convs(sys.argv[2])
for name, op in a.items():
    other = b[name]
    same = "equal" if op["time_s"] == other["time_s"] else "differs"
    delta = op["predicted"]["execution_s"] - other["predicted"]["execution_s"]
    print("%s bound %s, execution %+.3e s" % (name, same, delta))
