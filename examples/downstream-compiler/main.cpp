//===- main.cpp - A downstream compiler that consults the roofline --------===//
//
// A small out-of-tree "compiler" built against an installed roofline-opt
// (find_package(Roofline CONFIG), see CMakeLists.txt and docs/api.md). It
//
//  1. parses a module (by default its bundled mlp_block.mlir),
//  2. runs its own PassManager pipeline: roofline-analyze, then its own
//     decision pass, which reads each op's `roofline` attribute back with
//     roofline::readRooflineAttr and picks
//       - fuse candidates: memory-bound elementwise ops (fold them into
//         their producer's epilogue and save a launch and a round trip
//         through DRAM),
//       - tensor-core candidates: compute-bound fp32 contractions,
//       - fp32 contractions to keep: memory-bound ones, which tensor cores
//         would not speed up,
//  3. uses the C++ API directly for a what-if: looks the device up in the
//     catalog, builds a RooflineAnalysis of the same module with
//     allow-tf32, and prints what each tensor-core candidate would take on
//     the TF32 tensor cores.
//
//   downstream-compiler [input.mlir] [--device=NAME] [--no-hierarchy]
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Analysis/RooflineAttr.h"
#include "roofline/Device/DeviceModel.h"
#include "roofline/Report/Report.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

#ifndef DOWNSTREAM_DEFAULT_INPUT
#define DOWNSTREAM_DEFAULT_INPUT "mlp_block.mlir"
#endif

namespace {

llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                     llvm::cl::desc("[input.mlir]"),
                                     llvm::cl::init(DOWNSTREAM_DEFAULT_INPUT));
llvm::cl::opt<std::string> deviceName("device",
                                      llvm::cl::desc("Catalog device"),
                                      llvm::cl::init("a100"));
llvm::cl::opt<bool>
    noHierarchy("no-hierarchy",
                llvm::cl::desc("DRAM-only roofline (hierarchy=false)"));

/// One decision of the compiler about one op.
struct Decision {
  enum Kind { Fuse, TensorCore, KeepFP32 };
  Kind kind;
  mlir::Operation *op;
  roofline::RooflineOpInfo info;
};

/// The compiler's own pass: reads the `roofline` attribute that
/// roofline-analyze left on each op and decides what to do with the op.
struct RooflineDecisionsPass
    : mlir::PassWrapper<RooflineDecisionsPass,
                        mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RooflineDecisionsPass)

  explicit RooflineDecisionsPass(std::vector<Decision> &out) : out(out) {}
  llvm::StringRef getArgument() const override {
    return "downstream-roofline-decisions";
  }

  // api.md: begin decide
  void runOnOperation() override {
    getOperation().walk([&](mlir::linalg::LinalgOp op) {
      llvm::Expected<std::optional<roofline::RooflineOpInfo>> info =
          roofline::readRooflineAttr(op);
      if (!info) { // malformed, or written by another layout version
        op->emitError(llvm::toString(info.takeError()));
        return signalPassFailure();
      }
      if (!*info) // not costed (unmodeled)
        return;
      const roofline::RooflineOpInfo &r = **info;
      if (r.bound == "memory" && mlir::linalg::isElementwise(op))
        out.push_back({Decision::Fuse, op, r});
      else if (mlir::linalg::isaContractionOpInterface(op) &&
               r.computeClass == "fp32")
        out.push_back(
            {r.bound == "compute" ? Decision::TensorCore : Decision::KeepFP32,
             op, r});
    });
  }
  // api.md: end decide

  std::vector<Decision> &out;
};

