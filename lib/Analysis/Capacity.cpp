//===- Capacity.cpp - What a model holds in device memory -----------------===//
//
// The rules (docs/json-schema.md, "capacity"):
//
// - A shaped value (ranked tensor or memref) holds elements x bytes per
//   element, ceil(bits / 8) (an i1 takes a byte, as a torch.bool does),
//   except 2- to 7-bit types, stored packed: ceil(elements x bits / 8); a
//   dynamic dimension takes the analysis' dynamic-dim-size, and without one
//   the value is counted in `unsized`, not in the bytes.
// - Arguments of each function with a body: `roofline.weight` ones are
//   parameters, `roofline.kv_cache` ones the KV cache, the others inputs.
//   Shaped constants (ConstantLike ops) and the globals a function reads by
//   symbol (an op with no operands that uses a symbol, once per symbol) are
//   parameters too. These are summed over the functions.
// - Activations: the storage the ops of a function create, live from the op
//   that creates it through the last use of any value that shares it, in
//   program order over the function's top-level ops (a use inside an op's
//   region is a use by that op; a returned value lives to the return). A
//   result shares its first shaped operand's storage when the op is a view
//   (ViewLikeOpInterface), when the analysis costs it at no DRAM traffic (an
//   op folded into its consumer), or when the analysis leaves it out as
//   moving nothing (neither costed nor unmodeled, no region, not a call: a
//   reshape, a cast); a destination-style result
//   reuses its init's storage when the init dies at that op (in place, as
//   bufferization does). The activation figure is the largest over the
//   functions of the peak of the live bytes.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/Capacity.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace roofline;

namespace {

/// The size of a shaped value: none for a value that is not a ranked tensor
/// or memref; `bytes` none when its size is unknown.
struct ValueSize {
  bool shaped = false;
  std::optional<int64_t> bytes;
};

/// Bits one element occupies in storage: an i1 a byte (a torch.bool), a
/// wider type whole bytes (ceil(bits / 8)), a 2- to 7-bit type (i4, f4E2M1,
/// f6E2M3) its own width: quantised weights are stored packed, two int4
/// per byte, as the traffic model counts them (OperandFootprint).
std::optional<int64_t> elementBits(Type t) {
  if (t.isIntOrFloat()) {
    int64_t bits = t.getIntOrFloatBitWidth();
    return bits > 1 && bits < 8 ? bits : 8 * ((bits + 7) / 8);
  }
  if (isa<IndexType>(t))
    return 64;
  if (auto c = dyn_cast<ComplexType>(t))
    if (std::optional<int64_t> e = elementBits(c.getElementType()))
      return 2 * *e;
  return std::nullopt;
}

ValueSize sizeOf(Type t, std::optional<int64_t> dynamicDimSize) {
  auto shaped = dyn_cast<ShapedType>(t);
  if (!shaped || !isa<TensorType, BaseMemRefType>(t) || !shaped.hasRank())
    return {};
  // Bits first, bytes (rounded up) at the end: a packed tensor of 3 int4
  // holds 2 bytes.
  ValueSize s{true, elementBits(shaped.getElementType())};
  for (int64_t d : shaped.getShape()) {
    if (!s.bytes)
      break;
    if (ShapedType::isDynamic(d)) {
      if (!dynamicDimSize)
        return {true, std::nullopt};
      d = *dynamicDimSize;
    }
    int64_t product;
    if (llvm::MulOverflow(*s.bytes, d, product))
      return {true, std::nullopt};
    s.bytes = product;
  }
  if (s.bytes)
    s.bytes = *s.bytes / 8 + (*s.bytes % 8 != 0);
  return s;
}

/// One buffer: its bytes and the top-level op indices where it lives.
struct Storage {
  int64_t bytes = 0;
  size_t def = 0, last = 0;
  bool activation = false;
};

/// The capacity figures of one function with a body.
class FunctionCapacity {
public:
  FunctionCapacity(
      FunctionOpInterface fn, std::optional<int64_t> dynamicDimSize,
      const llvm::DenseMap<Operation *, const OpRecord *> &records,
      const llvm::DenseSet<Operation *> &unmodeled, llvm::StringSet<> &globals,
      Capacity &c)
      : fn(fn), dyn(dynamicDimSize), records(records), unmodeled(unmodeled),
        globals(globals), c(c) {}

