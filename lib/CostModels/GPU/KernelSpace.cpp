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
//===----------------------------------------------------------------------===//

#include "KernelSpace.h"

#include "roofline/Model/OpCost.h"
#include "roofline/CostModels/Location.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace mlir;
using namespace roofline;

namespace {

enum class Opc {
  Const, Var, Add, Sub, Mul, DivS, DivU, RemS, RemU, CeilDivS, CeilDivU,
  FloorDivS, MinS, MaxS, MinU, MaxU, And, Or, Xor, Shl, ShrS, ShrU, Cmp,
  Select, Trunc, Affine, AffineMin, AffineMax
};

struct Instr {
  Instr(Opc opc, unsigned result, llvm::ArrayRef<unsigned> operands,
        int64_t imm)
      : opc(opc), result(result), operands(operands), imm(imm) {}
  Opc opc;
  unsigned result;
  llvm::SmallVector<unsigned, 4> operands;
  int64_t imm = 0;       // constant, predicate or bit width
  unsigned width = 64;   // operand width (unsigned compares)
  AffineMap map;         // Affine*: evaluated over operands (dims, symbols)
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
    return l + r;
  case AffineExprKind::Mul:
    return l * r;
  case AffineExprKind::FloorDiv:
    return floorDiv(l, r);
  case AffineExprKind::CeilDiv:
    return ceilDiv(l, r);
  case AffineExprKind::Mod: {
    if (r == 0)
      return 0;
    int64_t m = l % r;
    return m < 0 ? m + (r < 0 ? -r : r) : m;
  }
  default:
    return 0;
  }
}

/// The compiled program of one query.
class Program {
public:
  Program(const KernelLaunchContext &ctx, Operation *op) : ctx(ctx), op(op) {}

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
    Instr in(Opc::Const, newSlot(), {}, c);
    instrs.push_back(in);
    return in.result;
  }
  unsigned emit(Opc opc, llvm::ArrayRef<unsigned> operands, int64_t imm = 0) {
    Instr in(opc, newSlot(), operands, imm);
    instrs.push_back(in);
    return in.result;
  }
  unsigned idVar(unsigned id);
  FailureOr<unsigned> slotOfFold(OpFoldResult f, std::string &reason) {
    if (auto a = dyn_cast<Attribute>(f))
      return emitConst(cast<IntegerAttr>(a).getInt());
    return slotOf(cast<Value>(f), reason);
  }
  FailureOr<unsigned> compileOp(Operation *def, Value v, std::string &reason);
  void eval(const Instr &in);
  int64_t tripCount(const LoopDim &d) const {
    int64_t lb = vals[d.lb], ub = vals[d.ub], step = vals[d.step];
    if (step <= 0 || ub <= lb)
      return 0;
    return (ub - lb + step - 1) / step;
  }
  void recurse(unsigned depth);

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
  InstanceCount *counts = nullptr;
};

