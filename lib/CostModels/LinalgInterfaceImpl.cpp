//===- LinalgInterfaceImpl.cpp - Cost of linalg ops -----------------------===//
//
// Every linalg structured op (named and generic, tensor and memref forms) is
// costed from its iteration domain, its payload and its indexing maps:
//   FLOPs = domain points x FLOPs of one payload evaluation,
//   bytes = sum over operands of touched elements x element size, once per
//           read and once per write (docs/model.md, "Compulsory traffic").
// linalg.softmax, linalg.pack and linalg.unpack, which are not structured
// ops, get models of their own.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/LinalgInterfaceImpl.h"
#include "CostModelUtils.h"
#include "SparseStructure.h"
#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/GemmView.h"
#include "roofline/Dialect/RooflineDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"

#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;

namespace {

/// Sets `cost.bytes` at every level from the operand footprints.
LogicalResult sumTraffic(OpCost &cost, std::string &reason) {
  int64_t total = 0;
  for (const OperandFootprint &f : cost.operands)
    if (!checkedAdd(total, f.trafficBytes(), total) ||
        f.bytes() == INT64_MAX) {
      reason = "the op's traffic overflows 64 bits";
      return failure();
    }
  cost.bytes.fill(total);
  return success();
}

/// Why an operand among `values` cannot be costed as a dense array: a
/// tensor with a #sparse_tensor.encoding (CSR, COO, BSR, ...). Its work and
/// traffic depend on the nonzeros, which the type does not give, so the op
/// is reported unmodeled rather than costed as dense (docs/model.md).
/// Structured ops take the n:m path of SparseStructure.h instead.
std::optional<std::string> whySparse(ValueRange values) {
  for (auto [i, v] : llvm::enumerate(values)) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (type && type.getEncoding() &&
        type.getEncoding().getDialect().getNamespace() == "sparse_tensor")
      return describeUnmodeledSparse(i, type.getEncoding());
  }
  return std::nullopt;
}

/// The dims of a memref laid out with stride 0 (a broadcast view such as
/// strided<[0, 0]>): every index along them is the same element.
llvm::SmallBitVector getBroadcastDims(Type t) {
  auto type = dyn_cast<MemRefType>(t);
  llvm::SmallBitVector dims(type ? type.getRank() : 0);
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!type || failed(type.getStridesAndOffset(strides, offset)))
    return dims;
  for (auto [i, s] : llvm::enumerate(strides))
    if (s == 0)
      dims.set(i);
  return dims;
}

/// `map` with the results of the broadcast dims of `t` set to 0: a
/// zero-stride dim's footprint is one element.
AffineMap withoutBroadcastDims(AffineMap map, Type t) {
  llvm::SmallBitVector dims = getBroadcastDims(t);
  if (dims.none() || dims.size() != map.getNumResults())
    return map;
  SmallVector<AffineExpr> results(map.getResults());
  for (unsigned i : dims.set_bits())
    results[i] = getAffineConstantExpr(0, map.getContext());
  return AffineMap::get(map.getNumDims(), map.getNumSymbols(), results,
                        map.getContext());
}

/// The static loop ranges, with dynamic ones replaced by the size hint.
LogicalResult getLoopRanges(linalg::LinalgOp op, const CostOptions &options,
                            OpCost &cost, std::string &reason) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  bool assumed = false;
  for (auto [i, r] : llvm::enumerate(ranges)) {
    if (!ShapedType::isDynamic(r))
      continue;
    if (!options.dynamicDimSize) {
      reason = llvm::formatv("loop d{0} has a dynamic size; pass "
                             "dynamic-dim-size=N to assume one",
                             i);
      return failure();
    }
    r = *options.dynamicDimSize;
    assumed = true;
  }
  if (assumed)
    cost.notes.push_back(llvm::formatv("dynamic loop sizes assumed to be {0}",
                                       *options.dynamicDimSize));
  cost.iterationDomain.assign(ranges.begin(), ranges.end());
  if (!checkedProduct(ranges, cost.domainPoints)) {
    reason = "the iteration domain's size overflows 64 bits";
    return failure();
  }
  return success();
}

