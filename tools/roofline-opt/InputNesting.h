//===- InputNesting.h - Reject input nested deeper than MLIR can parse ----===//
//
// MLIR's parser is recursive descent: every nested region, parenthesised
// type, array or dictionary costs it several stack frames, and there is no
// depth limit, so a file that nests deeply enough overflows the stack. On
// this build with an 8 MB stack, mlir-opt and roofline-opt crashed (SIGSEGV)
// on about 2,500 nested regions (5,000 brackets) and on about 8,000 nested
// arrays or 21,000 nested parentheses of a function type; the analysis fuzzer
// found the last one (docs/reliability.md). `roofline-opt --analyze` scans its
// input first and refuses, with the place, anything nested beyond
// kMaxInputNesting brackets: a clear error instead of a crash. Real IR nests
// a few dozen deep.
//
// The scan counts `(`, `[` and `{`, skipping string literals and `//`
// comments; `<` is not counted, since `->` and comparisons in affine sets
// close nothing, and no type or attribute nests through `<` alone deeply.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TOOLS_INPUTNESTING_H
#define ROOFLINE_TOOLS_INPUTNESTING_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>

namespace roofline {

/// Deepest bracket nesting `roofline-opt --analyze` parses: a fifth of the
/// depth at which the parser was seen to overflow an 8 MB stack.
constexpr size_t kMaxInputNesting = 1000;

/// The offset of the first bracket that opens level `limit + 1` in `text`,
/// or std::nullopt when nothing nests deeper than `limit`.
inline std::optional<size_t> findExcessiveNesting(llvm::StringRef text,
                                                  size_t limit) {
  size_t depth = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (c == '"') { // a string literal, with backslash escapes
      for (++i; i < e && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
    } else if (c == '/' && i + 1 < e && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == llvm::StringRef::npos)
        break;
    } else if (c == '(' || c == '[' || c == '{') {
      if (++depth > limit)
        return i;
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

} // namespace roofline

#endif // ROOFLINE_TOOLS_INPUTNESTING_H
