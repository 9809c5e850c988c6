//===- RooflineAttr.cpp - The `roofline` attributes, typed ----------------===//

#include "roofline/Analysis/RooflineAttr.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace roofline;

DictionaryAttr roofline::buildRooflineAttr(Builder &b, const OpRecord &r) {
  NamedAttrList attrs;
  attrs.append("version", b.getI64IntegerAttr(kRooflineAttrVersion));
  attrs.append("flops", b.getI64IntegerAttr(r.cost.flops));
  attrs.append("bytes", b.getI64IntegerAttr(r.cost.dramBytes()));
  if (r.cost.transcendentals)
    attrs.append("transcendentals",
                 b.getI64IntegerAttr(r.cost.transcendentals));
  attrs.append("intensity", b.getF64FloatAttr(std::isfinite(r.verdict.intensity)
                                                  ? r.verdict.intensity
                                                  : 0.0));
  attrs.append("compute_class",
               b.getStringAttr(stringifyComputeClass(r.verdict.ceilingClass)));
  attrs.append("bound", b.getStringAttr(stringifyBound(r.verdict.bound)));
  attrs.append("binding",
               b.getStringAttr(stringifyBinding(r.verdict.binding)));
  attrs.append("time_s", b.getF64FloatAttr(r.verdict.time));
  attrs.append("fraction_of_peak", b.getF64FloatAttr(r.verdict.fractionOfPeak));
  if (r.hierarchy && r.hierarchy->tile) {
    const TileConfig &t = *r.hierarchy->tile;
    attrs.append("tile", b.getDenseI64ArrayAttr({t.bm, t.bn, t.bk}));
    attrs.append("tile_origin",
                 b.getStringAttr(stringifyTilingOrigin(r.hierarchy->origin)));
    attrs.append("bytes_by_level",
                 b.getDenseI64ArrayAttr({r.hierarchy->bytes[0],
                                         r.hierarchy->bytes[1],
                                         r.hierarchy->bytes[2]}));
  }
  if (const std::optional<KernelLaunchInfo> &k = r.cost.kernel) {
    // GPU kernels: the other DRAM figure and who does the work.
    attrs.append("active_threads", b.getI64IntegerAttr(k->activeThreads));
    attrs.append("issued_bytes", b.getI64IntegerAttr(k->issuedGlobalBytes));
    attrs.append("shared_bytes", b.getI64IntegerAttr(k->sharedBytes));
    attrs.append("bytes_by_level",
                 b.getDenseI64ArrayAttr(
                     {r.cost.bytes[0], r.cost.bytes[1], r.cost.bytes[2]}));
  }
  return attrs.getDictionary(b.getContext());
}

DictionaryAttr roofline::buildRooflineSummaryAttr(Builder &b, const Totals &t,
                                                  const DeviceModel &d) {
  NamedAttrList attrs;
  attrs.append("version", b.getI64IntegerAttr(kRooflineAttrVersion));
  attrs.append("device", b.getStringAttr(d.name));
  attrs.append("flops", b.getI64IntegerAttr(t.flops));
  attrs.append("bytes", b.getI64IntegerAttr(t.bytes));
  attrs.append("time_s", b.getF64FloatAttr(t.time));
  attrs.append("memory_bound_share", b.getF64FloatAttr(t.memoryBoundShare()));
  attrs.append("costed_ops", b.getI64IntegerAttr(t.costedOps));
  attrs.append("unmodeled_ops", b.getI64IntegerAttr(t.unmodeledOps));
  return attrs.getDictionary(b.getContext());
}

namespace {

/// Reads typed entries of a dictionary, failing with the attribute's and the
/// key's name.
class DictReader {
public:
  DictReader(DictionaryAttr dict, StringRef attrName)
      : dict(dict), attrName(attrName) {}

