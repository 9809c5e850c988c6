//===- HierarchyTest.cpp - Per-level traffic, tile search, I/O bound ------===//

#include "roofline/Analysis/Hierarchy.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace roofline;

namespace {

DeviceModel get(llvm::StringRef name) { return cantFail(lookupDevice(name)); }

GemmProblem matmul(int64_t m, int64_t n, int64_t k, unsigned bits = 32,
                   bool accumulate = true) {
  GemmProblem p;
  p.m = m;
  p.n = n;
  p.k = k;
  p.bitsA = p.bitsB = bits;
  p.bitsC = p.bitsAcc = 32;
  p.accumulate = accumulate;
  p.footprintA = m * k;
  p.footprintB = k * n;
  return p;
}

TEST(Hierarchy, GivenTileBytesPerLevel) {
  // 4096^3 f32 matmul accumulating into C, block tile 128x128x32, L2 group
  // 8x8 blocks (1024x1024), K in one chunk. Limits: 164 KB shared, 40 MiB L2.
  GemmProblem p = matmul(4096, 4096, 4096);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  TileConfig t;
  t.bm = t.bn = 128;
  t.bk = 32;
  t.gm = t.gn = 8;
  t.kc = 4096;
  // Working set of a group: (1024 + 1024) x 4096 x 4 B = 32 MiB <= 0.9 x 40
  // MiB = 36 MiB: it fits.
  std::array<int64_t, kNumMemoryLevels> bytes;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  const int64_t mat = int64_t(4096) * 4096 * 4; // one 4096^2 f32 matrix, bytes
  // DRAM: A read ceil(4096/1024) = 4 times, B 4 times, C read and written:
  // (4 + 4 + 2) x 64 MiB.
  EXPECT_EQ(bytes[0], 10 * mat);
  // L2: A read once per block column (32), B once per block row (32), C
  // twice: (32 + 32 + 2) x 64 MiB.
  EXPECT_EQ(bytes[1], 66 * mat);
  // L1: the L2 traffic written into shared memory (A, B) and C, plus warp
  // fragments with a 64x64 warp tile: m n k (1/64 + 1/64) x 4 B = 64 + 64
  // matrices: (32 + 32 + 2 + 64 + 64) x 64 MiB.
  EXPECT_EQ(bytes[2], 194 * mat);
}

TEST(Hierarchy, KChunksKeepPartialSumsInL2) {
  // Same problem, group 16x16 blocks (2048x2048), K in 4 chunks of 1024:
  // working set 2 x 2048 x 1024 x 4 B + 2048^2 x 4 B = 16 + 16 = 32 MiB.
  GemmProblem p = matmul(4096, 4096, 4096);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  TileConfig t;
  t.bm = t.bn = 128;
  t.bk = 32;
  t.gm = t.gn = 16;
  t.kc = 1024;
  std::array<int64_t, kNumMemoryLevels> bytes;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  const int64_t mat = int64_t(4096) * 4096 * 4;
  // DRAM: A and B read twice each, C twice: 6 matrices.
  EXPECT_EQ(bytes[0], 6 * mat);
  // L2: 32 + 32 + 2 as before, plus 3 extra chunks x (store + reload) of C.
  EXPECT_EQ(bytes[1], (66 + 6) * mat);
}

TEST(Hierarchy, TilesThatDoNotFitAreRejected) {
  GemmProblem p = matmul(4096, 4096, 4096);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  std::array<int64_t, kNumMemoryLevels> bytes;
  TileConfig t;
  // 256x256 f32 accumulators = 256 KiB > the 128 KiB register budget.
  t.bm = t.bn = 256;
  t.bk = 16;
  t.kc = 4096;
  EXPECT_FALSE(evaluateTile(p, t, limits, bytes));
  // 256x128x128 double-buffered: 2 x (256 + 128) x 128 x 4 B = 384 KiB of
  // shared memory > 164 KiB.
  t.bm = 256;
  t.bn = 128;
  t.bk = 128;
  EXPECT_FALSE(evaluateTile(p, t, limits, bytes));
  // An L2 group of 32x32 blocks of 128 over the whole K: (4096 + 4096) x
  // 4096 x 4 B = 128 MiB > 36 MiB usable.
  t.bm = t.bn = 128;
  t.bk = 32;
  t.gm = t.gn = 32;
  EXPECT_FALSE(evaluateTile(p, t, limits, bytes));
}

/// Every candidate of the search space, to check the search against.
void forEachCandidate(const GemmProblem &p, const HierarchyLimits &limits,
                      llvm::function_ref<void(const TileConfig &)> fn) {
  for (int64_t bm : {16, 32, 64, 128, 256})
    for (int64_t bn : {16, 32, 64, 128, 256})
      for (int64_t bk : {16, 32, 64})
        for (int64_t kc : {p.k, int64_t(64), int64_t(256), int64_t(1024)})
          for (int64_t gm = 1; gm <= 64; gm *= 2)
            for (int64_t gn = 1; gn <= 64; gn *= 2) {
              TileConfig t;
              t.bm = bm;
              t.bn = bn;
              t.bk = bk;
              t.kc = std::min(kc, p.k);
              t.gm = gm;
              t.gn = gn;
              fn(t);
            }
}

class TileSearch : public ::testing::TestWithParam<const char *> {};

TEST_P(TileSearch, ChosenTileFitsAndNoCandidateIsFaster) {
  DeviceModel device = get(GetParam());
  HierarchyLimits limits = cantFail(getHierarchyLimits(device));
  for (GemmProblem p : {matmul(4096, 4096, 4096), matmul(1024, 8192, 512, 16),
                        matmul(333, 77, 1000)}) {
    double peak = device.peakFlops(p.bitsA == 16 ? ComputeClass::BF16_TC
                                                 : ComputeClass::FP32,
                                   CeilingKind::Spec);
    std::optional<HierarchicalEstimate> best =
        searchTiles(p, limits, device, CeilingKind::Spec, peak);
    ASSERT_TRUE(best.has_value());
    std::array<int64_t, kNumMemoryLevels> bytes;
    ASSERT_TRUE(evaluateTile(p, *best->tile, limits, bytes));
    EXPECT_EQ(bytes, best->bytes);
    double bestTime = best->computeTime;
    for (double l : best->levelTime)
      bestTime = std::max(bestTime, l);
    forEachCandidate(p, limits, [&](const TileConfig &c) {
      TileConfig t = c;
      HierarchicalEstimate e;
      if (!evaluateTile(p, t, limits, e.bytes))
        return;
      t.blocksPerSM = best->tile->blocksPerSM; // does not change the time
      timeTile(p, t, limits, device, CeilingKind::Spec, peak, e);
      double time = e.computeTime;
      for (double l : e.levelTime)
        time = std::max(time, l);
      EXPECT_GE(time, bestTime * (1 - 1e-12))
          << "tile " << t.bm << "x" << t.bn << "x" << t.bk << " group "
          << t.gm << "x" << t.gn << " kc " << t.kc << " beats the search";
    });
  }
}

INSTANTIATE_TEST_SUITE_P(Devices, TileSearch,
                         ::testing::Values("a100-sxm4-40gb", "h100-sxm5-80gb"));

TEST(Hierarchy, A100AndH100ChooseDifferentTiles) {
  // H100 has 228 KB of shared memory per SM against 164 KB, 50 MB of L2
  // against 40, 132 SMs against 108: the bf16 4096^3 choice differs.
  GemmProblem p = matmul(4096, 4096, 4096, 16);
  auto choose = [&](const char *name) {
    DeviceModel d = get(name);
    return *searchTiles(p, cantFail(getHierarchyLimits(d)), d,
                        CeilingKind::Spec,
                        d.peakFlops(ComputeClass::BF16_TC, CeilingKind::Spec));
  };
  HierarchicalEstimate a = choose("a100"), h = choose("h100");
  EXPECT_TRUE(a.tile->bm != h.tile->bm || a.tile->bn != h.tile->bn ||
              a.tile->gm != h.tile->gm || a.tile->gn != h.tile->gn ||
              a.tile->kc != h.tile->kc || a.waves != h.waves);
}

TEST(Hierarchy, LowerBoundNeverAboveModeledTraffic) {
  // For every candidate of a few problems, DRAM traffic >= the I/O bound.
  DeviceModel device = get("a100");
  HierarchyLimits limits = cantFail(getHierarchyLimits(device));
  int64_t fast = getFastMemoryBytes(limits, device);
  // A100: 40 MiB L2 + 108 x (192 KiB L1 + 256 KiB registers) = 89,260,032 B.
  EXPECT_EQ(fast, 41943040 + 108 * (196608 + 262144));
  for (GemmProblem p : {matmul(8192, 8192, 8192), matmul(2048, 16384, 1024, 16),
                        matmul(16384, 1024, 16384, 16)}) {
    int64_t bound = gemmIOLowerBound(p, fast);
    EXPECT_GE(bound, gemmCompulsoryBytes(p));
    forEachCandidate(p, limits, [&](const TileConfig &t) {
      std::array<int64_t, kNumMemoryLevels> bytes;
      if (evaluateTile(p, t, limits, bytes))
        EXPECT_GE(bytes[0], bound);
    });
  }
}

TEST(Hierarchy, LowerBoundFormula) {
  // 8192^3 f32 accumulating, S = 89,260,032 B / 4 = 22,315,008 elements:
  // 2 x 8192^3 / sqrt(S) = 1,099,511,627,776 / 4723.88 = 232,756,300
  // elements x 4 B, plus C read and written: 2 x 8192^2 x 4 B.
  GemmProblem p = matmul(8192, 8192, 8192);
  int64_t bound = gemmIOLowerBound(p, 89260032);
  double expected = 2.0 * 8192 * 8192 * 8192 / std::sqrt(22315008.0) * 4 +
                    2.0 * 8192 * 8192 * 4;
  EXPECT_NEAR(static_cast<double>(bound), expected, 1.0);
  EXPECT_NEAR(static_cast<double>(bound), 1.4680e9, 0.0005e9);
}

TEST(Hierarchy, DevicesWithoutCacheFiguresSaySo) {
  // The RTX 4090's catalog entry has no L2 bandwidth figure.
  llvm::Expected<HierarchyLimits> l = getHierarchyLimits(get("rtx-4090"));
  ASSERT_FALSE(l);
  EXPECT_EQ(llvm::toString(l.takeError()),
            "device 'rtx-4090' has no L2 level (memory.l2): the hierarchical "
            "model is off and verdicts use the DRAM-only roofline");
}

} // namespace

