//===- TestDialect.h - A downstream dialect for the cost interface -*- C++ -*-===//

#ifndef ROOFLINE_TEST_TESTDIALECT_H
#define ROOFLINE_TEST_TESTDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TestOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "TestOps.h.inc"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline::test {
/// Registers the dialect and attaches the cost models to its ops (all but
/// `opaque`), as a downstream compiler would.
void registerTestDialect(mlir::DialectRegistry &registry);
} // namespace roofline::test

#endif // ROOFLINE_TEST_TESTDIALECT_H
