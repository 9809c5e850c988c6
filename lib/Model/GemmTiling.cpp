//===- GemmTiling.cpp - Per-level traffic of a tiled GEMM -----------------===//
//
// The traffic a tiled GEMM moves at each level (docs/model.md, section 4):
//
//  block tile bm x bn, K in bk slices, staged in shared memory:
//    L2 -> SM   A: b m k ceil(n/bn)   B: b k n ceil(m/bm)
//               (a broadcast A: b k ceil(m/bm) ceil(n/bn), one row per
//               block; a broadcast B likewise one column)
//               C: b m n (accumulate + store), plus 2 b m n per extra K
//               chunk (partial sums stored to and reloaded from L2)
//    smem -> registers (L1 level): the block tiles written into shared
//               memory plus warp-tile fragment reads b m n k (1/wn + 1/wm)
//               with a 64 x 64 warp tile (or the block tile if smaller);
//               a broadcast operand's term is b m n k / (wm wn). A Hopper
//               tensor-core GEMM's warpgroup tile is 64 x min(bn, 256).
//    Hopper tensor-core GEMMs run in clusters of cm x cn blocks whose TMA
//    loads are multicast: A's L2 reads divide by cn, B's by cm.
//    Split-K sums in one output-sized buffer in L2 (serial split-K):
//    2 s b m n at L2, DRAM only when that buffer does not fit. Stream-K:
//    2 SMs bm bn of partial tiles at L2, compute with no partial wave.
//  An operand kept on chip by a fused producer or consumer (loadA, loadB,
//  storeC false) moves nothing at L2 and DRAM.
//  L2 group of gm x gn blocks, Gm = gm bm, Gn = gn bn, K in kc chunks:
//    DRAM -> L2 A: footprint(A) ceil(n/Gn)   B: footprint(B) ceil(m/Gm)
//               C: b m n (accumulate + store)
//    when the group's working set
//      Gm kc bytes(A) + kc Gn bytes(B) (+ Gm Gn bytes(acc) if kc < k)
//    fits the usable L2; every operand fits L2 together: compulsory traffic.
//  Wave-resident group (gm gn <= resident blocks, whole K, accumulators in
//    registers): the same DRAM formula, with the working set
//      (Gm bytes(A) + Gn bytes(B)) bk kWaveWindowSlices
//    (the slices the group's blocks have in flight).
//  compute: the busiest SM runs ceil(blocks / SMs) full tiles at peak / SMs:
//    ceil(blocks / SMs) x 2 bm bn k / (peak / SMs); partial tiles and the
//    partial last wave cost as much as full ones.
//
//===----------------------------------------------------------------------===//

#include "roofline/Model/GemmTiling.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <vector>
#include <tuple>

using namespace roofline;

#include "roofline/Model/ModelEnums.cpp.inc"

namespace {
/// The NN of "sm_NN" in the device's architecture string ("Hopper GH100,
/// sm_90"), or 0 when it names none.
unsigned getSMVersion(const DeviceModel &device) {
  llvm::StringRef arch = device.architecture;
  size_t at = arch.find("sm_");
  unsigned version = 0;
  if (at == llvm::StringRef::npos)
    return 0;
  arch.substr(at + 3)
      .take_while([](char c) { return c >= '0' && c <= '9'; })
      .getAsInteger(10, version);
  return version;
}
} // namespace

llvm::Expected<HierarchyLimits>
roofline::getHierarchyLimits(const DeviceModel &device) {
  auto missing = [&](llvm::StringRef what) {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("device '{0}' has no {1}: the hierarchical model is "
                      "off and verdicts use the DRAM-only roofline",
                      device.name, what));
  };
  const auto &l2 = device.getMemory(MemoryLevel::L2);
  const auto &l1 = device.getMemory(MemoryLevel::L1);
  if (!l2)
    return missing("L2 level (memory.l2)");
  if (l2->capacityBytes == 0)
    return missing("L2 capacity (memory.l2.capacity_bytes)");
  // Shared memory bounds a block's staged slices: memory.l1's, or, on a
  // device without an L1 level (AMD Instinct: no L1/LDS bandwidth is
  // published), the shared_memory_bytes_per_sm field (the LDS).
  uint64_t shared = device.getSharedMemoryBytesPerSM();
  if (!l1 && shared == 0)
    return missing("L1/shared level (memory.l1) or shared memory size "
                   "(shared_memory_bytes_per_sm)");
  if (shared == 0)
    return missing("shared memory size (memory.l1.shared_memory_bytes_per_sm)");
  if (device.smCount == 0)
    return missing("SM count (sm_count)");
  HierarchyLimits limits;
  limits.smCount = device.smCount;
  limits.sharedBytesPerSM = static_cast<int64_t>(shared);
  limits.l2Bytes = static_cast<int64_t>(l2->capacityBytes);
  limits.l1BytesPerSM =
      static_cast<int64_t>(std::max(l1 ? l1->capacityBytes : 0, shared));
  limits.hopperGemm = device.vendor == "NVIDIA" && getSMVersion(device) == 90;
  limits.tensorMemoryBytesPerSM =
      static_cast<int64_t>(device.tensorMemoryPerSM);
  if (const auto &l3 = device.getMemory(MemoryLevel::L3))
    limits.l3Bytes = static_cast<int64_t>(l3->capacityBytes);
  return limits;
}

