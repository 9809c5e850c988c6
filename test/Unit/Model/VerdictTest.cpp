//===- VerdictTest.cpp - Roofline arithmetic ------------------------------===//

#include "roofline/Model/Verdict.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace roofline;

namespace {

/// 10 TFLOP/s FP32, 100 TFLOP/s FP16 tensor cores, 1 TB/s DRAM, 2 us launch.
DeviceModel toyDevice() {
  DeviceModel d;
  d.name = "toy";
  d.compute[unsigned(ComputeClass::FP32)] = Ceiling{10e12, 8e12, "toy"};
  d.compute[unsigned(ComputeClass::FP16_TC)] = Ceiling{100e12, {}, "toy"};
  d.compute[unsigned(ComputeClass::INT32)] = Ceiling{5e12, {}, "toy"};
  MemoryLevelModel dram;
  dram.bandwidth = Ceiling{1e12, 0.8e12, "toy"};
  d.memory[unsigned(MemoryLevel::DRAM)] = dram;
  d.launchOverheadSec = 2e-6;
  return d;
}

OpCost cost(int64_t flops, int64_t bytes, ComputeClass c = ComputeClass::FP32) {
  OpCost k;
  k.flops = flops;
  k.bytes = {bytes, bytes, bytes};
  k.computeClass = c;
  return k;
}

TEST(Verdict, MemoryBoundElementwise) {
  // 1M adds over 12 MB: I = 1e6/12e6 = 0.0833 FLOP/B, ridge = 10 FLOP/B.
  // memory 12e6/1e12 = 12 us > compute 1e6/10e12 = 0.1 us; time = 14 us.
  Verdict v = cantFail(computeVerdict(cost(1000000, 12000000), toyDevice(),
                                      CeilingKind::Spec));
  EXPECT_EQ(v.bound, Bound::Memory);
  EXPECT_DOUBLE_EQ(v.ridgePoint, 10.0);
  EXPECT_NEAR(v.intensity, 1.0 / 12, 1e-15);
  EXPECT_NEAR(v.attainableFlops, 1e12 / 12, 1);
  EXPECT_NEAR(v.memoryTime, 12e-6, 1e-18);
  EXPECT_NEAR(v.time, 14e-6, 1e-18);
  // Achieved: 1e6 FLOP / 14 us = 7.14e10 FLOP/s = 0.714% of 10 TF.
  EXPECT_NEAR(v.fractionOfPeak, 1e6 / 14e-6 / 10e12, 1e-12);
}

TEST(Verdict, ComputeBoundOnTensorCores) {
  // 2*1024^3 FLOPs over 16 MiB on fp16_tc: compute 2147483648/1e14 =
  // 21.47 us, memory 16777216/1e12 = 16.78 us: compute-bound.
  Verdict v = cantFail(computeVerdict(cost(2147483648, 16777216,
                                           ComputeClass::FP16_TC),
                                      toyDevice(), CeilingKind::Spec));
  EXPECT_EQ(v.bound, Bound::Compute);
  EXPECT_EQ(v.ceilingClass, ComputeClass::FP16_TC);
  EXPECT_NEAR(v.computeTime, 2147483648.0 / 1e14, 1e-18);
  EXPECT_NEAR(v.time, 2147483648.0 / 1e14 + 2e-6, 1e-18);
}

TEST(Verdict, SustainedCeilingsAreUsedWhenAsked) {
  // Memory time at 0.8 TB/s: 8e6/0.8e12 = 10 us.
  Verdict v = cantFail(computeVerdict(cost(1000, 8000000), toyDevice(),
                                      CeilingKind::Sustained));
  EXPECT_NEAR(v.memoryTime, 10e-6, 1e-18);
  EXPECT_DOUBLE_EQ(v.peakFlops, 8e12);
}

TEST(Verdict, FallbackClassIsReported) {
  // No bf16 units on the toy device: bf16_tc -> bf16 -> fp32.
  Verdict v = cantFail(computeVerdict(cost(1000, 1000, ComputeClass::BF16_TC),
                                      toyDevice(), CeilingKind::Spec));
  EXPECT_EQ(v.ceilingClass, ComputeClass::FP32);
  EXPECT_DOUBLE_EQ(v.peakFlops, 10e12);
}

TEST(Verdict, TranscendentalsAndIntegerOpsAddComputeTime) {
  // 1000 FLOPs + 100 exp weighted 8 = 1800 FLOP-equivalents at 10 TF =
  // 180 ps; 4000 integer ops at 5 TOPS = 800 ps: the integer pipe binds the
  // work, which the 2 us launch outweighs.
  OpCost c = cost(1000, 0);
  c.weightedTranscendentals = 800;
  c.intOps = 4000;
  Verdict v = cantFail(computeVerdict(c, toyDevice(), CeilingKind::Spec));
  EXPECT_NEAR(v.computeTime, 800e-12, 1e-24);
  EXPECT_EQ(v.workBinding, Binding::Compute);
  EXPECT_EQ(v.bound, Bound::Launch);
  EXPECT_TRUE(std::isinf(v.intensity)); // FLOPs but no bytes
}

TEST(Verdict, LaunchBindsWhenItExceedsEveryTerm) {
  // 1 MB at 1 TB/s = 1 us of DRAM, 1000 FLOPs = 0.1 ns: the 2 us launch
  // exceeds both: launch-bound, time 1 + 2 = 3 us; the work is DRAM-bound.
  Verdict v = cantFail(
      computeVerdict(cost(1000, 1000000), toyDevice(), CeilingKind::Spec));
  EXPECT_EQ(v.binding, Binding::Launch);
  EXPECT_EQ(v.bound, Bound::Launch);
  EXPECT_EQ(v.workBinding, Binding::DRAM);
  EXPECT_NEAR(v.time, 3e-6, 1e-18);
}

TEST(Verdict, LaunchTieGoesToTheWork) {
  // 2 MB at 1 TB/s = 2 us of DRAM, equal to the 2 us launch: not launch-bound
  // (the launch must exceed the work); time 4 us.
  Verdict v = cantFail(
      computeVerdict(cost(1000, 2000000), toyDevice(), CeilingKind::Spec));
  EXPECT_EQ(v.bound, Bound::Memory);
  EXPECT_EQ(v.binding, Binding::DRAM);
  EXPECT_NEAR(v.time, 4e-6, 1e-18);
}

TEST(Verdict, SetLaunchTimeRebinds) {
  // The 3 us case above without its launch (it runs in another op's kernel):
  // 1 us, DRAM-bound; with 3 launches (6 us) launch-bound again, 7 us.
  OpCost c = cost(1000, 1000000);
  Verdict v = cantFail(computeVerdict(c, toyDevice(), CeilingKind::Spec));
  setLaunchTime(v, c, 0);
  EXPECT_EQ(v.bound, Bound::Memory);
  EXPECT_NEAR(v.time, 1e-6, 1e-18);
  setLaunchTime(v, c, 6e-6);
  EXPECT_EQ(v.bound, Bound::Launch);
  EXPECT_NEAR(v.time, 7e-6, 1e-18);
  EXPECT_NEAR(v.fractionOfPeak, 1000 / 7e-6 / 10e12, 1e-15);
}

TEST(Verdict, ZeroWorkTakesNoTimeAndDividesByNothing) {
  Verdict v =
      cantFail(computeVerdict(cost(0, 0), toyDevice(), CeilingKind::Spec));
  EXPECT_EQ(v.bound, Bound::None);
  EXPECT_EQ(v.time, 0.0);
  EXPECT_EQ(v.intensity, 0.0);
  EXPECT_EQ(v.fractionOfPeak, 0.0);
}

TEST(Verdict, DeviceWithoutAnyUsableClassIsAnError) {
  DeviceModel d = toyDevice();
  d.compute = {};
  d.compute[unsigned(ComputeClass::FP64)] = Ceiling{1e12, {}, "toy"};
  llvm::Expected<Verdict> v = computeVerdict(cost(1, 1), d, CeilingKind::Spec);
  ASSERT_FALSE(v);
  EXPECT_EQ(llvm::toString(v.takeError()),
            "device 'toy' has no ceiling for class fp32 nor any class it "
            "falls back to");
}

} // namespace
