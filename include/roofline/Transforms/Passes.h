//===- Passes.h - roofline-opt passes ---------------------------*- C++ -*-===//

#ifndef ROOFLINE_TRANSFORMS_PASSES_H
#define ROOFLINE_TRANSFORMS_PASSES_H

#include "roofline/Device/DeviceModel.h"
#include "roofline/Dialect/RooflineDialect.h"
// ExecutionMode, the `mode` option (ModelEnums.td, through OpCost.h).
#include "roofline/Model/OpCost.h"

#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir {
class DialectRegistry;
} // namespace mlir

// ReportFormat and PrecisionPolicy, the enum-typed options
// (TransformsEnums.td).
#include "roofline/Transforms/TransformsEnums.h.inc"

namespace roofline {

#define GEN_PASS_DECL
#include "roofline/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "roofline/Transforms/Passes.h.inc"

/// Registers the dialects and external models the passes rely on.
void registerRooflineDialects(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_TRANSFORMS_PASSES_H
