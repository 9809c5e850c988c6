//===- Folding.h - Ops a compiler folds into their consumer -----*- C++ -*-===//
//
// Private to lib/Analysis. In the compiled and graph execution modes
// (docs/model.md 1.8) some ops launch no kernel of their own: libraries and
// compilers fold them into the kernel that consumes them.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_FOLDING_H
#define ROOFLINE_COSTMODELS_FOLDING_H

#include "roofline/Model/OpCost.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace roofline {

/// The op that `op` folds into under `mode`, or null when it runs as a
/// kernel of its own. Folded, on tensors, in every mode (eager mode calls
/// the same libraries as compiled code does):
///  - a linear layer's bias: a linalg op whose only use is the init of a
///    plain contraction (an addmm), copying its one input, indexed only by
///    the contraction's N loops, into all of it: the GEMM's epilogue adds it
///    (in eager mode only when `eagerBiasEpilogue`, the framework's
///    FrameworkProfile says so: PyTorch before 1.12 copies it first);
///  - in compiled and graph modes, a convolution's per-channel bias: the same
///    copy into the init of a convolution that multiplies, indexed only by
///    its output (or depthwise) channel loops, when every use of the
///    convolution's result is a pointwise op or a reduction (through
///    reshapes): Inductor adds the peeled-off bias in the kernels that read
///    the result, XLA in the convolution's epilogue; PyTorch eager adds it
///    in a kernel of its own;
///  - a linalg.fill whose only use is the init (outs) of a linalg op with a
///    reduction loop (a contraction, convolution, pooling or reduction): the
///    kernel initialises its accumulator in registers (cuBLAS' beta = 0);
///  - a tensor.pad whose every use is an input of one convolution or pooling:
///    the kernel predicates the halo (cuDNN's implicit padding).
mlir::Operation *getFoldingConsumer(mlir::Operation *op, ExecutionMode mode,
                                    bool eagerBiasEpilogue = true);

/// Rewrites the footprints of `consumer` that its folded producers
/// (`folded`) change, and returns the bytes per execution they no longer
/// move at each level: an accumulator a folded fill initialised is not read
/// (its footprint's `read` is cleared, so the GEMM view does not accumulate
/// either), and a folded pad's operand is read as the pad's source (its
/// footprint shrinks to at most the source's elements: the halo is not
/// read). Operands `skip` accepts are left alone (already kept on chip).
int64_t foldProducerReads(mlir::Operation *consumer, OpCost &cost,
                          const llvm::DenseSet<mlir::Operation *> &folded,
                          llvm::function_ref<bool(mlir::Value)> skip);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_FOLDING_H
