//===- Folding.cpp - Ops a compiler folds into their consumer -------------===//
//
// What cuBLAS, cuDNN and ML compilers (XLA, Inductor, IREE) do with the two
// ops every lowered model is full of:
//  - `linalg.fill` of an accumulator: a GEMM or convolution kernel starts its
//    accumulators at the fill value in registers (beta = 0) and never reads
//    the output from memory; a reduction kernel starts from the identity.
//  - `tensor.pad` before a convolution or pooling: the kernel is given the
//    padding as a parameter and predicates the out-of-range taps; the padded
//    tensor is never materialised.
// Either way the op launches no kernel and moves nothing through DRAM, in
// every mode: PyTorch eager calls the same libraries (at::mm hands cuBLAS
// beta = 0, at::convolution hands cuDNN the padding) and its own reduction
// and pooling kernels do the same.
//
// And, in every mode, a linear layer's bias: the importer writes it as a
// broadcast into the GEMM's accumulator, a library adds it in the GEMM's
// epilogue. PyTorch's addmm hands a 1-D contiguous bias of f32, f16 or bf16
// to cuBLASLt's bias epilogue (aten/src/ATen/native/cuda/Blas.cpp,
// isInputCompliesAddmmCudaLt; since PyTorch 1.12, pytorch/pytorch#72148,
// which measured the fused bias 4-10% faster than copy-then-GEMM on a V100;
// older releases copy the bias first: the eager framework profile's
// gemm_bias_epilogue says which);
// Inductor and XLA fuse it into the GEMM or its epilogue kernel. The GEMM
// reads the bias vector, not an M x N accumulator.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/Folding.h"
#include "CostModelUtils.h"
#include "roofline/CostModels/FusionGroups.h"
#include "roofline/CostModels/GemmView.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace roofline;

namespace {

bool hasReductionLoop(linalg::LinalgOp op) {
  return op.getNumReductionLoops() > 0;
}

/// The consumer of a fill: the one op whose init it is, if that op reduces.
Operation *fillConsumer(linalg::FillOp fill) {
  if (fill->getNumResults() != 1 || !fill->getResult(0).hasOneUse())
    return nullptr;
  OpOperand &use = *fill->getResult(0).getUses().begin();
  auto consumer = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!consumer || !consumer.isDpsInit(&use) || !hasReductionLoop(consumer))
    return nullptr;
  return consumer;
}

/// The consumer of a pad: the one convolution or pooling that reads it as an
/// input (possibly through several operands).
Operation *padConsumer(tensor::PadOp pad) {
  Operation *consumer = nullptr;
  for (OpOperand &use : pad.getResult().getUses()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!linalgOp || !linalgOp.isDpsInput(&use) ||
        !linalg::isaConvolutionOpInterface(linalgOp))
      return nullptr;
    if (consumer && consumer != use.getOwner())
      return nullptr;
    consumer = use.getOwner();
  }
  return consumer;
}

/// Whether the body of `op` yields its only input, as is or converted
/// (an autocast of the bias to the GEMM's type).
bool yieldsInput(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  if (!body || body->getNumArguments() < 1 ||
      body->getOperations().size() > 2)
    return false;
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield->getNumOperands() != 1)
    return false;
  Value v = yield->getOperand(0);
  if (Operation *def = v.getDefiningOp()) {
    if (!isa<arith::ExtFOp, arith::TruncFOp>(def))
      return false;
    v = def->getOperand(0);
  }
  return v == body->getArgument(0);
}

/// A bias broadcast: `op` copies its one input (or its conversion), indexed
/// by fewer loops than its output, into the whole init (outs) of a linalg op
/// on tensors, its only use. The consumer, and for each loop the input
/// varies along, the consumer's loop indexing the same output dimension.
struct BiasBroadcast {
  linalg::LinalgOp consumer;
  SmallVector<unsigned, 2> loops;
};

std::optional<BiasBroadcast> getBiasBroadcast(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0 ||
      !op.hasPureTensorSemantics() || !op->getResult(0).hasOneUse())
    return std::nullopt;
  OpOperand &use = *op->getResult(0).getUses().begin();
  auto consumer = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!consumer || !consumer.isDpsInit(&use) ||
      !consumer.hasPureTensorSemantics())
    return std::nullopt;
  AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  AffineMap in = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap init = consumer.getMatchingIndexingMap(&use);
  if (!out.isIdentity() || !in.isProjectedPermutation() ||
      in.getNumResults() == 0 || in.getNumResults() >= out.getNumResults() ||
      init.getNumResults() != out.getNumResults() || !yieldsInput(op))
    return std::nullopt;
  // The producer's loop d is the init's dimension d (identity map), which
  // the consumer indexes with its loop init[d].
  BiasBroadcast b{consumer, {}};
  for (AffineExpr e : in.getResults()) {
    unsigned d = cast<AffineDimExpr>(e).getPosition();
    auto loop = dyn_cast<AffineDimExpr>(init.getResult(d));
    if (!loop)
      return std::nullopt;
    b.loops.push_back(loop.getPosition());
  }
  return b;
}

