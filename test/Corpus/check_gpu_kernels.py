#!/usr/bin/env python3
"""GPU-kernel realism suite over ../shared/corpus:

byteir_resnet18_train_gpu.mlir (85 kernels of a ResNet-18 training step):
every gpu.launch_func is costed or listed as unmodeled with a reason, and for
every costed kernel the counts agree with the size each kernel guards on: the
kernels are `if (bid * bdim + tid < N) { ... }`, so exactly N threads are
active, every buffer written has N distinct elements written, and no buffer
is read at more than N distinct elements. N is read here from the kernel's
text, independently of the analysis.

upstream_wmma-matmul-f16.mlir: the single-warp 16x16x16 wmma launch is
costed on the fp16 tensor-core class with 2 x 16^3 = 8192 FLOPs."""
import json
import os
import re
import subprocess
import sys


def analyze(roofline_opt, path):
    proc = subprocess.run(
        [roofline_opt, "--analyze", "--json", "--allow-unregistered-dialect",
         "--mlir-print-op-on-diagnostic=false", path],
        capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"FAIL {path}: exit {proc.returncode}\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout)


def guard_sizes(text):
    """kernel name -> N of its `cmpi slt, %gid, %cN` tail guard."""
    sizes = {}
    for m in re.finditer(r"gpu\.func @(\w+)\((.*?)gpu\.return", text, re.S):
        name, body = m.group(1), m.group(2)
        consts = dict(re.findall(r"(%c\w+) = arith\.constant (-?\d+) : index", body))
        g = re.search(r"arith\.cmpi slt, %\w+, (%c\w+) : index", body)
        if g and g.group(1) in consts:
            sizes[name] = int(consts[g.group(1)])
    return sizes


def main():
    roofline_opt, corpus = sys.argv[1:3]
    failures = 0
    path = os.path.join(corpus, "byteir_resnet18_train_gpu.mlir")
    text = open(path).read()
    launches = len(re.findall(r"gpu\.launch_func", text))
    sizes = guard_sizes(text)
    report = analyze(roofline_opt, path)
    kernels = [op for op in report["ops"] if op["op"] == "gpu.launch_func"]
    unmodeled = [u for u in report["unmodeled"] if u["op"] == "gpu.launch_func"]
    for u in unmodeled:
        if not u.get("reason"):
            print(f"FAIL unmodeled launch without a reason at {u['loc']}")
            failures += 1
    if len(kernels) + len(unmodeled) != launches:
        print(f"FAIL {launches} launches in the file, {len(kernels)} costed + "
              f"{len(unmodeled)} unmodeled in the report")
        failures += 1
    checked = 0
    for op in kernels:
        k = op["kernel"]
        n = sizes.get(k["name"])
        if n is None:
            print(f"FAIL @{k['name']}: no tail guard found in its text")
            failures += 1
            continue
        problems = []
        if k["active_threads"] != n:
            problems.append(f"active threads {k['active_threads']} != guard {n}")
        if not k["footprint_exact"]:
            problems.append("footprint not exact")
        for f in op["operands"]:
            if f["role"] == "output" and f["elements"] != n:
                problems.append(f"operand {f['operand']} written at {f['elements']} elements != {n}")
            if f["role"] == "input" and f["elements"] > n:
                problems.append(f"operand {f['operand']} read at {f['elements']} elements > {n}")
        if problems:
            print(f"FAIL @{k['name']}: " + "; ".join(problems))
            failures += 1
        else:
            checked += 1
    print(f"byteir: {launches} launches, {len(kernels)} costed, "
          f"{len(unmodeled)} unmodeled, {checked} agree with their guards")

    wmma = analyze(roofline_opt, os.path.join(corpus, "upstream_wmma-matmul-f16.mlir"))
    launch = [op for op in wmma["ops"] if op["op"] == "gpu.launch"]
    if len(launch) != 1 or launch[0]["flops"] != 8192 or \
            launch[0]["compute_class"] != "fp16_tc":
        print(f"FAIL wmma: {[(o['flops'], o['compute_class']) for o in launch]}")
        failures += 1
    else:
        print("wmma: 8192 FLOPs on fp16_tc")
    print(f"gpu corpus: {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
