//===- roofline-fuzz-device-json.cpp - Fuzz the device JSON parser --------===//
//
// libFuzzer target: the bytes are a device file. parseDeviceJSON parses and
// validates them (DeviceModel::validate); an accepted device must print and
// parse back (printDeviceJSON round-trips), which checks that everything
// validate lets through is something the printer can write.
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<roofline::DeviceModel> device =
      roofline::parseDeviceJSON(text, "fuzz");
  if (!device) {
    llvm::consumeError(device.takeError());
    return 0;
  }
  std::string printed = roofline::printDeviceJSON(*device);
  llvm::Expected<roofline::DeviceModel> again =
      roofline::parseDeviceJSON(printed, "fuzz-printed");
  if (!again) {
    // A device the parser accepted and the printer cannot write back.
    llvm::errs() << "round trip failed: " << llvm::toString(again.takeError())
                 << "\n"
                 << printed << "\n";
    std::abort();
  }
  return 0;
}
