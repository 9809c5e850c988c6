// #roofline.cost round-trips: parsed, printed in its compact form, and the
// printed form parses back to the same text. Keys after the three positional
// enums (bound, binding, class) may come in any order; the printer puts them
// in a fixed order and leaves out the empty optional parts
// (a number that is 0, tile/origin, levels, kernel, version = current).
// Reals print in the shortest form that reads back to the same double
// (0.1 stays 0.1; 1/3 needs its 16 digits; an integer gets a ".0": MLIR
// reads an integer literal as no float). The intensity is not stored (the
// getter divides flops by the DRAM bytes).

// RUN: roofline-opt %s | FileCheck %s
// RUN: roofline-opt %s -o %t.1
// RUN: roofline-opt %t.1 -o %t.2
// RUN: diff %t.1 %t.2
// RUN: roofline-test-opt %t.1 -o /dev/null

// CHECK-LABEL: func.func @minimal
// CHECK-SAME: roofline = #roofline.cost<memory, dram, fp32, flops = 1048576, bytes = 8388608, time = 1.0e-05, peak = 0.1>
func.func @minimal() attributes {
    roofline = #roofline.cost<memory, dram, fp32, peak = 0.1, time = 1.0e-05,
                              bytes = 8388608, flops = 1048576,
                              transcendentals = 0, version = 2>} {
  return
}

// A fill folded into its consumer costs nothing: every number is 0.
// CHECK-LABEL: func.func @folded
// CHECK-SAME: roofline = #roofline.cost<none, none, fp32>}
func.func @folded() attributes {
    roofline = #roofline.cost<none, none, fp32, flops = 0, bytes = 0, time = 0.0, peak = 0.0>} {
  return
}

// CHECK-LABEL: func.func @full
// CHECK-SAME: roofline = #roofline.cost<compute, compute, bf16_tc, flops = 2147483648, bytes = 16777216, transcendentals = 4096, time = 0.3333333333333333, peak = 0.9716338207322772, tile = [128, 256, 32], origin = ir, levels = [16777216, 411041792, 813694976]>
func.func @full() attributes {
    roofline = #roofline.cost<compute, compute, bf16_tc, flops = 2147483648,
                              bytes = 16777216, transcendentals = 4096,
                              time = 0.3333333333333333,
                              peak = 0.9716338207322772, tile = [128, 256, 32],
                              origin = ir, levels = [16777216, 411041792, 813694976]>} {
  return
}

// A GPU launch: bytes at each level and kernel = [active threads, issued
// global bytes, shared-memory bytes]; no tile.
// CHECK-LABEL: func.func @kernel
// CHECK-SAME: roofline = #roofline.cost<launch, launch, fp16_tc, flops = 524288, bytes = 32768, time = 3.3629686153846156e-06, peak = 0.0004996806240542544, levels = [32768, 81920, 81920], kernel = [512, 81920, 0]>
func.func @kernel() attributes {
    roofline = #roofline.cost<launch, launch, fp16_tc, flops = 524288, bytes = 32768,
                              time = 3.3629686153846156e-06,
                              peak = 0.0004996806240542544, levels = [32768, 81920, 81920],
                              kernel = [512, 81920, 0]>} {
  return
}
