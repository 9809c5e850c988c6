//===- RooflineAnalysis.h - Roofline of every op in a module ----*- C++ -*-===//
//
// An MLIR analysis in the CIRCT style: built from (Operation *,
// AnalysisManager &) and fetched with getAnalysis<>() once its configuration
// is set. It walks the module, costs every op that implements
// RooflineCostOpInterface, lists the compute ops it cannot cost, and sums
// per function and per module.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ANALYSIS_ROOFLINEANALYSIS_H
#define ROOFLINE_ANALYSIS_ROOFLINEANALYSIS_H

#include "roofline/CostModels/Location.h"
#include "roofline/Model/GemmTiling.h"
#include "roofline/Model/HostOverhead.h"
#include "roofline/Model/KernelTiming.h"
#include "roofline/Model/OpCost.h"
#include "roofline/Model/TileSearchCache.h"
#include "roofline/Model/Verdict.h"
#include "roofline/Device/DeviceModel.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "mlir/Pass/AnalysisManager.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// One costed op.
struct OpRecord {
  mlir::Operation *op = nullptr;
  std::string name;     ///< e.g. "linalg.matmul"
  std::string location; ///< "file:line:col" or the location's text
  std::string shapes;   ///< operand types, e.g. "128x256xf32, 256x64xf32 -> ..."
  std::string function; ///< enclosing function symbol, or "" at module level
  OpCost cost;
  Verdict verdict;
  /// Kernel launches: the trip counts of the sequential loops around the op.
  int64_t launches = 1;
  /// The hierarchical estimate (tiles, bytes per level) for contractions and
  /// convolutions when the model is on; none for other ops, which move their
  /// compulsory bytes at every level.
  std::optional<HierarchicalEstimate> hierarchy;
  /// Compiled and graph modes: the op this one is folded into (it launches
  /// no kernel, moves nothing and takes no time), and that op's index in
  /// RooflineAnalysis::getOps() once known (none if it was not costed).
  mlir::Operation *foldedInto = nullptr;
  std::optional<size_t> foldedIntoIndex;
};

/// The records of one analysis in one allocation. Records are built in
/// place at slots the analysis reserves for each part of the IR (parts are
/// costed in parallel, each into its own range), then packed into IR order:
/// a record is over a kilobyte, so a vector that grew, or a merge that moved
/// them, cost more than building them.
class OpRecordStore {
public:
  OpRecordStore() = default;
  OpRecordStore(const OpRecordStore &) = delete;
  OpRecordStore &operator=(const OpRecordStore &) = delete;
  OpRecordStore(OpRecordStore &&other) noexcept { *this = std::move(other); }
  OpRecordStore &operator=(OpRecordStore &&other) noexcept;
  ~OpRecordStore() { clear(); }

  /// Drops every record and allocates room for `capacity` slots.
  void allocate(size_t capacity);
  /// A new, default record at `slot` (< capacity, not already built).
  OpRecord &construct(size_t slot);
  /// Destroys the record at `slot` (built by construct, not yet packed).
  void destroy(size_t slot);
  /// Packs the built records: `ranges` lists (first slot, count) in the
  /// order the records are to keep; slots outside them hold no record.
  void pack(llvm::ArrayRef<std::pair<size_t, size_t>> ranges);

  llvm::ArrayRef<OpRecord> records() const { return {data, size}; }
  llvm::MutableArrayRef<OpRecord> records() { return {data, size}; }

private:
  void clear();

  OpRecord *data = nullptr;
  size_t size = 0, capacity = 0;
  /// Slots built since the last pack (their records are destroyed by clear
  /// if never packed).
  std::vector<uint8_t> built; // bytes, not bits: parts build in parallel
};

/// One op the model could not cost, and why.
struct UnmodeledRecord {
  mlir::Operation *op = nullptr;
  std::string name, location, function, reason;
  /// The op's cost model returned inconsistent data (negative sizes, a
  /// footprint larger than its operand): a defect of that model, which the
  /// pass reports as an error.
  bool inconsistent = false;
};

