//===- PayloadCounter.cpp - What one iteration of a payload computes ------===//
//
// FLOP conventions (docs/model.md): add, sub, mul, div, rem, neg, min, max,
// compare, abs and rounding are one FLOP each; fma is two (a multiply and an
// add, so mulf+addf and fma count the same); conversions, selects, constants
// and yields are free. Transcendentals are counted apart from FLOPs and
// weighted in FLOP-equivalents for time: the ones NVIDIA GPUs evaluate on the
// special function unit (exp2/log2/sin/cos/rsqrt/sqrt/tanh: 16 results per
// SM per clock against 128 FP32 FLOPs) weigh 128/16 = 8; those the CUDA math
// library evaluates as polynomial sequences (erf, expm1, log1p, atan, ...)
// weigh 20; pow is exp2(y*log2(x)), two SFU ops: 16.
//
//===----------------------------------------------------------------------===//

#include "CostModelUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace roofline;

namespace {

/// FLOPs of a floating-point op; -1 when `op` is not one.
int64_t floatOpFlops(Operation *op) {
  return llvm::TypeSwitch<Operation *, int64_t>(op)
      .Case<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
            arith::RemFOp, arith::NegFOp, arith::MaximumFOp,
            arith::MinimumFOp, arith::MaxNumFOp, arith::MinNumFOp,
            arith::CmpFOp, math::AbsFOp, math::CopySignOp, math::CeilOp,
            math::FloorOp, math::RoundOp, math::RoundEvenOp, math::TruncOp>(
          [](Operation *) { return 1; })
      .Case<math::FmaOp>([](Operation *) { return 2; })
      // complex<T>: (a+bi)+(c+di) is 2 real adds; a product is 4 multiplies
      // and 2 adds.
      .Case<complex::AddOp, complex::SubOp>([](Operation *) { return 2; })
      .Case<complex::MulOp>([](Operation *) { return 6; })
      .Default([](Operation *) { return -1; });
}

/// Weight of a transcendental in FLOP-equivalents; 0 when not one.
int64_t transcendentalWeight(Operation *op) {
  return llvm::TypeSwitch<Operation *, int64_t>(op)
      .Case<math::ExpOp, math::Exp2Op, math::LogOp, math::Log2Op,
            math::Log10Op, math::SinOp, math::CosOp, math::TanhOp,
            math::SqrtOp, math::RsqrtOp>([](Operation *) { return 8; })
      .Case<math::PowFOp, math::FPowIOp>([](Operation *) { return 16; })
      .Case<math::ExpM1Op, math::Log1pOp, math::ErfOp, math::ErfcOp,
            math::TanOp, math::AtanOp, math::Atan2Op, math::AsinOp,
            math::AcosOp, math::SinhOp, math::CoshOp, math::AsinhOp,
            math::AcoshOp, math::AtanhOp, math::CbrtOp>(
          [](Operation *) { return 20; })
      .Default([](Operation *) { return 0; });
}

bool isIntegerArith(Operation *op) {
  return isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::DivSIOp,
             arith::DivUIOp, arith::CeilDivSIOp, arith::CeilDivUIOp,
             arith::FloorDivSIOp, arith::RemSIOp, arith::RemUIOp,
             arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::ShLIOp,
             arith::ShRSIOp, arith::ShRUIOp, arith::MaxSIOp, arith::MaxUIOp,
             arith::MinSIOp, arith::MinUIOp, arith::CmpIOp, math::AbsIOp,
             math::IPowIOp>(op);
}

/// Ops that do no arithmetic: conversions, selects, constants, terminators,
/// index queries.
bool isFree(Operation *op) {
  return isa<arith::ConstantOp, arith::SelectOp, arith::ExtFOp,
             arith::TruncFOp, arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
             arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp,
             arith::FPToUIOp, arith::IndexCastOp, arith::IndexCastUIOp,
             arith::BitcastOp, linalg::IndexOp, linalg::YieldOp,
             scf::YieldOp, scf::IfOp, complex::CreateOp, complex::ReOp,
             complex::ImOp, complex::ConstantOp>(op);
}

void noteFloatType(PayloadCounts &c, Type t) {
  if (auto complexTy = dyn_cast<ComplexType>(t))
    t = complexTy.getElementType();
  auto ft = dyn_cast<FloatType>(t);
  if (!ft)
    return;
  if (!c.widestFloat ||
      ft.getWidth() > cast<FloatType>(c.widestFloat).getWidth())
    c.widestFloat = ft;
}

} // namespace