/// Contractions (matmul-like) and convolutions that reduce over input
/// channels run on tensor cores; depthwise convolutions and pooling do not.
bool isTensorCoreShaped(linalg::LinalgOp op, const PayloadCounts &pc) {
  if (!pc.hasMultiply || !pc.hasAdd || op.getNumReductionLoops() == 0)
    return false;
  if (linalg::isaContractionOpInterface(op))
    return true;
  if (!linalg::isaConvolutionOpInterface(op))
    return false;
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  return succeeded(dims) && !dims->inputChannel.empty();
}

/// What a structured op does: the named ops that only move data, then
/// contractions and convolutions, then by whether it reduces.
OpKind classifyStructuredOp(linalg::LinalgOp op) {
  if (isa<linalg::CopyOp, linalg::TransposeOp, linalg::FillOp,
          linalg::BroadcastOp>(op.getOperation()))
    return OpKind::DataMovement;
  // Both reduce (a contraction over K, a convolution over its filter
  // window): the structural matching, costly, is skipped for the rest.
  if (op.getNumReductionLoops() == 0)
    return OpKind::Elementwise;
  if (linalg::isaContractionOpInterface(op) ||
      linalg::isaConvolutionOpInterface(op))
    return OpKind::Contraction;
  return OpKind::Reduction;
}

/// Whether `op` converts a weight to another float type and does nothing
/// else: an all-parallel generic on tensors whose one input is a weight
/// and whose payload is one arith.truncf or arith.extf. Deployments store
/// weights converted (once, when the model is loaded), so it costs nothing
/// at run time (docs/model.md 1.2).
bool isWeightConversion(linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || !op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 ||
      op.getNumLoops() != op.getNumParallelLoops() ||
      !isWeight(op.getDpsInputOperand(0)->get()) ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return false;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return false;
  Operation &cast = body.front();
  return isa<arith::TruncFOp, arith::ExtFOp>(cast) &&
         cast.getOperand(0) == body.getArgument(0) &&
         body.getTerminator()->getOperand(0) == cast.getResult(0);
}

/// The class an op's work runs on: a contraction's from its first input's
/// element type (docs/model.md, "Compute class"), other ops' from the
/// widest float their payload computes in.
ComputeClass chooseComputeClass(linalg::LinalgOp op, const PayloadCounts &pc,
                                const CostOptions &options) {
  Type inputElt;
  if (op.getNumDpsInputs() > 0)
    inputElt = getElementTypeOrSelf(op.getDpsInputOperand(0)->get());
  Type outputElt = op.getNumDpsInits() > 0
                       ? getElementTypeOrSelf(op.getDpsInitOperand(0)->get())
                       : inputElt;
  // roofline-optimize{precision=tf32} marks the f32 contractions it lets
  // run on the TF32 class (#roofline.precision<tf32>); the mark is the IR's
  // own allow-tf32.
  bool allowTF32 = options.allowTF32 || isMarkedTF32(op);
  if (isTensorCoreShaped(op, pc))
    return getContractionClass(inputElt, allowTF32);
  if (pc.widestFloat)
    return getVectorClass(pc.widestFloat);
  if (pc.intOps > 0)
    return ComputeClass::INT32;
  return getVectorClass(outputElt);
}

/// Values read inside the payload (tensor.extract gathers): at most one
/// element per domain point (of `points`), at most the whole tensor.
static void addGatherFootprints(ArrayRef<Value> gathers, int64_t points,
                                OpCost &cost) {
  for (Value gathered : gathers) {
    auto type = dyn_cast<ShapedType>(gathered.getType());
    OperandFootprint f;
    f.operandNumber = UINT32_MAX;
    f.read = true;
    f.elementBits = type ? getStorageBits(type.getElementType()) : 0;
    f.elements = points;
    int64_t size;
    if (type && type.hasStaticShape() &&
        checkedProduct(type.getShape(), size))
      f.elements = std::min(f.elements, size);
    cost.operands.push_back(f);
  }
}

