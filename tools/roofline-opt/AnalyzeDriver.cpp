//===- AnalyzeDriver.cpp - roofline-opt's command line --------------------===//
//
// One llvm::cl parse for the whole tool: mlir-opt's flags (registered as
// MlirOptMain registers them), `--list-devices`, and `--analyze` with its
// flags in a category of their own, so `--help` lists them, either dash
// count works (`-analyze`), enum flags take cl::values, and a usage error
// exits 2.
//
// `--analyze` parses one file, runs roofline-analyze and prints its report.
// It does not go through MlirOptMain because MlirOptMain always prints the
// IR, and printing a 100k-op module nobody asked for costs more than the
// analysis itself; the annotated IR is printed only when -o names a file.
// Without `--analyze`, an analyze-only flag (`--device=h100`) is a usage
// error that says how to give it, not a silent no-op.
//
//===----------------------------------------------------------------------===//

#include "AnalyzeDriver.h"
#include "InputNesting.h"

#include "roofline/Device/DeviceModel.h"
#include "roofline/Report/Report.h"
#include "roofline/Transforms/DeferredReports.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/Debug/Counter.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <thread>
#include <tuple>
#include <type_traits>

namespace cl = llvm::cl;

namespace {

/// How `--analyze` spells a roofline-analyze option where it differs from
/// the pass option. The flag's type, default, values and plumbing come from
/// the pass (RooflineAnalyzeOptions.inc, generated from Passes.td): an option
/// not listed here is a flag of the pass option's name and description, with
/// no second declaration.
struct FlagSpelling {
  llvm::StringRef option; ///< the pass option's argument
  llvm::StringRef flag;   ///< the flag's name; "" keeps it to --pass-options
  llvm::StringRef desc;   ///< --help's line; "" keeps the pass's
  llvm::StringRef valueDesc = "";
  /// What a string flag expects, for the error when it is given empty.
  llvm::StringRef expected = "";
  /// A bool flag that sets the option to false (--no-hierarchy).
  bool inverted = false;
  /// --help's line of some enum values ({value, help}), shorter than the
  /// pass's and saying which is the default.
  llvm::ArrayRef<std::pair<llvm::StringRef, llvm::StringRef>> values = {};
};

constexpr std::pair<llvm::StringRef, llvm::StringRef> kCeilingValues[] = {
    {"sustained", "measured where published, else spec"}};
constexpr std::pair<llvm::StringRef, llvm::StringRef> kModeValues[] = {
    {"compiled", "fills and pads folded into their consumer, fusable ops "
                 "fused into one kernel (default)"},
    {"graph", "compiled, launched from a CUDA graph"}};
constexpr std::pair<llvm::StringRef, llvm::StringRef> kTimingValues[] = {
    {"stream", "its cost in a stream of kernels (default)"},
    {"kernel", "the kernel's own duration (CUPTI, Nsight)"},
    {"event", "one call between CUDA events, launch included"}};
constexpr std::pair<llvm::StringRef, llvm::StringRef> kFormatValues[] = {
    {"text", "summary, then a table (default)"},
    {"none", "no report (with --svg, --html or -o)"}};

const FlagSpelling kSpellings[] = {
    {"device", "device",
     "Catalog device (--list-devices); default: the module's DLTI GPU spec, "
     "else a100-sxm4-40gb",
     "NAME", "a device name (roofline-opt --list-devices)"},
    // The tool sets it (a100-sxm4-40gb).
    {"fallback-device", "", ""},
    {"device-file", "device-file", "Device description (docs/devices.md)",
     "FILE", "a device file (docs/devices.md)"},
    {"ceilings", "ceilings", "", "", "", false, kCeilingValues},
    {"allow-tf32", "allow-tf32", "f32 contractions on TF32 tensor cores"},
    {"hierarchy", "no-hierarchy", "DRAM-only roofline (no tiling model)", "",
     "", /*inverted=*/true},
    {"dynamic-dim-size", "dynamic-dim-size",
     "Size assumed for dynamic loop ranges", "N"},
    {"mode", "mode", "", "", "", false, kModeValues},
    {"timing", "timing", "", "", "", false, kTimingValues},
    {"host-profile", "host-profile",
     "mode=eager: the host's per-op costs (python3 -m roofline "
     "host-profile measures them); default: the module's "
     "roofline.framework, else the built-in PyTorch profile",
     "FILE", "a host-profile file (docs/model.md 1.8)"},
    {"format", "format", "", "", "", false, kFormatValues},
    {"report-file", "report-file", "Write the report there instead of stdout",
     "FILE", "a file, or - for stdout"},
    {"top", "top",
     "Rows of the op table, slowest first (0: all; per group with "
     "--group-by)",
     "N"},
    {"group-by", "group-by",
     "Group the op table and totals by module path (depth 1 by default), op "
     "kind or function",
     "module[:DEPTH]|kind|function", "module[:DEPTH], kind or function"},
    // The text report's width and shapes column: --pass-options.
    {"columns", "", ""},
    {"shapes", "", ""},
    {"svg-file", "svg", "Also write an SVG roofline chart", "FILE", "a file"},
    {"html-file", "html", "Also write an HTML report", "FILE", "a file"},
    // Set by -o: the annotated IR is printed only when asked for.
    {"annotate", "", ""},
    {"write-target", "", ""},
    {"emit-remarks", "", ""},
    {"strict", "strict",
     "Exit non-zero when some op is unmodeled (the error names the op "
     "kinds)"},
};

const FlagSpelling *findSpelling(llvm::StringRef option) {
  for (const FlagSpelling &s : kSpellings)
    if (s.option == option)
      return &s;
  return nullptr;
}

/// Gives the enum values of `o` the --help lines `values` names, in their
/// order (an enum's values are only re-added: the set is the pass's).
template <typename T>
void setValueHelp(cl::opt<T> &o, const FlagSpelling &s) {
  if constexpr (std::is_enum_v<T>) {
    auto &parser = o.getParser();
    std::vector<std::tuple<std::string, T, std::string>> values;
    for (unsigned i = 0, e = parser.getNumOptions(); i != e; ++i) {
      std::string help = parser.getDescription(i).str();
      for (auto [name, text] : s.values)
        if (name == parser.getOption(i))
          help = text.str();
      values.emplace_back(
          parser.getOption(i).str(),
          static_cast<const cl::OptionValue<T> &>(parser.getOptionValue(i))
              .getValue(),
          help);
    }
    for (const auto &v : values)
      parser.removeLiteralOption(std::get<0>(v));
    // The parser keeps StringRefs: the strings live as long as the flags.
    static std::vector<std::unique_ptr<std::string>> kept;
    for (const auto &[name, value, help] : values) {
      kept.push_back(std::make_unique<std::string>(name));
      llvm::StringRef n = *kept.back();
      kept.push_back(std::make_unique<std::string>(help));
      parser.addLiteralOption(n, value, *kept.back());
    }
  }
}

/// Gives the flag of a pass option its spelling (kSpellings), or takes it
/// off the command line (an option left to --pass-options).
template <typename T>
void spell(cl::opt<T> &o) {
  const FlagSpelling *s = findSpelling(o.ArgStr);
  if (!s)
    return;
  if (s->flag.empty()) {
    o.removeArgument();
    return;
  }
  if (s->flag != o.ArgStr)
    o.setArgStr(s->flag);
  if (!s->desc.empty())
    o.setDescription(s->desc);
  if (!s->valueDesc.empty())
    o.setValueStr(s->valueDesc);
  if constexpr (std::is_same_v<T, bool>)
    if (s->inverted)
      o.setInitialValue(!o.getValue());
  setValueHelp(o, *s);
}

/// The value a flag gives its pass option: an inverted flag's negation.
template <typename T>
T optionValue(const cl::opt<T> &o, bool inverted) {
  if constexpr (std::is_same_v<T, bool>)
    return inverted ? !o.getValue() : o.getValue();
  return o.getValue();
}

/// The flags of `roofline-opt --analyze`. The input, -o,
/// --allow-unregistered-dialect, --mlir-timing and
/// --mlir-print-op-on-diagnostic are mlir-opt's own and mean the same here.
struct AnalyzeFlags {
  cl::OptionCategory cat{"roofline-opt --analyze options",
                         "roofline-opt --analyze [flags] <file | ->: the "
                         "roofline report of one MLIR file, no IR printed "
                         "(-o FILE writes the annotated IR)"};
  cl::opt<bool> analyze{"analyze", cl::desc("Print the roofline report"),
                        cl::cat(cat)};
  cl::opt<bool> listDevices{"list-devices",
                            cl::desc("List the device catalog and exit"),
                            cl::cat(cat)};
  cl::opt<bool> json{"json", cl::desc("Same as --format=json"), cl::cat(cat)};
  cl::opt<std::string> passOptions{
      "pass-options", cl::value_desc("'KEY=VALUE ...'"),
      cl::desc("Any other roofline-analyze option, as in "
               "roofline-analyze{...} (docs/passes.md); applied last"),
      cl::cat(cat)};

