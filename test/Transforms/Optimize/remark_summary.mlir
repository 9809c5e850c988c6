// roofline-optimize's remarks by default: one remark at the module, one line
// per decision kind (applied, with the predicted time saved; kept, by
// reason), instead of one remark per decision; remarks=all gives those.
// A100 DRAM-only roofline (hierarchy=false): DRAM 1555 GB/s, launch 3 us;
// an op's time is max(compute, DRAM) + launch (derivations as in
// fusion.mlir). mode=eager, where each op is a kernel and each decision is
// priced op by op (in mode=compiled the pairs are one kernel already and
// are not fused: fusion.mlir's COMPILED run).
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager})' 2>&1 \
// RUN:   | FileCheck %s
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager remarks=all})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALL
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager emit-remarks=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb remarks=some})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD

// The decisions, function by function:
//   @bias_relu_1, @bias_relu_2: each fuses its pair (fusion.mlir): before
//     (4196352 B + 4194304 B) / 1.555e12 + 2 launches = 5.698619 +
//     5.697301 = 11.395920 us, after 4196352 B + 1 launch = 5.698619 us:
//     5.697301 us saved each, 11.394602 us for the two, printed to 3
//     digits: -11.4 us.
//   @dynamic_rows, @dynamic_cols: no fusion decided, the loops (d0, d1) have
//     no size: 2 kept for one reason (the loop's name dropped from it),
//     with where it was first seen: @dynamic_rows' op.
//   @epilogue: no tile with hierarchy=false: 1 epilogue kept (the op's name
//     dropped, and the "for" that named it).
// No tiling (tile=false), no precision (keep): no line for them.
// CHECK:      remark: roofline-optimize: fusion: fused 2 (-11.4 us predicted), not fused 2 (2 loop has a dynamic size; pass dynamic-dim-size=N to assume one (first at {{.*}}remark_summary.mlir:94:8))
// CHECK-NEXT: roofline-optimize: epilogue fusion: fused 0, not fused 1 (1 the hierarchical model chose no tile (first at {{.*}}remark_summary.mlir:126:8))
// CHECK-NEXT: roofline-optimize: applied only where predicted 1% faster or more; remarks=all gives each decision as a remark at its op
// CHECK-NOT:  remark:

// remarks=all: the 5 decisions at their ops (2 + 2 + 1), no summary.
// ALL-COUNT-5: remark: roofline-optimize:
// ALL-NOT:     remark:
// NONE-NOT:    remark
// BAD: error: roofline-optimize: remarks: 'some' is not 'summary' or 'all'

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @bias_relu_1(%x: tensor<1024x512xf32>, %bias: tensor<512xf32>) -> tensor<1024x512xf32> {
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

func.func @bias_relu_2(%x: tensor<1024x512xf32>, %bias: tensor<512xf32>) -> tensor<1024x512xf32> {
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

func.func @dynamic_rows(%x: tensor<?x512xf32>) -> tensor<?x512xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x512xf32>
  %e = tensor.empty(%n) : tensor<?x512xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x512xf32>) outs(%e : tensor<?x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  } -> tensor<?x512xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<?x512xf32>) outs(%e : tensor<?x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<?x512xf32>
  return %1 : tensor<?x512xf32>
}

func.func @dynamic_cols(%x: tensor<512x?xf32>) -> tensor<512x?xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c1 : tensor<512x?xf32>
  %e = tensor.empty(%n) : tensor<512x?xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<512x?xf32>) outs(%e : tensor<512x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  } -> tensor<512x?xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<512x?xf32>) outs(%e : tensor<512x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<512x?xf32>
  return %1 : tensor<512x?xf32>
}

func.func @epilogue(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>, %c: tensor<128x128xf32>,
                    %bias: tensor<128xf32>) -> tensor<128x128xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e = tensor.empty() : tensor<128x128xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<128x128xf32>, tensor<128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}
