//===- AnalyzeDriver.h - roofline-opt's command line ------------*- C++ -*-===//

#ifndef ROOFLINE_TOOLS_ANALYZEDRIVER_H
#define ROOFLINE_TOOLS_ANALYZEDRIVER_H

#include "mlir/IR/DialectRegistry.h"

namespace roofline {
/// Parses roofline-opt's command line (mlir-opt's flags, `--list-devices`,
/// `--analyze` and its flags, all llvm::cl options) and runs what it asks
/// for: the report of `--analyze`, the device list, or MlirOptMain. Returns
/// the exit status: 0, 1 (unparseable or empty input, failed analysis or
/// pipeline) or 2 (usage).
int runRooflineOpt(int argc, char **argv, mlir::DialectRegistry &registry);
} // namespace roofline

#endif // ROOFLINE_TOOLS_ANALYZEDRIVER_H
