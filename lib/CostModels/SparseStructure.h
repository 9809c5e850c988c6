//===- SparseStructure.h - n:m sparse operands of contractions --*- C++ -*-===//
//
// Private to lib/CostModels. A contraction (or convolution) one of whose
// inputs carries an n:m-structured `#sparse_tensor.encoding` (the level
// `d mod m : structured[n, m]` that upstream's sparsifier hands to
// cuSPARSELt) is costed on the sparse tensor cores when the device has them
// and the pattern is theirs: FLOPs on the kept values, the operand's bytes
// at its kept values plus their metadata (docs/model.md, "Structured
// sparsity"). Every other sparse encoding stays unmodeled.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_SPARSESTRUCTURE_H
#define ROOFLINE_LIB_COSTMODELS_SPARSESTRUCTURE_H

#include "roofline/Model/OpCost.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

#include <optional>
#include <string>

namespace roofline {

/// Bits of metadata the sparse tensor cores store per kept value: a 2-bit
/// index of its position in its group of four (PTX ISA, "Sparse matrix
/// storage" of mma.sp: two 2-bit indices per group of four for 16- and
/// 8-bit types; for .tf32 one value per pair, encoded in the same 4-bit
/// field per four elements). cuSPARSELt's compressed matrix stores the same
/// indices beside the kept values.
constexpr unsigned kSparseMetadataBitsPerKept = 2;

/// The n:m-structured input of a structured op.
struct StructuredOperand {
  unsigned operandNumber = 0;
  /// n values kept out of every m consecutive ones.
  unsigned n = 0, m = 0;
  /// The operand dimension the m-groups run along (the one the encoding's
  /// last level takes `mod m` of).
  unsigned dim = 0;
};

/// The reason an op with a sparse operand the model does not cost (CSR,
/// COO, BSR, ...) is unmodeled: operand `operandNumber`, its `encoding`.
std::string describeUnmodeledSparse(unsigned operandNumber,
                                    mlir::Attribute encoding);

/// Looks at the sparse_tensor encodings of `op`'s operands. None when no
/// operand has one. An n:m-structured input of an op that multiplies and
/// adds (`multiplyAdds`: a contraction or convolution payload) is returned;
/// any other sparse operand (CSR, COO, BSR, an n:m output, two n:m inputs)
/// fails with `reason`: its work depends on the nonzeros the type does not
/// give, and the op is unmodeled.
mlir::FailureOr<std::optional<StructuredOperand>>
findStructuredOperand(mlir::linalg::LinalgOp op,
                      llvm::function_ref<bool()> multiplyAdds,
                      std::string &reason);

/// Costs `op`'s structured input `s` on the sparse tensor cores when they
/// run it, else leaves `cost` dense and says why in a note:
///   - the class must be one whose sparse tensor cores take the pattern
///     (2:4 for fp16/bf16/fp8/int8, 1:2 for tf32: cuSPARSELt's
///     CUSPARSELT_SPARSITY_50_PERCENT), and the device's sparsity factor
///     (`options.sparseTensorCoreFactor`) at least m/n;
///   - the groups must run along a reduction loop (K), whose extent m
///     divides.
/// Applied: cost.flops *= n/m (the products on the kept values, at the
/// dense peak), and the operand's element size becomes (bits + metadata) x
/// n/m per dense element. Call it before the traffic is summed.
void applyStructuredSparsity(mlir::linalg::LinalgOp op,
                             const StructuredOperand &s,
                             const CostOptions &options, OpCost &cost);

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_SPARSESTRUCTURE_H
