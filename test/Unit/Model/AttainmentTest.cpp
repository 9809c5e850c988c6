//===- AttainmentTest.cpp - The predicted time beside the bound -----------===//
//
// Each term of the attainment model (docs/model.md, "Predicted time: what
// kernels attain") on a toy device with round figures, derived by hand.
//
//===----------------------------------------------------------------------===//

#include "roofline/Model/Attainment.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace roofline;

namespace {

void set(DeviceModel &d, AttainmentKey key, double value) {
  d.attainment[static_cast<unsigned>(key)] = AttainmentFigure{value, "test"};
}

/// 10 TFLOP/s FP32, 100 TFLOP/s FP16 tensor cores, 1 TB/s DRAM, 2 us
/// launch; attained: DRAM x0.8, vector x0.5, GEMM x0.8 on the tensor cores
/// and x0.64 off them, floor 1 us + 100 ns per K slice (L2 keeps its
/// default, and the toy has no L2 anyway).
DeviceModel toyDevice() {
  DeviceModel d;
  d.name = "toy";
  d.compute[unsigned(ComputeClass::FP32)] = Ceiling{10e12, {}, "toy"};
  d.compute[unsigned(ComputeClass::FP16_TC)] = Ceiling{100e12, {}, "toy"};
  MemoryLevelModel dram;
  dram.bandwidth = Ceiling{1e12, {}, "toy"};
  d.memory[unsigned(MemoryLevel::DRAM)] = dram;
  d.launchOverheadSec = 2e-6;
  set(d, AttainmentKey::DramFraction, 0.8);
  set(d, AttainmentKey::VectorFraction, 0.5);
  set(d, AttainmentKey::GemmEfficiency, 0.8);
  set(d, AttainmentKey::SimtGemmEfficiency, 0.64);
  set(d, AttainmentKey::KernelFloorUs, 1.0);
  set(d, AttainmentKey::SliceLatencyNs, 100.0);
  return d;
}

OpCost cost(int64_t flops, int64_t bytes, ComputeClass c = ComputeClass::FP32) {
  OpCost k;
  k.flops = flops;
  k.bytes = {bytes, bytes, bytes};
  k.computeClass = c;
  return k;
}

OperandFootprint operand(OperandFootprint::Role role, int64_t elements) {
  OperandFootprint o;
  o.role = role;
  o.elements = elements;
  o.elementBits = 32;
  o.read = role == OperandFootprint::Role::Input;
  o.written = !o.read;
  return o;
}

/// The verdict of `c` on `d` with its prediction (one launch).
Verdict predict(const OpCost &c, const DeviceModel &d,
                const HierarchicalEstimate *e = nullptr) {
  Verdict v = cantFail(computeVerdict(c, d, CeilingKind::Spec));
  applyAttainment(v, c, e, d, 1);
  return v;
}

TEST(Attainment, OverlapIsASmoothMaximum) {
  // (3^4 + 4^4)^(1/4) = 337^(1/4) = 4.28457...
  EXPECT_NEAR(overlapTime(3, 4), std::pow(337.0, 0.25), 1e-12);
  EXPECT_NEAR(overlapTime(3, 4), 4.284572, 1e-6);
  // Equal terms: 2^(1/4) x the term; one term alone: itself.
  EXPECT_NEAR(overlapTime(2, 2), 2 * std::pow(2.0, 0.25), 1e-12);
  EXPECT_DOUBLE_EQ(overlapTime(0, 5), 5.0);
  EXPECT_DOUBLE_EQ(overlapTime(0, 0), 0.0);
  // p = 1 is the sum (no overlap).
  EXPECT_NEAR(overlapTime(3, 4, 1), 7.0, 1e-12);
}

TEST(Attainment, DefaultsAreStatedPerFigure) {
  DeviceModel d = toyDevice();
  d.attainment[unsigned(AttainmentKey::DramFraction)].reset();
  AttainmentConstants k = getAttainmentConstants(d);
  EXPECT_TRUE(k.isDefault[unsigned(AttainmentKey::DramFraction)]);
  EXPECT_DOUBLE_EQ(k.get(AttainmentKey::DramFraction), 0.89);
  EXPECT_TRUE(k.isDefault[unsigned(AttainmentKey::L2Fraction)]);
  EXPECT_DOUBLE_EQ(k.get(AttainmentKey::L2Fraction), 1.0);
  EXPECT_FALSE(k.isDefault[unsigned(AttainmentKey::VectorFraction)]);
  EXPECT_DOUBLE_EQ(k.get(AttainmentKey::VectorFraction), 0.5);
  // The catalog's V100 gives its DRAM fraction (gpu-stream: 802/900).
  AttainmentConstants v100 =
      getAttainmentConstants(cantFail(lookupDevice("v100")));
  EXPECT_FALSE(v100.isDefault[unsigned(AttainmentKey::DramFraction)]);
  EXPECT_DOUBLE_EQ(v100.get(AttainmentKey::DramFraction), 0.89);
  // Its GEMM figures: the medians of its development rows on the tensor
  // cores (9: DeepBench and zzc0721 f16) and off them (14, f32).
  EXPECT_DOUBLE_EQ(v100.get(AttainmentKey::GemmEfficiency), 0.765);
  EXPECT_DOUBLE_EQ(v100.get(AttainmentKey::SimtGemmEfficiency), 0.809);
  EXPECT_TRUE(v100.isDefault[unsigned(AttainmentKey::VectorFraction)]);
  // A device without rows of its own carries its architecture's figures in
  // its file: the A100 SXM4 40GB the sm_80 ones, the A100 PCIe's (0.69 on
  // the tensor cores, 0.796 off them; docs/model.md 6).
  AttainmentConstants a100 =
      getAttainmentConstants(cantFail(lookupDevice("a100-sxm4-40gb")));
  EXPECT_FALSE(a100.isDefault[unsigned(AttainmentKey::SimtGemmEfficiency)]);
  EXPECT_DOUBLE_EQ(a100.get(AttainmentKey::SimtGemmEfficiency), 0.796);
  EXPECT_DOUBLE_EQ(a100.get(AttainmentKey::GemmEfficiency), 0.69);
  // One whose architecture has no rows either (sm_100) takes 0.80 for both.
  AttainmentConstants b200 =
      getAttainmentConstants(cantFail(lookupDevice("b200-sxm-180gb")));
  EXPECT_TRUE(b200.isDefault[unsigned(AttainmentKey::GemmEfficiency)]);
  EXPECT_TRUE(b200.isDefault[unsigned(AttainmentKey::SimtGemmEfficiency)]);
  EXPECT_DOUBLE_EQ(b200.get(AttainmentKey::GemmEfficiency), 0.80);
  EXPECT_DOUBLE_EQ(b200.get(AttainmentKey::SimtGemmEfficiency), 0.80);
}

TEST(Attainment, StreamRunsAtTheAttainedBandwidth) {
  // 1e6 FLOPs over 12 MB. Bound: max(0.1 us, 12 us) + 2 us = 14 us.
  // Predicted: compute 0.1 / 0.5 = 0.2 us, DRAM 12 / 0.8 = 15 us; overlap
  // 15 (1 + (0.2/15)^4)^(1/4) = 15 us (to 1e-13 s); floor 1 us; the 2 us
  // launch hides behind the 15 us of execution.
  Verdict v = predict(cost(1000000, 12000000), toyDevice());
  EXPECT_NEAR(v.time, 14e-6, 1e-15);
  EXPECT_NEAR(v.predictedComputeTime, 0.2e-6, 1e-15);
  EXPECT_NEAR(v.predictedLevelTime[0], 15e-6, 1e-15);
  EXPECT_NEAR(v.predictedFloorTime, 1e-6, 1e-15);
  EXPECT_NEAR(v.predictedExecTime, 15e-6, 1e-12);
  EXPECT_DOUBLE_EQ(v.predictedLaunchTime, 0.0);
  EXPECT_NEAR(v.predictedTime, 15e-6, 1e-12);
  EXPECT_EQ(v.predictedLimiter, "dram");
}

TEST(Attainment, WriteOnlyStreamAttainsMoreOfTheBandwidth) {
  // An init writing 12 MB and reading nothing: DRAM fraction 0.8 x 1.085 =
  // 0.868, so 12 us / 0.868 = 13.825 us (not 15 us). A copy of 6 MB into
  // 6 MB reads: it keeps 0.8 (15 us).
  OpCost init = cost(0, 12000000);
  init.operands.push_back(operand(OperandFootprint::Role::Output, 3000000));
  EXPECT_TRUE(isWriteOnly(init));
  Verdict v = predict(init, toyDevice());
  EXPECT_NEAR(v.predictedLevelTime[0], 12e-6 / 0.868, 1e-15);
  OpCost copy = cost(0, 12000000);
  copy.operands.push_back(operand(OperandFootprint::Role::Input, 1500000));
  copy.operands.push_back(operand(OperandFootprint::Role::Output, 1500000));
  EXPECT_FALSE(isWriteOnly(copy));
  EXPECT_NEAR(predict(copy, toyDevice()).predictedLevelTime[0], 15e-6, 1e-15);
  // No operands at all (a cost built by hand): not a stream, no gain.
  EXPECT_FALSE(isWriteOnly(cost(0, 12000000)));
  // The fraction is capped at 1: 0.95 x 1.085 would exceed the spec.
  DeviceModel fast = toyDevice();
  set(fast, AttainmentKey::DramFraction, 0.95);
  EXPECT_NEAR(predict(init, fast).predictedLevelTime[0], 12e-6, 1e-15);
}

TEST(Attainment, ShortKernelIsLaunchBound) {
  // 1.2 MB: DRAM 1.2 / 0.8 = 1.5 us > floor 1 us; the 2 us launch is
  // longer, so 0.5 us of it shows: predicted max(2, 1.5) = 2 us.
  Verdict v = predict(cost(1000, 1200000), toyDevice());
  EXPECT_NEAR(v.predictedExecTime, 1.5e-6, 1e-15);
  EXPECT_NEAR(v.predictedLaunchTime, 0.5e-6, 1e-15);
  EXPECT_NEAR(v.predictedTime, 2e-6, 1e-15);
  EXPECT_EQ(v.predictedLimiter, "launch");
}

TEST(Attainment, ComputeAndMemoryOverlapImperfectlyAtTheRidge) {
  // 6e7 FP32 FLOPs over 9.6 MB: bound max(6, 9.6) + 2 = 11.6 us. Attained
  // compute 6 / 0.5 = 12 us, DRAM 9.6 / 0.8 = 12 us: (12^4 + 12^4)^(1/4) =
  // 12 x 2^(1/4) = 14.2705 us.
  Verdict v = predict(cost(60000000, 9600000), toyDevice());
  EXPECT_NEAR(v.time, 11.6e-6, 1e-15);
  EXPECT_NEAR(v.predictedComputeTime, 12e-6, 1e-15);
  EXPECT_NEAR(v.predictedLevelTime[0], 12e-6, 1e-15);
  EXPECT_NEAR(v.predictedTime, 12e-6 * std::pow(2.0, 0.25), 1e-15);
  EXPECT_NEAR(v.predictedTime, 14.2705e-6, 1e-10);
}

/// A 512x16x512 f16 GEMM (output 512x16) with a bk = 16 tile.
OpCost gemm512(HierarchicalEstimate &e, int64_t k = 512, int64_t split = 1) {
  OpCost c = cost(2 * 512 * 16 * k, 573440, ComputeClass::FP16_TC);
  c.kind = OpKind::Contraction;
  c.operands.push_back(operand(OperandFootprint::Role::Input, 512 * k));
  c.operands.push_back(operand(OperandFootprint::Role::Output, 512 * 16));
  TileConfig t;
  t.bm = 32;
  t.bn = 16;
  t.bk = 16;
  t.splitK = split;
  e.tile = t;
  return c;
}

TEST(Attainment, ReductionExtentAndChainSlices) {
  HierarchicalEstimate e;
  OpCost c = gemm512(e);
  // K = 2*512*16*512 / (2 x 512*16) = 512; 512 / 16 = 32 slices.
  EXPECT_EQ(getReductionExtent(c), 512);
  EXPECT_EQ(getChainSlices(c, e), 32);
  // Run 3 times: FLOPs x 3, operands per run: K is still 512.
  c.flops *= 3;
  c.executions = 3;
  EXPECT_EQ(getReductionExtent(c), 512);
  // Split-K 4: ceil(512 / 4) = 128 per block, 8 slices.
  HierarchicalEstimate split;
  EXPECT_EQ(getChainSlices(gemm512(split, 512, 4), split), 8);
  // K = 500000: 31250 slices, capped at kMaxChainSlices.
  HierarchicalEstimate longK;
  EXPECT_EQ(getChainSlices(gemm512(longK, 500000), longK), kMaxChainSlices);
  // No tile, no chain.
  EXPECT_EQ(getChainSlices(c, HierarchicalEstimate()), 0);
}

TEST(Attainment, TimingSaysWhatTheLaunchAdds) {
  // 1.2 MB: W = 1.2 us of DRAM at the spec, bound W + 2 us launch = 3.2 us;
  // E = max(1.2 / 0.8, floor 1) = 1.5 us. In a stream the launch hides
  // behind the next kernel's: max(2, 1.5) = 2 us. A profiler's kernel time:
  // E = 1.5 us. One call between events: 2 + max(1.5, 1.2) = 3.5 us, above
  // the bound.
  OpCost c = cost(1000, 1200000);
  DeviceModel d = toyDevice();
  auto predictAs = [&](KernelTiming t, const DeviceModel &dev) {
    Verdict v = cantFail(computeVerdict(c, dev, CeilingKind::Spec));
    applyAttainment(v, c, nullptr, dev, 1, t);
    return v;
  };
  EXPECT_NEAR(predictAs(KernelTiming::Stream, d).predictedTime, 2e-6, 1e-15);
  Verdict kernel = predictAs(KernelTiming::Kernel, d);
  EXPECT_NEAR(kernel.predictedTime, 1.5e-6, 1e-15);
  EXPECT_DOUBLE_EQ(kernel.predictedLaunchTime, 0.0);
  EXPECT_EQ(kernel.predictedLimiter, "dram");
  Verdict event = predictAs(KernelTiming::Event, d);
  EXPECT_NEAR(event.time, 3.2e-6, 1e-15);
  EXPECT_NEAR(event.predictedLaunchTime, 2e-6, 1e-15);
  EXPECT_NEAR(event.predictedTime, 3.5e-6, 1e-15);
  EXPECT_EQ(event.predictedLimiter, "launch"); // 2 us > E = 1.5 us
  // An event prediction is never below the bound: with the DRAM fraction
  // forced to 2 (no parser allows it), D = 0.6 us and E = the 1 us floor,
  // less than W = 1.2 us: 2 + 1.2 = 3.2 us, the bound itself.
  DeviceModel odd = toyDevice();
  set(odd, AttainmentKey::DramFraction, 2.0);
  EXPECT_NEAR(predictAs(KernelTiming::Kernel, odd).predictedTime, 1e-6, 1e-15);
  EXPECT_NEAR(predictAs(KernelTiming::Event, odd).predictedTime, 3.2e-6,
              1e-15);
}

TEST(Attainment, GemmStartUpIsNotAStreamingKernelsFloor) {
  // A device whose kernel_floor_us (fitted on library matmuls) is 5 us. A
  // streaming op of 0.4 MB (D = 0.4 / 0.8 = 0.5 us) takes kStreamingFloorUs
  // = 1 us as its floor, not 5: kernel time 1 us. The tiled 512x16x512
  // matmul (a matmul: its estimate has an I/O lower bound) pays the
  // device's: 5 us + 32 slices x 100 ns = 8.2 us; the same tiled op as a
  // convolution (no lower bound) the default: 1 + 3.2 = 4.2 us.
  DeviceModel d = toyDevice();
  set(d, AttainmentKey::KernelFloorUs, 5.0);
  OpCost s = cost(1000, 400000);
  Verdict v = cantFail(computeVerdict(s, d, CeilingKind::Spec));
  applyAttainment(v, s, nullptr, d, 1, KernelTiming::Kernel);
  EXPECT_NEAR(v.predictedFloorTime, kStreamingFloorUs * 1e-6, 1e-15);
  EXPECT_NEAR(v.predictedTime, 1e-6, 1e-15);
  EXPECT_EQ(v.predictedLimiter, "latency");
  HierarchicalEstimate e;
  OpCost g = gemm512(e);
  EXPECT_NEAR(predict(g, d, &e).predictedTime, 4.2e-6, 1e-15);
  e.lowerBoundBytes = 573440;
  EXPECT_NEAR(predict(g, d, &e).predictedTime, 8.2e-6, 1e-15);
}

TEST(Attainment, SmallGemmHitsTheLatencyFloor) {
  // Compute 8388608 / 1e14 = 0.084 us / 0.8 = 0.105 us; DRAM 0.573 / 0.8 =
  // 0.717 us; floor 1 us + 32 slices x 100 ns = 4.2 us > the 2 us launch.
  HierarchicalEstimate e;
  OpCost c = gemm512(e);
  Verdict v = predict(c, toyDevice(), &e);
  EXPECT_NEAR(v.predictedComputeTime, 8388608.0 / 1e14 / 0.8, 1e-18);
  EXPECT_NEAR(v.predictedFloorTime, 4.2e-6, 1e-15);
  EXPECT_NEAR(v.predictedTime, 4.2e-6, 1e-15);
  EXPECT_DOUBLE_EQ(v.predictedLaunchTime, 0.0);
  EXPECT_EQ(v.predictedLimiter, "latency");
  // Bound: max(0.084, 0.573) + 2 = 2.573 us.
  EXPECT_NEAR(v.time, 2.57344e-6, 1e-15);
}

TEST(Attainment, TiledGemmStartUpAddsToItsMainLoop) {
  // K = 16384 split 64 ways: ceil(16384 / 64) = 256 per block, 256 / 16 =
  // 16 slices x 100 ns = 1.6 us of chain. Compute 2*512*16*16384 = 268435456
  // FLOPs / 1e14 = 2.684 us / 0.8 = 3.3554 us; DRAM 0.573 / 0.8 = 0.7168 us;
  // X = 3.3554 (1 + (0.7168 / 3.3554)^4)^(1/4) = 3.35719 us > the chain, so
  // E = T0 + X = 1 + 3.35719 = 4.35719 us (the floor alone would give
  // max(X, 1 + 1.6) = 3.357 us): above the 2 us launch, compute-limited.
  HierarchicalEstimate e;
  OpCost c = gemm512(e, 16384, 64);
  Verdict v = predict(c, toyDevice(), &e);
  EXPECT_EQ(getChainSlices(c, e), 16);
  EXPECT_NEAR(v.predictedFloorTime, 2.6e-6, 1e-15);
  EXPECT_NEAR(v.predictedTime,
              1e-6 + overlapTime(268435456.0 / 1e14 / 0.8, 573440.0 / 1e12 / 0.8),
              1e-15);
  EXPECT_NEAR(v.predictedTime, 4.35719e-6, 1e-11);
  EXPECT_DOUBLE_EQ(v.predictedLaunchTime, 0.0);
  EXPECT_EQ(v.predictedLimiter, "compute");
  // The same op without a tile (no hierarchical estimate) is not a tiled
  // kernel: its floor, T0 = 1 us, only bounds it from below: X = 3.357 us.
  Verdict flat = predict(c, toyDevice());
  EXPECT_NEAR(flat.predictedTime, 3.3571888e-6, 1e-12);
}

TEST(Attainment, H100FloorIsFittedToXlaDevelopmentRows) {
  // devices/h100-sxm5-80gb.json: T0 = 5.05 us and L = 36 ns, the least-squares
  // fit of log(E / measured) over the 43 development rows of XLA's sm_90
  // table (bench/validation/fit_floor.py; docs/model.md 6). The floor of
  // the b = 1, M = N = 256, K = 256 row, 16 K slices of bk 16, is
  // 5.05 + 16 x 0.036 = 5.626 us (measured 5.200: 1.08 of it); at K = 512,
  // 32 slices: 5.05 + 32 x 0.036 = 6.202 us (measured 5.856). The two
  // rows alone gave 4.54 us and 41 ns. Other devices take the defaults: the
  // median over the devices with their own fit on the development rows,
  // which is the H100 alone, so the same 5.05 us and 36 ns, marked default.
  DeviceModel h100 = cantFail(lookupDevice("h100-sxm5-80gb"));
  AttainmentConstants k = getAttainmentConstants(h100);
  EXPECT_DOUBLE_EQ(k.get(AttainmentKey::KernelFloorUs), 5.05);
  EXPECT_DOUBLE_EQ(k.get(AttainmentKey::SliceLatencyNs), 36.0);
  double floor256 = k.get(AttainmentKey::KernelFloorUs) +
                    16 * k.get(AttainmentKey::SliceLatencyNs) * 1e-3;
  EXPECT_NEAR(floor256, 5.626, 1e-12);
  EXPECT_FALSE(k.isDefault[unsigned(AttainmentKey::KernelFloorUs)]);
  AttainmentConstants v100 =
      getAttainmentConstants(cantFail(lookupDevice("v100-sxm2-32gb")));
  EXPECT_TRUE(v100.isDefault[unsigned(AttainmentKey::KernelFloorUs)]);
  EXPECT_DOUBLE_EQ(v100.get(AttainmentKey::KernelFloorUs), 5.05);
  EXPECT_TRUE(v100.isDefault[unsigned(AttainmentKey::SliceLatencyNs)]);
  EXPECT_DOUBLE_EQ(v100.get(AttainmentKey::SliceLatencyNs), 36.0);
}

TEST(Attainment, GemmComputeRunsAtTheLibraryEfficiency) {
  // 2e10 FP16 tensor-core FLOPs of a contraction: 200 us bound at 100
  // TFLOP/s, / 0.8 (the tensor-core GEMM efficiency) = 250 us; 1 MB of DRAM
  // is negligible beside it: (250^4 + 1.25^4)^(1/4) = 250 us (to 1e-9
  // relative).
  OpCost c = cost(20000000000, 1000000, ComputeClass::FP16_TC);
  c.kind = OpKind::Contraction;
  Verdict v = predict(c, toyDevice());
  EXPECT_NEAR(v.predictedComputeTime, 250e-6, 1e-15);
  EXPECT_NEAR(v.predictedTime, 250e-6, 1e-12);
  EXPECT_EQ(v.predictedLimiter, "compute");
  // 2e9 FP32 FLOPs of a contraction (off the tensor cores): 200 us bound at
  // 10 TFLOP/s, / 0.64 (the SIMT GEMM efficiency, not 0.8 nor the 0.5
  // vector fraction) = 312.5 us.
  OpCost simt = cost(2000000000, 1000000);
  simt.kind = OpKind::Contraction;
  Verdict s = predict(simt, toyDevice());
  EXPECT_NEAR(s.predictedComputeTime, 312.5e-6, 1e-15);
  EXPECT_EQ(s.predictedLimiter, "compute");
  // The same FLOPs elementwise run at the vector fraction: 400 us.
  Verdict ew = predict(cost(2000000000, 1000000), toyDevice());
  EXPECT_NEAR(ew.predictedComputeTime, 400e-6, 1e-15);
}

TEST(Attainment, PowerLimitedClockSlowsComputeNotMemory) {
  // The toy at a 2000 MHz boost clock held to 800 MHz under load: compute
  // takes 2000 / 800 = 2.5x longer. The 2e9-FLOP FP32 contraction above:
  // 200 us bound x 2.5 / 0.64 = 781.25 us. The stream of 12 MB keeps its DRAM time
  // 12 / 0.8 = 15 us; its compute 0.1 us x 2.5 / 0.5 = 0.5 us.
  DeviceModel d = toyDevice();
  EXPECT_DOUBLE_EQ(getComputeClockFactor(d), 1.0); // no clocks: unchanged
  d.boostClockMHz = 2000;
  EXPECT_DOUBLE_EQ(getComputeClockFactor(d), 1.0); // no sustained clock
  d.sustainedClockMHz = 800;
  EXPECT_DOUBLE_EQ(getComputeClockFactor(d), 2.5);
  OpCost c = cost(2000000000, 1000000);
  c.kind = OpKind::Contraction;
  Verdict v = predict(c, d);
  EXPECT_NEAR(v.predictedComputeTime, 781.25e-6, 1e-15);
  EXPECT_NEAR(v.time, 200e-6 + 2e-6, 1e-15); // the bound keeps the spec
  Verdict stream = predict(cost(1000000, 12000000), d);
  EXPECT_NEAR(stream.predictedComputeTime, 0.5e-6, 1e-15);
  EXPECT_NEAR(stream.predictedLevelTime[0], 15e-6, 1e-15);
}

/// A softmax over 64 rows of `row` f32 elements.
OpCost softmax(int64_t row) {
  int64_t n = 64 * row;
  OpCost c = cost(4 * n, 8 * n);
  c.kind = OpKind::Reduction;
  c.normalizedRowElements = row;
  c.operands.push_back(operand(OperandFootprint::Role::Input, n));
  c.operands.push_back(operand(OperandFootprint::Role::Output, n));
  return c;
}

TEST(Attainment, LongSoftmaxRowsAreReadThreeTimes) {
  // Row 16384 x 4 B = 64 KiB > 48 KiB: 3 passes. Bytes 8 MiB (4 MiB in, 4
  // out). Whether DRAM sees the two extra reads of the 4 MiB input depends
  // on L2 (rowRereadsHitL2): min(64 rows, SMs) rows of 64 KiB in flight.
  EXPECT_EQ(getInputPasses(softmax(16384)), 3);
  // The toy has no L2: the re-reads are taken to hit one, and DRAM sees
  // the 8 MiB once: 8388608 / 1e12 / 0.8 = 10.48576 us.
  Verdict v = predict(softmax(16384), toyDevice());
  EXPECT_EQ(v.predictedInputPasses, 3);
  EXPECT_NEAR(v.predictedLevelTime[0], 10.48576e-6, 1e-15);
  // 108 SMs and a 1 MiB L2: 64 rows x 64 KiB = 4 MiB in flight do not fit,
  // so DRAM reads the input three times: 8 MiB x 2 (4 MiB more twice)
  // / 1e12 / 0.8 = 20.97152 us.
  DeviceModel small = toyDevice();
  small.smCount = 108;
  MemoryLevelModel l2;
  l2.capacityBytes = 1 << 20;
  small.memory[unsigned(MemoryLevel::L2)] = l2;
  EXPECT_FALSE(rowRereadsHitL2(64, 65536, small));
  Verdict s1 = predict(softmax(16384), small);
  EXPECT_NEAR(s1.predictedLevelTime[0], 20.97152e-6, 1e-15);
  // 16 SMs: 16 rows x 64 KiB = 1 MiB in flight fit: DRAM once again.
  small.smCount = 16;
  EXPECT_TRUE(rowRereadsHitL2(64, 65536, small));
  EXPECT_FALSE(rowRereadsHitL2(64, 65537, small));
  Verdict s2 = predict(softmax(16384), small);
  EXPECT_NEAR(s2.predictedLevelTime[0], 10.48576e-6, 1e-15);
  // With 2048 threads an SM, a full SM of 1024-thread blocks holds 2 rows:
  // 16 SMs x 2 = 32 rows in flight, 32 x 32 KiB = 1 MiB fits, 64 KiB rows
  // do not; fewer rows than that keep their own count.
  small.maxThreadsPerSM = 2048;
  EXPECT_EQ(getRowsInFlight(64, small), 32);
  EXPECT_EQ(getRowsInFlight(5, small), 5);
  EXPECT_TRUE(rowRereadsHitL2(64, 32768, small));
  EXPECT_FALSE(rowRereadsHitL2(64, 65536, small));
  // Row 8192 x 4 B = 32 KiB fits on chip: one pass over 4194304 B: 4.194304
  // us / 0.8 = 5.24288 us.
  EXPECT_EQ(getInputPasses(softmax(8192)), 1);
  Verdict s = predict(softmax(8192), toyDevice());
  EXPECT_NEAR(s.predictedLevelTime[0], 5.24288e-6, 1e-15);
  // Not a normalisation: one pass whatever its size.
  EXPECT_EQ(getInputPasses(cost(0, 1 << 30)), 1);
}

TEST(Attainment, FusedOpAddsNoFloorAndNoWorkNoTime) {
  // Runs in its producer's kernel (launch 0 on a device with a launch
  // overhead): no start-up floor of its own; 1.2 MB / 0.8 = 1.5 us.
  OpCost c = cost(1000, 1200000);
  Verdict v = cantFail(computeVerdict(c, toyDevice(), CeilingKind::Spec));
  v.time -= v.launchTime;
  v.launchTime = 0;
  applyAttainment(v, c, nullptr, toyDevice(), 1);
  EXPECT_DOUBLE_EQ(v.predictedFloorTime, 0.0);
  EXPECT_NEAR(v.predictedTime, 1.5e-6, 1e-15);
  // An op with no work: nothing predicted.
  Verdict none = predict(cost(0, 0), toyDevice());
  EXPECT_EQ(none.bound, Bound::None);
  EXPECT_DOUBLE_EQ(none.predictedTime, 0.0);
  EXPECT_EQ(none.predictedLimiter, "");
}

const char *kToyJSON = R"({
  "schema": "roofline-device/1",
  "name": "toy",
  "launch_overhead_us": 2.0,
  FIGURES
  "compute": {"fp32": {"tflops": 10, "source": "made up"}},
  "memory": {"dram": {"bandwidth_gb_per_s": 500, "source": "made up"}}
})";

