//===- AnalyzeDriver.cpp - roofline-opt --analyze -------------------------===//
//
// `--analyze` parses one file, runs roofline-analyze and prints its report.
// It does not go through MlirOptMain because MlirOptMain always prints the
// IR, and printing a 100k-op module nobody asked for costs more than the
// analysis itself; the annotated IR is printed only when -o names a file.
//
// The flags are llvm::cl options in one category, as in CIRCT's firtool; they
// are constructed only on this path, so they never reach MlirOptMain's
// option list, and --help shows only them.
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

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

namespace {

/// The flags of `roofline-opt --analyze`, registered when constructed.
struct AnalyzeFlags {
  cl::OptionCategory cat{"roofline-opt --analyze options"};
  cl::opt<bool> analyze{"analyze", cl::desc("Print the roofline report"),
                        cl::cat(cat)};
  cl::opt<std::string> input{cl::Positional, cl::desc("<input.mlir | ->"),
                             cl::init("-"), cl::cat(cat)};
  cl::opt<std::string> device{
      "device", cl::value_desc("NAME"),
      cl::desc("Catalog device (--list-devices); default: the module's DLTI "
               "GPU spec, else a100-sxm4-40gb"),
      cl::cat(cat)};
  cl::opt<std::string> deviceFile{
      "device-file", cl::value_desc("FILE"),
      cl::desc("Device description (docs/devices.md)"), cl::cat(cat)};
  cl::opt<roofline::CeilingKind> ceilings{
      "ceilings", cl::desc("Ceilings to use"),
      cl::values(clEnumValN(roofline::CeilingKind::Spec, "spec", "datasheet"),
                 clEnumValN(roofline::CeilingKind::Sustained, "sustained",
                            "measured where published, else spec")),
      cl::init(roofline::CeilingKind::Spec), cl::cat(cat)};
  cl::opt<bool> allowTF32{"allow-tf32",
                          cl::desc("f32 contractions on TF32 tensor cores"),
                          cl::cat(cat)};
  cl::opt<bool> noHierarchy{"no-hierarchy",
                            cl::desc("DRAM-only roofline (no tiling model)"),
                            cl::cat(cat)};
  cl::opt<int64_t> dynamicDimSize{
      "dynamic-dim-size", cl::value_desc("N"), cl::init(-1),
      cl::desc("Size assumed for dynamic loop ranges"), cl::cat(cat)};
  cl::opt<roofline::ExecutionMode> mode{
      "mode", cl::desc("How the ops run (docs/model.md 1.8)"),
      cl::values(
          clEnumValN(roofline::ExecutionMode::Eager, "eager",
                     "every op a kernel of its own"),
          clEnumValN(roofline::ExecutionMode::Compiled, "compiled",
                     "fills and pads folded into their consumer (default)"),
          clEnumValN(roofline::ExecutionMode::Graph, "graph",
                     "compiled, launched from a CUDA graph")),
      cl::init(roofline::ExecutionMode::Compiled), cl::cat(cat)};
  cl::opt<bool> json{"json", cl::desc("JSON report (docs/json-schema.md)"),
                     cl::cat(cat)};
  cl::opt<bool> strict{"strict",
                       cl::desc("Exit non-zero when some op is unmodeled "
                                "(the error names the op kinds)"),
                       cl::cat(cat)};
  cl::opt<std::string> reportFile{
      "report-file", cl::value_desc("FILE"), cl::init("-"),
      cl::desc("Write the report there instead of stdout"), cl::cat(cat)};
  cl::opt<std::string> svg{"svg", cl::value_desc("FILE"),
                           cl::desc("Also write an SVG roofline chart"),
                           cl::cat(cat)};
  cl::opt<std::string> html{"html", cl::value_desc("FILE"),
                            cl::desc("Also write an HTML report"),
                            cl::cat(cat)};
  cl::opt<std::string> output{"o", cl::value_desc("FILE"),
                              cl::desc("Also write the annotated IR"),
                              cl::cat(cat)};
  cl::opt<bool> allowUnregistered{"allow-unregistered-dialect",
                                  cl::desc("Accept ops of unknown dialects"),
                                  cl::cat(cat)};
  cl::opt<bool> timing{"mlir-timing", cl::desc("Time the pass"),
                       cl::cat(cat)};
  cl::opt<bool> printOpOnDiagnostic{
      "mlir-print-op-on-diagnostic",
      cl::desc("Print the op a diagnostic is attached to"), cl::init(false),
      cl::cat(cat)};

  /// The roofline-analyze options these flags ask for.
  roofline::RooflineAnalyzePassOptions getPassOptions() const {
    roofline::RooflineAnalyzePassOptions o;
    o.deviceName = device;
    o.deviceFile = deviceFile;
    // The tool's default device; the pass itself has none.
    o.fallbackDevice = "a100-sxm4-40gb";
    o.ceilings = ceilings;
    o.allowTF32 = allowTF32;
    o.hierarchy = !noHierarchy;
    o.dynamicDimSize = dynamicDimSize;
    o.mode = mode;
    o.format = json ? roofline::ReportFormat::JSON
                    : roofline::ReportFormat::Text;
    o.reportFile = reportFile;
    o.svgFile = svg;
    o.htmlFile = html;
    o.annotate = !output.empty();
    o.strict = strict;
    return o;
  }
};

/// Parses the file named by `input` ('-' is stdin); null on failure (the
/// parser's diagnostics are printed).
mlir::OwningOpRef<mlir::ModuleOp> parseInput(llvm::StringRef input,
                                             mlir::MLIRContext &context) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = mlir::openInputFile(input, &error);
  if (!file) {
    llvm::errs() << "roofline-opt: " << error << "\n";
    return nullptr;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  return mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
}

/// Prints `module` to `path`; false (with a message) when it cannot.
bool writeIR(mlir::ModuleOp module, llvm::StringRef path) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> out =
      mlir::openOutputFile(path, &error);
  if (!out) {
    llvm::errs() << "roofline-opt: " << error << "\n";
    return false;
  }
  module.print(out->os());
  out->os() << "\n";
  out->keep();
  return true;
}

} // namespace

int roofline::runAnalyzeDriver(int argc, char **argv,
                               mlir::DialectRegistry &registry) {
  AnalyzeFlags flags;
  cl::HideUnrelatedOptions(flags.cat);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "roofline-opt --analyze: the roofline report of one MLIR file\n",
          &llvm::errs()))
    return 2;

  mlir::MLIRContext context(registry);
  context.allowUnregisteredDialects(flags.allowUnregistered);
  context.printOpOnDiagnostic(flags.printOpOnDiagnostic);
  mlir::OwningOpRef<mlir::ModuleOp> module = parseInput(flags.input, context);
  if (!module)
    return 1;

  mlir::PassManager pm(&context);
  if (flags.timing)
    pm.enableTiming();
  pm.addPass(createRooflineAnalyzePass(flags.getPassOptions()));
  if (mlir::failed(pm.run(*module)))
    return 1;
  if (!flags.output.empty() && !writeIR(*module, flags.output))
    return 1;
  return 0;
}
