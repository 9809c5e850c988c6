//===- Attainment.cpp - What kernels attain of the roofline ---------------===//
//
// With the bound's terms (Verdict, after the hierarchical estimate), and
// f_dram, f_l2, f_vec, e_gemm, T0, L the device's attainment figures:
//
//   compute   C = compute time x s / e_gemm  (contractions, convolutions
//                 on tensor cores; e_simt off them)
//                 compute time x s / f_vec   (other ops, non-tensor classes)
//               s = boost clock / sustained clock (1 unless the device gives
//                   a sustained clock: a power-limited part)
//   memory    D = DRAM time x passes / f_dram, L2 time x passes / f_l2,
//                 L1 time x passes; f_dram x kWriteOnlyStreamGain (at most
//                 1) for an op that writes and reads nothing
//   overlap   X = max((C^p + D^p)^(1/p), L2, L1),  p = kOverlapExponent
//   floor     F = kernels x (T0 + min(K slices, kMaxChainSlices) x L)
//               T0 = the device's kernel_floor_us for a tiled matmul (what
//                    it is fitted on), kStreamingFloorUs for convolutions
//                    and other kernels
//   execution E = kernels x T0 + max(X, kernels x slices x L)   (a tiled GEMM:
//                 start-up and epilogue in series with its main loop)
//               = max(X, F)                                     (other ops)
//   predicted   = max(launch, E)          --timing=stream (default: the
//                                          host enqueues the next kernel
//                                          while this one runs)
//               = E                        --timing=kernel (profiler time)
//               = launch + max(E, W)       --timing=event (one call; W the
//                                          bound's work, time_s - launch)
//
// docs/model.md, "Predicted time: what kernels attain", derives each term.
//
//===----------------------------------------------------------------------===//

#include "roofline/Model/Attainment.h"

#include <algorithm>
#include <cmath>

using namespace roofline;

double roofline::getDefaultAttainment(AttainmentKey key) {
  switch (key) {
  case AttainmentKey::DramFraction:
    return 0.89; // median of the five dev-set devices' stream fractions
  case AttainmentKey::L2Fraction:
    return 1.0; // the catalog's L2 figures are mostly measurements already
  case AttainmentKey::VectorFraction:
    return 1.0; // no throttling unless a measurement shows it
  case AttainmentKey::GemmEfficiency:
    return 0.80; // the 13 compute-bound DeepBench V100 rows' median
  // Off the tensor cores: the figure every contraction took before the two
  // were split. The development rows' pooled medians (0.86 on the tensor
  // cores, 0.75 off them, docs/validation.md) mix GeForce and L4 parts with
  // datacenter ones, so the defaults of the devices without rows of their
  // own stay where they were (docs/model.md 6). A catalog device whose
  // architecture has rows carries that architecture's figures in its file
  // instead (the A100 SXM4 parts the A100 PCIe's); these two are for the
  // rest (Blackwell, AMD, Apple) and for a user's file without them.
  case AttainmentKey::SimtGemmEfficiency:
    return 0.80;
  // A tiled matmul's start-up and K-slice latency on a device without its
  // own fit: the median of the devices that have one on the development
  // rows (bench/validation/crossval.py's rule). One device has one there,
  // the H100 SXM (43 XLA rows: 5.05 us, 36 ns); every device that has small
  // GEMM rows in the bench wants 4 to 10 us (docs/validation.md, "What
  // limits the out-of-fold error"), none the 1 us the V100's one chain-bound
  // row gave before.
  case AttainmentKey::KernelFloorUs:
    return 5.05;
  case AttainmentKey::SliceLatencyNs:
    return 36.0;
  }
  return 1.0;
}

AttainmentConstants roofline::getAttainmentConstants(const DeviceModel &d) {
  AttainmentConstants c;
  for (unsigned i = 0; i < kNumAttainmentKeys; ++i) {
    const std::optional<AttainmentFigure> &f = d.attainment[i];
    c.isDefault[i] = !f.has_value();
    c.value[i] = f ? f->value : getDefaultAttainment(AttainmentKey(i));
  }
  return c;
}

