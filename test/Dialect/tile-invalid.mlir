// Malformed #roofline.tile attributes (tile.mlir has the valid form): each is a
// parse error naming what is wrong.

// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null

// expected-error @below {{#roofline.tile: tile has an entry 0 (expected >= 1)}}
func.func @zero_tile() attributes {roofline.tiles = #roofline.tile<"linalg.matmul", [16, 0, 16], k_loop = true, group = [1, 1], k_chunk = 128, wave_resident = false, stages = 2, levels = [1, 1, 1], binding = compute, before = 1.0, after = 1.0>} {
  return
}

// -----

// expected-error @below {{#roofline.tile: stages is 0 (expected >= 1)}}
func.func @no_stage() attributes {roofline.tiles = #roofline.tile<"linalg.matmul", [16, 16, 16], k_loop = true, group = [1, 1], k_chunk = 128, wave_resident = false, stages = 0, levels = [1, 1, 1], binding = compute, before = 1.0, after = 1.0>} {
  return
}

// -----

// expected-error @below {{#roofline.tile: group has 3 entries (expected 2)}}
func.func @bad_group() attributes {roofline.tiles = #roofline.tile<"linalg.matmul", [16, 16, 16], k_loop = true, group = [1, 1, 1], k_chunk = 128, wave_resident = false, stages = 2, levels = [1, 1, 1], binding = compute, before = 1.0, after = 1.0>} {
  return
}

// -----

// expected-error @below {{expected 'false' or 'true'}}
func.func @not_a_bool() attributes {roofline.tiles = #roofline.tile<"linalg.matmul", [16, 16, 16], k_loop = 1, group = [1, 1], k_chunk = 128, wave_resident = false, stages = 2, levels = [1, 1, 1], binding = compute, before = 1.0, after = 1.0>} {
  return
}
