//===- Lowering.h - GPU-dialect IR to PTX with upstream passes --*- C++ -*-===//

#ifndef ROOFLINE_TOOLS_MEASURE_LOWERING_H
#define ROOFLINE_TOOLS_MEASURE_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <string>
#include <vector>

namespace roofline::measure {

/// The options of upstream's gpu-lower-to-nvvm-pipeline that
/// roofline-measure sets.
struct LoweringOptions {
  std::string chip = "sm_90";
  std::string features = "+ptx80";
  unsigned optLevel = 3;
};

/// One gpu.module's PTX: the assembly of the #gpu.object of the gpu.binary
/// that replaced it.
struct PTXModule {
  std::string name;
  std::string ptx;
};

/// The pipeline string for `options` (what --help and the JSON cite).
std::string getLoweringPipeline(const LoweringOptions &options);

/// Parses `pipeline` into `pm` (a pass manager on builtin.module): a
/// "builtin.module(...)" text, or the passes to nest under the module.
mlir::LogicalResult parseModulePipeline(llvm::StringRef pipeline,
                                        mlir::OpPassManager &pm,
                                        llvm::raw_ostream &errors);

/// Lowers `module` (consumed: pass a clone) with gpu-lower-to-nvvm-pipeline
/// under the bare-pointer kernel convention and returns each gpu.module's
/// PTX; failure after the pipeline's diagnostics.
mlir::FailureOr<std::vector<PTXModule>>
lowerToPTX(mlir::ModuleOp module, const LoweringOptions &options);

} // namespace roofline::measure

#endif // ROOFLINE_TOOLS_MEASURE_LOWERING_H