unsigned Program::idVar(unsigned id) {
  if (idVars[id] >= 0)
    return vars[idVars[id]].slot;
  Var v;
  v.isId = true;
  v.id = id;
  v.slot = newSlot();
  instrs.push_back(Instr(Opc::Var, v.slot, {}, 0));
  idVars[id] = vars.size();
  vars.push_back(v);
  return v.slot;
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
    if (isa<scf::ForOp, scf::ParallelOp, scf::ForallOp, affine::AffineForOp>(
            p)) {
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
    if (!e.loop) {
      FailureOr<unsigned> s = slotOf(e.cond, reason);
      if (failed(s))
        return failure();
      conditions.push_back({*s, e.expected});
      continue;
    }
    auto addDim = [&](Value iv, unsigned lb, unsigned ub, unsigned step) {
      loops.push_back(LoopDim{iv, lb, ub, step});
    };
    Operation *p = e.loop;
    if (auto f = dyn_cast<scf::ForOp>(p)) {
      FailureOr<unsigned> lb = slotOf(f.getLowerBound(), reason);
      if (failed(lb))
        return failure();
      FailureOr<unsigned> ub = slotOf(f.getUpperBound(), reason);
      if (failed(ub))
        return failure();
      FailureOr<unsigned> st = slotOf(f.getStep(), reason);
      if (failed(st))
        return failure();
      addDim(f.getInductionVar(), *lb, *ub, *st);
    } else if (auto f = dyn_cast<scf::ParallelOp>(p)) {
      for (auto [iv, l, u, s] :
           llvm::zip(f.getInductionVars(), f.getLowerBound(),
                     f.getUpperBound(), f.getStep())) {
        FailureOr<unsigned> lb = slotOf(l, reason);
        if (failed(lb))
          return failure();
        FailureOr<unsigned> ub = slotOf(u, reason);
        if (failed(ub))
          return failure();
        FailureOr<unsigned> st = slotOf(s, reason);
        if (failed(st))
          return failure();
        addDim(iv, *lb, *ub, *st);
      }
    } else if (auto f = dyn_cast<scf::ForallOp>(p)) {
      for (auto [iv, l, u, s] :
           llvm::zip(f.getInductionVars(), f.getMixedLowerBound(),
                     f.getMixedUpperBound(), f.getMixedStep())) {
        FailureOr<unsigned> lb = slotOfFold(l, reason);
        if (failed(lb))
          return failure();
        FailureOr<unsigned> ub = slotOfFold(u, reason);
        if (failed(ub))
          return failure();
        FailureOr<unsigned> st = slotOfFold(s, reason);
        if (failed(st))
          return failure();
        addDim(iv, *lb, *ub, *st);
      }
    } else if (auto f = dyn_cast<affine::AffineForOp>(p)) {
      auto bound = [&](AffineMap map, ValueRange operands,
                       Opc opc) -> FailureOr<unsigned> {
        llvm::SmallVector<unsigned, 4> ops;
        for (Value o : operands) {
          FailureOr<unsigned> s = slotOf(o, reason);
          if (failed(s))
            return failure();
          ops.push_back(*s);
        }
        Instr in(opc, newSlot(), ops, 0);
        in.map = map;
        instrs.push_back(in);
        return in.result;
      };
      FailureOr<unsigned> lb = bound(f.getLowerBoundMap(),
                                     f.getLowerBoundOperands(), Opc::AffineMax);
      if (failed(lb))
        return failure();
      FailureOr<unsigned> ub = bound(f.getUpperBoundMap(),
                                     f.getUpperBoundOperands(), Opc::AffineMin);
      if (failed(ub))
        return failure();
      addDim(f.getInductionVar(), *lb, *ub, emitConst(f.getStepAsInt()));
    }
  }
  return success();
}

FailureOr<unsigned> Program::slotOf(Value v, std::string &reason) {
  if (auto it = slots.find(v); it != slots.end())
    return it->second;
  unsigned slot;
  if (auto it = ctx.known.find(v); it != ctx.known.end()) {
    slot = emitConst(it->second);
  } else if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto loop = llvm::find_if(loops, [&](const LoopDim &d) { return d.iv == v; });
    int id = -1;
    for (unsigned d = 0; d < 3; ++d) {
      if (ctx.blockIds[d] == v)
        id = d;
      if (ctx.threadIds[d] == v)
        id = 3 + d;
    }
    if (id >= 0) {
      slot = idVar(id);
    } else if (loop != loops.end()) {
      if (loop->varIndex < 0) {
        Var var;
        var.isId = false;
        var.slot = newSlot();
        var.lb = loop->lb;
        var.ub = loop->ub;
        var.step = loop->step;
        instrs.push_back(Instr(Opc::Var, var.slot, {}, 0));
        loop->varIndex = vars.size();
        vars.push_back(var);
      }
      slot = vars[loop->varIndex].slot;
    } else {
      Operation *owner = arg.getOwner()->getParentOp();
      reason = llvm::formatv(
          "it depends on argument #{0} of {1} at {2}, whose value is not "
          "known when the kernel is launched (a kernel argument not bound to "
          "a constant, or a value carried by a loop)",
          arg.getArgNumber(), owner ? owner->getName().getStringRef() : "?",
          owner ? formatLocation(owner->getLoc()) : "?");
      return failure();
    }
  } else {
    FailureOr<unsigned> s = compileOp(v.getDefiningOp(), v, reason);
    if (failed(s))
      return failure();
    slot = *s;
  }
  slots[v] = slot;
  return slot;
}

