//===- HostLoop.h - Loop nests on the host as kernels -----------*- C++ -*-===//
//
// A loop nest outside any GPU kernel (scf.for, scf.forall, scf.parallel,
// affine.for, affine.parallel) whose body is made of memory accesses and
// scalar or vector arithmetic is costed as one kernel: the kernel model of
// lib/CostModels/GPU run over the nest, its loops the iteration space
// (docs/model.md, "Loop nests on the host side"). A nest that holds an op
// with a cost model of its own (a linalg op, memref.copy, a launch) is not
// one: those ops are costed one by one, times the trips around them.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_HOSTLOOP_H
#define ROOFLINE_COSTMODELS_HOSTLOOP_H

namespace mlir {
class Operation;
} // namespace mlir

namespace roofline {

/// Whether `op` is a loop the host loop-nest model applies to: scf.for,
/// scf.forall, scf.parallel, affine.for or affine.parallel.
bool isHostLoop(mlir::Operation *op);

/// Whether the nest rooted at the loop `loop` is one kernel of the host
/// loop-nest model: it holds no op costed by a model of its own (other
/// than loops) and does some work (a memory access, or arithmetic on floats
/// or vectors). The driver costs such a nest as one op and walks into any
/// other loop.
bool isHostLoopKernel(mlir::Operation *loop);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_HOSTLOOP_H
