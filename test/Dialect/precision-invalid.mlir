// Malformed #roofline.precision attributes (precision.mlir has the valid form): each is a
// parse error naming what is wrong.

// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null

// expected-error @below {{expected one of [tf32, inputs, storage, stored_inputs] for what a precision driver changed, got: fp8}}
func.func @unknown() attributes {roofline.precision = #roofline.precision<fp8>} {
  return
}

// -----

// expected-error @below {{#roofline.precision: inputs needs a 16-bit float type (bf16 or f16)}}
func.func @wide() attributes {roofline.precision = #roofline.precision<inputs, f32>} {
  return
}

// -----

// expected-error @below {{#roofline.precision: tf32 takes no element type}}
func.func @typed_tf32() attributes {roofline.precision = #roofline.precision<tf32, bf16>} {
  return
}
