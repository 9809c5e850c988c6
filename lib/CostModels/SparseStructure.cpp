//===- SparseStructure.cpp - n:m sparse operands of contractions ----------===//
//
// The sparse tensor cores (NVIDIA since Ampere) multiply a matrix whose K
// rows keep n of every m values (2:4; 1:2 for tf32) by a dense one, skipping
// the pruned products: the same dense-equivalent GEMM at twice the dense
// peak, or, as this model counts it, half the products at the dense peak.
// The structured operand is stored as its kept values and a 2-bit index
// per kept value. docs/model.md, "Structured sparsity", has the formulas and
// their sources.
//
//===----------------------------------------------------------------------===//

#include "SparseStructure.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;
namespace st = mlir::sparse_tensor;

namespace {

/// The n:m structure of `type`'s encoding: every level dense but the last,
/// which is `d mod m : structured[n, m]`. None for any other encoding (CSR,
/// COO, BSR, a slice, an explicit value), which the model does not cost.
std::optional<StructuredOperand> getStructure(RankedTensorType type) {
  st::SparseTensorEncodingAttr enc = st::getSparseTensorEncoding(type);
  if (!enc || enc.isSlice() || enc.getExplicitVal() || enc.getLvlRank() == 0)
    return std::nullopt;
  st::Level last = enc.getLvlRank() - 1;
  if (!enc.isNOutOfMLvl(last))
    return std::nullopt;
  for (st::Level l = 0; l < last; ++l)
    if (!enc.isDenseLvl(l))
      return std::nullopt;
  st::LevelType lt = enc.getLvlType(last);
  StructuredOperand s;
  s.n = lt.getN();
  s.m = lt.getM();
  AffineMap dimToLvl = enc.getDimToLvl();
  if (!dimToLvl || dimToLvl.getNumResults() != enc.getLvlRank() ||
      s.n == 0 || s.n >= s.m)
    return std::nullopt;
  auto mod = dyn_cast<AffineBinaryOpExpr>(dimToLvl.getResult(last));
  if (!mod || mod.getKind() != AffineExprKind::Mod)
    return std::nullopt;
  auto d = dyn_cast<AffineDimExpr>(mod.getLHS());
  auto c = dyn_cast<AffineConstantExpr>(mod.getRHS());
  if (!d || !c || c.getValue() != s.m)
    return std::nullopt;
  s.dim = d.getPosition();
  return s;
}

/// The one structured pattern the sparse tensor cores of class `c` take,
/// as {n, m}; none for classes without them. cuSPARSELt,
/// CUSPARSELT_SPARSITY_50_PERCENT: 2:4 for half, bfloat16, int8, e4m3 and
/// e5m2; 1:2 for tf32 (float). FP64 tensor cores have no sparse mode (the
/// A100 and H100 datasheets quote no sparse FP64 figure).
std::optional<std::pair<unsigned, unsigned>> sparsePattern(ComputeClass c) {
  switch (c) {
  case ComputeClass::FP16_TC:
  case ComputeClass::BF16_TC:
  case ComputeClass::FP8_TC:
  case ComputeClass::INT8_TC:
    return std::make_pair(2u, 4u);
  case ComputeClass::TF32_TC:
    return std::make_pair(1u, 2u);
  default:
    return std::nullopt;
  }
}

/// Why the sparse tensor cores do not run `op` with its structured input
/// `s` ("" when they do).
std::string whyDense(linalg::LinalgOp op, const StructuredOperand &s,
                     const CostOptions &options, const OpCost &cost) {
  std::optional<std::pair<unsigned, unsigned>> pattern =
      sparsePattern(cost.computeClass);
  StringRef cls = stringifyComputeClass(cost.computeClass);
  if (!pattern)
    return llvm::formatv("the op runs on {0}, which has no sparse tensor "
                         "cores (they take fp16, bf16, fp8 and int8 at 2:4, "
                         "tf32 at 1:2)",
                         cls);
  if (pattern->first != s.n || pattern->second != s.m)
    return llvm::formatv("the {0} sparse tensor cores take {1}:{2}, not "
                         "{3}:{4}",
                         cls, pattern->first, pattern->second, s.n, s.m);
  double needed = static_cast<double>(s.m) / s.n;
  if (options.sparseTensorCoreFactor < needed)
    return options.sparseTensorCoreFactor <= 1
               ? std::string("the device has no sparse tensor-core rate "
                             "(sparsity_factor 1)")
               : llvm::formatv("the device's sparsity_factor {0} is below "
                               "m/n = {1}, the speedup the model assumes",
                               options.sparseTensorCoreFactor, needed)
                     .str();
  AffineMap map = op.getIndexingMapsArray()[s.operandNumber];
  AffineDimExpr loop(nullptr);
  if (s.dim < map.getNumResults())
    loop = dyn_cast<AffineDimExpr>(map.getResult(s.dim));
  if (!loop || op.getIteratorTypesArray()[loop.getPosition()] !=
                   utils::IteratorType::reduction)
    return llvm::formatv("its groups of {0} run along dimension {1}, which "
                         "is not a reduction (K) loop of the op; the sparse "
                         "tensor cores need them along K",
                         s.m, s.dim);
  int64_t extent = cost.iterationDomain[loop.getPosition()];
  if (extent % s.m != 0)
    return llvm::formatv("its K loop d{0} has {1} iterations, not a "
                         "multiple of {2}",
                         loop.getPosition(), extent, s.m);
  return "";
}

} // namespace

