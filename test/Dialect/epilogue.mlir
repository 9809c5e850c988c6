// #roofline.epilogue (what roofline-optimize's epilogue fusion writes, as
// roofline.fused_epilogue, on the scf.forall of a fused epilogue)
// round-trips: the producer's name, one tile size per loop of the epilogue,
// the predicted times before and after in their shortest exact form, and no
// version while it is the current one. Keys after the tile come in any
// order; `version = 2` (the current one) is accepted and not printed.

// RUN: roofline-opt %s | FileCheck %s
// RUN: roofline-opt %s -o %t.1
// RUN: roofline-opt %t.1 -o %t.2
// RUN: diff %t.1 %t.2

// The times of test/Transforms/Optimize/gemm_view.mlir's @two_m_loops
// (6.6568e-05 s -> 6.1206e-05 s in its remark), printed back bit for bit.
// CHECK-LABEL: func.func @fused
// CHECK-SAME: roofline.fused_epilogue = #roofline.epilogue<"linalg.generic", [1, 8, 32], before = 6.656846683749691e-05, after = 6.120569384714321e-05>
func.func @fused() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.generic", [1, 8, 32], before = 6.656846683749691e-05, after = 6.120569384714321e-05>} {
  return
}

// Keys in the other order, the current version spelled out, a zero time
// (the verifier wants >= 0) and a tile over one loop.
// CHECK-LABEL: func.func @reordered
// CHECK-SAME: #roofline.epilogue<"linalg.conv_2d_nhwc_hwcf", [64], before = 1.0, after = 0.0>
func.func @reordered() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.conv_2d_nhwc_hwcf", [64], after = 0.0, version = 2, before = 1.0>} {
  return
}
