//===- register_passes.cpp - The roofline passes in another tool ----------===//
//
// docs/api.md, "Registering the passes": an mlir-opt-like tool of your own
// (here: the dialects it knows plus the roofline passes) accepts
//
//   my-opt in.mlir \
//     --pass-pipeline='builtin.module(roofline-analyze{device=h100})'
//   my-opt in.mlir --roofline-analyze='device=h100 format=json'
//
//===----------------------------------------------------------------------===//

// api.md: begin register
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  // Your tool's dialects...
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::tensor::TensorDialect>();
  // ... plus DLTI and the cost models of linalg, tensor and memref ops.
  roofline::registerRooflineDialects(registry);
  // roofline-analyze, in the global pass registry (so --pass-pipeline and
  // mlir::parsePassPipeline know it).
  roofline::registerRooflinePasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "my-opt with the roofline passes\n", registry));
}
// api.md: end register
