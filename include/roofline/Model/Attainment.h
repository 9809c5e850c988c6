//===- Attainment.h - What kernels attain of the roofline -------*- C++ -*-===//
//
// The roofline bound (Verdict::time) assumes every kernel reaches the
// catalog's peaks. The attainment model predicts what a library or
// hand-written kernel actually takes: sustained bandwidth and clocks, a
// library GEMM's main-loop efficiency, imperfect overlap of compute and
// memory near the ridge, a small-kernel latency floor (block start-up,
// prologue, epilogue, and one round trip per K slice), launches pipelined
// with execution, and extra passes over the input for ops libraries run in
// several passes. docs/model.md, "Predicted time: what kernels attain", has
// every term, its form and where its constants come from.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_ATTAINMENT_H
#define ROOFLINE_MODEL_ATTAINMENT_H

#include "roofline/Model/KernelTiming.h"
#include "roofline/Model/Verdict.h"

#include <array>

namespace roofline {

/// Exponent of the overlap of compute and DRAM time: the execution time is
/// (compute^p + dram^p)^(1/p), which is the roofline's max for p -> infinity
/// and their sum (no overlap) for p = 1. 4 from the dev set's FMA-chain
/// sweeps (gpu-benches gpu-roofline on A100 and H200).
constexpr double kOverlapExponent = 4;

/// K slices a GEMM block's latency chain counts at most: longer K loops are
/// split across blocks (split-K) by the libraries, so they do not run one
/// round trip per slice in sequence (dev set: the K = 500000 GEMMs).
constexpr int64_t kMaxChainSlices = 64;

/// Bytes of one row a normalisation (softmax) keeps on chip between its
/// passes: the 48 KiB of shared memory a block may use without opting in.
/// A longer row is read three times (max, sum of exponentials, normalise),
/// from L2 after the first when the rows in flight fit there
/// (rowRereadsHitL2).
constexpr int64_t kOnChipRowBytes = 48 * 1024;
constexpr int64_t kLongRowPasses = 3;

/// How much more of the DRAM bandwidth a write-only stream (every operand
/// written, none read) attains than a mixed read/write stream: no bus
/// turnarounds between reads and writes. 1.085 is the mean of the dev set's
/// gpu-stream init / triad at full occupancy (A100 80 GB 1880 / 1759 =
/// 1.069, H100 PCIe 2016 / 1832 = 1.100); the fraction is capped at 1.
constexpr double kWriteOnlyStreamGain = 1.085;

/// Start-up of a kernel that is not a tiled library matmul (convolutions,
/// elementwise ops, reductions, normalisations), in us. A device's
/// `kernel_floor_us` is fitted on library matmuls (XLA's dots on the H100:
/// a TMA/pipeline prologue and an epilogue in series with the main loop)
/// and applies to those alone; this is the catalog default of that figure,
/// the same on every part (docs/model.md 6, "Start-up by kernel kind").
constexpr double kStreamingFloorUs = 1.0;

/// Whether `cost` only writes: it has operands, writes one, reads none.
bool isWriteOnly(const OpCost &cost);

/// The attainment figures of a device: its description's, or the default
/// where it gives none (docs/devices.md lists the defaults).
struct AttainmentConstants {
  /// By AttainmentKey, in the key's unit (fraction, us, ns).
  std::array<double, kNumAttainmentKeys> value = {};
  /// Whether the figure is the default (the device gives none).
  std::array<bool, kNumAttainmentKeys> isDefault = {};

  double get(AttainmentKey key) const {
    return value[static_cast<unsigned>(key)];
  }
};

/// The default of an attainment figure, used where a device gives none.
double getDefaultAttainment(AttainmentKey key);

/// The attainment figures of `device`, defaults filled in.
AttainmentConstants getAttainmentConstants(const DeviceModel &device);

/// How much longer compute takes at the device's sustained clock than at the
/// boost clock its ceilings assume: boost / sustained, 1 where the device
/// gives no sustained clock (docs/devices.md, "sustained_clock_mhz").
double getComputeClockFactor(const DeviceModel &device);

/// (a^p + b^p)^(1/p) for non-negative a, b: a smooth maximum.
double overlapTime(double a, double b, double p = kOverlapExponent);

/// The reduction extent of a contraction: FLOPs / (executions x 2 x output
/// elements); 0 when the op has no output or no FLOPs.
int64_t getReductionExtent(const OpCost &cost);

/// K slices one block of `estimate`'s tile runs in sequence:
/// ceil(ceil(K / splitK) / bk), capped at kMaxChainSlices; 0 without a tile.
int64_t getChainSlices(const OpCost &cost,
                       const HierarchicalEstimate &estimate);

/// Passes a library makes over the op's input: kLongRowPasses for a
/// normalisation whose row exceeds kOnChipRowBytes, else 1.
int64_t getInputPasses(const OpCost &cost);

/// Threads one block may hold: 1024 on every NVIDIA compute capability
/// (CUDA C++ Programming Guide, 'Technical Specifications per Compute
/// Capability': maximum number of threads per block) and AMD's maximum
/// workgroup size.
constexpr int64_t kMaxThreadsPerBlock = 1024;

/// Rows a kernel that gives each row a block has in flight:
/// min(rows, SMs x maxThreadsPerSM / kMaxThreadsPerBlock), a full SM of the
/// largest blocks (the fewest rows a full SM holds; one per SM where the
/// device gives no thread count).
int64_t getRowsInFlight(int64_t rows, const DeviceModel &device);

/// Whether a kernel that loops over rows of `rowBytes` (longer than
/// kOnChipRowBytes: a library softmax's passes, a compiler's looped
/// reduction) finds its re-reads in L2: the rows in flight
/// (getRowsInFlight) fit there. True when the device gives no L2 capacity
/// or SM count (as attention's re-reads of K and V, FusionGroups.h
/// getAttentionTraffic).
bool rowRereadsHitL2(int64_t rows, int64_t rowBytes, const DeviceModel &device);

/// The time of the layout transposes around an eager NCHW convolution
/// (OpCost::layoutTransposeBytes): each transpose a streaming kernel of its
/// own, its bytes at `bandwidth` x `dramFraction` (DRAM bytes/s and the
/// attained share), no less than kStreamingFloorUs per run; 0 for an op
/// without them (docs/model.md 1.8, "Convolution layouts").
double getLayoutTransposeTime(const OpCost &cost, double bandwidth,
                              double dramFraction);

/// Fills the `predicted*` fields of `verdict` (whose bound terms are final:
/// after applyHierarchy and the launches). `estimate` is the op's
/// hierarchical estimate, if any; `launches` the kernels it launches;
/// `timing` what the predicted time includes (KernelTiming.h).
void applyAttainment(Verdict &verdict, const OpCost &cost,
                     const HierarchicalEstimate *estimate,
                     const DeviceModel &device, int64_t launches,
                     KernelTiming timing = KernelTiming::Stream);

} // namespace roofline

#endif // ROOFLINE_MODEL_ATTAINMENT_H
