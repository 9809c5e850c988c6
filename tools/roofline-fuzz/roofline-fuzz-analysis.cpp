//===- roofline-fuzz-analysis.cpp - Fuzz the analysis over mutated IR -----===//
//
// libFuzzer target: the bytes are MLIR text. Parsing (every upstream dialect,
// as roofline-opt) runs with diagnostics silenced, then the verifier; a
// module that parses and verifies is analysed (RooflineAnalysis, compiled
// mode, hierarchy on) against the device it carries, else the catalog's
// h100, and both reports (text and JSON) are written into a null stream.
// Whatever the IR, the analysis must not crash nor trip ASan or UBSan.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Device/DeviceFromDLTI.h"
#include "roofline/Device/DeviceModel.h"
#include "roofline/Dialect/RooflineDialect.h"
#include "roofline/Report/Report.h"
#include "roofline/CostModels/CostInterface.h"

#include "InputNesting.h"
#include "UpstreamParserBugs.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
/// One context for the whole run (a context per input would dominate the
/// time); every dialect is loaded up front so no input changes it.
mlir::MLIRContext &getContext() {
  static mlir::MLIRContext *context = [] {
    mlir::DialectRegistry registry;
    mlir::registerAllDialects(registry);
    mlir::registerAllExtensions(registry);
    // What roofline::registerRooflineDialects does, without linking the
    // passes: DLTI is among registerAllDialects; the roofline dialect parses
    // the #roofline attributes an input may carry.
    registry.insert<roofline::RooflineDialect>();
    roofline::registerCostExternalModels(registry);
    auto *ctx = new mlir::MLIRContext(registry);
    ctx->loadAllAvailableDialects();
    ctx->getDiagEngine().registerHandler(
        [](mlir::Diagnostic &) { return mlir::success(); });
    return ctx;
  }();
  return *context;
}

/// The device the module carries, else h100; nullopt when the module's
/// DLTI spec is malformed (the DLTI target covers that reader).
std::optional<roofline::DeviceModel> getDevice(mlir::ModuleOp module) {
  llvm::Expected<std::optional<roofline::DeviceModel>> carried =
      roofline::getDeviceFromDLTI(module);
  if (!carried) {
    llvm::consumeError(carried.takeError());
    return std::nullopt;
  }
  if (*carried)
    return **carried;
  static roofline::DeviceModel h100 = llvm::cantFail(
      roofline::lookupDevice("h100"));
  return h100;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A copy: MLIR's lexer reads up to a NUL terminator (a MemoryBuffer
  // has one; libFuzzer's bytes do not), so an unterminated string literal
  // would read past the input.
  std::string text(reinterpret_cast<const char *>(data), size);
  // Text that crashes upstream's own parser is not ours to find; text
  // nested deeper than its recursion can take, roofline-opt --analyze
  // refuses before parsing (tools/roofline-opt/InputNesting.h).
  if (roofline::fuzz::hitsLinalgI64ArrayParseCrash(text) ||
      roofline::findExcessiveNesting(text, roofline::kMaxInputNesting))
    return 0;
  mlir::MLIRContext &context = getContext();
  // Verified after the check for upstream's verifier crash, not during
  // the parse.
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, config);
  if (!module || roofline::fuzz::hitsNvvmMmaVerifyCrash(*module) ||
      mlir::failed(mlir::verify(*module)))
    return 0;
  std::optional<roofline::DeviceModel> device = getDevice(*module);
  if (!device)
    return 0;
  roofline::AnalysisConfig analysisConfig;
  analysisConfig.device = *device;
  roofline::RooflineAnalysis analysis(*module, analysisConfig);
  if (!analysis.isValid())
    return 0;
  roofline::writeTextReport(analysis, "fuzz", llvm::nulls());
  roofline::writeJSONReport(analysis, "fuzz", llvm::nulls());
  return 0;
}