std::string describe(mlir::Operation *op) {
  return llvm::formatv("{0} at {1}", op->getName().getStringRef(),
                       roofline::formatLocation(op->getLoc()))
      .str();
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "a downstream compiler using roofline\n");

  // The dialects of the input, plus what the roofline passes rely on (DLTI
  // and the cost models of linalg, tensor and memref ops).
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::tensor::TensorDialect>();
  roofline::registerRooflineDialects(registry);
  mlir::MLIRContext context(registry);

  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(inputFile, sourceMgr,
                                            mlir::ParserConfig(&context));
  if (!module)
    return 1;

  // api.md: begin pipeline
  // The pipeline: roofline-analyze with typed options (the TableGen'd
  // RooflineAnalyzePassOptions), then the compiler's decision pass.
  roofline::RooflineAnalyzePassOptions options;
  options.deviceName = deviceName;
  options.hierarchy = !noHierarchy;
  std::vector<Decision> decisions;
  mlir::PassManager pm(&context);
  pm.addPass(roofline::createRooflineAnalyzePass(options));
  pm.addPass(std::make_unique<RooflineDecisionsPass>(decisions));
  if (mlir::failed(pm.run(*module)))
    return 1;
  // api.md: end pipeline

  // The C++ API: the same device from the catalog, the same module analyzed
  // again with TF32 tensor cores allowed, as a what-if.
  // api.md: begin whatif
  llvm::Expected<roofline::DeviceModel> device =
      roofline::lookupDevice(deviceName);
  if (!device) {
    llvm::errs() << llvm::toString(device.takeError()) << "\n";
    return 1;
  }
  roofline::AnalysisConfig whatIfConfig;
  whatIfConfig.device = *device;
  whatIfConfig.hierarchy = !noHierarchy;
  whatIfConfig.costOptions.allowTF32 = true;
  roofline::RooflineAnalysis whatIf(module->getOperation(), whatIfConfig);
  llvm::DenseMap<mlir::Operation *, const roofline::OpRecord *> tf32;
  for (const roofline::OpRecord &r : whatIf.getOps())
    tf32[r.op] = &r;
  // api.md: end whatif

  llvm::outs() << llvm::formatv(
      "downstream-compiler: {0} on {1} (hierarchy {2})\n", inputFile,
      device->name, noHierarchy ? "off" : "on");
  double fuseTime = 0;
  unsigned fuseCount = 0;
  for (const Decision &d : decisions) {
    const roofline::RooflineOpInfo &r = d.info;
    switch (d.kind) {
    case Decision::Fuse:
      fuseTime += r.timeSec;
      ++fuseCount;
      llvm::outs() << llvm::formatv(
          "fuse candidate: {0} (memory-bound, {1}; {2} B, {3} FLOP)\n",
          describe(d.op), roofline::formatTime(r.timeSec), r.bytes, r.flops);
      break;
    case Decision::TensorCore: {
      llvm::outs() << llvm::formatv(
          "tensor-core candidate: {0} (compute-bound fp32, {1}; {2} B, {3} "
          "FLOP)\n",
          describe(d.op), roofline::formatTime(r.timeSec), r.bytes, r.flops);
      if (const roofline::OpRecord *alt = tf32.lookup(d.op))
        llvm::outs() << llvm::formatv(
            "  with allow-tf32: {0} {1} ({2:f2}x faster)\n",
            roofline::stringifyComputeClass(alt->verdict.ceilingClass),
            roofline::formatTime(alt->verdict.time),
            r.timeSec / alt->verdict.time);
      break;
    }
    case Decision::KeepFP32:
      llvm::outs() << llvm::formatv(
          "keep fp32: {0} (memory-bound contraction, {1}; tensor cores would "
          "not help)\n",
          describe(d.op), roofline::formatTime(r.timeSec));
      break;
    }
    if (r.tile && r.bytesByLevel)
      llvm::outs() << llvm::formatv(
          "  tile {0}x{1}x{2} ({3}); bytes dram {4}, l2 {5}, l1 {6}\n",
          (*r.tile)[0], (*r.tile)[1], (*r.tile)[2], r.tileOrigin,
          (*r.bytesByLevel)[0], (*r.bytesByLevel)[1], (*r.bytesByLevel)[2]);
  }

  // The module summary roofline-analyze attached.
  llvm::Expected<std::optional<roofline::RooflineSummaryInfo>> summary =
      roofline::readRooflineSummary(module->getOperation());
  if (!summary) {
    llvm::errs() << llvm::toString(summary.takeError()) << "\n";
    return 1;
  }
  if (*summary) {
    const roofline::RooflineSummaryInfo &s = **summary;
    llvm::outs() << llvm::formatv(
        "module: {0} ops costed, {1} unmodeled, predicted {2}, {3:f1}% in "
        "memory-bound ops\n",
        s.costedOps, s.unmodeledOps, roofline::formatTime(s.timeSec),
        100 * s.memoryBoundShare);
    llvm::outs() << llvm::formatv(
        "fuse candidates: {0} ops, {1} ({2:f1}% of the predicted time) as "
        "separate kernels\n",
        fuseCount, roofline::formatTime(fuseTime),
        s.timeSec > 0 ? 100 * fuseTime / s.timeSec : 0.0);
  }
  return 0;
}
