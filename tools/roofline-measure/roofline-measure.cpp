//===- roofline-measure.cpp - Predicted beside measured, same kernels ------===//
//
//   roofline-measure [--pipeline=P] [--device=NAME | --device-file=F]
//                    [--chip=sm_NN] [--features=+ptxNN] [--emit-ptx]
//                    [--repeat=N] [--warmup=N] [--l2=cold|warm] [-o F]
//                    [--measured=F] [--report=F] [--html=F] <file>
//
// Predicts each gpu.launch_func of the input with the roofline analysis,
// lowers a clone to PTX with upstream's gpu-lower-to-nvvm-pipeline, and
// times every launch on the GPU through the CUDA driver API (loaded at run
// time), writing predicted beside measured as JSON (docs/json-schema.md,
// "roofline-measure"). --report / --html also write the analysis report
// with each launch's measured time beside its prediction; --measured takes
// the times from an earlier run's JSON instead of the GPU.
// --emit-ptx stops at the PTX and needs no GPU.
// Without a GPU the tool exits 2 with the reason and writes nothing.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"
#include "Lowering.h"
#include "MeasureInput.h"
#include "MeasureJSON.h"
#include "MeasurePlan.h"

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Device/DeviceFromDLTI.h"
#include "roofline/Device/DeviceModel.h"
#include "roofline/Report/Chart.h"
#include "roofline/Report/Report.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;
using namespace roofline;
using namespace roofline::measure;

namespace {

cl::OptionCategory cat("roofline-measure options");
cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input file | ->"),
                               cl::init("-"), cl::cat(cat));
cl::opt<std::string> outputFile(
    "o", cl::value_desc("FILE"), cl::init("-"),
    cl::desc("Write the JSON report there (default: stdout) and print a "
             "table on stdout; nothing is written when no GPU is found"),
    cl::cat(cat));
cl::opt<std::string> pipeline(
    "pipeline", cl::value_desc("PIPELINE"),
    cl::desc("Upstream pass pipeline run on the input first, e.g. "
             "'builtin.module(func.func(convert-linalg-to-parallel-loops,"
             "...),convert-parallel-loops-to-gpu,gpu-kernel-outlining)' "
             "(linalg IR to gpu.launch_func)"),
    cl::cat(cat));
cl::opt<std::string> deviceName(
    "device", cl::value_desc("NAME"),
    cl::desc("Catalog device of the prediction (roofline-opt "
             "--list-devices); default: the module's DLTI GPU spec, else "
             "a100-sxm4-40gb"),
    cl::cat(cat));
cl::opt<std::string> deviceFile(
    "device-file", cl::value_desc("FILE"),
    cl::desc("Device description of the prediction (docs/devices.md)"),
    cl::cat(cat));
cl::opt<std::string> chip(
    "chip", cl::value_desc("sm_NN"),
    cl::desc("PTX target (cubin-chip); default: the sm_NN in the device's "
             "architecture"),
    cl::cat(cat));
cl::opt<std::string> features(
    "features", cl::value_desc("+ptxNN"),
    cl::desc("PTX ISA version (cubin-features); default: +ptx80, +ptx86 for "
             "sm_100 and newer"),
    cl::cat(cat));
cl::opt<unsigned> optLevel("opt-level", cl::value_desc("N"), cl::init(3),
                           cl::desc("LLVM optimization level of the kernels"),
                           cl::cat(cat));
cl::opt<bool> emitPTX("emit-ptx",
                      cl::desc("Print each gpu.module's PTX and stop (no GPU "
                               "needed)"),
                      cl::cat(cat));
cl::opt<unsigned> repeat("repeat", cl::value_desc("N"), cl::init(20),
                         cl::desc("Timed launches per kernel; the median is "
                                  "reported (>= 1)"),
                         cl::cat(cat));
cl::opt<unsigned> warmup("warmup", cl::value_desc("N"), cl::init(3),
                         cl::desc("Untimed launches per kernel first"),
                         cl::cat(cat));
