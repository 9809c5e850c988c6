//===- TileSearchCache.h - searchTiles memoised ------------------*- C++ -*-===//
//
// The GEMM tile search is a pure function of the problem, the limits, the
// device, the ceiling kind and the peak it runs against. roofline-optimize
// predicts one op at a time, each in an analysis of its own, so the same
// contraction shape was searched again for every candidate and every layer.
// A TileSearchCache searches each distinct input once. It is owned by its
// caller (an analysis, or roofline-optimize for every analysis of one run;
// AnalysisConfig::tileSearches) and dropped with it, as XLA's GPU
// performance-model cache is owned by the pass that uses it: nothing is
// remembered across runs or modules.
//
// Keys are built by construction, never by listing fields by hand: the
// problem and the limits through tieFields (GemmTiling.h), whose tuple
// sizes a static_assert checks against the structs' field counts, and the
// device through its whole description (printDeviceJSON, which writes every
// field DeviceFields.def and the nested objects declare and round-trips
// through the reader, as the device unit tests check).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_TILESEARCHCACHE_H
#define ROOFLINE_MODEL_TILESEARCHCACHE_H

#include "roofline/Model/GemmTiling.h"

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>

namespace roofline {

/// Searches and hits so far, for tests and benchmarks.
struct TileSearchCacheStats {
  uint64_t searches = 0, hits = 0;
};

/// searchTiles, memoised for one owner. Thread-safe: the analysis costs
/// functions in parallel into one cache.
class TileSearchCache {
public:
  /// A device and ceiling kind the cache knows, from deviceKey().
  using DeviceKey = unsigned;

  /// The key of `device` under `ceilings`: equal for two devices whose
  /// descriptions print the same (every figure and source), whatever their
  /// origin. Call once per analysis; it prints the device.
  DeviceKey deviceKey(const DeviceModel &device, CeilingKind ceilings);

  /// searchTiles(problem, limits, device, ceilings, peakFlops) for the
  /// device and ceilings of `key`: an earlier answer to the same problem,
  /// limits and peak (every field compared exactly), else a new search.
  std::optional<HierarchicalEstimate> search(DeviceKey key,
                                             const GemmProblem &problem,
                                             const HierarchyLimits &limits,
                                             double peakFlops);

  TileSearchCacheStats getStats() const;

  /// Bound on the entries of one device (distinct shapes); a device's memo
  /// starts over when full.
  static constexpr size_t kMaxEntriesPerDevice = 1 << 16;

private:
  /// The values of tieFields(problem), tieFields(limits) and the peak.
  using ProblemKey =
      decltype(std::tuple_cat(std::declval<GemmProblemFields>(),
                              std::declval<HierarchyLimitsFields>(),
                              std::tuple<double>()));
  struct DeviceMemo {
    std::string description;
    CeilingKind ceilings;
    DeviceModel device;
    std::map<ProblemKey, std::optional<HierarchicalEstimate>> entries;
  };

  mutable std::mutex mutex;
  std::deque<DeviceMemo> devices; ///< deque: entries keep their address
  TileSearchCacheStats stats;
};

} // namespace roofline

#endif // ROOFLINE_MODEL_TILESEARCHCACHE_H
