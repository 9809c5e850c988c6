//===- RooflineAnalysis.cpp - Roofline of every op in a module ------------===//

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Analysis/Invariants.h"
#include "roofline/Device/DeviceFromDLTI.h"
#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/CostModelDialectInterface.h"
#include "roofline/CostModels/ConvLayout.h"
#include "roofline/CostModels/LoopBounds.h"
#include "roofline/CostModels/HostLoop.h"
#include "roofline/Model/Attainment.h"
#include "roofline/CostModels/Folding.h"
#include "roofline/CostModels/FusionGroups.h"
#include "roofline/CostModels/HierarchyForOps.h"
#include "FusedKernels.h"
#include "HostTimeline.h"


#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/NativeFormatting.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <tuple>

using namespace mlir;
using namespace roofline;

void Totals::add(const OpRecord &r) {
  // Sums saturate rather than wrap: a module's total cannot overflow in
  // practice, but the guarantee costs nothing.
  auto sat = [](int64_t &acc, int64_t v) {
    if (!checkedAdd(acc, v, acc))
      acc = INT64_MAX;
  };
  sat(flops, r.cost.flops);
  sat(transcendentals, r.cost.transcendentals);
  sat(intOps, r.cost.intOps);
  sat(bytes, r.cost.dramBytes());
  time += r.verdict.time;
  launchTime += r.verdict.launchTime;
  predictedTime += r.verdict.predictedTime;
  if (!r.verdict.predictedLimiter.empty())
    predictedByLimiter[r.verdict.predictedLimiter] += r.verdict.predictedTime;
  ++costedOps;
  if (r.foldedInto)
    ++foldedOps;
  if (r.verdict.binding != Binding::None)
    timeByBinding[static_cast<unsigned>(r.verdict.binding)] += r.verdict.time;
  if (r.verdict.bound == Bound::Memory) {
    memoryBoundTime += r.verdict.time;
    ++memoryBoundOps;
  } else if (r.verdict.bound == Bound::Compute) {
    computeBoundTime += r.verdict.time;
    ++computeBoundOps;
  } else if (r.verdict.bound == Bound::Launch) {
    launchBoundTime += r.verdict.time;
    ++launchBoundOps;
  }
}

llvm::Expected<double> roofline::getLaunchOverhead(const DeviceModel &device,
                                                   ExecutionMode mode) {
  if (mode != ExecutionMode::Graph)
    return device.launchOverheadSec;
  if (!device.graphLaunchGapSec)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "mode=graph: device '" + device.name +
            "' gives no graph_launch_gap_us (the per-kernel cost of a CUDA "
            "graph); add it to the device description or use mode=compiled");
  return *device.graphLaunchGapSec;
}