cl::opt<L2State> l2(
    "l2", cl::desc("L2 before each timed launch"),
    cl::values(clEnumValN(L2State::Cold, "cold",
                          "flushed: a buffer twice the L2's size is written "
                          "first (default)"),
               clEnumValN(L2State::Warm, "warm",
                          "as the previous launch of the kernel left it")),
    cl::init(L2State::Cold), cl::cat(cat));
cl::opt<std::string> measuredFile(
    "measured", cl::value_desc("FILE"),
    cl::desc("Take the times from FILE, the JSON an earlier run wrote with "
             "-o for the same input, instead of the GPU (no GPU needed, "
             "and no lowering)"),
    cl::cat(cat));
cl::opt<std::string> reportFile(
    "report", cl::value_desc("FILE"),
    cl::desc("Also write the analysis report (roofline-report/1 JSON, as "
             "roofline-opt --analyze --json) of the measured module, with "
             "measured_time_s beside predicted_time_s for each launch"),
    cl::cat(cat));
cl::opt<std::string> htmlFile(
    "html", cl::value_desc("FILE"),
    cl::desc("Also write the HTML report of the measured module, with a "
             "table of predicted against measured time and the error"),
    cl::cat(cat));
cl::opt<bool> allowUnregistered(
    "allow-unregistered-dialect",
    cl::desc("Accept ops of unregistered dialects in the host code (the "
             "corpus's byteir files: runtime calls); they are not costed"),
    cl::cat(cat));
cl::opt<int> gpuOrdinal("gpu", cl::value_desc("N"), cl::init(0),
                        cl::desc("CUDA device ordinal to measure on"),
                        cl::cat(cat));

/// The device of the prediction, as roofline-opt --analyze resolves it.
llvm::Expected<DeviceModel> resolveDevice(mlir::ModuleOp module) {
  if (!deviceName.empty() && !deviceFile.empty())
    return llvm::createStringError("give either --device or --device-file, "
                                   "not both");
  if (!deviceName.empty())
    return lookupDevice(deviceName);
  if (!deviceFile.empty())
    return loadDeviceFile(deviceFile);
  llvm::Expected<std::optional<DeviceModel>> fromIR =
      getDeviceFromDLTI(module);
  if (!fromIR)
    return fromIR.takeError();
  if (*fromIR)
    return std::move(**fromIR);
  llvm::Expected<DeviceModel> d = lookupDevice("a100-sxm4-40gb");
  if (d)
    d->origin += " (default device; choose with --device)";
  return d;
}

/// The lowering options: the flags, else the device's sm_NN.
llvm::Expected<LoweringOptions> getLoweringOptions(const DeviceModel &d) {
  LoweringOptions o;
  o.optLevel = optLevel;
  if (!chip.empty()) {
    o.chip = chip;
  } else {
    llvm::SmallVector<llvm::StringRef> m;
    if (!llvm::Regex("sm_[0-9]+[a-z]?").match(d.architecture, &m))
      return llvm::createStringError(
          "device '" + d.name + "' names no sm_NN architecture ('" +
          d.architecture + "'): give --chip=sm_NN");
    o.chip = m[0].str();
  }
  unsigned sm = 0;
  if (llvm::StringRef(o.chip).drop_front(3).consumeInteger(10, sm) ||
      !llvm::StringRef(o.chip).starts_with("sm_"))
    return llvm::createStringError("--chip=" + o.chip +
                                   ": expected sm_NN (sm_80, sm_90, ...)");
  o.features = !features.empty() ? features.getValue()
               : sm >= 100       ? std::string("+ptx86")
                                 : std::string("+ptx80");
  return o;
}

/// Parses the input and runs --pipeline on it; null after a message.
mlir::OwningOpRef<mlir::ModuleOp> loadInput(mlir::MLIRContext &context,
                                            llvm::SourceMgr &sourceMgr) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file =
      mlir::openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "roofline-measure: " << error << "\n";
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module || pipeline.empty())
    return module;
  mlir::PassManager pm(&context);
  llvm::raw_string_ostream errs(error);
  if (mlir::failed(parseModulePipeline(pipeline, pm, errs))) {
    llvm::errs() << "roofline-measure: --pipeline: " << error << "\n";
    return nullptr;
  }
  if (mlir::failed(pm.run(*module))) {
    llvm::errs() << "roofline-measure: --pipeline failed on " << inputFile
                 << " (the errors above say where)\n";
    return nullptr;
  }
  return module;
}