  // One flag per roofline-analyze option, as Passes.td declares it.
#define ROOFLINE_PASS_OPTION(NAME, ARG, TYPE, DEFAULT, DESC, ...)             \
  cl::opt<TYPE> NAME{ARG, cl::desc(DESC), cl::init(DEFAULT),                  \
                     cl::cat(cat) __VA_OPT__(, ) __VA_ARGS__};
#include "roofline/Transforms/RooflineAnalyzeOptions.inc"

  AnalyzeFlags() {
#define ROOFLINE_PASS_OPTION(NAME, ...) spell(NAME);
#include "roofline/Transforms/RooflineAnalyzeOptions.inc"
    // The report goes to the terminal unless asked otherwise; the pass
    // writes none by default.
    format.setInitialValue(roofline::ReportFormat::Text);
  }

  /// The flags of pass options, with their spelling (null: none).
  std::vector<std::pair<cl::Option *, const FlagSpelling *>> optionFlags() {
    return {
#define ROOFLINE_PASS_OPTION(NAME, ARG, ...) {&NAME, findSpelling(ARG)},
#include "roofline/Transforms/RooflineAnalyzeOptions.inc"
    };
  }

  /// The flags that name something (a device, a file, a grouping), with
  /// what they expect: given with an empty value (`--device=`) they are an
  /// error, not the default.
  std::vector<std::pair<cl::opt<std::string> *, llvm::StringRef>> named() {
    std::vector<std::pair<cl::opt<std::string> *, llvm::StringRef>> flags;
    for (auto [o, s] : optionFlags())
      if (s && !s->expected.empty())
        flags.push_back({static_cast<cl::opt<std::string> *>(o), s->expected});
    flags.push_back({&passOptions, "'KEY=VALUE ...' (docs/passes.md)"});
    return flags;
  }