namespace {

TEST(Hierarchy, MatrixVectorProductsUseOneRowTilesAndSplitK) {
  // A decode step's 1 x 768 by 768 x 3072 f32 product: a one-row tile, so
  // no padded rows of work; B (9 MiB) crosses DRAM once, which binds:
  // (768 + 768 x 3072 + 3072) x 4 B = 9,452,544 B at 1555 GB/s = 6.08 us.
  GemmProblem p = matmul(1, 3072, 768, 32, /*accumulate=*/false);
  DeviceModel device = get("a100");
  HierarchyLimits limits = cantFail(getHierarchyLimits(device));
  std::optional<HierarchicalEstimate> e = searchTiles(
      p, limits, device, CeilingKind::Spec,
      device.peakFlops(ComputeClass::FP32, CeilingKind::Spec));
  ASSERT_TRUE(e.has_value());
  EXPECT_EQ(e->tile->bm, 1);
  EXPECT_EQ(e->bytes[0], (768 + 768 * 3072 + 3072) * 4);
  EXPECT_EQ(e->binding, Binding::DRAM);
  EXPECT_NEAR(e->levelTime[0], 9452544 / 1555e9, 1e-12);
}

TEST(Hierarchy, SplitKChargesPartialSumsAtL2) {
  // 64 x 64 x 65536 f32 (one output tile, a long K) split 8 ways: each split
  // writes its 64 x 64 partial tile and the reduction reads all 8 back:
  // 2 x 8 x 4096 x 4 B = 262,144 B more at L2 than without the split.
  GemmProblem p = matmul(64, 64, 65536, 32, /*accumulate=*/false);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  TileConfig t;
  t.bm = t.bn = 64;
  t.bk = 32;
  t.kc = 65536;
  std::array<int64_t, kNumMemoryLevels> whole, split;
  ASSERT_TRUE(evaluateTile(p, t, limits, whole));
  t.splitK = 8;
  ASSERT_TRUE(evaluateTile(p, t, limits, split));
  EXPECT_EQ(split[1] - whole[1], 2 * 8 * 4096 * 4);
  EXPECT_EQ(split[0], whole[0]); // the partials stay in L2
}

} // namespace
