//===- AttrVerifiers.cpp - Verifiers of the roofline attributes -----------===//
//
// The verifiers hold the invariants lib/Analysis/Invariants.cpp checks on
// the records the attributes are built from: counts are >= 0, times and
// ratios finite and >= 0, a share at most 1, tiles positive. A malformed
// attribute in input IR is therefore a parse error naming the field.
//
//===----------------------------------------------------------------------===//

#include "roofline/Dialect/RooflineDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

#include <cmath>

using namespace mlir;
using namespace roofline;

namespace {

using EmitFn = function_ref<InFlightDiagnostic()>;

LogicalResult checkVersion(EmitFn emitError, StringRef attr, int64_t version) {
  if (version == kRooflineAttrVersion)
    return success();
  return emitError() << "#roofline." << attr << ": version " << version
                     << " is not supported (this build reads version "
                     << kRooflineAttrVersion << ")";
}

LogicalResult checkCount(EmitFn emitError, StringRef attr, StringRef name,
                         int64_t value) {
  if (value >= 0)
    return success();
  return emitError() << "#roofline." << attr << ": " << name << " is "
                     << value << " (expected >= 0)";
}

LogicalResult checkReal(EmitFn emitError, StringRef attr, StringRef name,
                        const APFloat &real, double max = INFINITY) {
  double value = real.convertToDouble();
  if (std::isfinite(value) && value >= 0 && value <= max)
    return success();
  InFlightDiagnostic d = emitError();
  d << "#roofline." << attr << ": " << name << " is " << value
    << " (expected a finite number >= 0";
  if (std::isfinite(max))
    d << " and <= " << max;
  return d << ")";
}

/// `values` has `size` entries (or none, when `optional`), each at least
/// `min`.
LogicalResult checkArray(EmitFn emitError, StringRef attr, StringRef name,
                         ArrayRef<int64_t> values, size_t size, int64_t min,
                         bool optional) {
  if (values.empty() && optional)
    return success();
  if (values.size() != size)
    return emitError() << "#roofline." << attr << ": " << name << " has "
                       << values.size() << " entries (expected " << size
                       << ")";
  for (int64_t v : values)
    if (v < min)
      return emitError() << "#roofline." << attr << ": " << name
                         << " has an entry " << v << " (expected >= " << min
                         << ")";
  return success();
}

} // namespace

LogicalResult CostAttr::verify(EmitFn emitError, Bound, Binding, ComputeClass,
                               int64_t flops, int64_t bytes,
                               int64_t transcendentals, APFloat time,
                               APFloat fractionOfPeak,
                               ArrayRef<int64_t> tile,
                               std::optional<TilingOrigin> tileOrigin,
                               ArrayRef<int64_t> bytesByLevel,
                               ArrayRef<int64_t> kernel, int64_t version) {
  StringRef a = "cost";
  if (failed(checkVersion(emitError, a, version)) ||
      failed(checkCount(emitError, a, "flops", flops)) ||
      failed(checkCount(emitError, a, "bytes", bytes)) ||
      failed(checkCount(emitError, a, "transcendentals", transcendentals)) ||
      failed(checkReal(emitError, a, "time", time)) ||
      failed(checkReal(emitError, a, "peak", fractionOfPeak)) ||
      failed(checkArray(emitError, a, "tile", tile, 3, 1, true)) ||
      failed(checkArray(emitError, a, "levels", bytesByLevel, 3, 0, true)) ||
      failed(checkArray(emitError, a, "kernel", kernel, 3, 0, true)))
    return failure();
  if (tile.empty() != !tileOrigin.has_value())
    return emitError() << "#roofline.cost: a tile and its origin come "
                          "together";
  return success();
}

LogicalResult SummaryAttr::verify(EmitFn emitError, StringRef device,
                                  int64_t flops, int64_t bytes, APFloat time,
                                  APFloat memoryBoundShare, int64_t costedOps,
                                  int64_t unmodeledOps, int64_t version) {
  StringRef a = "summary";
  if (device.empty())
    return emitError() << "#roofline.summary: the device name is empty";
  if (failed(checkVersion(emitError, a, version)) ||
      failed(checkCount(emitError, a, "flops", flops)) ||
      failed(checkCount(emitError, a, "bytes", bytes)) ||
      failed(checkReal(emitError, a, "time", time)) ||
      failed(checkReal(emitError, a, "memory_share", memoryBoundShare, 1.0)) ||
      failed(checkCount(emitError, a, "costed", costedOps)) ||
      failed(checkCount(emitError, a, "unmodeled", unmodeledOps)))
    return failure();
  return success();
}

LogicalResult TileAttr::verify(EmitFn emitError, StringRef opName,
                               ArrayRef<int64_t> tile, bool,
                               ArrayRef<int64_t> group, int64_t kChunk, bool,
                               int64_t stages, ArrayRef<int64_t> bytesByLevel,
                               Binding, APFloat timeBefore, APFloat timeAfter) {
  StringRef a = "tile";
  if (opName.empty())
    return emitError() << "#roofline.tile: the op name is empty";
  if (failed(checkArray(emitError, a, "tile", tile, 3, 1, false)) ||
      failed(checkArray(emitError, a, "group", group, 2, 1, false)) ||
      failed(checkCount(emitError, a, "k_chunk", kChunk)) ||
      failed(checkArray(emitError, a, "levels", bytesByLevel, 3, 0, false)) ||
      failed(checkReal(emitError, a, "before", timeBefore)) ||
      failed(checkReal(emitError, a, "after", timeAfter)))
    return failure();
  if (stages < 1)
    return emitError() << "#roofline.tile: stages is " << stages
                       << " (expected >= 1)";
  return success();
}

LogicalResult EpilogueAttr::verify(EmitFn emitError, StringRef producer,
                                   ArrayRef<int64_t> tile, APFloat timeBefore,
                                   APFloat timeAfter, int64_t version) {
  StringRef a = "epilogue";
  if (producer.empty())
    return emitError() << "#roofline.epilogue: the producer's name is empty";
  // One size per loop of the epilogue, which has at least one (a 0-d
  // generic is not tiled); each >= 1, as the driver makes them (a loop it
  // does not split goes one at a time, never 0 = "not tiled").
  if (tile.empty())
    return emitError() << "#roofline.epilogue: the tile is empty";
  if (failed(checkVersion(emitError, a, version)) ||
      failed(checkArray(emitError, a, "tile", tile, tile.size(), 1, false)) ||
      failed(checkReal(emitError, a, "before", timeBefore)) ||
      failed(checkReal(emitError, a, "after", timeAfter)))
    return failure();
  return success();
}

LogicalResult PrecisionAttr::verify(EmitFn emitError, PrecisionChange change,
                                    Type elementType) {
  if (change == PrecisionChange::TF32) {
    if (elementType)
      return emitError() << "#roofline.precision: tf32 takes no element type";
    return success();
  }
  if (!elementType || !(elementType.isBF16() || elementType.isF16()))
    return emitError() << "#roofline.precision: "
                       << stringifyPrecisionChange(change)
                       << " needs a 16-bit float type (bf16 or f16)";
  return success();
}

bool roofline::isMarkedTF32(Operation *op) {
  auto p = op->getAttrOfType<PrecisionAttr>(kRooflinePrecisionAttrName);
  return p && p.getChange() == PrecisionChange::TF32;
}
