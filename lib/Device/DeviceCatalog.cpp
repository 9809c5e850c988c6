//===- DeviceCatalog.cpp - The built-in devices ---------------------------===//
//
// The catalog is the JSON files of devices/, compiled in by CMake so that the
// tools and the plugin need no data files at run time, and parsed with the
// same strict reader as a user's --device-file.
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace roofline;

namespace {
struct CatalogEntry {
  const char *file;
  const char *json;
};
const CatalogEntry kCatalog[] = {
#include "DeviceCatalog.inc"
    {nullptr, nullptr}, // keeps the array non-empty
};
} // namespace

const std::vector<DeviceModel> &roofline::getDeviceCatalog() {
  static const std::vector<DeviceModel> catalog = [] {
    std::vector<DeviceModel> devices;
    for (const CatalogEntry &e : kCatalog) {
      if (!e.file)
        continue;
      llvm::Expected<DeviceModel> d = parseDeviceJSON(e.json, e.file);
      // A broken catalog file is a build defect; the unit tests parse every
      // file, so this cannot reach a user.
      if (!d)
        llvm::report_fatal_error(llvm::Twine("invalid built-in device: ") +
                                 llvm::toString(d.takeError()));
      devices.push_back(std::move(*d));
    }
    return devices;
  }();
  return catalog;
}

std::vector<std::string> roofline::getDeviceNames() {
  std::vector<std::string> names;
  for (const DeviceModel &d : getDeviceCatalog())
    names.push_back(d.name);
  return names;
}

llvm::Expected<DeviceModel> roofline::lookupDevice(llvm::StringRef name) {
  for (const DeviceModel &d : getDeviceCatalog()) {
    if (name.equals_insensitive(d.name))
      return d;
    for (const std::string &a : d.aliases)
      if (name.equals_insensitive(a))
        return d;
  }
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "unknown device '" + name + "'; known devices: " +
          llvm::join(getDeviceNames(), ", "));
}
