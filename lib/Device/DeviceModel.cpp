//===- DeviceModel.cpp - Ceilings of a modelled GPU -----------------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace roofline;

#include "roofline/Device/DeviceEnums.cpp.inc"

bool roofline::isTensorCoreClass(ComputeClass c) {
  switch (c) {
  case ComputeClass::FP64_TC:
  case ComputeClass::TF32_TC:
  case ComputeClass::FP16_TC:
  case ComputeClass::BF16_TC:
  case ComputeClass::FP8_TC:
  case ComputeClass::INT8_TC:
    return true;
  case ComputeClass::FP64:
  case ComputeClass::FP32:
  case ComputeClass::FP16:
  case ComputeClass::BF16:
  case ComputeClass::INT32:
    return false;
  }
  return false;
}

/// The fallback chain of each class: where a device lacks the units for a
/// class, the work runs on the next class that it has. Each step is what a
/// library does on such hardware: TF32 falls back to plain FP32 FMA, a
/// tensor-core class without tensor cores runs on the vector units of a
/// type at least as wide (BF16 on a V100 is computed in FP32), FP8 is
/// up-converted to FP16 tensor cores (Ampere has no FP8), INT8 without
/// tensor cores runs as INT32.
static std::optional<ComputeClass> nextInChain(ComputeClass c) {
  switch (c) {
  case ComputeClass::FP64_TC:
    return ComputeClass::FP64;
  case ComputeClass::TF32_TC:
    return ComputeClass::FP32;
  case ComputeClass::FP8_TC:
    return ComputeClass::FP16_TC;
  case ComputeClass::FP16_TC:
    return ComputeClass::FP16;
  case ComputeClass::BF16_TC:
    return ComputeClass::BF16;
  case ComputeClass::FP16:
  case ComputeClass::BF16:
    return ComputeClass::FP32;
  case ComputeClass::INT8_TC:
    return ComputeClass::INT32;
  case ComputeClass::INT32:
    return ComputeClass::FP32;
  case ComputeClass::FP64:
  case ComputeClass::FP32:
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<ComputeClass> DeviceModel::resolveClass(ComputeClass c) const {
  std::optional<ComputeClass> cur = c;
  while (cur) {
    if (getCompute(*cur))
      return cur;
    cur = nextInChain(*cur);
  }
  return std::nullopt;
}

double DeviceModel::peakFlops(ComputeClass c, CeilingKind kind) const {
  std::optional<ComputeClass> r = resolveClass(c);
  return r ? getCompute(*r)->get(kind) : 0.0;
}

double DeviceModel::dramBandwidth(CeilingKind kind) const {
  const auto &dram = getMemory(MemoryLevel::DRAM);
  return dram ? dram->bandwidth.get(kind) : 0.0;
}

llvm::StringRef roofline::getAttainmentKeyName(AttainmentKey key) {
  switch (key) {
  case AttainmentKey::DramFraction:
    return "attained_dram_fraction";
  case AttainmentKey::L2Fraction:
    return "attained_l2_fraction";
  case AttainmentKey::VectorFraction:
    return "attained_vector_fraction";
  case AttainmentKey::GemmEfficiency:
    return "attained_gemm_efficiency";
  case AttainmentKey::KernelFloorUs:
    return "kernel_floor_us";
  case AttainmentKey::SliceLatencyNs:
    return "kloop_slice_latency_ns";
  }
  llvm_unreachable("unknown attainment key");
}

bool roofline::isAttainmentFraction(AttainmentKey key) {
  return key != AttainmentKey::KernelFloorUs &&
         key != AttainmentKey::SliceLatencyNs;
}

static bool isBadNumber(double v) { return !std::isfinite(v) || v < 0; }

llvm::Error DeviceModel::validate() const {
  auto fail = [&](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   origin + ": device '" + name + "': " + msg);
  };
  if (name.empty())
    return fail("the device has no name");
  const auto &dram = getMemory(MemoryLevel::DRAM);
  if (!dram || !(dram->bandwidth.spec > 0))
    return fail("memory.dram.bandwidth_gb_per_s: expected a positive number");
  bool anyCompute = false;
  for (unsigned i = 0; i < kNumComputeClasses; ++i) {
    if (!compute[i])
      continue;
    anyCompute = true;
    llvm::StringRef cls = stringifyComputeClass(static_cast<ComputeClass>(i));
    if (!(compute[i]->spec > 0) || isBadNumber(compute[i]->spec))
      return fail("compute." + cls + ".tflops: expected a positive number");
    if (compute[i]->sustained && !(*compute[i]->sustained > 0))
      return fail("compute." + cls +
                  ".sustained_tflops: expected a positive number");
  }
  if (!anyCompute)
    return fail("compute: expected at least one compute class");
  for (unsigned i = 0; i < kNumMemoryLevels; ++i) {
    if (!memory[i])
      continue;
    llvm::StringRef lvl = stringifyMemoryLevel(static_cast<MemoryLevel>(i));
    if (!(memory[i]->bandwidth.spec > 0) ||
        isBadNumber(memory[i]->bandwidth.spec))
      return fail("memory." + lvl +
                  ".bandwidth_gb_per_s: expected a positive number");
    if (memory[i]->bandwidth.sustained &&
        !(*memory[i]->bandwidth.sustained > 0))
      return fail("memory." + lvl +
                  ".sustained_bandwidth_gb_per_s: expected a positive number");
  }
  for (unsigned i = 0; i < kNumAttainmentKeys; ++i) {
    if (!attainment[i])
      continue;
    auto key = static_cast<AttainmentKey>(i);
    double v = attainment[i]->value;
    if (isAttainmentFraction(key) ? !(v > 0 && v <= 1) : isBadNumber(v))
      return fail(getAttainmentKeyName(key) +
                  (isAttainmentFraction(key)
                       ? ": expected a fraction in (0, 1]"
                       : ": expected a non-negative number"));
  }
  if (isBadNumber(launchOverheadSec))
    return fail("launch_overhead_us: expected a non-negative number");
  if (graphLaunchGapSec && isBadNumber(*graphLaunchGapSec))
    return fail("graph_launch_gap_us: expected a non-negative number");
  if (!(sparsityFactor >= 1) || !std::isfinite(sparsityFactor))
    return fail("sparsity_factor: expected a number >= 1");
  return llvm::Error::success();
}
