//===- Verdict.cpp - Where an op sits on a device's roofline --------------===//
//
//   intensity  I = FLOPs / DRAM bytes                      [FLOP/byte]
//   ridge      R = P / B       (P: peak of the op's class, B: DRAM bandwidth)
//   attainable   = min(P, I x B)
//   compute time = max((FLOPs + weighted transcendentals) / P,
//                      side integer ops / INT32 peak)
//                  (the integer and floating-point pipes issue concurrently)
//   memory time  = DRAM bytes / B
//   time         = max(compute time, memory time) + launch overhead
//   bound        = compute when compute time >= memory time, else memory
//   fraction of peak = (FLOPs / time) / P
// An op with no work and no traffic (a zero-size dim) takes no time and is
// bound by nothing: it launches no kernel.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/Verdict.h"

#include <limits>

using namespace roofline;

llvm::StringRef roofline::stringifyBound(Bound b) {
  switch (b) {
  case Bound::Memory:
    return "memory";
  case Bound::Compute:
    return "compute";
  case Bound::None:
    return "none";
  }
  return "none";
}

llvm::Expected<Verdict> roofline::computeVerdict(const OpCost &cost,
                                                 const DeviceModel &device,
                                                 CeilingKind ceilings) {
  Verdict v;
  std::optional<ComputeClass> cls = device.resolveClass(cost.computeClass);
  if (!cls)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "device '" + device.name + "' has no ceiling for class " +
            stringifyComputeClass(cost.computeClass) +
            " nor any class it falls back to");
  v.ceilingClass = *cls;
  v.peakFlops = device.getCompute(*cls)->get(ceilings);
  v.bandwidth = device.dramBandwidth(ceilings);
  v.ridgePoint = v.peakFlops / v.bandwidth;

  double flops = static_cast<double>(cost.flops);
  double bytes = static_cast<double>(cost.dramBytes());
  v.intensity = bytes > 0 ? flops / bytes
                          : (flops > 0 ? std::numeric_limits<double>::infinity()
                                       : 0.0);
  v.attainableFlops =
      bytes > 0 ? std::min(v.peakFlops, v.intensity * v.bandwidth) : v.peakFlops;

  double work = flops + static_cast<double>(cost.weightedTranscendentals);
  v.computeTime = work / v.peakFlops;
  if (cost.intOps > 0) {
    double intPeak = device.peakFlops(ComputeClass::INT32, ceilings);
    if (intPeak > 0)
      v.computeTime =
          std::max(v.computeTime, static_cast<double>(cost.intOps) / intPeak);
  }
  v.memoryTime = bytes / v.bandwidth;
  if (work == 0 && bytes == 0 && cost.intOps == 0) {
    v.bound = Bound::None;
    return v;
  }
  v.launchTime = device.launchOverheadSec;
  v.bound = v.computeTime >= v.memoryTime ? Bound::Compute : Bound::Memory;
  v.time = std::max(v.computeTime, v.memoryTime) + v.launchTime;
  v.fractionOfPeak = v.time > 0 ? (flops / v.time) / v.peakFlops : 0;
  return v;
}
