//===- RooflineAnalyzePass.cpp - The roofline-analyze pass ----------------===//

#include "DeviceOptions.h"

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Analysis/RooflineAttr.h"
#include "roofline/Device/DeviceFromDLTI.h"
#include "roofline/Report/Chart.h"
#include "roofline/Report/Report.h"
#include "roofline/Transforms/DeferredReports.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Threading.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

namespace roofline {
#define GEN_PASS_DEF_ROOFLINEANALYZEPASS
#include "roofline/Transforms/Passes.h.inc"
} // namespace roofline

using namespace mlir;
using namespace roofline;

namespace {

struct RooflineAnalyzePass
    : public WithDeviceOptions<
          roofline::impl::RooflineAnalyzePassBase<RooflineAnalyzePass>> {
  using WithDeviceOptions::WithDeviceOptions;

  /// Where the report writes go when the caller runs them (null: written
  /// when the pass runs).
  std::shared_ptr<DeferredReports> deferred;

  /// The cost models are dialect extensions; requesting them here makes the
  /// pass work in any tool, including a stock mlir-opt that loads it as a
  /// plugin and never registered them (extensions are deduplicated).
  void getDependentDialects(DialectRegistry &registry) const override {
    RooflineAnalyzePassBase::getDependentDialects(registry);
    registerRooflineDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<AnalysisConfig> config =
        buildAnalysisConfig(module, getDeviceOptions(), "roofline-analyze");
    if (failed(config))
      return signalPassFailure();
    // The options choose the device and the cost options, so the analysis is
    // built for them rather than fetched from the AnalysisManager (whose
    // RooflineAnalysis reads the device from the module's DLTI spec). The
    // report writes share it, since they may run after the pass.
    auto analysis = std::make_shared<const RooflineAnalysis>(module, *config);
    // What the config cannot check before the walk (a malformed
    // roofline.framework profile in eager mode) invalidates the analysis.
    if (!analysis->isValid()) {
      module.emitError() << "roofline-analyze: " << analysis->getError();
      return signalPassFailure();
    }

    bool inconsistent = emitDiagnostics(*analysis);
    numCosted = analysis->getOps().size();
    numUnmodeled = analysis->getUnmodeled().size();
    numMemoryBound = analysis->getTotals().memoryBoundOps;
    numComputeBound = analysis->getTotals().computeBoundOps;
    numLaunchBound = analysis->getTotals().launchBoundOps;
    if (failed(writeReports(analysis)))
      return signalPassFailure();

    // A defective cost model fails the pass, after the report is written;
    // so does any unmodeled op under `strict`.
    if (inconsistent || (strict && failed(checkStrict(*analysis))))
      return signalPassFailure();
    if (writeTarget)
      attachDeviceToModule(module, analysis->getConfig().device);
    if (annotate)
      annotateOps(*analysis);
    // The annotations are discardable attributes, which no analysis reads and
    // the verifier's structural checks do not see: every analysis survives
    // them, and saying so also spares the pass manager re-verifying the whole
    // module (0.3 s at 100k ops, docs/performance.md). A device written into
    // the module's DLTI spec changes what an analysis of the module reads.
    if (!writeTarget)
      markAllAnalysesPreserved();
  }

  /// Remarks for unmodeled ops, one per function, op kind and reason at the
  /// kind's first op (errors, op by op, for inconsistent cost models) and,
  /// in test mode, one per costed op. True when some cost model is
  /// defective.
  bool emitDiagnostics(const RooflineAnalysis &analysis) {
    bool inconsistent = false;
    for (const UnmodeledRecord &u : analysis.getUnmodeled())
      if (u.inconsistent) {
        u.op->emitError() << "roofline: " << u.reason;
        inconsistent = true;
      }
    for (const UnmodeledGroup &g : groupUnmodeled(analysis))
      g.first->op->emitRemark() << llvm::formatv(
          "roofline: unmodeled: {0} {1} op{2} not costed: {3}", g.count,
          g.name, g.count == 1 ? "" : "s", g.reason);
    // One remark per op, at its location but not on the op: Operation's
    // emitRemark attaches the op's IR when the context prints ops on
    // diagnostics (mlir-opt's default), and printing an op costs the size
    // of its function, so 3,000 ops in one function took 150 s instead of
    // 0.4 s (issue 34; docs/reliability.md). The location says which op.
    if (emitRemarks)
      for (const OpRecord &r : analysis.getOps())
        mlir::emitRemark(r.op->getLoc()) << llvm::formatv(
            "roofline: flops={0} bytes={1} intensity={2:g} class={3} "
            "bound={4} time={5:e} binds={6} predicted={7:e} limiter={8}",
            r.cost.flops, r.cost.dramBytes(), r.verdict.intensity,
            stringifyComputeClass(r.verdict.ceilingClass),
            stringifyBound(r.verdict.bound), r.verdict.time,
            stringifyBinding(r.verdict.binding), r.verdict.predictedTime,
            r.verdict.predictedLimiter.empty()
                ? llvm::StringRef("none")
                : llvm::StringRef(r.verdict.predictedLimiter));
    return inconsistent;
  }

  /// `strict`: an error naming the kinds of the unmodeled ops, if any.
  LogicalResult checkStrict(const RooflineAnalysis &analysis) {
    if (analysis.getUnmodeled().empty())
      return success();
    std::string kinds;
    for (const auto &[name, count] : countUnmodeledByKind(analysis))
      kinds += llvm::formatv("{0}{1} {2}", kinds.empty() ? "" : ", ", count,
                             name);
    getOperation().emitError() << llvm::formatv(
        "roofline-analyze strict: {0} op{1} not costed: {2}",
        analysis.getUnmodeled().size(),
        analysis.getUnmodeled().size() == 1 ? "" : "s", kinds);
    return failure();
  }

  /// Writes the report (format), the SVG chart and the HTML report, or
  /// queues their writing on `deferred`. The files are opened here either
  /// way, so that a path that cannot be written fails the pass.
  LogicalResult
  writeReports(const std::shared_ptr<const RooflineAnalysis> &analysis) {
    ReportOptions opts;
    opts.top = top;
    opts.columns = columns;
    opts.shapes = shapes;
    if (!groupBy.empty()) {
      llvm::Expected<GroupBy> by = parseGroupBy(groupBy);
      if (!by)
        return getOperation().emitError()
               << "roofline-analyze: " << llvm::toString(by.takeError());
      opts.groupBy = *by;
    }
    std::string input = getInputName();
    if (format != ReportFormat::None) {
      bool json = format == ReportFormat::JSON;
      if (failed(writeTo(reportFile, "report-file", analysis,
                         [=](const RooflineAnalysis &a, llvm::raw_ostream &os) {
                           if (json)
                             writeJSONReport(a, input, os, opts);
                           else
                             writeTextReport(a, input, os, opts);
                         })))
        return failure();
    }
    if (!svgFile.empty() &&
        failed(writeTo(svgFile, "svg-file", analysis,
                       [=](const RooflineAnalysis &a, llvm::raw_ostream &os) {
                         writeSVGChart(a, input, os);
                       })))
      return failure();
    if (!htmlFile.empty() &&
        failed(writeTo(htmlFile, "html-file", analysis,
                       [=](const RooflineAnalysis &a, llvm::raw_ostream &os) {
                         writeHTMLReport(a, input, os, opts);
                       })))
      return failure();
    return success();
  }

  /// Attaches `roofline` to each costed op and `roofline.summary` to each
  /// function and the module.
  void annotateOps(const RooflineAnalysis &analysis) {
    ModuleOp module = getOperation();
    MLIRContext *ctx = module.getContext();
    Builder b(ctx);
    // Each op gets its own attribute, and the context uniques attributes
    // thread-safely when it is multithreaded: the ops are annotated in
    // parallel (serially under --mlir-disable-threading), in chunks, since
    // parallelFor's per-item bookkeeping costs as much as one annotation.
    llvm::ArrayRef<OpRecord> ops = analysis.getOps();
    constexpr size_t kChunk = 1024;
    mlir::parallelFor(ctx, 0, (ops.size() + kChunk - 1) / kChunk,
                      [&](size_t chunk) {
                        Builder local(ctx);
                        size_t end = std::min(ops.size(), (chunk + 1) * kChunk);
                        for (size_t i = chunk * kChunk; i < end; ++i)
                          ops[i].op->setDiscardableAttr(
                              kRooflineAttrName,
                              buildRooflineAttr(local, ops[i]));
                      });
    for (const FunctionSummary &f : analysis.getFunctions())
      if (f.op)
        f.op->setDiscardableAttr(
            kRooflineSummaryAttrName,
            buildRooflineSummaryAttr(b, f.totals, analysis.getConfig().device));
    module->setDiscardableAttr(
        kRooflineSummaryAttrName,
        buildRooflineSummaryAttr(b, analysis.getTotals(),
                                 analysis.getConfig().device));
  }

  std::string getInputName() {
    if (auto loc = dyn_cast<FileLineColLoc>(getOperation().getLoc()))
      return loc.getFilename().str();
    return "<unknown>";
  }

  /// Opens `file` ('-' is stdout), then writes it with `write`, or queues
  /// that on `deferred`. A write that fails (a full disk) fails the pass,
  /// or, deferred, is recorded on `deferred` for its caller to report; a
  /// regular file is then removed rather than left truncated.
  LogicalResult
  writeTo(llvm::StringRef file, llvm::StringRef optionName,
          const std::shared_ptr<const RooflineAnalysis> &analysis,
          std::function<void(const RooflineAnalysis &, llvm::raw_ostream &)>
              write) {
    std::string what = (optionName + " '" + file + "'" +
                        (file == "-" ? " (stdout)" : ""))
                           .str();
    // At the module's location, not on it: an error on the op would print
    // the whole module under it in mlir-opt (--mlir-print-op-on-diagnostic).
    Location loc = getOperation().getLoc();
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(file, &error);
    if (!out) {
      emitError(loc) << "roofline-analyze: cannot write " << what << ": "
                     << error;
      return failure();
    }
    auto run = [analysis, out = std::move(out), write = std::move(write),
                what]() -> std::string {
      write(*analysis, out->os());
      if (std::error_code ec = takeWriteError(out->os()))
        return "roofline-analyze: cannot write " + what + ": " + ec.message();
      out->keep();
      return "";
    };
    if (deferred) {
      deferred->defer(file, [run = std::move(run), sink = deferred.get()] {
        if (std::string failed = run(); !failed.empty())
          sink->fail(std::move(failed));
      });
      return success();
    }
    if (std::string failed = run(); !failed.empty()) {
      emitError(loc) << failed;
      return failure();
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> roofline::createRooflineAnalyzePass(
    RooflineAnalyzePassOptions options,
    std::shared_ptr<DeferredReports> deferred) {
  auto pass = std::make_unique<RooflineAnalyzePass>(std::move(options));
  pass->deferred = std::move(deferred);
  return pass;
}