FailureOr<unsigned> Program::compileOp(Operation *def, Value v,
                                       std::string &reason) {
  auto operandSlots = [&](llvm::SmallVectorImpl<unsigned> &out) {
    for (Value o : def->getOperands()) {
      FailureOr<unsigned> s = slotOf(o, reason);
      if (failed(s))
        return false;
      out.push_back(*s);
    }
    return true;
  };
  auto widthOf = [](Type t) -> unsigned {
    return t.isIndex() ? 64 : t.getIntOrFloatBitWidth();
  };
  Type type = v.getType();
  if (!type.isIntOrIndex()) {
    reason = llvm::formatv("it depends on {0} at {1}, which is not an "
                           "integer computation",
                           def->getName(), formatLocation(def->getLoc()));
    return failure();
  }
  APInt cst;
  if (matchPattern(v, m_ConstantInt(&cst)))
    return emitConst(type.isInteger(1) ? cst.getZExtValue()
                                       : cst.getSExtValue());
  // GPU ids and sizes.
  if (auto o = dyn_cast<gpu::BlockIdOp>(def))
    return idVar(static_cast<unsigned>(o.getDimension()));
  if (auto o = dyn_cast<gpu::ThreadIdOp>(def))
    return idVar(3 + static_cast<unsigned>(o.getDimension()));
  if (auto o = dyn_cast<gpu::BlockDimOp>(def))
    return emitConst(ctx.block[static_cast<unsigned>(o.getDimension())]);
  if (auto o = dyn_cast<gpu::GridDimOp>(def))
    return emitConst(ctx.grid[static_cast<unsigned>(o.getDimension())]);
  if (auto o = dyn_cast<gpu::GlobalIdOp>(def)) {
    unsigned d = static_cast<unsigned>(o.getDimension());
    unsigned bid = idVar(d), tid = idVar(3 + d);
    unsigned scaled = emit(Opc::Mul, {bid, emitConst(ctx.block[d])});
    return emit(Opc::Add, {scaled, tid});
  }
  if (isa<gpu::LaneIdOp, gpu::SubgroupIdOp>(def)) {
    // Linear thread id tx + ty*bx + tz*bx*by, then mod/div subgroup size.
    unsigned lin = emit(
        Opc::Add,
        {idVar(3),
         emit(Opc::Add,
              {emit(Opc::Mul, {idVar(4), emitConst(ctx.block[0])}),
               emit(Opc::Mul,
                    {idVar(5), emitConst(ctx.block[0] * ctx.block[1])})})});
    return emit(isa<gpu::LaneIdOp>(def) ? Opc::RemS : Opc::DivS,
                {lin, emitConst(ctx.subgroupSize)});
  }
  if (isa<gpu::SubgroupSizeOp>(def))
    return emitConst(ctx.subgroupSize);
  if (isa<gpu::NumSubgroupsOp>(def))
    return emitConst((ctx.block[0] * ctx.block[1] * ctx.block[2] +
                      ctx.subgroupSize - 1) /
                     ctx.subgroupSize);

  llvm::SmallVector<unsigned, 4> ops;
  if (auto apply = dyn_cast<affine::AffineApplyOp>(def)) {
    if (!operandSlots(ops))
      return failure();
    Instr in(Opc::Affine, newSlot(), ops, 0);
    in.map = apply.getAffineMap();
    instrs.push_back(in);
    return in.result;
  }
  if (isa<affine::AffineMinOp, affine::AffineMaxOp>(def)) {
    if (!operandSlots(ops))
      return failure();
    Instr in(isa<affine::AffineMinOp>(def) ? Opc::AffineMin : Opc::AffineMax,
             newSlot(), ops, 0);
    in.map = isa<affine::AffineMinOp>(def)
                 ? cast<affine::AffineMinOp>(def).getAffineMap()
                 : cast<affine::AffineMaxOp>(def).getAffineMap();
    instrs.push_back(in);
    return in.result;
  }
  std::optional<Opc> opc =
      llvm::TypeSwitch<Operation *, std::optional<Opc>>(def)
          .Case<arith::AddIOp>([](auto) { return Opc::Add; })
          .Case<arith::SubIOp>([](auto) { return Opc::Sub; })
          .Case<arith::MulIOp>([](auto) { return Opc::Mul; })
          .Case<arith::DivSIOp>([](auto) { return Opc::DivS; })
          .Case<arith::DivUIOp>([](auto) { return Opc::DivU; })
          .Case<arith::RemSIOp>([](auto) { return Opc::RemS; })
          .Case<arith::RemUIOp>([](auto) { return Opc::RemU; })
          .Case<arith::CeilDivSIOp>([](auto) { return Opc::CeilDivS; })
          .Case<arith::CeilDivUIOp>([](auto) { return Opc::CeilDivU; })
          .Case<arith::FloorDivSIOp>([](auto) { return Opc::FloorDivS; })
          .Case<arith::MinSIOp>([](auto) { return Opc::MinS; })
          .Case<arith::MaxSIOp>([](auto) { return Opc::MaxS; })
          .Case<arith::MinUIOp>([](auto) { return Opc::MinU; })
          .Case<arith::MaxUIOp>([](auto) { return Opc::MaxU; })
          .Case<arith::AndIOp>([](auto) { return Opc::And; })
          .Case<arith::OrIOp>([](auto) { return Opc::Or; })
          .Case<arith::XOrIOp>([](auto) { return Opc::Xor; })
          .Case<arith::ShLIOp>([](auto) { return Opc::Shl; })
          .Case<arith::ShRSIOp>([](auto) { return Opc::ShrS; })
          .Case<arith::ShRUIOp>([](auto) { return Opc::ShrU; })
          .Case<arith::CmpIOp>([](auto) { return Opc::Cmp; })
          .Case<arith::SelectOp>([](auto) { return Opc::Select; })
          .Case<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
                arith::ExtUIOp, arith::TruncIOp>(
              [](auto) { return Opc::Trunc; })
          .Default([](Operation *) { return std::nullopt; });
  if (!opc) {
    reason = llvm::formatv("it depends on {0} at {1}, which the kernel model "
                           "cannot evaluate before the kernel runs",
                           def->getName(), formatLocation(def->getLoc()));
    return failure();
  }
  if (!operandSlots(ops))
    return failure();
  Instr in(*opc, newSlot(), ops, 0);
  if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
    in.imm = static_cast<int64_t>(cmp.getPredicate());
    in.width = widthOf(cmp.getLhs().getType());
  } else if (isa<arith::ExtUIOp, arith::IndexCastUIOp>(def)) {
    // Zero-extend from the source width, then fit the result width.
    in.width = widthOf(def->getOperand(0).getType());
    in.imm = -static_cast<int64_t>(widthOf(type));
  } else if (*opc == Opc::Trunc) {
    in.width = widthOf(def->getOperand(0).getType());
    in.imm = widthOf(type);
  } else if (isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivUIOp,
                 arith::MinUIOp, arith::MaxUIOp, arith::ShRUIOp>(def)) {
    in.width = widthOf(type);
  }
  instrs.push_back(in);
  return in.result;
}