double roofline::getComputeClockFactor(const DeviceModel &d) {
  if (d.sustainedClockMHz <= 0 || d.boostClockMHz <= 0)
    return 1;
  return d.boostClockMHz / d.sustainedClockMHz;
}

double roofline::overlapTime(double a, double b, double p) {
  double hi = std::max(a, b), lo = std::min(a, b);
  if (hi <= 0)
    return 0;
  // Scaled by the larger term so that neither power overflows.
  return hi * std::pow(1.0 + std::pow(lo / hi, p), 1.0 / p);
}

int64_t roofline::getReductionExtent(const OpCost &cost) {
  int64_t outElements = 0;
  for (const OperandFootprint &o : cost.operands)
    if (o.role == OperandFootprint::Role::Output) {
      outElements = o.elements;
      break;
    }
  if (outElements <= 0 || cost.flops <= 0 || cost.executions <= 0)
    return 0;
  double k = static_cast<double>(cost.flops) /
             (static_cast<double>(cost.executions) * 2.0 * outElements);
  return std::max<int64_t>(1, static_cast<int64_t>(std::llround(k)));
}

int64_t roofline::getChainSlices(const OpCost &cost,
                                 const HierarchicalEstimate &estimate) {
  if (!estimate.tile || estimate.tile->bk <= 0)
    return 0;
  int64_t k = getReductionExtent(cost);
  int64_t split = std::max<int64_t>(1, estimate.tile->splitK);
  int64_t perBlock = (k + split - 1) / split;
  int64_t slices = (perBlock + estimate.tile->bk - 1) / estimate.tile->bk;
  return std::min(slices, kMaxChainSlices);
}

bool roofline::isWriteOnly(const OpCost &cost) {
  bool written = false;
  for (const OperandFootprint &o : cost.operands) {
    if (o.read)
      return false;
    written |= o.written;
  }
  return written;
}

int64_t roofline::getInputPasses(const OpCost &cost) {
  if (cost.normalizedRowElements <= 0 || cost.operands.empty())
    return 1;
  double rowBytes = static_cast<double>(cost.normalizedRowElements) *
                    cost.operands.front().elementBits / 8.0;
  return rowBytes > kOnChipRowBytes ? kLongRowPasses : 1;
}

int64_t roofline::getRowsInFlight(int64_t rows, const DeviceModel &device) {
  int64_t perSM = std::max<int64_t>(
      1, static_cast<int64_t>(device.maxThreadsPerSM) / kMaxThreadsPerBlock);
  return std::min<int64_t>(std::max<int64_t>(1, rows),
                           saturatingMul(static_cast<int64_t>(device.smCount),
                                         perSM));
}

bool roofline::rowRereadsHitL2(int64_t rows, int64_t rowBytes,
                               const DeviceModel &device) {
  const std::optional<MemoryLevelModel> &l2 = device.getMemory(MemoryLevel::L2);
  if (!l2 || l2->capacityBytes == 0 || device.smCount <= 0)
    return true;
  double inFlight = static_cast<double>(getRowsInFlight(rows, device)) *
                    static_cast<double>(rowBytes);
  return inFlight <= static_cast<double>(l2->capacityBytes);
}

double roofline::getLayoutTransposeTime(const OpCost &cost, double bandwidth,
                                        double dramFraction) {
  double total = 0;
  for (int64_t bytes : cost.layoutTransposeBytes) {
    if (bytes <= 0)
      continue;
    double stream = bandwidth > 0 && dramFraction > 0
                        ? static_cast<double>(bytes) / (bandwidth * dramFraction)
                        : 0;
    total += std::max(stream, static_cast<double>(cost.executions) *
                                  kStreamingFloorUs * 1e-6);
  }
  return total;
}

