//===- roofline-fuzz-dlti.cpp - Fuzz the DLTI device reader ---------------===//
//
// libFuzzer target: the bytes are a module (MLIR text) that may carry a
// `#dlti.target_system_spec`. Parsing runs with diagnostics silenced (the
// parser is upstream's; its rejections are not findings); a parsed module's
// device is read with getDeviceFromDLTI, and an accepted device must
// survive a write-back (attachDeviceToModule) and a second read.
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceFromDLTI.h"
#include "roofline/Device/DeviceModel.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
/// One context for the whole run: building a context per input would
/// dominate the time. The module is destroyed after each input.
mlir::MLIRContext &getContext() {
  static mlir::MLIRContext *context = [] {
    mlir::DialectRegistry registry;
    registry.insert<mlir::DLTIDialect>();
    auto *ctx = new mlir::MLIRContext(registry);
    ctx->loadAllAvailableDialects();
    ctx->allowUnregisteredDialects();
    // Silence: the parser's errors are expected on mutated text.
    ctx->getDiagEngine().registerHandler(
        [](mlir::Diagnostic &) { return mlir::success(); });
    return ctx;
  }();
  return *context;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A copy: MLIR's lexer reads up to a NUL terminator (a MemoryBuffer
  // has one; libFuzzer's bytes do not), so an unterminated string literal
  // would read past the input.
  std::string text(reinterpret_cast<const char *>(data), size);
  mlir::MLIRContext &context = getContext();
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/true);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, config);
  if (!module)
    return 0;
  llvm::Expected<std::optional<roofline::DeviceModel>> device =
      roofline::getDeviceFromDLTI(*module);
  if (!device) {
    llvm::consumeError(device.takeError());
    return 0;
  }
  if (!*device)
    return 0;
  // What getDeviceFromDLTI accepted, written back, must read back.
  roofline::attachDeviceToModule(*module, **device);
  llvm::Expected<std::optional<roofline::DeviceModel>> again =
      roofline::getDeviceFromDLTI(*module);
  if (!again || !*again) {
    llvm::errs() << "DLTI round trip failed: "
                 << (again ? std::string("no device")
                           : llvm::toString(again.takeError()))
                 << "\n";
    std::abort();
  }
  return 0;
}
