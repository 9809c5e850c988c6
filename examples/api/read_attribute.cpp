//===- read_attribute.cpp - Read the `roofline` attributes back -----------===//
//
// docs/api.md, "Reading the attributes": a later pass (or the driver after
// the pipeline) reads what roofline-analyze attached (#roofline.cost and
// #roofline.summary) through roofline/Analysis/RooflineAttr.h.
// The pipeline is built from text through the pass registry here; see
// examples/downstream-compiler for RooflineAnalyzePassOptions.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/RooflineAttr.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace roofline;

int main() {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::tensor::TensorDialect>();
  registerRooflineDialects(registry);
  registerRooflinePasses();
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(R"mlir(
    func.func @f(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                 %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
      %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                         outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32> loc("mm")
      return %0 : tensor<1024x1024xf32>
    })mlir",
                                              &context);
  if (!module)
    return 1;

  // api.md: begin pipeline
  // pm is anchored on builtin.module: the text lists the passes to nest in
  // it (mlir::parsePassPipeline(text) would take the anchored
  // "builtin.module(roofline-analyze{...})" form and return a new manager).
  mlir::PassManager pm(&context);
  if (mlir::failed(mlir::parsePassPipeline(
          "roofline-analyze{device=a100-sxm4-40gb}", pm)))
    return 1;
  if (mlir::failed(pm.run(*module)))
    return 1;
  // api.md: end pipeline

  // api.md: begin read
  auto result = module->walk([&](mlir::Operation *op) -> mlir::WalkResult {
    llvm::Expected<std::optional<RooflineOpInfo>> info = readRooflineAttr(op);
    if (!info) { // malformed, or another layout version
      op->emitError(llvm::toString(info.takeError()));
      return mlir::WalkResult::interrupt();
    }
    if (!*info) // no attribute: not costed
      return mlir::WalkResult::advance();
    const RooflineOpInfo &r = **info;
    llvm::outs() << llvm::formatv(
        "{0}: v{1} flops {2} bytes {3} {4}-bound on {5}, binds {6}, "
        "time {7:e} s, {8:f1}% of peak\n",
        op->getName().getStringRef(), r.version, r.flops, r.bytes, r.bound,
        r.computeClass, r.binding, r.timeSec, 100 * r.fractionOfPeak);
    if (r.tile && r.bytesByLevel) // hierarchical model, GEMM-like ops
      llvm::outs() << llvm::formatv(
          "  tile {0}x{1}x{2} ({3}), bytes_by_level {4} {5} {6}\n",
          (*r.tile)[0], (*r.tile)[1], (*r.tile)[2], r.tileOrigin,
          (*r.bytesByLevel)[0], (*r.bytesByLevel)[1], (*r.bytesByLevel)[2]);
    return mlir::WalkResult::advance();
  });
  if (result.wasInterrupted())
    return 1;

  // Per function and for the module: roofline.summary.
  for (mlir::Operation *op :
       {module->getOperation(), &module->getBody()->front()}) {
    llvm::Expected<std::optional<RooflineSummaryInfo>> s =
        readRooflineSummary(op);
    if (!s) {
      llvm::errs() << llvm::toString(s.takeError()) << "\n";
      return 1;
    }
    if (*s)
      llvm::outs() << llvm::formatv(
          "{0} summary: device {1}, {2} costed, {3} unmodeled, time {4:e} s, "
          "{5:f1}% memory-bound\n",
          op->getName().getStringRef(), (*s)->device, (*s)->costedOps,
          (*s)->unmodeledOps, (*s)->timeSec, 100 * (*s)->memoryBoundShare);
  }
  // api.md: end read

  // api.md: begin version
  // An attribute of another layout (the version-1 dictionary) is an error,
  // not a misreading. (A #roofline.cost of another version does not even
  // parse: its verifier refuses it.)
  mlir::Operation *mm = nullptr;
  module->walk([&](mlir::linalg::MatmulOp op) { mm = op; });
  mlir::Builder b(&context);
  mm->setAttr(kRooflineAttrName,
              b.getDictionaryAttr(
                  {b.getNamedAttr("version", b.getI64IntegerAttr(1))}));
  if (auto info = readRooflineAttr(mm); !info)
    llvm::outs() << "error: " << llvm::toString(info.takeError()) << "\n";
  // api.md: end version
  return 0;
}