namespace {

/// Bytes the extra passes read, over the bytes the bound counts at a level:
/// the factor that level's time grows by.
double passFactor(const OpCost &cost, int64_t passes, unsigned level) {
  if (passes <= 1 || cost.bytes[level] <= 0 || cost.operands.empty())
    return 1;
  double input = static_cast<double>(cost.operands.front().bytes()) *
                 static_cast<double>(cost.executions);
  return 1 + (passes - 1) * input / static_cast<double>(cost.bytes[level]);
}

/// The binding term's name among compute and the levels.
llvm::StringRef
limiterOf(double compute,
          const std::array<double, kNumMemoryLevels> &level) {
  llvm::StringRef best = "compute";
  double worst = compute;
  for (MemoryLevel l : kMemoryLevelsOutermostFirst)
    if (level[static_cast<unsigned>(l)] > worst) {
      worst = level[static_cast<unsigned>(l)];
      best = stringifyMemoryLevel(l);
    }
  return best;
}

/// The part of the launch the predicted time adds to the execution E under
/// `timing` (docs/model.md, "What a measured time means"): in a stream the
/// host enqueues the next launch while this kernel runs, so only what the
/// launch exceeds E by shows (max(launch, E)); a profiler's kernel time has
/// none of it; one call between events has all of it, in series with a
/// kernel that cannot take less than the bound's work terms.
double launchShare(Verdict &v, KernelTiming timing) {
  switch (timing) {
  case KernelTiming::Kernel:
    return 0;
  case KernelTiming::Event:
    v.predictedExecTime =
        std::max(v.predictedExecTime, v.time - v.launchTime);
    return v.launchTime;
  case KernelTiming::Stream:
    break;
  }
  return std::max(0.0, v.launchTime - v.predictedExecTime);
}

} // namespace