namespace {

double ceilDiv(double a, double b) { return std::ceil(a / b); }
double bytesOf(double elements, unsigned bits) { return elements * bits / 8.0; }

/// Saturating conversion: traffic this large only arises for absurd shapes,
/// and a saturated number still compares and prints sanely.
int64_t toInt(double v) {
  return v >= 9.2e18 ? INT64_MAX : static_cast<int64_t>(std::llround(v));
}

/// Rows of A and columns of B a block stages per K slice: bm and bn, one
/// for a broadcast operand.
double stagedRows(const GemmProblem &p, double bm) {
  return p.broadcastA ? 1.0 : bm;
}
double stagedColumns(const GemmProblem &p, double bn) {
  return p.broadcastB ? 1.0 : bn;
}

/// Shared memory of one block: `stages` buffers of its A and B slices.
double sharedBytesOfBlock(const GemmProblem &p, const TileConfig &t) {
  return t.stages * (bytesOf(stagedRows(p, t.bm) * t.bk, p.bitsA) +
                     bytesOf(t.bk * stagedColumns(p, t.bn), p.bitsB));
}

/// Elements of A and B moved L2 -> shared memory over the whole problem:
/// every block stages its A panel (bm x k) and B panel (k x bn), so A is
/// read ceil(n/bn) times and B ceil(m/bm) times; a broadcast operand's
/// panel is one row (column). Nothing for an operand kept on chip.
std::pair<double, double> stagedElements(const GemmProblem &p, double mBlocks,
                                         double nBlocks) {
  double b = p.batch, m = p.m, n = p.n, k = p.k;
  double a = p.broadcastA ? b * k * mBlocks * nBlocks : b * m * k * nBlocks;
  double bb = p.broadcastB ? b * k * mBlocks * nBlocks : b * k * n * mBlocks;
  return {p.loadA ? a : 0.0, p.loadB ? bb : 0.0};
}

/// Bytes of C moved at L2 and DRAM: read when accumulating, written unless
/// a fused consumer takes it on chip.
double outputBytes(const GemmProblem &p) {
  double c = bytesOf(static_cast<double>(p.batch) * p.m * p.n, p.bitsC);
  return c * ((p.accumulate ? 1 : 0) + (p.storeC ? 1 : 0));
}

/// Bytes of one SM that hold a block's accumulator tile: Blackwell's tensor
/// memory for a tensor-core GEMM where the device has it (tcgen05 MMAs
/// accumulate there, not in registers), else the accumulator registers.
double accumulatorBudget(const GemmProblem &p, const HierarchyLimits &limits) {
  if (p.tensorCores && limits.tensorMemoryBytesPerSM > 0)
    return static_cast<double>(limits.tensorMemoryBytesPerSM);
  return static_cast<double>(limits.accumulatorBytesPerSM);
}

/// Blocks per SM: as many as shared memory and the accumulator storage
/// allow, at most 32 (the per-SM block limit of Volta through Hopper).
int64_t residentBlocks(const GemmProblem &p, const TileConfig &t,
                       const HierarchyLimits &limits) {
  double smemBlock = sharedBytesOfBlock(p, t);
  double accBlock = bytesOf(t.bm * t.bn, p.bitsAcc);
  double bySmem = std::floor(limits.sharedBytesPerSM / smemBlock);
  double byRegs = std::floor(accumulatorBudget(p, limits) / accBlock);
  return static_cast<int64_t>(std::max(1.0, std::min({bySmem, byRegs, 32.0})));
}

/// Bytes of A, B, C and a split-K's partial sums together.
double gemmFootprintBytes(const GemmProblem &p, int64_t splitK) {
  double everything =
      (p.loadA ? bytesOf(p.footprintA, p.bitsA) : 0.0) +
      (p.loadB ? bytesOf(p.footprintB, p.bitsB) : 0.0) +
      bytesOf(static_cast<double>(p.batch) * p.m * p.n, p.bitsC);
  // Split-K sums into one output-sized buffer (serial split-K).
  double splitPartials =
      splitK > 1
          ? bytesOf(static_cast<double>(p.batch) * p.m * p.n, p.bitsAcc)
          : 0.0;
  return everything + splitPartials;
}

/// Whether A, B, C and a split-K's partial sums fit the usable L2 together:
/// then DRAM moves each operand once whatever the grouping.
bool fitsL2Whole(const GemmProblem &p, int64_t splitK,
                 const HierarchyLimits &limits) {
  return gemmFootprintBytes(p, splitK) <= limits.l2Usable * limits.l2Bytes;
}

/// Whether the GEMM runs the way sm_90 tensor-core kernels do: warpgroup
/// MMA from shared memory, clusters with TMA multicast.
bool isHopperGemm(const GemmProblem &p, const HierarchyLimits &limits) {
  return p.tensorCores && limits.hopperGemm;
}

/// Bytes of partial tiles a stream-K schedule stores and reloads through
/// L2: at most one per SM (an SM's run of K iterations starts inside at
/// most one tile it does not finish), written once and read once.
double streamKFixupBytes(const GemmProblem &p, const TileConfig &t,
                         const HierarchyLimits &limits) {
  return 2.0 * limits.smCount * bytesOf(t.bm * t.bn, p.bitsAcc);
}

/// K iterations (bk slices) of one output tile.
double kIterations(const GemmProblem &p, const TileConfig &t) {
  return ceilDiv(p.k, t.bk);
}

} // namespace

