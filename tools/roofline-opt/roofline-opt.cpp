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
// (which goes to -o when one is given): AnalyzeDriver.cpp.
//
//===----------------------------------------------------------------------===//

#include "AnalyzeDriver.h"

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

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv, argv + argc);
  for (const std::string &a : args)
    if (a == "--list-devices") {
      listDevices(llvm::outs());
      return 0;
    }
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  roofline::registerRooflineDialects(registry);
  mlir::registerAllPasses();
  roofline::registerRooflinePasses();
  // `--analyze` selects the report driver (its own llvm::cl flags);
  // everything else is mlir-opt.
  if (llvm::is_contained(args, std::string("--analyze")))
    return roofline::runAnalyzeDriver(argc, argv, registry);

  std::vector<char *> cargs;
  for (std::string &a : args)
    cargs.push_back(a.data());
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      static_cast<int>(cargs.size()), cargs.data(),
      "roofline-opt: predict where each op sits on a GPU's roofline\n",
      registry));
}
