//===- UpstreamParserBugs.h - Inputs that crash MLIR 22's own parser -------===//
//
// The analysis fuzzer feeds mutated text to upstream's parser and verifier
// before any of our code runs. Two bugs of LLVM 22 crash there, and the
// fuzzer skips the inputs that reach them, so that what it finds is ours;
// docs/reliability.md lists them. mlir-opt crashes on the same inputs.
//
// 1. The linalg parser:
// linalg.transpose, linalg.broadcast and linalg.reduce parse `permutation =`
// / `dimensions =` with a static parseDenseI64ArrayAttr (mlir/lib/Dialect/
// Linalg/IR/LinalgOps.cpp) that stores the result of DenseI64ArrayAttr::parse
// without checking it, so a malformed list (`permutation = [1, 0, 2` cut off,
// a stray byte, an integer beyond 64 bits) puts a null attribute into the
// op's NamedAttrList and NamedAttrList::set dereferences it (SEGV in
// mlir::Attribute::getContext). The reproducer is
// test/Robustness/Inputs/fuzz-linalg-transpose-parse-crash.mlir.txt. The
// check is textual (the crash is in the parser) and conservative: it skips
// any `permutation`/`dimensions` keyword followed by `=` and anything but a
// well-formed list of integers that fit 64 bits, which is all the buggy
// parser accepts.
// 2. The NVVM verifier: nvvm.mma.sync's verifier (NVVMDialect.cpp,
// MmaOp::verify) compares resultPtxType() with accumPtxType(), which take
// the value of MmaOp::inferOperandMMAType on the result's and the C
// operands' types without checking that it has one; a type it cannot infer
// from (a struct of vector<3xf16>, say) throws std::bad_optional_access and
// aborts. The check runs on the parsed, not yet verified module.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FUZZ_UPSTREAMPARSERBUGS_H
#define ROOFLINE_FUZZ_UPSTREAMPARSERBUGS_H

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

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

/// Whether MmaOp::inferOperandMMAType(type, /*isAccumulator=*/true) has a
/// value: f64, f16, vector<2xf16>, f32, an integer, or a non-empty LLVM
/// struct whose first member is one of those.
inline bool isInferableMmaAccumulator(mlir::Type type) {
  if (auto structType = llvm::dyn_cast<mlir::LLVM::LLVMStructType>(type)) {
    if (structType.isOpaque() || structType.getBody().empty())
      return false;
    return isInferableMmaAccumulator(structType.getBody().front());
  }
  if (auto vector = llvm::dyn_cast<mlir::VectorType>(type))
    return vector.getShape() == llvm::ArrayRef<int64_t>{2} &&
           !vector.isScalable() && vector.getElementType().isF16();
  return type.isF64() || type.isF16() || type.isF32() ||
         llvm::isa<mlir::IntegerType>(type);
}

/// Whether verifying `root` would reach the nvvm.mma.sync verifier's
/// unchecked optional (see the file comment): an nvvm.mma.sync whose
/// result, or whose first C operand, is not an inferable accumulator type.
inline bool hitsNvvmMmaVerifyCrash(mlir::Operation *root) {
  bool hits = false;
  root->walk([&](mlir::Operation *op) {
    if (op->getName().getStringRef() != "nvvm.mma.sync")
      return;
    // Operands are A, B, C segments; C is last and the result's type too.
    if (op->getNumResults() != 1 || op->getNumOperands() == 0 ||
        !isInferableMmaAccumulator(op->getResult(0).getType()) ||
        !isInferableMmaAccumulator(op->getOperands().back().getType()))
      hits = true;
  });
  return hits;
}

} // namespace roofline::fuzz

#endif // ROOFLINE_FUZZ_UPSTREAMPARSERBUGS_H