int64_t roofline::gemmCompulsoryBytes(const GemmProblem &p) {
  return toInt((p.loadA ? bytesOf(p.footprintA, p.bitsA) : 0.0) +
               (p.loadB ? bytesOf(p.footprintB, p.bitsB) : 0.0) +
               outputBytes(p));
}

bool roofline::evaluateTile(const GemmProblem &p, const TileConfig &t,
                            const HierarchyLimits &limits,
                            std::array<int64_t, kNumMemoryLevels> &bytes,
                            bool checkBlock) {
  double b = p.batch, m = p.m, n = p.n, k = p.k;
  double accBlock = bytesOf(t.bm * t.bn, p.bitsAcc);
  if (checkBlock && (sharedBytesOfBlock(p, t) > limits.sharedBytesPerSM ||
                     accBlock > accumulatorBudget(p, limits)))
    return false;

  double mBlocks = ceilDiv(m, t.bm), nBlocks = ceilDiv(n, t.bn);
  double chunks = ceilDiv(k, t.kc);
  if (t.splitK > 1 && chunks > 1)
    return false; // split-K blocks do not also chunk K through L2
  double cElems = b * m * n;
  double cBytes = outputBytes(p);
  if ((t.clusterM > 1 || t.clusterN > 1) && !isHopperGemm(p, limits))
    return false; // clusters are sm_90 tensor-core kernels'
  if (t.streamK && (t.splitK > 1 || chunks > 1))
    return false;
  double partials = (chunks - 1) * 2 * bytesOf(cElems, p.bitsAcc);
  // Split-K: each split reads the running sum of the splits before it and
  // writes it back (CUTLASS's serial split-K, kSplitKSerial in
  // include/cutlass/gemm/kernel/gemm.h: "the source matrix is held in the
  // 'D' tensor"): 2 s b m n accumulator bytes at L2, in one buffer.
  double splitPartials =
      t.splitK > 1 ? 2.0 * t.splitK * bytesOf(cElems, p.bitsAcc) : 0.0;
  partials += splitPartials;
  if (t.streamK)
    partials += streamKFixupBytes(p, t, limits);

  // L2 <-> shared memory. A cluster's TMA multicast reads an A tile once
  // for the clusterN blocks that share it, a B tile once for clusterM.
  auto [aStaged, bStaged] = stagedElements(p, mBlocks, nBlocks);
  double aStagedBytes = bytesOf(aStaged, p.bitsA);
  double bStagedBytes = bytesOf(bStaged, p.bitsB);
  double aL2 = aStagedBytes / t.clusterN, bL2 = bStagedBytes / t.clusterM;
  double l2 = aL2 + bL2 + cBytes + partials;

  // Shared memory <-> registers: a warp tile reads wm rows of A (one when
  // broadcast) and wn columns of B per K step. A Hopper warpgroup MMA
  // (m64nNk*) reads a 64-row A tile and an N-column B tile from shared
  // memory per instruction: the warpgroup tile is 64 x min(bn, 256).
  bool hopper = isHopperGemm(p, limits);
  double wm = std::min<double>(t.bm, hopper ? kWarpgroupTileM : 64);
  double wn = std::min<double>(t.bn, hopper ? kWarpgroupMaxN : 64);
  double mnk = b * m * n * k;
  double fragments =
      bytesOf(mnk / wn / (p.broadcastA ? wm : 1.0), p.bitsA) +
      bytesOf(mnk / wm / (p.broadcastB ? wn : 1.0), p.bitsB);
  // Every block's shared memory receives its whole tiles, multicast or not.
  double l1 = aStagedBytes + bStagedBytes + fragments + cBytes + partials;

  // DRAM <-> L2.
  double usable = limits.l2Usable * limits.l2Bytes;
  double aBytes = p.loadA ? bytesOf(p.footprintA, p.bitsA) : 0.0;
  double bBytes = p.loadB ? bytesOf(p.footprintB, p.bitsB) : 0.0;
  double compulsory = aBytes + bBytes + cBytes;
  double dram;
  double groupM = std::min<double>(t.gm * t.bm, mBlocks * t.bm);
  double groupN = std::min<double>(t.gn * t.bn, nBlocks * t.bn);
  double kc = std::min<double>(t.kc, k);
  // The group's A rows and B columns held in L2 (one of a broadcast
  // operand, none of one kept on chip).
  double rowsA = p.loadA ? stagedRows(p, groupM) : 0.0;
  double colsB = p.loadB ? stagedColumns(p, groupN) : 0.0;
  double workingSet;
  if (t.waveResident) {
    // All of the group's blocks are resident at once and walk K in step.
    if (chunks > 1 || t.splitK > 1 ||
        t.gm * t.gn > limits.smCount * residentBlocks(p, t, limits))
      return false;
    workingSet = (rowsA * bytesOf(t.bk, p.bitsA) +
                  colsB * bytesOf(t.bk, p.bitsB)) *
                 kWaveWindowSlices;
  } else {
    workingSet = rowsA * bytesOf(kc, p.bitsA) + colsB * bytesOf(kc, p.bitsB) +
                 (chunks > 1 ? bytesOf(groupM * groupN, p.bitsAcc) : 0);
  }
  // A split-K's sum buffer stays in L2 beside the group's panels.
  if (t.splitK > 1)
    workingSet += bytesOf(cElems, p.bitsAcc);
  bool trivialGroup = t.gm == 1 && t.gn == 1 && chunks == 1;
  if (!trivialGroup && workingSet > usable)
    return false;
  if (fitsL2Whole(p, t.splitK, limits)) {
    dram = compulsory;
  } else {
    dram = aBytes * ceilDiv(n, groupN) + bBytes * ceilDiv(m, groupM) + cBytes;
    // A split-K sum buffer that does not fit L2 goes to DRAM and back.
    if (t.splitK > 1 && bytesOf(cElems, p.bitsAcc) > usable)
      dram += splitPartials;
  }
  // A memory-side L3 (AMD's Infinity Cache) sees what misses L2. What the
  // L3 then misses: each operand once when the whole problem fits the L3
  // (as fitsL2Whole for L2); otherwise the L3's reuse of a GEMM larger than
  // it is not modelled, and DRAM moves what L2 misses (docs/model.md 4.6).
  double l3 = dram;
  if (limits.l3Bytes > 0 &&
      gemmFootprintBytes(p, t.splitK) <= limits.l2Usable * limits.l3Bytes)
    dram = std::min(dram, compulsory);
  bytes = {};
  bytes[static_cast<unsigned>(MemoryLevel::DRAM)] = toInt(dram);
  bytes[static_cast<unsigned>(MemoryLevel::L2)] = toInt(l2);
  bytes[static_cast<unsigned>(MemoryLevel::L1)] = toInt(l1);
  bytes[static_cast<unsigned>(MemoryLevel::L3)] =
      limits.l3Bytes > 0 ? toInt(l3) : 0;
  return true;
}

