// A malformed #roofline.cost in input IR is a parse error naming the field:
// the verifier holds the invariants of lib/Analysis/Invariants.cpp (counts
// >= 0; times and ratios finite and >= 0; a tile of three positive sizes
// with its origin), and the syntax rejects unknown and repeated keys (a
// number left out is 0).

// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null


// expected-error @below {{#roofline.cost: bytes is -1 (expected >= 0)}}
func.func @negative_bytes() attributes {roofline = #roofline.cost<memory, dram, fp32, flops = 1, bytes = -1, time = 1.0, peak = 0.5>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: time is -1.000000e+00 (expected a finite number >= 0)}}
func.func @negative_time() attributes {roofline = #roofline.cost<memory, dram, fp32, flops = 1, bytes = 1, time = -1.0, peak = 0.5>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: tile has an entry 0 (expected >= 1)}}
func.func @zero_tile() attributes {roofline = #roofline.cost<compute, compute, fp32, flops = 1, bytes = 1, time = 1.0, peak = 0.5, tile = [64, 0, 16], origin = model>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: tile has 2 entries (expected 3)}}
func.func @short_tile() attributes {roofline = #roofline.cost<compute, compute, fp32, flops = 1, bytes = 1, time = 1.0, peak = 0.5, tile = [64, 16], origin = model>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: a tile and its origin come together}}
func.func @tile_without_origin() attributes {roofline = #roofline.cost<compute, compute, fp32, flops = 1, bytes = 1, time = 1.0, peak = 0.5, tile = [64, 64, 16]>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: version 1 is not supported (this build reads version 2)}}
func.func @old_version() attributes {roofline = #roofline.cost<memory, dram, fp32, flops = 1, bytes = 1, time = 1.0, peak = 0.5, version = 1>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: levels has 2 entries (expected 3)}}
func.func @short_levels() attributes {roofline = #roofline.cost<memory, dram, fp32, flops = 1, bytes = 1, time = 1.0, levels = [1, 2]>} {
  return
}

// -----

// The intensity is derived, not stored: the key is unknown.
// expected-error @below {{#roofline.cost: unknown key 'intensity' (expected one of flops, bytes, transcendentals, time, peak, tile, origin, levels, kernel, version)}}
func.func @intensity() attributes {roofline = #roofline.cost<memory, dram, fp32, flops = 1, bytes = 1, intensity = 1.0>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: 'flops' given twice}}
func.func @repeated_key() attributes {roofline = #roofline.cost<memory, dram, fp32, flops = 1, flops = 2, bytes = 1, time = 1.0, peak = 0.5>} {
  return
}

// -----

// expected-error @below {{#roofline.cost: unknown key 'time_s' (expected one of flops, bytes, transcendentals, time, peak, tile, origin, levels, kernel, version)}}
func.func @unknown_key() attributes {roofline = #roofline.cost<memory, dram, fp32, flops = 1, bytes = 1, time_s = 1.0, peak = 0.5>} {
  return
}

// -----

// expected-error @below {{expected one of [memory, compute, none, launch, interconnect] for which side of the ridge an op is on, got: sideways}}
func.func @unknown_bound() attributes {roofline = #roofline.cost<sideways, dram, fp32, flops = 1, bytes = 1, time = 1.0, peak = 0.5>} {
  return
}