namespace {

/// Operand and result types as text. Types are uniqued and models repeat
/// them, so each distinct type is printed once.
std::string describeTypes(Operation *op,
                          llvm::DenseMap<Type, std::string> &typeNames) {
  auto name = [&](Type t) -> const std::string & {
    auto [it, inserted] = typeNames.try_emplace(t);
    if (inserted) {
      llvm::raw_string_ostream os(it->second);
      t.print(os);
    }
    return it->second;
  };
  std::string s;
  for (auto [i, t] : llvm::enumerate(op->getOperandTypes()))
    s += (i ? ", " : "") + name(t);
  if (op->getNumResults()) {
    s += " -> ";
    for (auto [i, t] : llvm::enumerate(op->getResultTypes()))
      s += (i ? ", " : "") + name(t);
  }
  return s;
}

std::string enclosingFunction(Operation *op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
    if (auto fn = dyn_cast<FunctionOpInterface>(p))
      return fn.getName().str();
  return "";
}

/// How many times the enclosing loops run an op, and how many of those are
/// separate kernel launches.
struct LoopTrips {
  int64_t total = 1;
  /// Product of the trip counts of the sequential loops (scf.for,
  /// affine.for, ...) outside every parallel loop: each iteration launches
  /// the op's kernel again. Parallel loops (scf.forall, scf.parallel,
  /// affine.parallel) are a kernel's grid, and sequential loops inside one
  /// run within the kernel.
  int64_t launches = 1;
};

/// Whether `op` is a loop whose trips are a kernel's grid (its dialect
/// says: roofline/CostModels/CostModelDialectInterface.h).
bool isParallelLoop(Operation *op) {
  return getLoopKind(op) == LoopKind::Parallel;
}

/// How many times the enclosing loops run `op`; failure with a reason when
/// a trip count is not static or a count (or their product) does not fit
/// int64: that is never wrapped, the op is unmodeled.
FailureOr<LoopTrips> getLoopMultiplier(Operation *op, std::string &reason) {
  int64_t m = 1, launches = 1;
  auto mulBy = [&](const std::optional<APInt> &trips, Operation *loop) {
    // Named only in a failure's reason.
    auto where = [&] {
      return llvm::formatv("{0} at {1}", loop->getName(),
                           formatLocation(loop->getLoc()))
          .str();
    };
    if (!trips) {
      reason = "inside " + where() + " whose trip count is not static";
      return false;
    }
    if (trips->getActiveBits() > 63) {
      reason = llvm::formatv("size overflows 64 bits: {0} runs {1} times",
                             where(), llvm::toString(*trips, 10, /*Signed=*/false));
      return false;
    }
    int64_t t = static_cast<int64_t>(trips->getZExtValue());
    // A parallel loop is a kernel's grid: the sequential loops inside it
    // (a tiled reduction's K loop) run within each block, not as launches.
    if (isParallelLoop(loop))
      launches = 1;
    if (!checkedMul(m, t, m) ||
        (!isParallelLoop(loop) && !checkedMul(launches, t, launches))) {
      reason = "size overflows 64 bits: the product of the trip counts of "
               "the enclosing loops";
      return false;
    }
    return true;
  };
  for (Operation *p = op->getParentOp(); p && !isa<FunctionOpInterface>(p);
       p = p->getParentOp())
    for (const std::optional<APInt> &trips : getLoopTripCounts(p))
      if (!mulBy(trips, p))
        return failure();
  return LoopTrips{m, launches};
}

/// What is wrong with the data a cost model returned, if anything. The
/// linalg models cannot produce these; a downstream model can.
std::optional<std::string> checkConsistency(Operation *op, const OpCost &c) {
  for (auto [i, d] : llvm::enumerate(c.iterationDomain))
    if (d < 0)
      return llvm::formatv("iteration-domain size #{0} is negative ({1})", i,
                           d)
          .str();
  std::pair<const char *, int64_t> counts[] = {
      {"domain points", c.domainPoints},
      {"flops", c.flops},
      {"transcendentals", c.transcendentals},
      {"weighted transcendentals", c.weightedTranscendentals},
      {"integer ops", c.intOps},
      {"dram bytes", c.bytes[0]},
      {"l2 bytes", c.bytes[1]},
      {"l1 bytes", c.bytes[2]}};
  for (auto [what, v] : counts)
    if (v < 0)
      return llvm::formatv("{0} is negative ({1})", what, v).str();
  for (const OperandFootprint &f : c.operands) {
    if (f.elements < 0)
      return llvm::formatv("the footprint of operand #{0} is negative ({1} "
                           "elements)",
                           f.operandNumber, f.elements)
          .str();
    if (f.elementBits == 0)
      return llvm::formatv("operand #{0} has a zero element size",
                           f.operandNumber)
          .str();
    if (f.operandNumber >= op->getNumOperands())
      continue;
    auto type = dyn_cast<ShapedType>(op->getOperand(f.operandNumber).getType());
    int64_t size;
    if (type && type.hasStaticShape() && checkedProduct(type.getShape(), size) &&
        f.elements > size)
      return llvm::formatv("the footprint of operand #{0} ({1} elements) is "
                           "larger than the operand ({2} elements)",
                           f.operandNumber, f.elements, size)
          .str();
  }
  return std::nullopt;
}

bool scaleCost(OpCost &c, int64_t m) {
  if (m == 1)
    return true;
  bool ok = checkedMul(c.flops, m, c.flops) &&
            checkedMul(c.transcendentals, m, c.transcendentals) &&
            checkedMul(c.weightedTranscendentals, m,
                       c.weightedTranscendentals) &&
            checkedMul(c.intOps, m, c.intOps) &&
            checkedMul(c.domainPoints, m, c.domainPoints);
  for (int64_t &b : c.bytes)
    ok = ok && checkedMul(b, m, b);
  c.executions = m;
  c.notes.push_back(llvm::formatv("executed {0} times by enclosing loops", m));
  return ok;
}

/// Whether `v`, produced by a costed op in the body of a parallel loop (one
/// kernel: the loop is its grid), is used only by costed ops of that same
/// body. Such an intermediate tile never leaves the SM (registers or shared
/// memory): the producer does not write it to DRAM and its consumers do not
/// read it from there. This is what tile-and-fuse (a contraction with its
/// epilogue in one loop nest) buys (docs/model.md 1.5).
bool staysOnChip(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || !hasOwnCostModel(def))
    return false;
  Block *body = def->getBlock();
  Operation *parent = body->getParentOp();
  if (!parent || !isParallelLoop(parent))
    return false;
  if (v.use_empty())
    return false;
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (user->getBlock() != body || !hasOwnCostModel(user))
      return false;
  }
  return true;
}

/// Bytes of the footprints of `op` that stay on chip: reads of operands
/// produced in the same parallel body, writes of results consumed only
/// there. Per execution, saturating at INT64_MAX (a downstream model's
/// footprints are not checked against its totals). Clears those
/// footprints' `read` / `written` (they move nothing to or from memory, as
/// the hierarchical model reads them). Collects in `producers` the inputs'
/// producers in the same body (the op runs in that producer's kernel).
int64_t onChipBytes(Operation *op, OpCost &cost,
                    llvm::SmallVectorImpl<Operation *> &producers) {
  int64_t saved = 0;
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  for (OperandFootprint &f : cost.operands) {
    if (f.operandNumber >= op->getNumOperands())
      continue;
    Value v = op->getOperand(f.operandNumber);
    if (f.read && staysOnChip(v)) {
      saved = saturatingAdd(saved, f.bytes());
      producers.push_back(v.getDefiningOp());
      f.read = false;
    }
    // Buffers (memref semantics) have no results to keep on chip.
    OpOperand &operand = op->getOpOperand(f.operandNumber);
    if (f.written && dps && dps.isDpsInit(&operand) &&
        isa<RankedTensorType>(operand.get().getType()) &&
        op->getNumResults() == static_cast<unsigned>(dps.getNumDpsInits())) {
      OpResult r = dps.getTiedOpResult(&operand);
      if (r && staysOnChip(r)) {
        saved = saturatingAdd(saved, f.bytes());
        f.written = false;
      }
    }
  }
  return saved;
}

} // namespace

RooflineAnalysis::RooflineAnalysis(Operation *root, AnalysisManager &) {
  // The device is the one the IR carries: the "GPU" entry of the module's
  // dlti.target_system_spec (roofline-analyze write-target=true puts it
  // there). No silent default: without one the analysis is invalid.
  auto module = dyn_cast<ModuleOp>(root);
  if (!module)
    module = root->getParentOfType<ModuleOp>();
  llvm::Expected<std::optional<DeviceModel>> device =
      module ? getDeviceFromDLTI(module)
             : llvm::Expected<std::optional<DeviceModel>>(std::nullopt);
  if (!device) {
    error = llvm::toString(device.takeError());
    return;
  }
  if (!*device) {
    error = "no device: the module carries no \"GPU\" entry in its "
            "dlti.target_system_spec";
    return;
  }
  config.device = std::move(**device);
  run(root);
}
RooflineAnalysis::RooflineAnalysis(Operation *root,
                                   const AnalysisConfig &config)
    : config(config) {
  run(root);
}

