//===- TileSearchCache.h - searchTiles memoised ------------------*- C++ -*-===//
//
// The GEMM tile search is a pure function of the problem, the limits, the
// device, the ceiling kind and the peak it runs against. roofline-optimize
// predicts one op at a time, each in an analysis of its own (whose
// HierarchyModel cache starts empty), so the same contraction shape was
// searched again for every candidate and every layer. This memo, shared by
// every analysis in the process, searches each distinct input once.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_TILESEARCHCACHE_H
#define ROOFLINE_MODEL_TILESEARCHCACHE_H

#include "roofline/Model/GemmTiling.h"

namespace roofline {

/// searchTiles(problem, limits, device, ceilings, peakFlops), memoised for
/// the process: the result of an earlier call with equal inputs (every
/// numeric field of the problem, limits and device compared exactly), else
/// a new search. Thread-safe. The memo holds at most kTileSearchCacheSize
/// entries and starts over when full.
std::optional<HierarchicalEstimate>
searchTilesCached(const GemmProblem &problem, const HierarchyLimits &limits,
                  const DeviceModel &device, CeilingKind ceilings,
                  double peakFlops);

/// Bound on the memo's entries (distinct shapes x devices x ceilings).
constexpr size_t kTileSearchCacheSize = 1 << 16;

/// Searches and hits so far, for tests and benchmarks.
struct TileSearchCacheStats {
  uint64_t searches = 0, hits = 0;
};
TileSearchCacheStats getTileSearchCacheStats();

} // namespace roofline

#endif // ROOFLINE_MODEL_TILESEARCHCACHE_H