/// The loop ranges an output's footprint is counted over: an empty loop the
/// output's map does not index (K = 0 of a matmul) runs no point, but the
/// result is still the whole init, which the op writes (issue 34: a
/// 4096x4096 matmul with K = 0 reported 0 output elements; with its fill
/// folded in, the zeros are written by it). Such a loop counts as 1.
static SmallVector<int64_t> outputRanges(AffineMap map,
                                         ArrayRef<int64_t> ranges) {
  SmallVector<int64_t> result(ranges);
  for (auto [i, r] : llvm::enumerate(result))
    if (r == 0 && !map.isFunctionOfDim(i))
      r = 1;
  return result;
}

LogicalResult costStructuredOp(linalg::LinalgOp op, const CostOptions &options,
                               OpCost &cost, std::string &reason) {
  if (!op.hasPureTensorSemantics() && !op.hasPureBufferSemantics()) {
    reason = "the op mixes tensor and memref operands";
    return failure();
  }
  // An n:m-structured input of a contraction or convolution is costed on
  // the sparse tensor cores; any other sparse operand is unmodeled.
  // Asked only of an op with a sparse operand: the structural matching
  // costs more than the rest of an elementwise op's model.
  FailureOr<std::optional<StructuredOperand>> structured =
      findStructuredOperand(
          op,
          [&] {
            return linalg::isaContractionOpInterface(op) ||
                   linalg::isaConvolutionOpInterface(op);
          },
          reason);
  if (failed(structured))
    return failure();
  if (failed(getLoopRanges(op, options, cost, reason)))
    return failure();
  if (isWeightConversion(op)) {
    // No work and no traffic: the analysis charges it no time and no launch.
    cost.kind = OpKind::Elementwise;
    cost.computeClass = getVectorClass(
        getElementTypeOrSelf(op.getDpsInitOperand(0)->get()));
    cost.notes.push_back("converts a weight: done once ahead of time, when "
                         "the weights are loaded (no run-time cost)");
    return success();
  }
  ArrayRef<int64_t> ranges = cost.iterationDomain;

  PayloadCounts pc = countPayload(op->getRegion(0));
  if (!pc.unknownOp.empty()) {
    reason = "its payload holds '" + pc.unknownOp +
             "', which the model does not count";
    return failure();
  }

  cost.kind = classifyStructuredOp(op);
  cost.computeClass = chooseComputeClass(op, pc, options);

  // The op's work is what runs on its class: floating-point operations, or
  // integer ones for an integer class. Integer (index) arithmetic beside
  // floating-point work is reported apart.
  int64_t work = pc.flops, sideInt = pc.intOps;
  if (cost.computeClass == ComputeClass::INT8_TC ||
      cost.computeClass == ComputeClass::INT32) {
    if (pc.flops == 0) {
      work = pc.intOps;
      sideInt = 0;
    }
  }
  int64_t n = cost.domainPoints;
  if (!checkedMul(n, work, cost.flops) ||
      !checkedMul(n, pc.transcendentals, cost.transcendentals) ||
      !checkedMul(n, pc.weightedTranscendentals,
                  cost.weightedTranscendentals) ||
      !checkedMul(n, sideInt, cost.intOps)) {
    reason = "the op's operation count overflows 64 bits";
    return failure();
  }

  bool approximate = false, overflow = false;
  // Named ops rebuild their indexing maps on every query: build them once.
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  // An input that repeats an earlier input through the same indexing map
  // (`ins(%x, %x)`, upstream Linalg/canonicalize-duplicate-inputs) reads the
  // same elements at every point: its bytes cross memory once.
  SmallVector<std::pair<Value, AffineMap>> readInputs;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<ShapedType>(operand.get().getType());
    if (!type)
      continue; // a scalar (fill's value): a kernel argument, no traffic
    OperandFootprint f;
    f.operandNumber = operand.getOperandNumber();
    bool isInit = op.isDpsInit(&operand);
    f.role = isInit ? OperandFootprint::Role::Output
                    : OperandFootprint::Role::Input;
    f.read = op.payloadUsesValueFromOperand(&operand);
    std::pair<Value, AffineMap> key(operand.get(),
                                    maps[operand.getOperandNumber()]);
    if (!isInit && f.read) {
      if (llvm::is_contained(readInputs, key))
        f.read = false;
      else
        readInputs.push_back(key);
    }
    f.written = isInit;
    f.elementBits = getStorageBits(type.getElementType());
    if (f.elementBits == 0) {
      reason = llvm::formatv("operand #{0} has element type {1}, whose size "
                             "the model does not know",
                             f.operandNumber, type.getElementType());
      return failure();
    }
    AffineMap map = withoutBroadcastDims(maps[operand.getOperandNumber()], type);
    f.elements = countTouchedElements(
        map, isInit ? outputRanges(map, ranges) : ranges, type.getShape(),
        approximate, overflow);
    if (overflow) {
      reason = llvm::formatv("the footprint of operand #{0} overflows 64 bits",
                             f.operandNumber);
      return failure();
    }
    cost.operands.push_back(f);
  }
  if (!pc.gathers.empty()) {
    addGatherFootprints(pc.gathers, n, cost);
    approximate = true;
  }
  if (approximate)
    cost.notes.push_back("footprint is an upper bound (a loop feeds two "
                         "dimensions, a non-linear index, or a gather)");
  if (*structured)
    applyStructuredSparsity(op, **structured, options, cost);
  return sumTraffic(cost, reason);
}

