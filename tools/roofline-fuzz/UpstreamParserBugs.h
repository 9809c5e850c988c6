//===- UpstreamParserBugs.h - Inputs that crash MLIR 22's own parser -------===//
//
// The analysis fuzzer feeds mutated text to upstream's parser before any of
// our code runs. LLVM 22's linalg parser has a bug that crashes on such text:
// linalg.transpose, linalg.broadcast and linalg.reduce parse `permutation =`
// / `dimensions =` with a static parseDenseI64ArrayAttr (mlir/lib/Dialect/
// Linalg/IR/LinalgOps.cpp) that stores the result of DenseI64ArrayAttr::parse
// without checking it, so a malformed list (`permutation = [1, 0, 2` cut off,
// a stray byte, an integer beyond 64 bits) puts a null attribute into the
// op's NamedAttrList and NamedAttrList::set dereferences it (SEGV in
// mlir::Attribute::getContext). mlir-opt crashes on the same text. The
// reproducer is test/Robustness/Inputs/fuzz-linalg-transpose-parse-crash.mlir.txt.
//
// The fuzzer skips inputs that would reach that path, so that what it finds
// is ours; docs/reliability.md lists the bug. The check is conservative: it
// skips any `permutation`/`dimensions` keyword followed by `=` and anything
// but a well-formed list of integers that fit 64 bits, which is all the
// buggy parser accepts.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FUZZ_UPSTREAMPARSERBUGS_H
#define ROOFLINE_FUZZ_UPSTREAMPARSERBUGS_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace roofline::fuzz {

/// Whether the list starting at `list` (just after `=` and spaces) is one
/// that DenseI64ArrayAttr::parse accepts: `[` integers `,`-separated `]`,
/// each fitting int64_t.
inline bool isWellFormedI64List(llvm::StringRef list) {
  if (!list.consume_front("["))
    return false;
  list = list.ltrim();
  if (list.consume_front("]"))
    return true;
  while (true) {
    list = list.ltrim();
    size_t len = 0;
    if (len < list.size() && list[len] == '-')
      ++len;
    size_t digits = len;
    while (len < list.size() && llvm::isDigit(list[len]))
      ++len;
    if (len == digits)
      return false;
    int64_t value;
    if (list.take_front(len).getAsInteger(10, value))
      return false; // does not fit 64 bits
    list = list.drop_front(len).ltrim();
    if (list.consume_front("]"))
      return true;
    if (!list.consume_front(","))
      return false;
  }
}

/// Whether `text` holds a `permutation =` or `dimensions =` whose value
/// LLVM 22's linalg parser would crash on (see the file comment).
inline bool hitsLinalgI64ArrayParseCrash(llvm::StringRef text) {
  for (llvm::StringRef keyword : {"permutation", "dimensions"}) {
    for (size_t at = text.find(keyword); at != llvm::StringRef::npos;
         at = text.find(keyword, at + 1)) {
      llvm::StringRef rest = text.drop_front(at + keyword.size()).ltrim();
      if (!rest.consume_front("="))
        continue; // parseEqual fails cleanly
      if (!isWellFormedI64List(rest.ltrim()))
        return true;
    }
  }
  return false;
}

} // namespace roofline::fuzz

#endif // ROOFLINE_FUZZ_UPSTREAMPARSERBUGS_H
