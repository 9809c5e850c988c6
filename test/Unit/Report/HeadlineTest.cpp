//===- HeadlineTest.cpp - The one predicted time and verdict --------------===//

#include "roofline/Report/Headline.h"

#include "gtest/gtest.h"

using namespace roofline;

namespace {

/// Totals as the analysis sums them: a bound, a predicted time and its parts
/// by limiter.
Totals makeTotals(double bound, std::initializer_list<std::pair<const char *,
                                                                double>> parts) {
  Totals t;
  t.costedOps = 3;
  t.time = bound;
  for (auto [limiter, seconds] : parts) {
    t.predictedByLimiter[limiter] += seconds;
    t.predictedTime += seconds;
  }
  return t;
}

// ResNet-18-like: launch 34 us, latency 2 us, compute 62 us, dram 2 us of a
// 100 us prediction. The old verdict rule (launch at least half of the
// bound) and the memory/compute split disagree with the predicted time;
// the headline's verdict is the limiter of most of it: compute, 62%.
TEST(Headline, VerdictIsTheLimiterOfMostOfThePredictedTime) {
  Headline h = getHeadline(makeTotals(
      110e-6, {{"launch", 34e-6}, {"latency", 2e-6}, {"compute", 62e-6},
               {"dram", 2e-6}}));
  EXPECT_EQ(h.verdict, "compute-bound");
  EXPECT_DOUBLE_EQ(h.predicted, 100e-6);
  EXPECT_DOUBLE_EQ(h.bound, 110e-6);
  EXPECT_NEAR(h.verdictShare, 0.62, 1e-12);
  // The one launch share: 34 / 100 of the predicted time.
  EXPECT_NEAR(h.launchShare(), 0.34, 1e-12);
  EXPECT_EQ(h.describe(), "compute-bound (62.0% of the predicted time)");
}

// The memory levels are one kind of problem: dram 20 + l2 15 + l1 10 = 45
// us beats compute 40 us and launch 15 us, though no single level does.
TEST(Headline, MemoryLevelsCountTogether) {
  Headline h = getHeadline(makeTotals(
      100e-6, {{"dram", 20e-6}, {"l2", 15e-6}, {"l1", 10e-6},
               {"compute", 40e-6}, {"launch", 15e-6}}));
  EXPECT_EQ(h.verdict, "memory-bound");
  EXPECT_NEAR(h.verdictShare, 0.45, 1e-12);
  EXPECT_NEAR(h.memoryShare(), 0.45, 1e-12);
}

// A kernel floor of most of the time (small kernels on a part with a long
// start-up) is said as such.
TEST(Headline, LatencyBound) {
  Headline h = getHeadline(
      makeTotals(50e-6, {{"latency", 60e-6}, {"dram", 20e-6}}));
  EXPECT_EQ(h.verdict, "latency-bound");
  EXPECT_NEAR(h.verdictShare, 0.75, 1e-12);
}

// Without a predicted time the analysis's own verdict stands, without a
// share.
TEST(Headline, NothingCostedAndNoWork) {
  Totals none;
  EXPECT_EQ(getHeadline(none).verdict, "nothing-costed");
  EXPECT_FALSE(getHeadline(none).hasVerdictShare());
  Totals zero;
  zero.costedOps = 2;
  EXPECT_EQ(getHeadline(zero).verdict, "no-work");
  EXPECT_EQ(getHeadline(zero).describe(), "no-work");
}

} // namespace
