//===- RooflineOptimizePass.cpp - The roofline-optimize pass --------------===//
//
// Resolves the device like roofline-analyze, predicts the module, runs the
// decision kinds function by function (precision, then fusion, so that a
// truncation can fuse with its producer, then tiling of what remains), and
// writes the before/after summary: predicted time and DRAM bytes per
// function and in total.
//
//===----------------------------------------------------------------------===//

#include "DeviceOptions.h"
#include "OptimizeSupport.h"
#include "SparsityWhatIf.h"

#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/CostModelDialectInterface.h"
#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Transforms/DeferredReports.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Threading.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"

namespace roofline {
#define GEN_PASS_DEF_ROOFLINEOPTIMIZEPASS
#include "roofline/Transforms/Passes.h.inc"
} // namespace roofline

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

/// Predicted time and DRAM bytes of one function before and after.
struct SummaryRow {
  std::string name;
  double timeBefore = 0, timeAfter = 0;
  int64_t bytesBefore = 0, bytesAfter = 0;
};

void writeText(llvm::raw_ostream &os, llvm::StringRef device,
               ArrayRef<SummaryRow> rows, const SummaryRow &total,
               const OptimizeContext &ctx,
               const std::vector<SparsityWhatIfRow> &whatIf) {
  os << "roofline-optimize on " << device << "\n";
  os << llvm::formatv("{0,-32} {1,14} {2,14} {3,16} {4,16}\n", "function",
                      "time before", "time after", "DRAM before",
                      "DRAM after");
  auto row = [&](const SummaryRow &r) {
    os << llvm::formatv("{0,-32} {1,14} {2,14} {3,16} {4,16}\n", r.name,
                        formatDuration(r.timeBefore),
                        formatDuration(r.timeAfter), r.bytesBefore,
                        r.bytesAfter);
  };
  for (const SummaryRow &r : rows)
    row(r);
  row(total);
  os << llvm::formatv("fusions {0} (rejected {1}), tiled {2} (not tiled "
                      "{3}), precision changes {4}\n",
                      ctx.fused, ctx.fusionsRejected, ctx.tiled,
                      ctx.tilesRejected, ctx.precisionChanges);
  os << llvm::formatv("applied only where predicted at least {0}% faster "
                      "than what is replaced\n",
                      llvm::format("%g", kMinGainFraction * 100));
  for (const std::string &note : ctx.notes)
    os << note << "\n";
  writeSparsityWhatIfText(os, whatIf);
}

void writeJSON(llvm::raw_ostream &os, llvm::StringRef device,
               ArrayRef<SummaryRow> rows, const SummaryRow &total,
               const OptimizeContext &ctx,
               const std::vector<SparsityWhatIfRow> &whatIf) {
  auto toJSON = [](const SummaryRow &r) {
    return llvm::json::Object{
        {"name", r.name},
        {"before", llvm::json::Object{{"time_s", r.timeBefore},
                                      {"dram_bytes", r.bytesBefore}}},
        {"after", llvm::json::Object{{"time_s", r.timeAfter},
                                     {"dram_bytes", r.bytesAfter}}}};
  };
  llvm::json::Array fns;
  for (const SummaryRow &r : rows)
    fns.push_back(toJSON(r));
  llvm::json::Object root{
      {"device", device},
      {"functions", std::move(fns)},
      {"min_gain_fraction", kMinGainFraction},
      {"total", toJSON(total)},
      {"decisions",
       llvm::json::Object{{"fusions", ctx.fused},
                          {"fusions_rejected", ctx.fusionsRejected},
                          {"tiled", ctx.tiled},
                          {"not_tiled", ctx.tilesRejected},
                          {"precision_changes", ctx.precisionChanges}}}};
  if (!whatIf.empty())
    root["sparsity_whatif"] = sparsityWhatIfToJSON(whatIf);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
}

