//===- HierarchicalModel.cpp - Per-level traffic of a tiled GEMM ----------===//
//
// The traffic a tiled GEMM moves at each level (docs/model.md, section 4):
//
//  block tile bm x bn, K in bk slices, staged in shared memory:
//    L2 -> SM   A: b m k ceil(n/bn)   B: b k n ceil(m/bm)
//               C: b m n (1 + accumulate), plus 2 b m n per extra K chunk
//               (partial sums stored to and reloaded from L2)
//    smem -> registers (L1 level): the block tiles written into shared
//               memory plus warp-tile fragment reads b m n k (1/wn + 1/wm)
//               with a 64 x 64 warp tile (or the block tile if smaller)
//  L2 group of gm x gn blocks, Gm = gm bm, Gn = gn bn, K in kc chunks:
//    DRAM -> L2 A: footprint(A) ceil(n/Gn)   B: footprint(B) ceil(m/Gm)
//               C: b m n (1 + accumulate)
//    when the group's working set
//      Gm kc bytes(A) + kc Gn bytes(B) (+ Gm Gn bytes(acc) if kc < k)
//    fits the usable L2; every operand fits L2 together: compulsory traffic.
//  compute: the busiest SM runs ceil(blocks / SMs) full tiles at peak / SMs:
//    ceil(blocks / SMs) x 2 bm bn k / (peak / SMs); partial tiles and the
//    partial last wave cost as much as full ones.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/Hierarchy.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace roofline;

llvm::StringRef roofline::stringifyTilingOrigin(TilingOrigin o) {
  switch (o) {
  case TilingOrigin::Model:
    return "model";
  case TilingOrigin::IR:
    return "ir";
  case TilingOrigin::Compulsory:
    return "compulsory";
  }
  return "compulsory";
}

llvm::StringRef roofline::stringifyBinding(Binding b) {
  switch (b) {
  case Binding::Compute:
    return "compute";
  case Binding::DRAM:
    return "dram";
  case Binding::L2:
    return "l2";
  case Binding::L1:
    return "l1";
  case Binding::None:
    return "none";
  }
  return "none";
}

std::optional<Binding> roofline::symbolizeBinding(llvm::StringRef s) {
  for (Binding b : {Binding::Compute, Binding::DRAM, Binding::L2, Binding::L1,
                    Binding::None})
    if (s == stringifyBinding(b))
      return b;
  return std::nullopt;
}

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
  if (!l1)
    return missing("L1/shared level (memory.l1)");
  if (l1->sharedMemoryBytesPerSM == 0)
    return missing("shared memory size (memory.l1.shared_memory_bytes_per_sm)");
  if (device.smCount == 0)
    return missing("SM count (sm_count)");
  HierarchyLimits limits;
  limits.smCount = device.smCount;
  limits.sharedBytesPerSM = static_cast<int64_t>(l1->sharedMemoryBytesPerSM);
  limits.l2Bytes = static_cast<int64_t>(l2->capacityBytes);
  limits.l1BytesPerSM = static_cast<int64_t>(
      std::max(l1->capacityBytes, l1->sharedMemoryBytesPerSM));
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

} // namespace

int64_t roofline::gemmCompulsoryBytes(const GemmProblem &p) {
  double c = static_cast<double>(p.batch) * p.m * p.n;
  return toInt(bytesOf(p.footprintA, p.bitsA) + bytesOf(p.footprintB, p.bitsB) +
               bytesOf(c, p.bitsC) * (p.accumulate ? 2 : 1));
}

