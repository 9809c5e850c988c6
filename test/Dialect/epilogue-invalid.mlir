// Malformed #roofline.epilogue attributes (epilogue.mlir has the valid
// form): each is a parse error naming what is wrong. The verifier wants a
// producer name, a tile of one or more sizes >= 1, finite times >= 0 and
// the current layout version (2); the syntax rejects unknown, repeated and
// missing keys.

// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null

// expected-error @below {{#roofline.epilogue: before is -1.000000e+00 (expected a finite number >= 0)}}
func.func @negative_time() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [16, 32], before = -1.0, after = 1.0>} {
  return
}

// -----

// A size of 0 would mean "not tiled" to upstream's tiling; the driver never
// writes one (a loop it does not split goes one at a time).
// expected-error @below {{#roofline.epilogue: tile has an entry 0 (expected >= 1)}}
func.func @zero_tile() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [16, 0], before = 1.0, after = 1.0>} {
  return
}

// -----

// expected-error @below {{#roofline.epilogue: the tile is empty}}
func.func @empty_tile() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [], before = 1.0, after = 1.0>} {
  return
}

// -----

// expected-error @below {{#roofline.epilogue: the producer's name is empty}}
func.func @no_producer() attributes {roofline.fused_epilogue = #roofline.epilogue<"", [16, 32], before = 1.0, after = 1.0>} {
  return
}

// -----

// expected-error @below {{#roofline.epilogue: version 1 is not supported (this build reads version 2)}}
func.func @old_version() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [16, 32], before = 1.0, after = 1.0, version = 1>} {
  return
}

// -----

// The dictionary's key (time_before_s) is not one of the attribute's.
// expected-error @below {{#roofline.epilogue: unknown key 'time_before_s' (expected one of before, after, version)}}
func.func @bad_key() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [16, 32], time_before_s = 1.0, after = 1.0>} {
  return
}

// -----

// expected-error @below {{#roofline.epilogue: 'after' given twice}}
func.func @repeated_key() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [16, 32], before = 1.0, after = 1.0, after = 2.0>} {
  return
}

// -----

// expected-error @below {{#roofline.epilogue: missing 'after'}}
func.func @missing_after() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [16, 32], before = 1.0>} {
  return
}

// -----

// 0x7FF0000000000000 is +infinity, which the verifier prints as INF.
// expected-error @below {{#roofline.epilogue: after is INF (expected a finite number >= 0)}}
func.func @infinite_time() attributes {roofline.fused_epilogue = #roofline.epilogue<"linalg.matmul", [16, 32], before = 1.0, after = 0x7FF0000000000000>} {
  return
}