  llvm::Error error(StringRef key, StringRef expected) const {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("attribute '{0}': key '{1}': expected {2}", attrName,
                      key, expected));
  }
  llvm::Error getInt(StringRef key, int64_t &out, bool required = true) {
    Attribute a = dict.get(key);
    if (!a)
      return required ? error(key, "an integer (missing)")
                      : llvm::Error::success();
    auto i = dyn_cast<IntegerAttr>(a);
    if (!i)
      return error(key, "an integer");
    out = i.getInt();
    return llvm::Error::success();
  }
  llvm::Error getFloat(StringRef key, double &out) {
    auto f = dyn_cast_if_present<FloatAttr>(dict.get(key));
    if (!f)
      return error(key, "a float");
    out = f.getValueAsDouble();
    return llvm::Error::success();
  }
  llvm::Error getString(StringRef key, std::string &out,
                        bool required = true) {
    Attribute a = dict.get(key);
    if (!a)
      return required ? error(key, "a string (missing)")
                      : llvm::Error::success();
    auto s = dyn_cast<StringAttr>(a);
    if (!s)
      return error(key, "a string");
    out = s.getValue().str();
    return llvm::Error::success();
  }
  llvm::Error getTriple(StringRef key,
                        std::optional<std::array<int64_t, 3>> &out) {
    Attribute a = dict.get(key);
    if (!a)
      return llvm::Error::success();
    auto arr = dyn_cast<DenseI64ArrayAttr>(a);
    if (!arr || arr.size() != 3)
      return error(key, "array<i64> of 3 elements");
    out = std::array<int64_t, 3>{arr[0], arr[1], arr[2]};
    return llvm::Error::success();
  }
  llvm::Error checkVersion() {
    int64_t version = 0;
    if (llvm::Error e = getInt("version", version))
      return e;
    if (version != kRooflineAttrVersion)
      return error("version",
                   llvm::formatv("{0} (this build reads version {0}, the IR "
                                 "has {1})",
                                 kRooflineAttrVersion, version)
                       .str());
    return llvm::Error::success();
  }

private:
  DictionaryAttr dict;
  StringRef attrName;
};

} // namespace

llvm::Expected<std::optional<RooflineOpInfo>>
roofline::readRooflineAttr(Operation *op) {
  Attribute raw = op->getDiscardableAttr(kRooflineAttrName);
  if (!raw)
    return std::nullopt;
  auto dict = dyn_cast<DictionaryAttr>(raw);
  if (!dict)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "attribute 'roofline': expected a "
                                   "dictionary");
  DictReader r(dict, kRooflineAttrName);
  RooflineOpInfo info;
  if (llvm::Error e = r.checkVersion())
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(r.getInt("flops", info.flops),
                           r.getInt("bytes", info.bytes)),
          r.getInt("transcendentals", info.transcendentals, false)))
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(r.getFloat("intensity", info.intensity),
                           r.getFloat("time_s", info.timeSec)),
          r.getFloat("fraction_of_peak", info.fractionOfPeak)))
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(r.getString("compute_class", info.computeClass),
                           r.getString("bound", info.bound)),
          r.getString("binding", info.binding)))
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(r.getTriple("tile", info.tile),
                           r.getTriple("bytes_by_level", info.bytesByLevel)),
          r.getString("tile_origin", info.tileOrigin, false)))
    return std::move(e);
  return std::optional<RooflineOpInfo>(std::move(info));
}

llvm::Expected<std::optional<RooflineSummaryInfo>>
roofline::readRooflineSummary(Operation *op) {
  Attribute raw = op->getDiscardableAttr(kRooflineSummaryAttrName);
  if (!raw)
    return std::nullopt;
  auto dict = dyn_cast<DictionaryAttr>(raw);
  if (!dict)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "attribute 'roofline.summary': expected a "
                                   "dictionary");
  DictReader r(dict, kRooflineSummaryAttrName);
  RooflineSummaryInfo info;
  if (llvm::Error e = r.checkVersion())
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(r.getString("device", info.device),
                           r.getInt("flops", info.flops)),
          llvm::joinErrors(r.getInt("bytes", info.bytes),
                           r.getInt("costed_ops", info.costedOps))))
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(r.getInt("unmodeled_ops", info.unmodeledOps),
                           r.getFloat("time_s", info.timeSec)),
          r.getFloat("memory_bound_share", info.memoryBoundShare)))
    return std::move(e);
  return std::optional<RooflineSummaryInfo>(std::move(info));
}
