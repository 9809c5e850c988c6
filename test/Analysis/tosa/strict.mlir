// No silent holes: the unmodeled ops are counted by kind in the text report's
// totals and in the JSON report (unmodeled_by_kind), and `strict` (the pass
// option; --strict of roofline-opt --analyze) makes any of them an error
// naming the kinds, after the report is written.
//
// This module: 2 costed ops (tosa.add, tosa.sub) and 3 unmodeled (two
// unregistered test.opaque ops on tensors, one tosa.custom): 3 of 5 ops are
// unmodeled, 60.0%; kinds by count, most first.
//
// RUN: roofline-opt --analyze --allow-unregistered-dialect %s | FileCheck %s --check-prefix=TEXT
// TEXT:      total:
// TEXT:        3 unmodeled (60.0% of ops): 2 test.opaque, 1 tosa.custom
//
// RUN: roofline-opt --analyze --json --allow-unregistered-dialect %s | FileCheck %s --check-prefix=JSON
// JSON:      "unmodeled_by_kind": {
// JSON-NEXT:   "test.opaque": 2,
// JSON-NEXT:   "tosa.custom": 1
// JSON-NEXT: },
//
// --strict: the report is still written, then the run fails (exit 1) with
// the kinds named.
// RUN: not roofline-opt --analyze --strict --allow-unregistered-dialect %s > %t.txt 2> %t.err
// RUN: FileCheck %s --check-prefix=STRICT < %t.err
// RUN: FileCheck %s --check-prefix=TEXT < %t.txt
// STRICT: error: roofline-analyze strict: 3 ops not costed: 2 test.opaque, 1 tosa.custom
//
// The pass option, in a pipeline:
// RUN: not roofline-opt --allow-unregistered-dialect %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb strict=true})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STRICT
//
// Without unmodeled ops, strict passes (every op of ops.mlir is costed).
// RUN: roofline-opt --analyze --strict %S/ops.mlir > /dev/null

func.func @holes(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tosa.add %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "test.opaque"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "test.opaque"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = tosa.custom %2 {domain_name = "roofline_test", implementation_attrs = "", operator_name = "opaque"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = tosa.sub %3, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %4 : tensor<4x8xf32>
}
