//===- DeviceRanges.cpp - Physical ranges of device figures ---------------===//
//
// Each figure of a device description has a closed range outside of which
// it cannot describe a real accelerator (docs/devices.md, "Physical ranges",
// gives the reason for every bound). A value outside it is an error naming
// the file, the field, the value and the range: a denormal peak would print
// an infinite time, an SM count of 2^63 a 29 s kernel, 0 SMs a silently
// disabled wave model.
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstdio>

using namespace roofline;

/// A number as a person writes it: integers in full (up to 2^53, where a
/// double still holds every integer), others
/// with 10 significant digits.
static std::string formatFigure(double v) {
  char buf[64];
  if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9.0e15)
    std::snprintf(buf, sizeof(buf), "%.0f", v);
  else
    std::snprintf(buf, sizeof(buf), "%.10g", v);
  return buf;
}

llvm::Error roofline::checkFigureRange(llvm::StringRef origin,
                                       llvm::StringRef field, double value,
                                       DeviceFigure figure) {
  FigureRange r = getFigureRange(figure);
  // !(a <= v && v <= b) also rejects NaN.
  if (value >= r.min && value <= r.max)
    return llvm::Error::success();
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      llvm::formatv("{0}: field '{1}': {2} is outside the physical range "
                    "[{3}, {4}]{5}{6} (docs/devices.md, \"Physical ranges\")",
                    origin, field, formatFigure(value), formatFigure(r.min),
                    formatFigure(r.max), r.unit.empty() ? "" : " ", r.unit));
}

llvm::Expected<llvm::json::Object>
roofline::parseJSONObject(llvm::StringRef text, llvm::StringRef origin,
                          llvm::StringRef what) {
  // llvm::json::parse recurses once per nesting level: refuse a file that
  // nests deeper than any description before it runs.
  if (llvm::Error e = checkJSONNesting(text, origin))
    return std::move(e);
  llvm::Expected<llvm::json::Value> value = llvm::json::parse(text);
  if (!value)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("{0}: not valid JSON: {1}", origin,
                      llvm::toString(value.takeError())));
  llvm::json::Object *root = value->getAsObject();
  if (!root)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("{0}: expected a JSON object at the top level{1}",
                      origin, what));
  return std::move(*root);
}

llvm::Error roofline::checkJSONNesting(llvm::StringRef text,
                                       llvm::StringRef origin) {
  unsigned depth = 0, deepest = 0;
  size_t line = 1, deepestLine = 0;
  bool inString = false, escaped = false;
  for (char c : text) {
    if (c == '\n')
      ++line;
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > deepest && depth > kMaxDeviceJSONDepth && !deepestLine)
        deepestLine = line;
      deepest = std::max(deepest, depth);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  if (deepest <= kMaxDeviceJSONDepth)
    return llvm::Error::success();
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      llvm::formatv("{0}: JSON nesting depth {1} (first beyond the limit on "
                    "line {2}) exceeds the limit of {3} levels; a "
                    "roofline-device/1 file nests 3 (docs/devices.md)",
                    origin, deepest, deepestLine, kMaxDeviceJSONDepth));
}