/// The GEMM whose accumulator a bias broadcast initialises: a plain
/// contraction (no batch loops, no broadcast operand: an addmm), with every
/// loop the bias varies along one of its N loops (a vector along the
/// columns).
Operation *biasConsumer(linalg::LinalgOp op) {
  std::optional<BiasBroadcast> b = getBiasBroadcast(op);
  if (!b)
    return nullptr;
  FailureOr<GemmLoops> loops = getGemmLoops(b->consumer);
  if (failed(loops) || loops->kind != GemmLoops::Kind::Contraction ||
      !loops->batch.empty() || loops->broadcastA || loops->broadcastB)
    return nullptr;
  for (unsigned loop : b->loops)
    if (!llvm::is_contained(loops->n, loop))
      return nullptr;
  return b->consumer;
}

/// Whether every use of `v` is code a compiler generates, a pointwise op or
/// a reduction, looked through reshapes (views): Inductor then inlines a
/// pointwise producer of `v` into each of them instead of storing it.
bool onlyGeneratedUsers(Value v) {
  if (v.use_empty())
    return false;
  for (Operation *user : v.getUsers()) {
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(user)) {
      if (!onlyGeneratedUsers(user->getResult(0)))
        return false;
      continue;
    }
    FusionRole role = getFusionRole(user);
    if (role != FusionRole::Pointwise && role != FusionRole::Reduction)
      return false;
  }
  return true;
}

/// The convolution whose accumulator a per-channel bias broadcast
/// initialises, when compiled code adds that bias where it adds nothing
/// else: `op` copies one input, indexed only by the convolution's output
/// channel (or depthwise channel) loops, into the whole init of a
/// convolution that multiplies (not a pooling), its only use; and every
/// use of the convolution's result is generated code (onlyGeneratedUsers).
/// Inductor peels a convolution's bias off into a pointwise add
/// (torch/_inductor/kernel/conv.py `convolution`, the doc of
/// isOutsideLibraryCall) and inlines that add into the pointwise kernels
/// reading the result (a ReLU, a permute, a residual add), which read the
/// output anyway; XLA adds it in the convolution's epilogue. Either way the
/// bias costs a read of the C-vector, not an M x C write and a read of it.
Operation *convBiasConsumer(linalg::LinalgOp op) {
  std::optional<BiasBroadcast> b = getBiasBroadcast(op);
  if (!b)
    return nullptr;
  linalg::LinalgOp conv = b->consumer;
  if (conv->getNumResults() != 1 || !linalg::isaConvolutionOpInterface(conv) ||
      !isLibraryContraction(conv))
    return nullptr;
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(conv);
  if (failed(dims))
    return nullptr;
  for (unsigned loop : b->loops)
    if (!llvm::is_contained(dims->outputChannel, loop) &&
        !llvm::is_contained(dims->depth, loop))
      return nullptr;
  if (!onlyGeneratedUsers(conv->getResult(0)))
    return nullptr;
  return conv;
}

} // namespace

Operation *roofline::getFoldingConsumer(Operation *op, ExecutionMode mode,
                                        bool eagerBiasEpilogue) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (mode != ExecutionMode::Eager || eagerBiasEpilogue)
      if (Operation *gemm = biasConsumer(linalgOp))
        return gemm;
    // PyTorch eager adds a convolution's bias in a kernel of its own after
    // cuDNN's (at::convolution: output.add_(bias)).
    if (mode != ExecutionMode::Eager)
      if (Operation *conv = convBiasConsumer(linalgOp))
        return conv;
  }
  // Fills and pads fold in every mode, eager included (file comment).
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return fillConsumer(fill);
  if (auto pad = dyn_cast<tensor::PadOp>(op))
    return padConsumer(pad);
  return nullptr;
}

int64_t roofline::foldProducerReads(
    Operation *consumer, OpCost &cost,
    const llvm::DenseSet<Operation *> &folded,
    llvm::function_ref<bool(Value)> skip) {
  int64_t saved = 0;
  for (OperandFootprint &f : cost.operands) {
    if (!f.read || f.operandNumber >= consumer->getNumOperands())
      continue;
    Value v = consumer->getOperand(f.operandNumber);
    Operation *def = v.getDefiningOp();
    if (!def || !folded.contains(def) || skip(v))
      continue;
    if (isa<linalg::FillOp>(def)) {
      // The accumulator starts in registers: no read of it at all.
      saved = saturatingAdd(saved, f.bytes());
      f.read = false;
    } else if (auto pad = dyn_cast<tensor::PadOp>(def)) {
      // The kernel reads the source; taps in the halo are predicated off.
      std::optional<int64_t> source = getStaticElements(pad.getSource().getType());
      if (!source || f.elements <= *source)
        continue;
      int64_t before = f.bytes();
      f.elements = *source;
      saved = saturatingAdd(saved, before - f.bytes());
    } else if (auto bias = dyn_cast<linalg::LinalgOp>(def)) {
      // The epilogue reads the bias vector (once per column of tiles, from
      // L2; the compulsory figure counts it once), not the accumulator.
      std::optional<int64_t> vector =
          getStaticElements(bias.getDpsInputOperand(0)->get().getType());
      if (!vector || f.elements <= *vector)
        continue;
      int64_t before = f.bytes();
      f.elements = *vector;
      saved = saturatingAdd(saved, before - f.bytes());
    }
  }
  return saved;
}
