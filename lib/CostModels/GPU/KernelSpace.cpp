//===- KernelSpace.cpp - The instances of a GPU kernel's ops --------------===//
//
// A query compiles the integer computations an op depends on into a small
// straight-line program over "variables" (the block and thread ids and the
// induction variables of the loops around the op that those computations
// read), orders the program by the innermost variable each instruction
// reads, and enumerates the variables depth-first: an instruction is
// evaluated once per assignment of the variables it reads, and a guard is
// checked as soon as its condition is known, which prunes the subtree.
// Ids and loops the op does not depend on are not enumerated: they multiply
// the count by their extent (trip count), evaluated at each leaf.
//
// What each op computes comes from the shared table of OpSemantics.h; this
// file compiles its kinds to instructions and evaluates them.
//
//===----------------------------------------------------------------------===//

#include "KernelSpace.h"
#include "KernelInterval.h"
#include "OpSemantics.h"

#include "roofline/CostModels/Location.h"
#include "roofline/Model/OpCost.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <tuple>

using namespace mlir;
using namespace roofline;

namespace {

/// The instruction set: the kinds of the op-semantics table. Constants are
/// `Constant` instructions; the variables (ids, loop iterations) have a
/// slot but no instruction, the enumeration assigns them.
using Opc = IntOpKind;

struct Instr {
  Instr(Opc opc, unsigned result, llvm::ArrayRef<unsigned> operands,
        int64_t imm)
      : opc(opc), result(result), operands(operands), imm(imm) {}
  Opc opc;
  unsigned result;
  llvm::SmallVector<unsigned, 4> operands;
  int64_t imm = 0;     // constant, predicate or result width (casts)
  unsigned width = 64; // operand width (unsigned ops, compares, casts)
  AffineMap map;       // Apply, Min, Max: evaluated over operands
  unsigned level = 0;
};

/// A variable of the enumeration: a block or thread id, or one induction
/// variable of a loop around the op.
struct Var {
  bool isId = true;
  unsigned id = 0; // 0-2 block x y z, 3-5 thread x y z
  unsigned slot = 0;
  // Loops: where the bounds are, and which loop dimension this is.
  unsigned lb = 0, ub = 0, step = 0;
};

/// A loop dimension around the op (enumerated or not).
struct LoopDim {
  Value iv;
  unsigned lb = 0, ub = 0, step = 0;
  int varIndex = -1;
};

struct Condition {
  unsigned slot;
  bool expected;
};

int64_t signExtend(int64_t v, unsigned width) {
  if (width >= 64)
    return v;
  uint64_t m = uint64_t(1) << (width - 1);
  uint64_t x = static_cast<uint64_t>(v) & ((uint64_t(1) << width) - 1);
  return static_cast<int64_t>((x ^ m) - m);
}

uint64_t asUnsigned(int64_t v, unsigned width) {
  if (width >= 64)
    return static_cast<uint64_t>(v);
  return static_cast<uint64_t>(v) & ((uint64_t(1) << width) - 1);
}

int64_t floorDiv(int64_t a, int64_t b) {
  if (b == 0)
    return 0;
  if (a == INT64_MIN && b == -1)
    return INT64_MIN;
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

int64_t ceilDiv(int64_t a, int64_t b) {
  if (b == 0)
    return 0;
  if (a == INT64_MIN && b == -1)
    return INT64_MIN;
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

/// Two's complement wrapping, as arith and affine compute on index values.
int64_t wrap(uint64_t x) { return static_cast<int64_t>(x); }

int64_t evalAffine(AffineExpr e, llvm::ArrayRef<int64_t> dims,
                   llvm::ArrayRef<int64_t> syms) {
  switch (e.getKind()) {
  case AffineExprKind::Constant:
    return cast<AffineConstantExpr>(e).getValue();
  case AffineExprKind::DimId:
    return dims[cast<AffineDimExpr>(e).getPosition()];
  case AffineExprKind::SymbolId:
    return syms[cast<AffineSymbolExpr>(e).getPosition()];
  default:
    break;
  }
  auto bin = cast<AffineBinaryOpExpr>(e);
  int64_t l = evalAffine(bin.getLHS(), dims, syms);
  int64_t r = evalAffine(bin.getRHS(), dims, syms);
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return wrap(uint64_t(l) + uint64_t(r));
  case AffineExprKind::Mul:
    return wrap(uint64_t(l) * uint64_t(r));
  case AffineExprKind::FloorDiv:
    return floorDiv(l, r);
  case AffineExprKind::CeilDiv:
    return ceilDiv(l, r);
  case AffineExprKind::Mod: {
    if (r == 0)
      return 0;
    int64_t m = l % r;
    return m < 0 ? wrap(uint64_t(m) + (r < 0 ? 0 - uint64_t(r) : uint64_t(r)))
                 : m;
  }
  default:
    return 0;
  }
}

/// The unsigned ops on `width`-bit operands (division by zero gives 0).
int64_t evalUnsigned(Opc opc, int64_t a, int64_t b, unsigned width) {
  uint64_t ua = asUnsigned(a, width), ub = asUnsigned(b, width);
  switch (opc) {
  case Opc::DivU:
    return ub ? static_cast<int64_t>(ua / ub) : 0;
  case Opc::RemU:
    return ub ? static_cast<int64_t>(ua % ub) : 0;
  case Opc::CeilDivU:
    return ub ? static_cast<int64_t>((ua + ub - 1) / ub) : 0;
  case Opc::MinU:
    return ua < ub ? a : b;
  case Opc::MaxU:
    return ua > ub ? a : b;
  case Opc::ShrU:
    return b < 0 || b >= 64 ? 0 : static_cast<int64_t>(ua >> b);
  default:
    llvm_unreachable("not an unsigned op");
  }
}

/// arith.cmpi `pred` on `width`-bit operands: 1 or 0.
int64_t evalCompare(arith::CmpIPredicate pred, int64_t a, int64_t b,
                    unsigned width) {
  int64_t l = signExtend(a, width), r = signExtend(b, width);
  uint64_t ul = asUnsigned(a, width), ur = asUnsigned(b, width);
  switch (pred) {
  case arith::CmpIPredicate::eq:
    return l == r;
  case arith::CmpIPredicate::ne:
    return l != r;
  case arith::CmpIPredicate::slt:
    return l < r;
  case arith::CmpIPredicate::sle:
    return l <= r;
  case arith::CmpIPredicate::sgt:
    return l > r;
  case arith::CmpIPredicate::sge:
    return l >= r;
  case arith::CmpIPredicate::ult:
    return ul < ur;
  case arith::CmpIPredicate::ule:
    return ul <= ur;
  case arith::CmpIPredicate::ugt:
    return ul > ur;
  case arith::CmpIPredicate::uge:
    return ul >= ur;
  }
  return 0;
}

/// affine.apply (the first result), affine.min and affine.max of `map`
/// over `operands` (dims, then symbols).
int64_t evalAffineMap(Opc opc, AffineMap map,
                      llvm::ArrayRef<int64_t> operands) {
  unsigned nd = map.getNumDims();
  llvm::ArrayRef<int64_t> dims = operands.take_front(nd),
                          syms = operands.drop_front(nd);
  int64_t r = 0;
  bool first = true;
  for (AffineExpr e : map.getResults()) {
    int64_t x = evalAffine(e, dims, syms);
    if (first || (opc == Opc::Min && x < r) || (opc == Opc::Max && x > r))
      r = x;
    first = false;
    if (opc == Opc::Apply)
      break;
  }
  return r;
}

/// The compiled program of one query.
class Program {
public:
  Program(const KernelLaunchContext &ctx, Operation *op)
      : ctx(ctx), op(op), sizeOverflow(!launchSizeFits(ctx.grid, ctx.block)) {}

  /// Collects the loops and guards between the kernel body and `op`.
  LogicalResult collectChain(std::string &reason);
  /// The slot holding `v`, compiling what it depends on.
  FailureOr<unsigned> slotOf(Value v, std::string &reason);
  /// Orders instructions and variables for enumeration.
  void finalize();

  LogicalResult
  run(llvm::ArrayRef<unsigned> wanted,
      llvm::function_ref<void(llvm::ArrayRef<int64_t>, int64_t)> fn,
      InstanceCount &count, std::string &reason, int64_t budget);

  /// Which variables are enumerated, in a canonical order.
  std::vector<const void *> signature() const {
    std::vector<const void *> sig;
    for (const Var &v : vars) {
      if (v.isId)
        sig.push_back(reinterpret_cast<const void *>(uintptr_t(v.id) + 1));
      else
        for (const LoopDim &d : loops)
          if (d.varIndex >= 0 && vars[d.varIndex].slot == v.slot)
            sig.push_back(d.iv.getAsOpaquePointer());
    }
    std::sort(sig.begin(), sig.end());
    return sig;
  }
  size_t numVars() const { return vars.size(); }
  void forceId(unsigned id) { (void)idVar(id); }
  /// Count assignments (1 per leaf) instead of instances.
  bool leavesOnly = false;

private:
  unsigned newSlot() {
    vals.push_back(0);
    levels.push_back(0);
    return vals.size() - 1;
  }
  unsigned emitConst(int64_t c) {
    Instr in(Opc::Constant, newSlot(), {}, c);
    instrs.push_back(in);
    return in.result;
  }
  unsigned emit(Opc opc, llvm::ArrayRef<unsigned> operands, int64_t imm = 0) {
    Instr in(opc, newSlot(), operands, imm);
    instrs.push_back(in);
    return in.result;
  }
  unsigned idVar(unsigned id);
  unsigned loopVar(LoopDim &loop);
  FailureOr<unsigned> slotOfFold(OpFoldResult f, std::string &reason) {
    if (auto a = dyn_cast<Attribute>(f))
      return emitConst(cast<IntegerAttr>(a).getInt());
    return slotOf(cast<Value>(f), reason);
  }
  LogicalResult addLoop(Operation *loop, std::string &reason);
  FailureOr<unsigned> affineBound(affine::AffineForOp loop, bool lower,
                                  std::string &reason);
  FailureOr<unsigned> compileValue(Value v, std::string &reason);
  FailureOr<unsigned> compileOp(Operation *def, Value v, std::string &reason);
  unsigned compileLaunchValue(const IntOpSemantics &s);
  FailureOr<unsigned> compileWithOperands(Operation *def,
                                          const IntOpSemantics &s,
                                          std::string &reason);
  LogicalResult operandSlots(ValueRange operands,
                             llvm::SmallVectorImpl<unsigned> &out,
                             std::string &reason);
  int64_t compute(const Instr &in) const;
  void eval(const Instr &in) { vals[in.result] = compute(in); }
  std::optional<int64_t> tripCount(const LoopDim &d) const {
    return loopTripCount(vals[d.lb], vals[d.ub], vals[d.step]);
  }
  void recurse(unsigned depth);
  bool canSolveInnermost();
  bool solveInnermost(const Var &v);
  /// The (lower bound, upper bound, step) `v` runs over: a launch id over
  /// its grid or block size, a loop over its evaluated bounds.
  std::tuple<int64_t, int64_t, int64_t> getRange(const Var &v) const {
    if (v.isId)
      return {0, v.id < 3 ? ctx.grid[v.id] : ctx.block[v.id - 3], 1};
    return {vals[v.lb], vals[v.ub], vals[v.step]};
  }

  const KernelLaunchContext &ctx;
  Operation *op;
  std::vector<Instr> instrs;
  std::vector<int64_t> vals;
  std::vector<unsigned> levels;
  llvm::DenseMap<Value, unsigned> slots;
  std::array<int, 6> idVars = {-1, -1, -1, -1, -1, -1};
  std::vector<Var> vars;
  std::vector<LoopDim> loops;
  std::vector<Condition> conditions;
  // Enumeration state.
  std::vector<std::vector<const Instr *>> byLevel;
  std::vector<std::vector<Condition>> condByLevel;
  llvm::ArrayRef<unsigned> wanted;
  llvm::SmallVector<int64_t, 8> wantedVals;
  llvm::function_ref<void(llvm::ArrayRef<int64_t>, int64_t)> callback;
  int64_t idMultiplier = 1;
  unsigned numIdVars = 0;
  int64_t visited = 0, budgetLeft = 0;
  bool leafHit = false, overflow = false, outOfBudget = false;
  /// Whether the guards at the innermost variable are comparisons of values
  /// linear in it (solveInnermost), with `definer` the instruction of each
  /// slot at its level and `linear` their values there.
  bool innermostSolvable = false;
  std::vector<const Instr *> definer;
  std::vector<LinearValue> linear;
  /// Set when the launch's size does not fit 64 bits: every query fails
  /// (and the products of sizes compiled meanwhile wrap harmlessly).
  bool sizeOverflow = false;
  InstanceCount *counts = nullptr;
};

//===----------------------------------------------------------------------===//
// Compiling
//===----------------------------------------------------------------------===//

/// The slot of id variable `id` (0-5), created on first use.
unsigned Program::idVar(unsigned id) {
  if (idVars[id] >= 0)
    return vars[idVars[id]].slot;
  Var v;
  v.isId = true;
  v.id = id;
  v.slot = newSlot();
  idVars[id] = vars.size();
  vars.push_back(v);
  return v.slot;
}

/// The slot of the variable of loop dimension `loop`, created on first use
/// (a loop no computation reads is not enumerated).
unsigned Program::loopVar(LoopDim &loop) {
  if (loop.varIndex < 0) {
    Var var;
    var.isId = false;
    var.slot = newSlot();
    var.lb = loop.lb;
    var.ub = loop.ub;
    var.step = loop.step;
    loop.varIndex = vars.size();
    vars.push_back(var);
  }
  return vars[loop.varIndex].slot;
}

LogicalResult Program::collectChain(std::string &reason) {
  // Outermost first: collect innermost-first, then reverse.
  struct Entry {
    Operation *loop = nullptr;
    Value cond;
    bool expected = true;
  };
  std::vector<Entry> chain;
  Operation *child = op;
  for (Operation *p = op->getParentOp(); p && p != ctx.kernelOp;
       child = p, p = p->getParentOp()) {
    if (auto ifOp = dyn_cast<scf::IfOp>(p)) {
      bool inThen = ifOp.getThenRegion().isAncestor(child->getParentRegion());
      chain.push_back({nullptr, ifOp.getCondition(), inThen});
      continue;
    }
    if (isCountedLoop(p)) {
      chain.push_back({p, Value(), true});
      continue;
    }
    if (isa<scf::ExecuteRegionOp>(p))
      continue;
    reason = llvm::formatv("it sits inside {0} at {1}, whose executions the "
                           "kernel model cannot count",
                           p->getName(), formatLocation(p->getLoc()));
    return failure();
  }
  if (!op->getParentOp() ||
      (op->getParentOp() != ctx.kernelOp && !ctx.kernelOp->isAncestor(op))) {
    reason = "it is not inside the kernel body";
    return failure();
  }
  std::reverse(chain.begin(), chain.end());
  for (Entry &e : chain) {
    if (e.loop) {
      if (failed(addLoop(e.loop, reason)))
        return failure();
      continue;
    }
    FailureOr<unsigned> s = slotOf(e.cond, reason);
    if (failed(s))
      return failure();
    conditions.push_back({*s, e.expected});
  }
  return success();
}

/// Adds the dimensions of a counted loop, compiling their bounds and steps
/// (LoopLikeOpInterface; an affine.for's non-constant bounds from its maps).
LogicalResult Program::addLoop(Operation *loop, std::string &reason) {
  auto affineFor = dyn_cast<affine::AffineForOp>(loop);
  // Which: 0 lower bound, 1 upper bound, 2 step.
  auto slotFor = [&](const std::optional<OpFoldResult> &given,
                     unsigned which) -> FailureOr<unsigned> {
    if (given)
      return slotOfFold(*given, reason);
    if (affineFor && which < 2)
      return affineBound(affineFor, which == 0, reason);
    if (affineFor)
      return emitConst(affineFor.getStepAsInt());
    reason = llvm::formatv("the bounds of {0} at {1} are not known",
                           loop->getName(), formatLocation(loop->getLoc()));
    return failure();
  };
  for (const LoopBounds &b : getLoopBounds(loop)) {
    FailureOr<unsigned> lb = slotFor(b.lb, 0);
    if (failed(lb))
      return failure();
    FailureOr<unsigned> ub = slotFor(b.ub, 1);
    if (failed(ub))
      return failure();
    FailureOr<unsigned> step = slotFor(b.step, 2);
    if (failed(step))
      return failure();
    loops.push_back(LoopDim{b.iv, *lb, *ub, *step});
  }
  return success();
}

/// An affine.for bound given by a map: the greatest of the lower bound
/// map's results, the least of the upper bound map's.
FailureOr<unsigned> Program::affineBound(affine::AffineForOp loop, bool lower,
                                         std::string &reason) {
  llvm::SmallVector<unsigned, 4> ops;
  if (failed(operandSlots(lower ? loop.getLowerBoundOperands()
                                : loop.getUpperBoundOperands(),
                          ops, reason)))
    return failure();
  Instr in(lower ? Opc::Max : Opc::Min, newSlot(), ops, 0);
  in.map = lower ? loop.getLowerBoundMap() : loop.getUpperBoundMap();
  instrs.push_back(in);
  return in.result;
}

LogicalResult Program::operandSlots(ValueRange operands,
                                    llvm::SmallVectorImpl<unsigned> &out,
                                    std::string &reason) {
  for (Value o : operands) {
    FailureOr<unsigned> s = slotOf(o, reason);
    if (failed(s))
      return failure();
    out.push_back(*s);
  }
  return success();
}

FailureOr<unsigned> Program::slotOf(Value v, std::string &reason) {
  if (auto it = slots.find(v); it != slots.end())
    return it->second;
  FailureOr<unsigned> slot = compileValue(v, reason);
  if (failed(slot))
    return failure();
  slots[v] = *slot;
  return *slot;
}

/// Compiles `v`: a value the launch fixes, an id, a loop's iteration, or
/// the result of an op.
FailureOr<unsigned> Program::compileValue(Value v, std::string &reason) {
  if (auto it = ctx.known.find(v); it != ctx.known.end())
    return emitConst(it->second);
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return compileOp(v.getDefiningOp(), v, reason);
  if (std::optional<unsigned> id = getLaunchId(ctx, v))
    return idVar(*id);
  auto loop = llvm::find_if(loops, [&](const LoopDim &d) { return d.iv == v; });
  if (loop != loops.end())
    return loopVar(*loop);
  Operation *owner = arg.getOwner()->getParentOp();
  reason = llvm::formatv(
      "it depends on argument #{0} of {1} at {2}, whose value is not "
      "known when the kernel is launched (a kernel argument not bound to "
      "a constant, or a value carried by a loop)",
      arg.getArgNumber(), owner ? owner->getName().getStringRef() : "?",
      owner ? formatLocation(owner->getLoc()) : "?");
  return failure();
}

/// Compiles the op `def` that defines `v`, by its row of the op-semantics
/// table.
FailureOr<unsigned> Program::compileOp(Operation *def, Value v,
                                       std::string &reason) {
  if (!v.getType().isIntOrIndex()) {
    reason = llvm::formatv("it depends on {0} at {1}, which is not an "
                           "integer computation",
                           def->getName(), formatLocation(def->getLoc()));
    return failure();
  }
  std::optional<IntOpSemantics> s = getIntOpSemantics(v);
  if (!s) {
    reason = llvm::formatv("it depends on {0} at {1}, which the kernel model "
                           "cannot evaluate before the kernel runs",
                           def->getName(), formatLocation(def->getLoc()));
    return failure();
  }
  switch (s->kind) {
  case Opc::Constant:
    return emitConst(s->value);
  case Opc::BlockId:
  case Opc::ThreadId:
  case Opc::BlockDim:
  case Opc::GridDim:
  case Opc::GlobalId:
  case Opc::LaneId:
  case Opc::SubgroupId:
  case Opc::SubgroupSize:
  case Opc::NumSubgroups:
    return compileLaunchValue(*s);
  default:
    return compileWithOperands(def, *s, reason);
  }
}

/// The gpu ids and sizes: an id variable, a constant of the launch, or
/// the global, lane and subgroup ids computed from the ids.
unsigned Program::compileLaunchValue(const IntOpSemantics &s) {
  unsigned d = s.dim;
  switch (s.kind) {
  case Opc::BlockId:
    return idVar(d);
  case Opc::ThreadId:
    return idVar(3 + d);
  case Opc::BlockDim:
    return emitConst(ctx.block[d]);
  case Opc::GridDim:
    return emitConst(ctx.grid[d]);
  case Opc::GlobalId: {
    unsigned bid = idVar(d), tid = idVar(3 + d);
    unsigned scaled = emit(Opc::Mul, {bid, emitConst(ctx.block[d])});
    return emit(Opc::Add, {scaled, tid});
  }
  case Opc::LaneId:
  case Opc::SubgroupId: {
    // Linear thread id tx + ty*bx + tz*bx*by, then mod/div subgroup size.
    unsigned lin = emit(
        Opc::Add,
        {idVar(3),
         emit(Opc::Add,
              {emit(Opc::Mul, {idVar(4), emitConst(ctx.block[0])}),
               emit(Opc::Mul, {idVar(5), emitConst(wrap(uint64_t(ctx.block[0]) *
                                                        ctx.block[1]))})})});
    return emit(s.kind == Opc::LaneId ? Opc::RemS : Opc::DivS,
                {lin, emitConst(ctx.subgroupSize)});
  }
  case Opc::SubgroupSize:
    return emitConst(ctx.subgroupSize);
  case Opc::NumSubgroups: {
    int64_t threads =
        wrap(uint64_t(ctx.block[0]) * ctx.block[1] * ctx.block[2]);
    return emitConst(threads / ctx.subgroupSize +
                     (threads % ctx.subgroupSize != 0));
  }
  default:
    llvm_unreachable("not a launch value");
  }
}

/// An arith or affine op: one instruction over its operands' slots.
FailureOr<unsigned> Program::compileWithOperands(Operation *def,
                                                 const IntOpSemantics &s,
                                                 std::string &reason) {
  llvm::SmallVector<unsigned, 4> ops;
  if (failed(operandSlots(def->getOperands(), ops, reason)))
    return failure();
  Instr in(s.kind, newSlot(), ops, 0);
  in.width = s.operandWidth;
  in.map = s.map;
  if (s.kind == Opc::Cmp)
    in.imm = static_cast<int64_t>(s.predicate);
  else if (s.kind == Opc::CastSigned || s.kind == Opc::CastUnsigned ||
           s.kind == Opc::Truncate)
    in.imm = s.resultWidth;
  instrs.push_back(in);
  return in.result;
}

//===----------------------------------------------------------------------===//
// Evaluating
//===----------------------------------------------------------------------===//

/// The value of one instruction from its operands' values: arith semantics
/// on 64-bit two's complement values (wrapping; division by zero gives 0).
int64_t Program::compute(const Instr &in) const {
  auto a = [&](unsigned i) { return vals[in.operands[i]]; };
  switch (in.opc) {
  case Opc::Constant:
    return in.imm;
  case Opc::Add:
    return wrap(uint64_t(a(0)) + uint64_t(a(1)));
  case Opc::Sub:
    return wrap(uint64_t(a(0)) - uint64_t(a(1)));
  case Opc::Mul:
    return wrap(uint64_t(a(0)) * uint64_t(a(1)));
  case Opc::DivS:
    return a(1) == 0 || (a(0) == INT64_MIN && a(1) == -1) ? 0 : a(0) / a(1);
  case Opc::RemS:
    return a(1) == 0 || a(1) == -1 ? 0 : a(0) % a(1);
  case Opc::CeilDivS:
    return ceilDiv(a(0), a(1));
  case Opc::FloorDivS:
    return floorDiv(a(0), a(1));
  case Opc::MinS:
    return std::min(a(0), a(1));
  case Opc::MaxS:
    return std::max(a(0), a(1));
  case Opc::DivU:
  case Opc::RemU:
  case Opc::CeilDivU:
  case Opc::MinU:
  case Opc::MaxU:
  case Opc::ShrU:
    return evalUnsigned(in.opc, a(0), a(1), in.width);
  case Opc::And:
    return a(0) & a(1);
  case Opc::Or:
    return a(0) | a(1);
  case Opc::Xor:
    return a(0) ^ a(1);
  case Opc::Shl:
    return a(1) < 0 || a(1) >= 64 ? 0 : wrap(uint64_t(a(0)) << a(1));
  case Opc::ShrS:
    return a(1) < 0 || a(1) >= 64 ? (a(0) < 0 ? -1 : 0) : a(0) >> a(1);
  case Opc::Cmp:
    return evalCompare(static_cast<arith::CmpIPredicate>(in.imm), a(0), a(1),
                       in.width);
  case Opc::Select:
    return (a(0) & 1) ? a(1) : a(2);
  case Opc::CastSigned:
  case Opc::Truncate:
    return signExtend(signExtend(a(0), in.width),
                      static_cast<unsigned>(in.imm));
  case Opc::CastUnsigned:
    return signExtend(static_cast<int64_t>(asUnsigned(a(0), in.width)),
                      static_cast<unsigned>(in.imm));
  case Opc::Apply:
  case Opc::Min:
  case Opc::Max: {
    llvm::SmallVector<int64_t, 6> operands;
    for (unsigned i = 0; i < in.operands.size(); ++i)
      operands.push_back(a(i));
    return evalAffineMap(in.opc, in.map, operands);
  }
  default:
    llvm_unreachable("ids and sizes compile to variables and constants");
  }
}

//===----------------------------------------------------------------------===//
// Enumerating
//===----------------------------------------------------------------------===//

void Program::finalize() {
  // Variables: ids first (block z y x, then thread z y x, so that the
  // innermost, usually the widest, varies fastest), then loops outer to
  // inner, as they were discovered in chain order.
  std::vector<Var> ordered;
  for (unsigned id : {2u, 1u, 0u, 5u, 4u, 3u})
    if (idVars[id] >= 0)
      ordered.push_back(vars[idVars[id]]);
  numIdVars = ordered.size();
  for (LoopDim &d : loops)
    if (d.varIndex >= 0) {
      ordered.push_back(vars[d.varIndex]);
      d.varIndex = ordered.size() - 1;
    }
  vars = std::move(ordered);
  idMultiplier = 1;
  for (unsigned id = 0; id < 6; ++id)
    if (idVars[id] < 0 &&
        !checkedMul(idMultiplier, id < 3 ? ctx.grid[id] : ctx.block[id - 3],
                    idMultiplier))
      sizeOverflow = true;
  // Levels: a variable at position p has level p + 1; an instruction the
  // largest level of its operands. Instructions are in dependence order, so
  // one pass computes them.
  for (auto [p, v] : llvm::enumerate(vars))
    levels[v.slot] = p + 1;
  for (Instr &in : instrs) {
    in.level = 0;
    for (unsigned o : in.operands)
      in.level = std::max(in.level, levels[o]);
    levels[in.result] = in.level;
  }
  byLevel.assign(vars.size() + 1, {});
  for (const Instr &in : instrs)
    byLevel[in.level].push_back(&in);
  condByLevel.assign(vars.size() + 1, {});
  for (const Condition &c : conditions)
    condByLevel[levels[c.slot]].push_back(c);
  innermostSolvable = canSolveInnermost();
}

/// Whether solveInnermost may try the innermost variable: what reads it is
/// add, sub, mul, casts and affine.apply feeding the comparisons of guards,
/// and the loops that are not enumerated have bounds that do not read it
/// (so each leaf under it has the same weight).
bool Program::canSolveInnermost() {
  unsigned n = vars.size();
  if (n == 0)
    return false;
  for (const LoopDim &d : loops)
    if (d.varIndex < 0 &&
        (levels[d.lb] >= n || levels[d.ub] >= n || levels[d.step] >= n))
      return false;
  definer.assign(vals.size(), nullptr);
  for (const Instr *in : byLevel[n]) {
    switch (in->opc) {
    case Opc::Add:
    case Opc::Sub:
    case Opc::Mul:
    case Opc::CastSigned:
    case Opc::CastUnsigned:
    case Opc::Truncate:
    case Opc::Apply:
    case Opc::Cmp:
      break;
    default:
      return false;
    }
    // A comparison's outcome is only a guard's condition, never an operand.
    for (unsigned o : in->operands)
      if (definer[o] && definer[o]->opc == Opc::Cmp)
        return false;
    definer[in->result] = in;
  }
  for (const Condition &c : condByLevel[n])
    if (!definer[c.slot] || definer[c.slot]->opc != Opc::Cmp)
      return false;
  linear.assign(vals.size(), LinearValue());
  return true;
}

/// Counts the iterations of the innermost variable `v` that pass the guards
/// reading it by solving them (KernelInterval.h) rather than evaluating
/// each, and adds their leaves as recurse() would. False, with nothing
/// changed, where the solution is not exact or where a count would overflow
/// or the budget run out: the caller then enumerates, which reproduces the
/// evaluation's outcome and its reason.
bool Program::solveInnermost(const Var &v) {
  auto [lo, hi, step] = getRange(v);
  std::optional<int64_t> iterations = loopTripCount(lo, hi, step);
  if (!iterations || *iterations > budgetLeft - visited)
    return false;
  if (*iterations == 0)
    return true;
  unsigned n = vars.size();
  InnermostRange range(lo, step, *iterations);
  linear[v.slot] = range.variable();
  auto valueOf = [&](unsigned s) {
    return levels[s] == n ? linear[s] : InnermostRange::constant(vals[s]);
  };
  llvm::SmallVector<LinearValue, 4> ops;
  for (const Instr *in : byLevel[n]) {
    if (in->opc == Opc::Cmp)
      continue;
    ops.clear();
    for (unsigned o : in->operands)
      ops.push_back(valueOf(o));
    std::optional<LinearValue> r =
        range.apply(in->opc, ops, in->width, in->imm, in->map);
    if (!r)
      return false;
    linear[in->result] = *r;
  }
  for (const Condition &c : condByLevel[n]) {
    const Instr *cmp = definer[c.slot];
    if (!range.restrict(static_cast<arith::CmpIPredicate>(cmp->imm),
                        cmp->width, valueOf(cmp->operands[0]),
                        valueOf(cmp->operands[1]), c.expected))
      return false;
  }
  int64_t hits = range.count(), w = idMultiplier, added;
  InstanceCount next = *counts;
  if (hits > 0) {
    for (const LoopDim &d : loops) {
      if (d.varIndex >= 0)
        continue;
      std::optional<int64_t> trips = tripCount(d);
      if (!trips || !checkedMul(w, *trips, w))
        return false;
    }
  }
  if (hits > 0 && w > 0) {
    next.points += hits;
    if (!checkedMul(leavesOnly ? 1 : w, hits, added) ||
        !checkedAdd(next.instances, added, next.instances))
      return false;
    // Leaves at the thread level: each passing value is idMultiplier threads.
    if (n == numIdVars && (!checkedMul(idMultiplier, hits, added) ||
                           !checkedAdd(next.threads, added, next.threads)))
      return false;
    leafHit = true;
  }
  *counts = next;
  visited += *iterations;
  return true;
}

void Program::recurse(unsigned depth) {
  if (overflow || outOfBudget)
    return;
  for (const Instr *in : byLevel[depth])
    eval(*in);
  for (const Condition &c : condByLevel[depth])
    if (((vals[c.slot] & 1) != 0) != c.expected)
      return;
  bool threadLevel = depth == numIdVars;
  bool savedHit = leafHit;
  if (threadLevel)
    leafHit = false;
  if (depth == vars.size()) {
    int64_t w = idMultiplier;
    for (const LoopDim &d : loops) {
      if (d.varIndex >= 0)
        continue;
      std::optional<int64_t> trips = tripCount(d);
      if (!trips || !checkedMul(w, *trips, w))
        overflow = true;
    }
    if (w > 0 && !overflow) {
      leafHit = true;
      ++counts->points;
      if (leavesOnly)
        w = 1;
      if (!checkedAdd(counts->instances, w, counts->instances))
        overflow = true;
      if (callback) {
        for (auto [i, s] : llvm::enumerate(wanted))
          wantedVals[i] = vals[s];
        callback(wantedVals, w);
      }
    }
  } else if (depth + 1 == vars.size() && innermostSolvable && !callback &&
             solveInnermost(vars[depth])) {
    // The innermost variable's guards solved in one step.
  } else {
    const Var &v = vars[depth];
    auto [lo, hi, step] = getRange(v);
    if (step > 0)
      for (int64_t x = lo; x < hi;) {
        if (++visited > budgetLeft) {
          outOfBudget = true;
          return;
        }
        vals[v.slot] = x;
        recurse(depth + 1);
        if (overflow || outOfBudget)
          return;
        if (llvm::AddOverflow(x, step, x))
          break; // past INT64_MAX, hence past `hi`
      }
  }
  if (threadLevel) {
    // Every value of the ids nobody reads behaves the same.
    if (leafHit && !checkedAdd(counts->threads, idMultiplier, counts->threads))
      overflow = true;
    leafHit = savedHit || leafHit;
  }
}

LogicalResult
Program::run(llvm::ArrayRef<unsigned> wantedSlots,
             llvm::function_ref<void(llvm::ArrayRef<int64_t>, int64_t)> fn,
             InstanceCount &count, std::string &reason, int64_t budget) {
  wanted = wantedSlots;
  wantedVals.assign(wanted.size(), 0);
  callback = fn;
  counts = &count;
  budgetLeft = budget;
  for (int64_t g : ctx.grid)
    if (g <= 0)
      return success(); // an empty grid runs nothing
  for (int64_t b : ctx.block)
    if (b <= 0)
      return success();
  if (sizeOverflow) {
    reason = "the launch's size overflows 64 bits";
    return failure();
  }
  recurse(0);
  if (overflow) {
    reason = "its number of executions overflows 64 bits";
    return failure();
  }
  if (outOfBudget) {
    reason = llvm::formatv("counting its executions exactly would take more "
                           "than {0} evaluations of the ids and loops it "
                           "depends on",
                           budget);
    return failure();
  }
  return success();
}

} // namespace

bool roofline::launchSizeFits(const std::array<int64_t, 3> &grid,
                              const std::array<int64_t, 3> &block) {
  int64_t n = 1;
  for (const std::array<int64_t, 3> *sizes : {&grid, &block})
    for (int64_t s : *sizes)
      if (!checkedMul(n, std::max<int64_t>(s, 1), n))
        return false;
  return true;
}

FailureOr<InstanceCount> KernelSpace::count(Operation *op,
                                            std::string &reason) {
  Block *block = op->getBlock();
  if (auto it = blockCounts.find(block); it != blockCounts.end())
    return it->second;
  Program p(ctx, op);
  if (failed(p.collectChain(reason)))
    return failure();
  p.finalize();
  InstanceCount c;
  if (failed(p.run({}, nullptr, c, reason, kDefaultBudget)))
    return failure();
  blockCounts[block] = c;
  blockSignatures[block] = p.signature();
  return c;
}

LogicalResult KernelSpace::enumerate(
    Operation *op, llvm::ArrayRef<Value> values,
    llvm::function_ref<void(llvm::ArrayRef<int64_t>, int64_t)> fn,
    std::string &reason, int64_t budget) {
  Program p(ctx, op);
  if (failed(p.collectChain(reason)))
    return failure();
  llvm::SmallVector<unsigned, 4> wanted;
  for (Value v : values) {
    FailureOr<unsigned> s = p.slotOf(v, reason);
    if (failed(s))
      return failure();
    wanted.push_back(*s);
  }
  p.finalize();
  InstanceCount c;
  return p.run(wanted, fn, c, reason, budget);
}

FailureOr<int64_t> KernelSpace::countPoints(Operation *op,
                                            llvm::ArrayRef<unsigned> ids,
                                            llvm::ArrayRef<Value> loopIVs,
                                            std::string &reason) {
  Program p(ctx, op);
  if (failed(p.collectChain(reason)))
    return failure();
  for (unsigned id : ids)
    p.forceId(id);
  for (Value iv : loopIVs)
    if (failed(p.slotOf(iv, reason)))
      return failure();
  p.finalize();
  if (p.numVars() != ids.size() + loopIVs.size()) {
    reason = "a guard or loop bound depends on an id or loop the address "
             "does not";
    return failure();
  }
  // count() of the same block enumerated the same variables: its points
  // are the answer.
  if (auto it = blockSignatures.find(op->getBlock());
      it != blockSignatures.end() && it->second == p.signature())
    return blockCounts[op->getBlock()].points;
  p.leavesOnly = true;
  InstanceCount c;
  if (failed(p.run({}, nullptr, c, reason, kDefaultBudget)))
    return failure();
  return c.instances;
}
