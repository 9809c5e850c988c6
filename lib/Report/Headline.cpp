//===- Headline.cpp - The one predicted time, verdict and advice ----------===//
//
// Every report format reads its time, verdict and advice from here
// (roofline/Report/Headline.h), so that they agree by construction.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Headline.h"
#include "roofline/Report/Report.h"

#include "ChartSupport.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <numeric>

using namespace roofline;

llvm::StringRef Headline::limiterName(unsigned i) {
  static const char *const names[kNumLimiters] = {
      "launch", "latency", "compute", "dram", "l2", "l1", "interconnect", "host"};
  return i < kNumLimiters ? names[i] : "";
}

std::string Headline::describe() const {
  if (!hasVerdictShare())
    return verdict;
  return llvm::formatv("{0} ({1:f1}% of the predicted time)", verdict,
                       100 * verdictShare)
      .str();
}

/// The index of a Verdict::predictedLimiter name; kNumLimiters if unknown.
static unsigned limiterIndex(llvm::StringRef name) {
  for (unsigned i = 0; i < kNumLimiters; ++i)
    if (Headline::limiterName(i) == name)
      return i;
  return kNumLimiters;
}

Headline roofline::getHeadline(const Totals &t) {
  Headline h;
  h.predicted = t.predictedTime;
  h.bound = t.time;
  for (const auto &e : t.predictedByLimiter)
    if (unsigned i = limiterIndex(e.getKey()); i < kNumLimiters)
      h.byLimiter[i] += e.getValue();
  llvm::StringRef plain = t.getVerdict();
  // No predicted time (nothing costed, no work, or only folded ops): the
  // analysis's own verdict, without a share.
  if (!(h.predicted > 0) || plain == "nothing-costed" || plain == "no-work") {
    h.verdict = plain.str();
    return h;
  }
  // The memory levels are one kind of problem; the verdict is the kind with
  // the most predicted time (ties to the first listed).
  struct Kind {
    const char *verdict;
    double seconds;
  } kinds[] = {
      {"launch-bound", h.byLimiter[unsigned(Limiter::Launch)]},
      {"latency-bound", h.byLimiter[unsigned(Limiter::Latency)]},
      {"compute-bound", h.byLimiter[unsigned(Limiter::Compute)]},
      {"memory-bound", h.byLimiter[unsigned(Limiter::DRAM)] +
                           h.byLimiter[unsigned(Limiter::L2)] +
                           h.byLimiter[unsigned(Limiter::L1)]},
      {"interconnect-bound", h.byLimiter[unsigned(Limiter::Interconnect)]},
      {"host-bound", h.byLimiter[unsigned(Limiter::Host)]}};
  const Kind *best = std::max_element(
      std::begin(kinds), std::end(kinds),
      [](const Kind &a, const Kind &b) { return a.seconds < b.seconds; });
  h.verdict = best->verdict;
  h.verdictShare = best->seconds / h.predicted;
  return h;
}

std::vector<size_t> roofline::getOpsByPredicted(const RooflineAnalysis &a) {
  const auto &ops = a.getOps();
  // getOpsByTime is by bound (then IR order); a stable sort by predicted
  // time keeps that order among ties.
  std::vector<size_t> order(a.getOpsByTime().begin(), a.getOpsByTime().end());
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
    return ops[x].verdict.predictedTime > ops[y].verdict.predictedTime;
  });
  return order;
}
