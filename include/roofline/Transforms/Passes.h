//===- Passes.h - roofline-opt passes ---------------------------*- C++ -*-===//

#ifndef ROOFLINE_TRANSFORMS_PASSES_H
#define ROOFLINE_TRANSFORMS_PASSES_H

#include "roofline/Device/DeviceModel.h"
#include "roofline/Dialect/RooflineDialect.h"
// ExecutionMode, the `mode` option (ModelEnums.td, through OpCost.h).
#include "roofline/Model/OpCost.h"
// KernelTiming, the `timing` option.
#include "roofline/Model/KernelTiming.h"

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

class DeferredReports;

/// roofline-analyze with `options` that queues its report writes on
/// `deferred` for the caller to run (DeferredReports.h) rather than writing
/// them when it runs; null `deferred` writes them then.
std::unique_ptr<mlir::Pass>
createRooflineAnalyzePass(RooflineAnalyzePassOptions options,
                          std::shared_ptr<DeferredReports> deferred);

/// Registers the dialects and external models the passes rely on.
void registerRooflineDialects(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_TRANSFORMS_PASSES_H
