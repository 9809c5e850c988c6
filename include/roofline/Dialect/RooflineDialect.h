//===- RooflineDialect.h - The `roofline` dialect and attrs ------*- C++ -*-===//
//
// The attributes the roofline passes exchange through the IR, typed
// (include/roofline/Dialect/RooflineDialect.td; docs/passes.md,
// "Attributes"). The dialect sits between Model and CostModels: it knows the
// model's enums and no op, and the cost models read #roofline.precision.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DIALECT_ROOFLINEDIALECT_H
#define ROOFLINE_DIALECT_ROOFLINEDIALECT_H

#include "roofline/Device/DeviceModel.h"
#include "roofline/Model/OpCost.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"

#include <optional>

#include "roofline/Dialect/RooflineEnums.h.inc"

namespace roofline {

/// Layout version of the `roofline` attributes; 1 was the dictionaries
/// that #roofline.cost and #roofline.summary replaced.
constexpr int64_t kRooflineAttrVersion = 2;

/// Name of the per-op #roofline.cost attribute.
constexpr llvm::StringLiteral kRooflineAttrName = "roofline";
/// Name of the per-function and per-module #roofline.summary attribute.
constexpr llvm::StringLiteral kRooflineSummaryAttrName = "roofline.summary";
/// Name of the #roofline.tile attribute on a loop roofline-optimize tiled.
constexpr llvm::StringLiteral kRooflineTilesAttrName = "roofline.tiles";
/// Name of the #roofline.epilogue attribute on the loop nest of an epilogue
/// roofline-optimize fused into its producer.
constexpr llvm::StringLiteral kRooflineEpilogueAttrName =
    "roofline.fused_epilogue";
/// Name of the #roofline.precision attribute on an op whose precision
/// roofline-optimize changed.
constexpr llvm::StringLiteral kRooflinePrecisionAttrName =
    "roofline.precision";
/// Name of the #roofline.precision<stored_inputs, T> attribute on a consumer
/// of a result stored in 16 bits.
constexpr llvm::StringLiteral kRooflinePrecisionInputsAttrName =
    "roofline.precision_inputs";
/// Name of the string attribute a frontend puts on each op it lowered from
/// one framework op that the framework runs as one kernel (PyTorch's
/// native_layer_norm: a row sum, a row sum of squares and the normalising
/// op); the value names that op's instance, the same on all its ops. Eager
/// mode runs each such set as one kernel and one host call (docs/model.md
/// 1.8, "One framework op, one kernel").
constexpr llvm::StringLiteral kRooflineFrameworkKernelAttrName =
    "roofline.framework_kernel";

} // namespace roofline

#include "roofline/Dialect/RooflineDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "roofline/Dialect/RooflineAttrs.h.inc"

namespace roofline {

/// Whether `op` carries #roofline.precision<tf32>: roofline-optimize let this
/// f32 contraction run on the TF32 tensor cores.
bool isMarkedTF32(mlir::Operation *op);

} // namespace roofline

#endif // ROOFLINE_DIALECT_ROOFLINEDIALECT_H
