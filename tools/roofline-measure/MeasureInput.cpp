//===- MeasureInput.cpp - An earlier measurement read back ----------------===//

#include "MeasureInput.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace roofline::measure;

namespace {

/// "file.mlir:12:3" of "dir/file.mlir:12:3": the measurement may have been
/// made on a copy of the input in another directory.
std::string locationKey(llvm::StringRef location) {
  return llvm::sys::path::filename(location).str();
}

/// A field error: "FILE: launches[3].kernel: expected ..., found ...".
llvm::Error fieldError(llvm::StringRef path, const llvm::Twine &field,
                       const llvm::Twine &what) {
  return llvm::createStringError(path + ": " + field + ": " + what);
}

llvm::Expected<double> getSeconds(llvm::StringRef path,
                                  const llvm::json::Object &o,
                                  llvm::StringRef key, const llvm::Twine &at) {
  std::optional<double> v = o.getNumber(key);
  if (!v || !(*v >= 0))
    return fieldError(path, at + "." + key,
                      "expected a number of seconds >= 0");
  return *v;
}

llvm::Expected<LaunchTiming> readTiming(llvm::StringRef path,
                                        const llvm::json::Value &value,
                                        const PlannedLaunch &planned,
                                        size_t i) {
  std::string at = llvm::formatv("launches[{0}]", i).str();
  const llvm::json::Object *o = value.getAsObject();
  if (!o)
    return fieldError(path, at, "expected an object");
  std::string kernel = "@" + planned.gpuModule + "::@" + planned.kernel;
  std::optional<llvm::StringRef> k = o->getString("kernel");
  if (!k || *k != kernel)
    return fieldError(path, at + ".kernel",
                      "expected \"" + kernel + "\" (the input's launch " +
                          std::to_string(i) + " at " + planned.location +
                          "), found " + (k ? "\"" + k->str() + "\"" : "none"));
  std::optional<llvm::StringRef> loc = o->getString("location");
  if (!loc || locationKey(*loc) != locationKey(planned.location))
    return fieldError(path, at + ".location",
                      "expected " + locationKey(planned.location) +
                          ", found " + (loc ? loc->str() : "none"));
  std::optional<int64_t> n = o->getInteger("launches");
  if (!n || *n != planned.launches)
    return fieldError(path, at + ".launches",
                      "expected " + std::to_string(planned.launches));
  LaunchTiming t;
  for (auto [key, into] : {std::pair{"measured_launch_s", &t.median},
                           std::pair{"measured_min_s", &t.min},
                           std::pair{"measured_max_s", &t.max}}) {
    llvm::Expected<double> v = getSeconds(path, *o, key, at);
    if (!v)
      return v.takeError();
    *into = *v;
  }
  return t;
}

/// The `gpu` and `timing` objects.
llvm::Error readSetup(llvm::StringRef path, const llvm::json::Object &root,
                      RecordedMeasurement &m) {
  const llvm::json::Object *gpu = root.getObject("gpu");
  const llvm::json::Object *timing = root.getObject("timing");
  if (!gpu || !gpu->getString("name") || !gpu->getString("compute_capability"))
    return fieldError(path, "gpu",
                      "expected an object with name and compute_capability");
  m.gpu.name = gpu->getString("name")->str();
  llvm::StringRef cc = *gpu->getString("compute_capability");
  auto [major, minor] = cc.split('.');
  if (major.getAsInteger(10, m.gpu.major) ||
      minor.getAsInteger(10, m.gpu.minor))
    return fieldError(path, "gpu.compute_capability",
                      "expected \"MAJOR.MINOR\", found \"" + cc + "\"");
  m.gpu.driverVersion = int(gpu->getInteger("driver_version").value_or(0));
  m.gpu.l2Bytes = gpu->getInteger("l2_bytes").value_or(0);
  std::optional<int64_t> warmup = timing ? timing->getInteger("warmup")
                                         : std::nullopt;
  std::optional<int64_t> repeat = timing ? timing->getInteger("repeat")
                                         : std::nullopt;
  std::optional<llvm::StringRef> l2 = timing ? timing->getString("l2")
                                             : std::nullopt;
  if (!warmup || *warmup < 0 || !repeat || *repeat < 1 || !l2 ||
      (*l2 != "cold" && *l2 != "warm"))
    return fieldError(path, "timing",
                      "expected warmup >= 0, repeat >= 1 and l2 \"cold\" "
                      "or \"warm\"");
  m.timing.warmup = unsigned(*warmup);
  m.timing.repeat = unsigned(*repeat);
  m.timing.l2 = *l2 == "cold" ? L2State::Cold : L2State::Warm;
  return llvm::Error::success();
}

} // namespace

llvm::Expected<RecordedMeasurement> roofline::measure::readMeasurement(
    llvm::StringRef path, const std::vector<PlannedLaunch> &launches) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!file)
    return llvm::createStringError(path + ": " + file.getError().message());
  llvm::Expected<llvm::json::Value> doc =
      llvm::json::parse((*file)->getBuffer());
  if (!doc)
    return llvm::createStringError(path + ": not JSON: " +
                                   llvm::toString(doc.takeError()));
  const llvm::json::Object *root = doc->getAsObject();
  std::optional<llvm::StringRef> schema =
      root ? root->getString("schema") : std::nullopt;
  if (!schema || *schema != "roofline-measure/1")
    return fieldError(path, "schema",
                      "expected \"roofline-measure/1\" (what "
                      "roofline-measure -o writes)");
  RecordedMeasurement m;
  if (llvm::Error e = readSetup(path, *root, m))
    return std::move(e);
  const llvm::json::Array *list = root->getArray("launches");
  if (!list || list->size() != launches.size())
    return fieldError(path, "launches",
                      "expected an array of " +
                          std::to_string(launches.size()) +
                          " (one per gpu.launch_func of the input), found " +
                          (list ? std::to_string(list->size()) : "none"));
  for (size_t i = 0; i < launches.size(); ++i) {
    llvm::Expected<LaunchTiming> t =
        readTiming(path, (*list)[i], launches[i], i);
    if (!t)
      return t.takeError();
    m.timings.push_back(std::move(*t));
  }
  return m;
}

std::string roofline::measure::describeMeasurement(
    const DeviceInfo &gpu, const TimingOptions &timing) {
  return llvm::formatv("measured on {0} (sm_{1}{2}), CUDA events around one "
                       "launch, median of {3} after {4} warm-up, L2 {5}",
                       gpu.name, gpu.major, gpu.minor, timing.repeat,
                       timing.warmup,
                       timing.l2 == L2State::Cold ? "cold" : "warm")
      .str();
}
