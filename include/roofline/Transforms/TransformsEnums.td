//===- TransformsEnums.td - Enums of the pass options ----*- tablegen -*-===//
//
// The enum-typed options of roofline-analyze and roofline-optimize; the
// string of each case is its spelling on the command line.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TRANSFORMS_TRANSFORMSENUMS_TD
#define ROOFLINE_TRANSFORMS_TRANSFORMSENUMS_TD

include "mlir/IR/EnumAttr.td"

/// The format of a report or summary a pass writes.
def Roofline_ReportFormat : I32Enum<"ReportFormat", "a report format", [
  I32EnumCase<"None", 0, "none">,
  I32EnumCase<"Text", 1, "text">,
  I32EnumCase<"JSON", 2, "json">
]> {
  let cppNamespace = "::roofline";
}

/// What roofline-optimize may do to the precision of f32 contractions.
def Roofline_PrecisionPolicy : I32Enum<"PrecisionPolicy",
    "a precision-lowering policy", [
  I32EnumCase<"Keep", 0, "keep">,
  I32EnumCase<"TF32", 1, "tf32">,
  I32EnumCase<"BF16", 2, "bf16">,
  I32EnumCase<"F16", 3, "f16">
]> {
  let cppNamespace = "::roofline";
}

#endif // ROOFLINE_TRANSFORMS_TRANSFORMSENUMS_TD
