//===- Format.cpp - Human-readable quantities -----------------------------===//

#include "roofline/Report/Report.h"

#include "JSONNumber.h"

#include "llvm/Support/NativeFormatting.h"
#include "llvm/Support/raw_ostream.h"

#include <charconv>
#include <cmath>
#include <cstdint>

using namespace roofline;

std::string roofline::formatFixed(double value, unsigned precision) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::write_double(os, value, llvm::FloatStyle::Fixed, precision);
  return s;
}

std::string roofline::formatSI(double value, llvm::StringRef unit) {
  static const char *prefixes[] = {"", "K", "M", "G", "T", "P", "E"};
  if (!std::isfinite(value))
    return value > 0 ? "inf" : "n/a";
  unsigned i = 0;
  double v = value;
  while (std::fabs(v) >= 1000.0 && i + 1 < std::size(prefixes)) {
    v /= 1000.0;
    ++i;
  }
  if (i == 0 && v == std::floor(v))
    return std::to_string(static_cast<int64_t>(v)) + " " + unit.str();
  return formatFixed(v, 2) + " " + prefixes[i] + unit.str();
}

std::string roofline::formatTime(double s) {
  if (s == 0)
    return "0 s";
  if (s < 1e-6)
    return formatFixed(s * 1e9, 2) + " ns";
  if (s < 1e-3)
    return formatFixed(s * 1e6, 2) + " us";
  if (s < 1)
    return formatFixed(s * 1e3, 2) + " ms";
  return formatFixed(s, 3) + " s";
}

void roofline::writeShortestDouble(llvm::raw_ostream &os, double v) {
  if (v != 0 && std::fabs(v) < 1e17 && v == std::trunc(v)) {
    os << static_cast<int64_t>(v);
    return;
  }
  char buf[64];
  std::to_chars_result r = std::to_chars(buf, buf + sizeof(buf), v);
  os.write(buf, r.ptr - buf);
}

void roofline::jsonNumber(llvm::json::OStream &j, double v) {
  if (!std::isfinite(v)) {
    j.value(nullptr);
    return;
  }
  j.rawValue([v](llvm::raw_ostream &os) { writeShortestDouble(os, v); });
}

void roofline::jsonNumber(llvm::json::OStream &j, llvm::StringRef key,
                          double v) {
  j.attributeBegin(key);
  jsonNumber(j, v);
  j.attributeEnd();
}