/// Marks the arguments `specs` lists (numbers "3", ranges "1-3", open
/// ranges "1-": to the last, if any) as weights (kWeightArgAttrName) in
/// every function with a body but kernels (gpu.func). A spec that is not one of these, or a
/// number past a function's arguments, is an error naming the function.
LogicalResult markWeightArgs(ModuleOp module, ArrayRef<std::string> specs) {
  struct Range {
    unsigned first, last; // last == UINT_MAX: open
    std::string text;
  };
  SmallVector<Range> ranges;
  for (const std::string &spec : specs) {
    StringRef text = StringRef(spec).trim(), lo = text, hi;
    bool isRange = text.contains('-');
    if (isRange)
      std::tie(lo, hi) = text.split('-');
    unsigned first = 0, last = 0;
    if (lo.getAsInteger(10, first) ||
        (isRange && !hi.empty() && hi.getAsInteger(10, last)) ||
        (isRange && !hi.empty() && last < first)) {
      return module.emitError()
             << "roofline-optimize: weight-args: '" << spec
             << "' is not an argument number or a range (3, 1-3, 1-)";
    }
    if (!isRange)
      last = first;
    else if (hi.empty())
      last = UINT_MAX;
    ranges.push_back({first, last, text.str()});
  }
  WalkResult walk = module->walk([&](FunctionOpInterface fn) {
    if (fn.isExternal() || isa<gpu::GPUFuncOp>(fn.getOperation()))
      return WalkResult::advance(); // kernels take buffers, not weights
    unsigned n = fn.getNumArguments();
    for (const Range &r : ranges) {
      if (r.last != UINT_MAX && r.last >= n) {
        fn.emitError() << "roofline-optimize: weight-args: '" << r.text
                       << "': @" << fn.getName() << " has " << n
                       << " arguments (numbered from 0)";
        return WalkResult::interrupt();
      }
      for (unsigned i = r.first; i < n && i <= r.last; ++i)
        fn.setArgAttr(i, kWeightArgAttrName, UnitAttr::get(fn.getContext()));
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct RooflineOptimizePass
    : public WithDeviceOptions<
          roofline::impl::RooflineOptimizePassBase<RooflineOptimizePass>> {
  using WithDeviceOptions::WithDeviceOptions;

  /// The cost models are dialect extensions; see RooflineAnalyzePass.
  void getDependentDialects(DialectRegistry &registry) const override {
    RooflineOptimizePassBase::getDependentDialects(registry);
    registerRooflineDialects(registry);
    // sparsity-whatif retypes weights with a sparse_tensor encoding.
    registry.insert<sparse_tensor::SparseTensorDialect>();
  }

  /// One function's decisions and summary row.
  struct FunctionResult {
    explicit FunctionResult(const OptimizeContext &pass)
        : ctx(pass.config) {
      ctx.emitRemarks = pass.emitRemarks;
      ctx.remarkEachOp = pass.remarkEachOp;
    }
    OptimizeContext ctx;
    SummaryRow row;
    std::vector<SparsityWhatIfRow> whatIf;
  };

  /// Runs the decision kinds on `fn` into `r`.
  void optimizeFunction(FunctionOpInterface fn, FunctionResult &r) {
    const AnalysisConfig &config = r.ctx.config;
    OptimizeContext &ctx = r.ctx;
    SummaryRow &row = r.row;
    row.name = fn.getName().str();
    // The function-wide predictions serve the summary alone (each decision
    // predicts the ops it changes): without one, the function is not
    // analysed at all, which was a fifth of the pass's time.
    bool summarize = format != ReportFormat::None;
    if (summarize) {
      Prediction before = predict(fn, config);
      row.timeBefore = before.time;
      row.bytesBefore = before.dramBytes;
    }
    // On the IR as given, before any decision changes it.
    if (sparsityWhatIf == "2:4")
      runSparsityWhatIf(fn, ctx, r.whatIf);
    if (precision != PrecisionPolicy::Keep)
      runPrecision(fn, ctx, stringifyPrecisionPolicy(precision));
    if (fuse) {
      runFusion(fn, ctx);
      runEpilogueFusion(fn, ctx);
    }
    // What fusion left between elementwise ops is stored narrower.
    if (precision == PrecisionPolicy::BF16 ||
        precision == PrecisionPolicy::F16)
      runStoragePrecision(fn, ctx, stringifyPrecisionPolicy(precision));
    if (tile)
      runTiling(fn, ctx);
    if (!summarize)
      return;
    Prediction after = predict(fn, config);
    row.timeAfter = after.time;
    row.bytesAfter = after.dramBytes;
    // The invariant of the pass: every decision is priced on the kernels
    // the analysis makes in this mode and taken only when faster, so the
    // function is never predicted slower than it came in. The tolerance is
    // the rounding of sums taken in another order.
    if (row.timeAfter > row.timeBefore * (1 + 1e-9))
      emitWarning(fn->getLoc())
          << "roofline-optimize: internal error: @" << fn.getName()
          << " is predicted slower after the pass than before in mode="
          << stringifyExecutionMode(config.mode) << " ("
          << formatSeconds(row.timeBefore) << " -> "
          << formatSeconds(row.timeAfter)
          << "): a decision was priced on other kernels than the "
             "analysis makes";
  }

  /// Optimises every function with a body of `module` (kernels, gpu.func,
  /// are costed at their launches, as in the analysis' function list: a row
  /// of their own would repeat or hide them), each into a result of its
  /// own, in IR order. The decisions of one function read and rewrite only
  /// its own ops, so functions run on MLIR's thread pool when the context
  /// is multithreaded, except where a decision kind or remark is not known
  /// to be function-local (precision plans, the sparsity what-if, a remark
  /// per op) or a cost model in the function is not thread-safe
  /// (isCostModelThreadSafe): those run serially, after the others.
  std::vector<std::unique_ptr<FunctionResult>>
  optimizeFunctions(ModuleOp module, const OptimizeContext &pass) {
    SmallVector<FunctionOpInterface> fns;
    module->walk([&](FunctionOpInterface fn) {
      if (!fn.isExternal() && !isa<gpu::GPUFuncOp>(fn.getOperation()))
        fns.push_back(fn);
    });
    std::vector<std::unique_ptr<FunctionResult>> results;
    results.reserve(fns.size());
    for (size_t i = 0; i < fns.size(); ++i)
      results.push_back(std::make_unique<FunctionResult>(pass));
    bool parallel = module->getContext()->isMultithreadingEnabled() &&
                    fns.size() > 1 && !pass.remarkEachOp &&
                    precision == PrecisionPolicy::Keep &&
                    sparsityWhatIf == "none";
    SmallVector<size_t> threaded, serial;
    for (auto [i, fn] : llvm::enumerate(fns)) {
      bool safe = parallel && !fn->walk([](Operation *op) {
                                   return hasOwnCostModel(op) &&
                                                  !isCostModelThreadSafe(op)
                                              ? WalkResult::interrupt()
                                              : WalkResult::advance();
                                 }).wasInterrupted();
      (safe ? threaded : serial).push_back(i);
    }
    if (!threaded.empty()) {
      // A diagnostic raised on a thread is emitted in function order.
      ParallelDiagnosticHandler diagnostics(module->getContext());
      mlir::parallelForEach(module->getContext(), threaded, [&](size_t i) {
        diagnostics.setOrderIDForThread(i);
        optimizeFunction(fns[i], *results[i]);
        diagnostics.eraseOrderIDForThread();
      });
    }
    for (size_t i : serial)
      optimizeFunction(fns[i], *results[i]);
    return results;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<AnalysisConfig> config = buildAnalysisConfig(
        module, getDeviceOptions(), "roofline-optimize");
    if (failed(config))
      return signalPassFailure();
    // One memo of tile searches for every analysis of this run: each
    // decision re-predicts the ops it changes, mostly with shapes seen
    // before. Dropped when the pass returns.
    config->tileSearches = std::make_shared<TileSearchCache>();
    config->tileSearchKey =
        config->tileSearches->deviceKey(config->device, config->ceilings);

    if (failed(markWeightArgs(module, weightArgs)))
      return signalPassFailure();

    if (sparsityWhatIf != "none" && sparsityWhatIf != "2:4") {
      module.emitError() << "roofline-optimize: sparsity-whatif: '"
                         << sparsityWhatIf << "' is not 'none' or '2:4'";
      return signalPassFailure();
    }
    if (remarks != "summary" && remarks != "all") {
      module.emitError() << "roofline-optimize: remarks: '" << remarks
                         << "' is not 'summary' or 'all'";
      return signalPassFailure();
    }
    OptimizeContext ctx{*config};
    ctx.emitRemarks = emitRemarks;
    ctx.remarkEachOp = remarks == "all";
    SmallVector<SummaryRow> rows;
    std::vector<SparsityWhatIfRow> whatIf;
    SummaryRow total;
    total.name = "total";
    // Each function is optimised on its own, into a context of its own;
    // the contexts are merged in IR order, so that the tallies, rows and
    // sums are the serial pass's whichever thread ran a function.
    std::vector<std::unique_ptr<FunctionResult>> results =
        optimizeFunctions(module, ctx);
    for (std::unique_ptr<FunctionResult> &r : results) {
      ctx.merge(r->ctx);
      whatIf.insert(whatIf.end(), r->whatIf.begin(), r->whatIf.end());
      if (format == ReportFormat::None)
        continue;
      total.timeBefore += r->row.timeBefore;
      total.timeAfter += r->row.timeAfter;
      total.bytesBefore += r->row.bytesBefore;
      total.bytesAfter += r->row.bytesAfter;
      rows.push_back(std::move(r->row));
    }

    ctx.emitSummary(module.getLoc());
    if (emitRemarks && remarks != "all" && !whatIf.empty())
      emitRemark(module.getLoc()) << summarizeSparsityWhatIf(whatIf);
    numFused = ctx.fused;
    numFusionsRejected = ctx.fusionsRejected;
    numTiled = ctx.tiled;
    numTilesRejected = ctx.tilesRejected;
    numPrecision = ctx.precisionChanges;

    if (format == ReportFormat::None)
      return;
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> out =
        openOutputFile(reportFile, &error);
    // Errors at the module's location, not on it (which would print the
    // whole module under them in mlir-opt).
    if (!out) {
      emitError(module.getLoc())
          << "roofline-optimize: cannot write report-file '" << reportFile
          << "': " << error;
      return signalPassFailure();
    }
    if (format == ReportFormat::JSON)
      writeJSON(out->os(), config->device.name, rows, total, ctx, whatIf);
    else
      writeText(out->os(), config->device.name, rows, total, ctx, whatIf);
    // A full disk: one error naming the file, not LLVM's abort at exit.
    if (std::error_code ec = takeWriteError(out->os())) {
      emitError(module.getLoc())
          << "roofline-optimize: cannot write report-file '" << reportFile
          << "'" << (reportFile == "-" ? " (stdout)" : "") << ": "
          << ec.message();
      return signalPassFailure();
    }
    out->keep();
  }
};

} // namespace
