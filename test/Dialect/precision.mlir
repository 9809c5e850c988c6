// #roofline.precision (what roofline-optimize's precision drivers record)
// round-trips: tf32 alone; inputs, storage and stored_inputs with the 16-bit
// float type they chose. The cost model reads tf32 typed
// (test/Transforms/Optimize/precision.mlir shows the class it gives).

// RUN: roofline-opt %s | FileCheck %s
// RUN: roofline-opt %s -o %t.1
// RUN: roofline-opt %t.1 -o %t.2
// RUN: diff %t.1 %t.2

// CHECK-LABEL: func.func @marks
// CHECK-SAME: a = #roofline.precision<tf32>
// CHECK-SAME: b = #roofline.precision<inputs, bf16>
// CHECK-SAME: c = #roofline.precision<storage, f16>
// CHECK-SAME: d = #roofline.precision<stored_inputs, bf16>
func.func @marks() attributes {a = #roofline.precision<tf32>, b = #roofline.precision<inputs, bf16>, c = #roofline.precision<storage, f16>, d = #roofline.precision<stored_inputs, bf16>} {
  return
}
