//===- Advice.cpp - What to do about a module, once per kind --------------===//
//
// The module-wide advice of every report format (Headline.h): each kind of
// problem once, with the share of the predicted time it concerns and the
// device figures it follows from. Per-op advice (the HTML op table) is
// ChartSupport's adviceFor.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Headline.h"
#include "roofline/Report/Capacity.h"
#include "roofline/Report/Report.h"

#include "ChartSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace roofline;
using namespace roofline::chart;

namespace {

/// Advice below this share of the predicted time is noise: a report that
/// advises everything advises nothing.
constexpr double kMinAdviceShare = 0.05;

bool isMemoryLimiter(llvm::StringRef l) {
  return l == "dram" || l == "l2" || l == "l1";
}

/// Predicted seconds of the ops that match `pred`, over the predicted
/// total.
template <typename Pred>
double shareOf(const RooflineAnalysis &a, Pred pred) {
  double total = a.getTotals().predictedTime, part = 0;
  for (const OpRecord &r : a.getOps())
    if (!r.foldedInto && pred(r))
      part += r.verdict.predictedTime;
  return total > 0 ? part / total : 0;
}

/// FP32 (and FP16/BF16 on the vector units) contractions limited by compute:
/// the higher roofs the device's tensor cores reach, with their ratio to the
/// roof the ops run at.
std::optional<Advice> precisionAdvice(const RooflineAnalysis &a) {
  const AnalysisConfig &c = a.getConfig();
  double share = shareOf(a, [](const OpRecord &r) {
    return r.verdict.predictedLimiter == "compute" &&
           r.cost.kind == OpKind::Contraction &&
           r.verdict.ceilingClass == ComputeClass::FP32;
  });
  const auto &fp32 = c.device.getCompute(ComputeClass::FP32);
  if (share < kMinAdviceShare || !fp32)
    return std::nullopt;
  double base = fp32->get(c.ceilings);
  std::string faster;
  for (ComputeClass tc : {ComputeClass::TF32_TC, ComputeClass::BF16_TC})
    if (const auto &roof = c.device.getCompute(tc))
      if (double peak = roof->get(c.ceilings); peak > base)
        faster += llvm::formatv("{0}{1} {2} ({3:f1}x)", faster.empty() ? "" : ", ",
                                classDisplayName(tc), formatPeak(peak, false),
                                peak / base)
                      .str();
  if (faster.empty())
    return std::nullopt;
  return Advice{"precision", share,
                llvm::formatv("{0:f1}% of the predicted time is FP32 "
                              "contractions at the FP32 roof ({1}); tensor "
                              "cores reach {2}: allow-tf32, or "
                              "roofline-optimize{{precision=bf16}",
                              100 * share, formatPeak(base, false), faster)
                    .str()};
}

/// Elementwise, data-movement and reduction ops limited by memory, by their
/// launch or by the per-kernel floor: chains a fused kernel runs in one
/// pass, with one launch and one floor.
std::optional<Advice> fusionAdvice(const RooflineAnalysis &a) {
  double share = shareOf(a, [](const OpRecord &r) {
    llvm::StringRef l = r.verdict.predictedLimiter;
    return r.cost.kind != OpKind::Contraction &&
           (l == "launch" || l == "latency" || isMemoryLimiter(l));
  });
  if (share < kMinAdviceShare)
    return std::nullopt;
  return Advice{"fusion", share,
                llvm::formatv("{0:f1}% of the predicted time is elementwise, "
                              "reduction and data-movement ops limited by "
                              "memory, their launch or the per-kernel floor: "
                              "fuse the chains into "
                              "their producers (roofline-optimize fuses "
                              "elementwise chains and matmul/convolution "
                              "epilogues)",
                              100 * share)
                    .str()};
}

/// Launch overhead over the whole module: a CUDA graph replays the kernels
/// with the device's graph gap instead of a launch each.
std::optional<Advice> graphAdvice(const RooflineAnalysis &a,
                                  const Headline &h) {
  const AnalysisConfig &c = a.getConfig();
  // Eager mode: the GPU also waits for the framework's dispatch
  // (Limiter::Host), which a graph replay does without.
  double host = h.share(unsigned(Limiter::Host));
  double share = h.launchShare() + host;
  if (share < kMinAdviceShare || c.mode == ExecutionMode::Graph)
    return std::nullopt;
  // Advised where launches are a problem of the module, not of a few ops.
  if (h.verdict != "launch-bound" && h.verdict != "host-bound" && share < 0.2)
    return std::nullopt;
  std::string gap = c.device.graphLaunchGapSec
                        ? formatTime(*c.device.graphLaunchGapSec) +
                              " per kernel against " +
                              formatTime(c.device.launchOverheadSec)
                        : std::string("the device file gives no graph gap");
  return Advice{"cuda-graph", share,
                llvm::formatv("{0:f1}% of the predicted time is launch "
                              "overhead{2}: capture the module in a CUDA graph "
                              "({1}; --mode=graph predicts it)",
                              100 * share, gap,
                              host > 0 ? llvm::formatv(
                                             " and host dispatch ({0:f1}%)",
                                             100 * host)
                                             .str()
                                       : std::string())
                    .str()};
}

/// FLOPs of one run per byte of the op's largest input: 2 M for a weight
/// matrix of an M-token matmul (M = 1 in a decode step), 2 N (the other
/// extent) for either operand of a square GEMM. Infinite without an input.
double getLargestInputIntensity(const OpCost &c) {
  int64_t largest = 0;
  for (const OperandFootprint &f : c.operands)
    if (f.role == OperandFootprint::Role::Input)
      largest = std::max(largest, f.trafficBytes());
  if (largest == 0)
    return INFINITY;
  double runs = static_cast<double>(std::max<int64_t>(1, c.executions));
  return static_cast<double>(c.flops) / runs / static_cast<double>(largest);
}

/// Contractions limited by memory or below the ridge point whose largest
/// input is read below it too: weights streamed once per token in a decode
/// step. Quantised weights move fewer bytes; a static KV cache
/// (preallocated, updated in place) lets the step be one compiled graph.
std::optional<Advice> decodeAdvice(const RooflineAnalysis &a) {
  // Below the ridge point: whatever limits the kernel (its DRAM stream, or
  // at batch 1 its start-up and K loop), fewer bytes per FLOP is the cure.
  // Only where the largest input (the weights) is itself read at low reuse:
  // a square 1024^3 GEMM that accumulates into f32 is below an H200's ridge
  // through its output, not through a weight stream.
  double share = shareOf(a, [](const OpRecord &r) {
    return r.cost.kind == OpKind::Contraction &&
           (isMemoryLimiter(r.verdict.predictedLimiter) ||
            r.verdict.intensity < r.verdict.ridgePoint) &&
           getLargestInputIntensity(r.cost) < r.verdict.ridgePoint;
  });
  if (share < kMinAdviceShare)
    return std::nullopt;
  Capacity cap = computeCapacity(a);
  std::string text = llvm::formatv(
      "{0:f1}% of the predicted time is contractions below the ridge point "
      "(weights streamed at low reuse, as in a decode step): quantise the "
      "weights (int8 halves and int4 quarters their bytes against 16 bits) "
      "or batch more tokens per weight read",
      100 * share);
  if (cap.kvCache.tensors > 0)
    text += llvm::formatv("; keep the KV cache ({0}) static: preallocated "
                          "and updated in place, so that the step compiles "
                          "to one graph",
                          formatBinaryBytes(cap.kvCache.bytes))
                .str();
  return Advice{"decode", share, text};
}

} // namespace

std::vector<Advice> roofline::getModuleAdvice(const RooflineAnalysis &a) {
  std::vector<Advice> advice;
  Headline h = getHeadline(a.getTotals());
  if (!h.hasVerdictShare())
    return advice;
  for (std::optional<Advice> x :
       {precisionAdvice(a), fusionAdvice(a), graphAdvice(a, h),
        decodeAdvice(a)})
    if (x)
      advice.push_back(std::move(*x));
  std::stable_sort(advice.begin(), advice.end(),
                   [](const Advice &x, const Advice &y) {
                     return x.share > y.share;
                   });
  return advice;
}