/// Unmodeled ops of one function with the same kind (op name) and reason:
/// what a remark reports, once per group.
struct UnmodeledGroup {
  std::string name, function, reason;
  unsigned count = 0;
  /// The group's first op in IR order (its remark is attached there).
  const UnmodeledRecord *first = nullptr;
};

/// Totals over a set of ops.
struct Totals {
  int64_t flops = 0, transcendentals = 0, intOps = 0;
  int64_t bytes = 0; ///< DRAM
  double time = 0;
  double memoryBoundTime = 0, computeBoundTime = 0, launchBoundTime = 0;
  /// Launch overhead summed over every op (part of `time`, whatever binds).
  double launchTime = 0;
  unsigned costedOps = 0, unmodeledOps = 0;
  unsigned memoryBoundOps = 0, computeBoundOps = 0, launchBoundOps = 0;
  /// Ops folded into their consumer (compiled and graph modes).
  unsigned foldedOps = 0;
  /// Predicted time by what binds it: compute, dram, l2, l1, launch,
  /// interconnect (indexed
  /// by Binding).
  std::array<double, getMaxEnumValForBinding() + 1> timeByBinding = {};
  /// The attained (predicted) time summed over the ops (docs/model.md 6),
  /// and its parts by what limits each op (Verdict::predictedLimiter).
  double predictedTime = 0;
  llvm::StringMap<double> predictedByLimiter;

  void add(const OpRecord &r);
  /// Share of the predicted time spent in memory-bound ops (0 when no time).
  double memoryBoundShare() const { return time > 0 ? memoryBoundTime / time : 0; }
  /// Share of the predicted time that is launch overhead (0 when no time).
  double launchShare() const { return time > 0 ? launchTime / time : 0; }
  /// The verdict over these ops, as in reports (docs/model.md 1.7):
  /// "launch-bound" when launch overhead is at least half the predicted
  /// time, else "memory-bound" when memory-bound ops take at least as long
  /// as compute-bound ones, else "compute-bound"; "no-work" (only zero-size
  /// or folded ops) or "nothing-costed".
  llvm::StringRef getVerdict() const {
    if (costedOps == 0)
      return "nothing-costed";
    if (time == 0)
      return "no-work";
    if (launchShare() >= 0.5)
      return "launch-bound";
    return memoryBoundTime >= computeBoundTime ? "memory-bound"
                                               : "compute-bound";
  }
};

/// Per-function summary.
struct FunctionSummary {
  std::string name;
  mlir::Operation *op = nullptr;
  Totals totals;
};

/// Configuration of the analysis; set before the analysis is built.
struct AnalysisConfig {
  DeviceModel device;
  CeilingKind ceilings = CeilingKind::Spec;
  CostOptions costOptions;
  /// Model per-level traffic and choose tiles for contractions and
  /// convolutions (needs the device's L2 and shared-memory figures).
  bool hierarchy = true;
  /// How the ops run: eager (a kernel each), compiled (folded ops cost
  /// nothing), graph (compiled, launched from a CUDA graph; needs the
  /// device's graph_launch_gap_us). docs/model.md 1.8.
  ExecutionMode mode = ExecutionMode::Compiled;
  /// mode=eager: whether an attention chain runs as one fused kernel (sdpa,
  /// PyTorch 2) or op by op (unfused). Compiled and graph modes always fuse
  /// it (docs/model.md 1.8).
  EagerAttention eagerAttention = EagerAttention::Sdpa;
  /// mode=eager: how the framework lays out an NCHW convolution's
  /// activations; contiguous (NCHW) charges a 16-bit tensor-core
  /// convolution cuDNN's layout transposes (docs/model.md 1.8).
  MemoryFormat memoryFormat = MemoryFormat::Contiguous;
  /// mode=compiled or graph: whether a GEMM's or convolution's pointwise
  /// epilogue runs in its kernel (fused) or after it, as a kernel of its own
  /// (separate: Inductor's default calls cuBLAS and cuDNN as extern
  /// kernels). Eager mode runs every epilogue on its own either way.
  LibraryEpilogues libraryEpilogues = LibraryEpilogues::Fused;
  /// mode=eager: what the host pays to issue each op (docs/model.md 1.8):
  /// a profile given with --host-profile; when unset, run() sets it to the
  /// module's roofline.framework profile, else the built-in PyTorch eager
  /// one, so after run() it is the profile the analysis used.
  std::optional<FrameworkProfile> hostProfile;
  /// mode=eager: whether the framework adds a linear layer's bias in the
  /// GEMM's epilogue (docs/model.md 1.8). Not an option: run() takes it from
  /// the host profile (FrameworkProfile::gemmBiasEpilogue).
  bool eagerBiasEpilogue = true;
  /// What each op's predicted time includes: its cost in a stream (the
  /// default), a profiler's kernel time, or one call between CUDA events
  /// (docs/model.md, "What a measured time means").
  KernelTiming timing = KernelTiming::Stream;
  /// The tile searches' memo, shared by every analysis built from this
  /// config (roofline-optimize makes one per run); an analysis given none
  /// makes its own, dropped with it.
  std::shared_ptr<TileSearchCache> tileSearches;
  /// The key of `device` and `ceilings` in tileSearches, looked up once per
  /// config (it prints the device) by the first analysis built from it, or
  /// by the owner; whoever changes `device` or `ceilings` afterwards resets
  /// it.
  std::optional<TileSearchCache::DeviceKey> tileSearchKey;
};

