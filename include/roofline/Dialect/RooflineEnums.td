//===- RooflineEnums.td - Enums of the roofline dialect ---*- tablegen -*-===//
//
// Enums that only the `roofline` dialect's attributes use. The enums the
// attributes share with the model (Bound, Binding, TilingOrigin) and the
// device (ComputeClass) stay in ModelEnums.td and DeviceEnums.td; this file
// must not include them, or -gen-enum-decls would emit them twice.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DIALECT_ROOFLINEENUMS_TD
#define ROOFLINE_DIALECT_ROOFLINEENUMS_TD

include "mlir/IR/EnumAttr.td"

/// What roofline-optimize's precision drivers changed on an op
/// (#roofline.precision): `tf32`, an f32 contraction allowed on the TF32
/// tensor cores; `inputs`, a contraction whose inputs were rounded to a
/// 16-bit type with f32 accumulation; `storage`, a producer whose result is
/// stored in a 16-bit type; `stored_inputs`, a consumer that reads such a
/// result and extends it to f32.
def Roofline_PrecisionChange : I32Enum<"PrecisionChange",
    "what a precision driver changed", [
  I32EnumCase<"TF32", 0, "tf32">,
  I32EnumCase<"Inputs", 1, "inputs">,
  I32EnumCase<"Storage", 2, "storage">,
  I32EnumCase<"StoredInputs", 3, "stored_inputs">
]> {
  let cppNamespace = "::roofline";
}

#endif // ROOFLINE_DIALECT_ROOFLINEENUMS_TD
