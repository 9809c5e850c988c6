// The invariants every costed op's record must satisfy (Invariants.h,
// docs/reliability.md) are checked before any report reads it; a record that
// breaks one is a model defect, reported as an error on the op naming the
// figure, and the op is left out of the costed ops. Here a downstream cost
// model (roofline_test.broken) returns data that passes the analysis'
// consistency check (no negative number, no footprint larger than its
// operand) but writes a 256 x f32 result, W = 1024 bytes, without moving it.
//
// RUN: roofline-test-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb hierarchy=false annotate=false})' -o /dev/null
// RUN: not roofline-test-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb hierarchy=false format=json annotate=false})' \
// RUN:   -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=JSON

// Defect 3: no byte at any level. L1, which every byte crosses, must move at
// least 1 execution x 1024 bytes.
func.func @no_bytes(%a: tensor<256xf32>) -> tensor<256xf32> {
  // expected-error @+1 {{roofline: internal error: l1 bytes (0) are below the 1024 bytes of written outputs (1 executions x 1024 bytes)}}
  %b = roofline_test.broken %a {defect = 3} : (tensor<256xf32>) -> tensor<256xf32>
  return %b : tensor<256xf32>
}

// -----

// Defect 4: L2 and L1 move the 1024 + 1024 bytes, DRAM none. The result
// leaves the function, so it is written to memory: DRAM >= 1024 bytes.
func.func @no_dram(%a: tensor<256xf32>) -> tensor<256xf32> {
  // expected-error @+1 {{roofline: internal error: dram bytes (0) are below the 1024 bytes of outputs written to memory}}
  %b = roofline_test.broken %a {defect = 4} : (tensor<256xf32>) -> tensor<256xf32>
  return %b : tensor<256xf32>
}

// The JSON report lists the op as unmodeled with the reason, not its
// broken figures: no costed op, one unmodeled, in each split.
// JSON: "reason": "internal error: l1 bytes (0) are below the 1024 bytes of written outputs (1 executions x 1024 bytes)"
// JSON: "costed_ops": 0,
// JSON-NEXT: "unmodeled_ops": 1,
// JSON: "reason": "internal error: dram bytes (0) are below the 1024 bytes of outputs written to memory"
// JSON: "costed_ops": 0,
// JSON-NEXT: "unmodeled_ops": 1,