void roofline::timeTile(const GemmProblem &p, const TileConfig &t,
                        const HierarchyLimits &limits,
                        const DeviceModel &device, CeilingKind ceilings,
                        double peakFlops, HierarchicalEstimate &e) {
  double blocks = static_cast<double>(p.batch) * ceilDiv(p.m, t.bm) *
                  ceilDiv(p.n, t.bn) * t.splitK;
  double sms = static_cast<double>(limits.smCount);
  double slots = sms * t.blocksPerSM;
  double waves = std::max(1.0, ceilDiv(blocks, slots));
  e.waves = static_cast<int64_t>(waves);
  e.lastWaveFill = (blocks - (waves - 1) * slots) / slots;
  // Blocks go round-robin to the SMs, and the blocks resident on one SM
  // share its throughput (peak / SMs): the busiest SM runs ceil(blocks /
  // SMs) full tiles. Partial tiles cost as much as full ones.
  double blockFlops = static_cast<double>(t.bm) * t.bn *
                      ceilDiv(p.k, t.splitK) * p.flopsPerMAC;
  e.computeTime = ceilDiv(blocks, sms) * blockFlops / (peakFlops / sms);
  // Stream-K: every SM runs an equal share of all tiles' K iterations.
  if (t.streamK)
    e.computeTime = ceilDiv(blocks * kIterations(p, t), sms) *
                    (static_cast<double>(t.bm) * t.bn * t.bk * p.flopsPerMAC) /
                    (peakFlops / sms);
  e.levelTime = getLevelTimes(e.bytes, device, ceilings);
  double worst;
  e.binding = pickBinding(e.computeTime, e.levelTime, worst);
}

std::array<double, kNumMemoryLevels>
roofline::getLevelTimes(const std::array<int64_t, kNumMemoryLevels> &bytes,
                        const DeviceModel &device, CeilingKind ceilings) {
  std::array<double, kNumMemoryLevels> times = {};
  for (unsigned l = 0; l < kNumMemoryLevels; ++l)
    if (const auto &level = device.getMemory(static_cast<MemoryLevel>(l));
        level && level->hasBandwidth())
      times[l] = static_cast<double>(bytes[l]) / level->bandwidth.get(ceilings);
  return times;
}

