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
  // The matmul: 2 x 64^3 = 524,288 FLOPs. The add (64 x 64 = 4,096 FLOPs)
  // runs in its kernel in the default compiled mode (docs/model.md 1.8)
  // and keeps its own FLOPs.
  EXPECT_EQ(a.getOps()[1].cost.flops, 524288);
  EXPECT_EQ(a.getOps()[2].cost.flops, 4096);
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

TEST_F(Analysis, ModesFoldTheAccumulatorFillAndPriceLaunches) {
  ASSERT_TRUE(module);
  AnalysisConfig config;
  config.device = cantFail(lookupDevice("a100")); // 3 us launch, 1.1 us graph
  config.mode = ExecutionMode::Eager;
  RooflineAnalysis eager(*module, config);
  ASSERT_EQ(eager.getOps().size(), 4u);
  // The fill folds into the matmul in every mode (PyTorch eager's mm calls
  // cuBLAS with beta = 0); the matmul, the add and the reduce are three
  // kernels of 3 us, each with well under 3 us of work (64x64 f32 is
  // 16 KiB): all launch-bound, and so is the module.
  EXPECT_DOUBLE_EQ(eager.getTotals().launchTime, 3 * 3e-6);
  EXPECT_EQ(eager.getTotals().launchBoundOps, 3u);
  EXPECT_EQ(eager.getTotals().getVerdict(), "launch-bound");
  EXPECT_EQ(eager.getOps()[0].foldedInto, eager.getOps()[1].op);
  EXPECT_EQ(eager.getTotals().foldedOps, 1u);

  config.mode = ExecutionMode::Compiled;
  RooflineAnalysis compiled(*module, config);
  ASSERT_EQ(compiled.getOps().size(), 4u);
  // The fill is the matmul's init: folded into it, no time, no bytes.
  const OpRecord &fill = compiled.getOps()[0];
  EXPECT_EQ(fill.foldedInto, compiled.getOps()[1].op);
  EXPECT_EQ(fill.foldedIntoIndex, std::optional<size_t>(1));
  EXPECT_EQ(fill.verdict.time, 0.0);
  EXPECT_EQ(fill.cost.dramBytes(), 0);
  // The add, the matmul's only consumer, is its epilogue: fused into the
  // matmul's kernel. The reduce, the add's only consumer, is not: a kernel
  // holds one contraction or reduction (FusionGroups.h). Two kernels.
  EXPECT_EQ(compiled.getOps()[2].foldedInto, compiled.getOps()[1].op);
  EXPECT_EQ(compiled.getOps()[2].foldedIntoIndex, std::optional<size_t>(1));
  EXPECT_EQ(compiled.getTotals().foldedOps, 2u);
  EXPECT_DOUBLE_EQ(compiled.getTotals().launchTime, 2 * 3e-6);
  // The linalg.reduce's init is a tensor.empty, not a fill: a kernel.
  EXPECT_EQ(compiled.getOps()[3].foldedInto, nullptr);

  config.mode = ExecutionMode::Graph;
  RooflineAnalysis graph(*module, config);
  ASSERT_TRUE(graph.isValid());
  EXPECT_DOUBLE_EQ(graph.getTotals().launchTime, 2 * 1.1e-6);

  config.device.graphLaunchGapSec.reset();
  RooflineAnalysis noGap(*module, config);
  EXPECT_FALSE(noGap.isValid());
  EXPECT_NE(noGap.getError().find("graph_launch_gap_us"), std::string::npos);
}

} // namespace
