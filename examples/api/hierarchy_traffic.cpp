//===- hierarchy_traffic.cpp - Bytes at DRAM, L2 and L1 per op ------------===//
//
// docs/api.md, "Traffic per memory level": with AnalysisConfig::hierarchy
// (the default), contractions and convolutions get a HierarchicalEstimate
// (OpRecord::hierarchy): the block tile, the bytes moved at each level, what
// binds, and the I/O lower bound. Other ops stream their compulsory bytes at
// every level (OpCost::bytes).
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
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace roofline;

int main() {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::tensor::TensorDialect>();
  registerRooflineDialects(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(R"mlir(
    func.func @f(%a: tensor<2048x1024xf32>, %b: tensor<1024x4096xf32>,
                 %c: tensor<2048x4096xf32>) -> tensor<2048x4096xf32> {
      %0 = linalg.matmul ins(%a, %b : tensor<2048x1024xf32>, tensor<1024x4096xf32>)
                         outs(%c : tensor<2048x4096xf32>) -> tensor<2048x4096xf32> loc("fc1")
      %1 = linalg.copy ins(%0 : tensor<2048x4096xf32>) outs(%c : tensor<2048x4096xf32>) -> tensor<2048x4096xf32> loc("copy")
      return %1 : tensor<2048x4096xf32>
    })mlir",
                                              &context);
  if (!module)
    return 1;
  llvm::Expected<DeviceModel> device = lookupDevice("a100-sxm4-40gb");
  if (!device) {
    llvm::errs() << llvm::toString(device.takeError()) << "\n";
    return 1;
  }

  // api.md: begin hierarchy
  AnalysisConfig config;
  config.device = *device; // needs L2 and shared-memory figures
  config.hierarchy = true;
  RooflineAnalysis analysis(module->getOperation(), config);
  if (!analysis.isHierarchical()) // e.g. a device without an L2 bandwidth
    llvm::outs() << "DRAM-only: " << analysis.getHierarchyStatus() << "\n";

  for (const OpRecord &r : analysis.getOps()) {
    llvm::outs() << llvm::formatv("{0} at {1}: binds {2}\n", r.name, r.location,
                                  stringifyBinding(r.verdict.binding));
    if (!r.hierarchy) { // streams its compulsory bytes at every level
      llvm::outs() << llvm::formatv("  bytes dram {0}, l2 {1}, l1 {2}\n",
                                    r.cost.bytes[0], r.cost.bytes[1],
                                    r.cost.bytes[2]);
      continue;
    }
    const HierarchicalEstimate &h = *r.hierarchy;
    if (h.tile)
      llvm::outs() << llvm::formatv(
          "  tile {0}x{1}x{2} ({3}), L2 group {4}x{5}\n", h.tile->bm,
          h.tile->bn, h.tile->bk, stringifyTilingOrigin(h.origin), h.tile->gm,
          h.tile->gn);
    llvm::outs() << llvm::formatv(
        "  bytes dram {0}, l2 {1}, l1 {2}\n",
        h.bytes[static_cast<unsigned>(MemoryLevel::DRAM)],
        h.bytes[static_cast<unsigned>(MemoryLevel::L2)],
        h.bytes[static_cast<unsigned>(MemoryLevel::L1)]);
    if (h.lowerBoundRatio)
      llvm::outs() << llvm::formatv("  DRAM / I/O lower bound = {0:f2}\n",
                                    *h.lowerBoundRatio);
  }
  // api.md: end hierarchy
  return 0;
}
