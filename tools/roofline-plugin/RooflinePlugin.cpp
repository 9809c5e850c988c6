//===- RooflinePlugin.cpp - roofline passes for any mlir-opt --------------===//
//
//   mlir-opt --load-dialect-plugin=lib/RooflinePlugin.so \
//     --load-pass-plugin=lib/RooflinePlugin.so \
//     --pass-pipeline='builtin.module(roofline-analyze{device=h100 format=text})'
//
// One library, two entry points. As a pass plugin it registers the passes;
// a pass plugin cannot add to the host's dialect registry, so the passes
// attach the cost models and load the roofline dialect themselves when they
// run (their dependent dialects). Parsing IR that already carries #roofline
// attributes (roofline-opt's annotated output) happens before any pass runs,
// so it needs the dialect plugin entry point: it registers the roofline
// dialect, DLTI and the cost models with the host's registry.
//
//===----------------------------------------------------------------------===//

#include "roofline/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "RooflinePlugin", LLVM_VERSION_STRING,
          []() { roofline::registerRooflinePasses(); }};
}

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "RooflinePlugin", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            roofline::registerRooflineDialects(*registry);
          }};
}
