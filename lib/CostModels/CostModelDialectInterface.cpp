//===- CostModelDialectInterface.cpp - What an op is, per dialect ---------===//

#include "roofline/CostModels/CostModelDialectInterface.h"

#include "CostModelUtils.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MLProgram/IR/MLProgram.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace roofline;

bool roofline::isOnShapedValues(Operation *op) {
  auto shaped = [](Type t) { return isa<ShapedType>(t); };
  return llvm::any_of(op->getOperandTypes(), shaped) ||
         llvm::any_of(op->getResultTypes(), shaped);
}

std::string roofline::getNoCostModelReason(Operation *) {
  return "no cost model for this op on tensors or buffers (implement "
         "RooflineCostOpInterface for it)";
}

std::optional<std::string>
CostModelDialectInterface::whyUnmodeled(Operation *op) const {
  if (isFree(op) || !isOnShapedValues(op))
    return std::nullopt;
  return getNoCostModelReason(op);
}

LoopKind CostModelDialectInterface::getLoopKind(Operation *op) const {
  return isa<LoopLikeOpInterface>(op) ? LoopKind::Sequential
                                      : LoopKind::NotALoop;
}

/// The interface `op`'s dialect registered, if any.
static const CostModelDialectInterface *getInterfaceFor(Operation *op) {
  Dialect *dialect = op->getDialect();
  return dialect ? dialect->getRegisteredInterface<CostModelDialectInterface>()
                 : nullptr;
}

std::optional<std::string> roofline::getWhyUnmodeled(Operation *op) {
  if (!op->isRegistered()) {
    if (isOnShapedValues(op))
      return std::string("unregistered op on tensors or buffers (an opaque "
                         "call): no cost model");
    return std::nullopt;
  }
  if (const CostModelDialectInterface *info = getInterfaceFor(op))
    return info->whyUnmodeled(op);
  if (isOnShapedValues(op))
    return getNoCostModelReason(op);
  return std::nullopt;
}

LoopKind roofline::getLoopKind(Operation *op) {
  if (const CostModelDialectInterface *info = getInterfaceFor(op))
    return info->getLoopKind(op);
  return isa<LoopLikeOpInterface>(op) ? LoopKind::Sequential
                                      : LoopKind::NotALoop;
}

bool roofline::isCostModelThreadSafe(Operation *op) {
  const CostModelDialectInterface *info = getInterfaceFor(op);
  return info && info->isCostModelThreadSafe(op);
}

bool roofline::isWalkedInto(Operation *op) {
  const CostModelDialectInterface *info = getInterfaceFor(op);
  return !info || info->isWalkedInto(op);
}

namespace {
/// Dialects whose every op describes data or control: modules, functions
/// and calls, branches, target descriptions, globals, buffer bookkeeping,
/// index arithmetic, LLVM IR, poison.
struct StructuralDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  bool isFree(Operation *) const override { return true; }
};
} // namespace

void roofline::registerStructuralDialects(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, BuiltinDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
  registry.addExtension(+[](MLIRContext *, func::FuncDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
  registry.addExtension(+[](MLIRContext *, cf::ControlFlowDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
  registry.addExtension(+[](MLIRContext *, DLTIDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
  registry.addExtension(+[](MLIRContext *, ml_program::MLProgramDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
  registry.addExtension(
      +[](MLIRContext *, bufferization::BufferizationDialect *d) {
        addDialectInfo<StructuralDialectInfo>(d);
      });
  registry.addExtension(+[](MLIRContext *, index::IndexDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
  registry.addExtension(+[](MLIRContext *, LLVM::LLVMDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
  registry.addExtension(+[](MLIRContext *, ub::UBDialect *d) {
    addDialectInfo<StructuralDialectInfo>(d);
  });
}
