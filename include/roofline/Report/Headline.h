//===- Headline.h - The one predicted time, verdict and advice --*- C++ -*-===//
//
// What every report format opens with, computed once so that the text,
// JSON, HTML and SVG reports (and python/roofline, which reads the JSON)
// cannot disagree: the predicted (attained) time, the roofline bound beside
// it under its own name, the predicted time by what limits it, the verdict
// (the limiter of most of the predicted time) and the advice that follows
// from the verdict and the device (docs/json-schema.md, "headline").
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_REPORT_HEADLINE_H
#define ROOFLINE_REPORT_HEADLINE_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include <array>
#include <string>
#include <vector>

namespace roofline {

/// What limits an op's predicted time (Verdict::predictedLimiter), in the
/// order reports list them.
/// Host: in eager mode, the time the GPU waits for the framework to issue
/// the next op (lib/Analysis/HostTimeline.h).
enum class Limiter {
  Launch,
  Latency,
  Compute,
  DRAM,
  L2,
  L1,
  Interconnect,
  Host
};
constexpr unsigned kNumLimiters = 8;

/// The headline of a set of ops (a module, a group, a function).
struct Headline {
  /// The predicted (attained) time: the one time reports call "predicted".
  double predicted = 0;
  /// The roofline bound (max(compute, each memory level) + launch at the
  /// ceilings): reports call it "bound".
  double bound = 0;
  /// The predicted time by limiter, indexed by Limiter.
  std::array<double, kNumLimiters> byLimiter = {};
  /// "launch-bound", "latency-bound", "compute-bound", "memory-bound"
  /// (dram, l2 and l1 together), "interconnect-bound": the limiter of most
  /// of the predicted time; "no-work" or "nothing-costed" as
  /// Totals::getVerdict.
  std::string verdict;
  /// The share of the predicted time the verdict names (0 without one).
  double verdictShare = 0;

  /// "launch", "latency", "compute", "dram", "l2", "l1", "interconnect".
  static llvm::StringRef limiterName(unsigned i);
  /// byLimiter[i] / predicted (0 without a predicted time).
  double share(unsigned i) const {
    return predicted > 0 ? byLimiter[i] / predicted : 0;
  }
  /// The share of the predicted time that is launch overhead: the one
  /// launch share every format shows.
  double launchShare() const { return share(unsigned(Limiter::Launch)); }
  /// The share limited by DRAM, L2 or L1.
  double memoryShare() const {
    return share(unsigned(Limiter::DRAM)) + share(unsigned(Limiter::L2)) +
           share(unsigned(Limiter::L1));
  }
  /// Whether the verdict is a limiter (not "no-work", "nothing-costed").
  bool hasVerdictShare() const { return verdictShare > 0; }
  /// "compute-bound (61.9% of the predicted time)"; the verdict alone
  /// without a share.
  std::string describe() const;
};

/// The headline of `totals`.
Headline getHeadline(const Totals &totals);

/// One kind of problem and what to do about it, for a whole module.
struct Advice {
  /// "precision", "fusion", "cuda-graph", "decode".
  std::string kind;
  /// The share of the predicted time it concerns.
  double share = 0;
  /// What to do, with the figures it follows from (device roofs, shares).
  std::string text;
};

/// The module's advice, once per kind, largest share first: derived from
/// the ops' predicted limiters and the device's roofs (docs/model.md 1.7).
std::vector<Advice> getModuleAdvice(const RooflineAnalysis &analysis);

/// The op indices of `analysis` by predicted time, slowest first (ties by
/// roofline bound, then IR order): the order every report lists ops in.
std::vector<size_t> getOpsByPredicted(const RooflineAnalysis &analysis);

} // namespace roofline

#endif // ROOFLINE_REPORT_HEADLINE_H
