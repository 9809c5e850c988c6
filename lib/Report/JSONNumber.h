//===- JSONNumber.h - Doubles in the JSON reports ---------------*- C++ -*-===//
//
// json::OStream writes a double as printf's %.17g: 17 significant digits
// whether or not the double needs them ("3.0000000000000001e-06" for 3 us,
// "12.300000000000001" for a chart coordinate rounded to 12.3), through
// glibc's multi-precision printf, which was two fifths of a 100k-op JSON
// report's time. These write the fewest digits that read back as the same
// double (std::to_chars), so a reader gets the same value either way.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_JSONNUMBER_H
#define ROOFLINE_LIB_REPORT_JSONNUMBER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace roofline {

/// Writes finite `v` in the fewest digits that read back as `v`; an
/// integral value below 1e17 keeps its integer digits ("100000", as %.17g
/// wrote it, where the shortest form is "1e+05"), so a reader that types
/// integers apart sees the same type as before.
void writeShortestDouble(llvm::raw_ostream &os, double v);

/// The element `v` of a JSON array: null when not finite (JSON has no
/// infinity or NaN), else as writeShortestDouble.
void jsonNumber(llvm::json::OStream &j, double v);

/// The attribute `key`: `v`, as jsonNumber.
void jsonNumber(llvm::json::OStream &j, llvm::StringRef key, double v);

} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_JSONNUMBER_H