/// --emit-ptx: every module's PTX, each after a comment naming it.
int emitPTXModules(const std::vector<PTXModule> &modules) {
  for (const PTXModule &m : modules)
    llvm::outs() << "// gpu.module @" << m.name << "\n" << m.ptx << "\n";
  llvm::outs().flush();
  return 0;
}

/// Opens FILE for writing; null after a message.
std::unique_ptr<llvm::ToolOutputFile> openOutput(llvm::StringRef file) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> out =
      mlir::openOutputFile(file, &error);
  if (!out)
    llvm::errs() << "roofline-measure: " << error << "\n";
  return out;
}

/// Writes what `write` prints to FILE; false after a message.
bool writeFile(llvm::StringRef file,
               llvm::function_ref<void(llvm::raw_ostream &)> write) {
  std::unique_ptr<llvm::ToolOutputFile> out = openOutput(file);
  if (!out)
    return false;
  write(out->os());
  out->os().flush();
  if (out->os().has_error()) {
    llvm::errs() << "roofline-measure: cannot write " << file << "\n";
    out->os().clear_error();
    return false;
  }
  out->keep();
  return true;
}

/// The analysis report (--report, --html) with each launch's measured time
/// (one launch's median times its launch count) at its op.
bool writeReports(const RooflineAnalysis &analysis, const MeasureInputs &in,
                  const std::vector<PlannedLaunch> &launches,
                  const std::vector<LaunchTiming> &timings,
                  const std::string &measuredBy) {
  ReportOptions options;
  options.measuredBy = measuredBy;
  const auto &ops = analysis.getOps();
  for (size_t i = 0; i < launches.size(); ++i)
    for (size_t id = 0; id < ops.size(); ++id)
      if (ops[id].op == launches[i].op)
        options.measuredTime[id] =
            timings[i].median * double(launches[i].launches);
  if (!reportFile.empty() &&
      !writeFile(reportFile, [&](llvm::raw_ostream &os) {
        writeJSONReport(analysis, in.input, os, options);
      }))
    return false;
  return htmlFile.empty() || writeFile(htmlFile, [&](llvm::raw_ostream &os) {
           writeHTMLReport(analysis, in.input, os, options);
         });
}

/// The timings of `launches`: from --measured, else from the GPU (2 without
/// one), else 1 after a message; 0 when `m` holds them.
int getTimings(std::vector<PlannedLaunch> &launches,
               const std::vector<BufferSpec> &buffers,
               const std::vector<PTXModule> &modules,
               RecordedMeasurement &m) {
  if (!measuredFile.empty()) {
    llvm::Expected<RecordedMeasurement> read =
        readMeasurement(measuredFile, launches);
    if (!read) {
      llvm::errs() << "roofline-measure: " << llvm::toString(read.takeError())
                   << "\n";
      return 1;
    }
    m = std::move(*read);
    return 0;
  }
  std::vector<std::string> ptx;
  for (const PTXModule &mod : modules)
    ptx.push_back(mod.ptx);
  std::vector<LaunchSpec> specs;
  for (PlannedLaunch &l : launches) {
    auto it = std::find_if(modules.begin(), modules.end(),
                           [&](const PTXModule &mod) {
                             return mod.name == l.gpuModule;
                           });
    if (it == modules.end()) {
      llvm::errs() << "roofline-measure: " << l.location << ": the lowering "
                   << "left no PTX for gpu.module @" << l.gpuModule << "\n";
      return 1;
    }
    l.spec.module = unsigned(it - modules.begin());
    l.spec.kernel = l.kernel;
    specs.push_back(l.spec);
  }
  std::string why;
  std::unique_ptr<CudaDriver> driver = CudaDriver::open(gpuOrdinal, why);
  if (!driver) {
    llvm::errs() << "roofline-measure: " << why << "\n";
    return 2;
  }
  m.timing.warmup = warmup;
  m.timing.repeat = repeat;
  m.timing.l2 = l2;
  m.timing.deviceOrdinal = gpuOrdinal;
  m.gpu = driver->getDevice();
  if (!driver->run(ptx, buffers, specs, m.timing, m.timings, why)) {
    llvm::errs() << "roofline-measure: " << why << "\n";
    return 1;
  }
  return 0;
}