Binding roofline::pickBinding(
    double computeTime, const std::array<double, kNumMemoryLevels> &levelTime,
    double &worst) {
  worst = computeTime;
  Binding binding = Binding::Compute;
  for (unsigned l = 0; l < kNumMemoryLevels; ++l)
    if (levelTime[l] > worst) {
      worst = levelTime[l];
      binding = bindingOf(static_cast<MemoryLevel>(l));
    }
  return binding;
}

Binding roofline::pickBinding(
    double computeTime, const std::array<double, kNumMemoryLevels> &levelTime,
    double launchTime, double &worst) {
  Binding work = pickBinding(computeTime, levelTime, worst);
  return launchTime > worst ? Binding::Launch : work;
}

namespace {

/// Group sizes worth trying over `blocks` blocks: one per number of groups
/// c, ceil(blocks / c), ascending. A size between two of them covers the
/// extent with as many groups as the smaller one and needs more L2.
llvm::SmallVector<int64_t, 64> groupSizes(int64_t blocks) {
  llvm::SmallVector<int64_t, 64> sizes;
  for (int64_t c = blocks; c >= 1;) {
    int64_t g = (blocks + c - 1) / c;
    sizes.push_back(g);
    // The fewest groups of size g is ceil(blocks / g); one fewer than that
    // needs larger groups.
    c = (blocks + g - 1) / g - 1;
  }
  return sizes;
}

/// A feasible schedule the search has seen.
struct Candidate {
  TileConfig tile;
  double time;
  std::array<int64_t, kNumMemoryLevels> bytes;
};

/// Among the candidates within kTimeTieTolerance of the fastest: fewer DRAM
/// bytes, then fewer L3 bytes, then faster, then fewer L2 bytes; the first
/// seen wins full ties.
const Candidate *selectCandidate(llvm::ArrayRef<Candidate> all) {
  double fastest = INFINITY;
  for (const Candidate &c : all)
    fastest = std::min(fastest, c.time);
  const Candidate *best = nullptr;
  for (const Candidate &c : all) {
    if (c.time > fastest * (1 + kTimeTieTolerance))
      continue;
    // Fewer bytes from the furthest level first: DRAM, then a memory-side
    // L3 (0 on devices without one), then time, then L2.
    auto key = [](const Candidate &x) {
      return std::make_tuple(x.bytes[static_cast<unsigned>(MemoryLevel::DRAM)],
                             x.bytes[static_cast<unsigned>(MemoryLevel::L3)],
                             x.time,
                             x.bytes[static_cast<unsigned>(MemoryLevel::L2)]);
    };
    if (!best || key(c) < key(*best))
      best = &c;
  }
  return best;
}

/// Block tile sizes tried for bm and bn. Tiles below 16 only cover tiny
/// extents exactly (a matrix-vector product is a GEMM with m or n = 1).
constexpr int64_t kBlockSizes[] = {1, 2, 4, 8, 16, 32, 64, 128, 256};
/// K slice depths tried for bk.
constexpr int64_t kDepths[] = {16, 32, 64};

/// The cluster of a block tile on sm_90 tensor cores: of the power-of-two
/// shapes cm x cn with cm cn <= kMaxClusterBlocks that the block grid can
/// hold (cm <= M blocks, cn <= N blocks), the one that moves the fewest A
/// and B bytes from L2 (A's staged bytes / cn + B's / cm); the smaller
/// cluster on ties. Multicast costs nothing else in the model, so the
/// cluster is not searched further.
void chooseCluster(const GemmProblem &p, const HierarchyLimits &limits,
                   TileConfig &t, int64_t mBlocks, int64_t nBlocks) {
  t.clusterM = t.clusterN = 1;
  if (!isHopperGemm(p, limits))
    return;
  auto [aStaged, bStaged] = stagedElements(p, mBlocks, nBlocks);
  double aBytes = bytesOf(aStaged, p.bitsA), bBytes = bytesOf(bStaged, p.bitsB);
  double best = aBytes + bBytes;
  for (int64_t cm = 1; cm <= kMaxClusterBlocks && cm <= mBlocks; cm *= 2)
    for (int64_t cn = 1; cm * cn <= kMaxClusterBlocks && cn <= nBlocks;
         cn *= 2) {
      double moved = aBytes / cn + bBytes / cm;
      if (moved < best) {
        best = moved;
        t.clusterM = cm;
        t.clusterN = cn;
      }
    }
}

/// Whether a block tile of `size` is worth trying on an extent: a tile more
/// than twice the extent only adds padding, and one below 16 is only tried
/// where it covers the extent.
bool worthBlockSize(int64_t size, int64_t extent) {
  return !((size > 1 && size / 2 >= extent) || (size < 16 && size < extent));
}

/// The schedule search of searchTiles. Loops, outermost first: block tile
/// (bm, bn, bk), split-K, K chunk, wave residency, L2 group rows gm; the
/// group columns gn by bisection. Every schedule evaluateTile accepts is
/// timed, and the fastest time so far prunes block tiles and splits that
/// cannot come within the tie tolerance of it.
class TileSearch {
public:
  /// With `fixedBlock`, only that block tile (bm, bn, bk) is tried, whole
  /// K, no split-K, without checking its shared memory and registers.
  TileSearch(const GemmProblem &p, const HierarchyLimits &limits,
             const DeviceModel &device, CeilingKind ceilings, double peakFlops,
             std::optional<TileConfig> fixedBlock = std::nullopt)
      : p(p), limits(limits), device(device), ceilings(ceilings),
        peakFlops(peakFlops), fixedBlock(fixedBlock) {
    const auto &l2 = device.getMemory(MemoryLevel::L2);
    l2Bandwidth = l2 ? l2->bandwidth.get(ceilings) : 0.0;
  }