namespace {

/// Costs the ops of one part of the IR (a function, or the whole root) into
/// records: each op through its cost model, scaled by the loops around it,
/// judged on the device, refined by the hierarchical model, charged its
/// launches. What it learns about one op (folds, kernels) concerns only ops
/// of the same function, so parts are independent; its caches (the
/// hierarchical model's, the type names) serve every part it costs.
class ModuleCoster {
public:
  explicit ModuleCoster(const AnalysisConfig &config) : config(config) {
    // The cost models learn the device's sparse tensor-core factor from
    // their options (docs/model.md, "Structured sparsity").
    costOptions = config.costOptions;
    costOptions.sparseTensorCoreFactor = config.device.sparsityFactor;
    // And its subgroup width (docs/devices.md, "Wavefronts, LDS and tensor
    // memory").
    costOptions.subgroupSize = config.device.getSubgroupSize();
    // run() has checked the mode against the device.
    launchOverhead = llvm::cantFail(getLaunchOverhead(config.device,
                                                      config.mode));
    if (!config.hierarchy) {
      hierarchyStatus = "off (hierarchy=false): verdicts use the DRAM-only "
                        "roofline";
    } else if (llvm::Expected<HierarchyLimits> limits =
                   getHierarchyLimits(config.device)) {
      hierarchy.emplace(config.device, config.ceilings, *limits,
                        *config.tileSearches, *config.tileSearchKey);
    } else {
      hierarchyStatus = llvm::toString(limits.takeError());
    }
  }

  /// Why the hierarchical model is off, or empty when it is on.
  const std::string &getHierarchyStatus() const { return hierarchyStatus; }

  /// Costs the ops of `part` (a pre-order walk of it) into `store` from slot
  /// `firstSlot` on, in IR order, and the ops it cannot cost into
  /// `unmodeledOut`. Returns how many records it built.
  size_t cost(Operation *part, OpRecordStore &store, size_t firstSlot,
              std::vector<UnmodeledRecord> &unmodeledOut) {
    records = &store;
    nextSlot = firstSlot;
    unmodeled = &unmodeledOut;
    inKernel.clear();
    folded.clear();
    built.clear();
    attentionMembers.clear();
    part->walk<WalkOrder::PreOrder>([&](Operation *op) { return visit(op); });
    if (fusesAttention())
      fuseAttention(part);
    // Eager mode runs one framework op's ops as its one kernel
    // (roofline.framework_kernel); the other modes what a compiler fuses,
    // with or without the epilogues of GEMMs and convolutions.
    if (config.mode == ExecutionMode::Eager)
      fuseGroups(part, isSameFrameworkKernel);
    else if (config.libraryEpilogues == LibraryEpilogues::Separate)
      fuseGroups(part, isOutsideLibraryCall);
    else
      fuseGroups(part);
    return nextSlot - firstSlot;
  }

private:
  /// Visits one op of a pre-order walk: costs it, lists it as unmodeled, or
  /// walks into it (structural ops).
  WalkResult visit(Operation *op) {
    // Kernel bodies are costed where they are launched (gpu.module says it
    // is not walked into).
    if (!isWalkedInto(op))
      return WalkResult::skip();
    // A loop is costed as one kernel only when its nest holds no op costed
    // on its own (roofline/CostModels/HostLoop.h); else its ops are, times
    // its trips.
    if (isHostLoop(op) && !isHostLoopKernel(op))
      return WalkResult::advance();
    auto costOp = dyn_cast<RooflineCostOpInterface>(op);
    if (!hasOwnCostModel(op)) {
      if (std::optional<std::string> why = getWhyUnmodeled(op)) {
        addUnmodeled(op, *why);
        return WalkResult::skip();
      }
      return WalkResult::advance();
    }
    // The record is built in place (a record is over a kilobyte: moving it
    // was a third of the walk's time).
    size_t slot = nextSlot;
    OpRecord &r = records->construct(slot);
    if (!costOne(costOp, r)) {
      records->destroy(slot);
      return WalkResult::skip();
    }
    // Every record is checked before any report reads it (Invariants.h):
    // a violation is a model defect, reported as an error on the op.
    if (std::optional<std::string> bad = findInvariantViolation(r)) {
      records->destroy(slot);
      addUnmodeled(op, "internal error: " + *bad);
      unmodeled->back().inconsistent = true;
      return WalkResult::skip();
    }
    ++nextSlot;
    built.try_emplace(op, &r);
    return WalkResult::skip();
  }

  void addUnmodeled(Operation *op, std::string reason) {
    unmodeled->push_back(UnmodeledRecord{
        op, op->getName().getStringRef().str(), formatLocation(op->getLoc()),
        enclosingFunction(op), std::move(reason)});
  }