void Program::eval(const Instr &in) {
  auto a = [&](unsigned i) { return vals[in.operands[i]]; };
  int64_t r = 0;
  switch (in.opc) {
  case Opc::Const:
    r = in.imm;
    break;
  case Opc::Var:
    return; // assigned by the enumeration
  case Opc::Add:
    r = static_cast<int64_t>(uint64_t(a(0)) + uint64_t(a(1)));
    break;
  case Opc::Sub:
    r = static_cast<int64_t>(uint64_t(a(0)) - uint64_t(a(1)));
    break;
  case Opc::Mul:
    r = static_cast<int64_t>(uint64_t(a(0)) * uint64_t(a(1)));
    break;
  case Opc::DivS:
    r = a(1) == 0 || (a(0) == INT64_MIN && a(1) == -1) ? 0 : a(0) / a(1);
    break;
  case Opc::RemS:
    r = a(1) == 0 || a(1) == -1 ? 0 : a(0) % a(1);
    break;
  case Opc::DivU: {
    uint64_t d = asUnsigned(a(1), in.width);
    r = d ? static_cast<int64_t>(asUnsigned(a(0), in.width) / d) : 0;
    break;
  }
  case Opc::RemU: {
    uint64_t d = asUnsigned(a(1), in.width);
    r = d ? static_cast<int64_t>(asUnsigned(a(0), in.width) % d) : 0;
    break;
  }
  case Opc::CeilDivS:
    r = ceilDiv(a(0), a(1));
    break;
  case Opc::CeilDivU: {
    uint64_t d = asUnsigned(a(1), in.width), n = asUnsigned(a(0), in.width);
    r = d ? static_cast<int64_t>((n + d - 1) / d) : 0;
    break;
  }
  case Opc::FloorDivS:
    r = floorDiv(a(0), a(1));
    break;
  case Opc::MinS:
    r = std::min(a(0), a(1));
    break;
  case Opc::MaxS:
    r = std::max(a(0), a(1));
    break;
  case Opc::MinU:
    r = asUnsigned(a(0), in.width) < asUnsigned(a(1), in.width) ? a(0) : a(1);
    break;
  case Opc::MaxU:
    r = asUnsigned(a(0), in.width) > asUnsigned(a(1), in.width) ? a(0) : a(1);
    break;
  case Opc::And:
    r = a(0) & a(1);
    break;
  case Opc::Or:
    r = a(0) | a(1);
    break;
  case Opc::Xor:
    r = a(0) ^ a(1);
    break;
  case Opc::Shl:
    r = a(1) < 0 || a(1) >= 64 ? 0 : static_cast<int64_t>(uint64_t(a(0)) << a(1));
    break;
  case Opc::ShrS:
    r = a(1) < 0 || a(1) >= 64 ? (a(0) < 0 ? -1 : 0) : a(0) >> a(1);
    break;
  case Opc::ShrU:
    r = a(1) < 0 || a(1) >= 64
            ? 0
            : static_cast<int64_t>(asUnsigned(a(0), in.width) >> a(1));
    break;
  case Opc::Cmp: {
    int64_t l = signExtend(a(0), in.width), rr = signExtend(a(1), in.width);
    uint64_t ul = asUnsigned(a(0), in.width), ur = asUnsigned(a(1), in.width);
    switch (static_cast<arith::CmpIPredicate>(in.imm)) {
    case arith::CmpIPredicate::eq: r = l == rr; break;
    case arith::CmpIPredicate::ne: r = l != rr; break;
    case arith::CmpIPredicate::slt: r = l < rr; break;
    case arith::CmpIPredicate::sle: r = l <= rr; break;
    case arith::CmpIPredicate::sgt: r = l > rr; break;
    case arith::CmpIPredicate::sge: r = l >= rr; break;
    case arith::CmpIPredicate::ult: r = ul < ur; break;
    case arith::CmpIPredicate::ule: r = ul <= ur; break;
    case arith::CmpIPredicate::ugt: r = ul > ur; break;
    case arith::CmpIPredicate::uge: r = ul >= ur; break;
    }
    break;
  }
  case Opc::Select:
    r = (a(0) & 1) ? a(1) : a(2);
    break;
  case Opc::Trunc:
    // imm > 0: sign-extend/truncate to imm bits; imm < 0: zero-extend from
    // `width` bits, then fit -imm bits.
    if (in.imm > 0)
      r = signExtend(signExtend(a(0), in.width), static_cast<unsigned>(in.imm));
    else
      r = signExtend(static_cast<int64_t>(asUnsigned(a(0), in.width)),
                     static_cast<unsigned>(-in.imm));
    break;
  case Opc::Affine:
  case Opc::AffineMin:
  case Opc::AffineMax: {
    llvm::SmallVector<int64_t, 6> operands;
    for (unsigned i = 0; i < in.operands.size(); ++i)
      operands.push_back(a(i));
    llvm::ArrayRef<int64_t> all(operands);
    unsigned nd = in.map.getNumDims();
    llvm::ArrayRef<int64_t> dims = all.take_front(nd), syms = all.drop_front(nd);
    bool first = true;
    for (AffineExpr e : in.map.getResults()) {
      int64_t x = evalAffine(e, dims, syms);
      if (first || (in.opc == Opc::AffineMin && x < r) ||
          (in.opc == Opc::AffineMax && x > r))
        r = x;
      first = false;
      if (in.opc == Opc::Affine)
        break;
    }
    break;
  }
  }
  vals[in.result] = r;
}

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
    if (idVars[id] < 0)
      idMultiplier *= id < 3 ? ctx.grid[id] : ctx.block[id - 3];
  // Levels: a variable at position p has level p + 1; an instruction the
  // largest level of its operands. Instructions are in dependence order, so
  // one pass computes them.
  llvm::DenseMap<unsigned, unsigned> varLevel;
  for (auto [p, v] : llvm::enumerate(vars))
    varLevel[v.slot] = p + 1;
  for (Instr &in : instrs) {
    if (in.opc == Opc::Var) {
      in.level = varLevel.lookup(in.result);
    } else {
      in.level = 0;
      for (unsigned o : in.operands)
        in.level = std::max(in.level, levels[o]);
    }
    levels[in.result] = in.level;
  }
  byLevel.assign(vars.size() + 1, {});
  for (const Instr &in : instrs)
    if (in.opc != Opc::Var)
      byLevel[in.level].push_back(&in);
  condByLevel.assign(vars.size() + 1, {});
  for (const Condition &c : conditions)
    condByLevel[levels[c.slot]].push_back(c);
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
    for (const LoopDim &d : loops)
      if (d.varIndex < 0 && !checkedMul(w, tripCount(d), w))
        overflow = true;
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
  } else {
    const Var &v = vars[depth];
    int64_t lo = 0, hi, step = 1;
    if (v.isId) {
      hi = v.id < 3 ? ctx.grid[v.id] : ctx.block[v.id - 3];
    } else {
      lo = vals[v.lb];
      hi = vals[v.ub];
      step = vals[v.step];
    }
    if (step > 0)
      for (int64_t x = lo; x < hi; x += step) {
        if (++visited > budgetLeft) {
          outOfBudget = true;
          return;
        }
        vals[v.slot] = x;
        recurse(depth + 1);
        if (overflow || outOfBudget)
          return;
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
