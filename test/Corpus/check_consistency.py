#!/usr/bin/env python3
"""The same program, the same answer (issue 16, item 4): one program held at
different stages of a compiler pipeline must report the same FLOPs (within
1%) and the same DRAM bytes (within 5%: the stages bufferize differently).

- DeepSeek-R1 decode step (buddy-mlir): linalg on tensors (the reference),
  bufferized linalg on memrefs, and TOSA mixed with linalg. The attention
  of every form is scf.for/affine.for loops of vector.load, vector.fma and
  vector.reduction on memrefs (the KV-cache reads), costed as host loop
  nests (docs/model.md, "Loop nests on the host side"): no vector, scf or
  affine op may be left unmodeled, nor any TOSA op of the TOSA-mixed form.
- ResNet-18 training step (ByteIR): linalg on memrefs (the reference) and
  its GPU kernels (gpu.launch_func).

Where the DRAM bytes of the forms differ, the reason is written beside the
pair below."""
import json
import os
import subprocess
import sys

FLOP_TOLERANCE = 0.01
DRAM_TOLERANCE = 0.05

# (label, reference file, other file, why the DRAM bytes may differ)
PAIRS = [
    ("deepseek memref", "buddy_deepseek_r1_decode_linalg.mlir",
     "buddy_deepseek_r1_decode_memref.mlir",
     # The bufferized form copies each KV-cache tensor argument into a new
     # buffer before the scatter that writes the new token into it
     # (memref.copy, an out-of-place write: 56 caches of 1 MiB read and
     # written, plus smaller copies: 124 MB, 2.0% of the step); the tensor
     # form writes into the argument's own buffer. Its 57 accumulator
     # fills are not folded into their matmuls (4 B each).
     "memref.copy of the KV caches before their scatter (+2.0%)"),
    ("deepseek tosa_mixed", "buddy_deepseek_r1_decode_linalg.mlir",
     "buddy_deepseek_r1_decode_tosa_mixed.mlir",
     "TOSA ops costed on tensors, as their linalg lowering"),
    ("resnet18 gpu", "byteir_resnet18_train_linalg_memref.mlir",
     "byteir_resnet18_train_gpu.mlir",
     "none: each kernel's unique footprint is its linalg op's operands"),
]

HOLES = ("vector.", "scf.", "affine.")


def analyze(roofline_opt, corpus, name, cache):
    if name not in cache:
        path = os.path.join(corpus, name)
        proc = subprocess.run(
            [roofline_opt, "--analyze", "--json", "--allow-unregistered-dialect",
             "--mlir-print-op-on-diagnostic=false", path],
            capture_output=True, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"FAIL {name}: exit {proc.returncode}\n"
                             f"{proc.stderr[-2000:]}")
        cache[name] = json.loads(proc.stdout)
    return cache[name]


def relative(a, b):
    return abs(a - b) / max(abs(a), 1)


def check_pair(label, ref, other, why):
    """Prints one line for the pair; returns the number of failures."""
    failures = 0
    for name, report in (("reference", ref), (label, other)):
        holes = [u for u in report["unmodeled"] if u["op"].startswith(HOLES)]
        if holes:
            print(f"FAIL {label}: {len(holes)} loop or vector ops unmodeled in "
                  f"the {name} form, e.g. {holes[0]['op']} at {holes[0]['loc']}: "
                  f"{holes[0].get('reason', '')}")
            failures += 1
    tosa = [u for u in other["unmodeled"] if u["op"].startswith("tosa.")]
    if tosa:
        print(f"FAIL {label}: {len(tosa)} TOSA ops unmodeled, e.g. "
              f"{tosa[0]['op']} at {tosa[0]['loc']}")
        return failures + 1
    rf, of = ref["totals"]["flops"], other["totals"]["flops"]
    rb, ob = ref["totals"]["bytes"], other["totals"]["bytes"]
    df, db = relative(rf, of), relative(rb, ob)
    if df > FLOP_TOLERANCE:
        print(f"FAIL {label}: FLOPs {of} vs {rf} ({df:.2%} > 1%)")
        failures += 1
    if db > DRAM_TOLERANCE:
        print(f"FAIL {label}: DRAM bytes {ob} vs {rb} ({db:.2%} > 5%; "
              f"expected difference: {why})")
        failures += 1
    if not failures:
        print(f"{label}: ok (FLOPs {df:.2%}, DRAM bytes {db:.2%} apart)")
    return failures


def main():
    roofline_opt, corpus = sys.argv[1:3]
    cache = {}
    failures = 0
    for label, ref_name, other_name, why in PAIRS:
        ref = analyze(roofline_opt, corpus, ref_name, cache)
        other = analyze(roofline_opt, corpus, other_name, cache)
        failures += check_pair(label, ref, other, why)
    print(f"consistency: {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
