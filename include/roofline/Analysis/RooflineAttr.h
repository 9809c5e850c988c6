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

#include <array>
#include <optional>
#include <string>

namespace roofline {

/// The #roofline.cost attribute of one op, as plain values (the strings are
/// the enums' spellings). Read with readRooflineAttr, or use the attribute's
/// own getters (`op->getAttrOfType<CostAttr>(kRooflineAttrName)`).
struct RooflineOpInfo {
  int64_t version = kRooflineAttrVersion;
  int64_t flops = 0, bytes = 0, transcendentals = 0;
  double intensity = 0, timeSec = 0, fractionOfPeak = 0;
  std::string computeClass; ///< the class it runs against
  std::string bound;        ///< memory, compute, launch, interconnect or none
  std::string binding;      ///< compute, dram, l2, l1, launch, ... or none
  /// Hierarchical model only: block tile (bm, bn, bk) and where it came
  /// from ("model", "ir" or "compulsory"). Bytes at DRAM, L2, L1: the
  /// hierarchical model's, or a GPU kernel's.
  std::optional<std::array<int64_t, 3>> tile;
  std::string tileOrigin;
  std::optional<std::array<int64_t, 3>> bytesByLevel;
};

/// The #roofline.summary attribute of a function or module, as plain values.
struct RooflineSummaryInfo {
  int64_t version = kRooflineAttrVersion;
  std::string device;
  int64_t flops = 0, bytes = 0, costedOps = 0, unmodeledOps = 0;
  double timeSec = 0, memoryBoundShare = 0;
};

/// Builds the #roofline.cost attribute of a costed op.
CostAttr buildRooflineAttr(mlir::Builder &b, const OpRecord &r);
/// Builds a #roofline.summary attribute.
SummaryAttr buildRooflineSummaryAttr(mlir::Builder &b, const Totals &t,
                                     const DeviceModel &device);

/// Reads the `roofline` attribute of `op`: std::nullopt when the op has none,
/// an error when it holds something other than a #roofline.cost (a
/// version-1 dictionary, say). The attribute itself verified when it was
/// built or parsed.
llvm::Expected<std::optional<RooflineOpInfo>>
readRooflineAttr(mlir::Operation *op);

/// Reads the `roofline.summary` attribute of `op` (a function or module), as
/// readRooflineAttr.
llvm::Expected<std::optional<RooflineSummaryInfo>>
readRooflineSummary(mlir::Operation *op);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_ROOFLINEATTR_H
