//===- Format.cpp - Human-readable quantities -----------------------------===//

#include "roofline/Report/Report.h"

#include "llvm/Support/NativeFormatting.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace roofline;

namespace {
/// `v` with `precision` digits after the point, exactly as formatv's
/// "{0:fN}" writes it (formatv re-parses its format string on every call:
/// at 100k table rows that parse was most of the report's time).
void writeFixed(llvm::raw_ostream &os, double v, unsigned precision) {
  llvm::write_double(os, v, llvm::FloatStyle::Fixed, precision);
}
} // namespace

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
  std::string s;
  llvm::raw_string_ostream os(s);
  if (i == 0 && v == std::floor(v))
    os << static_cast<int64_t>(v) << ' ' << unit;
  else {
    writeFixed(os, v, 2);
    os << ' ' << prefixes[i] << unit;
  }
  return s;
}

std::string roofline::formatTime(double s) {
  if (s == 0)
    return "0 s";
  std::string out;
  llvm::raw_string_ostream os(out);
  if (s < 1e-6) {
    writeFixed(os, s * 1e9, 2);
    os << " ns";
  } else if (s < 1e-3) {
    writeFixed(os, s * 1e6, 2);
    os << " us";
  } else if (s < 1) {
    writeFixed(os, s * 1e3, 2);
    os << " ms";
  } else {
    writeFixed(os, s, 3);
    os << " s";
  }
  return out;
}
