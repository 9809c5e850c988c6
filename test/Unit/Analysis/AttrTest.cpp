//===- AttrTest.cpp - The roofline attributes read back, typed ------------===//

#include "roofline/CostModels/CostInterface.h"
#include "roofline/Analysis/RooflineAttr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace roofline;

namespace {

const char *kModule = R"mlir(
func.func @mm(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>,
              %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
)mlir";

class Attr : public ::testing::Test {
protected:
  Attr() {
    DialectRegistry registry;
    registry.insert<func::FuncDialect, linalg::LinalgDialect,
                    tensor::TensorDialect, arith::ArithDialect>();
    registerCostExternalModels(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kModule, &ctx);
  }
  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
};

TEST_F(Attr, WrittenAttributesReadBackTyped) {
  ASSERT_TRUE(module);
  AnalysisConfig config;
  config.device = cantFail(lookupDevice("a100"));
  RooflineAnalysis analysis(*module, config);
  ASSERT_EQ(analysis.getOps().size(), 1u);
  const OpRecord &r = analysis.getOps().front();
  Builder b(&ctx);
  r.op->setDiscardableAttr(kRooflineAttrName, buildRooflineAttr(b, r));

  std::optional<RooflineOpInfo> info = cantFail(readRooflineAttr(r.op));
  ASSERT_TRUE(info.has_value());
  // 64^3 matmul into its init: 2 x 64^3 = 524,288 FLOPs; 4 x 16 KiB.
  EXPECT_EQ(info->flops, 524288);
  EXPECT_EQ(info->bytes, 65536);
  EXPECT_EQ(info->computeClass, "fp32");
  EXPECT_EQ(info->bound, stringifyBound(r.verdict.bound).str());
  EXPECT_EQ(info->binding, stringifyBinding(r.verdict.binding).str());
  EXPECT_DOUBLE_EQ(info->timeSec, r.verdict.time);
  ASSERT_TRUE(info->tile.has_value()); // the A100 has the hierarchical model
  EXPECT_EQ((*info->tile)[0], r.hierarchy->tile->bm);
  EXPECT_EQ(info->tileOrigin, "model");
}

TEST_F(Attr, NoAttributeIsNotAnError) {
  ASSERT_TRUE(module);
  Operation *matmul = nullptr;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  std::optional<RooflineOpInfo> info = cantFail(readRooflineAttr(matmul));
  EXPECT_FALSE(info.has_value());
}

TEST_F(Attr, OtherVersionsAndMalformedKeysAreErrorsNamingTheKey) {
  ASSERT_TRUE(module);
  Operation *matmul = nullptr;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  Builder b(&ctx);
  matmul->setDiscardableAttr(
      kRooflineAttrName,
      b.getDictionaryAttr({b.getNamedAttr("version", b.getI64IntegerAttr(2))}));
  llvm::Expected<std::optional<RooflineOpInfo>> bad = readRooflineAttr(matmul);
  ASSERT_FALSE(bad);
  EXPECT_EQ(llvm::toString(bad.takeError()),
            "attribute 'roofline': key 'version': expected 1 (this build "
            "reads version 1, the IR has 2)");
  matmul->setDiscardableAttr(
      kRooflineAttrName,
      b.getDictionaryAttr({b.getNamedAttr("version", b.getI64IntegerAttr(1)),
                           b.getNamedAttr("flops", b.getStringAttr("many"))}));
  bad = readRooflineAttr(matmul);
  ASSERT_FALSE(bad);
  std::string msg = llvm::toString(bad.takeError());
  EXPECT_NE(msg.find("attribute 'roofline': key 'flops': expected an integer"),
            std::string::npos)
      << msg;
}

} // namespace
