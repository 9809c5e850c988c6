//===- HostTimeline.cpp - Eager mode: host dispatch against the GPU -------===//
//
// PyTorch eager issues the model op by op from Python: each op costs the
// host its dispatch (the framework profile's figure for its kind) and its
// kernel launch before the GPU can start it. When kernels are short (small
// batch) the GPU waits for the host and the host's time is the model's;
// when they are long the host runs ahead and the GPU's is. The timeline
// takes the later of the two op by op (roofline/Model/HostOverhead.h).
//
//===----------------------------------------------------------------------===//

#include "HostTimeline.h"

#include "roofline/CostModels/CostModelDialectInterface.h"
#include "roofline/CostModels/HostDispatch.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <cmath>

using namespace mlir;
using namespace roofline;

llvm::Expected<FrameworkProfile>
roofline::getFrameworkProfile(Operation *root) {
  auto module = dyn_cast<ModuleOp>(root);
  if (!module)
    module = root->getParentOfType<ModuleOp>();
  Attribute attr = module ? module->getAttr("roofline.framework") : nullptr;
  if (!attr)
    return getPyTorchEagerProfile();
  auto fail = [](const llvm::Twine &what) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "roofline.framework: " + what);
  };
  auto dict = dyn_cast<DictionaryAttr>(attr);
  if (!dict)
    return fail("expected a dictionary (a framework profile)");
  FrameworkProfile p;
  for (auto [key, out] : {std::pair<const char *, std::string *>{"name", &p.name},
                          {"source", &p.source}}) {
    auto str = dict.getAs<StringAttr>(key);
    if (!str || str.getValue().empty())
      return fail(llvm::Twine("field '") + key +
                  "': expected a non-empty string");
    *out = str.getValue().str();
  }
  for (const FrameworkProfileCost &cost : getFrameworkProfileCosts()) {
    std::optional<double> v;
    if (auto f = dict.getAs<FloatAttr>(cost.key))
      v = f.getValueAsDouble();
    else if (auto i = dict.getAs<IntegerAttr>(cost.key))
      v = static_cast<double>(i.getInt());
    if (!v || !std::isfinite(*v) || *v < 0)
      return fail(llvm::Twine("field '") + cost.key +
                  "': expected a non-negative number of microseconds");
    p.*cost.member = *v * 1e-6;
  }
  if (Attribute bias = dict.get("gemm_bias_epilogue")) {
    auto b = dyn_cast<BoolAttr>(bias);
    if (!b)
      return fail("field 'gemm_bias_epilogue': expected true or false "
                  "(whether addmm adds a 1-D bias in the GEMM's epilogue)");
    p.gemmBiasEpilogue = b.getValue();
  }
  return p;
}

namespace {

/// Whether `op` reshapes a value computed inside a fused kernel (an
/// attention chain's scores or probabilities, eager-attention=sdpa): the
/// framework never sees that value, so it issues no view of it.
bool reshapesInsideKernel(
    Operation *op,
    const llvm::DenseMap<Operation *, const OpRecord *> &byOp) {
  // Through the reshapes before it, to the op that computes the value.
  Operation *def = op;
  while (def && !byOp.count(def) && def->getNumOperands() > 0)
    def = def->getOperand(0).getDefiningOp();
  auto it = def && def != op ? byOp.find(def) : byOp.end();
  return it != byOp.end() && it->second->foldedInto;
}

/// Replays the ops of one function; returns the GPU's wait for the host.
double replayFunction(FunctionOpInterface fn,
                      const llvm::DenseMap<Operation *, const OpRecord *> &byOp,
                      const FrameworkProfile &profile, double launchOverhead) {
  HostTimeline timeline;
  fn->walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Not into a kernel module: its ops are the launches' work, which the
    // launch records hold (the same walk rule as the analysis's).
    if (!isWalkedInto(op))
      return WalkResult::skip();
    auto it = byOp.find(op);
    const OpRecord *r = it == byOp.end() ? nullptr : it->second;
    std::optional<HostOpKind> kind = classifyHostOp(op, r != nullptr);
    if (!r) {
      if (kind && !reshapesInsideKernel(op, byOp))
        timeline.issue(profile.hostCost(*kind), 0);
      return WalkResult::advance();
    }
    double host = 0;
    // An op that runs inside another's kernel (an attention chain's op,
    // eager-attention=sdpa) is part of that kernel's one library call.
    if (kind && *kind != HostOpKind::PartOfCall && !r->foldedInto) {
      // Issued once per launch (a host loop issues it every trip); an op
      // that runs in its producer's kernel launches nothing of its own.
      double launches = r->verdict.launchTime > 0 ? r->launches : 1;
      host = profile.hostCost(*kind) * launches;
      if (r->verdict.launchTime > 0)
        host += launchOverhead * r->launches;
    }
    timeline.issue(host, r->verdict.predictedTime);
    return WalkResult::skip();
  });
  return timeline.gpuIdle();
}

} // namespace

void roofline::applyHostTimeline(Operation *root,
                                 llvm::ArrayRef<OpRecord> records,
                                 const FrameworkProfile &profile,
                                 double launchOverhead,
                                 std::vector<FunctionSummary> &functions,
                                 Totals &totals) {
  llvm::DenseMap<Operation *, const OpRecord *> byOp;
  for (const OpRecord &r : records)
    byOp.try_emplace(r.op, &r);
  auto addWait = [](Totals &t, double wait) {
    if (wait <= 0)
      return;
    t.predictedTime += wait;
    t.predictedByLimiter["host"] += wait;
  };
  for (FunctionSummary &f : functions) {
    auto fn = dyn_cast_or_null<FunctionOpInterface>(f.op);
    if (!fn || !root->isAncestor(fn))
      continue;
    double wait = replayFunction(fn, byOp, profile, launchOverhead);
    addWait(f.totals, wait);
    // Functions run one after the other, each from an idle GPU.
    addWait(totals, wait);
  }
}
