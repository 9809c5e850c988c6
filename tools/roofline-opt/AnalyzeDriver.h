//===- AnalyzeDriver.h - roofline-opt --analyze -----------------*- C++ -*-===//

#ifndef ROOFLINE_TOOLS_ANALYZEDRIVER_H
#define ROOFLINE_TOOLS_ANALYZEDRIVER_H

#include "mlir/IR/DialectRegistry.h"


namespace roofline {
/// Runs `roofline-opt --analyze ...` (argv[0] is the program name); returns
/// the exit status: 0, 1 (unparseable input, failed analysis) or 2 (usage).
int runAnalyzeDriver(int argc, char **argv, mlir::DialectRegistry &registry);
} // namespace roofline

#endif // ROOFLINE_TOOLS_ANALYZEDRIVER_H
