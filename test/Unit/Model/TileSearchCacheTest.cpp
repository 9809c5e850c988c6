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

std::optional<HierarchicalEstimate> cached(const GemmProblem &p,
                                           const DeviceModel &d) {
  return searchTilesCached(p, cantFail(getHierarchyLimits(d)), d,
                           CeilingKind::Spec,
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

// A shape no other test of this binary searches (the memo is the
// process's), 1000 x 3000 x 700 on the A100.
TEST(TileSearchCache, SearchesOnceThenHits) {
  DeviceModel a100 = cantFail(lookupDevice("a100"));
  GemmProblem p = matmul(1000, 3000, 700);
  TileSearchCacheStats s0 = getTileSearchCacheStats();
  std::optional<HierarchicalEstimate> first = cached(p, a100);
  TileSearchCacheStats s1 = getTileSearchCacheStats();
  EXPECT_EQ(s1.searches, s0.searches + 1);
  EXPECT_EQ(s1.hits, s0.hits);
  std::optional<HierarchicalEstimate> second = cached(p, a100);
  TileSearchCacheStats s2 = getTileSearchCacheStats();
  EXPECT_EQ(s2.searches, s1.searches);
  EXPECT_EQ(s2.hits, s1.hits + 1);
  // The memo answers what the search does.
  expectSame(first, direct(p, a100));
  expectSame(second, first);
}

// Any figure of the device is part of the key: the A100 with half its DRAM
// bandwidth is another device, searched anew (a device file's override
// must not be answered with the catalog's tiles).
TEST(TileSearchCache, AnotherDeviceFigureSearchesAgain) {
  DeviceModel a100 = cantFail(lookupDevice("a100"));
  GemmProblem p = matmul(1000, 3000, 701);
  (void)cached(p, a100);
  DeviceModel slower = a100;
  auto &dram = slower.memory[static_cast<unsigned>(MemoryLevel::DRAM)];
  ASSERT_TRUE(dram.has_value());
  dram->bandwidth.spec /= 2;
  TileSearchCacheStats s0 = getTileSearchCacheStats();
  std::optional<HierarchicalEstimate> e = cached(p, slower);
  EXPECT_EQ(getTileSearchCacheStats().searches, s0.searches + 1);
  expectSame(e, direct(p, slower));
  // Another shape, one element of K more, is another key too.
  (void)cached(matmul(1000, 3000, 702), a100);
  EXPECT_EQ(getTileSearchCacheStats().searches, s0.searches + 2);
}

} // namespace
