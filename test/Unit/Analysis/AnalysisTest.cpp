//===- AnalysisTest.cpp - The analysis an AnalysisManager builds ----------===//
//
// getAnalysis<RooflineAnalysis>() costs a module against the device its DLTI
// spec carries, and has no default device; each op's kind comes from its cost
// model.

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/CostModels/CostInterface.h"
#include "roofline/Device/DeviceFromDLTI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/AnalysisManager.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace roofline;

namespace {

// A fill, a 64^3 matmul, an elementwise add and a row sum.
const char *kModule = R"mlir(
func.func @f(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = linalg.add ins(%m, %a : tensor<64x64xf32>, tensor<64x64xf32>)
                  outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %v = tensor.empty() : tensor<64xf32>
  %r = linalg.reduce ins(%s : tensor<64x64xf32>) outs(%v : tensor<64xf32>)
         dimensions = [1]
         (%x: f32, %acc: f32) {
           %y = arith.addf %x, %acc : f32
           linalg.yield %y : f32
         }
  return %r : tensor<64xf32>
}
)mlir";

class Analysis : public ::testing::Test {
protected:
  Analysis() {
    DialectRegistry registry;
    registry.insert<func::FuncDialect, linalg::LinalgDialect,
                    tensor::TensorDialect, arith::ArithDialect,
                    DLTIDialect>();
    registerCostExternalModels(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kModule, &ctx);
  }
  /// The analysis getAnalysis<RooflineAnalysis>() would build.
  RooflineAnalysis fromAnalysisManager() {
    ModuleAnalysisManager mam(*module, /*passInstrumentor=*/nullptr);
    AnalysisManager am = mam;
    return RooflineAnalysis(*module, am);
  }
  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
};

TEST_F(Analysis, NoDeviceInTheIRIsAnErrorNotADefault) {
  ASSERT_TRUE(module);
  RooflineAnalysis a = fromAnalysisManager();
  EXPECT_FALSE(a.isValid());
  EXPECT_NE(a.getError().find("no device"), std::string::npos)
      << a.getError();
  EXPECT_TRUE(a.getOps().empty());
}

TEST_F(Analysis, DeviceComesFromDLTI) {
  ASSERT_TRUE(module);
  attachDeviceToModule(*module, cantFail(lookupDevice("h100")));
  RooflineAnalysis a = fromAnalysisManager();
  ASSERT_TRUE(a.isValid()) << a.getError();
  EXPECT_EQ(a.getConfig().device.name, "h100-sxm5-80gb");
  EXPECT_EQ(a.getConfig().ceilings, CeilingKind::Spec);
  ASSERT_EQ(a.getOps().size(), 4u);
  // The matmul: 2 x 64^3 = 524,288 FLOPs.
  EXPECT_EQ(a.getOps()[1].cost.flops, 524288);
}

TEST_F(Analysis, EachOpsKindComesFromItsCostModel) {
  ASSERT_TRUE(module);
  AnalysisConfig config;
  config.device = cantFail(lookupDevice("a100"));
  RooflineAnalysis a(*module, config);
  ASSERT_EQ(a.getOps().size(), 4u);
  // In IR order: fill (moves data), matmul (contraction), add (no
  // reduction loop), reduce (one reduction loop).
  EXPECT_EQ(a.getOps()[0].cost.kind, OpKind::DataMovement);
  EXPECT_EQ(a.getOps()[1].cost.kind, OpKind::Contraction);
  EXPECT_EQ(a.getOps()[2].cost.kind, OpKind::Elementwise);
  EXPECT_EQ(a.getOps()[3].cost.kind, OpKind::Reduction);
}

} // namespace
