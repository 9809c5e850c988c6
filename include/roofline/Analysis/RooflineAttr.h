//===- RooflineAttr.h - The `roofline` attributes of an analysis -*- C++ -*-===//
//
// roofline-analyze attaches #roofline.cost to every op it costs (as the
// discardable attribute `roofline`) and #roofline.summary to functions and
// the module (`roofline.summary`). These build them from an analysis; later
// passes read them back through the attributes' own getters
// (roofline/Dialect/RooflineDialect.h). The layout is versioned
// (kRooflineAttrVersion) and documented in docs/passes.md.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ANALYSIS_ROOFLINEATTR_H
#define ROOFLINE_ANALYSIS_ROOFLINEATTR_H

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Dialect/RooflineDialect.h"

#include "mlir/IR/Builders.h"

#include <optional>

namespace roofline {

/// Builds the #roofline.cost attribute of a costed op.
CostAttr buildRooflineAttr(mlir::Builder &b, const OpRecord &r);
/// Builds a #roofline.summary attribute.
SummaryAttr buildRooflineSummaryAttr(mlir::Builder &b, const Totals &t,
                                     const DeviceModel &device);

/// The `roofline` attribute of `op`: std::nullopt when the op has none, an
/// error when it holds something other than a #roofline.cost (a version-1
/// dictionary, say). The attribute verified when it was built or parsed.
llvm::Expected<std::optional<CostAttr>> readRooflineAttr(mlir::Operation *op);

/// The `roofline.summary` attribute of `op` (a function or module), as
/// readRooflineAttr.
llvm::Expected<std::optional<SummaryAttr>>
readRooflineSummary(mlir::Operation *op);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_ROOFLINEATTR_H
