//===- AnalyzeDriver.h - roofline-opt --analyze -----------------*- C++ -*-===//

#ifndef ROOFLINE_TOOLS_ANALYZEDRIVER_H
#define ROOFLINE_TOOLS_ANALYZEDRIVER_H

#include "mlir/IR/DialectRegistry.h"

#include <string>
#include <vector>

namespace roofline {
/// Runs `roofline-opt --analyze ...` (args[0] is the program name); returns
/// the exit status: 0, 1 (unparseable input, failed analysis) or 2 (usage).
int runAnalyzeDriver(const std::vector<std::string> &args,
                     mlir::DialectRegistry &registry);
} // namespace roofline

#endif // ROOFLINE_TOOLS_ANALYZEDRIVER_H