std::string withFigures(const std::string &figures) {
  std::string s = kToyJSON;
  return s.replace(s.find("FIGURES"), 7, figures);
}

std::string errorOf(const std::string &text) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(text, "toy.json");
  return d ? "" : llvm::toString(d.takeError());
}

TEST(Attainment, DeviceFileFiguresNeedASourceAndARange) {
  EXPECT_EQ(errorOf(withFigures(R"("attained_dram_fraction": 0.8,)")),
            "toy.json: field 'attained_dram_fraction_source': expected a "
            "string naming where the figure comes from (required with "
            "'attained_dram_fraction')");
  EXPECT_EQ(
      errorOf(withFigures(R"("attained_dram_fraction": 1.5,
      "attained_dram_fraction_source": "x",)")),
      "toy.json: field 'attained_dram_fraction': 1.5 is outside the physical "
      "range [0.01, 1] (docs/devices.md, \"Physical ranges\")");
  EXPECT_EQ(errorOf(withFigures(R"("kernel_floor_us": -1,
      "kernel_floor_us_source": "x",)")),
            "toy.json: field 'kernel_floor_us': -1 is outside the physical "
            "range [0, 1000] us (docs/devices.md, \"Physical ranges\")");
  EXPECT_EQ(errorOf(withFigures(R"("kernel_floor_us_source": "x",)")),
            "toy.json: field 'kernel_floor_us_source': expected no source "
            "without the figure 'kernel_floor_us'");
}

TEST(Attainment, DeviceFileFiguresRoundTrip) {
  DeviceModel d =
      cantFail(parseDeviceJSON(withFigures(R"("attained_gemm_efficiency": 0.7,
      "attained_gemm_efficiency_source": "a measurement",
      "kloop_slice_latency_ns": 250, "kloop_slice_latency_ns_source": "b",)"),
                               "toy.json"));
  const std::optional<AttainmentFigure> &g =
      d.getAttainment(AttainmentKey::GemmEfficiency);
  ASSERT_TRUE(g.has_value());
  EXPECT_DOUBLE_EQ(g->value, 0.7);
  EXPECT_EQ(g->source, "a measurement");
  EXPECT_FALSE(d.getAttainment(AttainmentKey::DramFraction).has_value());
  DeviceModel back = cantFail(parseDeviceJSON(printDeviceJSON(d), "back"));
  for (unsigned i = 0; i < kNumAttainmentKeys; ++i) {
    ASSERT_EQ(back.attainment[i].has_value(), d.attainment[i].has_value());
    if (d.attainment[i]) {
      EXPECT_DOUBLE_EQ(back.attainment[i]->value, d.attainment[i]->value);
      EXPECT_EQ(back.attainment[i]->source, d.attainment[i]->source);
    }
  }
}

} // namespace
