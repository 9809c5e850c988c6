//===- HierarchyTest.cpp - Per-level traffic, tile search, I/O bound ------===//

#include "roofline/Model/GemmTiling.h"

#include "llvm/Support/FormatVariadic.h"

#include <gtest/gtest.h>

#include <string>

#include <cmath>

using namespace roofline;

namespace {

DeviceModel get(llvm::StringRef name) { return cantFail(lookupDevice(name)); }

/// The search's choice for `p` on `device` at the spec peak of `cls`.
std::optional<HierarchicalEstimate> search(const GemmProblem &p,
                                           const DeviceModel &device,
                                           ComputeClass cls) {
  return searchTiles(p, cantFail(getHierarchyLimits(device)), device,
                     CeilingKind::Spec,
                     device.peakFlops(cls, CeilingKind::Spec));
}

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

/// The schedule GivenTileBytesPerLevel derives by hand: block tile
/// 128x128x32, L2 group 8x8 blocks, K in one chunk of 4096.
TileConfig givenTile() {
  TileConfig t;
  t.bm = t.bn = 128;
  t.bk = 32;
  t.gm = t.gn = 8;
  t.kc = 4096;
  return t;
}

TEST(Hierarchy, GivenTileBytesPerLevel) {
  // 4096^3 f32 matmul accumulating into C, block tile 128x128x32, L2 group
  // 8x8 blocks (1024x1024), K in one chunk. Limits: 164 KB shared, 40 MiB L2.
  GemmProblem p = matmul(4096, 4096, 4096);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  TileConfig t = givenTile();
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

TEST(Hierarchy, MemorySideL3SeesTheL2MissesAndKeepsDramCompulsory) {
  // GivenTileBytesPerLevel's schedule on an A100 given a 256 MiB memory-side
  // L3 (an Infinity Cache): the L3 sees what L2 misses, (4 + 4 + 2) x 64 MiB
  // as that test derives; the whole problem, A + B + C = 3 x 64 MiB =
  // 192 MiB, fits 0.9 x 256 MiB = 230.4 MiB, so DRAM moves each operand
  // once and C out: (1 + 1 + 2) x 64 MiB (C is read, accumulated into, and
  // written).
  GemmProblem p = matmul(4096, 4096, 4096);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  limits.l3Bytes = int64_t(256) << 20;
  TileConfig t = givenTile();
  std::array<int64_t, kNumMemoryLevels> bytes;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  const int64_t mat = int64_t(4096) * 4096 * 4;
  EXPECT_EQ(bytes[static_cast<unsigned>(MemoryLevel::L3)], 10 * mat);
  EXPECT_EQ(bytes[static_cast<unsigned>(MemoryLevel::DRAM)], 4 * mat);
  EXPECT_EQ(bytes[static_cast<unsigned>(MemoryLevel::L2)], 66 * mat);
  // A 128 MiB L3 holds 0.9 x 128 = 115.2 MiB < 192 MiB: its reuse of a
  // problem larger than it is not modelled, and DRAM moves what L2 misses.
  limits.l3Bytes = int64_t(128) << 20;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  EXPECT_EQ(bytes[static_cast<unsigned>(MemoryLevel::L3)], 10 * mat);
  EXPECT_EQ(bytes[static_cast<unsigned>(MemoryLevel::DRAM)], 10 * mat);
  // No L3: its bytes stay 0 and DRAM is as before.
  limits.l3Bytes = 0;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  EXPECT_EQ(bytes[static_cast<unsigned>(MemoryLevel::L3)], 0);
  EXPECT_EQ(bytes[static_cast<unsigned>(MemoryLevel::DRAM)], 10 * mat);
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

TEST(Hierarchy, BroadcastOperandStagesOneColumn) {
  // C[m, n] += A[m, k] B[k]: 4096^3 f32 with B broadcast along N (4096
  // elements), block tile 128x128x32, L2 group 8x8 blocks, K whole.
  GemmProblem p = matmul(4096, 4096, 4096);
  p.broadcastB = true;
  p.footprintB = 4096;
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  TileConfig t;
  t.bm = t.bn = 128;
  t.bk = 32;
  t.gm = t.gn = 8;
  t.kc = 4096;
  std::array<int64_t, kNumMemoryLevels> bytes;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  const int64_t mat = int64_t(4096) * 4096 * 4;
  // DRAM: A read 4 times, B (16 KiB) once per group row: 4 x 16,384 B, C
  // read and written.
  EXPECT_EQ(bytes[0], 6 * mat + 4 * 16384);
  // L2: A 32 times; B one column per block: 4096 x 32 x 32 elements =
  // mat / 4; C twice.
  EXPECT_EQ(bytes[1], 34 * mat + mat / 4);
  // L1: + fragments: A m n k / 64 (64 matrices), B m n k / (64 x 64) (one
  // matrix).
  EXPECT_EQ(bytes[2], 34 * mat + mat / 4 + 65 * mat);
}

TEST(Hierarchy, OutputKeptOnChipIsNotStored) {
  // The first test's tile with C neither read (a fused fill) nor stored (a
  // fused epilogue): DRAM A and B 4 times each, L2 32 + 32, L1 + 128.
  GemmProblem p = matmul(4096, 4096, 4096, 32, /*accumulate=*/false);
  p.storeC = false;
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  TileConfig t;
  t.bm = t.bn = 128;
  t.bk = 32;
  t.gm = t.gn = 8;
  t.kc = 4096;
  std::array<int64_t, kNumMemoryLevels> bytes;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  const int64_t mat = int64_t(4096) * 4096 * 4;
  EXPECT_EQ(bytes[0], 8 * mat);
  EXPECT_EQ(bytes[1], 64 * mat);
  EXPECT_EQ(bytes[2], 192 * mat);
  EXPECT_EQ(gemmCompulsoryBytes(p), 2 * mat);
}

TEST(Hierarchy, IRBlockTileIsScheduledNotSearched) {
  // A 256x256x256 block tile (256 KiB of accumulators, over the register
  // budget) that the IR fixed: costed all the same, K whole, no split-K,
  // with the model's L2 group.
  GemmProblem p = matmul(4096, 4096, 4096);
  DeviceModel a100 = get("a100");
  TileConfig block;
  block.bm = block.bn = block.bk = 256;
  std::optional<HierarchicalEstimate> e = scheduleBlockTile(
      p, block, cantFail(getHierarchyLimits(a100)), a100, CeilingKind::Spec,
      a100.peakFlops(ComputeClass::FP32, CeilingKind::Spec));
  ASSERT_TRUE(e && e->tile);
  EXPECT_EQ(e->origin, TilingOrigin::IR);
  EXPECT_EQ(e->tile->bm, 256);
  EXPECT_EQ(e->tile->bn, 256);
  EXPECT_EQ(e->tile->bk, 256);
  EXPECT_EQ(e->tile->kc, 4096);
  EXPECT_EQ(e->tile->splitK, 1);
  // At least the compulsory traffic: A, B once, C read and written.
  EXPECT_GE(e->bytes[0], 4 * int64_t(4096) * 4096 * 4);
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

/// Every candidate of the search space, to check the search against: block
/// tiles, K chunks, power-of-two L2 groups, chunked and wave-resident.
void forEachCandidate(const GemmProblem &p, const HierarchyLimits &limits,
                      llvm::function_ref<void(const TileConfig &)> fn) {
  for (int64_t bm : {16, 32, 64, 128, 256})
    for (int64_t bn : {16, 32, 64, 128, 256})
      for (int64_t bk : {16, 32, 64})
        for (int64_t kc : {p.k, int64_t(64), int64_t(256), int64_t(1024)})
          for (int64_t gm = 1; gm <= 64; gm *= 2)
            for (int64_t gn = 1; gn <= 64; gn *= 2)
              for (bool wave : {false, true}) {
                TileConfig t;
                t.bm = bm;
                t.bn = bn;
                t.bk = bk;
                t.kc = std::min(kc, p.k);
                t.gm = gm;
                t.gn = gn;
                t.waveResident = wave;
                fn(t);
              }
}

class TileSearch : public ::testing::TestWithParam<const char *> {};

TEST_P(TileSearch, ChosenTileFitsAndNoCandidateIsBetter) {
  // The search's objective: the fastest predicted time, where times within
  // kTimeTieTolerance of the fastest tie and ties go to fewer DRAM bytes.
  // So no candidate is more than the tolerance faster than the choice, and
  // none at most as slow as the choice moves fewer DRAM bytes.
  DeviceModel device = get(GetParam());
  HierarchyLimits limits = cantFail(getHierarchyLimits(device));
  for (GemmProblem p : {matmul(4096, 4096, 4096), matmul(1024, 8192, 512, 16),
                        matmul(333, 77, 1000), matmul(8192, 8192, 8192, 16)}) {
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
      timeTile(p, t, limits, device, CeilingKind::Spec, peak, e);
      double time = e.computeTime;
      for (double l : e.levelTime)
        time = std::max(time, l);
      std::string what = llvm::formatv(
          "tile {0}x{1}x{2} group {3}x{4}{5} kc {6}", t.bm, t.bn, t.bk, t.gm,
          t.gn, t.waveResident ? " (wave)" : "", t.kc);
      EXPECT_GE(time, bestTime / (1 + kTimeTieTolerance) * (1 - 1e-12))
          << what << " is faster than the choice beyond the tolerance";
      if (time <= bestTime)
        EXPECT_GE(e.bytes[0], best->bytes[0])
            << what << " is as fast and moves fewer DRAM bytes";
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
    return *search(p, get(name), ComputeClass::BF16_TC);
  };
  HierarchicalEstimate a = choose("a100"), h = choose("h100");
  EXPECT_TRUE(a.tile->bm != h.tile->bm || a.tile->bn != h.tile->bn ||
              a.tile->gm != h.tile->gm || a.tile->gn != h.tile->gn ||
              a.tile->kc != h.tile->kc || a.waves != h.waves);
}

TEST(Hierarchy, LowerBoundNeverAboveModeledTraffic) {
  // For every candidate of a few problems on three devices, DRAM traffic >=
  // both bounds: S = the storage the model reuses across blocks in, and S =
  // all on-chip storage. The V100's accumulator registers (80 x 128 KiB =
  // 10 MiB) outgrow its 6 MiB L2, so there S counts the registers.
  for (const char *name : {"a100", "h100", "v100"}) {
    DeviceModel device = get(name);
    HierarchyLimits limits = cantFail(getHierarchyLimits(device));
    int64_t reuse = getReuseStorageBytes(limits);
    int64_t onChip = getOnChipStorageBytes(limits);
    for (GemmProblem p :
         {matmul(8192, 8192, 8192), matmul(2048, 16384, 1024, 16),
          matmul(16384, 1024, 16384, 16), matmul(16384, 4096, 1024),
          matmul(8192, 8192, 8192, 16, /*accumulate=*/false)}) {
      int64_t bound = gemmIOLowerBound(p, reuse);
      int64_t absolute = gemmIOLowerBound(p, onChip);
      EXPECT_GE(absolute, gemmCompulsoryBytes(p));
      EXPECT_GE(bound, absolute);
      forEachCandidate(p, limits, [&](const TileConfig &t) {
        std::array<int64_t, kNumMemoryLevels> bytes;
        if (evaluateTile(p, t, limits, bytes))
          EXPECT_GE(bytes[0], bound)
              << name << " tile " << t.bm << "x" << t.bn << " group " << t.gm
              << "x" << t.gn << (t.waveResident ? " (wave)" : "") << " kc "
              << t.kc;
      });
    }
  }
}

TEST(Hierarchy, BoundStorage) {
  // A100: L2 41,943,040 B > 108 x 128 KiB = 14,155,776 B of accumulators;
  // on chip 40 MiB + 108 x (192 KiB L1 + 256 KiB registers) = 89,260,032 B.
  HierarchyLimits a100 = cantFail(getHierarchyLimits(get("a100")));
  std::string storage;
  EXPECT_EQ(getReuseStorageBytes(a100, &storage), 41943040);
  EXPECT_EQ(storage, "l2");
  EXPECT_EQ(getOnChipStorageBytes(a100), 41943040 + 108 * (196608 + 262144));
  // V100: 80 x 128 KiB = 10,485,760 B of accumulators > 6 MiB of L2.
  HierarchyLimits v100 = cantFail(getHierarchyLimits(get("v100")));
  EXPECT_EQ(getReuseStorageBytes(v100, &storage), 10485760);
  EXPECT_EQ(storage, "registers");
}

TEST(Hierarchy, LowerBoundFormula) {
  // 8192^3 f32 accumulating, S = the A100's L2, 41,943,040 B. Reads:
  // 2 x 8192^3 x sqrt(4 x 4 x 4 / 41,943,040) - 2 S
  //   = 1,099,511,627,776 x 1.235272e-3 - 83,886,080 = 1,274,302,...;
  // writes: C read and written, 2 x 8192^2 x 4 B = 536,870,912.
  GemmProblem p = matmul(8192, 8192, 8192);
  int64_t bound = gemmIOLowerBound(p, 41943040);
  double expected =
      2.0 * 8192 * 8192 * 8192 * std::sqrt(64.0 / 41943040) - 2.0 * 41943040 +
      2.0 * 8192 * 8192 * 4;
  EXPECT_NEAR(static_cast<double>(bound), expected, 1.0);
  EXPECT_NEAR(static_cast<double>(bound), 1.8112e9, 0.0001e9);
  // In elements this is the 2 m n k / sqrt(S) + 2 m n with S =
  // 10,485,760 f32 elements, less Smith et al.'s 2 S term.
  EXPECT_NEAR(static_cast<double>(bound) / 4,
              2.0 * 8192 * 8192 * 8192 / std::sqrt(10485760.0) -
                  2.0 * 10485760 + 2.0 * 8192 * 8192,
              1.0);
  // bf16 inputs, f32 partial sums and C: sqrt(2 x 2 x 4) = 4 instead of 8,
  // so the reads halve; the writes stay 2 x 8192^2 x 4 B.
  GemmProblem h = matmul(8192, 8192, 8192, 16);
  EXPECT_NEAR(static_cast<double>(gemmIOLowerBound(h, 41943040)),
              2.0 * 8192 * 8192 * 8192 * std::sqrt(16.0 / 41943040) -
                  2.0 * 41943040 + 2.0 * 8192 * 8192 * 4,
              1.0);
  // A small problem: the -2 S term dominates and the bound is the
  // compulsory traffic, 3 x 1024^2 x 4 B + C read back (4 MiB).
  GemmProblem s = matmul(1024, 1024, 1024);
  EXPECT_EQ(gemmIOLowerBound(s, 41943040), 4 * 1024 * 1024 * 4);
}

TEST(Hierarchy, WaveResidentGroupKeepsOnlySlicesInL2) {
  // H100, bf16 16384^3 accumulating into f32 C, block tile 128x256x16 (its
  // 128 KiB of f32 accumulators allow one block per SM), a group of 16x8 blocks (Gm = 2048, Gn = 2048; 128 <= 132
  // SMs resident at once) over the whole K.
  GemmProblem p = matmul(16384, 16384, 16384, 16);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("h100")));
  TileConfig t;
  t.bm = 128;
  t.bn = 256;
  t.bk = 16;
  t.kc = 16384;
  t.gm = 16;
  t.gn = 8;
  std::array<int64_t, kNumMemoryLevels> bytes;
  // Panels kept whole: (2048 + 2048) x 16384 x 2 B = 128 MiB > 0.9 x 50 MiB.
  EXPECT_FALSE(evaluateTile(p, t, limits, bytes));
  // Wave-resident: (2048 + 2048) x 16 x 2 B x 8 slices = 1 MiB fits.
  t.waveResident = true;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  // DRAM: A (512 MiB) read 16384 / 2048 = 8 times, B 8 times, C (1 GiB)
  // read and written: 8 + 8 half-GiB + 2 GiB = 10 GiB.
  EXPECT_EQ(bytes[0], int64_t(10) << 30);
  // 17 x 8 = 136 blocks are more than the 132 that can be resident.
  t.gm = 17;
  EXPECT_FALSE(evaluateTile(p, t, limits, bytes));
  // A K chunk is not wave-resident.
  t.gm = 16;
  t.kc = 4096;
  EXPECT_FALSE(evaluateTile(p, t, limits, bytes));
}

TEST(Hierarchy, SearchPicksGroupsBetweenPowersOfTwo) {
  // A100 f32 16384^3: the chosen L2 group is bounded by L2, not by a fixed
  // list of sizes; the search tries every number of groups, so the group
  // covers the blocks evenly: ceil(blocks / groups) blocks per group.
  GemmProblem p = matmul(16384, 16384, 16384);
  std::optional<HierarchicalEstimate> e =
      search(p, get("a100"), ComputeClass::FP32);
  ASSERT_TRUE(e.has_value());
  int64_t mBlocks = (16384 + e->tile->bm - 1) / e->tile->bm;
  int64_t groups = (mBlocks + e->tile->gm - 1) / e->tile->gm;
  EXPECT_EQ(e->tile->gm, (mBlocks + groups - 1) / groups);
  // And it beats the previous power-of-two-or-1.5x list: 13,958,643,712 B
  // against 15,032,385,536 B (docs/hierarchy-results.md, 2026-12-02).
  EXPECT_LT(e->bytes[0], int64_t(15032385536));
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
  std::optional<HierarchicalEstimate> e =
      search(p, get("a100"), ComputeClass::FP32);
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

namespace {

/// A square GEMM as a framework writes it: C = A B from a zero fill (C not
/// read), on tensor cores unless `simt`. 16-bit inputs write a 16-bit C,
/// f32 (and tf32) inputs an f32 C; partial sums are f32.
GemmProblem squareGemm(int64_t n, unsigned bits, bool tensorCores) {
  GemmProblem p = matmul(n, n, n, bits, /*accumulate=*/false);
  p.bitsC = bits;
  p.tensorCores = tensorCores;
  return p;
}

TEST(Hierarchy, HopperBf16TileTrafficByHand) {
  // 4096^3 bf16 on an H100 (sm_90, tensor cores), block tile 128x256x64,
  // cluster 4x2 (cm 4 blocks along M share each B tile, cn 2 along N each
  // A tile), whole K. mBlocks 32, nBlocks 16.
  GemmProblem p = squareGemm(4096, 16, /*tensorCores=*/true);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("h100")));
  ASSERT_TRUE(limits.hopperGemm);
  TileConfig t;
  t.bm = 128;
  t.bn = 256;
  t.bk = 64;
  t.kc = 4096;
  t.gm = t.gn = 1;
  t.clusterM = 4;
  t.clusterN = 2;
  std::array<int64_t, kNumMemoryLevels> bytes;
  ASSERT_TRUE(evaluateTile(p, t, limits, bytes));
  const int64_t mat = int64_t(4096) * 4096 * 2; // one bf16 matrix: 32 MiB
  // L2: A staged nBlocks = 16 times, / cn 2 = 8 matrices; B staged mBlocks
  // = 32 times, / cm 4 = 8 matrices; C written once: 17 x 32 MiB =
  // 570,425,344 B (before: 16 + 32 + 1 = 49 matrices, 1.64 GB).
  EXPECT_EQ(bytes[1], 17 * mat);
  // L1: A and B as staged into every block's shared memory, undivided
  // (16 + 32 matrices), C once, and the warpgroup reads: a 64 x 256
  // warpgroup tile reads per multiply-add 2/256 B of A and 2/64 B of B:
  // 4096^3 x 2/256 B = 4096^2 x 32 B = 16 matrices of A, 4096^3 x 2/64 B =
  // 64 matrices of B.
  // Total 16 + 32 + 1 + 16 + 64 = 129 matrices = 4,328,521,728 B (with a
  // 64 x 64 warp tile the reads would be 64 + 64 matrices: 177).
  EXPECT_EQ(bytes[2], 129 * mat);
  // The same tile without the cluster, on an A100-style warp tile (no
  // sm_90): 16 + 32 + 1 = 49 matrices at L2, 49 + 64 + 64 = 177 at L1.
  GemmProblem simt = p;
  simt.tensorCores = false;
  TileConfig noCluster = t;
  noCluster.clusterM = noCluster.clusterN = 1;
  ASSERT_TRUE(evaluateTile(simt, noCluster, limits, bytes));
  EXPECT_EQ(bytes[1], 49 * mat);
  EXPECT_EQ(bytes[2], 177 * mat);
  // Clusters are sm_90 tensor-core kernels': refused elsewhere.
  EXPECT_FALSE(evaluateTile(simt, t, limits, bytes));
}

TEST(Hierarchy, HopperLimitsFromArchitecture) {
  // "Hopper GH100, sm_90" in the device files: warpgroup MMA and clusters.
  EXPECT_TRUE(cantFail(getHierarchyLimits(get("h100"))).hopperGemm);
  EXPECT_TRUE(cantFail(getHierarchyLimits(get("h200"))).hopperGemm);
  EXPECT_FALSE(cantFail(getHierarchyLimits(get("a100"))).hopperGemm);
  // Volta (sm_70) has both cache levels in its file but no warpgroup MMA.
  EXPECT_FALSE(cantFail(getHierarchyLimits(get("v100"))).hopperGemm);
  // The B200's file has no L2 level (NVIDIA publishes no Blackwell L2 size
  // for it), so there are no limits to read: the lookup says which field is
  // missing instead of guessing.
  llvm::Expected<HierarchyLimits> b200 =
      getHierarchyLimits(get("b200-sxm-180gb"));
  ASSERT_FALSE(static_cast<bool>(b200));
  EXPECT_NE(llvm::toString(b200.takeError()).find("memory.l2"),
            std::string::npos);
}

TEST(Hierarchy, SquareGemmsAreComputeBound) {
  // Issue 31: square GEMMs of 1024 to 8192 run at the tensor-core (or, in
  // f32 without TF32, the FP32) roof on A100, H100 and H200; no memory
  // level may bind the schedule the search picks. This is the roofline
  // bound at the spec peaks; the verdict a user reads is the limiter of the
  // predicted time, which is compute for every case below (and latency for
  // the tensor-core 1024^3 GEMMs): test/Analysis/square_gemm_verdicts.mlir.
  struct Kind {
    const char *name;
    unsigned bits;
    ComputeClass cls;
    bool tensorCores;
  };
  const Kind kinds[] = {{"f16", 16, ComputeClass::FP16_TC, true},
                        {"bf16", 16, ComputeClass::BF16_TC, true},
                        {"tf32", 32, ComputeClass::TF32_TC, true},
                        {"f32", 32, ComputeClass::FP32, false}};
  // Not the tensor-core 1024^3 GEMMs: at 1024 every schedule that fills
  // the SMs either pads its last wave or stores partial sums (split-K,
  // stream-K), whose bytes bind L2 or L1 in the model; measured, such a
  // kernel is far from the roof too (XLA's sm_90 table: 9.09 us of CUPTI
  // kernel time for bf16 1024^3 on an H100, 24% of its 2.17 us at peak;
  // bench/validation/measurements.csv row h100_xla_bf16_b1x1024x1024x1024).
  for (const char *device : {"a100-sxm4-40gb", "h100-sxm5-80gb",
                             "h200-sxm-141gb"})
    for (int64_t n : {1024, 2048, 4096, 8192})
      for (const Kind &kind : kinds) {
        if (n == 1024 && kind.tensorCores)
          continue;
        // Still bound by a memory level without stream-K schedules (which
        // the search no longer chooses: they raised the cross-validated
        // error, GemmTiling.cpp kChooseStreamK), each within 5% of its
        // compute time: A100 64x128 tiles at 4096 (L2 451 us against 441 us
        // of compute in 16 bits), Hopper TF32 at 4096 and 8192 (L1 0.1-0.5%
        // over compute). Issue 31 stays open for them.
        std::string key = std::string(device) + " " + std::to_string(n) +
                          " " + kind.name;
        bool knownMemoryBound =
            key == "a100-sxm4-40gb 4096 f16" ||
            key == "a100-sxm4-40gb 4096 bf16" ||
            key == "a100-sxm4-40gb 4096 tf32" ||
            key == "h100-sxm5-80gb 4096 tf32" ||
            key == "h100-sxm5-80gb 8192 tf32" ||
            key == "h200-sxm-141gb 4096 tf32";
        GemmProblem p = squareGemm(n, kind.bits, kind.tensorCores);
        std::optional<HierarchicalEstimate> e =
            search(p, get(device), kind.cls);
        ASSERT_TRUE(e.has_value());
        if (knownMemoryBound) {
          EXPECT_NE(e->binding, Binding::Compute) << key << ": now "
              "compute-bound: drop it from the known exceptions";
          EXPECT_LT(e->levelTime[1] > e->levelTime[2] ? e->levelTime[1]
                                                      : e->levelTime[2],
                    1.05 * e->computeTime)
              << key;
          continue;
        }
        EXPECT_EQ(e->binding, Binding::Compute)
            << device << " " << n << "^3 " << kind.name << ": tile "
            << e->tile->bm << "x" << e->tile->bn << "x" << e->tile->bk
            << " split " << e->tile->splitK << " stream-K "
            << e->tile->streamK << " cluster " << e->tile->clusterM << "x"
            << e->tile->clusterN << ", compute " << e->computeTime
            << " s, dram " << e->levelTime[0] << " l2 " << e->levelTime[1]
            << " l1 " << e->levelTime[2];
      }
}

TEST(Hierarchy, SplitKSumsInOneBufferInL2) {
  // A 1568 x 512 x 4608 f32 GEMM (a batch-32 ResNet-18 layer4 3x3
  // convolution's shape as a GEMM: 32 x 7 x 7 pixels, 512 channels, 512 x
  // 3 x 3) split 32 ways on an A100. The sum buffer is 1568 x 512 x 4 B =
  // 3,211,264 B, which fits L2 (0.9 x 40 MiB): DRAM moves what the unsplit
  // schedule moves, and L2 carries the 2 x 32 x 3,211,264 = 205,520,896 B
  // of partial sums (32 buffers, 103 MB, would not fit: before, DRAM was
  // charged them too).
  GemmProblem p = matmul(1568, 512, 4608, 32, /*accumulate=*/false);
  HierarchyLimits limits = cantFail(getHierarchyLimits(get("a100")));
  TileConfig t;
  t.bm = t.bn = 128;
  t.bk = 32;
  t.kc = 4608;
  std::array<int64_t, kNumMemoryLevels> whole, split;
  ASSERT_TRUE(evaluateTile(p, t, limits, whole));
  t.splitK = 32;
  ASSERT_TRUE(evaluateTile(p, t, limits, split));
  EXPECT_EQ(split[0], whole[0]);
  EXPECT_EQ(split[1] - whole[1], int64_t(2) * 32 * 1568 * 512 * 4);
}

TEST(Hierarchy, StreamKFillsTheLastWave) {
  // 2048^3 bf16 on an A100 (108 SMs), tile 128x256x32: 16 x 8 = 128 tiles,
  // 2 waves of which the second is 20/108 full. Data-parallel compute:
  // 2 x 2 x 128 x 256 x 2048 FLOPs / (312 TFLOP/s / 108). Stream-K: 128 x
  // 2048/32 = 8192 K iterations over 108 SMs, ceil = 76 per SM: 76 x 2 x
  // 128 x 256 x 32 / (312e12 / 108), and 2 x 108 x 128 x 256 x 4 B =
  // 28,311,552 B of partial tiles at L2 and L1.
  GemmProblem p = squareGemm(2048, 16, /*tensorCores=*/true);
  DeviceModel device = get("a100");
  HierarchyLimits limits = cantFail(getHierarchyLimits(device));
  double peak = device.peakFlops(ComputeClass::BF16_TC, CeilingKind::Spec);
  ASSERT_EQ(peak, 312e12);
  TileConfig t;
  t.bm = 128;
  t.bn = 256;
  t.bk = 32;
  t.kc = 2048;
  HierarchicalEstimate dp, sk;
  ASSERT_TRUE(evaluateTile(p, t, limits, dp.bytes));
  timeTile(p, t, limits, device, CeilingKind::Spec, peak, dp);
  t.streamK = true;
  ASSERT_TRUE(evaluateTile(p, t, limits, sk.bytes));
  timeTile(p, t, limits, device, CeilingKind::Spec, peak, sk);
  EXPECT_NEAR(dp.computeTime, 2.0 * 2 * 128 * 256 * 2048 / (312e12 / 108),
              1e-15);
  EXPECT_NEAR(sk.computeTime, 76.0 * 2 * 128 * 256 * 32 / (312e12 / 108),
              1e-15);
  EXPECT_EQ(sk.bytes[1] - dp.bytes[1], 2 * 108 * 128 * 256 * 4);
  EXPECT_EQ(sk.bytes[2] - dp.bytes[2], 2 * 108 * 128 * 256 * 4);
  EXPECT_EQ(sk.bytes[0], dp.bytes[0]);
}

} // namespace

namespace {

/// The tile model's view of a B200 (sm_100): its SMs, 228 KiB of shared
/// memory and 256 KiB L1 per SM (its l1 level), the 126.5 MiB L2 its notes
/// record (the driver's 'L2 Cache Size: 126.50 MB'; the file has no l2
/// level, as no L2 bandwidth was read), and its 256 KiB of tensor memory.
HierarchyLimits blackwellLimits(const DeviceModel &b200) {
  HierarchyLimits l;
  l.smCount = b200.smCount;
  l.sharedBytesPerSM = b200.getSharedMemoryBytesPerSM();
  l.l1BytesPerSM = b200.getMemory(MemoryLevel::L1)->capacityBytes;
  l.l2Bytes = 132644864; // 126.5 MiB
  l.tensorMemoryBytesPerSM = b200.tensorMemoryPerSM;
  return l;
}

TEST(Hierarchy, BlackwellAccumulatesInTensorMemory) {
  DeviceModel b200 = get("b200-sxm-180gb");
  HierarchyLimits tmem = blackwellLimits(b200);
  ASSERT_EQ(tmem.tensorMemoryBytesPerSM, 128 * 512 * 4);
  // The same SM with its accumulators in registers, as on every SM before
  // sm_100 (HierarchyLimits::accumulatorBytesPerSM, 128 KiB).
  HierarchyLimits regs = tmem;
  regs.tensorMemoryBytesPerSM = 0;
  GemmProblem p = squareGemm(8192, 16, /*tensorCores=*/true);
  TileConfig t;
  t.bm = t.bn = 256;
  t.bk = 64;
  t.kc = 8192;
  std::array<int64_t, kNumMemoryLevels> bytes;
  // A 256 x 256 f32 accumulator tile is 256 x 256 x 4 B = 256 KiB: twice
  // the register budget, exactly the tensor memory. Its staged slices,
  // 2 x (256 x 64 + 64 x 256) x 2 B = 128 KiB, fit 228 KiB of shared memory.
  EXPECT_FALSE(evaluateTile(p, t, regs, bytes));
  EXPECT_TRUE(evaluateTile(p, t, tmem, bytes));
  // Tensor memory holds tcgen05 accumulators only: the same tile on the
  // FP32 units keeps its accumulators in registers and does not fit.
  GemmProblem simt = p;
  simt.tensorCores = false;
  EXPECT_FALSE(evaluateTile(simt, t, tmem, bytes));
  // The H100 (sm_90) has no tensor memory: its largest accumulator tile is
  // 128 KiB (128 x 256), whatever the search.
  HierarchyLimits h100 = cantFail(getHierarchyLimits(get("h100")));
  EXPECT_EQ(h100.tensorMemoryBytesPerSM, 0);
  EXPECT_FALSE(evaluateTile(p, t, h100, bytes));
}

TEST(Hierarchy, BlackwellTileChoiceUsesTensorMemory) {
  DeviceModel b200 = get("b200-sxm-180gb");
  HierarchyLimits tmem = blackwellLimits(b200);
  HierarchyLimits regs = tmem;
  regs.tensorMemoryBytesPerSM = 0;
  GemmProblem p = squareGemm(8192, 16, /*tensorCores=*/true);
  double peak = b200.peakFlops(ComputeClass::BF16_TC, CeilingKind::Spec);
  HierarchicalEstimate withTmem =
      *searchTiles(p, tmem, b200, CeilingKind::Spec, peak);
  HierarchicalEstimate withRegs =
      *searchTiles(p, regs, b200, CeilingKind::Spec, peak);
  // 8192^3 bf16 on the B200's 148 SMs: both choices run ceil(blocks / 148)
  // full tiles per SM, 7 of 256 x 256 or 14 of 128 x 256, the same compute
  // time, and move the same DRAM bytes (A and B once, 256 MiB, C once, 128
  // MiB: 768 MiB). What differs is the traffic into shared memory, which
  // binds on this device (no L2 bandwidth is described, and the l1 level's
  // 37509 GB/s is the slowest):
  //   L1 = A staged ceil(n/bn) times + B staged ceil(m/bm) times
  //        + warp fragments m n k (1/64 + 1/64) x 2 B + C (bf16)
  //   256 x 256: (32 + 32) x 128 MiB + 32 GiB + 128 MiB = 43083890688 B
  //   128 x 256: (32 + 64) x 128 MiB + 32 GiB + 128 MiB = 47378857984 B
  // With its accumulators in tensor memory the 256 x 256 tile (256 KiB of
  // f32) is allowed; in 128 KiB of registers it is not.
  const int64_t mat = int64_t(8192) * 8192 * 2; // one bf16 matrix: 128 MiB
  const int64_t fragments = int64_t(8192) * 8192 * 8192 / 16; // 32 GiB
  EXPECT_EQ(withTmem.tile->bm, 256);
  EXPECT_EQ(withTmem.tile->bn, 256);
  EXPECT_EQ(withTmem.bytes[2], 64 * mat + fragments + mat);
  EXPECT_EQ(withRegs.tile->bm * withRegs.tile->bn, 128 * 256);
  EXPECT_EQ(withRegs.bytes[2], 96 * mat + fragments + mat);
  EXPECT_EQ(withTmem.bytes[0], 6 * mat);
  EXPECT_EQ(withRegs.bytes[0], 6 * mat);
  EXPECT_DOUBLE_EQ(withTmem.computeTime, withRegs.computeTime);
  // 43083890688 B / 37509 GB/s = 1.1486 ms against 47378857984 B: 1.2631 ms.
  EXPECT_NEAR(withTmem.levelTime[2], 43083890688.0 / 37509e9, 1e-12);
  EXPECT_LT(withTmem.levelTime[2], withRegs.levelTime[2]);
}

TEST(Hierarchy, InstinctTilesFitTheLds) {
  // The MI300X's file gives its 64 KiB LDS as shared_memory_bytes_per_sm
  // (no l1 level). The hierarchical model needs an l2 level too; where the
  // file has none, the test gives it one (a made-up 4 MiB at 10 TB/s: only
  // the shared memory is under test here).
  DeviceModel mi = get("mi300x");
  if (!mi.getMemory(MemoryLevel::L2)) {
    MemoryLevelModel l2;
    l2.bandwidth.spec = 10e12;
    l2.capacityBytes = 4 << 20;
    mi.memory[static_cast<unsigned>(MemoryLevel::L2)] = l2;
  }
  HierarchyLimits limits = cantFail(getHierarchyLimits(mi));
  EXPECT_EQ(limits.sharedBytesPerSM, 65536);
  EXPECT_EQ(limits.l1BytesPerSM, 65536);
  EXPECT_EQ(limits.smCount, 304);
  EXPECT_FALSE(limits.hopperGemm);
  EXPECT_EQ(limits.tensorMemoryBytesPerSM, 0);
  // A 128 x 256 x 64 bf16 tile stages 2 x (128 x 64 + 64 x 256) x 2 B = 96
  // KiB: it fits an H100's 228 KiB, not the 64 KiB LDS.
  GemmProblem p = squareGemm(4096, 16, /*tensorCores=*/true);
  TileConfig t;
  t.bm = 128;
  t.bn = 256;
  t.bk = 64;
  t.kc = 4096;
  std::array<int64_t, kNumMemoryLevels> bytes;
  EXPECT_FALSE(evaluateTile(p, t, limits, bytes));
  HierarchyLimits h100 = cantFail(getHierarchyLimits(get("h100")));
  EXPECT_TRUE(evaluateTile(p, t, h100, bytes));
  // 128 x 128 x 64 stages 2 x (128 + 128) x 64 x 2 B = 64 KiB: it fits.
  t.bn = 128;
  EXPECT_TRUE(evaluateTile(p, t, limits, bytes));
  // Whatever the search chooses stages at most 64 KiB.
  HierarchicalEstimate e =
      *searchTiles(p, limits, mi, CeilingKind::Spec,
                   mi.peakFlops(ComputeClass::BF16_TC, CeilingKind::Spec));
  const TileConfig &c = *e.tile;
  EXPECT_LE(c.stages * (c.bm * c.bk + c.bk * c.bn) * 2, 65536);
}

} // namespace
