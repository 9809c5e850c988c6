//===- HostOverheadTest.cpp - Eager host timeline and profile -------------===//

#include "roofline/Model/HostOverhead.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

// Host-bound: each op's host cost exceeds the kernel before it, so the GPU
// waits. Host 10, 10, 10 us; kernels 2 us each: kernel i starts at
// t_h = 10(i+1) us, the last ends at 30 + 2 = 32 us; the GPU is busy 6 us
// and idle 26 us.
TEST(HostTimeline, HostBound) {
  HostTimeline t;
  for (int i = 0; i < 3; ++i)
    t.issue(10e-6, 2e-6);
  EXPECT_NEAR(t.end(), 32e-6, 1e-15);
  EXPECT_NEAR(t.kernelTime(), 6e-6, 1e-15);
  EXPECT_NEAR(t.gpuIdle(), 26e-6, 1e-15);
  EXPECT_NEAR(t.getHostTime(), 30e-6, 1e-15);
}

// GPU-bound: host 1 us each, kernels 100 us: the first starts at 1 us, the
// rest queue behind it: 1 + 3 x 100 = 301 us; the GPU waits only the first
// 1 us.
TEST(HostTimeline, GpuBound) {
  HostTimeline t;
  for (int i = 0; i < 3; ++i)
    t.issue(1e-6, 100e-6);
  EXPECT_NEAR(t.end(), 301e-6, 1e-15);
  EXPECT_NEAR(t.gpuIdle(), 1e-6, 1e-15);
}

// Mixed: a long kernel (50 us) lets the host run ahead over three short
// ops (host 5 us each, kernels 1 us): the host issues them at 10, 15 and
// 20 us, all before the long kernel ends at 5 + 50 = 55 us; they then run
// back to back: 55 + 3 = 58 us. A view afterwards (host 4 us, no kernel)
// ends at 24 us, inside the GPU's time: the end stays 58 us.
TEST(HostTimeline, HostRunsAheadOfLongKernel) {
  HostTimeline t;
  t.issue(5e-6, 50e-6);
  for (int i = 0; i < 3; ++i)
    t.issue(5e-6, 1e-6);
  t.issue(4e-6, 0);
  EXPECT_NEAR(t.end(), 58e-6, 1e-15);
  EXPECT_NEAR(t.getHostTime(), 24e-6, 1e-15);
  EXPECT_NEAR(t.kernelTime(), 53e-6, 1e-15);
}

// The host finishing last (a view after the last kernel) sets the end.
TEST(HostTimeline, HostFinishesLast) {
  HostTimeline t;
  t.issue(1e-6, 2e-6); // ends at 3 us
  t.issue(10e-6, 0);   // the host is done at 11 us
  EXPECT_NEAR(t.end(), 11e-6, 1e-15);
}

TEST(FrameworkProfile, CostByKind) {
  FrameworkProfile p;
  p.elementwiseSec = 1;
  p.reductionSec = 2;
  p.libraryCallSec = 3;
  p.viewSec = 4;
  EXPECT_EQ(p.hostCost(HostOpKind::Elementwise), 1);
  EXPECT_EQ(p.hostCost(HostOpKind::Reduction), 2);
  EXPECT_EQ(p.hostCost(HostOpKind::LibraryCall), 3);
  EXPECT_EQ(p.hostCost(HostOpKind::View), 4);
  EXPECT_EQ(p.hostCost(HostOpKind::PartOfCall), 0);
}

// The built-in PyTorch profile is its sources' figures times the scale
// fitted on the whole-model bench (HostOverhead.cpp): every figure
// positive, each with a source.
TEST(FrameworkProfile, PyTorchEagerHasSources) {
  const FrameworkProfile &p = getPyTorchEagerProfile();
  EXPECT_EQ(p.name, "pytorch-eager");
  EXPECT_FALSE(p.source.empty());
  EXPECT_GT(p.elementwiseSec, 0);
  EXPECT_GT(p.libraryCallSec, p.elementwiseSec);
  EXPECT_GT(p.elementwiseSec, p.viewSec);
}

} // namespace
