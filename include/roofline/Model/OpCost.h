//===- OpCost.h - Work and traffic of one op --------------------*- C++ -*-===//
//
// The data model every later stage reads: what one op computes (FLOPs by
// class, transcendentals, integer ops) and what it moves (per operand
// footprints and bytes per memory level). It is filled by the
// RooflineCostOpInterface, so a downstream dialect's op enters the analysis
// exactly like a linalg op.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_OPCOST_H
#define ROOFLINE_MODEL_OPCOST_H

#include "roofline/Device/DeviceModel.h"

#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

// TilingOrigin, Binding, Bound and OpKind with their generated
// stringify/symbolize functions (ModelEnums.td).
#include "roofline/Model/ModelEnums.h.inc"

namespace roofline {

/// Options that change how an op is costed (not which device it runs on).
struct CostOptions {
  /// Run f32 contractions on the TF32 tensor-core class.
  bool allowTF32 = false;
  /// Size assumed for every dynamic loop range; none: dynamic ops are
  /// unmodeled.
  std::optional<int64_t> dynamicDimSize;
  /// The device's sparsity_factor (DeviceModel::sparsityFactor), which the
  /// analysis copies here from its device: a contraction whose input has an
  /// n:m-structured sparse_tensor encoding the device's sparse tensor cores
  /// run is costed on the kept values (docs/model.md, "Structured
  /// sparsity"); 1 (no sparse tensor cores) costs it dense.
  double sparseTensorCoreFactor = 1;
  /// Threads of one subgroup on the device (DeviceModel::getSubgroupSize,
  /// copied here by the analysis): 32 on NVIDIA, 64 on AMD Instinct. A GPU
  /// kernel's subgroup ops (mma fragments, subgroup reductions,
  /// gpu.subgroup_size) run per subgroup of this many threads.
  int64_t subgroupSize = 32;
};

/// How one operand is accessed by an op.
struct OperandFootprint {
  enum class Role { Input, Output };
  Role role = Role::Input;
  unsigned operandNumber = 0;
  /// Distinct elements the op touches within the iteration domain, clamped to
  /// the operand's shape.
  int64_t elements = 0;
  /// Storage width of one element in bits (i1 is stored in a byte: 8).
  unsigned elementBits = 0;
  /// Whether the op reads it (inputs whose value the payload uses; outputs
  /// whose block argument the payload reads) and writes it (outputs).
  bool read = false, written = false;

  /// ceil(elements * elementBits / 8).
  int64_t bytes() const;
  /// Bytes moved: bytes() per read plus bytes() per write; INT64_MAX when
  /// that does not fit.
  int64_t trafficBytes() const;
};

/// What a GPU kernel launch adds to its cost: the launch geometry and the
/// two DRAM figures of its global accesses (docs/model.md, section 5).
struct KernelLaunchInfo {
  /// Blocks per grid and threads per block, x y z.
  std::array<int64_t, 3> grid = {1, 1, 1}, block = {1, 1, 1};
  /// Threads that do any work (pass every guard around some costed op):
  /// an `if (gid < N)` tail guard makes this N, not grid x block.
  int64_t activeThreads = 0;
  /// Bytes of every global load and store the threads issue (an upper bound
  /// on DRAM traffic: caches may serve repeats).
  int64_t issuedGlobalBytes = 0;
  /// Distinct bytes of global memory read plus distinct bytes written (a
  /// lower bound on DRAM traffic: each is moved at least once). This is the
  /// DRAM figure of the verdict.
  int64_t uniqueGlobalBytes = 0;
  /// Bytes the threads load from and store to workgroup (shared) memory.
  int64_t sharedBytes = 0;
  /// Shared memory one block allocates (static attributions and allocs plus
  /// the launch's dynamic size), which limits resident blocks per SM.
  int64_t sharedMemoryPerBlock = 0;
  /// FLOPs executed by tensor-core ops (mma), part of OpCost::flops.
  int64_t tensorCoreFlops = 0;
  /// Set when some unique footprint could not be enumerated exactly and the
  /// issued elements (clamped to the buffer) stand in for it.
  bool footprintApproximate = false;
  /// The callee (`gpu.launch_func`) or "" for an inline `gpu.launch`.
  std::string kernelName;