  /// Visits every block tile worth trying, in the order of kBlockSizes (bm,
  /// then bn) and kDepths (bk).
  void run();

  /// The schedules seen within the tie tolerance of the fastest at the time.
  llvm::ArrayRef<Candidate> getCandidates() const { return candidates; }

private:
  /// One block tile: the K chunks and split-K factors it allows.
  void searchBlockTile(int64_t bm, int64_t bn, int64_t bk);
  /// One split-K factor (set in `t`) of a block tile: K chunks, wave
  /// residency and L2 groups, unless its lower bound rules it out.
  void searchSplit(TileConfig t, int64_t mBlocks, int64_t nBlocks,
                   llvm::ArrayRef<int64_t> chunks);
  /// A time no L2 group or K chunk can beat for `t`'s block tile and split:
  /// the quantised compute time and the L2 traffic without partial sums.
  double lowerBoundTime(const TileConfig &t, int64_t mBlocks,
                        int64_t nBlocks) const;
  /// The L2 groups of `t` (K chunk and wave residency set): each gm in turn
  /// with the largest gn that fits.
  void searchGroups(TileConfig t, llvm::ArrayRef<int64_t> mGroups,
                    llvm::ArrayRef<int64_t> nGroups);
  /// Sets `t.gn` to the largest of `nGroups` that fits with `t.gm` and
  /// `bytes` to its traffic; false if even the first does not fit. For a
  /// given gm, DRAM bytes only fall as gn grows and nothing else depends on
  /// gn, while the working set only grows: the largest gn that fits
  /// dominates, found by bisection.
  bool largestFittingGroup(TileConfig &t, llvm::ArrayRef<int64_t> nGroups,
                           std::array<int64_t, kNumMemoryLevels> &bytes) const;
  /// Times a schedule evaluateTile accepted with `bytes`, and its stream-K
  /// variant where that applies.
  void consider(const TileConfig &t,
                const std::array<int64_t, kNumMemoryLevels> &bytes);
  /// Times one schedule and keeps it if it is within the tolerance; returns
  /// its time.
  double timeCandidate(const TileConfig &t,
                     const std::array<int64_t, kNumMemoryLevels> &bytes);