  /// Fills `r`, a new record, for one costed op; false (the op listed as
  /// unmodeled) when its model fails, returns inconsistent data, or a size
  /// overflows.
  bool costOne(RooflineCostOpInterface costOp, OpRecord &r) {
    Operation *op = costOp.getOperation();
    r.op = op;
    r.name = op->getName().getStringRef().str();
    r.location = formatLocation(op->getLoc());
    r.function = enclosingFunction(op);
    std::string reason;
    if (failed(costOp.computeRooflineCost(costOptions, r.cost,
                                          reason))) {
      addUnmodeled(op, reason.empty() ? "the cost model failed" : reason);
      return false;
    }
    if (std::optional<std::string> bad = checkConsistency(op, r.cost)) {
      addUnmodeled(op, "its cost model returned inconsistent data: " + *bad);
      unmodeled->back().inconsistent = true;
      return false;
    }
    // Cost models count DRAM, L2 and L1; a memory-side L3 sees what misses
    // L2, which without a hierarchical estimate is the DRAM traffic.
    r.cost.bytes[static_cast<unsigned>(MemoryLevel::L3)] =
        config.device.getMemory(MemoryLevel::L3) ? r.cost.dramBytes() : 0;
    FailureOr<LoopTrips> trips = getLoopMultiplier(op, reason);
    if (failed(trips)) {
      addUnmodeled(op, reason);
      return false;
    }
    if (!scaleCost(r.cost, trips->total)) {
      addUnmodeled(op, "the cost times the enclosing trip counts overflows "
                       "64 bits");
      return false;
    }
    chargeLayoutTransposes(r.cost, op, trips->total);
    llvm::SmallVector<Operation *, 2> producers =
        keepIntermediatesOnChip(r.cost, op, trips->total);
    subtractFoldedReads(r.cost, op, trips->total);
    llvm::Expected<Verdict> v =
        computeVerdict(r.cost, config.device, config.ceilings);
    if (!v) {
      addUnmodeled(op, llvm::toString(v.takeError()));
      return false;
    }
    r.verdict = *v;
    setLaunchTime(r.verdict, r.cost, launchOverhead);
    if (hierarchy) {
      r.hierarchy = hierarchy->estimate(
          op, r.cost, trips->total, r.verdict.peakFlops,
          isTensorCoreClass(r.verdict.ceilingClass));
      // The hierarchical estimate models the output's traffic its own way
      // (a tile accumulated in registers, written once); it is kept as is.
      if (r.hierarchy) {
        adoptHierarchyBytes(r.cost, *r.hierarchy);
        applyHierarchy(r.verdict, r.cost, *r.hierarchy);
      }
    }
    chargeLaunches(r, producers, trips->launches);
    applyAttainment(r.verdict, r.cost, r.hierarchy ? &*r.hierarchy : nullptr,
                    config.device, r.launches, config.timing);
    r.shapes = describeShapes(r);
    if (Operation *consumer = getFoldingConsumer(op, config.mode,
                                                 config.eagerBiasEpilogue))
      fold(r, consumer);
    return true;
  }

  /// Eager mode with NCHW activations (memory-format=contiguous): the
  /// layout transposes cuDNN runs around an NCHW 16-bit convolution
  /// (roofline/CostModels/ConvLayout.h), `trips` times. They are kernels of
  /// their own, priced in series with it (Attainment.h); the bound is the
  /// convolution's own.
  void chargeLayoutTransposes(OpCost &cost, Operation *op, int64_t trips) {
    if (config.mode != ExecutionMode::Eager ||
        config.memoryFormat != MemoryFormat::Contiguous)
      return;
    std::optional<std::array<int64_t, 2>> perRun =
        getNchwLayoutTransposeBytes(op, costOptions.dynamicDimSize);
    if (!perRun)
      return;
    std::array<int64_t, 2> total;
    for (unsigned i = 0; i < 2; ++i)
      if (!checkedMul((*perRun)[i], trips, total[i]))
        return;
    cost.layoutTransposeBytes = total;
    cost.notes.push_back(llvm::formatv(
        "mode=eager, memory-format=contiguous: cuDNN runs this NCHW 16-bit "
        "convolution on NHWC tensor-core kernels, with a transpose of its "
        "input ({0} bytes read and written) before and of its output ({1} "
        "bytes) after, kernels of their own in series with it; "
        "memory-format=channels-last has none",
        total[0], total[1]));
  }

  /// One meaning of "bytes": an op with a hierarchical estimate moves the
  /// estimate's bytes at every level, DRAM included (for an op on slices
  /// inside loops, the sum of its tiles' footprints is L2 traffic, not
  /// DRAM). The compulsory figure it replaces is kept in a note.
  static void adoptHierarchyBytes(OpCost &cost,
                                  const HierarchicalEstimate &e) {
    if (cost.bytes[0] != e.bytes[0])
      cost.notes.push_back(llvm::formatv(
          "DRAM bytes are the hierarchical model's; the sum of the operand "
          "footprints is {0}",
          cost.bytes[0]));
    cost.bytes = e.bytes;
  }

  /// Folds `r` into `consumer`: no kernel, no traffic, no time. It stays in
  /// the ops (listed as folded) so that every report accounts for it.
  void fold(OpRecord &r, Operation *consumer) {
    runInside(r, consumer, "folded into its consumer ");
    inKernel.erase(r.op);
    folded.insert(r.op);
  }

  /// Makes `r` part of the kernel of `kernel` (folded into its consumer, or
  /// fused into a group's kernel): no kernel, no traffic, no time of its
  /// own; `what` opens its note.
  void runInside(OpRecord &r, Operation *kernel, llvm::StringRef what) {
    // Streamed rather than formatv'd: a third of a module's ops are folded
    // fills, and formatv parses its format string on every call.
    std::string note;
    llvm::raw_string_ostream os(note);
    os << what << kernel->getName() << " at "
       << formatLocation(kernel->getLoc())
       << " (mode=" << stringifyExecutionMode(config.mode)
       << "): no kernel and no DRAM traffic of its own; as a kernel of its "
          "own it would take ";
    llvm::write_double(os, r.verdict.time, llvm::FloatStyle::Exponent);
    os << " s and move " << r.cost.dramBytes() << " DRAM bytes";
    r.cost.notes.push_back(std::move(note));
    r.foldedInto = kernel;
    r.cost.bytes = {};
    r.hierarchy.reset();
    Verdict &v = r.verdict;
    v.computeTime = v.memoryTime = v.launchTime = v.time = 0;
    v.levelTime = {};
    v.intensity = v.fractionOfPeak = 0;
    v.binding = v.workBinding = Binding::None;
    v.bound = Bound::None;
    v.predictedTime = v.predictedLaunchTime = v.predictedExecTime = 0;
    v.predictedComputeTime = v.predictedFloorTime = 0;
    v.predictedLevelTime = {};
    v.predictedLimiter.clear();
  }