  void run() {
    for (Block &b : fn.getFunctionBody())
      for (Operation &op : b)
        order.push_back(&op);
    findLastUses();
    addArguments();
    for (size_t i = 0; i < order.size(); ++i)
      addResults(order[i], i);
    findPeak();
  }

private:
  /// The index of each value's last use, a use in a region counting as one
  /// by the top-level op that holds it.
  void findLastUses() {
    for (size_t i = 0; i < order.size(); ++i)
      order[i]->walk([&](Operation *nested) {
        for (Value v : nested->getOperands())
          lastUse[v] = i;
      });
  }

  size_t lastUseOf(Value v, size_t def) const {
    auto it = lastUse.find(v);
    return it == lastUse.end() ? def : std::max(def, it->second);
  }

  void addPart(CapacityPart &part, const ValueSize &s) {
    if (!s.bytes) {
      ++c.unsized;
      return;
    }
    part.bytes += *s.bytes;
    ++part.tensors;
  }

  void addArguments() {
    for (BlockArgument arg : fn.getArguments()) {
      ValueSize s = sizeOf(arg.getType(), dyn);
      if (!s.shaped)
        continue;
      unsigned n = arg.getArgNumber();
      if (fn.getArgAttr(n, kWeightArgAttrName))
        addPart(c.parameters, s);
      else if (fn.getArgAttr(n, kKVCacheAttrName))
        addPart(c.kvCache, s);
      else
        addPart(c.inputs, s);
      newStorage(arg, 0, 0, /*activation=*/false);
    }
  }

  unsigned newStorage(Value v, int64_t bytes, size_t def, bool activation) {
    storages.push_back({bytes, def, lastUseOf(v, def), activation});
    storageOf[v] = storages.size() - 1;
    return storages.size() - 1;
  }

  void share(Value v, unsigned s, size_t def) {
    storageOf[v] = s;
    storages[s].last = std::max(storages[s].last, lastUseOf(v, def));
  }

  /// The storage an op's results share (a view; an op the analysis costs
  /// at no DRAM traffic; an op it leaves out as moving nothing, neither
  /// costed nor unmodeled, like a reshape or a cast), or none.
  std::optional<unsigned> aliasedStorage(Operation *op) {
    Value source;
    const OpRecord *r = records.lookup(op);
    bool movesNothing = r ? r->cost.dramBytes() == 0
                          : !unmodeled.contains(op) &&
                                !isa<CallOpInterface>(op) &&
                                op->getNumRegions() == 0;
    if (auto view = dyn_cast<ViewLikeOpInterface>(op)) {
      source = view.getViewSource();
    } else if (movesNothing) {
      for (Value v : op->getOperands())
        if (storageOf.count(v)) {
          source = v;
          break;
        }
    }
    auto it = source ? storageOf.find(source) : storageOf.end();
    if (it == storageOf.end())
      return std::nullopt;
    return it->second;
  }

  /// A global read by symbol (memref.get_global): its symbol, or "".
  static std::string globalSymbol(Operation *op) {
    if (op->getNumOperands() != 0 || !isa<SymbolUserOpInterface>(op))
      return "";
    for (NamedAttribute a : op->getAttrs())
      if (auto ref = dyn_cast<FlatSymbolRefAttr>(a.getValue()))
        return ref.getValue().str();
    return "";
  }