  const GemmProblem &p;
  const HierarchyLimits &limits;
  const DeviceModel &device;
  CeilingKind ceilings;
  double peakFlops;
  std::optional<TileConfig> fixedBlock;
  double l2Bandwidth;
  std::vector<Candidate> candidates;
  double fastest = INFINITY;
};

void TileSearch::run() {
  if (fixedBlock) {
    searchBlockTile(fixedBlock->bm, fixedBlock->bn, fixedBlock->bk);
    return;
  }
  for (int64_t bm : kBlockSizes) {
    if (!worthBlockSize(bm, p.m))
      continue;
    for (int64_t bn : kBlockSizes) {
      if (!worthBlockSize(bn, p.n))
        continue;
      for (int64_t bk : kDepths) {
        if (bk > 16 && bk / 2 >= p.k)
          continue;
        searchBlockTile(bm, bn, bk);
      }
    }
  }
}

void TileSearch::searchBlockTile(int64_t bm, int64_t bn, int64_t bk) {
  TileConfig t;
  t.bm = bm;
  t.bn = bn;
  t.bk = bk;
  if (!fixedBlock &&
      (sharedBytesOfBlock(p, t) > limits.sharedBytesPerSM ||
       bytesOf(bm * bn, p.bitsAcc) > accumulatorBudget(p, limits)))
    return;
  t.blocksPerSM = residentBlocks(p, t, limits);
  int64_t mBlocks = (p.m + bm - 1) / bm, nBlocks = (p.n + bn - 1) / bn;
  chooseCluster(p, limits, t, mBlocks, nBlocks);
  // K chunks: the whole K, or powers of two times 64 below it (a fixed
  // block keeps its accumulator over the whole K).
  llvm::SmallVector<int64_t, 12> chunks = {p.k};
  for (int64_t kc = 64; kc < p.k && !fixedBlock; kc *= 2)
    if (kc >= bk)
      chunks.push_back(kc);
  // Split-K only where the output tiles cannot fill the SMs twice.
  llvm::SmallVector<int64_t, 8> splits = {1};
  if (!fixedBlock && p.batch * mBlocks * nBlocks < 2 * limits.smCount)
    for (int64_t s = 2; s <= 64 && p.k / s >= std::max<int64_t>(bk, 64); s *= 2)
      splits.push_back(s);
  for (int64_t split : splits) {
    t.splitK = split;
    searchSplit(t, mBlocks, nBlocks, chunks);
  }
}

double TileSearch::lowerBoundTime(const TileConfig &t, int64_t mBlocks,
                                  int64_t nBlocks) const {
  double sms = static_cast<double>(limits.smCount);
  double blocks = static_cast<double>(p.batch) * mBlocks * nBlocks * t.splitK;
  double computeLB =
      std::ceil(blocks / sms) *
      (static_cast<double>(t.bm) * t.bn *
       std::ceil(static_cast<double>(p.k) / t.splitK) * p.flopsPerMAC) /
      (peakFlops / sms);
  // A stream-K variant (split 1) has no partial last wave.
  if (t.splitK == 1 && !fixedBlock && p.tensorCores)
    computeLB = std::min(computeLB, std::ceil(blocks * kIterations(p, t) /
                                              sms) *
                                        (static_cast<double>(t.bm) * t.bn *
                                         t.bk * p.flopsPerMAC) /
                                        (peakFlops / sms));
  auto [aStaged, bStaged] = stagedElements(p, mBlocks, nBlocks);
  double l2LB = l2Bandwidth > 0 ? (bytesOf(aStaged, p.bitsA) / t.clusterN +
                                   bytesOf(bStaged, p.bitsB) / t.clusterM) /
                                      l2Bandwidth
                                : 0.0;
  return std::max(computeLB, l2LB);
}

void TileSearch::searchSplit(TileConfig t, int64_t mBlocks, int64_t nBlocks,
                             llvm::ArrayRef<int64_t> chunks) {
  int64_t split = t.splitK;
  // Where everything fits L2, DRAM moves each operand once and grouping
  // blocks gains nothing.
  bool whole = fitsL2Whole(p, split, limits);
  llvm::SmallVector<int64_t, 64> mGroups =
      whole ? llvm::SmallVector<int64_t, 64>{1} : groupSizes(mBlocks);
  llvm::SmallVector<int64_t, 64> nGroups =
      whole ? llvm::SmallVector<int64_t, 64>{1} : groupSizes(nBlocks);
  // A block tile that cannot come within the tie tolerance of the fastest
  // so far is skipped whole.
  if (lowerBoundTime(t, mBlocks, nBlocks) > fastest * (1 + kTimeTieTolerance))
    return;
  for (int64_t kc : chunks) {
    if (split > 1 && kc != p.k)
      continue;
    t.kc = kc;
    for (bool wave : {false, true}) {
      if (wave && (whole || split > 1 || kc != p.k))
        continue;
      t.waveResident = wave;
      searchGroups(t, mGroups, nGroups);
    }
  }
}

void TileSearch::searchGroups(TileConfig t, llvm::ArrayRef<int64_t> mGroups,
                              llvm::ArrayRef<int64_t> nGroups) {
  for (int64_t gm : mGroups) {
    t.gm = gm;
    std::array<int64_t, kNumMemoryLevels> bytes;
    if (!largestFittingGroup(t, nGroups, bytes))
      break; // a larger gm only needs more L2
    consider(t, bytes);
  }
}

bool TileSearch::largestFittingGroup(
    TileConfig &t, llvm::ArrayRef<int64_t> nGroups,
    std::array<int64_t, kNumMemoryLevels> &bytes) const {
  std::array<int64_t, kNumMemoryLevels> tried;
  auto fits = [&](int64_t gn) {
    TileConfig c = t;
    c.gn = gn;
    return evaluateTile(p, c, limits, tried, /*checkBlock=*/!fixedBlock);
  };
  if (!fits(nGroups.front()))
    return false;
  bytes = tried;
  size_t lo = 0, hi = nGroups.size() - 1;
  while (lo < hi) {
    size_t mid = (lo + hi + 1) / 2;
    if (fits(nGroups[mid])) {
      lo = mid;
      bytes = tried;
    } else {
      hi = mid - 1;
    }
  }
  t.gn = nGroups[lo];
  return true;
}

/// Whether the search may choose a stream-K schedule. It is modelled (its
/// fixup traffic, its balanced waves) but not chosen: with it the
/// cross-validated kernel error on the bench rose from 0.180 to 0.197
/// (median) and 0.476 to 0.505 (p90), 404 rows (docs/validation.md); the
/// GEMM and convolution rows alone from 0.139 to 0.155.
static constexpr bool kChooseStreamK = false;
void TileSearch::consider(const TileConfig &t,
                          const std::array<int64_t, kNumMemoryLevels> &bytes) {
  double dataParallel = timeCandidate(t, bytes);
  // The same schedule as stream-K, where whole-K tiles leave a partial last
  // wave and the model chooses a tensor-core kernel (an IR tile is the
  // IR's; CUTLASS's stream-K kernels are tensor-core ones). Kept
  // only where it is faster beyond the tie tolerance: elsewhere the
  // data-parallel kernel is as fast and moves no partial tiles.
  double blocks = static_cast<double>(p.batch) * std::ceil(double(p.m) / t.bm) *
                  std::ceil(double(p.n) / t.bn);
  if (!kChooseStreamK || fixedBlock || !p.tensorCores || t.splitK > 1 || t.kc < p.k ||
      std::fmod(blocks, static_cast<double>(limits.smCount)) == 0)
    return;
  TileConfig streamK = t;
  streamK.streamK = true;
  std::array<int64_t, kNumMemoryLevels> withFixup;
  if (!evaluateTile(p, streamK, limits, withFixup))
    return;
  HierarchicalEstimate e;
  e.bytes = withFixup;
  timeTile(p, streamK, limits, device, ceilings, peakFlops, e);
  double time;
  pickBinding(e.computeTime, e.levelTime, time);
  if (time < dataParallel * (1 - kTimeTieTolerance))
    timeCandidate(streamK, withFixup);
}

double TileSearch::timeCandidate(
    const TileConfig &t, const std::array<int64_t, kNumMemoryLevels> &bytes) {
  HierarchicalEstimate e;
  e.bytes = bytes;
  timeTile(p, t, limits, device, ceilings, peakFlops, e);
  double time;
  pickBinding(e.computeTime, e.levelTime, time);
  if (time <= fastest * (1 + kTimeTieTolerance))
    candidates.push_back({t, time, e.bytes});
  fastest = std::min(fastest, time);
  return time;
}

} // namespace

