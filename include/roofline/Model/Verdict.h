//===- Verdict.h - Where an op sits on a device's roofline ------*- C++ -*-===//

#ifndef ROOFLINE_MODEL_VERDICT_H
#define ROOFLINE_MODEL_VERDICT_H

#include "roofline/Model/GemmTiling.h"
#include "roofline/Model/OpCost.h"
#include "roofline/Device/DeviceModel.h"

namespace roofline {

// Bound (what limits an op; `None` for ops that do no work at all) is
// generated from ModelEnums.td, included by GemmTiling.h.

/// The roofline verdict of one op on one device (docs/model.md).
struct Verdict {
  ComputeClass ceilingClass = ComputeClass::FP32; ///< after fallbacks
  double peakFlops = 0;     ///< FLOP/s of ceilingClass
  double bandwidth = 0;     ///< DRAM bytes/s
  double intensity = 0;     ///< flops / DRAM bytes (+inf with flops and no bytes, 0 with neither)
  double ridgePoint = 0;    ///< peakFlops / bandwidth
  double attainableFlops = 0; ///< min(peak, intensity x bandwidth)
  double computeTime = 0, memoryTime = 0, launchTime = 0;
  /// Bytes at each level over that level's bandwidth (0 for levels the
  /// device does not describe); memoryTime is the DRAM entry.
  std::array<double, kNumMemoryLevels> levelTime = {};
  /// Collectives only (docs/model.md, "Collectives"): the time of the
  /// transfer between devices, steps x latency + bytes per device over the
  /// bus bandwidth of the link it crosses, with `ceilings`' figure and with
  /// the sustained (measured busbw) figure, which the predicted time uses;
  /// the link's bus bandwidth (bytes/s) and name ("nvlink4", "pcie",
  /// "network").
  double interconnectTime = 0, attainedInterconnectTime = 0;
  double busBandwidth = 0;
  std::string interconnectLink;
  /// What binds: compute, the slowest memory level, the interconnect, or
  /// the launch when its overhead exceeds them all.
  Binding binding = Binding::None;
  /// What binds the work alone, launch aside: compute or the slowest level
  /// (equal to `binding` unless the op is launch-bound).
  Binding workBinding = Binding::None;
  double time = 0;          ///< max(compute, every level) + launch
  double fractionOfPeak = 0; ///< achieved FLOP/s over peakFlops
  Bound bound = Bound::None;
  /// GPU kernels only: blocks resident per SM, waves of blocks over the
  /// SMs, and the fraction of the waves' block slots the grid fills (the
  /// compute ceiling is scaled by it; docs/model.md, section 5).
  int64_t residentBlocksPerSM = 0, waves = 0;
  double waveEfficiency = 1;
  /// Share of the SIMD lanes the blocks fill (partial warps, fewer warps per
  /// SM than sub-partitions); also scales the compute ceiling.
  double laneEfficiency = 1;
  /// What limits residentBlocksPerSM: "threads", "blocks", "shared-memory",
  /// or "" when the device does not describe occupancy.
  std::string occupancyLimit;

  /// The predicted ("attained") time beside the bound `time`: what the
  /// kernel is expected to take (roofline/Model/Attainment.h,
  /// applyAttainment). 0 for an op with no work.
  double predictedTime = 0;
  /// Its split: predictedTime = predictedLaunchTime + predictedExecTime,
  /// the launch overhead execution does not hide plus the execution. The
  /// execution's terms: attained compute time, each level's attained memory
  /// time, and the latency floor (all kernels of the op together).
  double predictedLaunchTime = 0, predictedExecTime = 0;
  double predictedComputeTime = 0, predictedFloorTime = 0;
  /// Eager mode: the layout transposes cuDNN runs around an NCHW 16-bit
  /// convolution (OpCost::layoutTransposeBytes), kernels of their own in
  /// series with it; part of predictedExecTime. 0 for every other op.
  double predictedLayoutTime = 0;
  std::array<double, kNumMemoryLevels> predictedLevelTime = {};
  /// Passes over the input a library makes (3 for a softmax over long rows).
  int64_t predictedInputPasses = 1;
  /// What binds the prediction: "launch", "latency" (the floor), "compute",
  /// "dram", "l2", "l1"; "" for an op with no work.
  std::string predictedLimiter;
};

/// The link a collective crosses and its time on `device`.
struct CollectiveTime {
  std::string link;        ///< "nvlink4" (the gpu_link's name), "pcie", "network"
  double busBandwidth = 0; ///< bytes/s per direction
  double time = 0;         ///< steps x latency + bytes per device / bandwidth
};

/// The time of `collective` on `device` with the `ceilings` figures: over
/// the GPU link when its group fits a node (an NVSwitch node, or a pair of
/// bridged GPUs), else over PCIe; a group wider than a node is bound by
/// the slower of that and the node's NIC bandwidth per GPU. Fails, naming
/// the device, when it describes no interconnect, or no NICs for a group
/// wider than its node.
llvm::Expected<CollectiveTime>
getCollectiveTime(const CollectiveCost &collective, const DeviceModel &device,
                  CeilingKind ceilings);

/// Computes the verdict from the op's bytes at each level (compulsory in the
/// core model). `ceilings` picks spec or sustained figures. Fails (with a
/// message) only when the device has no ceiling for the op's class nor any
/// fallback.
llvm::Expected<Verdict> computeVerdict(const OpCost &cost,
                                       const DeviceModel &device,
                                       CeilingKind ceilings);

/// Sets the op's launch overhead (all its launches together, 0 for an op
/// that runs in another's kernel) and re-derives time, binding, bound and
/// fraction of peak from it: the op is launch-bound when the overhead exceeds
/// compute and every level's time (docs/model.md 1.7).
void setLaunchTime(Verdict &verdict, const OpCost &cost, double launchTime);

/// Charges the launch overhead `launches` times (an op inside a sequential
/// loop launches a kernel per iteration).
void scaleLaunches(Verdict &verdict, const OpCost &cost, int64_t launches);

/// Replaces the time terms of `verdict` with those of a hierarchical
/// estimate (tiled compute time, modeled bytes at each level), and its
/// intensity and attainable FLOP/s with the estimate's DRAM bytes.
void applyHierarchy(Verdict &verdict, const OpCost &cost,
                    const HierarchicalEstimate &estimate);

} // namespace roofline

#endif // ROOFLINE_MODEL_VERDICT_H