template <typename OpTy>
struct StructuredOpCostModel
    : public RooflineCostOpInterface::ExternalModel<StructuredOpCostModel<OpTy>,
                                                    OpTy> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    return costStructuredOp(cast<linalg::LinalgOp>(op), options, cost, reason);
  }
  /// The GEMM view of contractions and convolutions (GemmView.h).
  LogicalResult getRooflineGemm(Operation *op, const OpCost &cost,
                                GemmProblem &gemm) const {
    std::optional<GemmProblem> p =
        getLinalgGemm(cast<linalg::LinalgOp>(op), cost);
    if (!p)
      return failure();
    gemm = *p;
    return success();
  }
};

/// Elements of a shaped value, with dynamic dims replaced by the hint.
LogicalResult countElements(Value v, const CostOptions &options, OpCost &cost,
                            int64_t &elements, std::string &reason) {
  auto type = cast<ShapedType>(v.getType());
  SmallVector<int64_t> shape(type.getShape());
  llvm::SmallBitVector broadcast = getBroadcastDims(type);
  for (auto [i, d] : llvm::enumerate(shape)) {
    if (broadcast.size() > i && broadcast.test(i))
      d = 1; // a zero-stride dim holds one element
    if (!ShapedType::isDynamic(d))
      continue;
    if (!options.dynamicDimSize) {
      reason = "an operand has a dynamic shape; pass dynamic-dim-size=N to "
               "assume one";
      return failure();
    }
    d = *options.dynamicDimSize;
  }
  if (!checkedProduct(shape, elements)) {
    reason = "an operand's size overflows 64 bits";
    return failure();
  }
  return success();
}

} // namespace