namespace {

/// The search of searchTiles and scheduleBlockTile.
std::optional<HierarchicalEstimate>
runSearch(const GemmProblem &p, const HierarchyLimits &limits,
          const DeviceModel &device, CeilingKind ceilings, double peakFlops,
          std::optional<TileConfig> fixedBlock, TilingOrigin origin) {
  if (p.m <= 0 || p.n <= 0 || p.k <= 0 || p.batch <= 0 || peakFlops <= 0)
    return std::nullopt;
  TileSearch search(p, limits, device, ceilings, peakFlops, fixedBlock);
  search.run();
  // Drop what the final fastest time put out of the tie tolerance.
  const Candidate *chosen = selectCandidate(search.getCandidates());
  if (!chosen)
    return std::nullopt;
  HierarchicalEstimate best;
  best.tile = chosen->tile;
  best.origin = origin;
  best.bytes = chosen->bytes;
  timeTile(p, chosen->tile, limits, device, ceilings, peakFlops, best);
  return best;
}

} // namespace

std::optional<HierarchicalEstimate>
roofline::searchTiles(const GemmProblem &p, const HierarchyLimits &limits,
                      const DeviceModel &device, CeilingKind ceilings,
                      double peakFlops) {
  return runSearch(p, limits, device, ceilings, peakFlops, std::nullopt,
                   TilingOrigin::Model);
}

std::optional<HierarchicalEstimate> roofline::scheduleBlockTile(
    const GemmProblem &p, const TileConfig &blockTile,
    const HierarchyLimits &limits, const DeviceModel &device,
    CeilingKind ceilings, double peakFlops) {
  if (blockTile.bm <= 0 || blockTile.bn <= 0 || blockTile.bk <= 0)
    return std::nullopt;
  return runSearch(p, limits, device, ceilings, peakFlops, blockTile,
                   TilingOrigin::IR);
}

int64_t roofline::getReuseStorageBytes(const HierarchyLimits &limits,
                                       std::string *storage) {
  int64_t registers = limits.smCount * limits.accumulatorBytesPerSM;
  bool l2 = limits.l2Bytes >= registers;
  if (storage)
    *storage = l2 ? "l2" : "registers";
  return l2 ? limits.l2Bytes : registers;
}

int64_t roofline::getOnChipStorageBytes(const HierarchyLimits &limits) {
  return limits.l2Bytes +
         limits.smCount * (limits.l1BytesPerSM + limits.registerBytesPerSM +
                           limits.tensorMemoryBytesPerSM);
}

int64_t roofline::gemmIOLowerBound(const GemmProblem &p, int64_t fastBytes) {
  // Smith et al.'s bound in elements, 2 V / sqrt(S) - 2 S for V multiply-
  // adds, holds in any unit in which every value's storage and transfer cost
  // the same: counting bytes, a segment of the schedule that touches a, b, c
  // bytes of A, B and partial sums performs at most
  // sqrt(a b c / (wA wB wAcc)) multiply-adds, so V counts as
  // V sqrt(wA wB wAcc) byte-weighted ones (docs/model.md 4.4).
  double s = static_cast<double>(fastBytes);
  double wA = p.bitsA / 8.0, wB = p.bitsB / 8.0, wAcc = p.bitsAcc / 8.0;
  double macs = static_cast<double>(p.batch) * p.m * p.n * p.k;
  double reads = 2.0 * macs * std::sqrt(wA * wB * wAcc / s) - 2.0 * s;
  double writes = bytesOf(static_cast<double>(p.batch) * p.m * p.n, p.bitsC) *
                  (p.accumulate ? 2 : 1);
  return std::max(toInt(std::max(0.0, reads) + writes),
                  gemmCompulsoryBytes(p));
}
