//===- roofline-opt.cpp - mlir-opt with the roofline passes ---------------===//
//
// roofline-opt is MlirOptMain with every upstream dialect and pass plus the
// roofline ones, and two conveniences:
//   roofline-opt --list-devices
//   roofline-opt --analyze [--device=NAME | --device-file=F] [--json]
//                [--ceilings=spec|sustained] [--allow-tf32]
//                [--dynamic-dim-size=N] [--report-file=F] [--svg=F]
//                [--html=F] model.mlir
// --analyze runs roofline-analyze and prints its report instead of the IR
// (which goes to -o when one is given).
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceModel.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace {

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

/// Rewrites the --analyze shorthand into a pass pipeline for MlirOptMain.
/// Returns false (after printing why) on a malformed flag.
bool rewriteAnalyzeArgs(std::vector<std::string> &args) {
  std::vector<std::string> out{args[0]};
  std::vector<std::string> passOptions;
  std::string format = "text";
  bool haveOutput = false, haveDevice = false;
  for (size_t i = 1; i < args.size(); ++i) {
    llvm::StringRef a = args[i];
    auto take = [&](llvm::StringRef flag, const char *optName) {
      if (!a.consume_front(flag))
        return false;
      if (!a.consume_front("=")) {
        if (!a.empty())
          return false; // a longer flag sharing the prefix
        if (i + 1 >= args.size()) {
          llvm::errs() << "roofline-opt: " << flag << " needs a value\n";
          std::exit(2);
        }
        a = args[++i];
      }
      passOptions.push_back(llvm::formatv("{0}={1}", optName, a).str());
      return true;
    };
    if (a == "--analyze")
      continue;
    if (a == "--json") {
      format = "json";
      continue;
    }
    if (a == "--no-hierarchy") {
      passOptions.push_back("hierarchy=false");
      continue;
    }
    if (a == "--allow-tf32") {
      passOptions.push_back("allow-tf32=true");
      continue;
    }
    if (take("--device-file", "device-file"))
      continue;
    if (take("--device", "device")) {
      haveDevice = true;
      continue;
    }
    if (take("--ceilings", "ceilings") ||
        take("--dynamic-dim-size", "dynamic-dim-size") ||
        take("--report-file", "report-file") || take("--svg", "svg-file") ||
        take("--html", "html-file"))
      continue;
    if (a == "-o" || a.starts_with("-o=") || a.starts_with("--o="))
      haveOutput = true;
    out.push_back(args[i]);
  }
  bool haveDeviceFile = llvm::any_of(passOptions, [](const std::string &o) {
    return llvm::StringRef(o).starts_with("device-file=");
  });
  // Without a named device the module's DLTI spec decides, and without one
  // the A100 SXM4 40GB, which the report header names as the default.
  if (!haveDevice && !haveDeviceFile)
    passOptions.push_back("fallback-device=a100-sxm4-40gb");
  passOptions.push_back("format=" + format);
  passOptions.push_back("annotate=" + std::string(haveOutput ? "true" : "false"));
  out.push_back("--pass-pipeline=builtin.module(roofline-analyze{" +
                llvm::join(passOptions, " ") + "})");
  // Each unmodeled op gets a remark; printing the op under every one costs
  // a module-wide print per remark (seconds on a model with 1000 TOSA ops).
  if (!llvm::any_of(out, [](const std::string &a) {
        return llvm::StringRef(a).contains("mlir-print-op-on-diagnostic");
      }))
    out.push_back("--mlir-print-op-on-diagnostic=false");
  if (!haveOutput) {
    out.push_back("-o");
    out.push_back("/dev/null");
  }
  args = std::move(out);
  return true;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv, argv + argc);
  for (const std::string &a : args)
    if (a == "--list-devices") {
      listDevices(llvm::outs());
      return 0;
    }
  if (llvm::is_contained(args, std::string("--analyze")) &&
      !rewriteAnalyzeArgs(args))
    return 2;

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  roofline::registerRooflineDialects(registry);
  mlir::registerAllPasses();
  roofline::registerRooflinePasses();

  std::vector<char *> cargs;
  for (std::string &a : args)
    cargs.push_back(a.data());
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      static_cast<int>(cargs.size()), cargs.data(),
      "roofline-opt: predict where each op sits on a GPU's roofline\n",
      registry));
}