namespace roofline {
LogicalResult costDataMovement(ArrayRef<Value> reads, ArrayRef<Value> writes,
                               const CostOptions &options, OpCost &cost,
                               std::string &reason) {
  SmallVector<Value> all(reads);
  all.append(writes.begin(), writes.end());
  if (std::optional<std::string> sparse = whySparse(all)) {
    reason = *sparse;
    return failure();
  }
  auto add = [&](Value v, bool isRead) -> LogicalResult {
    OperandFootprint f;
    f.role = isRead ? OperandFootprint::Role::Input
                    : OperandFootprint::Role::Output;
    f.read = isRead;
    f.written = !isRead;
    f.operandNumber = UINT32_MAX; // filled in by the caller when it matters
    auto type = cast<ShapedType>(v.getType());
    f.elementBits = getStorageBits(type.getElementType());
    if (f.elementBits == 0) {
      reason = llvm::formatv("element type {0} has no size the model knows",
                             type.getElementType());
      return failure();
    }
    if (failed(countElements(v, options, cost, f.elements, reason)))
      return failure();
    cost.operands.push_back(f);
    return success();
  };
  for (Value v : reads)
    if (failed(add(v, true)))
      return failure();
  for (Value v : writes)
    if (failed(add(v, false)))
      return failure();
  Type elt = getElementTypeOrSelf(writes.empty() ? reads.front().getType()
                                                 : writes.front().getType());
  cost.computeClass = getVectorClass(elt);
  cost.kind = OpKind::DataMovement;
  return sumTraffic(cost, reason);
}
} // namespace roofline

namespace {

/// linalg.softmax along one dimension of N elements: a max reduction (N
/// compares), a subtraction (N), an exponential (N transcendentals), a sum
/// (N adds) and a division (N): 4N FLOPs and N exp. Compulsory traffic: the
/// input read once, the output written once.
struct SoftmaxCostModel
    : public RooflineCostOpInterface::ExternalModel<SoftmaxCostModel,
                                                    linalg::SoftmaxOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto softmax = cast<linalg::SoftmaxOp>(op);
    Value input = softmax.getInput(), output = softmax.getOutput();
    if (failed(costDataMovement({input}, {output}, options, cost, reason)))
      return failure();
    int64_t n = cost.operands.front().elements;
    auto type = cast<ShapedType>(input.getType());
    cost.iterationDomain.assign(type.getShape().begin(),
                                type.getShape().end());
    for (int64_t &d : cost.iterationDomain)
      if (ShapedType::isDynamic(d))
        d = *options.dynamicDimSize; // countElements checked it is set
    cost.domainPoints = n;
    if (!checkedMul(n, 4, cost.flops) ||
        !checkedMul(n, 8, cost.weightedTranscendentals)) {
      reason = "the op's operation count overflows 64 bits";
      return failure();
    }
    cost.transcendentals = n;
    cost.kind = OpKind::Reduction;
    cost.normalizedRowElements = cost.iterationDomain[softmax.getDimension()];
    return success();
  }
};

/// linalg.pack / linalg.unpack: relayouts that read the source and write the
/// destination once.
template <typename OpTy>
struct RelayoutCostModel
    : public RooflineCostOpInterface::ExternalModel<RelayoutCostModel<OpTy>,
                                                    OpTy> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto relayout = cast<OpTy>(op);
    return costDataMovement({relayout.getSource()}, {relayout.getDest()},
                            options, cost, reason);
  }
};

template <typename... OpTys>
void attachStructuredModels(MLIRContext *ctx) {
  (OpTys::template attachInterface<StructuredOpCostModel<OpTys>>(*ctx), ...);
}

} // namespace

namespace roofline {
/// linalg: every op that computes has a cost model, so one without is a
/// gap of the model (the payload's terminator and index are not ops of
/// their own).
struct LinalgDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  std::optional<std::string> whyUnmodeled(Operation *op) const override {
    if (isa<linalg::YieldOp, linalg::IndexOp>(op))
      return std::nullopt;
    return std::string("no cost model for this linalg op");
  }
  bool isCostModelThreadSafe(Operation *) const override { return true; }
};

void registerLinalgCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *d) {
    addDialectInfo<LinalgDialectInfo>(d);
    attachStructuredModels<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(ctx);
    linalg::SoftmaxOp::attachInterface<SoftmaxCostModel>(*ctx);
    linalg::PackOp::attachInterface<RelayoutCostModel<linalg::PackOp>>(*ctx);
    linalg::UnPackOp::attachInterface<RelayoutCostModel<linalg::UnPackOp>>(
        *ctx);
  });
}
} // namespace roofline