/// Times the planned launches (or reads their times) and writes the
/// reports; 2 without a GPU.
int measure(const RooflineAnalysis &analysis, const MeasureInputs &in,
            std::vector<PlannedLaunch> &launches,
            const std::vector<BufferSpec> &buffers,
            const std::vector<PTXModule> &modules) {
  RecordedMeasurement m;
  if (int status = getTimings(launches, buffers, modules, m))
    return status;
  if (!writeFile(outputFile, [&](llvm::raw_ostream &os) {
        writeMeasureJSON(os, in, m.gpu, m.timing, launches, m.timings);
        os << "\n";
      }))
    return 1;
  std::string by = describeMeasurement(m.gpu, m.timing);
  if (!measuredFile.empty())
    by += " (read from " + measuredFile + ")";
  if (!writeReports(analysis, in, launches, m.timings, by))
    return 1;
  // With the JSON in a file, stdout gets the table.
  if (outputFile != "-")
    writeMeasureTable(llvm::outs(), in, m.gpu, m.timing, launches, m.timings);
  return 0;
}

int run(mlir::MLIRContext &context) {
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module = loadInput(context, sourceMgr);
  if (!module)
    return 1;
  llvm::Expected<DeviceModel> device = resolveDevice(*module);
  if (!device) {
    llvm::errs() << "roofline-measure: " << llvm::toString(device.takeError())
                 << "\n";
    return 2;
  }
  llvm::Expected<LoweringOptions> lowering = getLoweringOptions(*device);
  if (!lowering) {
    llvm::errs() << "roofline-measure: "
                 << llvm::toString(lowering.takeError()) << "\n";
    return 2;
  }
  std::vector<PlannedLaunch> launches;
  std::vector<BufferSpec> buffers;
  AnalysisConfig config;
  config.device = *device;
  RooflineAnalysis analysis(*module, config);
  if (!emitPTX) {
    std::vector<std::string> errors;
    if (!buildPlan(*module, analysis, launches, buffers, errors)) {
      for (const std::string &e : errors)
        llvm::errs() << "roofline-measure: " << e << "\n";
      return 1;
    }
  }
  MeasureInputs in{inputFile, pipeline, *device, getLoweringPipeline(*lowering),
                   *lowering};
  // Times read back need no kernels: the lowering (the slow part on a large
  // module) is skipped.
  if (!measuredFile.empty() && !emitPTX)
    return measure(analysis, in, launches, buffers, {});
  mlir::OwningOpRef<mlir::ModuleOp> clone = module->clone();
  mlir::FailureOr<std::vector<PTXModule>> ptx =
      lowerToPTX(*clone, *lowering);
  if (mlir::failed(ptx))
    return 1;
  if (ptx->empty()) {
    llvm::errs() << "roofline-measure: " << inputFile
                 << " has no gpu.module: nothing to lower to PTX\n";
    return 1;
  }
  if (emitPTX)
    return emitPTXModules(*ptx);
  return measure(analysis, in, launches, buffers, *ptx);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  roofline::registerRooflineDialects(registry);
  mlir::registerAllPasses();
  roofline::registerRooflinePasses();
  cl::HideUnrelatedOptions(cat);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "roofline-measure: the roofline prediction of each gpu.launch_func "
          "beside its time measured on the GPU (docs/validation.md, "
          "\"Measuring the IR's own kernels\")\n",
          &llvm::errs()))
    return 2;
  if (repeat < 1) {
    llvm::errs() << "roofline-measure: --repeat=0: expected at least 1\n";
    return 2;
  }
  mlir::MLIRContext context(registry);
  context.allowUnregisteredDialects(allowUnregistered);
  return run(context);
}
