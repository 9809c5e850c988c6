//===- AttrTest.cpp - The roofline attributes read back, typed ------------===//

#include "roofline/CostModels/CostInterface.h"
#include "roofline/Analysis/RooflineAttr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/bit.h"

#include <cmath>

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
    registry.insert<RooflineDialect>();
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
  EXPECT_EQ(info->version, 2);

  // The attribute's own getters hold the same numbers.
  auto cost = r.op->getAttrOfType<CostAttr>(kRooflineAttrName);
  ASSERT_TRUE(cost);
  EXPECT_EQ(cost.getFlops(), 524288);
  EXPECT_EQ(cost.getComputeClass(), ComputeClass::FP32);
  EXPECT_EQ(cost.getTimeValue(), r.verdict.time);
  // The intensity is derived (flops over the DRAM bytes), bit for bit.
  EXPECT_EQ(cost.getIntensityValue(), r.verdict.intensity);
  EXPECT_EQ(info->intensity, r.verdict.intensity);
  EXPECT_EQ(cost.getTileOrigin(), TilingOrigin::Model);
}

TEST_F(Attr, NoAttributeIsNotAnError) {
  ASSERT_TRUE(module);
  Operation *matmul = nullptr;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  std::optional<RooflineOpInfo> info = cantFail(readRooflineAttr(matmul));
  EXPECT_FALSE(info.has_value());
}

TEST_F(Attr, AVersionOneDictionaryIsAnError) {
  ASSERT_TRUE(module);
  Operation *matmul = nullptr;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  Builder b(&ctx);
  matmul->setDiscardableAttr(
      kRooflineAttrName,
      b.getDictionaryAttr({b.getNamedAttr("version", b.getI64IntegerAttr(1))}));
  llvm::Expected<std::optional<RooflineOpInfo>> bad = readRooflineAttr(matmul);
  ASSERT_FALSE(bad);
  EXPECT_EQ(llvm::toString(bad.takeError()),
            "attribute 'roofline': expected #roofline.cost (layout version "
            "2), not a dictionary (the version-1 layout: re-run "
            "roofline-analyze)");
  matmul->setDiscardableAttr(kRooflineSummaryAttrName, b.getI64IntegerAttr(7));
  llvm::Expected<std::optional<RooflineSummaryInfo>> badSummary =
      readRooflineSummary(matmul);
  ASSERT_FALSE(badSummary);
  EXPECT_EQ(llvm::toString(badSummary.takeError()),
            "attribute 'roofline.summary': expected #roofline.summary (layout "
            "version 2), not another attribute");
}

/// A #roofline.cost with the given reals and nothing optional.
CostAttr makeCost(MLIRContext &ctx, double time, double peak) {
  return CostAttr::get(&ctx, Bound::Memory, Binding::DRAM, ComputeClass::FP32,
                       /*flops=*/1, /*bytes=*/2, /*transcendentals=*/0,
                       llvm::APFloat(time), llvm::APFloat(peak), {},
                       std::nullopt, {}, {}, kRooflineAttrVersion);
}

std::string print(Attribute a) {
  std::string text;
  llvm::raw_string_ostream os(text);
  a.print(os);
  return text;
}

TEST_F(Attr, DoublesRoundTripBitForBit) {
  // The printer writes the shortest decimal that reads back to the same
  // double; these need all 17 digits, a denormal, the extremes, an exact
  // binary fraction and integers (printed with a '.0' so they lex as
  // floats).
  const double values[] = {0.1,
                           1.0 / 3.0,
                           2.0 / 3.0 * 1e-6,
                           1.133424590769231e-4,
                           4.9406564584124654e-324,
                           2.2250738585072014e-308,
                           1.7976931348623157e308,
                           123456789.125,
                           128.0,
                           1e-6,
                           0.0,
                           -0.0,
                           1.0};
  for (double v : values) {
    CostAttr a = makeCost(ctx, v, v);
    std::string text = print(a);
    Attribute back = parseAttribute(text, &ctx);
    ASSERT_TRUE(back) << text;
    EXPECT_EQ(back, a) << text; // uniqued: same parameters, same attribute
    auto cost = cast<CostAttr>(back);
    EXPECT_EQ(llvm::bit_cast<uint64_t>(cost.getTimeValue()),
              llvm::bit_cast<uint64_t>(v))
        << text;
  }
  // The compact form: the enums positional, no type suffixes, nothing
  // printed for zeros and empty parts; 1 FLOP over 2 DRAM bytes is an
  // intensity of 0.5, derived rather than stored.
  CostAttr c = makeCost(ctx, 2.1e-06, 0.5);
  EXPECT_EQ(print(c), "#roofline.cost<memory, dram, fp32, flops = 1, "
                      "bytes = 2, time = 2.1e-06, peak = 0.5>");
  EXPECT_EQ(c.getIntensityValue(), 0.5);
  EXPECT_EQ(print(makeCost(ctx, 0.0, 0.0)),
            "#roofline.cost<memory, dram, fp32, flops = 1, bytes = 2>");
}

