//===- RooflineAttr.cpp - The `roofline` attributes of an analysis --------===//

#include "roofline/Analysis/RooflineAttr.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace roofline;

/// The bytes a #roofline.cost's `levels` carries: DRAM, L2 and L1, the
/// three levels every device's traffic is counted at (a memory-side L3's
/// bytes are in the reports, not in the attribute: docs/passes.md).
static SmallVector<int64_t, 3>
getAttributeLevels(const std::array<int64_t, kNumMemoryLevels> &bytes) {
  return {bytes[static_cast<unsigned>(MemoryLevel::DRAM)],
          bytes[static_cast<unsigned>(MemoryLevel::L2)],
          bytes[static_cast<unsigned>(MemoryLevel::L1)]};
}

CostAttr roofline::buildRooflineAttr(Builder &b, const OpRecord &r) {
  const OpCost &c = r.cost;
  const Verdict &v = r.verdict;
  SmallVector<int64_t, 3> tile, levels, kernel;
  std::optional<TilingOrigin> origin;
  if (r.hierarchy && r.hierarchy->tile) {
    const TileConfig &t = *r.hierarchy->tile;
    tile = {t.bm, t.bn, t.bk};
    origin = r.hierarchy->origin;
    levels = getAttributeLevels(r.hierarchy->bytes);
  }
  if (const std::optional<KernelLaunchInfo> &k = c.kernel) {
    // GPU kernels: the other DRAM figure and who does the work.
    kernel = {k->activeThreads, k->issuedGlobalBytes, k->sharedBytes};
    levels = getAttributeLevels(c.bytes);
  }
  return CostAttr::get(b.getContext(), v.bound, v.binding, v.ceilingClass,
                       c.flops, c.dramBytes(), c.transcendentals,
                       APFloat(v.time),
                       APFloat(v.fractionOfPeak), tile, origin, levels, kernel,
                       kRooflineAttrVersion);
}

SummaryAttr roofline::buildRooflineSummaryAttr(Builder &b, const Totals &t,
                                               const DeviceModel &d) {
  return SummaryAttr::get(b.getContext(), d.name, t.flops, t.bytes,
                          APFloat(t.time), APFloat(t.memoryBoundShare()),
                          t.costedOps, t.unmodeledOps, kRooflineAttrVersion);
}

namespace {

/// The attribute `name` of `op` as an `AttrT`, converted by `toInfo`:
/// std::nullopt when absent, an error when it is another attribute.
template <typename AttrT, typename InfoT>
llvm::Expected<std::optional<InfoT>>
readTyped(Operation *op, StringRef name, StringRef expected,
          function_ref<InfoT(AttrT)> toInfo) {
  Attribute raw = op->getDiscardableAttr(name);
  if (!raw)
    return std::nullopt;
  if (auto typed = dyn_cast<AttrT>(raw))
    return std::optional<InfoT>(toInfo(typed));
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      llvm::formatv("attribute '{0}': expected {1} (layout version {2}), "
                    "not {3}",
                    name, expected, kRooflineAttrVersion,
                    isa<DictionaryAttr>(raw)
                        ? "a dictionary (the version-1 layout: re-run "
                          "roofline-analyze)"
                        : "another attribute"));
}

std::optional<std::array<int64_t, 3>> toTriple(ArrayRef<int64_t> values) {
  if (values.size() != 3) // empty: the verifier allows nothing else
    return std::nullopt;
  return std::array<int64_t, 3>{values[0], values[1], values[2]};
}

RooflineOpInfo toOpInfo(CostAttr a) {
  RooflineOpInfo info;
  info.version = a.getVersion();
  info.flops = a.getFlops();
  info.bytes = a.getBytes();
  info.transcendentals = a.getTranscendentals();
  info.intensity = a.getIntensityValue();
  info.timeSec = a.getTimeValue();
  info.fractionOfPeak = a.getFractionOfPeakValue();
  info.computeClass = stringifyComputeClass(a.getComputeClass()).str();
  info.bound = stringifyBound(a.getBound()).str();
  info.binding = stringifyBinding(a.getBinding()).str();
  info.tile = toTriple(a.getTile());
  if (a.getTileOrigin())
    info.tileOrigin = stringifyTilingOrigin(*a.getTileOrigin()).str();
  info.bytesByLevel = toTriple(a.getBytesByLevel());
  return info;
}

RooflineSummaryInfo toSummaryInfo(SummaryAttr a) {
  RooflineSummaryInfo info;
  info.version = a.getVersion();
  info.device = a.getDevice().str();
  info.flops = a.getFlops();
  info.bytes = a.getBytes();
  info.costedOps = a.getCostedOps();
  info.unmodeledOps = a.getUnmodeledOps();
  info.timeSec = a.getTimeValue();
  info.memoryBoundShare = a.getMemoryBoundShareValue();
  return info;
}

} // namespace

llvm::Expected<std::optional<RooflineOpInfo>>
roofline::readRooflineAttr(Operation *op) {
  return readTyped<CostAttr, RooflineOpInfo>(op, kRooflineAttrName,
                                             "#roofline.cost", toOpInfo);
}

llvm::Expected<std::optional<RooflineSummaryInfo>>
roofline::readRooflineSummary(Operation *op) {
  return readTyped<SummaryAttr, RooflineSummaryInfo>(
      op, kRooflineSummaryAttrName, "#roofline.summary", toSummaryInfo);
}