  /// Compiled and graph modes: each group of ops a compiler fuses
  /// (roofline/CostModels/FusionGroups.h) in `part` becomes one kernel, its
  /// record the group's kernel op's; the other members run inside it.
  /// A group with a member not costed, folded or inside loops is left as
  /// separate kernels. Eager mode: the same, with only the joins `mayJoin`
  /// allows (one framework op's ops).
  void fuseGroups(Operation *part, FusionJoinFilter mayJoin = nullptr) {
    if (built.size() < 2)
      return;
    for (const FusionGroup &g :
         computeFusionGroups(part, attentionMembers, mayJoin)) {
      llvm::SmallVector<OpRecord *, 4> members;
      for (Operation *op : g.members) {
        OpRecord *r = built.lookup(op);
        if (!r || r->foldedInto || r->cost.executions != 1 ||
            r->launches != 1 || r->cost.kernel || r->cost.collective)
          break;
        members.push_back(r);
      }
      if (members.size() != g.members.size())
        continue;
      OpRecord &kernel = *built.lookup(g.kernel);
      // What the members would take as kernels of their own, for the note.
      double separate = 0;
      for (OpRecord *r : members)
        separate += r->verdict.time;
      OpCost before = kernel.cost;
      std::optional<HierarchicalEstimate> hierarchyBefore = kernel.hierarchy;
      Verdict verdictBefore = kernel.verdict;
      MergedGroup t = mergeFusedGroup(kernel, members, g, config.device);
      std::optional<std::string> bad;
      if (!judgeAgain(kernel, t.work) ||
          (bad = findInvariantViolation(kernel))) {
        // A defect of the merge, not of the model: the ops stay separate
        // kernels, and the note says why.
        kernel.cost = std::move(before);
        kernel.hierarchy = std::move(hierarchyBefore);
        kernel.verdict = std::move(verdictBefore);
        kernel.cost.notes.push_back(
            "not fused with its group: internal error: " +
            bad.value_or("no ceiling for the fused kernel"));
        continue;
      }
      for (OpRecord *r : members)
        if (r != &kernel) {
          runInside(*r, g.kernel, "fused into the kernel of ");
          r->cost.notes.push_back("its FLOPs run in that kernel: they are "
                                  "part of its time and intensity");
        }
      std::string note;
      llvm::raw_string_ostream os(note);
      os << "one kernel with the " << members.size() - 1
         << " ops fused into it (mode=" << stringifyExecutionMode(config.mode)
         << "): its time, bound and intensity are the kernel's, its "
         << t.work.flops << " FLOPs (" << t.absorbedFlops
         << " of them the fused ops') over these bytes; "
         << t.traffic.onChipBytes
         << " bytes of values produced and consumed in the "
         << "kernel stay in registers and " << t.traffic.repeatedReadBytes
         << " bytes of inputs read by several of its ops are ";
      if (!t.loopedRereadsInL2)
        os << "read once (DRAM and L2)";
      else
        os << "read again by each of its loops over a row of " << g.rowBytes
           << " bytes (longer than kept on chip), "
           << (*t.loopedRereadsInL2
                   ? "from L2: DRAM reads them once"
                   : "from DRAM: the rows in flight do not fit in L2");
      os << "; as separate kernels they would take ";
      llvm::write_double(os, separate, llvm::FloatStyle::Exponent);
      os << " s";
      kernel.cost.notes.push_back(std::move(note));
    }
  }

  /// Whether attention chains run as one kernel: always in compiled and
  /// graph modes (Inductor's fuse_attention), in eager mode as
  /// eager-attention says (docs/model.md 1.8, "Attention").
  bool fusesAttention() const {
    return config.mode != ExecutionMode::Eager ||
           config.eagerAttention == EagerAttention::Sdpa;
  }

  /// Each attention chain (roofline/CostModels/FusionGroups.h) in `part`
  /// becomes one kernel, FlashAttention's, its record the contraction with
  /// V's; the other members run inside it. A chain with a member not
  /// costed or inside loops is left as separate kernels; an accumulator's
  /// fill folded into its contraction (compiled mode) stays folded there.
  void fuseAttention(Operation *part) {
    if (built.size() < 2)
      return;
    bool hasL3 = config.device.getMemory(MemoryLevel::L3).has_value();
    for (const AttentionGroup &g : computeAttentionGroups(part)) {
      llvm::SmallVector<OpRecord *, 8> members;
      bool ok = true;
      for (Operation *op : g.members) {
        OpRecord *r = built.lookup(op);
        if (r && r->foldedInto && op->getName().getStringRef() == "linalg.fill")
          continue;
        ok = r && !r->foldedInto && r->cost.executions == 1 &&
             r->launches == 1 && !r->cost.kernel && !r->cost.collective;
        if (!ok)
          break;
        members.push_back(r);
      }
      if (!ok)
        continue;
      OpRecord &kernel = *built.lookup(g.kernel);
      double separate = 0;
      for (OpRecord *r : members)
        separate += r->verdict.time;
      OpCost before = kernel.cost;
      std::optional<HierarchicalEstimate> hierarchyBefore = kernel.hierarchy;
      Verdict verdictBefore = kernel.verdict;
      AttentionTraffic t = getAttentionTraffic(g, config.device);
      MergedGroup m = mergeAttentionGroup(kernel, members, g, t, hasL3);
      std::optional<std::string> bad;
      if (!judgeAgain(kernel, m.work) ||
          (bad = findInvariantViolation(kernel))) {
        kernel.cost = std::move(before);
        kernel.hierarchy = std::move(hierarchyBefore);
        kernel.verdict = std::move(verdictBefore);
        kernel.cost.notes.push_back(
            "not fused with its attention chain: internal error: " +
            bad.value_or("no ceiling for the fused kernel"));
        continue;
      }
      attentionMembers.insert(g.members.begin(), g.members.end());
      for (OpRecord *r : members)
        if (r != &kernel) {
          runInside(*r, g.kernel, "fused into the attention kernel of ");
          r->cost.notes.push_back("its FLOPs run in that kernel: they are "
                                  "part of its time and intensity");
        }
      kernel.cost.notes.push_back(
          describeAttention(g, t, m, members.size() - 1, separate));
    }
  }

