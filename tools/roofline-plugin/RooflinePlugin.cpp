//===- RooflinePlugin.cpp - roofline passes for any mlir-opt --------------===//
//
//   mlir-opt --load-pass-plugin=lib/RooflinePlugin.so \
//     --pass-pipeline='builtin.module(roofline-analyze{device=h100 format=text})'
//
// A pass plugin can register passes but not dialect extensions with the
// host's registry, so the pass attaches the cost models itself when it is
// constructed in a context that lacks them (see RooflineAnalyzePass).
//
//===----------------------------------------------------------------------===//

#include "roofline/Transforms/Passes.h"

#include "mlir/Tools/Plugins/PassPlugin.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "RooflinePlugin", LLVM_VERSION_STRING,
          []() { roofline::registerRooflinePasses(); }};
}
