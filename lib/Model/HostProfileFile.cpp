//===- HostProfileFile.cpp - The roofline-host-profile/1 JSON schema ------===//
//
// A host profile measured on the user's own machine (python3 -m roofline
// host-profile) replaces the built-in PyTorch eager profile with
// --host-profile=FILE. The built-in's figures were timed on someone else's
// host, and the whole-model bench's eager rows take two to three times as
// much host time per kernel on some machines as on others
// (docs/validation.md): the host,
// not the GPU, is what a batch-1 eager prediction depends on most. The
// reader is strict, as the device reader is: an unknown key, a missing field
// or a value of the wrong type is an error naming the file and the field,
// never a default.
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceModel.h"
#include "roofline/Model/HostOverhead.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace roofline;
namespace json = llvm::json;

namespace {

llvm::Error fieldError(llvm::StringRef origin, llvm::StringRef key,
                       const llvm::Twine &expected) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      llvm::formatv("{0}: field '{1}': expected {2}", origin, key,
                    expected.str()));
}

} // namespace

llvm::Expected<FrameworkProfile>
roofline::parseHostProfileJSON(llvm::StringRef text, llvm::StringRef origin) {
  llvm::Expected<json::Object> object = parseJSONObject(
      text, origin,
      (llvm::Twine(" (a ") + kHostProfileSchema + " host profile)").str());
  if (!object)
    return object.takeError();
  const json::Object *root = &*object;
  llvm::StringSet<> known;
  auto get = [&](llvm::StringRef key) {
    known.insert(key);
    return root->get(key);
  };

  const json::Value *schema = get("schema");
  if (!schema || schema->getAsString() != kHostProfileSchema)
    return fieldError(origin, "schema",
                      llvm::Twine("\"") + kHostProfileSchema + "\"");
  FrameworkProfile p;
  for (auto [key, out] : {std::pair<llvm::StringRef, std::string *>{
                              "name", &p.name},
                          {"source", &p.source}}) {
    const json::Value *v = get(key);
    std::optional<llvm::StringRef> str = v ? v->getAsString() : std::nullopt;
    if (!str || str->empty())
      return fieldError(origin, key, "a non-empty string");
    *out = str->str();
  }
  for (const FrameworkProfileCost &cost : getFrameworkProfileCosts()) {
    const json::Value *v = get(cost.key);
    std::optional<double> us = v ? v->getAsNumber() : std::nullopt;
    if (!us || !std::isfinite(*us) || *us < 0)
      return fieldError(origin, cost.key,
                        "a non-negative number of microseconds");
    p.*cost.member = *us * 1e-6;
  }
  if (const json::Value *bias = get("gemm_bias_epilogue")) {
    std::optional<bool> b = bias->getAsBoolean();
    if (!b)
      return fieldError(origin, "gemm_bias_epilogue",
                        "true or false (whether addmm adds a 1-D bias in the "
                        "GEMM's epilogue)");
    p.gemmBiasEpilogue = *b;
  }
  // What the measuring tool recorded (raw timings, the host, the scale):
  // kept in the file for people, not read.
  if (const json::Value *m = get("measurement"); m && !m->getAsObject())
    return fieldError(origin, "measurement", "an object");
  for (const auto &kv : *root)
    if (!known.contains(kv.first))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          llvm::formatv("{0}: field '{1}': unknown key (see docs/model.md "
                        "1.8 for the {2} schema)",
                        origin, llvm::StringRef(kv.first), kHostProfileSchema));
  return p;
}

llvm::Expected<FrameworkProfile>
roofline::loadHostProfileFile(llvm::StringRef path) {
  auto buf = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buf)
    return llvm::createStringError(
        buf.getError(), llvm::formatv("{0}: cannot read host profile: {1}",
                                      path, buf.getError().message()));
  return parseHostProfileJSON((*buf)->getBuffer(), path);
}