bool roofline::evaluateTile(const GemmProblem &p, const TileConfig &t,
                            const HierarchyLimits &limits,
                            std::array<int64_t, kNumMemoryLevels> &bytes) {
  double b = p.batch, m = p.m, n = p.n, k = p.k;
  double smemBlock = t.stages * (bytesOf(t.bm * t.bk, p.bitsA) +
                                 bytesOf(t.bk * t.bn, p.bitsB));
  double accBlock = bytesOf(t.bm * t.bn, p.bitsAcc);
  if (smemBlock > limits.sharedBytesPerSM ||
      accBlock > limits.accumulatorBytesPerSM)
    return false;

  double mBlocks = ceilDiv(m, t.bm), nBlocks = ceilDiv(n, t.bn);
  double chunks = ceilDiv(k, t.kc);
  if (t.splitK > 1 && chunks > 1)
    return false; // split-K blocks do not also chunk K through L2
  double cElems = b * m * n;
  double cBytes = bytesOf(cElems, p.bitsC) * (p.accumulate ? 2 : 1);
  double partials = (chunks - 1) * 2 * bytesOf(cElems, p.bitsAcc);
  // Split-K: every split writes its partial tile and the reduction reads
  // them all back.
  double splitPartials =
      t.splitK > 1 ? 2.0 * t.splitK * bytesOf(cElems, p.bitsAcc) : 0.0;
  partials += splitPartials;

  // L2 <-> shared memory.
  double aL2 = bytesOf(b * m * k * nBlocks, p.bitsA);
  double bL2 = bytesOf(b * k * n * mBlocks, p.bitsB);
  double l2 = aL2 + bL2 + cBytes + partials;

  // Shared memory <-> registers.
  double wm = std::min<double>(t.bm, 64), wn = std::min<double>(t.bn, 64);
  double fragments = bytesOf(b * m * n * k / wn, p.bitsA) +
                     bytesOf(b * m * n * k / wm, p.bitsB);
  double l1 = aL2 + bL2 + fragments + cBytes + partials;

  // DRAM <-> L2.
  double usable = limits.l2Usable * limits.l2Bytes;
  double compulsory = bytesOf(p.footprintA, p.bitsA) +
                      bytesOf(p.footprintB, p.bitsB) + cBytes;
  double everything = bytesOf(p.footprintA, p.bitsA) +
                      bytesOf(p.footprintB, p.bitsB) + bytesOf(cElems, p.bitsC);
  double dram;
  double groupM = std::min<double>(t.gm * t.bm, mBlocks * t.bm);
  double groupN = std::min<double>(t.gn * t.bn, nBlocks * t.bn);
  double kc = std::min<double>(t.kc, k);
  double workingSet = groupM * bytesOf(kc, p.bitsA) +
                      groupN * bytesOf(kc, p.bitsB) +
                      (chunks > 1 ? bytesOf(groupM * groupN, p.bitsAcc) : 0);
  bool trivialGroup = t.gm == 1 && t.gn == 1 && chunks == 1;
  if (!trivialGroup && workingSet > usable)
    return false;
  if (everything + splitPartials / 2 <= usable) {
    dram = compulsory;
  } else {
    dram = bytesOf(p.footprintA * ceilDiv(n, groupN), p.bitsA) +
           bytesOf(p.footprintB * ceilDiv(m, groupM), p.bitsB) + cBytes;
    // Split-K partial sums that do not fit L2 go to DRAM and back.
    if (splitPartials / 2 > usable)
      dram += splitPartials;
  }
  bytes = {toInt(dram), toInt(l2), toInt(l1)};
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
  e.levelTime = getLevelTimes(e.bytes, device, ceilings);
  double worst;
  e.binding = pickBinding(e.computeTime, e.levelTime, worst);
}

std::array<double, kNumMemoryLevels>
roofline::getLevelTimes(const std::array<int64_t, kNumMemoryLevels> &bytes,
                        const DeviceModel &device, CeilingKind ceilings) {
  std::array<double, kNumMemoryLevels> times = {0, 0, 0};
  for (unsigned l = 0; l < kNumMemoryLevels; ++l)
    if (const auto &level = device.getMemory(static_cast<MemoryLevel>(l)))
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
      binding = static_cast<Binding>(l + 1);
    }
  return binding;
}

namespace {

/// Blocks per SM: as many as shared memory and the accumulator registers
/// allow, at most 32 (the per-SM block limit of Volta through Hopper).
int64_t residentBlocks(const GemmProblem &p, const TileConfig &t,
                       const HierarchyLimits &limits) {
  double smemBlock = t.stages * (bytesOf(t.bm * t.bk, p.bitsA) +
                                 bytesOf(t.bk * t.bn, p.bitsB));
  double accBlock = bytesOf(t.bm * t.bn, p.bitsAcc);
  double bySmem = std::floor(limits.sharedBytesPerSM / smemBlock);
  double byRegs = std::floor(limits.accumulatorBytesPerSM / accBlock);
  return static_cast<int64_t>(std::max(1.0, std::min({bySmem, byRegs, 32.0})));
}

/// L2 group sizes: 1, 2, 3, 4, 6, 8, 12, 16, 24, ... (powers of two and
/// 1.5 times them), so that a group can match an extent that is not a power
/// of two blocks without padding the last group to twice its size.
int64_t nextGroup(int64_t g) {
  if (g < 2)
    return g + 1;
  int64_t pow = int64_t(1) << (63 - __builtin_clzll(static_cast<uint64_t>(g)));
  return g == pow ? g + g / 2 : 2 * pow;
}

double maxTime(const HierarchicalEstimate &e) {
  double t = e.computeTime;
  for (double l : e.levelTime)
    t = std::max(t, l);
  return t;
}

bool better(const HierarchicalEstimate &a, const HierarchicalEstimate &b) {
  double ta = maxTime(a), tb = maxTime(b);
  if (ta != tb)
    return ta < tb;
  if (a.bytes[0] != b.bytes[0])
    return a.bytes[0] < b.bytes[0];
  return a.bytes[1] < b.bytes[1];
}

} // namespace

