//===- SparsityWhatIf.cpp - 2:4 weights, predicted not applied ------------===//
//
// For each contraction or convolution with a dense weight, the analysis
// costs a clone whose weight input is retyped with a 2:4 sparse_tensor
// encoding (through an unrealized_conversion_cast), exactly as it costs a
// program that stores the weight 2:4 (docs/model.md, "Structured
// sparsity"); clone and cast are erased at once. The groups of four run
// along the innermost dimension of the weight that the op reduces over
// (K), the direction the sparse tensor cores require.
//
//===----------------------------------------------------------------------===//

#include "SparsityWhatIf.h"

#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/Location.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

/// The innermost dimension of `operand` indexed by a reduction loop alone
/// (its K dimension); none when no dimension is.
std::optional<unsigned> findKDim(linalg::LinalgOp op, OpOperand &operand) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  std::optional<unsigned> dim;
  for (auto [i, e] : llvm::enumerate(map.getResults()))
    if (auto d = dyn_cast<AffineDimExpr>(e))
      if (iters[d.getPosition()] == utils::IteratorType::reduction)
        dim = i;
  return dim;
}

/// `type` stored 2:4 along `dim`: the other dimensions dense in order, then
/// groups of four along `dim`, two kept in each. Null if it does not parse.
RankedTensorType withTwoFour(RankedTensorType type, unsigned dim) {
  std::string dims, levels;
  for (unsigned i = 0; i < type.getRank(); ++i) {
    dims += llvm::formatv("{0}d{1}", i ? ", " : "", i).str();
    if (i != dim)
      levels += llvm::formatv("d{0} : dense, ", i).str();
  }
  levels += llvm::formatv("d{0} floordiv 4 : dense, d{0} mod 4 : "
                          "structured[2, 4]",
                          dim)
                .str();
  std::string text = "#sparse_tensor.encoding<{ map = (" + dims + ") -> (" +
                     levels + ") }>";
  Attribute enc = parseAttribute(text, type.getContext());
  if (!enc)
    return {};
  return RankedTensorType::get(type.getShape(), type.getElementType(), enc);
}

/// The analysis of `root` alone: time, DRAM bytes, why it is not costed,
/// and the notes of its first op.
struct Evaluation {
  double time = 0;
  int64_t bytes = 0;
  std::string unmodeled;
  llvm::SmallVector<std::string, 1> notes;
};

Evaluation evaluate(Operation *root, const AnalysisConfig &config) {
  RooflineAnalysis a(root, config);
  Evaluation e;
  e.time = a.getTotals().time;
  e.bytes = a.getTotals().bytes;
  if (!a.getUnmodeled().empty())
    e.unmodeled = a.getUnmodeled().front().reason;
  else if (!a.getOps().empty())
    e.notes = a.getOps().front().cost.notes;
  return e;
}

/// Why the 2:4 weight does not gain: the cost model's note when it costed
/// the weight dense (no sparse tensor cores for the class or the device),
/// else what binds.
std::string whyNoGain(const Evaluation &after) {
  if (!after.unmodeled.empty())
    return "not costed with a 2:4 weight: " + after.unmodeled;
  for (StringRef note : after.notes) {
    size_t at = note.find("costed dense: ");
    if (at != StringRef::npos)
      return "costed dense: " + note.drop_front(at + 14).str();
  }
  return "not faster";
}

class WhatIf {
public:
  WhatIf(OptimizeContext &ctx, std::vector<SparsityWhatIfRow> &rows)
      : ctx(ctx), rows(rows) {}

  void evaluateOp(linalg::LinalgOp op);

private:
  /// Remark under remarks=all.
  void remark(Operation *op, const SparsityWhatIfRow &r);

  OptimizeContext &ctx;
  std::vector<SparsityWhatIfRow> &rows;
};

void WhatIf::evaluateOp(linalg::LinalgOp op) {
  OpOperand *weight = nullptr;
  std::optional<unsigned> dim;
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(in->get().getType());
    if (!type || type.getEncoding() || !isWeight(in->get()))
      continue;
    if ((dim = findKDim(op, *in))) {
      weight = in;
      break;
    }
  }
  if (!weight)
    return; // no dense weight along K: nothing to ask
  SparsityWhatIfRow r;
  if (auto fn = op->getParentOfType<FunctionOpInterface>())
    r.function = fn.getName().str();
  r.op = op->getName().getStringRef().str();
  r.location = formatLocation(op->getLoc());
  r.weightOperand = weight->getOperandNumber();
  r.dim = *dim;

  Evaluation before = evaluate(op, ctx.config);
  r.timeBefore = before.time;
  r.bytesBefore = before.bytes;
  auto type = cast<RankedTensorType>(weight->get().getType());
  RankedTensorType sparse = withTwoFour(type, *dim);
  if (!before.unmodeled.empty() || !sparse) {
    r.why = before.unmodeled.empty() ? "the 2:4 type does not parse"
                                     : "not costed: " + before.unmodeled;
    r.timeAfter = r.timeBefore;
    r.bytesAfter = r.bytesBefore;
  } else {
    OpBuilder b(op);
    auto retype = UnrealizedConversionCastOp::create(
        b, op->getLoc(), TypeRange{sparse}, ValueRange{weight->get()});
    Operation *clone = b.clone(*op);
    clone->setOperand(r.weightOperand, retype.getResult(0));
    Evaluation after = evaluate(clone, ctx.config);
    clone->erase();
    retype->erase();
    r.timeAfter = after.time;
    r.bytesAfter = after.bytes;
    r.gains = after.unmodeled.empty() && isFaster(after.time, before.time);
    if (!r.gains)
      r.why = whyNoGain(after);
  }
  remark(op, r);
  rows.push_back(std::move(r));
}