  /// The flags that only --analyze reads, for the error without it.
  std::vector<cl::Option *> analyzeOnly() {
    std::vector<cl::Option *> flags{&json, &passOptions};
    for (auto [o, s] : optionFlags())
      if (!s || !s->flag.empty())
        flags.push_back(o);
    return flags;
  }

  /// The roofline-analyze options these flags ask for.
  roofline::RooflineAnalyzePassOptions getPassOptions(bool annotateIR) const {
    roofline::RooflineAnalyzePassOptions o;
#define ROOFLINE_PASS_OPTION(NAME, ARG, ...)                                  \
  o.NAME = optionValue(NAME, findSpelling(ARG) && findSpelling(ARG)->inverted);
#include "roofline/Transforms/RooflineAnalyzeOptions.inc"
    // The tool's default device; the pass itself has none.
    o.fallbackDevice = "a100-sxm4-40gb";
    if (json)
      o.format = roofline::ReportFormat::JSON;
    o.annotate = annotateIR;
    return o;
  }
};

/// mlir-opt's own flags, registered as mlir::registerAndParseCLIOptions
/// does, without its parse (which exits 1 on a usage error).
struct OptFlags {
  cl::opt<std::string> input{cl::Positional, cl::desc("<input file | ->"),
                             cl::init("-")};
  cl::opt<std::string> output{"o", cl::desc("Output filename"),
                              cl::value_desc("filename"), cl::init("-")};

