//===- DialectInterfaceTest.cpp - What an op is, answered per dialect -----===//
//
// The analysis asks each op's dialect (CostModelDialectInterface) whether
// the op is free, unmodeled and why, a parallel or sequential loop, and
// whether its cost model is thread-safe; a dialect without the interface
// gets the conservative answers. Loop trip counts come from one helper on
// LoopLikeOpInterface (roofline/CostModels/LoopBounds.h).

#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/CostModelDialectInterface.h"
#include "roofline/CostModels/LoopBounds.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace roofline;

namespace {

const char *kModule = R"mlir(
func.func @f(%a: tensor<64x64xf32>, %m: memref<64xf32>, %n: memref<64xf32>,
             %v: vector<4xf32>, %s: f32) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %sum = arith.addf %s, %s : f32
  %vsum = arith.addf %v, %v : vector<4xf32>
  %tsum = arith.addf %a, %a : tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  memref.copy %m, %n : memref<64xf32> to memref<64xf32>
  %sub = memref.subview %m[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
  %lb = arith.constant 3 : index
  %ub = arith.constant 100 : index
  %st = arith.constant 7 : index
  scf.for %i = %lb to %ub step %st {
    scf.forall (%j, %k) in (4, 6) {
    }
  }
  %i8lb = arith.constant 250 : i8
  %i8ub = arith.constant 2 : i8
  %i8st = arith.constant 1 : i8
  scf.for unsigned %i = %i8lb to %i8ub step %i8st : i8 {
  }
  affine.parallel (%p, %q) = (0, 2) to (10, 12) step (3, 5) {
  }
  %w = scf.while (%x = %s) : (f32) -> f32 {
    %t = arith.constant true
    scf.condition(%t) %x : f32
  } do {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  %opaque = "my.call"(%a) : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %cust = tosa.custom %a {domain_name = "d", operator_name = "op", implementation_attrs = ""} : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %called = func.call @g(%a) : (tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
func.func private @g(tensor<64x64xf32>) -> tensor<64x64xf32>
)mlir";

class DialectInterface : public ::testing::Test {
protected:
  DialectInterface() {
    DialectRegistry registry;
    registry.insert<affine::AffineDialect, arith::ArithDialect,
                    func::FuncDialect, gpu::GPUDialect, linalg::LinalgDialect,
                    memref::MemRefDialect, scf::SCFDialect,
                    tensor::TensorDialect, tosa::TosaDialect,
                    vector::VectorDialect>();
    registerCostExternalModels(registry);
    ctx.appendDialectRegistry(registry);
    ctx.allowUnregisteredDialects();
    module = parseSourceString<ModuleOp>(kModule, &ctx);
  }
  /// The first op named `name` in the module.
  Operation *find(StringRef name, unsigned skip = 0) {
    Operation *found = nullptr;
    module->walk([&](Operation *op) {
      if (!found && op->getName().getStringRef() == name && skip-- == 0)
        found = op;
    });
    EXPECT_NE(found, nullptr) << name.str();
    return found;
  }
  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
};

TEST_F(DialectInterface, StructureIsWalkedIntoSilently) {
  ASSERT_TRUE(module);
  for (StringRef name : {"func.func", "func.return", "arith.constant",
                         "tensor.empty", "memref.subview", "scf.for",
                         "affine.parallel", "builtin.module",
                         // On a tensor, but func's ops are all structure
                         // (registerStructuralDialects): the callee is
                         // costed on its own.
                         "func.call"})
    EXPECT_EQ(getWhyUnmodeled(find(name)), std::nullopt) << name.str();
  // A scalar addf is payload arithmetic: free.
  EXPECT_EQ(getWhyUnmodeled(find("arith.addf")), std::nullopt);
}

TEST_F(DialectInterface, ComputeWithoutAModelSaysWhy) {
  ASSERT_TRUE(module);
  // arith.addf on a vector has no model of its own (only tensors do).
  EXPECT_EQ(getWhyUnmodeled(find("arith.addf", /*skip=*/1)),
            getNoCostModelReason(nullptr));
  EXPECT_EQ(getWhyUnmodeled(find("my.call")),
            "unregistered op on tensors or buffers (an opaque call): no cost "
            "model");
  EXPECT_EQ(getWhyUnmodeled(find("tosa.custom")),
            "tosa.custom is an opaque call: no cost model");
}

TEST_F(DialectInterface, LoopKindsComeFromTheDialect) {
  ASSERT_TRUE(module);
  EXPECT_EQ(getLoopKind(find("scf.for")), LoopKind::Sequential);
  EXPECT_EQ(getLoopKind(find("scf.forall")), LoopKind::Parallel);
  EXPECT_EQ(getLoopKind(find("affine.parallel")), LoopKind::Parallel);
  EXPECT_EQ(getLoopKind(find("scf.while")), LoopKind::Sequential);
  EXPECT_EQ(getLoopKind(find("linalg.fill")), LoopKind::NotALoop);
}

TEST_F(DialectInterface, ThreadSafetyIsTheDialectsWord) {
  ASSERT_TRUE(module);
  EXPECT_TRUE(isCostModelThreadSafe(find("linalg.fill")));
  EXPECT_TRUE(isCostModelThreadSafe(find("memref.copy")));
  // TOSA's models run upstream's lowering through a pass manager.
  EXPECT_FALSE(isCostModelThreadSafe(find("tosa.custom")));
  // No dialect answers for an unregistered op.
  EXPECT_FALSE(isCostModelThreadSafe(find("my.call")));
  EXPECT_TRUE(isWalkedInto(find("func.func")));
}

TEST_F(DialectInterface, TripCountsOfEveryLoopForm) {
  ASSERT_TRUE(module);
  auto counts = [](Operation *op) {
    SmallVector<int64_t> out;
    for (const std::optional<APInt> &t : getLoopTripCounts(op))
      out.push_back(t ? static_cast<int64_t>(t->getZExtValue()) : -1);
    return out;
  };
  // 3 to 100 step 7: ceil(97 / 7) = 14.
  EXPECT_EQ(counts(find("scf.for")), SmallVector<int64_t>({14}));
  // (4, 6) from 0 step 1.
  EXPECT_EQ(counts(find("scf.forall")), SmallVector<int64_t>({4, 6}));
  // Unsigned i8 from 250 to 2: 250 >= 2 unsigned, so no trip (signed, -6
  // to 2 would be 8 trips).
  EXPECT_EQ(counts(find("scf.for", /*skip=*/1)), SmallVector<int64_t>({0}));
  // (0, 2) to (10, 12) step (3, 5): ceil(10/3) = 4, ceil(10/5) = 2.
  EXPECT_EQ(counts(find("affine.parallel")), SmallVector<int64_t>({4, 2}));
  // scf.while exposes no bounds: one dimension of unknown count.
  EXPECT_EQ(counts(find("scf.while")), SmallVector<int64_t>({-1}));
  EXPECT_TRUE(getLoopTripCounts(find("linalg.fill")).empty());
}

} // namespace
