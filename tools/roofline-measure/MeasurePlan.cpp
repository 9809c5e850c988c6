//===- MeasurePlan.cpp - What to launch, read from the host code ----------===//

#include "MeasurePlan.h"

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/CostModels/Location.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;
using namespace roofline;
using namespace roofline::measure;

namespace {

/// How an error names an operand: "operand 3 (%arg0: memref<?xf32>)".
std::string describeOperand(unsigned index, Value v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "operand " << index << " (";
  OpPrintingFlags flags;
  v.printAsOperand(os, flags);
  os << ": " << v.getType() << ")";
  return s;
}

/// What the errors say the launch is: "gpu.launch_func @m::@k at LOC".
std::string describeLaunch(gpu::LaunchFuncOp op) {
  return ("gpu.launch_func @" + op.getKernelModuleName().getValue() + "::@" +
          op.getKernelName().getValue() + " at " + formatLocation(op.getLoc()))
      .str();
}

/// The constant an index/integer value holds, if a constant defines it.
std::optional<int64_t> getConstantInt(Value v) {
  APInt value;
  if (matchPattern(v, m_ConstantInt(&value)))
    return value.getSExtValue();
  return std::nullopt;
}

/// The bytes of a scalar kernel parameter taken from the constant that
/// defines it, as the bare-pointer convention passes it (index is i64).
std::optional<std::vector<uint8_t>> scalarBytes(Value v) {
  Attribute attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  Type t = v.getType();
  std::vector<uint8_t> bytes;
  auto put = [&](uint64_t bits, unsigned width) {
    bytes.resize(std::max(1u, width / 8));
    std::memcpy(bytes.data(), &bits, bytes.size());
  };
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    unsigned width = t.isIndex() ? 64 : t.getIntOrFloatBitWidth();
    if (width > 64)
      return std::nullopt;
    put(i.getValue().sextOrTrunc(64).getZExtValue(), width);
    return bytes;
  }
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    unsigned width = t.getIntOrFloatBitWidth();
    if (width > 64)
      return std::nullopt;
    put(f.getValue().bitcastToAPInt().getZExtValue(), width);
    return bytes;
  }
  return std::nullopt;
}

/// Why a memref value cannot be allocated from its type, or "".
std::string checkAllocatable(Value v) {
  auto type = dyn_cast<MemRefType>(v.getType());
  if (!type)
    return "is not a memref";
  if (!type.hasStaticShape())
    return "has a dynamic shape: roofline-measure allocates memrefs from "
           "their static types (give the host function static shapes)";
  if (!type.getLayout().isIdentity())
    return "has a non-identity layout: the bare-pointer kernel convention "
           "passes only identity-layout memrefs";
  if (!type.getElementType().isIntOrFloat())
    return "has elements of type " +
           [&] {
             std::string s;
             llvm::raw_string_ostream os(s);
             os << type.getElementType();
             return s;
           }() +
           ", not an integer or float";
  if (isa<BlockArgument>(v))
    return "";
  Operation *def = v.getDefiningOp();
  if (isa<memref::AllocOp, memref::AllocaOp, gpu::AllocOp>(def))
    return "";
  return "is the result of " + def->getName().getStringRef().str() +
         ": roofline-measure allocates function arguments and allocations "
         "only";
}

BufferSpec bufferFor(MemRefType type) {
  BufferSpec b;
  Type e = type.getElementType();
  b.bits = e.getIntOrFloatBitWidth();
  b.kind = isa<FloatType>(e) ? 'f' : 'i';
  b.bytes = uint64_t(type.getNumElements()) * std::max(1u, b.bits / 8);
  return b;
}

