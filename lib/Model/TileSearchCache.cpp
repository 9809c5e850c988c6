//===- TileSearchCache.cpp - searchTiles memoised ------------------------===//

#include "roofline/Model/TileSearchCache.h"

#include <cstring>
#include <map>
#include <mutex>
#include <vector>

using namespace roofline;

namespace {

/// Every input of searchTiles that can change its result, as numbers: two
/// calls with equal keys search the same space with the same figures. The
/// device's text (name, sources) changes nothing the search computes; its
/// numbers are all here, so two devices that differ in any figure do not
/// share entries.
std::vector<double> makeKey(const GemmProblem &p, const HierarchyLimits &l,
                            const DeviceModel &d, CeilingKind ceilings,
                            double peakFlops) {
  std::vector<double> k;
  k.reserve(96);
  auto add = [&](auto v) { k.push_back(static_cast<double>(v)); };
  // int64 fields above 2^53 would not survive the conversion: their bits go
  // in instead (two int32 halves).
  auto add64 = [&](int64_t v) {
    add(static_cast<int32_t>(v >> 32));
    add(static_cast<uint32_t>(v & 0xffffffff));
  };
  for (int64_t v : {p.batch, p.m, p.n, p.k, p.footprintA, p.footprintB,
                    p.flopsPerMAC})
    add64(v);
  for (unsigned v : {p.bitsA, p.bitsB, p.bitsC, p.bitsAcc})
    add(v);
  // Every field of GemmProblem goes into the key: a field left out returns
  // another problem's tiling (the broadcast and on-chip flags came later).
  for (bool v : {p.accumulate, p.isMatmul, p.broadcastA, p.broadcastB,
                 p.loadA, p.loadB, p.storeC})
    add(v);
  for (int64_t v : {l.smCount, l.sharedBytesPerSM, l.l2Bytes, l.l1BytesPerSM,
                    l.registerBytesPerSM, l.accumulatorBytesPerSM})
    add64(v);
  add(l.l2Usable);
  add(static_cast<unsigned>(ceilings));
  add(peakFlops);
  for (unsigned v : {d.smCount, d.maxThreadsPerSM, d.maxBlocksPerSM})
    add(v);
  add(d.boostClockMHz);
  add(d.launchOverheadSec);
  add(d.graphLaunchGapSec.has_value());
  add(d.graphLaunchGapSec.value_or(0));
  add(d.sparsityFactor);
  auto addCeiling = [&](const Ceiling &c) {
    add(c.spec);
    add(c.sustained.has_value());
    add(c.sustained.value_or(0));
  };
  for (const std::optional<Ceiling> &c : d.compute) {
    add(c.has_value());
    if (c)
      addCeiling(*c);
  }
  for (const std::optional<MemoryLevelModel> &m : d.memory) {
    add(m.has_value());
    if (!m)
      continue;
    addCeiling(m->bandwidth);
    add64(static_cast<int64_t>(m->capacityBytes));
    add(m->capacityPerSM);
    add64(static_cast<int64_t>(m->sharedMemoryBytesPerSM));
  }
  for (const std::optional<AttainmentFigure> &a : d.attainment) {
    add(a.has_value());
    add(a ? a->value : 0);
  }
  return k;
}

/// Orders keys by their bits, so that NaN and -0.0 compare like any other
/// value (a device file cannot give NaN, but the memo must not misbehave).
struct BitwiseLess {
  bool operator()(const std::vector<double> &a,
                  const std::vector<double> &b) const {
    if (a.size() != b.size())
      return a.size() < b.size();
    return std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) < 0;
  }
};

struct Memo {
  std::mutex mutex;
  std::map<std::vector<double>, std::optional<HierarchicalEstimate>,
           BitwiseLess>
      entries;
  TileSearchCacheStats stats;
};

Memo &getMemo() {
  static Memo memo;
  return memo;
}

} // namespace

std::optional<HierarchicalEstimate>
roofline::searchTilesCached(const GemmProblem &problem,
                            const HierarchyLimits &limits,
                            const DeviceModel &device, CeilingKind ceilings,
                            double peakFlops) {
  std::vector<double> key = makeKey(problem, limits, device, ceilings,
                                    peakFlops);
  Memo &memo = getMemo();
  {
    std::lock_guard<std::mutex> lock(memo.mutex);
    auto it = memo.entries.find(key);
    if (it != memo.entries.end()) {
      ++memo.stats.hits;
      return it->second;
    }
  }
  // Searched outside the lock: two threads may search the same key once
  // each, which costs time, never a wrong answer.
  std::optional<HierarchicalEstimate> e =
      searchTiles(problem, limits, device, ceilings, peakFlops);
  std::lock_guard<std::mutex> lock(memo.mutex);
  ++memo.stats.searches;
  if (memo.entries.size() >= kTileSearchCacheSize)
    memo.entries.clear();
  memo.entries.emplace(std::move(key), e);
  return e;
}

TileSearchCacheStats roofline::getTileSearchCacheStats() {
  Memo &memo = getMemo();
  std::lock_guard<std::mutex> lock(memo.mutex);
  return memo.stats;
}