  explicit OptFlags(mlir::DialectRegistry &registry) {
    mlir::MlirOptMainConfig::registerCLOptions(registry);
    mlir::registerAsmPrinterCLOptions();
    mlir::registerMLIRContextCLOptions();
    mlir::registerPassManagerCLOptions();
    mlir::registerDefaultTimingManagerCLOptions();
    mlir::tracing::DebugCounter::registerCLOptions();
  }
};

/// A registered boolean flag of MLIR's (`mlir-print-debuginfo`), or null.
cl::opt<bool> *getBoolFlag(llvm::StringRef name) {
  auto &options = cl::getRegisteredOptions();
  auto it = options.find(name);
  return it == options.end() ? nullptr
                             : static_cast<cl::opt<bool> *>(it->second);
}

void listDevices(llvm::raw_ostream &os) {
  os << llvm::formatv("{0,-16} {1,-30} {2,10} {3,10} {4,10} {5}\n", "name",
                      "device", "DRAM GB/s", "FP32 TF", "BF16-TC TF",
                      "aliases");
  for (const roofline::DeviceModel &d : roofline::getDeviceCatalog()) {
    auto tf = [&](roofline::ComputeClass c) -> std::string {
      const auto &ceiling = d.getCompute(c);
      return ceiling ? llvm::formatv("{0:f1}", ceiling->spec / 1e12).str()
                     : "-";
    };
    os << llvm::formatv("{0,-16} {1,-30} {2,10:f0} {3,10} {4,10} {5}\n",
                        d.name, d.displayName,
                        d.dramBandwidth(roofline::CeilingKind::Spec) / 1e9,
                        tf(roofline::ComputeClass::FP32),
                        tf(roofline::ComputeClass::BF16_TC),
                        llvm::join(d.aliases, ", "));
  }
}

/// Parses the file named by `input` ('-' is stdin) into `sourceMgr`; null
/// on failure (the parser's diagnostics are printed by the caller's
/// handler). An input with no op in it is an error: a pipe whose producer
/// failed gives one.
mlir::OwningOpRef<mlir::ModuleOp> parseInput(llvm::StringRef input,
                                             llvm::SourceMgr &sourceMgr,
                                             mlir::MLIRContext &context) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = mlir::openInputFile(input, &error);
  if (!file) {
    llvm::errs() << "roofline-opt: " << error << "\n";
    return nullptr;
  }
  llvm::StringRef text = file->getBuffer();
  unsigned id = sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  if (std::optional<size_t> at =
          roofline::findExcessiveNesting(text, roofline::kMaxInputNesting)) {
    sourceMgr.PrintMessage(
        llvm::SMLoc::getFromPointer(
            sourceMgr.getMemoryBuffer(id)->getBufferStart() + *at),
        llvm::SourceMgr::DK_Error,
        llvm::Twine("brackets nest deeper than ") +
            llvm::Twine(roofline::kMaxInputNesting) +
            " here: MLIR's parser recurses once per level and would "
            "overflow the stack (mlir-opt crashes on such input)");
    return nullptr;
  }
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (module && module->getBody()->empty()) {
    // Nothing but blanks is an empty input (a failed producer in a pipe);
    // text that parses to a module without ops is an empty module.
    bool blank = text.trim().empty();
    llvm::errs() << "roofline-opt: " << (input == "-" ? "stdin" : input)
                 << (blank ? " holds no op to analyze (empty input; did the "
                             "command feeding the pipe fail?)\n"
                           : " holds an empty module: no op to analyze\n");
    return nullptr;
  }
  return module;
}

/// How the messages name an output: "stdout" or 'FILE'.
std::string describeOutput(llvm::StringRef path) {
  return path == "-" ? std::string("stdout") : ("'" + path + "'").str();
}

/// Checks the writes to `out` (-o's file or stdout) before it goes: a full
/// disk is one line naming the output, and the file is not kept. True when
/// they succeeded.
bool finishOutput(llvm::ToolOutputFile &out, llvm::StringRef path) {
  if (std::error_code ec = roofline::takeWriteError(out.os())) {
    llvm::errs() << "roofline-opt: cannot write " << describeOutput(path)
                 << ": " << ec.message() << "\n";
    return false;
  }
  out.keep();
  return true;
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
  return finishOutput(*out, path);
}

/// Prints `module` to `path` while `reports` are written on a thread of
/// their own: printing is serial, and the text report of 100k ops takes a
/// third of its time (docs/performance.md). Both only read the IR. A report
/// that goes where the IR goes (stdout for both) is written first, as the
/// pass would have written it; so is every report without threads.
bool writeIRBesideReports(mlir::ModuleOp module, llvm::StringRef path,
                          roofline::DeferredReports &reports) {
  if (reports.empty() || reports.writes(path) ||
      !module->getContext()->isMultithreadingEnabled()) {
    reports.flush();
    return writeIR(module, path);
  }
  std::thread writer([&reports] { reports.flush(); });
  bool wrote = writeIR(module, path);
  writer.join();
  return wrote;
}