/// Reads the grid, block and shared memory of `op` into `p.spec`.
void planDimensions(gpu::LaunchFuncOp op, PlannedLaunch &p,
                    std::vector<std::string> &errors) {
  gpu::KernelDim3 grid = op.getGridSizeOperandValues();
  gpu::KernelDim3 block = op.getBlockSizeOperandValues();
  Value dims[] = {grid.x, grid.y, grid.z, block.x, block.y, block.z};
  const char *names[] = {"grid x", "grid y", "grid z",
                         "block x", "block y", "block z"};
  for (unsigned i = 0; i < 6; ++i) {
    std::optional<int64_t> c = getConstantInt(dims[i]);
    if (!c || *c < 1 || *c > INT32_MAX) {
      errors.push_back(describeLaunch(op) + ": the " + names[i] +
                       " size is not a positive constant: roofline-measure "
                       "launches with the sizes the IR fixes");
      continue;
    }
    (i < 3 ? p.spec.grid[i] : p.spec.block[i - 3]) = uint32_t(*c);
  }
  if (Value smem = op.getDynamicSharedMemorySize()) {
    std::optional<int64_t> c = getConstantInt(smem);
    if (!c || *c < 0 || *c > INT32_MAX)
      errors.push_back(describeLaunch(op) +
                       ": the dynamic shared memory size is not a constant");
    else
      p.spec.dynamicSharedBytes = uint32_t(*c);
  }
}

} // namespace

bool roofline::measure::buildPlan(ModuleOp module,
                                  const RooflineAnalysis &analysis,
                                  std::vector<PlannedLaunch> &launches,
                                  std::vector<BufferSpec> &buffers,
                                  std::vector<std::string> &errors) {
  size_t errorsBefore = errors.size();
  llvm::DenseMap<Operation *, const OpRecord *> records;
  for (const OpRecord &r : analysis.getOps())
    records[r.op] = &r;
  llvm::DenseMap<Value, int> bufferOf;
  module.walk([&](gpu::LaunchFuncOp op) {
    PlannedLaunch p;
    p.op = op;
    p.location = formatLocation(op.getLoc());
    p.gpuModule = op.getKernelModuleName().getValue().str();
    p.kernel = op.getKernelName().getValue().str();
    if (auto fn = op->getParentOfType<FunctionOpInterface>())
      p.function = fn.getName().str();
    if (auto it = records.find(op); it != records.end()) {
      p.predictedTime = it->second->verdict.predictedTime;
      p.launches = it->second->launches;
      p.limiter = it->second->verdict.predictedLimiter;
    }
    if (op.hasClusterSize())
      errors.push_back(describeLaunch(op) +
                       ": thread-block clusters are not launched by "
                       "roofline-measure");
    if (op.getAsyncObject())
      errors.push_back(describeLaunch(op) +
                       ": an async object (a stream from the IR) is not "
                       "supported");
    planDimensions(op, p, errors);
    unsigned index = 0;
    for (Value v : op.getKernelOperands()) {
      ParamSpec param;
      if (isa<MemRefType>(v.getType())) {
        std::string why = checkAllocatable(v);
        if (!why.empty()) {
          errors.push_back(describeLaunch(op) + ": kernel " +
                           describeOperand(index, v) + " " + why);
        } else {
          auto [it, inserted] = bufferOf.try_emplace(v, int(buffers.size()));
          if (inserted)
            buffers.push_back(bufferFor(cast<MemRefType>(v.getType())));
          param.buffer = it->second;
        }
      } else if (std::optional<std::vector<uint8_t>> bytes = scalarBytes(v)) {
        param.scalar = std::move(*bytes);
      } else {
        errors.push_back(describeLaunch(op) + ": kernel " +
                         describeOperand(index, v) +
                         " is not a constant: roofline-measure takes scalar "
                         "arguments from the arith.constant that defines "
                         "them");
      }
      p.spec.params.push_back(std::move(param));
      ++index;
    }
    launches.push_back(std::move(p));
  });
  if (launches.empty()) {
    errors.push_back("the module has no gpu.launch_func to measure (give "
                     "GPU-dialect IR, or linalg IR with --pipeline=... that "
                     "lowers it to gpu.launch_func)");
    return false;
  }
  return errors.size() == errorsBefore;
}