void roofline::applyAttainment(Verdict &v, const OpCost &cost,
                               const HierarchicalEstimate *estimate,
                               const DeviceModel &device, int64_t launches,
                               KernelTiming timing) {
  v.predictedTime = v.predictedLaunchTime = v.predictedExecTime = 0;
  v.predictedComputeTime = v.predictedFloorTime = 0;
  v.predictedLayoutTime = 0;
  v.predictedLevelTime = {};
  v.predictedInputPasses = 1;
  v.predictedLimiter.clear();
  if (v.bound == Bound::None)
    return;
  AttainmentConstants k = getAttainmentConstants(device);

  bool gemm = estimate || cost.kind == OpKind::Contraction;
  // A library GEMM off the tensor cores (f32 without TF32) runs another
  // kernel family than a tensor-core one, with its own efficiency: the dev
  // set's A100 PCIe SIMT GEMMs attain 0.80 of the FP32 peak against 0.69
  // of the tensor peak, the RTX 4090's 0.64 against 0.97 (docs/model.md,
  // "What a library GEMM attains").
  bool tensor = isTensorCoreClass(v.ceilingClass);
  double computeEff =
      gemm     ? k.get(tensor ? AttainmentKey::GemmEfficiency
                              : AttainmentKey::SimtGemmEfficiency)
      : tensor ? 1.0
               : k.get(AttainmentKey::VectorFraction);
  // A power-limited part runs its compute at the sustained clock; memory
  // time is unchanged (its memory clock does not drop, docs/model.md).
  v.predictedComputeTime =
      v.computeTime * getComputeClockFactor(device) / computeEff;

  v.predictedInputPasses = getInputPasses(cost);
  // A write-only stream (a fill, an init) turns the DRAM bus around never.
  double dramFraction = k.get(AttainmentKey::DramFraction);
  if (isWriteOnly(cost))
    dramFraction = std::min(1.0, dramFraction * kWriteOnlyStreamGain);
  // By MemoryLevel's value: DRAM, L2, L1, L3. The memory-side L3 has no
  // attained fraction measured on any part: its peak (docs/devices.md).
  const double levelFraction[kNumMemoryLevels] = {
      dramFraction, k.get(AttainmentKey::L2Fraction), 1.0, 1.0};
  // A long row's later passes come from L2 when the rows in flight fit
  // there: DRAM (and a memory-side L3) then sees the input once.
  bool rereadsInL2 = false;
  if (v.predictedInputPasses > 1) {
    const OperandFootprint &in = cost.operands.front();
    int64_t rows = in.elements / std::max<int64_t>(1, cost.normalizedRowElements);
    rereadsInL2 = rowRereadsHitL2(
        rows, cost.normalizedRowElements * in.elementBits / 8, device);
  }
  for (unsigned l = 0; l < kNumMemoryLevels; ++l) {
    bool beyondL2 = l == static_cast<unsigned>(MemoryLevel::DRAM) ||
                    l == static_cast<unsigned>(MemoryLevel::L3);
    int64_t passes =
        rereadsInL2 && beyondL2 ? 1 : v.predictedInputPasses;
    v.predictedLevelTime[l] =
        v.levelTime[l] * passFactor(cost, passes, l) / levelFraction[l];
  }

  // A kernel fused into its producer's (no launch of its own) adds no
  // start-up of its own either.
  int64_t kernels = v.launchTime > 0 || device.launchOverheadSec == 0
                        ? std::max<int64_t>(1, launches)
                        : 0;
  int64_t slices = estimate ? getChainSlices(cost, *estimate) : 0;
  // A device's start-up figure is a library GEMM's (what it is fitted on:
  // matmuls, the ops with an I/O lower bound); convolutions and streaming
  // kernels take the same default floor on every part (Attainment.h).
  bool tiled = estimate && estimate->tile;
  bool matmul = tiled && estimate->lowerBoundBytes.has_value();
  double floorUs =
      matmul ? k.get(AttainmentKey::KernelFloorUs) : kStreamingFloorUs;
  double startUp = static_cast<double>(kernels) * floorUs * 1e-6;
  double chain = static_cast<double>(kernels) * static_cast<double>(slices) *
                 k.get(AttainmentKey::SliceLatencyNs) * 1e-9;
  v.predictedFloorTime = startUp + chain;

  double overlap =
      std::max({overlapTime(v.predictedComputeTime, v.predictedLevelTime[0]),
                v.predictedLevelTime[1], v.predictedLevelTime[2]});
  // A collective's transfer at the measured bus bandwidth (Verdict.h).
  overlap = std::max(overlap, v.attainedInterconnectTime);
  // A tiled GEMM's blocks start, fill their pipeline, run the K loop and
  // write their tile in sequence: the start-up and epilogue add to the main
  // loop (or to its latency chain) rather than hide behind it. Streaming
  // kernels overlap one block's start with another's work: a floor only.
  double own = tiled ? startUp + std::max(overlap, chain)
                     : std::max(overlap, v.predictedFloorTime);
  // cuDNN's layout transposes around an eager NCHW convolution are kernels
  // of their own, in series with it (docs/model.md 1.8).
  v.predictedLayoutTime =
      getLayoutTransposeTime(cost, v.bandwidth, dramFraction);
  v.predictedExecTime = own + v.predictedLayoutTime;
  v.predictedLaunchTime = launchShare(v, timing);
  v.predictedTime = v.predictedLaunchTime + v.predictedExecTime;
  if (timing != KernelTiming::Kernel && v.launchTime > v.predictedExecTime)
    v.predictedLimiter = "launch";
  // The transposes are DRAM streams: when they outweigh the convolution's
  // own execution, DRAM is what binds the op.
  else if (v.predictedLayoutTime > own)
    v.predictedLimiter = "dram";
  // `latency` when the floor (start-up and K-slice chain) exceeds the work,
  // for tiled and streaming kernels alike (docs/model.md, "What limits the
  // prediction"): a tiled GEMM's start-up adds to its main loop, so when it
  // and the chain outweigh the work, most of its time is neither compute
  // nor memory (an H100 1024^3 bf16 GEMM: 5.05 us start-up + 2.30 us chain
  // against 3.1 us of L1 traffic).
  else if (v.predictedFloorTime >= overlap)
    v.predictedLimiter = "latency";
  else if (v.attainedInterconnectTime > 0 &&
           v.attainedInterconnectTime >= overlap)
    v.predictedLimiter = "interconnect";
  else
    v.predictedLimiter =
        limiterOf(v.predictedComputeTime, v.predictedLevelTime).str();
}