  /// The note of an attention kernel: its rule and numbers.
  std::string describeAttention(const AttentionGroup &g,
                                const AttentionTraffic &t,
                                const MergedGroup &m, size_t fused,
                                double separate) {
    std::string note;
    llvm::raw_string_ostream os(note);
    os << "one attention kernel (FlashAttention) with the " << fused
       << " ops fused into it (mode=" << stringifyExecutionMode(config.mode);
    if (config.mode == ExecutionMode::Eager)
      os << ", eager-attention=" << stringifyEagerAttention(config.eagerAttention);
    os << "), " << g.batchHeads << " heads x " << g.queries << " queries x "
       << g.keys << " keys, d=" << g.headDim << ", dv=" << g.valueDim
       << ": its " << m.work.flops << " FLOPs (" << m.absorbedFlops
       << " of them the fused ops') over Q " << t.queryBytes << " + K "
       << t.keyBytes << " + V " << t.valueBytes << " + other inputs "
       << t.otherInputBytes << " + O " << t.outputBytes
       << " bytes; the scores never leave the chip (" << m.traffic.onChipBytes
       << " DRAM bytes less than as separate kernels); ";
    if (t.blockRows > 0)
      os << "query blocks of Br=" << t.blockRows << " rows, Tr="
         << t.queryBlocks << " per head, K and V read Tr times at L2 and ";
    else
      os << "the device gives no shared memory: one query block per head, ";
    if (!t.kvFitsL2)
      os << "once from DRAM (the device gives no L2 capacity)";
    else if (*t.kvFitsL2)
      os << "once from DRAM (the K and V of the " << t.headsInFlight
         << " heads in flight fit in L2)";
    else
      os << "Tr times from DRAM (the K and V of the " << t.headsInFlight
         << " heads in flight do not fit in L2)";
    os << "; as separate kernels they would take ";
    llvm::write_double(os, separate, llvm::FloatStyle::Exponent);
    os << " s";
    return note;
  }

  /// Re-derives the verdict of `r` from `work` (its cost with a fused
  /// group's work) and its hierarchical bytes, as costOne does; false when
  /// the device has no ceiling for it.
  bool judgeAgain(OpRecord &r, const OpCost &work) {
    llvm::Expected<Verdict> v =
        computeVerdict(work, config.device, config.ceilings);
    if (!v) {
      llvm::consumeError(v.takeError());
      return false;
    }
    setLaunchTime(*v, work, launchOverhead);
    if (r.hierarchy) {
      r.hierarchy->levelTime =
          getLevelTimes(r.hierarchy->bytes, config.device, config.ceilings);
      double worst;
      r.hierarchy->binding =
          pickBinding(r.hierarchy->computeTime, r.hierarchy->levelTime, worst);
      applyHierarchy(*v, work, *r.hierarchy);
    }
    scaleLaunches(*v, work, r.launches);
    applyAttainment(*v, work, r.hierarchy ? &*r.hierarchy : nullptr,
                    config.device, r.launches, config.timing);
    r.verdict = *v;
    return true;
  }

  /// Takes off `cost` the reads its folded producers make unnecessary (an
  /// accumulator's, a pad's halo) at every level, `trips` times.
  void subtractFoldedReads(OpCost &cost, Operation *op, int64_t trips) {
    if (folded.empty())
      return;
    int64_t saved = 0;
    int64_t perRun = foldProducerReads(op, cost, folded, staysOnChip);
    if (perRun <= 0 || !checkedMul(perRun, trips, saved))
      return;
    for (int64_t &b : cost.bytes)
      b = std::max<int64_t>(0, b - saved);
    cost.notes.push_back(llvm::formatv(
        "{0} bytes of reads saved by the ops folded into it (an accumulator "
        "initialised in registers, a padding halo not read, a bias read as "
        "a vector)",
        saved));
  }

  /// Intermediates fused within one parallel body stay on chip: takes their
  /// bytes off DRAM and L2 (and marks their footprints not read or not
  /// written). Returns the producers that fed the op on chip.
  llvm::SmallVector<Operation *, 2>
  keepIntermediatesOnChip(OpCost &cost, Operation *op, int64_t trips) {
    llvm::SmallVector<Operation *, 2> producers;
    int64_t onChip = 0;
    int64_t perRun = onChipBytes(op, cost, producers);
    if (perRun > 0 && checkedMul(perRun, trips, onChip)) {
      // DRAM, L3 and L2; shared memory keeps it.
      for (MemoryLevel l : {MemoryLevel::DRAM, MemoryLevel::L3, MemoryLevel::L2})
        cost.bytes[static_cast<unsigned>(l)] = std::max<int64_t>(
            0, cost.bytes[static_cast<unsigned>(l)] - onChip);
      cost.notes.push_back(llvm::formatv(
          "{0} bytes of intermediates fused in the same parallel loop stay "
          "on chip (not moved to or from DRAM and L2)",
          onChip));
    }
    return producers;
  }

  /// Charges the op its kernel launches: none when a producer that fed it
  /// on chip launched (or joined) a kernel, which it then runs in.
  void chargeLaunches(OpRecord &r, llvm::ArrayRef<Operation *> producers,
                      int64_t launches) {
    r.launches = launches;
    if (llvm::any_of(producers,
                     [&](Operation *p) { return inKernel.contains(p); })) {
      setLaunchTime(r.verdict, r.cost, 0);
      r.cost.notes.push_back("runs in the kernel of its fused producer (no "
                             "launch of its own)");
      inKernel.insert(r.op);
      return;
    }
    scaleLaunches(r.verdict, r.cost, launches);
    if (r.verdict.launchTime > 0)
      inKernel.insert(r.op);
  }