  int64_t totalThreads() const {
    return grid[0] * grid[1] * grid[2] * block[0] * block[1] * block[2];
  }
  int64_t blocks() const { return grid[0] * grid[1] * grid[2]; }
  int64_t threadsPerBlock() const { return block[0] * block[1] * block[2]; }
};

/// What a collective over a device grid moves between devices (docs/model.md,
/// "Collectives"): the inputs of the time model of Verdict.cpp,
///   interconnect time = steps x latency + bytesPerDevice / bus bandwidth.
struct CollectiveCost {
  /// The op's name and the algorithm its time assumes ("ring", "direct").
  std::string name, algorithm;
  /// Devices in the group: the product of the grid's sizes on its axes.
  int64_t groupSize = 1;
  /// Linear indices one group spans (row-major over the grid): a group
  /// wider than a node's GPUs crosses the network.
  int64_t span = 1;
  /// NCCL's size S: the bytes the busbw convention divides by the time.
  int64_t messageBytes = 0;
  /// Bytes the busiest device sends (and receives): S times the bus factor.
  int64_t bytesPerDevice = 0;
  /// Sequential steps, each paying the interconnect latency once.
  int64_t steps = 0;
};

/// Work and compulsory traffic of one op.
struct OpCost {
  /// Static size of each loop of the iteration domain (empty for ops that are
  /// pure data movement).
  llvm::SmallVector<int64_t, 6> iterationDomain;
  /// Number of points of the iteration domain.
  int64_t domainPoints = 0;

  /// Floating-point operations (mulf+addf = 2, fma = 2, max/min/cmp = 1).
  int64_t flops = 0;
  /// Transcendental evaluations (exp, tanh, erf, ...), not part of `flops`.
  int64_t transcendentals = 0;
  /// The same, weighted in FLOP-equivalents (docs/model.md, "Weights").
  int64_t weightedTranscendentals = 0;
  /// Integer and index arithmetic, not part of `flops`.
  int64_t intOps = 0;

  /// The execution units the floating-point work runs on.
  ComputeClass computeClass = ComputeClass::FP32;
  /// What the op does (contraction, elementwise, ...), set by its cost
  /// model; reports choose their advice by it.
  OpKind kind = OpKind::Other;

  llvm::SmallVector<OperandFootprint, 4> operands;
  /// Bytes moved at each memory level. The core model fills every level with
  /// the compulsory traffic; a hierarchical model refines L2 and L1.
  std::array<int64_t, kNumMemoryLevels> bytes = {};

  /// How many times the op runs (the trip counts of enclosing loops). The
  /// counts and bytes above are totals over all runs; `operands` describe
  /// one run.
  int64_t executions = 1;

  /// For an op libraries run as a row-wise normalisation (softmax):
  /// elements of one row, which decides how many passes over the input the
  /// kernel makes (roofline/Model/Attainment.h); 0 for other ops.
  int64_t normalizedRowElements = 0;

  /// Eager mode, an NCHW 16-bit convolution (roofline/Model/Attainment.h):
  /// the bytes cuDNN's two layout transposes move, the input's (NCHW to
  /// NHWC) and the output's (back), each read once and written once, totals
  /// over all runs; each is a kernel of its own in series with the
  /// convolution. {0, 0} for every other op.
  std::array<int64_t, 2> layoutTransposeBytes = {};

  /// Set for GPU kernel launches (gpu.launch_func, gpu.launch).
  std::optional<KernelLaunchInfo> kernel;

  /// Set for collectives over a device grid (shard.all_reduce, ...).
  std::optional<CollectiveCost> collective;

  /// Notes that qualify the numbers (an assumed dynamic size, ...).
  llvm::SmallVector<std::string, 1> notes;

  int64_t dramBytes() const { return bytes[0]; }
};

/// Multiplies with overflow detection; false when a*b does not fit int64.
bool checkedMul(int64_t a, int64_t b, int64_t &result);
/// Adds with overflow detection.
bool checkedAdd(int64_t a, int64_t b, int64_t &result);
/// Product of `sizes`; false on overflow.
bool checkedProduct(llvm::ArrayRef<int64_t> sizes, int64_t &result);
/// a*b, or INT64_MAX (INT64_MIN when the true product is negative) when it
/// does not fit: never a wrapped number.
int64_t saturatingMul(int64_t a, int64_t b);
/// a+b, or INT64_MAX (INT64_MIN when the true sum is negative) when it does
/// not fit.
int64_t saturatingAdd(int64_t a, int64_t b);

} // namespace roofline

#endif // ROOFLINE_MODEL_OPCOST_H