/// Whether `module` holds a `shard.shard` annotation (a program still to
/// partition).
bool hasShardingAnnotations(mlir::ModuleOp module) {
  return module
      .walk([](mlir::shard::ShardOp) { return mlir::WalkResult::interrupt(); })
      .wasInterrupted();
}

/// Prints the messages of the deferred report writes that failed (a full
/// disk) as the pass prints its own errors; true when there were none.
bool reportDeferredErrors(const roofline::DeferredReports &reports,
                          mlir::ModuleOp module) {
  for (const std::string &message : reports.getErrors())
    mlir::emitError(module.getLoc()) << message;
  return reports.getErrors().empty();
}

/// A --pass-pipeline anchored on another op than the module
/// ('func.func(canonicalize)') makes `pm` that op's pass manager, to which
/// the analysis (a module pass) cannot be added: a usage error, as
/// mlir-opt would refuse to run it on the module.
mlir::LogicalResult checkPipelineAnchor(const mlir::PassManager &pm) {
  if (pm.getOpAnchorName() == mlir::ModuleOp::getOperationName())
    return mlir::success();
  llvm::StringRef anchor = pm.getOpAnchorName();
  llvm::errs() << "roofline-opt: --pass-pipeline is anchored on '" << anchor
               << "', but --analyze runs it on the module, then "
                  "roofline-analyze: write --pass-pipeline='builtin.module("
               << (anchor == mlir::PassManager::getAnyOpAnchorName()
                       ? "..."
                       : anchor.str() + "(...)")
               << ")'\n";
  return mlir::failure();
}