  /// The shapes column: operand types, or for a kernel launch (whose
  /// operands are mostly sizes) the kernel and its geometry.
  std::string describeShapes(const OpRecord &r) {
    if (!r.cost.kernel)
      return describeTypes(r.op, typeNames);
    const KernelLaunchInfo &k = *r.cost.kernel;
    return llvm::formatv("{0}grid {1}x{2}x{3} block {4}x{5}x{6}",
                         k.kernelName.empty() ? "" : "@" + k.kernelName + " ",
                         k.grid[0], k.grid[1], k.grid[2], k.block[0],
                         k.block[1], k.block[2]);
  }

  const AnalysisConfig &config;
  /// config.costOptions with the device's sparsity factor.
  CostOptions costOptions;
  std::optional<HierarchyModel> hierarchy;
  std::string hierarchyStatus;
  llvm::DenseMap<Type, std::string> typeNames;
  /// Where the part being costed goes.
  OpRecordStore *records = nullptr;
  size_t nextSlot = 0;
  std::vector<UnmodeledRecord> *unmodeled = nullptr;
  /// Ops that launched a kernel, or run in one a producer launched.
  llvm::DenseSet<Operation *> inKernel;
  /// Ops folded into their consumer.
  llvm::DenseSet<Operation *> folded;
  /// Compiled and graph modes (and eager with eager-attention=sdpa): the
  /// records of the part being costed.
  llvm::DenseMap<Operation *, OpRecord *> built;
  /// The ops of the part's fused attention kernels: no other group takes
  /// them (an attention kernel is a library call that fuses nothing more).
  llvm::DenseSet<Operation *> attentionMembers;
  /// The overhead of one kernel launch in the configured mode.
  double launchOverhead = 0;
};

} // namespace

namespace {

/// One part of the IR that is costed on its own: a top-level op of a
/// module (a function, mostly), or the whole root.
struct CostedPart {
  explicit CostedPart(Operation *op) : op(op) {}
  Operation *op;
  /// The ops in it that have a cost model (their records' slots).
  size_t costable = 0;
  bool threadSafe = true;
  size_t firstSlot = 0, built = 0;
  std::vector<UnmodeledRecord> unmodeled;
};

/// The parts of `root`: the ops of a module's body, in order (a module has
/// no cost model of its own, so a walk of each is the walk of the module),
/// or `root` alone.
std::vector<CostedPart> splitIntoParts(Operation *root) {
  std::vector<CostedPart> parts;
  if (isa<ModuleOp>(root)) {
    for (Operation &op : cast<ModuleOp>(root).getBody()->getOperations())
      parts.emplace_back(&op);
  } else {
    parts.emplace_back(root);
  }
  size_t slot = 0;
  for (CostedPart &p : parts) {
    // What visit() costs (an upper bound: ops nested in a costed op are
    // counted but not costed). Scalar arith in payloads carries the
    // interface but no model of its own: counting it left a hole per op
    // that pack() then closed by moving every record after it.
    p.op->walk([&](Operation *op) {
      if (!hasOwnCostModel(op))
        return;
      ++p.costable;
      // A dialect whose models are not known to be thread-safe (TOSA's
      // runs a pass manager, a GPU launch's a process-wide memo, a
      // downstream dialect's is not known) has its part costed serially.
      p.threadSafe = p.threadSafe && isCostModelThreadSafe(op);
    });
    p.firstSlot = slot;
    slot += p.costable;
  }
  return parts;
}

/// Sums the costed ops into per-function and module totals (in IR order, so
/// floating-point sums do not depend on how the parts were costed), and
/// resolves what each folded op is folded into.
class Summary {
public:
  Summary(std::vector<FunctionSummary> &functions, Totals &totals)
      : functions(functions), totals(totals) {}

  /// Lists the functions in IR order, so that reports list them as written.
  /// Kernels (gpu.func, inside a gpu.module that is not walked into) are
  /// costed at their launches, not listed.
  void listFunctions(Operation *root) {
    root->walk([&](Operation *op) {
      if (op != root && !isWalkedInto(op))
        return WalkResult::skip();
      if (auto fn = dyn_cast<FunctionOpInterface>(op))
        functionFor(fn.getName().str()).op = fn;
      return WalkResult::advance();
    });
  }

  void add(llvm::MutableArrayRef<OpRecord> ops,
           llvm::ArrayRef<UnmodeledRecord> unmodeled) {
    for (const UnmodeledRecord &u : unmodeled) {
      functionFor(u.function).totals.unmodeledOps++;
      totals.unmodeledOps++;
    }
    llvm::DenseMap<Operation *, size_t> index;
    index.reserve(ops.size());
    for (auto [i, r] : llvm::enumerate(ops))
      index.try_emplace(r.op, i);
    for (OpRecord &r : ops) {
      if (r.foldedInto) {
        auto it = index.find(r.foldedInto);
        if (it != index.end())
          r.foldedIntoIndex = it->second;
        else
          r.cost.notes.push_back("its consumer was not costed: the fold is "
                                 "in neither op's time");
      }
      functionFor(r.function).totals.add(r);
      totals.add(r);
    }
  }

private:
  FunctionSummary &functionFor(const std::string &name) {
    auto [it, inserted] = fnIndex.try_emplace(name, functions.size());
    if (inserted)
      functions.push_back(FunctionSummary{name, nullptr, {}});
    return functions[it->second];
  }

