// #roofline.summary round-trips; every key is required (the totals of a
// function or module are always all written), and the verifier holds what
// lib/Analysis/Invariants.cpp holds for totals: counts >= 0, the time finite
// and >= 0, the memory-bound share of it in [0, 1].

// RUN: roofline-opt %s | FileCheck %s
// RUN: roofline-opt %s -o %t.1
// RUN: roofline-opt %t.1 -o %t.2
// RUN: diff %t.1 %t.2

// CHECK: module attributes {roofline.summary = #roofline.summary<"h100-sxm5-80gb", flops = 524288, bytes = 98304, time = 1.8079326588581754e-05, memory_share = 0.0, costed = 4, unmodeled = 1, version = 2>}
module attributes {roofline.summary = #roofline.summary<"h100-sxm5-80gb", version = 2, unmodeled = 1, costed = 4, memory_share = 0.0, time = 1.8079326588581754e-05, bytes = 98304, flops = 524288>} {
}
