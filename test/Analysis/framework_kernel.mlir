// One framework op, one kernel (docs/model.md 1.8): in eager mode the ops a
// frontend lowered from one framework op that the framework runs as one
// kernel, marked with the same roofline.framework_kernel string (the
// importer marks PyTorch's native_layer_norm), run as that one kernel and
// cost the host one call. Unmarked ops stay a kernel each.
//
// Device a100-sxm4-40gb: DRAM 1555 GB/s, launch 3 us. hierarchy=false:
// time = max(compute, DRAM) + launch; each kernel here moves well under a
// microsecond of DRAM traffic: 3 us + bytes / 1555e9.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EAGER
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=HOST
// RUN: not roofline-opt %S/Inputs/framework-kernel-bad.mlir --analyze --device=a100-sxm4-40gb --mode=eager 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: roofline-opt %S/Inputs/framework-kernel-bad.mlir --analyze --device=a100-sxm4-40gb | FileCheck %s --check-prefix=BAD-COMPILED
// BAD: error: roofline-analyze: roofline.framework_kernel on linalg.add at {{.*}}framework-kernel-bad.mlir:6:8: expected a non-empty string naming one framework op's kernel
// BAD-COMPILED: predicted {{.*}} over 1 ops

// @marked: a layer norm over 64 x 256 f32 (a row of 1 KiB) whose row sum,
// row sum of squared deviations and normalising op carry one mark. Eager:
// one kernel, the first reduction's record, as compiled mode's row kernel
// (test/Analysis/row_kernels.mlir): x 65536 B read once, w and b 2 x 1024 B,
// y 65536 B written, the sums on chip: 133120 B, 3 us + 133120 / 1555e9 =
// 3.085608e-06; the other two ops run inside it (0 B, bound none); the
// fills fold as in every mode.
// EAGER: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// EAGER: remark: roofline: flops=16384 bytes=133120 {{.*}} time=3.085608e-06
// EAGER: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// EAGER: remark: roofline: flops=65536 bytes=0 {{.*}} bound=none
// EAGER: remark: roofline: flops=98304 bytes=0 {{.*}} bound=none
// Compiled: the same kernel, by the row rule, mark or not.
// COMPILED: remark: roofline: flops=16384 bytes=133120 {{.*}} time=3.085608e-06
// The host (the built-in PyTorch profile, HostOverhead.cpp: a reduction
// 8 x 2 us = 16 us, plus the 3 us launch) issues the one kernel at 19 us;
// its predicted time is max(launch 3 us, execution 0.085608 us) = 3 us
// (docs/model.md 6): it ends at 22 us.
// HOST: "name": "marked",
// HOST: "predicted_time_s": 2.2{{(0*[0-9]?)?}}e-05,

#in = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>

