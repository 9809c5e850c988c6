// The before/after summary: predicted time and DRAM bytes per function and
// in total (A100 DRAM-only roofline: DRAM 1555 GB/s, launch 3 us), with
// mode=eager: each op before the pass is a kernel of its own, as the
// derivation in fusion.mlir has it.
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false mode=eager emit-remarks=false format=text})' \
// RUN:   | FileCheck %s --check-prefix=TEXT
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false mode=eager emit-remarks=false format=json report-file=%t.json})'
// In the default compiled mode the analysis already runs the bias add and
// the relu as one kernel (docs/model.md 1.8): before the pass @bias_relu
// reads x 2097152 + bias 2048 and writes 2097152 B, as the fused op does
// after it, so before = after (the decision itself is priced op by op).
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false emit-remarks=false format=text})' \
// RUN:   | FileCheck %s --check-prefix=COMPILED
// COMPILED: bias_relu 5.699 us 5.699 us 4196352 4196352
// COMPILED: total 11.4 us 11.4 us 8390656 8390656
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: not roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb format=yaml})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// BAD: for the --format option: Cannot find option named 'yaml'!
// Without a device the pass fails like roofline-analyze, listing the catalog:
// RUN: not roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NODEV
// NODEV: error: roofline-optimize: no device: pass device=NAME (one of a100-pcie-80gb,

// @bias_relu: 11.395920 us and 8390656 B before; fused, 5.698619 us and
// 4196352 B (derivation in fusion.mlir).
// @single: one 1024x512 negation, 4194304 B: 5.697301 us, nothing to do.
// Total: 17.093221 us, 12584960 B -> 11.395920 us, 8390656 B.
// TEXT: roofline-optimize on a100-sxm4-40gb
// TEXT: function time before time after DRAM before DRAM after
// Durations in readable units, four significant digits:
// TEXT: bias_relu 11.4 us 5.699 us 8390656 4196352
// TEXT: single 5.697 us 5.697 us 4194304 4194304
// TEXT: total 17.09 us 11.4 us 12584960 8390656
// TEXT: fusions 1 (rejected 0), tiled 0 (not tiled 0), precision changes 0
// TEXT: applied only where predicted at least 1% faster than what is replaced

// JSON:      "decisions": {
// JSON-NEXT:   "fusions": 1,
// JSON-NEXT:   "fusions_rejected": 0,
// JSON:      "device": "a100-sxm4-40gb",
// JSON:      "functions": [
// JSON:          "after": {
// JSON-NEXT:       "dram_bytes": 4196352,
// JSON-NEXT:       "time_s": 5.6986{{[0-9]*}}e-06
// JSON:          "before": {
// JSON-NEXT:       "dram_bytes": 8390656,
// JSON-NEXT:       "time_s": 1.13959{{[0-9]*}}e-05
// JSON:          "name": "bias_relu"
// JSON:      "total": {
// JSON-NEXT:   "after": {
// JSON-NEXT:     "dram_bytes": 8390656,
// JSON-NEXT:     "time_s": 1.13959{{[0-9]*}}e-05
// JSON:        "before": {
// JSON-NEXT:     "dram_bytes": 12584960,
// JSON-NEXT:     "time_s": 1.70932{{[0-9]*}}e-05

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @bias_relu(%x: tensor<1024x512xf32>, %bias: tensor<512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  %0 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<1024x512xf32>, tensor<512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1024x512xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<1024x512xf32>
  return %1 : tensor<1024x512xf32>
}

func.func @single(%x: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<1024x512xf32>
  return %0 : tensor<1024x512xf32>
}
