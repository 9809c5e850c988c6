//===- Lowering.cpp - GPU-dialect IR to PTX with upstream passes ----------===//
//
// Upstream's gpu-lower-to-nvvm-pipeline with cubin-format=isa stops at PTX,
// which needs no CUDA toolkit beyond libdevice (found by MLIR's NVVM target
// where the toolkit is installed). The bare-pointer convention makes each
// memref kernel argument one pointer, which is what roofline-measure
// passes to cuLaunchKernel. The PTX ISA version is a target feature: the
// pipeline's default (PTX 6.0) cannot target sm_90, hence +ptx80.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace roofline::measure;

std::string
roofline::measure::getLoweringPipeline(const LoweringOptions &options) {
  return llvm::formatv("builtin.module(gpu-lower-to-nvvm-pipeline{{"
                       "cubin-chip={0} cubin-features={1} cubin-format=isa "
                       "opt-level={2} kernel-bare-ptr-calling-convention=1})",
                       options.chip, options.features, options.optLevel)
      .str();
}

LogicalResult roofline::measure::parseModulePipeline(llvm::StringRef pipeline,
                                                    OpPassManager &pm,
                                                    llvm::raw_ostream &errors) {
  // The OpPassManager overload of parsePassPipeline reads the passes of the
  // manager's own op: an anchor that names it again would nest the passes
  // under inner builtin.module ops, where they would find nothing to do.
  llvm::StringRef text = pipeline.trim();
  if (text.consume_front("builtin.module(") && text.consume_back(")"))
    return parsePassPipeline(text, pm, errors);
  return parsePassPipeline(pipeline, pm, errors);
}

FailureOr<std::vector<PTXModule>>
roofline::measure::lowerToPTX(ModuleOp module, const LoweringOptions &options) {
  PassManager pm(module->getContext());
  std::string pipeline = getLoweringPipeline(options);
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parseModulePipeline(pipeline, pm, errorStream))) {
    emitError(module.getLoc()) << "roofline-measure: cannot build the "
                                  "lowering pipeline '"
                               << pipeline << "': " << error;
    return failure();
  }
  if (failed(pm.run(module))) {
    emitError(module.getLoc())
        << "roofline-measure: the lowering to PTX failed (" << pipeline
        << "); the errors above say where";
    return failure();
  }
  std::vector<PTXModule> result;
  bool bad = false;
  module.walk([&](gpu::BinaryOp binary) {
    for (Attribute a : binary.getObjects()) {
      auto object = dyn_cast<gpu::ObjectAttr>(a);
      if (!object || object.getFormat() != gpu::CompilationTarget::Assembly) {
        binary.emitError("roofline-measure: expected a PTX (assembly) "
                         "#gpu.object");
        bad = true;
        continue;
      }
      result.push_back({binary.getSymName().str(),
                        object.getObject().getValue().str()});
    }
  });
  if (bad)
    return failure();
  return result;
}
