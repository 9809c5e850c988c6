//===- SparsityWhatIf.h - 2:4 weights, predicted not applied ----*- C++ -*-===//
//
// roofline-optimize{sparsity-whatif=2:4}: for each contraction or
// convolution with a dense weight (a constant, or an argument marked
// roofline.weight), the time the model predicts with that weight stored 2:4
// structured-sparse, beside its time now. The IR is never changed: pruning
// a weight changes what the program computes, which is the user's call.
// docs/passes.md has the option, docs/model.md the cost of 2:4 weights.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRANSFORMS_SPARSITYWHATIF_H
#define ROOFLINE_LIB_TRANSFORMS_SPARSITYWHATIF_H

#include "OptimizeSupport.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace roofline {
namespace optimize {

/// One contraction the what-if looked at.
struct SparsityWhatIfRow {
  std::string function, op, location;
  /// The weight operand made 2:4, and the dimension its groups run along
  /// (a dimension the op reduces over: K).
  unsigned weightOperand = 0, dim = 0;
  /// Predicted time (s) and DRAM bytes, now and with the 2:4 weight.
  double timeBefore = 0, timeAfter = 0;
  int64_t bytesBefore = 0, bytesAfter = 0;
  /// Whether the 2:4 weight is predicted faster.
  bool gains = false;
  /// Why it does not gain, or why it was not evaluated ("" when it gains).
  std::string why;
};

/// Predicts each contraction and convolution of `fn` (outside loops, on
/// tensors) with its weight stored 2:4, appending a row per op that has a
/// weight; a remark per op under `remarks=all` (`ctx.remarkEachOp`), else
/// none here (the caller summarises the rows). Changes no IR.
void runSparsityWhatIf(mlir::FunctionOpInterface fn, OptimizeContext &ctx,
                       std::vector<SparsityWhatIfRow> &rows);

/// The summary remark text of `rows` ("" when empty).
std::string summarizeSparsityWhatIf(const std::vector<SparsityWhatIfRow> &rows);

/// The rows as the `sparsity_whatif` array of the JSON summary
/// (docs/passes.md).
llvm::json::Array
sparsityWhatIfToJSON(const std::vector<SparsityWhatIfRow> &rows);

/// The rows as a table after the text summary (nothing when empty).
void writeSparsityWhatIfText(llvm::raw_ostream &os,
                             const std::vector<SparsityWhatIfRow> &rows);

} // namespace optimize
} // namespace roofline

#endif // ROOFLINE_LIB_TRANSFORMS_SPARSITYWHATIF_H