std::string roofline::describeUnmodeledSparse(unsigned operandNumber,
                                              Attribute encoding) {
  return llvm::formatv("operand #{0} is a sparse tensor ({1}): its work "
                       "and traffic depend on the nonzeros, which the "
                       "model does not know",
                       operandNumber, encoding)
      .str();
}

FailureOr<std::optional<StructuredOperand>>
roofline::findStructuredOperand(linalg::LinalgOp op,
                                llvm::function_ref<bool()> multiplyAdds,
                                std::string &reason) {
  std::optional<StructuredOperand> found;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type || !type.getEncoding() ||
        type.getEncoding().getDialect().getNamespace() != "sparse_tensor")
      continue;
    unsigned i = operand.getOperandNumber();
    std::optional<StructuredOperand> s = getStructure(type);
    if (!s) {
      reason = describeUnmodeledSparse(i, type.getEncoding());
      return failure();
    }
    if (op.isDpsInit(&operand) || !multiplyAdds()) {
      reason = llvm::formatv(
          "operand #{0} is {1}:{2} structured-sparse, which the model costs "
          "only on an input of a contraction or convolution (the sparse "
          "tensor cores take one structured input)",
          i, s->n, s->m);
      return failure();
    }
    if (found) {
      reason = llvm::formatv("operands #{0} and #{1} are both "
                             "structured-sparse: the sparse tensor cores "
                             "take one structured input",
                             found->operandNumber, i);
      return failure();
    }
    s->operandNumber = i;
    found = s;
  }
  return found;
}

void roofline::applyStructuredSparsity(linalg::LinalgOp op,
                                       const StructuredOperand &s,
                                       const CostOptions &options,
                                       OpCost &cost) {
  std::string why = whyDense(op, s, options, cost);
  if (!why.empty()) {
    cost.notes.push_back(llvm::formatv("operand #{0} is {1}:{2} "
                                       "structured-sparse, costed dense: {3}",
                                       s.operandNumber, s.n, s.m, why));
    return;
  }
  // Every product runs along K, whose extent m divides: the kept products
  // are exactly n/m of them.
  cost.flops = cost.flops / s.m * s.n;
  for (OperandFootprint &f : cost.operands) {
    if (f.operandNumber != s.operandNumber)
      continue;
    // Per dense element: n/m of a value and of its metadata. (16 + 2) x 2/4
    // = 9 bits for fp16/bf16, 5 for int8/fp8, (32 + 2) x 1/2 = 17 for tf32:
    // whole bits in every pattern the sparse tensor cores take.
    f.elementBits = (f.elementBits + kSparseMetadataBitsPerKept) * s.n / s.m;
  }
  cost.notes.push_back(llvm::formatv(
      "operand #{0} is {1}:{2} structured-sparse, run on the sparse tensor "
      "cores: FLOPs are the products on the kept values ({1}/{2} of the "
      "dense ones) at the dense peak, i.e. the dense FLOPs at sparsity_factor "
      "x the peak; operand #{0} moves its kept values plus {3}-bit indices",
      s.operandNumber, s.n, s.m, kSparseMetadataBitsPerKept));
}
