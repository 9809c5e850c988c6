//===- OpSemantics.cpp - What a kernel's index computations compute -------===//
//
// The table of OpSemantics.h: one row per op type, keyed by the op's
// TypeID, built once.
//
//===----------------------------------------------------------------------===//

#include "OpSemantics.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace roofline;

namespace {

/// A row of the table: describes one op of the row's type.
using Describe = IntOpSemantics (*)(Operation *);

/// Ops that compute their kind from their operands alone.
template <IntOpKind Kind> IntOpSemantics plain(Operation *) {
  IntOpSemantics s;
  s.kind = Kind;
  return s;
}

/// gpu ops that read the launch along one dimension.
template <typename OpTy, IntOpKind Kind>
IntOpSemantics alongDim(Operation *op) {
  IntOpSemantics s = plain<Kind>(op);
  s.dim = static_cast<unsigned>(cast<OpTy>(op).getDimension());
  return s;
}

/// arith.cmpi: its predicate.
IntOpSemantics compare(Operation *op) {
  IntOpSemantics s = plain<IntOpKind::Cmp>(op);
  s.predicate = cast<arith::CmpIOp>(op).getPredicate();
  return s;
}

/// affine.apply/min/max: their map.
template <typename OpTy, IntOpKind Kind>
IntOpSemantics affineMap(Operation *op) {
  IntOpSemantics s = plain<Kind>(op);
  s.map = cast<OpTy>(op).getAffineMap();
  return s;
}

/// The rows.
class OpSemanticsTable {
public:
  OpSemanticsTable() {
    // gpu: the launch's ids and sizes.
    add<gpu::BlockIdOp>(alongDim<gpu::BlockIdOp, IntOpKind::BlockId>);
    add<gpu::ThreadIdOp>(alongDim<gpu::ThreadIdOp, IntOpKind::ThreadId>);
    add<gpu::BlockDimOp>(alongDim<gpu::BlockDimOp, IntOpKind::BlockDim>);
    add<gpu::GridDimOp>(alongDim<gpu::GridDimOp, IntOpKind::GridDim>);
    add<gpu::GlobalIdOp>(alongDim<gpu::GlobalIdOp, IntOpKind::GlobalId>);
    add<gpu::LaneIdOp>(plain<IntOpKind::LaneId>);
    add<gpu::SubgroupIdOp>(plain<IntOpKind::SubgroupId>);
    add<gpu::SubgroupSizeOp>(plain<IntOpKind::SubgroupSize>);
    add<gpu::NumSubgroupsOp>(plain<IntOpKind::NumSubgroups>);
    // arith.
    add<arith::AddIOp>(plain<IntOpKind::Add>);
    add<arith::SubIOp>(plain<IntOpKind::Sub>);
    add<arith::MulIOp>(plain<IntOpKind::Mul>);
    add<arith::DivSIOp>(plain<IntOpKind::DivS>);
    add<arith::DivUIOp>(plain<IntOpKind::DivU>);
    add<arith::RemSIOp>(plain<IntOpKind::RemS>);
    add<arith::RemUIOp>(plain<IntOpKind::RemU>);
    add<arith::CeilDivSIOp>(plain<IntOpKind::CeilDivS>);
    add<arith::CeilDivUIOp>(plain<IntOpKind::CeilDivU>);
    add<arith::FloorDivSIOp>(plain<IntOpKind::FloorDivS>);
    add<arith::MinSIOp>(plain<IntOpKind::MinS>);
    add<arith::MaxSIOp>(plain<IntOpKind::MaxS>);
    add<arith::MinUIOp>(plain<IntOpKind::MinU>);
    add<arith::MaxUIOp>(plain<IntOpKind::MaxU>);
    add<arith::AndIOp>(plain<IntOpKind::And>);
    add<arith::OrIOp>(plain<IntOpKind::Or>);
    add<arith::XOrIOp>(plain<IntOpKind::Xor>);
    add<arith::ShLIOp>(plain<IntOpKind::Shl>);
    add<arith::ShRSIOp>(plain<IntOpKind::ShrS>);
    add<arith::ShRUIOp>(plain<IntOpKind::ShrU>);
    add<arith::CmpIOp>(compare);
    add<arith::SelectOp>(plain<IntOpKind::Select>);
    add<arith::ExtSIOp>(plain<IntOpKind::CastSigned>);
    add<arith::IndexCastOp>(plain<IntOpKind::CastSigned>);
    add<arith::ExtUIOp>(plain<IntOpKind::CastUnsigned>);
    add<arith::IndexCastUIOp>(plain<IntOpKind::CastUnsigned>);
    add<arith::TruncIOp>(plain<IntOpKind::Truncate>);
    // affine.
    add<affine::AffineApplyOp>(
        affineMap<affine::AffineApplyOp, IntOpKind::Apply>);
    add<affine::AffineMinOp>(affineMap<affine::AffineMinOp, IntOpKind::Min>);
    add<affine::AffineMaxOp>(affineMap<affine::AffineMaxOp, IntOpKind::Max>);
  }

  /// The row of `op`'s type, if the table has one.
  Describe lookup(Operation *op) const {
    return rows.lookup(op->getName().getTypeID());
  }

private:
  template <typename OpTy> void add(Describe describe) {
    rows[TypeID::get<OpTy>()] = describe;
  }

  llvm::DenseMap<TypeID, Describe> rows;
};

/// Bits of an integer or index type (index: 64).
unsigned widthOf(Type t) {
  return t.isIndex() ? 64 : t.getIntOrFloatBitWidth();
}

} // namespace

std::optional<IntOpSemantics> roofline::getIntOpSemantics(Value v) {
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c))) {
    IntOpSemantics s;
    s.value = v.getType().isInteger(1) ? c.getZExtValue() : c.getSExtValue();
    return s;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  static const OpSemanticsTable table;
  Describe describe = table.lookup(def);
  if (!describe)
    return std::nullopt;
  IntOpSemantics s = describe(def);
  if (def->getNumOperands() > 0 && def->getOperand(0).getType().isIntOrIndex())
    s.operandWidth = widthOf(def->getOperand(0).getType());
  s.resultWidth = widthOf(v.getType());
  return s;
}

std::optional<unsigned> roofline::getLaunchId(const KernelLaunchContext &ctx,
                                              Value v) {
  if (!isa<BlockArgument>(v))
    return std::nullopt;
  for (unsigned d = 0; d < 3; ++d) {
    if (ctx.blockIds[d] == v)
      return d;
    if (ctx.threadIds[d] == v)
      return 3 + d;
  }
  return std::nullopt;
}