func.func @marked(%x: tensor<64x256xf32>, %w: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<64xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%x : tensor<64x256xf32>) outs(%si : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ve = tensor.empty() : tensor<64xf32>
  %vi = linalg.fill ins(%zero : f32) outs(%ve : tensor<64xf32>) -> tensor<64xf32>
  %var = linalg.generic {indexing_maps = [#in, #row, #row], iterator_types = ["parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%x, %sum : tensor<64x256xf32>, tensor<64xf32>) outs(%vi : tensor<64xf32>) {
  ^bb0(%a: f32, %s: f32, %acc: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %d = arith.subf %a, %mu : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %acc, %d2 : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ye = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#in, #row, #row, #col, #col, #in], iterator_types = ["parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#1"} ins(%x, %sum, %var, %w, %b : tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>) outs(%ye : tensor<64x256xf32>) {
  ^bb0(%v: f32, %s: f32, %q: f32, %g: f32, %c: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %va = arith.divf %q, %n : f32
    %rs = math.rsqrt %va : f32
    %d = arith.subf %v, %mu : f32
    %xn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %xn, %g : f32
    %res = arith.addf %sc, %c : f32
    linalg.yield %res : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

// @unmarked: the same layer norm without the mark, and a second one whose
// normalising op carries another instance's mark: eager runs three kernels
// each, x read by every one (the fills folded): the sum 65536 + 256 = 65792
// B, 3.042310 us; the deviations 65536 + 256 + 256 = 66048 B, 3.042475 us;
// the normalising op 65536 + 256 + 256 + 2048 + 65536 = 133632 B, 3.085937
// us.
// EAGER: remark: roofline: flops=16384 bytes=65792 {{.*}} time=3.042310e-06
// EAGER: remark: roofline: flops=65536 bytes=66048 {{.*}} time=3.042475e-06
// EAGER: remark: roofline: flops=98304 bytes=133632 {{.*}} time=3.085937e-06
// EAGER: remark: roofline: flops=16384 bytes=66048 {{.*}} time=3.042475e-06
// EAGER: remark: roofline: flops=65536 bytes=0 {{.*}} bound=none
// EAGER: remark: roofline: flops=98304 bytes=133632 {{.*}} time=3.085937e-06
// The host issues each of the first layer norm's three ops (a reduction, a
// reduction, an elementwise op: 16 us each, plus 3 us launch) at 19, 38
// and 57 us, each kernel predicted at its 3 us launch. The second
// layer norm's first two ops share a mark and join (its normalising op,
// marked apart, does not): 2 kernels, issued at 76 and 95 us; the joined
// one reads x once and writes both sums (the normalising op, outside it,
// reads them): 65536 + 256 + 256 = 66048 B, 3.042475 us; the function ends
// at 95 + 3 = 98 us (22 us for the marked one: 5 host calls against 1).
// HOST: "name": "unmarked",
// HOST: "predicted_time_s": 9.8{{(0*[0-9]?)?}}e-05,

func.func @unmarked(%x: tensor<64x256xf32>, %w: tensor<256xf32>, %b: tensor<256xf32>) -> (tensor<64x256xf32>, tensor<64x256xf32>) {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<64xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x256xf32>) outs(%si : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ve = tensor.empty() : tensor<64xf32>
  %vi = linalg.fill ins(%zero : f32) outs(%ve : tensor<64xf32>) -> tensor<64xf32>
  %var = linalg.generic {indexing_maps = [#in, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x, %sum : tensor<64x256xf32>, tensor<64xf32>) outs(%vi : tensor<64xf32>) {
  ^bb0(%a: f32, %s: f32, %acc: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %d = arith.subf %a, %mu : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %acc, %d2 : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ye = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#in, #row, #row, #col, #col, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %sum, %var, %w, %b : tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>) outs(%ye : tensor<64x256xf32>) {
  ^bb0(%v: f32, %s: f32, %q: f32, %g: f32, %c: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %va = arith.divf %q, %n : f32
    %rs = math.rsqrt %va : f32
    %d = arith.subf %v, %mu : f32
    %xn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %xn, %g : f32
    %res = arith.addf %sc, %c : f32
    linalg.yield %res : f32
  } -> tensor<64x256xf32>
  %si2 = linalg.fill ins(%zero : f32) outs(%se : tensor<64xf32>) -> tensor<64xf32>
  %sum2 = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%x : tensor<64x256xf32>) outs(%si2 : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %vi2 = linalg.fill ins(%zero : f32) outs(%ve : tensor<64xf32>) -> tensor<64xf32>
  %var2 = linalg.generic {indexing_maps = [#in, #row, #row], iterator_types = ["parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%x, %sum2 : tensor<64x256xf32>, tensor<64xf32>) outs(%vi2 : tensor<64xf32>) {
  ^bb0(%a: f32, %s: f32, %acc: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %d = arith.subf %a, %mu : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %acc, %d2 : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y2 = linalg.generic {indexing_maps = [#in, #row, #row, #col, #col, #in], iterator_types = ["parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#3"} ins(%x, %sum2, %var2, %w, %b : tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>) outs(%ye : tensor<64x256xf32>) {
  ^bb0(%v: f32, %s: f32, %q: f32, %g: f32, %c: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %va = arith.divf %q, %n : f32
    %rs = math.rsqrt %va : f32
    %d = arith.subf %v, %mu : f32
    %xn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %xn, %g : f32
    %res = arith.addf %sc, %c : f32
    linalg.yield %res : f32
  } -> tensor<64x256xf32>
  return %y, %y2 : tensor<64x256xf32>, tensor<64x256xf32>
}