  std::vector<FunctionSummary> &functions;
  Totals &totals;
  llvm::StringMap<size_t> fnIndex;
};

/// Costers for the threads of a parallel costing, each with its caches.
class CosterPool {
public:
  explicit CosterPool(const AnalysisConfig &config) : config(config) {}
  std::unique_ptr<ModuleCoster> acquire() {
    std::lock_guard<std::mutex> lock(mutex);
    if (idle.empty())
      return std::make_unique<ModuleCoster>(config);
    std::unique_ptr<ModuleCoster> c = std::move(idle.back());
    idle.pop_back();
    return c;
  }
  void release(std::unique_ptr<ModuleCoster> c) {
    std::lock_guard<std::mutex> lock(mutex);
    idle.push_back(std::move(c));
  }

private:
  const AnalysisConfig &config;
  std::mutex mutex;
  std::vector<std::unique_ptr<ModuleCoster>> idle;
};

} // namespace

void RooflineAnalysis::run(Operation *root) {
  if (llvm::Expected<double> launch =
          getLaunchOverhead(config.device, config.mode);
      !launch) {
    error = llvm::toString(launch.takeError());
    return;
  }
  if (config.mode == ExecutionMode::Eager) {
    // A profile given to the pass (--host-profile) wins over the module's.
    if (!config.hostProfile) {
      llvm::Expected<FrameworkProfile> p = getFrameworkProfile(root);
      if (!p) {
        error = llvm::toString(p.takeError());
        return;
      }
      config.hostProfile = std::move(*p);
    }
    if (std::optional<std::string> bad = findMalformedFrameworkKernel(root)) {
      error = std::move(*bad);
      return;
    }
    config.eagerBiasEpilogue = config.hostProfile->gemmBiasEpilogue;
  }
  // A config without a memo of tile searches gets one of its own, which
  // lives as long as this analysis (and its copies of the config).
  if (!config.tileSearches) {
    config.tileSearches = std::make_shared<TileSearchCache>();
    config.tileSearchKey.reset();
  }
  if (!config.tileSearchKey)
    config.tileSearchKey =
        config.tileSearches->deviceKey(config.device, config.ceilings);
  std::vector<CostedPart> parts = splitIntoParts(root);
  ops.allocate(parts.empty() ? 0
                             : parts.back().firstSlot + parts.back().costable);
  ModuleCoster serial(config);
  hierarchyStatus = serial.getHierarchyStatus();
  // Parts are independent (docs/architecture.md, "Threads"): in a
  // multithreaded context the parts whose models are thread-safe are costed
  // in parallel, each into its own slots; the others afterwards, here.
  // Either way the records are packed in IR order and summed in it, so the
  // result does not depend on the threads.
  llvm::SmallVector<size_t> parallelParts;
  for (auto [i, p] : llvm::enumerate(parts))
    if (p.threadSafe && p.costable > 0)
      parallelParts.push_back(i);
  bool parallel = root->getContext()->isMultithreadingEnabled() &&
                  parallelParts.size() > 1;
  if (parallel) {
    CosterPool pool(config);
    mlir::parallelForEach(root->getContext(), parallelParts, [&](size_t i) {
      std::unique_ptr<ModuleCoster> coster = pool.acquire();
      CostedPart &p = parts[i];
      p.built = coster->cost(p.op, ops, p.firstSlot, p.unmodeled);
      pool.release(std::move(coster));
    });
  }
  for (CostedPart &p : parts)
    if (!parallel || !p.threadSafe || p.costable == 0)
      p.built = serial.cost(p.op, ops, p.firstSlot, p.unmodeled);

  llvm::SmallVector<std::pair<size_t, size_t>> ranges;
  for (CostedPart &p : parts) {
    ranges.push_back({p.firstSlot, p.built});
    std::move(p.unmodeled.begin(), p.unmodeled.end(),
              std::back_inserter(unmodeled));
  }
  ops.pack(ranges);
  Summary summary(functions, totals);
  summary.listFunctions(root);
  summary.add(ops.records(), unmodeled);
  // Eager frameworks issue op by op from the host: the GPU waits for it
  // when kernels are short (HostTimeline.h).
  if (config.mode == ExecutionMode::Eager)
    applyHostTimeline(root, ops.records(), *config.hostProfile,
                      config.device.launchOverheadSec, functions, totals);

  // Slowest first, for every report.
  llvm::ArrayRef<OpRecord> records = ops.records();
  byTime.resize(records.size());
  for (size_t i = 0; i < byTime.size(); ++i)
    byTime[i] = i;
  std::stable_sort(byTime.begin(), byTime.end(), [&](size_t a, size_t b) {
    return records[a].verdict.time > records[b].verdict.time;
  });
  // Drop the pseudo-function of module-level ops when it holds nothing.
  llvm::erase_if(functions, [](const FunctionSummary &f) {
    return f.name.empty() && f.totals.costedOps == 0 &&
           f.totals.unmodeledOps == 0;
  });
}

std::vector<std::pair<std::string, unsigned>>
roofline::countUnmodeledByKind(const RooflineAnalysis &analysis) {
  llvm::StringMap<unsigned> counts;
  for (const UnmodeledRecord &u : analysis.getUnmodeled())
    ++counts[u.name];
  std::vector<std::pair<std::string, unsigned>> kinds;
  for (const auto &e : counts)
    kinds.emplace_back(e.getKey().str(), e.getValue());
  llvm::sort(kinds, [](const auto &a, const auto &b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  return kinds;
}

std::vector<UnmodeledGroup>
roofline::groupUnmodeled(const RooflineAnalysis &analysis) {
  std::vector<UnmodeledGroup> groups;
  std::map<std::tuple<std::string, std::string, std::string>, size_t> index;
  for (const UnmodeledRecord &u : analysis.getUnmodeled()) {
    if (u.inconsistent)
      continue;
    auto [it, inserted] =
        index.try_emplace({u.function, u.name, u.reason}, groups.size());
    if (inserted)
      groups.push_back(UnmodeledGroup{u.name, u.function, u.reason, 0, &u});
    ++groups[it->second].count;
  }
  return groups;
}
