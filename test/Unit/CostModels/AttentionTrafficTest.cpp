//===- AttentionTrafficTest.cpp - What a FlashAttention kernel moves ------===//
//
// AttentionGroups.cpp, getAttentionTraffic: FlashAttention-2's forward pass
// reads each query block once and K and V once per query block; the
// re-reads hit L2 when the K and V of the heads in flight fit there
// (docs/model.md 1.8, "Attention"). The device figures it reads: shared
// memory per SM (the query block Br), the SM count (heads in flight) and the
// L2 capacity. A device that gives none of them is one query block per head
// with K and V read once.

#include "CostModelTestSupport.h"

#include "roofline/CostModels/FusionGroups.h"

#include <optional>

using namespace mlir;
using namespace roofline;
using namespace roofline::test;

namespace {

using AttentionTrafficTest = CostModelTest;

// 8 heads (batch x heads), L = S = 128, d = dv = 64, f16: Q, K, V and O are
// 8 x 128 x 64 x 2 B = 131072 B each (test/Analysis/attention.mlir's
// @attention).
const char *kIR = R"mlir(
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @attention(%q: tensor<8x128x64xf16>, %k: tensor<8x128x64xf16>, %v: tensor<8x128x64xf16>) -> tensor<8x128x64xf16> {
  %zero = arith.constant 0.0 : f16
  %e0 = tensor.empty() : tensor<8x128x128xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q, %k : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e2 = tensor.empty() : tensor<8x128x128xf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x128x128xf16>) outs(%e2 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e3 = tensor.empty() : tensor<8x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  return %o : tensor<8x128x64xf16>
}
)mlir";

/// A device with only the figures the attention traffic reads (0: not
/// given).
DeviceModel makeDevice(uint64_t sharedPerSM, unsigned sms, uint64_t l2Bytes) {
  DeviceModel d;
  d.name = "test";
  d.smCount = sms;
  if (sharedPerSM) {
    MemoryLevelModel l1;
    l1.capacityBytes = sharedPerSM;
    l1.capacityPerSM = true;
    l1.sharedMemoryBytesPerSM = sharedPerSM;
    d.memory[static_cast<unsigned>(MemoryLevel::L1)] = l1;
  }
  if (l2Bytes) {
    MemoryLevelModel l2;
    l2.capacityBytes = l2Bytes;
    d.memory[static_cast<unsigned>(MemoryLevel::L2)] = l2;
  }
  return d;
}

/// Checks the blocking and the bytes of `t`: Br, Tr, heads in flight,
/// whether their K and V fit L2 (nullopt: no L2 capacity), L2 and DRAM bytes.
void expectBlocks(const AttentionTraffic &t, int64_t blockRows,
                  int64_t queryBlocks, int64_t headsInFlight,
                  std::optional<bool> kvFitsL2, int64_t l2Bytes,
                  int64_t dramBytes) {
  EXPECT_EQ(t.blockRows, blockRows);
  EXPECT_EQ(t.queryBlocks, queryBlocks);
  EXPECT_EQ(t.headsInFlight, headsInFlight);
  EXPECT_EQ(t.kvFitsL2, kvFitsL2);
  EXPECT_EQ(t.l2Bytes, l2Bytes);
  EXPECT_EQ(t.dramBytes, dramBytes);
}

class AttentionTrafficCases : public AttentionTrafficTest {
protected:
  /// The one attention chain of kIR.
  const AttentionGroup *group() {
    if (!parseAndFind(kIR, "linalg.softmax"))
      return nullptr;
    groups = computeAttentionGroups(*module);
    if (groups.size() != 1) {
      ADD_FAILURE() << "expected one attention chain, got " << groups.size();
      return nullptr;
    }
    return &groups.front();
  }
  std::vector<AttentionGroup> groups;
};

TEST_F(AttentionTrafficCases, TheChainsGeometry) {
  const AttentionGroup *g = group();
  ASSERT_TRUE(g);
  EXPECT_EQ(g->batchHeads, 8);
  EXPECT_EQ(g->queries, 128);
  EXPECT_EQ(g->keys, 128);
  EXPECT_EQ(g->headDim, 64);
  EXPECT_EQ(g->valueDim, 64);
}

// An A100's figures: 167936 B of shared memory per SM = 83968 f16 elements,
// Br = min(ceil(83968 / (4 x 64)), 64) = min(328, 64) = 64, Tr = 128 / 64 =
// 2; heads in flight min(8, ceil(108 / 2)) = 8, their K and V 262144 B fit
// the 40 MiB L2. L2 traffic: Q + O + Tr (K + V) = 262144 + 2 x 262144 =
// 786432 B; DRAM: K and V once, 524288 B (attention.mlir's figures).
TEST_F(AttentionTrafficCases, A100SharedMemorySMsAndL2) {
  const AttentionGroup *g = group();
  ASSERT_TRUE(g);
  AttentionTraffic t = getAttentionTraffic(*g, makeDevice(167936, 108, 41943040));
  EXPECT_EQ(t.queryBytes, 131072);
  EXPECT_EQ(t.keyBytes, 131072);
  EXPECT_EQ(t.valueBytes, 131072);
  EXPECT_EQ(t.outputBytes, 131072);
  EXPECT_EQ(t.otherInputBytes, 0);
  expectBlocks(t, 64, 2, 8, true, 786432, 524288);
}

// No shared memory, no SM count, no L2 given: one query block per head
// (Br 0, Tr 1), every head in flight, nothing known about L2 (K and V read
// once): L2 and DRAM both Q + O + K + V = 524288 B.
TEST_F(AttentionTrafficCases, DeviceWithoutTheFigures) {
  const AttentionGroup *g = group();
  ASSERT_TRUE(g);
  expectBlocks(getAttentionTraffic(*g, makeDevice(0, 0, 0)), 0, 1, 8,
               std::nullopt, 524288, 524288);
}

// A small part: 16384 B of shared memory per SM = 8192 f16 elements, Br =
// min(ceil(8192 / 256), 64) = 32, Tr = 128 / 32 = 4; 4 SMs: heads in
// flight min(8, ceil(4 / 4)) = 1, whose K and V are 262144 / 8 = 32768 B.
// L2 traffic Q + O + 4 (K + V) = 262144 + 4 x 262144 = 1310720 B. With 64
// KiB of L2 they fit: DRAM reads K and V once, 524288 B; with 16 KiB they
// do not: every re-read goes to DRAM, 1310720 B.
TEST_F(AttentionTrafficCases, SmallPartL2DecidesTheRereads) {
  const AttentionGroup *g = group();
  ASSERT_TRUE(g);
  expectBlocks(getAttentionTraffic(*g, makeDevice(16384, 4, 65536)), 32, 4,
               1, true, 1310720, 524288);
  expectBlocks(getAttentionTraffic(*g, makeDevice(16384, 4, 16384)), 32, 4,
               1, false, 1310720, 1310720);
}

} // namespace
