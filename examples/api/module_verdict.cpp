//===- module_verdict.cpp - The verdict of a module, a function, an op ----===//
//
// docs/api.md, "Analyzing a module or a region": RooflineAnalysis walks any
// op (a module, a function, any op with regions), costs every op inside that
// implements RooflineCostOpInterface, lists the compute ops it cannot cost,
// and sums per function and overall. It does not change the IR.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Device/DeviceModel.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace roofline;

static const char *kModule = R"mlir(
#id = affine_map<(i, j) -> (i, j)>
func.func @gemm(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32> loc("gemm")
  return %0 : tensor<1024x1024xf32>
}
func.func @epilogue(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4096x4096xf32> loc("relu")
  return %0 : tensor<4096x4096xf32>
}
)mlir";

int main() {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::tensor::TensorDialect>();
  registerRooflineDialects(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kModule, &context);
  if (!module)
    return 1;

  // api.md: begin module
  llvm::Expected<DeviceModel> device = lookupDevice("a100");
  if (!device) {
    llvm::errs() << llvm::toString(device.takeError()) << "\n";
    return 1;
  }
  AnalysisConfig config;
  config.device = *device;
  config.ceilings = CeilingKind::Spec; // or Sustained
  config.hierarchy = false;            // DRAM-only roofline
  config.costOptions.allowTF32 = false;

  RooflineAnalysis analysis(module->getOperation(), config);
  const Totals &t = analysis.getTotals();
  llvm::outs() << llvm::formatv(
      "module: {0} ops, {1} FLOP, {2} B, {3:e} s, {4:f1}% in memory-bound "
      "ops: {5}\n",
      t.costedOps, t.flops, t.bytes, t.time, 100 * t.memoryBoundShare(),
      t.memoryBoundShare() >= 0.5 ? "memory-bound" : "compute-bound");
  for (const FunctionSummary &f : analysis.getFunctions())
    llvm::outs() << llvm::formatv("  @{0}: {1:e} s, {2:f1}% memory-bound\n",
                                  f.name, f.totals.time,
                                  100 * f.totals.memoryBoundShare());
  for (size_t i : analysis.getOpsByTime()) { // slowest first
    const OpRecord &r = analysis.getOps()[i];
    llvm::outs() << llvm::formatv("  {0} at {1}: {2}-bound, {3:e} s\n", r.name,
                                  r.location, stringifyBound(r.verdict.bound),
                                  r.verdict.time);
  }
  for (const UnmodeledRecord &u : analysis.getUnmodeled())
    llvm::outs() << "  unmodeled: " << u.name << ": " << u.reason << "\n";
  // api.md: end module

  // api.md: begin region
  // The same for one function (or any op with regions: a loop nest, a
  // dispatch region).
  auto epilogue =
      mlir::SymbolTable::lookupNearestSymbolFrom<mlir::func::FuncOp>(
          *module, mlir::StringAttr::get(&context, "epilogue"));
  RooflineAnalysis region(epilogue, config);
  llvm::outs() << llvm::formatv(
      "@epilogue alone: {0} ops, {1:e} s, {2:f1}% in memory-bound ops\n",
      region.getTotals().costedOps, region.getTotals().time,
      100 * region.getTotals().memoryBoundShare());
  // api.md: end region
  return 0;
}
