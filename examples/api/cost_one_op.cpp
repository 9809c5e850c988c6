//===- cost_one_op.cpp - Cost one op through RooflineCostOpInterface ------===//
//
// docs/api.md, "Costing one op": any op implementing RooflineCostOpInterface
// (linalg, tensor and memref ops through the external models
// registerRooflineDialects attaches, or your own dialect's) reports its work
// and compulsory traffic in an OpCost; computeVerdict puts it on a device's
// roofline.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/CostInterface.h"
#include "roofline/Model/Verdict.h"
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
  registerRooflineDialects(registry); // attaches the cost models
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(R"mlir(
    func.func @mm(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>,
                  %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
      %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>)
                         outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      return %0 : tensor<1024x1024xf32>
    })mlir",
                                              &context);
  if (!module)
    return 1;

  llvm::Expected<DeviceModel> device = lookupDevice("a100-sxm4-40gb");
  if (!device) {
    llvm::errs() << llvm::toString(device.takeError()) << "\n";
    return 1;
  }

  // api.md: begin cost
  module->walk([&](RooflineCostOpInterface costed) {
    CostOptions options; // allowTF32, dynamicDimSize
    OpCost cost;
    std::string reason;
    if (mlir::failed(costed.computeRooflineCost(options, cost, reason))) {
      llvm::outs() << "unmodeled: " << reason << "\n";
      return;
    }
    llvm::outs() << llvm::formatv("{0}: flops {1}, class {2}, DRAM bytes {3}\n",
                                  costed->getName().getStringRef(), cost.flops,
                                  stringifyComputeClass(cost.computeClass),
                                  cost.dramBytes());
    for (const OperandFootprint &f : cost.operands)
      llvm::outs() << llvm::formatv(
          "  operand {0}: {1} elements x {2} bits, read {3}, written {4}: "
          "{5} B\n",
          f.operandNumber, f.elements, f.elementBits, f.read, f.written,
          f.trafficBytes());

    // The roofline verdict on one device (DRAM-only: the hierarchical
    // model is RooflineAnalysis's, see module_verdict.cpp).
    llvm::Expected<Verdict> v =
        computeVerdict(cost, *device, CeilingKind::Spec);
    if (!v) {
      llvm::outs() << llvm::toString(v.takeError()) << "\n";
      return;
    }
    llvm::outs() << llvm::formatv(
        "  on {0}: {1}-bound, intensity {2:f2} FLOP/B (ridge {3:f2}), "
        "time {4:e}\n",
        stringifyComputeClass(v->ceilingClass), stringifyBound(v->bound),
        v->intensity, v->ridgePoint, v->time);
  });
  // api.md: end cost
  return 0;
}