  void addResults(Operation *op, size_t i) {
    bool constant = op->hasTrait<OpTrait::ConstantLike>();
    std::string global = globalSymbol(op);
    std::optional<unsigned> alias = aliasedStorage(op);
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    for (OpResult res : op->getResults()) {
      ValueSize s = sizeOf(res.getType(), dyn);
      if (!s.shaped)
        continue;
      if (constant || !global.empty()) {
        if (constant || globals.insert(global).second)
          addPart(c.parameters, s);
        newStorage(res, 0, i, /*activation=*/false);
        continue;
      }
      if (alias) {
        share(res, *alias, i);
        continue;
      }
      if (dps) {
        auto it = storageOf.find(dps.getTiedOpOperand(res)->get());
        if (it != storageOf.end() && storages[it->second].activation &&
            storages[it->second].last <= i) {
          share(res, it->second, i);
          continue;
        }
      }
      if (!s.bytes)
        ++c.unsized;
      newStorage(res, s.bytes.value_or(0), i, /*activation=*/true);
    }
  }

  void findPeak() {
    std::vector<int64_t> delta(order.size() + 1, 0);
    std::vector<int> count(order.size() + 1, 0);
    for (const Storage &s : storages) {
      if (!s.activation || s.bytes == 0)
        continue;
      delta[s.def] += s.bytes;
      delta[s.last + 1] -= s.bytes;
      ++count[s.def];
      --count[s.last + 1];
    }
    int64_t live = 0;
    int tensors = 0;
    for (size_t i = 0; i < order.size(); ++i) {
      live += delta[i];
      tensors += count[i];
      if (live <= c.activations.bytes)
        continue;
      c.activations = {live, static_cast<unsigned>(tensors)};
      c.peakOp = order[i]->getName().getStringRef().str();
      c.peakLocation = formatLocation(order[i]->getLoc());
    }
  }

  FunctionOpInterface fn;
  std::optional<int64_t> dyn;
  const llvm::DenseMap<Operation *, const OpRecord *> &records;
  const llvm::DenseSet<Operation *> &unmodeled;
  llvm::StringSet<> &globals;
  Capacity &c;
  std::vector<Operation *> order;
  llvm::DenseMap<Value, size_t> lastUse;
  llvm::DenseMap<Value, unsigned> storageOf;
  std::vector<Storage> storages;
};

} // namespace

std::optional<double> Capacity::deviceFraction() const {
  if (!deviceBytes || *deviceBytes <= 0)
    return std::nullopt;
  return static_cast<double>(totalBytes()) / static_cast<double>(*deviceBytes);
}

Capacity roofline::computeCapacity(const RooflineAnalysis &a) {
  Capacity c;
  const AnalysisConfig &config = a.getConfig();
  if (const auto &dram = config.device.getMemory(MemoryLevel::DRAM);
      dram && dram->capacityBytes > 0)
    c.deviceBytes = static_cast<int64_t>(dram->capacityBytes);
  llvm::DenseMap<Operation *, const OpRecord *> records;
  for (const OpRecord &r : a.getOps())
    records[r.op] = &r;
  llvm::DenseSet<Operation *> unmodeled;
  for (const UnmodeledRecord &u : a.getUnmodeled())
    unmodeled.insert(u.op);
  llvm::StringSet<> globals;
  for (const FunctionSummary &f : a.getFunctions()) {
    auto fn = dyn_cast_or_null<FunctionOpInterface>(f.op);
    if (!fn || fn.isExternal())
      continue;
    Capacity one;
    FunctionCapacity(fn, config.costOptions.dynamicDimSize, records, unmodeled,
                     globals, one)
        .run();
    c.parameters.bytes += one.parameters.bytes;
    c.parameters.tensors += one.parameters.tensors;
    c.kvCache.bytes += one.kvCache.bytes;
    c.kvCache.tensors += one.kvCache.tensors;
    c.inputs.bytes += one.inputs.bytes;
    c.inputs.tensors += one.inputs.tensors;
    c.unsized += one.unsized;
    if (one.activations.bytes > c.activations.bytes) {
      c.activations = one.activations;
      c.peakOp = one.peakOp;
      c.peakLocation = one.peakLocation;
    }
  }
  return c;
}