TEST_F(Attr, VerifiersRejectWhatTheModelNeverWrites) {
  std::string diag;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    diag = d.str();
    return success();
  });
  auto emit = [&] { return mlir::emitError(UnknownLoc::get(&ctx)); };
  EXPECT_FALSE(CostAttr::getChecked(
      emit, &ctx, Bound::Memory, Binding::DRAM, ComputeClass::FP32, 1, -2, 0,
      llvm::APFloat(1.0), llvm::APFloat(0.5), {},
      std::nullopt, {}, {}, kRooflineAttrVersion));
  EXPECT_EQ(diag, "#roofline.cost: bytes is -2 (expected >= 0)");
  EXPECT_FALSE(CostAttr::getChecked(
      emit, &ctx, Bound::Memory, Binding::DRAM, ComputeClass::FP32, 1, 2, 0,
      llvm::APFloat(INFINITY), llvm::APFloat(0.5), {},
      std::nullopt, {}, {}, kRooflineAttrVersion));
  EXPECT_EQ(diag, "#roofline.cost: time is INF (expected a finite number "
                  ">= 0)");
  EXPECT_FALSE(CostAttr::getChecked(
      emit, &ctx, Bound::Memory, Binding::DRAM, ComputeClass::FP32, 1, 2, 0,
      llvm::APFloat(1.0), llvm::APFloat(0.5), {}, std::nullopt, {}, {},
      /*version=*/1));
  EXPECT_EQ(diag, "#roofline.cost: version 1 is not supported (this build "
                  "reads version 2)");
  SmallVector<int64_t> zeroTile = {64, 0, 16};
  EXPECT_FALSE(CostAttr::getChecked(
      emit, &ctx, Bound::Memory, Binding::DRAM, ComputeClass::FP32, 1, 2, 0,
      llvm::APFloat(1.0), llvm::APFloat(0.5), zeroTile,
      TilingOrigin::Model, {}, {}, kRooflineAttrVersion));
  EXPECT_EQ(diag, "#roofline.cost: tile has an entry 0 (expected >= 1)");
  EXPECT_FALSE(PrecisionAttr::getChecked(emit, &ctx, PrecisionChange::Inputs,
                                         Type(Float32Type::get(&ctx))));
  EXPECT_EQ(diag, "#roofline.precision: inputs needs a 16-bit float type "
                  "(bf16 or f16)");
}

TEST_F(Attr, PrecisionIsReadTyped) {
  ASSERT_TRUE(module);
  Operation *matmul = nullptr;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  EXPECT_FALSE(isMarkedTF32(matmul));
  matmul->setDiscardableAttr(
      kRooflinePrecisionAttrName,
      PrecisionAttr::get(&ctx, PrecisionChange::Inputs,
                         Type(BFloat16Type::get(&ctx))));
  EXPECT_FALSE(isMarkedTF32(matmul));
  matmul->setDiscardableAttr(
      kRooflinePrecisionAttrName,
      PrecisionAttr::get(&ctx, PrecisionChange::TF32, Type()));
  EXPECT_TRUE(isMarkedTF32(matmul));
  // The string the precision pass wrote before the typed attribute is not
  // a mark any more.
  matmul->setDiscardableAttr(kRooflinePrecisionAttrName,
                             Builder(&ctx).getStringAttr("tf32"));
  EXPECT_FALSE(isMarkedTF32(matmul));
}

} // namespace
