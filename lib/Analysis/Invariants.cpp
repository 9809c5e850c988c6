//===- Invariants.cpp - What every costed op's record must satisfy --------===//

#include "roofline/Analysis/Invariants.h"
#include "roofline/CostModels/CostModelDialectInterface.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

#include "llvm/Support/FormatVariadic.h"

#include <iterator>

#include <cmath>

using namespace mlir;
using namespace roofline;

namespace {

/// A named figure of a record.
struct Figure {
  const char *name;
  double value;
};

/// The first time, rate or ratio that is NaN, infinite or negative.
std::optional<std::string> checkReals(llvm::ArrayRef<Figure> figures) {
  for (const Figure &f : figures)
    if (!std::isfinite(f.value) || f.value < 0)
      return llvm::formatv("{0} is {1} (expected a finite number >= 0)",
                           f.name, f.value)
          .str();
  return std::nullopt;
}

/// Invariant 1 on the verdict and the hierarchical estimate.
std::optional<std::string> checkVerdict(const OpRecord &r) {
  const Verdict &v = r.verdict;
  // By MemoryLevel's value: DRAM, L2, L1, L3.
  const char *levelNames[] = {"dram time", "l2 time", "l1 time", "l3 time"};
  const char *predictedNames[] = {"predicted dram time", "predicted l2 time",
                                  "predicted l1 time", "predicted l3 time"};
  const char *hierarchyNames[] = {"hierarchical dram time",
                                  "hierarchical l2 time",
                                  "hierarchical l1 time",
                                  "hierarchical l3 time"};
  static_assert(std::size(levelNames) == kNumMemoryLevels &&
                    std::size(predictedNames) == kNumMemoryLevels &&
                    std::size(hierarchyNames) == kNumMemoryLevels,
                "a name for every memory level");
  llvm::SmallVector<Figure, 32> figures = {
      {"peak FLOP/s", v.peakFlops},
      {"DRAM bandwidth", v.bandwidth},
      {"ridge point", v.ridgePoint},
      {"attainable FLOP/s", v.attainableFlops},
      {"compute time", v.computeTime},
      {"memory time", v.memoryTime},
      {"launch time", v.launchTime},
      {"time", v.time},
      {"fraction of peak", v.fractionOfPeak},
      {"wave efficiency", v.waveEfficiency},
      {"lane efficiency", v.laneEfficiency},
      {"predicted time", v.predictedTime},
      {"predicted launch time", v.predictedLaunchTime},
      {"predicted execution time", v.predictedExecTime},
      {"predicted compute time", v.predictedComputeTime},
      {"predicted floor time", v.predictedFloorTime},
      {"predicted layout transpose time", v.predictedLayoutTime}};
  for (unsigned l = 0; l < kNumMemoryLevels; ++l) {
    figures.push_back({levelNames[l], v.levelTime[l]});
    figures.push_back({predictedNames[l], v.predictedLevelTime[l]});
  }
  if (r.hierarchy) {
    figures.push_back({"hierarchical compute time", r.hierarchy->computeTime});
    for (unsigned l = 0; l < kNumMemoryLevels; ++l)
      figures.push_back({hierarchyNames[l], r.hierarchy->levelTime[l]});
  }
  if (std::optional<std::string> bad = checkReals(figures))
    return bad;
  // The intensity is FLOPs over DRAM bytes: +inf with work and no byte.
  bool infiniteAllowed = r.cost.dramBytes() == 0;
  if (std::isnan(v.intensity) || v.intensity < 0 ||
      (std::isinf(v.intensity) && !infiniteAllowed))
    return llvm::formatv("intensity is {0} with {1} DRAM bytes", v.intensity,
                         r.cost.dramBytes())
        .str();
  return std::nullopt;
}

/// Invariants 1 and 2 on the counts.
std::optional<std::string> checkCounts(const OpRecord &r) {
  const OpCost &c = r.cost;
  // 0 executions is a loop that never runs: then every count is 0.
  if (c.executions < 0)
    return llvm::formatv("executions is {0} (expected >= 0)", c.executions)
        .str();
  if (r.launches < 0)
    return llvm::formatv("launches is {0} (expected >= 0)", r.launches).str();
  std::pair<const char *, int64_t> counts[] = {
      {"flops", c.flops},
      {"transcendentals", c.transcendentals},
      {"weighted transcendentals", c.weightedTranscendentals},
      {"integer ops", c.intOps},
      {"domain points", c.domainPoints}};
  for (auto [name, v] : counts) {
    if (v < 0)
      return llvm::formatv("{0} is {1} (expected >= 0)", name, v).str();
    if (c.executions == 0 ? v != 0 : v % c.executions != 0)
      return llvm::formatv("{0} ({1}) is not a multiple of the {2} "
                           "executions: the runs were scaled differently",
                           name, v, c.executions)
          .str();
  }
  const char *levels[] = {"dram bytes", "l2 bytes", "l1 bytes", "l3 bytes"};
  static_assert(std::size(levels) == kNumMemoryLevels,
                "a name for every memory level");
  for (unsigned l = 0; l < kNumMemoryLevels; ++l)
    if (c.bytes[l] < 0)
      return llvm::formatv("{0} is {1} (expected >= 0)", levels[l], c.bytes[l])
          .str();
  return std::nullopt;
}

/// Whether the output footprint `f` of `op` may stay on chip: a tensor init
/// whose tied result is used only in the op's own block, inside a parallel
/// loop (the analysis' on-chip rule, taken conservatively).
bool mayStayOnChip(Operation *op, const OperandFootprint &f) {
  auto dps = dyn_cast_if_present<DestinationStyleOpInterface>(op);
  if (!dps || f.operandNumber >= op->getNumOperands())
    return false;
  OpOperand &operand = op->getOpOperand(f.operandNumber);
  if (!dps.isDpsInit(&operand) || !isa<RankedTensorType>(operand.get().getType()))
    return false;
  Operation *parent = op->getParentOp();
  if (!parent)
    return false;
  if (getLoopKind(parent) != LoopKind::Parallel)
    return false;
  OpResult result = dps.getTiedOpResult(&operand);
  return result && llvm::all_of(result.getUsers(), [&](Operation *user) {
           return user->getBlock() == op->getBlock();
         });
}

/// Invariant 3: the outputs are written.
std::optional<std::string> checkOutputs(const OpRecord &r) {
  if (r.foldedInto)
    return std::nullopt; // runs inside its consumer: no traffic of its own
  int64_t written = 0, leaving = 0;
  for (const OperandFootprint &f : r.cost.operands) {
    if (!f.written)
      continue;
    written = saturatingAdd(written, f.bytes());
    if (!mayStayOnChip(r.op, f))
      leaving = saturatingAdd(leaving, f.bytes());
  }
  int64_t perLevel = saturatingMul(written, r.cost.executions);
  // With a hierarchical estimate the block's accumulator stays in registers
  // across a K loop of the IR (tile_fit.mlir: 16384 executions of a
  // 128x256 f32 tile write 2048x2048 floats once, not 16384 x 131072 B), so
  // L1 owes the output once; without one, every execution writes its output.
  int64_t l1Floor = r.hierarchy ? written : perLevel;
  if (r.cost.bytes[2] < l1Floor)
    return llvm::formatv("l1 bytes ({0}) are below the {1} bytes of written "
                         "outputs ({2} executions x {3} bytes)",
                         r.cost.bytes[2], l1Floor, r.cost.executions, written)
        .str();
  // A loop that never runs (0 executions) writes nothing.
  if (r.cost.executions > 0 && r.cost.dramBytes() < leaving)
    return llvm::formatv("dram bytes ({0}) are below the {1} bytes of "
                         "outputs written to memory",
                         r.cost.dramBytes(), leaving)
        .str();
  return std::nullopt;
}

} // namespace

std::optional<std::string>
roofline::findInvariantViolation(const OpRecord &record) {
  if (std::optional<std::string> bad = checkCounts(record))
    return bad;
  if (std::optional<std::string> bad = checkVerdict(record))
    return bad;
  return checkOutputs(record);
}
