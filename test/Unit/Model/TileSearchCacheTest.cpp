//===- TileSearchCacheTest.cpp - searchTiles memoised ---------------------===//

#include "roofline/Model/TileSearchCache.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

GemmProblem matmul(int64_t m, int64_t n, int64_t k) {
  GemmProblem p;
  p.m = m;
  p.n = n;
  p.k = k;
  p.footprintA = m * k;
  p.footprintB = k * n;
  return p;
}

std::optional<HierarchicalEstimate> cached(TileSearchCache &cache,
                                           const GemmProblem &p,
                                           const DeviceModel &d) {
  return cache.search(cache.deviceKey(d, CeilingKind::Spec), p,
                      cantFail(getHierarchyLimits(d)),
                      d.peakFlops(ComputeClass::FP32, CeilingKind::Spec));
}

std::optional<HierarchicalEstimate> direct(const GemmProblem &p,
                                           const DeviceModel &d) {
  return searchTiles(p, cantFail(getHierarchyLimits(d)), d, CeilingKind::Spec,
                     d.peakFlops(ComputeClass::FP32, CeilingKind::Spec));
}

void expectSame(const std::optional<HierarchicalEstimate> &a,
                const std::optional<HierarchicalEstimate> &b) {
  ASSERT_EQ(a.has_value(), b.has_value());
  if (!a)
    return;
  EXPECT_EQ(a->bytes, b->bytes);
  EXPECT_EQ(a->computeTime, b->computeTime);
  ASSERT_EQ(a->tile.has_value(), b->tile.has_value());
  if (a->tile) {
    EXPECT_EQ(a->tile->bm, b->tile->bm);
    EXPECT_EQ(a->tile->bn, b->tile->bn);
    EXPECT_EQ(a->tile->bk, b->tile->bk);
    EXPECT_EQ(a->tile->splitK, b->tile->splitK);
  }
}

TEST(TileSearchCache, SearchesOnceThenHits) {
  DeviceModel a100 = cantFail(lookupDevice("a100"));
  TileSearchCache cache;
  GemmProblem p = matmul(1000, 3000, 700);
  std::optional<HierarchicalEstimate> first = cached(cache, p, a100);
  EXPECT_EQ(cache.getStats().searches, 1u);
  EXPECT_EQ(cache.getStats().hits, 0u);
  std::optional<HierarchicalEstimate> second = cached(cache, p, a100);
  EXPECT_EQ(cache.getStats().searches, 1u);
  EXPECT_EQ(cache.getStats().hits, 1u);
  // The memo answers what the search does.
  expectSame(first, direct(p, a100));
  expectSame(second, first);
}

// A cache belongs to its owner: another one starts empty (nothing is
// remembered across analyses that do not share one).
TEST(TileSearchCache, OwnedNotShared) {
  DeviceModel a100 = cantFail(lookupDevice("a100"));
  GemmProblem p = matmul(1000, 3000, 700);
  TileSearchCache one, two;
  (void)cached(one, p, a100);
  (void)cached(two, p, a100);
  EXPECT_EQ(one.getStats().searches, 1u);
  EXPECT_EQ(two.getStats().searches, 1u);
}

// Any figure of the device is part of the key: the A100 with half its DRAM
// bandwidth is another device, searched anew (a device file's override
// must not be answered with the catalog's tiles); so is a figure of the
// scalar table (launch overhead), and the same device read again is not.
TEST(TileSearchCache, AnotherDeviceFigureSearchesAgain) {
  DeviceModel a100 = cantFail(lookupDevice("a100"));
  TileSearchCache cache;
  GemmProblem p = matmul(1000, 3000, 701);
  (void)cached(cache, p, a100);
  DeviceModel slower = a100;
  auto &dram = slower.memory[static_cast<unsigned>(MemoryLevel::DRAM)];
  ASSERT_TRUE(dram.has_value());
  dram->bandwidth.spec /= 2;
  std::optional<HierarchicalEstimate> e = cached(cache, p, slower);
  EXPECT_EQ(cache.getStats().searches, 2u);
  expectSame(e, direct(p, slower));
  DeviceModel launch = a100;
  launch.launchOverheadSec *= 2;
  EXPECT_NE(cache.deviceKey(launch, CeilingKind::Spec),
            cache.deviceKey(a100, CeilingKind::Spec));
  EXPECT_NE(cache.deviceKey(a100, CeilingKind::Sustained),
            cache.deviceKey(a100, CeilingKind::Spec));
  DeviceModel again = cantFail(lookupDevice("a100-sxm4-40gb"));
  EXPECT_EQ(cache.deviceKey(again, CeilingKind::Spec),
            cache.deviceKey(a100, CeilingKind::Spec));
  // Another shape, one element of K more, is another key too.
  (void)cached(cache, matmul(1000, 3000, 702), a100);
  EXPECT_EQ(cache.getStats().searches, 3u);
}

// Every field of the problem and the limits is in the key: changing any one
// of them (here each flag added after the first key was written, and the
// limits' usable L2 share) searches again.
TEST(TileSearchCache, EveryProblemFieldIsKeyed) {
  DeviceModel a100 = cantFail(lookupDevice("a100"));
  TileSearchCache cache;
  TileSearchCache::DeviceKey key = cache.deviceKey(a100, CeilingKind::Spec);
  HierarchyLimits limits = cantFail(getHierarchyLimits(a100));
  double peak = a100.peakFlops(ComputeClass::FP32, CeilingKind::Spec);
  GemmProblem base = matmul(512, 768, 1024);
  (void)cache.search(key, base, limits, peak);
  uint64_t searches = cache.getStats().searches;
  std::vector<GemmProblem> variants(6, base);
  variants[0].broadcastA = true;
  variants[1].broadcastB = true;
  variants[2].loadA = false;
  variants[3].loadB = false;
  variants[4].storeC = false;
  variants[5].accumulate = true;
  for (const GemmProblem &v : variants) {
    (void)cache.search(key, v, limits, peak);
    EXPECT_EQ(cache.getStats().searches, ++searches);
  }
  HierarchyLimits lessL2 = limits;
  lessL2.l2Usable = 0.5;
  (void)cache.search(key, base, lessL2, peak);
  EXPECT_EQ(cache.getStats().searches, ++searches);
  // The same problem again is a hit.
  (void)cache.search(key, base, limits, peak);
  EXPECT_EQ(cache.getStats().searches, searches);
}

} // namespace