void WhatIf::remark(Operation *op, const SparsityWhatIfRow &r) {
  if (!ctx.emitRemarks || !ctx.remarkEachOp)
    return;
  std::string head = llvm::formatv("roofline-optimize: sparsity what-if: "
                                   "weight #{0} 2:4 along dim {1}",
                                   r.weightOperand, r.dim);
  std::string numbers =
      formatBeforeAfter(r.timeBefore, r.timeAfter) +
      llvm::formatv(", DRAM {0} -> {1} bytes", r.bytesBefore, r.bytesAfter)
          .str();
  if (r.gains)
    emitRemark(op->getLoc()) << head << ": would gain: " << numbers
                             << " (not applied)";
  else
    emitRemark(op->getLoc()) << head << ": would not gain: " << r.why << " ("
                             << numbers << ")";
}

} // namespace

void optimize::runSparsityWhatIf(FunctionOpInterface fn, OptimizeContext &ctx,
                                 std::vector<SparsityWhatIfRow> &rows) {
  SmallVector<linalg::LinalgOp> targets;
  fn->walk([&](linalg::LinalgOp op) {
    if (op.hasPureTensorSemantics() &&
        !op->getParentOfType<LoopLikeOpInterface>() &&
        (linalg::isaContractionOpInterface(op) ||
         linalg::isaConvolutionOpInterface(op)))
      targets.push_back(op);
  });
  WhatIf whatIf(ctx, rows);
  for (linalg::LinalgOp op : targets)
    whatIf.evaluateOp(op);
}

std::string
optimize::summarizeSparsityWhatIf(const std::vector<SparsityWhatIfRow> &rows) {
  if (rows.empty())
    return "";
  unsigned gain = 0;
  double before = 0, after = 0;
  for (const SparsityWhatIfRow &r : rows) {
    if (!r.gains)
      continue;
    ++gain;
    before += r.timeBefore;
    after += r.timeAfter;
  }
  std::string s = llvm::formatv("roofline-optimize: sparsity what-if (2:4 "
                                "weights, not applied): {0} of {1} ops with "
                                "a weight would gain",
                                gain, rows.size());
  if (gain)
    s += ": " + formatBeforeAfter(before, after) + " for them";
  return s;
}

llvm::json::Array
optimize::sparsityWhatIfToJSON(const std::vector<SparsityWhatIfRow> &rows) {
  llvm::json::Array out;
  for (const SparsityWhatIfRow &r : rows) {
    llvm::json::Object o{
        {"function", r.function},
        {"op", r.op},
        {"location", r.location},
        {"weight_operand", r.weightOperand},
        {"dim", r.dim},
        {"gains", r.gains},
        {"before", llvm::json::Object{{"time_s", r.timeBefore},
                                      {"dram_bytes", r.bytesBefore}}},
        {"after", llvm::json::Object{{"time_s", r.timeAfter},
                                     {"dram_bytes", r.bytesAfter}}}};
    if (!r.why.empty())
      o["why"] = r.why;
    out.push_back(std::move(o));
  }
  return out;
}

void optimize::writeSparsityWhatIfText(
    llvm::raw_ostream &os, const std::vector<SparsityWhatIfRow> &rows) {
  if (rows.empty())
    return;
  os << "sparsity what-if (2:4 weights, not applied)\n";
  os << llvm::formatv("{0,-32} {1,-24} {2,14} {3,14}  {4}\n", "function",
                      "op (weight)", "time before", "time 2:4", "verdict");
  for (const SparsityWhatIfRow &r : rows)
    os << llvm::formatv("{0,-32} {1,-24} {2,14:e4} {3,14:e4}  {4}\n",
                        r.function,
                        r.op + " (#" + std::to_string(r.weightOperand) + ")",
                        r.timeBefore, r.timeAfter,
                        r.gains ? std::string("gains") : r.why);
}
