//===- GemmTiling.h - Traffic at L1/shared, L2 and DRAM from tiling -*- C++ -*-===//
//
// The hierarchical roofline (Yang, Kurth and Williams, 2020), predicted
// statically: what a tiled kernel moves at each memory level, the tile that
// minimizes the predicted time on a device, and the I/O lower bound the DRAM
// traffic of a matmul can never beat (Hong and Kung 1981; Kwasniewski et al.,
// SC'19). docs/model.md, section 4, has every formula.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_GEMMTILING_H
#define ROOFLINE_MODEL_GEMMTILING_H

#include "roofline/Model/OpCost.h"
#include "roofline/Device/DeviceModel.h"

#include <array>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

namespace roofline {

/// A contraction seen as (batched) GEMM: C[b, m, n] (+)= A[b, m, k] B[b, k, n].
/// Convolutions are implicit GEMMs: m = output pixels, n = output channels,
/// k = input channels x window.
struct GemmProblem {
  int64_t batch = 1, m = 0, n = 0, k = 0;
  unsigned bitsA = 32, bitsB = 32, bitsC = 32;
  /// Accumulator width: f32 for floating-point, i32 for integer inputs.
  unsigned bitsAcc = 32;
  /// The output is read as well as written (accumulation into its init).
  bool accumulate = false;
  /// Elements of A and B that exist (compulsory footprints). For a matmul
  /// batch*m*k and batch*k*n; for a convolution the input tensor, which is
  /// smaller than its im2col matrix batch*m*k.
  int64_t footprintA = 0, footprintB = 0;
  /// Floating-point operations per multiply-accumulate (2).
  int64_t flopsPerMAC = 2;
  /// A matmul proper (not a convolution): the I/O lower bound applies.
  bool isMatmul = true;
  /// A broadcast operand: A indexes no M loop (the same row for every
  /// output row), B no N loop (C[m, n] = sum_k A[m, k] B[k]). A block tile
  /// then stages one row of A (or column of B) per K slice, not bm (bn);
  /// footprintA (B) is the operand's real size.
  bool broadcastA = false, broadcastB = false;
  /// Whether A and B are loaded from memory and C stored to it. False where
  /// a producer (consumer) fused in the same kernel hands the tile over on
  /// chip (docs/model.md 1.5): that operand then moves neither DRAM nor L2.
  bool loadA = true, loadB = true, storeC = true;
  /// The op runs on tensor cores (its ceiling class is a *_tc one). On a
  /// device with warpgroup MMA and thread block clusters (sm_90) such a GEMM
  /// reads its operands the way Hopper kernels do (docs/model.md 4.2).
  bool tensorCores = false;
};

/// Every field of `p`, as references (TileSearchCache's key). A field added
/// to GemmProblem goes here too: TileSearchCache.cpp fails to compile until
/// it does.
inline auto tieFields(const GemmProblem &p) {
  return std::tie(p.batch, p.m, p.n, p.k, p.bitsA, p.bitsB, p.bitsC,
                  p.bitsAcc, p.accumulate, p.footprintA, p.footprintB,
                  p.flopsPerMAC, p.isMatmul, p.broadcastA, p.broadcastB,
                  p.loadA, p.loadB, p.storeC, p.tensorCores);
}

/// A two-level tiling of a GEMM on a GPU.
struct TileConfig {
  /// Block tile (one thread block, staged in shared memory): bm x bn of C,
  /// bk-deep K slices, `stages` buffers (2 = double buffering).
  int64_t bm = 0, bn = 0, bk = 0, stages = 2;
  /// L2 group: gm x gn blocks whose A and B panels are reused from L2.
  int64_t gm = 1, gn = 1;
  /// K chunk over which a group's panels stay in L2; kc < k keeps the
  /// group's partial sums in L2 between chunks.
  int64_t kc = 0;
  /// Blocks resident per SM (shared memory and register limits).
  int64_t blocksPerSM = 1;
  /// Split-K: K divided among this many blocks per output tile, whose
  /// partial sums are reduced through L2. For GEMMs with too few output
  /// tiles to fill the SMs (a decode step's matrix-vector products).
  int64_t splitK = 1;
  /// Wave-resident group: the gm x gn blocks run at once (gm gn <= SMs x
  /// blocksPerSM) over the whole K, in step, so L2 holds only the K slices
  /// they have in flight (kWaveWindowSlices of bk) instead of whole panels.
  /// This is the reuse rasterized GEMM kernels (CUTLASS's threadblock
  /// swizzle) get from L2 without keeping partial sums there.
  bool waveResident = false;
  /// Thread block cluster (sm_90 tensor-core GEMMs): clusterM x clusterN
  /// blocks whose TMA loads are multicast, so the cluster's blocks along N
  /// share one L2 read of their A tile and those along M one of their B
  /// tile. 1 x 1 elsewhere.
  int64_t clusterM = 1, clusterN = 1;
  /// Stream-K: the K iterations of all output tiles are divided evenly
  /// among the SMs (no partial last wave), and a tile split between two SMs
  /// has its partial sums fixed up through L2 (Osama et al., PPoPP 2023;
  /// CUTLASS's GemmUniversal stream-K kernels).
  bool streamK = false;
};

/// K slices of the group's A and B panels a wave-resident group keeps in L2:
/// each block double-buffers bk slices in shared memory, and blocks of one
/// wave drift apart by a few slices; eight covers both.
constexpr int64_t kWaveWindowSlices = 8;

/// Most blocks in one thread block cluster the search tries (sm_90): the
/// 4 x 2 cluster of CUTLASS's Hopper example 48
/// (NVIDIA/cutlass@18422531ddc471e6bc060a690eb22d50f1836b12,
/// examples/48_hopper_warp_specialized_gemm, `ClusterShape`).
constexpr int64_t kMaxClusterBlocks = 8;

/// Columns of a Hopper warpgroup MMA tile: wgmma.mma_async is m64nNk* with
/// N up to 256 (CUTLASS's SM90_64x256x16_F32BF16BF16_SS,
/// include/cute/atom/mma_traits_sm90_gmma.hpp).
constexpr int64_t kWarpgroupTileM = 64, kWarpgroupMaxN = 256;

/// Predicted times within this fraction of the fastest are ties, broken by
/// fewer DRAM bytes: the wave-quantised time resolves differences far finer
/// than the model's accuracy, and of two equally fast schedules the one
/// moving less DRAM leaves bandwidth to concurrent work.
constexpr double kTimeTieTolerance = 0.01;

// TilingOrigin, Binding, Bound and OpKind come from ModelEnums.td (through
// OpCost.h).

/// The binding of a memory level.
constexpr Binding bindingOf(MemoryLevel level) {
  switch (level) {
  case MemoryLevel::DRAM:
    return Binding::DRAM;
  case MemoryLevel::L3:
    return Binding::L3;
  case MemoryLevel::L2:
    return Binding::L2;
  case MemoryLevel::L1:
    return Binding::L1;
  }
  return Binding::None;
}

/// The hierarchical estimate of one op.
struct HierarchicalEstimate {
  TilingOrigin origin = TilingOrigin::Compulsory;
  std::optional<TileConfig> tile;
  /// Bytes moved DRAM<->L2 (DRAM<->L3 where the device has a memory-side
  /// L3), L2<->L1/shared, L1/shared<->registers, and L3<->L2.
  std::array<int64_t, kNumMemoryLevels> bytes = {};
  /// Compute time with wave quantisation and padded partial tiles.
  double computeTime = 0;
  std::array<double, kNumMemoryLevels> levelTime = {};
  Binding binding = Binding::None;
  /// Waves of blocks over the SMs and the fraction of the last one used.
  int64_t waves = 0;
  double lastWaveFill = 0;
  /// I/O lower bound of the DRAM traffic in bytes (GEMMs only), with S the
  /// storage the model's schedules reuse data in across thread blocks
  /// (getReuseStorageBytes), and the ratio of the modeled DRAM traffic to it.
  std::optional<int64_t> lowerBoundBytes;
  std::optional<double> lowerBoundRatio;
  /// Which storage that S is: "l2" or "registers".
  std::string lowerBoundStorage;
  /// The same bound with S = every byte of on-chip storage
  /// (getOnChipStorageBytes): no schedule at all can move less.
  std::optional<int64_t> onChipLowerBoundBytes;
  std::optional<double> onChipLowerBoundRatio;
  std::string note;
};

/// Bytes at each level over that level's bandwidth (0 for levels the device
/// does not describe).
std::array<double, kNumMemoryLevels>
getLevelTimes(const std::array<int64_t, kNumMemoryLevels> &bytes,
              const DeviceModel &device, CeilingKind ceilings);

/// What binds: compute, or the level with the largest time when it exceeds
/// the compute time. `worst` receives the binding time.
Binding pickBinding(double computeTime,
                    const std::array<double, kNumMemoryLevels> &levelTime,
                    double &worst);

/// The same with the launch overhead: `Launch` when `launchTime` exceeds
/// compute and every level's time (ties go to the work), else as above.
/// `worst` receives the slowest work term, max(compute, every level); the
/// op's time is worst + launchTime.
Binding pickBinding(double computeTime,
                    const std::array<double, kNumMemoryLevels> &levelTime,
                    double launchTime, double &worst);

/// The bound a binding implies: Launch, Compute, Interconnect, or Memory for
/// a level.
constexpr Bound boundOf(Binding binding) {
  switch (binding) {
  case Binding::Compute:
    return Bound::Compute;
  case Binding::Launch:
    return Bound::Launch;
  case Binding::Interconnect:
    return Bound::Interconnect;
  case Binding::None:
    return Bound::None;
  default:
    return Bound::Memory;
  }
}

/// The device figures the hierarchical model needs, or an error naming the
/// missing one (the analysis then keeps the DRAM-only roofline and says so).
struct HierarchyLimits {
  int64_t smCount = 0;
  int64_t sharedBytesPerSM = 0;
  int64_t l2Bytes = 0;
  /// L1/shared capacity per SM (the whole configurable array).
  int64_t l1BytesPerSM = 0;
  /// Register file per SM: 64K 32-bit registers on every NVIDIA SM since
  /// Kepler.
  int64_t registerBytesPerSM = 256 * 1024;
  /// Accumulator register budget per SM: half of the 256 KB register file
  /// every NVIDIA SM since Kepler has.
  int64_t accumulatorBytesPerSM = 128 * 1024;
  /// Capacity of a memory-side cache between L2 and DRAM (AMD's Infinity
  /// Cache; memory.l3), 0 where the device has none.
  int64_t l3Bytes = 0;
  /// Share of L2 a group's working set may use (the rest holds the output
  /// stream and other data).
  double l2Usable = 0.9;
  /// sm_90 (Hopper): tensor-core GEMMs use warpgroup MMA, which reads its
  /// operands from shared memory in 64 x N warpgroup tiles, and thread
  /// block clusters with TMA multicast (getHierarchyLimits reads it from the
  /// device's architecture string).
  bool hopperGemm = false;
  /// Tensor memory per SM (sm_100 TMEM, the device's
  /// tensor_memory_bytes_per_sm; 0: none): a tensor-core GEMM's accumulator
  /// tile lives there instead of registers, so it bounds that tile in
  /// place of accumulatorBytesPerSM.
  int64_t tensorMemoryBytesPerSM = 0;
};
/// Every field of `l`, as references (see tieFields(GemmProblem)).
inline auto tieFields(const HierarchyLimits &l) {
  return std::tie(l.smCount, l.sharedBytesPerSM, l.l2Bytes, l.l1BytesPerSM,
                  l.registerBytesPerSM, l.accumulatorBytesPerSM, l.l3Bytes,
                  l.l2Usable, l.hopperGemm, l.tensorMemoryBytesPerSM);
}

/// The values of tieFields, as a key holds them.
template <typename... T>
std::tuple<std::decay_t<T>...> fieldValues(std::tuple<T &...>);
using GemmProblemFields =
    decltype(fieldValues(tieFields(std::declval<const GemmProblem &>())));
using HierarchyLimitsFields =
    decltype(fieldValues(tieFields(std::declval<const HierarchyLimits &>())));

llvm::Expected<HierarchyLimits> getHierarchyLimits(const DeviceModel &device);

/// Bytes per level and the working sets of `tile` on `problem`; false when the
/// tile does not fit the device (shared memory, registers or L2). With
/// `checkBlock` false the block tile's shared memory and registers are not
/// checked (a tile the IR fixed), the L2 group's working set still is.
bool evaluateTile(const GemmProblem &problem, const TileConfig &tile,
                  const HierarchyLimits &limits,
                  std::array<int64_t, kNumMemoryLevels> &bytes,
                  bool checkBlock = true);

/// Predicted time of `tile`: max(compute with wave quantisation, bytes at
/// each level / that level's bandwidth). Fills `estimate`.
void timeTile(const GemmProblem &problem, const TileConfig &tile,
              const HierarchyLimits &limits, const DeviceModel &device,
              CeilingKind ceilings, double peakFlops,
              HierarchicalEstimate &estimate);

/// The schedule of a block tile the IR fixed (an op on slices inside tiling
/// loops, `blockTile`'s bm x bn x bk): the block tile is not searched, K is
/// whole within a block (the IR carries the accumulator through its K loop:
/// no K chunks, no split-K), and the L2 group (the launch's rasterization,
/// which the IR does not state) is searched as for a model-chosen tile. A
/// tile larger than one block's shared memory or accumulator registers is
/// costed all the same (the IR chose it). None only for an empty problem.
std::optional<HierarchicalEstimate>
scheduleBlockTile(const GemmProblem &problem, const TileConfig &blockTile,
                  const HierarchyLimits &limits, const DeviceModel &device,
                  CeilingKind ceilings, double peakFlops);

/// Searches block tiles, L2 groups (chunked or wave-resident) and K chunks
/// for the fastest predicted time; times within kTimeTieTolerance of the
/// fastest tie, and ties go to fewer DRAM bytes, then the faster, then fewer
/// L2 bytes.
std::optional<HierarchicalEstimate>
searchTiles(const GemmProblem &problem, const HierarchyLimits &limits,
            const DeviceModel &device, CeilingKind ceilings, double peakFlops);

/// The I/O lower bound on DRAM traffic in bytes, with S bytes of fast memory
/// (Smith et al. 2017; Kwasniewski et al. SC'19), in bytes rather than
/// elements (docs/model.md 4.4):
///   Q >= 2 b m n k sqrt(wA wB wAcc / S) - 2 S + b m n wC (x2 accumulating)
/// where wA, wB, wC are the operands' element sizes and wAcc the partial
/// sums' (f32 for floating point). Never below the compulsory traffic.
int64_t gemmIOLowerBound(const GemmProblem &problem, int64_t fastBytes);

/// S for the bound the goal is measured against: the largest store the
/// model's schedules reuse data in across thread blocks, the L2 or (where
/// larger, as on a V100) the accumulator registers of all SMs together.
/// `storage` receives "l2" or "registers".
int64_t getReuseStorageBytes(const HierarchyLimits &limits,
                             std::string *storage = nullptr);

/// S for the absolute bound: L2, all SMs' L1/shared memory, register files
/// and tensor memory. No schedule of any kind can beat a bound with this S.
int64_t getOnChipStorageBytes(const HierarchyLimits &limits);

/// Compulsory bytes of a GEMM: each element of A, B and C moved once (C
/// twice when accumulating); operands kept on chip (loadA, loadB, storeC
/// false) move nothing.
int64_t gemmCompulsoryBytes(const GemmProblem &problem);

} // namespace roofline

#endif // ROOFLINE_MODEL_GEMMTILING_H