std::optional<HierarchicalEstimate>
roofline::searchTiles(const GemmProblem &p, const HierarchyLimits &limits,
                      const DeviceModel &device, CeilingKind ceilings,
                      double peakFlops) {
  if (p.m <= 0 || p.n <= 0 || p.k <= 0 || p.batch <= 0 || peakFlops <= 0)
    return std::nullopt;
  std::optional<HierarchicalEstimate> best;
  // Tiles below 16 only cover tiny extents exactly (a matrix-vector product
  // is a GEMM with m or n = 1).
  static const int64_t kBlockSizes[] = {1, 2, 4, 8, 16, 32, 64, 128, 256};
  static const int64_t kDepths[] = {16, 32, 64};
  for (int64_t bm : kBlockSizes) {
    // A tile more than twice the extent only adds padding.
    if ((bm > 1 && bm / 2 >= p.m) || (bm < 16 && bm < p.m))
      continue;
    for (int64_t bn : kBlockSizes) {
      if ((bn > 1 && bn / 2 >= p.n) || (bn < 16 && bn < p.n))
        continue;
      for (int64_t bk : kDepths) {
        if (bk > 16 && bk / 2 >= p.k)
          continue;
        TileConfig t;
        t.bm = bm;
        t.bn = bn;
        t.bk = bk;
        double smemBlock = t.stages * (bytesOf(bm * bk, p.bitsA) +
                                       bytesOf(bk * bn, p.bitsB));
        if (smemBlock > limits.sharedBytesPerSM ||
            bytesOf(bm * bn, p.bitsAcc) > limits.accumulatorBytesPerSM)
          continue;
        t.blocksPerSM = residentBlocks(p, t, limits);
        int64_t mBlocks = (p.m + bm - 1) / bm, nBlocks = (p.n + bn - 1) / bn;
        // K chunks: the whole K, or powers of two times 64 below it.
        llvm::SmallVector<int64_t, 12> chunks = {p.k};
        for (int64_t kc = 64; kc < p.k; kc *= 2)
          if (kc >= bk)
            chunks.push_back(kc);
        // Split-K only where the output tiles cannot fill the SMs twice.
        llvm::SmallVector<int64_t, 8> splits = {1};
        if (p.batch * mBlocks * nBlocks < 2 * limits.smCount)
          for (int64_t s = 2; s <= 64 && p.k / s >= std::max<int64_t>(bk, 64);
               s *= 2)
            splits.push_back(s);
        const auto &l2 = device.getMemory(MemoryLevel::L2);
        double l2Bandwidth = l2 ? l2->bandwidth.get(ceilings) : 0.0;
        for (int64_t split : splits) {
          t.splitK = split;
          // Lower bounds that no L2 group or K chunk can improve: the
          // quantised compute time and the L2 traffic without partial sums.
          // A block tile that cannot beat the best so far is skipped whole.
          if (best) {
            double sms = static_cast<double>(limits.smCount);
            double blocks = static_cast<double>(p.batch) * mBlocks * nBlocks *
                            split;
            double computeLB = std::ceil(blocks / sms) *
                               (static_cast<double>(bm) * bn *
                                std::ceil(static_cast<double>(p.k) / split) *
                                p.flopsPerMAC) /
                               (peakFlops / sms);
            double l2LB =
                l2Bandwidth > 0
                    ? (bytesOf(static_cast<double>(p.batch) * p.m * p.k *
                                   nBlocks,
                               p.bitsA) +
                       bytesOf(static_cast<double>(p.batch) * p.k * p.n *
                                   mBlocks,
                               p.bitsB)) /
                          l2Bandwidth
                    : 0.0;
            if (std::max(computeLB, l2LB) > maxTime(*best))
              continue;
          }
          for (int64_t kc : chunks) {
            if (split > 1 && kc != p.k)
              continue;
            t.kc = kc;
            for (int64_t gm = 1;; gm = nextGroup(gm)) {
              t.gm = std::min(gm, mBlocks);
              for (int64_t gn = 1;; gn = nextGroup(gn)) {
                t.gn = std::min(gn, nBlocks);
                HierarchicalEstimate e;
                if (evaluateTile(p, t, limits, e.bytes)) {
                  timeTile(p, t, limits, device, ceilings, peakFlops, e);
                  if (!best || better(e, *best)) {
                    e.tile = t;
                    e.origin = TilingOrigin::Model;
                    best = e;
                  }
                }
                if (gn >= nBlocks)
                  break;
              }
              if (gm >= mBlocks)
                break;
            }
          }
        }
      }
    }
  }
  return best;
}

int64_t roofline::getFastMemoryBytes(const HierarchyLimits &limits,
                                     const DeviceModel &device) {
  return limits.l2Bytes +
         limits.smCount * (limits.l1BytesPerSM + limits.registerBytesPerSM);
}

int64_t roofline::gemmIOLowerBound(const GemmProblem &p, int64_t fastBytes) {
  unsigned smallest = std::min({p.bitsA, p.bitsB, p.bitsC, p.bitsAcc});
  double s = static_cast<double>(fastBytes) * 8.0 / smallest;
  double perBatch = 2.0 * p.m * p.n * p.k / std::sqrt(s);
  double inputBytes = (p.bitsA + p.bitsB) / 16.0; // mean bytes of A and B
  double bound = p.batch * (perBatch * inputBytes +
                            bytesOf(static_cast<double>(p.m) * p.n, p.bitsC) *
                                (p.accumulate ? 2 : 1));
  return std::max(toInt(bound), gemmCompulsoryBytes(p));
}
