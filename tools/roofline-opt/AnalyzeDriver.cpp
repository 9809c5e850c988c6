//===- AnalyzeDriver.cpp - roofline-opt --analyze -------------------------===//
//
// `--analyze` parses one file, runs roofline-analyze and prints its report.
// It does not go through MlirOptMain because MlirOptMain always prints the
// IR, and printing a 100k-op module nobody asked for costs more than the
// analysis itself; the annotated IR is printed only when -o names a file.
//
//===----------------------------------------------------------------------===//

#include "AnalyzeDriver.h"

#include "roofline/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

namespace {

const char *kUsage =
    "usage: roofline-opt --analyze [options] [input.mlir | -]\n"
    "  --device=NAME            catalog device (roofline-opt --list-devices);\n"
    "                           default: the module's DLTI GPU spec, else\n"
    "                           a100-sxm4-40gb\n"
    "  --device-file=FILE       device description (docs/devices.md)\n"
    "  --ceilings=spec|sustained\n"
    "  --allow-tf32             f32 contractions on TF32 tensor cores\n"
    "  --no-hierarchy           DRAM-only roofline (no tiling model)\n"
    "  --dynamic-dim-size=N     size assumed for dynamic loop ranges\n"
    "  --json                   JSON report (docs/json-schema.md)\n"
    "  --report-file=FILE       write the report there instead of stdout\n"
    "  --svg=FILE, --html=FILE  also write a chart / an HTML report\n"
    "  -o FILE                  also write the annotated IR\n"
    "  --allow-unregistered-dialect, --mlir-timing\n";

[[noreturn]] void usageError(const llvm::Twine &msg) {
  llvm::errs() << "roofline-opt: " << msg << "\n" << kUsage;
  std::exit(2);
}

} // namespace

int roofline::runAnalyzeDriver(const std::vector<std::string> &args,
                               mlir::DialectRegistry &registry) {
  RooflineAnalyzePassOptions options;
  options.format = "text";
  options.annotate = false;
  options.fallbackDevice = "a100-sxm4-40gb";
  std::string input, output;
  bool haveInput = false, allowUnregistered = false, timing = false;

  for (size_t i = 1; i < args.size(); ++i) {
    llvm::StringRef a = args[i];
    // Flags with a value: --flag=VALUE or --flag VALUE.
    auto value = [&](llvm::StringRef flag, std::string &out) {
      if (!a.starts_with(flag))
        return false;
      llvm::StringRef rest = a.drop_front(flag.size());
      if (rest.consume_front("=")) {
        out = rest.str();
        return true;
      }
      if (!rest.empty())
        return false; // a longer flag sharing the prefix
      if (i + 1 >= args.size())
        usageError(flag + " needs a value");
      out = args[++i];
      return true;
    };
    std::string v;
    if (a == "--analyze")
      continue;
    if (a == "--help" || a == "-h") {
      llvm::outs() << kUsage;
      return 0;
    }
    if (a == "--json") {
      options.format = "json";
    } else if (a == "--allow-tf32") {
      options.allowTF32 = true;
    } else if (a == "--no-hierarchy") {
      options.hierarchy = false;
    } else if (a == "--allow-unregistered-dialect") {
      allowUnregistered = true;
    } else if (a == "--mlir-timing") {
      timing = true;
    } else if (a.starts_with("--mlir-print-op-on-diagnostic")) {
      // Accepted for compatibility; ops are never printed under remarks here.
    } else if (value("--device-file", options.deviceFile) ||
               value("--device", options.deviceName) ||
               value("--ceilings", options.ceilings) ||
               value("--report-file", options.reportFile) ||
               value("--svg", options.svgFile) ||
               value("--html", options.htmlFile) || value("-o", output)) {
    } else if (value("--dynamic-dim-size", v)) {
      if (llvm::StringRef(v).getAsInteger(10, options.dynamicDimSize))
        usageError("--dynamic-dim-size=" + v + ": expected an integer");
    } else if (a.starts_with("-") && a != "-") {
      usageError("unknown option '" + a + "' with --analyze");
    } else {
      if (haveInput)
        usageError("more than one input file ('" + input + "' and '" + a +
                   "')");
      input = a.str();
      haveInput = true;
    }
  }
  if (!haveInput)
    input = "-";
  options.annotate = !output.empty();

  mlir::MLIRContext context(registry);
  context.allowUnregisteredDialects(allowUnregistered);
  context.printOpOnDiagnostic(false);

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = mlir::openInputFile(input, &error);
  if (!file) {
    llvm::errs() << "roofline-opt: " << error << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  mlir::PassManager pm(&context);
  if (timing)
    pm.enableTiming();
  pm.addPass(createRooflineAnalyzePass(options));
  if (mlir::failed(pm.run(*module)))
    return 1;

  if (!output.empty()) {
    std::unique_ptr<llvm::ToolOutputFile> out =
        mlir::openOutputFile(output, &error);
    if (!out) {
      llvm::errs() << "roofline-opt: " << error << "\n";
      return 1;
    }
    module->print(out->os());
    out->os() << "\n";
    out->keep();
  }
  return 0;
}
