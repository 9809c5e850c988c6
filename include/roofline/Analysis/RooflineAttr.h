//===- RooflineAttr.h - The `roofline` attributes, typed --------*- C++ -*-===//
//
// roofline-analyze attaches a discardable `roofline` dictionary to every op it
// costs and `roofline.summary` to functions and the module. Later passes read
// them back through these accessors instead of poking at dictionary keys; the
// layout is versioned (kRooflineAttrVersion) and documented in
// docs/passes.md.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ANALYSIS_ROOFLINEATTR_H
#define ROOFLINE_ANALYSIS_ROOFLINEATTR_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

#include <array>
#include <optional>
#include <string>

namespace roofline {

/// Name of the per-op attribute.
constexpr llvm::StringLiteral kRooflineAttrName = "roofline";
/// Name of the per-function and per-module summary attribute.
constexpr llvm::StringLiteral kRooflineSummaryAttrName = "roofline.summary";
/// Layout version of both dictionaries.
constexpr int64_t kRooflineAttrVersion = 1;

/// The `roofline` attribute of one op.
struct RooflineOpInfo {
  int64_t version = kRooflineAttrVersion;
  int64_t flops = 0, bytes = 0, transcendentals = 0;
  double intensity = 0, timeSec = 0, fractionOfPeak = 0;
  std::string computeClass; ///< the class it runs against
  std::string bound;        ///< memory, compute or none
  std::string binding;      ///< compute, dram, l2, l1 or none
  /// Hierarchical model only: block tile (bm, bn, bk), where it came from
  /// ("model" or "ir"), and bytes at DRAM, L2, L1.
  std::optional<std::array<int64_t, 3>> tile;
  std::string tileOrigin;
  std::optional<std::array<int64_t, 3>> bytesByLevel;
};

/// The `roofline.summary` attribute of a function or module.
struct RooflineSummaryInfo {
  int64_t version = kRooflineAttrVersion;
  std::string device;
  int64_t flops = 0, bytes = 0, costedOps = 0, unmodeledOps = 0;
  double timeSec = 0, memoryBoundShare = 0;
};

/// Builds the `roofline` dictionary of a costed op.
mlir::DictionaryAttr buildRooflineAttr(mlir::Builder &b, const OpRecord &r);
/// Builds a `roofline.summary` dictionary.
mlir::DictionaryAttr buildRooflineSummaryAttr(mlir::Builder &b,
                                              const Totals &t,
                                              const DeviceModel &device);

/// Reads the `roofline` attribute of `op`: std::nullopt when the op has none,
/// an error naming the key when it is malformed or of another version.
llvm::Expected<std::optional<RooflineOpInfo>>
readRooflineAttr(mlir::Operation *op);

/// Reads the `roofline.summary` attribute of `op` (a function or module).
llvm::Expected<std::optional<RooflineSummaryInfo>>
readRooflineSummary(mlir::Operation *op);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_ROOFLINEATTR_H
