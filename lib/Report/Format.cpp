//===- Format.cpp - Human-readable quantities -----------------------------===//

#include "roofline/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace roofline;

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
    return llvm::formatv("{0} {1}", static_cast<int64_t>(v), unit).str();
  return llvm::formatv("{0:f2} {1}{2}", v, prefixes[i], unit).str();
}

std::string roofline::formatTime(double s) {
  if (s == 0)
    return "0 s";
  if (s < 1e-6)
    return llvm::formatv("{0:f2} ns", s * 1e9).str();
  if (s < 1e-3)
    return llvm::formatv("{0:f2} us", s * 1e6).str();
  if (s < 1)
    return llvm::formatv("{0:f2} ms", s * 1e3).str();
  return llvm::formatv("{0:f3} s", s).str();
}