/// `--analyze`: the report of one file; 2 for a bad flag value, 1 when the
/// input or the analysis fails.
int runAnalyze(AnalyzeFlags &flags, const OptFlags &opt,
               mlir::DialectRegistry &registry) {
  for (auto [o, expected] : flags.named())
    if (o->getNumOccurrences() && o->getValue().empty()) {
      llvm::errs() << "roofline-opt: --" << o->ArgStr
                   << " is empty: expected " << expected
                   << " (leave the flag out for its default)\n";
      return 2;
    }
  if (!flags.groupBy.empty())
    if (llvm::Expected<roofline::GroupBy> by =
            roofline::parseGroupBy(flags.groupBy);
        !by) {
      llvm::errs() << "roofline-opt: --" << llvm::toString(by.takeError())
                   << "\n";
      return 2;
    }
  bool annotate = opt.output.getNumOccurrences() > 0;
  // With -o the pass leaves its report writes to this function, which runs
  // them beside the IR's printing (writeIRBesideReports).
  std::shared_ptr<roofline::DeferredReports> deferred =
      annotate ? std::make_shared<roofline::DeferredReports>() : nullptr;
  std::unique_ptr<mlir::Pass> pass = roofline::createRooflineAnalyzePass(
      flags.getPassOptions(annotate), deferred);
  if (!flags.passOptions.empty() &&
      mlir::failed(pass->initializeOptions(
          flags.passOptions, [](const llvm::Twine &msg) {
            llvm::errs() << "roofline-opt: --pass-options: " << msg << "\n";
            return mlir::failure();
          })))
    return 2;

  mlir::MLIRContext context(registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
  // The op under a diagnostic is noise in a report; print it when asked.
  cl::opt<bool> *printOp = getBoolFlag("mlir-print-op-on-diagnostic");
  context.printOpOnDiagnostic(printOp && printOp->getNumOccurrences() &&
                              printOp->getValue());
  // The handler outlives the parse: the pass's remarks (unmodeled ops, one
  // per function, kind and reason) and errors (an op whose figures break an
  // invariant) print with their source line, to stderr, like the parser's.
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      parseInput(opt.input, sourceMgr, context);
  if (!module)
    return 1;

  mlir::PassManager pm(module->getOperation()->getName(),
                       mlir::PassManager::Nesting::Implicit);
  if (mlir::failed(mlir::applyPassManagerCLOptions(pm)))
    return 1;
  mlir::applyDefaultTimingPassManagerCLOptions(pm);
  // Passes given as mlir-opt flags (`--roofline-optimize`, `--pass-pipeline`)
  // run before the analysis, which reports on (and -o prints) what they
  // made: a flag is never dropped without a word.
  if (mlir::failed(config.setupPassPipeline(pm)) ||
      mlir::failed(checkPipelineAnchor(pm)))
    return 2;
  // A program with sharding annotations is partitioned first, by upstream's
  // passes, into the per-device SPMD program whose collectives the model
  // costs (docs/model.md, "Collectives"); a partitioned one is read as is.
  if (hasShardingAnnotations(*module)) {
    mlir::OpPassManager &fpm = pm.nest<mlir::func::FuncOp>();
    fpm.addPass(mlir::shard::createShardingPropagation());
    fpm.addPass(mlir::shard::createPartition());
  }
  pm.addPass(std::move(pass));
  bool passed = mlir::succeeded(pm.run(*module));
  bool wrote = true;
  if (passed && annotate)
    wrote = writeIRBesideReports(*module, opt.output, *deferred);
  // A pass that failed after writing (--strict) still gives its report.
  if (deferred) {
    deferred->flush();
    wrote &= reportDeferredErrors(*deferred, *module);
  }
  return passed && wrote ? 0 : 1;
}

/// The mlir-opt role: the steps of upstream's MlirOptMain(argc, argv, input,
/// output, registry) (mlir/lib/Tools/mlir-opt/MlirOptMain.cpp), with the
/// output's write error taken before its stream is destroyed: there, a full
/// disk ended in "LLVM ERROR: IO failure on output stream".
int runOptMain(int argc, char **argv, const OptFlags &opt,
               mlir::DialectRegistry &registry) {
  llvm::InitLLVM init(argc, argv);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (opt.input == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file =
      mlir::openInputFile(opt.input, &error);
  if (!file) {
    llvm::errs() << error << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(opt.output, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  bool ran = mlir::succeeded(
      mlir::MlirOptMain(output->os(), std::move(file), registry, config));
  if (std::error_code ec = roofline::takeWriteError(output->os())) {
    llvm::errs() << "roofline-opt: cannot write " << describeOutput(opt.output)
                 << ": " << ec.message() << "\n";
    return 1;
  }
  if (!ran)
    return 1;
  output->keep();
  return 0;
}

/// stdout's write error, if any, as one line (and cleared, so that exit
/// does not abort on it): anything printed there (a report, the device
/// list) to a full disk or a closed pipe.
int checkStdout(int status) {
  if (std::error_code ec = roofline::takeWriteError(llvm::outs())) {
    llvm::errs() << "roofline-opt: cannot write stdout: " << ec.message()
                 << "\n";
    return status ? status : 1;
  }
  return status;
}

/// Whether the command line runs roofline-optimize (as a pass flag or in
/// --pass-pipeline); after a successful parse only a flag can name it.
bool runsOptimize(int argc, char **argv) {
  for (int i = 1; i < argc; ++i)
    if (llvm::StringRef(argv[i]).contains("roofline-optimize"))
      return true;
  return false;
}

} // namespace

int roofline::runRooflineOpt(int argc, char **argv,
                             mlir::DialectRegistry &registry) {
  AnalyzeFlags flags;
  OptFlags opt(registry);
  std::string header =
      "roofline-opt: predict where each op sits on a GPU's roofline\n\n"
      "  roofline-opt --analyze [--device=NAME] [flags] <file | ->: the "
      "report\n"
      "  roofline-opt --list-devices: the device catalog\n"
      "  roofline-opt [mlir-opt flags] <file>: mlir-opt with the roofline "
      "passes\n";
  if (!cl::ParseCommandLineOptions(argc, argv, header, &llvm::errs()))
    return 2;
  if (flags.listDevices) {
    listDevices(llvm::outs());
    return checkStdout(0);
  }
  // roofline-optimize rewrites PyTorch-located IR: keep the locations in its
  // output unless --mlir-print-debuginfo is given either way.
  if (cl::opt<bool> *debugInfo = getBoolFlag("mlir-print-debuginfo");
      debugInfo && !debugInfo->getNumOccurrences() && runsOptimize(argc, argv))
    debugInfo->setValue(true);
  if (flags.analyze)
    return checkStdout(runAnalyze(flags, opt, registry));

  for (cl::Option *o : flags.analyzeOnly())
    if (o->getNumOccurrences()) {
      llvm::errs() << "roofline-opt: --" << o->ArgStr
                   << " is a flag of --analyze: add --analyze for the report, "
                      "or give roofline-analyze its options in a pipeline: "
                      "--pass-pipeline='builtin.module(roofline-analyze{...})' "
                      "(docs/passes.md)\n";
      return 2;
    }
  return checkStdout(runOptMain(argc, argv, opt, registry));
}