bool roofline::countPayloadOp(Operation *op, PayloadCounts &c) {
  if (int64_t f = floatOpFlops(op); f >= 0) {
    c.flops += f;
    c.hasMultiply |= isa<arith::MulFOp, math::FmaOp, complex::MulOp>(op);
    c.hasAdd |= isa<arith::AddFOp, math::FmaOp, complex::AddOp>(op);
    noteFloatType(c, getElementTypeOrSelf(op->getOperand(0).getType()));
    return true;
  }
  if (int64_t w = transcendentalWeight(op)) {
    c.transcendentals += 1;
    c.weightedTranscendentals += w;
    noteFloatType(c, getElementTypeOrSelf(op->getOperand(0).getType()));
    return true;
  }
  if (isIntegerArith(op)) {
    c.intOps += 1;
    c.hasMultiply |= isa<arith::MulIOp>(op);
    c.hasAdd |= isa<arith::AddIOp>(op);
    return true;
  }
  return isFree(op);
}

PayloadCounts roofline::countPayload(Region &region) {
  PayloadCounts c;
  region.walk([&](Operation *op) {
    if (countPayloadOp(op, c))
      return;
    if (isa<tensor::ExtractOp, memref::LoadOp>(op)) {
      c.gathers.push_back(op->getOperand(0));
      return;
    }
    if (c.unknownOp.empty())
      c.unknownOp = op->getName().getStringRef().str();
  });
  return c;
}

std::optional<int64_t> roofline::getStaticElements(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  int64_t n;
  if (!shaped || !shaped.hasStaticShape() ||
      !checkedProduct(shaped.getShape(), n))
    return std::nullopt;
  return n;
}

unsigned roofline::getStorageBits(Type type) {
  if (auto complexTy = dyn_cast<ComplexType>(type))
    return 2 * getStorageBits(complexTy.getElementType());
  if (type.isIndex())
    return 64;
  // tf32 has 19 significant bits but is stored in a 32-bit word.
  if (isa<FloatTF32Type>(type))
    return 32;
  if (type.isIntOrFloat()) {
    unsigned bits = type.getIntOrFloatBitWidth();
    // Sub-byte types are packed (two i4 or f4E2M1FN per byte, four i2), as
    // quantised weights are stored and as narrow-type emulation lowers them;
    // OperandFootprint::bytes() rounds the total up to whole bytes. i1 is
    // the exception: booleans (masks) are stored a byte each by MLIR's
    // default data layout and by every framework.
    if (bits == 1)
      return 8;
    return bits;
  }
  return 0;
}

ComputeClass roofline::getVectorClass(Type t) {
  if (auto complexTy = dyn_cast_if_present<ComplexType>(t))
    t = complexTy.getElementType();
  if (!t || !isa<FloatType>(t))
    return ComputeClass::INT32;
  if (t.isF64())
    return ComputeClass::FP64;
  if (t.isF16())
    return ComputeClass::FP16;
  if (t.isBF16())
    return ComputeClass::BF16;
  if (cast<FloatType>(t).getWidth() <= 8)
    return ComputeClass::FP16; // no 8-bit vector units: computed as f16
  return ComputeClass::FP32;
}

ComputeClass roofline::getContractionClass(Type t, bool allowTF32) {
  // A complex MAC is 4 real multiplies and 4 adds (8 FLOPs: complex.mul 6,
  // complex.add 2); no tensor-core class takes complex operands, so it runs
  // on the vector units of its real type (complex<f64> on fp64).
  if (isa<ComplexType>(t))
    return getVectorClass(t);
  // A tf32 operand is the TF32 tensor-core class whatever allow-tf32 says:
  // the IR has already rounded it.
  if (isa<FloatTF32Type>(t))
    return ComputeClass::TF32_TC;
  if (t.isF64())
    return ComputeClass::FP64_TC;
  if (t.isF32())
    return allowTF32 ? ComputeClass::TF32_TC : ComputeClass::FP32;
  if (t.isF16())
    return ComputeClass::FP16_TC;
  if (t.isBF16())
    return ComputeClass::BF16_TC;
  if (auto ft = dyn_cast<FloatType>(t)) {
    // 4-bit floats (f4E2M1FN) run on FP4 tensor cores; 6- and 8-bit ones on
    // the FP8 units (Blackwell lists FP6 on its FP8 row: "FP8/FP6").
    if (ft.getWidth() <= 4)
      return ComputeClass::FP4_TC;
    if (ft.getWidth() <= 8)
      return ComputeClass::FP8_TC;
    return ComputeClass::FP32; // other non-standard widths
  }
  if (t.isInteger(8) || t.isInteger(4))
    return ComputeClass::INT8_TC;
  return ComputeClass::INT32;
}