/// The overhead of one kernel launch under `mode` on `device`: the graph
/// gap in graph mode, else the launch overhead; an error when graph mode
/// meets a device without a graph gap.
llvm::Expected<double> getLaunchOverhead(const DeviceModel &device,
                                         ExecutionMode mode);

class RooflineAnalysis {
public:
  /// Builds the analysis against the device the IR carries (the "GPU" entry
  /// of the enclosing module's dlti.target_system_spec) with spec ceilings
  /// and default cost options, for getAnalysis<RooflineAnalysis>() in a
  /// pass. Without a device it is invalid: isValid() is false, getError()
  /// says why, and it holds no ops.
  RooflineAnalysis(mlir::Operation *root, mlir::AnalysisManager &am);
  /// Builds it with an explicit configuration (library use).
  RooflineAnalysis(mlir::Operation *root, const AnalysisConfig &config);

  /// False when the analysis could not be built (no device in the IR).
  bool isValid() const { return error.empty(); }
  const std::string &getError() const { return error; }
  const AnalysisConfig &getConfig() const { return config; }
  llvm::ArrayRef<OpRecord> getOps() const { return ops.records(); }
  const std::vector<UnmodeledRecord> &getUnmodeled() const { return unmodeled; }
  const std::vector<FunctionSummary> &getFunctions() const { return functions; }
  const Totals &getTotals() const { return totals; }
  /// Whether the hierarchical model ran, and why not when it did not.
  bool isHierarchical() const { return hierarchyStatus.empty(); }
  const std::string &getHierarchyStatus() const { return hierarchyStatus; }
  /// Indices into getOps(), slowest first (computed once, with the ops).
  const std::vector<size_t> &getOpsByTime() const { return byTime; }

  bool isInvalidated(const mlir::AnalysisManager::PreservedAnalyses &) {
    return true;
  }

private:
  void run(mlir::Operation *root);

  AnalysisConfig config;
  OpRecordStore ops;
  std::vector<size_t> byTime;
  std::vector<UnmodeledRecord> unmodeled;
  std::vector<FunctionSummary> functions;
  Totals totals;
  std::string hierarchyStatus;
  std::string error;
};

/// How many ops of each kind (op name) the analysis left unmodeled, most
/// first (ties by name).
std::vector<std::pair<std::string, unsigned>>
countUnmodeledByKind(const RooflineAnalysis &analysis);

/// The unmodeled ops grouped by function, kind and reason, in the IR order
/// of each group's first op. Inconsistent cost models are left out: they
/// are errors, reported op by op.
std::vector<UnmodeledGroup> groupUnmodeled(const RooflineAnalysis &analysis);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_ROOFLINEANALYSIS_H
