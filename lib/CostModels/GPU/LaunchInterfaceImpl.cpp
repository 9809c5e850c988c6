//===- LaunchInterfaceImpl.cpp - Cost of GPU kernel launches -------------===//
//
// External models of RooflineCostOpInterface for gpu.launch_func (with its
// callee gpu.func) and the inline gpu.launch. Both share one head
// (LaunchCostModelBase): no thread-block clusters, the grid and block sizes
// (constants at the launch, or the kernel's known sizes), the values the
// launch fixes, then the kernel body costed by KernelCoster
// (KernelCoster.h; docs/model.md, section 5).
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/GPUKernelInterfaceImpl.h"
#include "CostModelUtils.h"
#include "KernelCoster.h"
#include "LaunchMemo.h"

#include "roofline/CostModels/CostInterface.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;

namespace {

/// Reads a launch dimension; failure names it.
LogicalResult readDims(gpu::KernelDim3 dims, llvm::StringRef what,
                       std::array<int64_t, 3> &out, std::string &reason) {
  Value vs[3] = {dims.x, dims.y, dims.z};
  for (unsigned d = 0; d < 3; ++d) {
    APInt c;
    if (!matchPattern(vs[d], m_ConstantInt(&c))) {
      reason = llvm::formatv("the {0} size along {1} is not a constant at the "
                             "launch",
                             what, "xyz"[d]);
      return failure();
    }
    out[d] = c.getSExtValue();
    if (out[d] < 0) {
      reason = llvm::formatv("the {0} size along {1} is negative ({2})", what,
                             "xyz"[d], out[d]);
      return failure();
    }
  }
  return success();
}

/// Reads a launch dimension, or else takes the kernel's `known` sizes
/// (known_grid_size / known_block_size) when it declares them.
LogicalResult readDims(gpu::KernelDim3 dims, llvm::StringRef what,
                       std::optional<llvm::ArrayRef<int32_t>> known,
                       std::array<int64_t, 3> &out, std::string &reason) {
  if (succeeded(readDims(dims, what, out, reason)))
    return success();
  if (!known || known->size() != 3)
    return failure();
  for (unsigned d = 0; d < 3; ++d)
    out[d] = (*known)[d];
  reason.clear();
  return success();
}

/// Reads the launch's dynamic shared memory size, when it has one.
LogicalResult checkDynamicShared(Value v, int64_t &bytes, std::string &reason) {
  if (!v)
    return success();
  APInt c;
  if (!matchPattern(v, m_ConstantInt(&c))) {
    reason = "its dynamic shared memory size is not a constant";
    return failure();
  }
  bytes = c.getSExtValue();
  return success();
}

/// What both launch forms end with: the dynamic shared memory size, then
/// the kernel body costed under `ctx`.
LogicalResult costLaunchedBody(KernelCoster &coster, Region &body,
                               Value dynamicShared, OpCost &cost,
                               std::string &reason) {
  int64_t dyn = 0;
  if (failed(checkDynamicShared(dynamicShared, dyn, reason)) ||
      failed(coster.run(body, cost, reason)))
    return failure();
  if (!checkedAdd(cost.kernel->sharedMemoryPerBlock, dyn,
                  cost.kernel->sharedMemoryPerBlock)) {
    reason = "its shared memory per block overflows 64 bits";
    return failure();
  }
  return success();
}

/// A launch whose grid x block threads (or any product of its sizes) does
/// not fit 64 bits cannot be costed: its counts would wrap.
LogicalResult checkLaunchSize(const KernelLaunchContext &ctx,
                              std::string &reason) {
  if (launchSizeFits(ctx.grid, ctx.block))
    return success();
  reason = llvm::formatv("{0} x {1} x {2} blocks of {3} x {4} x {5} threads: "
                         "the launch's size overflows 64 bits",
                         ctx.grid[0], ctx.grid[1], ctx.grid[2], ctx.block[0],
                         ctx.block[1], ctx.block[2]);
  return failure();
}

/// Thread-block clusters are not modeled.
LogicalResult rejectClusters(bool hasClusters, std::string &reason) {
  if (!hasClusters)
    return success();
  reason = "thread-block clusters are not modeled";
  return failure();
}

/// The kernel a launch runs: the op whose region is its body, and the
/// sizes it declares for itself.
struct LaunchedKernel {
  Operation *op = nullptr;
  Region *body = nullptr;
  std::optional<llvm::ArrayRef<int32_t>> knownGrid, knownBlock;
};

/// The head both launch cost models share. `Model` provides
///   findKernel(LaunchOp, LaunchedKernel &, std::string &reason),
///   memoKey(LaunchOp, const KernelLaunchContext &, const CostOptions &)
///     (none: do not memoise; LaunchMemo.h),
///   bindValues(LaunchOp, KernelLaunchContext &, KernelCoster &) and
///   finish(LaunchOp, OpCost &).
template <typename Model, typename LaunchOp>
struct LaunchCostModelBase
    : public RooflineCostOpInterface::ExternalModel<Model, LaunchOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto launch = cast<LaunchOp>(op);
    KernelLaunchContext ctx;
    LaunchedKernel kernel;
    if (failed(rejectClusters(launch.hasClusterSize(), reason)) ||
        failed(Model::findKernel(launch, kernel, reason)) ||
        failed(readDims(launch.getGridSizeOperandValues(), "grid",
                        kernel.knownGrid, ctx.grid, reason)) ||
        failed(readDims(launch.getBlockSizeOperandValues(), "block",
                        kernel.knownBlock, ctx.block, reason)) ||
        failed(checkKnownBlock(kernel.knownBlock, ctx.block, reason)) ||
        failed(checkLaunchSize(ctx, reason)))
      return failure();
    ctx.kernelOp = kernel.op;
    ctx.subgroupSize = options.subgroupSize;
    // A launch that repeats an earlier one takes its outcome.
    std::optional<LaunchMemoKey> key = Model::memoKey(launch, ctx, options);
    if (key)
      if (std::optional<LaunchMemoEntry> hit = LaunchMemo::lookup(*key)) {
        if (!hit->succeeded) {
          reason = std::move(hit->reason);
          return failure();
        }
        cost = std::move(hit->cost);
        return success();
      }
    OpCost fresh;
    KernelCoster coster(ctx, options);
    Model::bindValues(launch, ctx, coster);
    LogicalResult costed =
        costLaunchedBody(coster, *kernel.body,
                         launch.getDynamicSharedMemorySize(), fresh, reason);
    if (succeeded(costed))
      Model::finish(launch, fresh);
    if (key)
      LaunchMemo::insert(std::move(*key),
                         LaunchMemoEntry{succeeded(costed), fresh, reason});
    if (failed(costed))
      return failure();
    cost = std::move(fresh);
    return success();
  }

  /// A known_block_size that contradicts the launch is an error.
  static LogicalResult
  checkKnownBlock(std::optional<llvm::ArrayRef<int32_t>> known,
                  const std::array<int64_t, 3> &block, std::string &reason) {
    if (!known)
      return success();
    for (unsigned d = 0; d < 3 && d < known->size(); ++d)
      if ((*known)[d] != block[d]) {
        reason = llvm::formatv("the launch's block size along {0} ({1}) "
                               "contradicts the kernel's known_block_size "
                               "({2})",
                               "xyz"[d], block[d], (*known)[d]);
        return failure();
      }
    return success();
  }
};

/// gpu.launch_func: the body is the callee gpu.func's; its arguments bound
/// to host constants are known, and its buffer arguments are the launch's
/// operands.
struct LaunchFuncCostModel
    : public LaunchCostModelBase<LaunchFuncCostModel, gpu::LaunchFuncOp> {
  static LogicalResult findKernel(gpu::LaunchFuncOp launch,
                                  LaunchedKernel &kernel, std::string &reason) {
    auto fn = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernelAttr());
    if (!fn || fn.isExternal() || fn.getBody().empty()) {
      reason = "its kernel body is not in this module (an external or "
               "binary gpu.module)";
      return failure();
    }
    kernel = {fn, &fn.getBody(), fn.getKnownGridSize(), fn.getKnownBlockSize()};
    return success();
  }

  /// The kernel and its fingerprint, the sizes, the options, and per
  /// kernel operand the constant it binds and the first operand it
  /// aliases: all that bindValues and the body's cost read.
  static std::optional<LaunchMemoKey> memoKey(gpu::LaunchFuncOp launch,
                                              const KernelLaunchContext &ctx,
                                              const CostOptions &options) {
    LaunchMemoKey k;
    k.push_back(static_cast<int64_t>(reinterpret_cast<uintptr_t>(ctx.kernelOp)));
    k.push_back(static_cast<int64_t>(fingerprintKernel(ctx.kernelOp)));
    k.insert(k.end(), ctx.grid.begin(), ctx.grid.end());
    k.insert(k.end(), ctx.block.begin(), ctx.block.end());
    k.push_back(ctx.subgroupSize);
    k.push_back(options.allowTF32);
    k.push_back(options.dynamicDimSize.value_or(-1));
    // Dynamic shared memory: none (0), a constant (1, bytes), other (2).
    APInt c;
    Value dyn = launch.getDynamicSharedMemorySize();
    bool dynConstant = dyn && matchPattern(dyn, m_ConstantInt(&c));
    k.push_back(!dyn ? 0 : dynConstant ? 1 : 2);
    k.push_back(dynConstant ? c.getSExtValue() : 0);
    auto operands = launch.getKernelOperands();
    k.push_back(operands.empty() ? 0 : operands.getBeginOperandIndex());
    k.push_back(operands.size());
    for (auto [i, host] : llvm::enumerate(operands)) {
      bool known = host.getType().isIntOrIndex() &&
                   matchPattern(host, m_ConstantInt(&c));
      k.push_back(known);
      k.push_back(!known                       ? 0
                  : host.getType().isInteger(1) ? int64_t(c.getZExtValue())
                                                : c.getSExtValue());
      unsigned first = 0;
      while (operands[first] != host)
        ++first;
      k.push_back(first);
    }
    return k;
  }

  static void bindValues(gpu::LaunchFuncOp launch, KernelLaunchContext &ctx,
                         KernelCoster &coster) {
    auto fn = cast<gpu::GPUFuncOp>(ctx.kernelOp);
    auto operands = launch.getKernelOperands();
    unsigned firstKernelOperand =
        operands.empty() ? 0 : operands.getBeginOperandIndex();
    for (auto [i, arg] : llvm::enumerate(fn.getArguments())) {
      if (i >= operands.size())
        break;
      Value host = operands[i];
      APInt c;
      if (host.getType().isIntOrIndex() &&
          matchPattern(host, m_ConstantInt(&c)))
        ctx.known[arg] =
            host.getType().isInteger(1) ? c.getZExtValue() : c.getSExtValue();
      if (isa<MemRefType>(arg.getType()))
        coster.argToOperand[arg] = {host, unsigned(firstKernelOperand + i)};
    }
  }

  static void finish(gpu::LaunchFuncOp launch, OpCost &cost) {
    cost.kernel->kernelName = launch.getKernelName().str();
  }
};

/// gpu.launch: the body is its region, whose block and thread ids are
/// region arguments; its grid and block sizes and the integer constants it
/// captures from the host are known.
struct LaunchCostModel
    : public LaunchCostModelBase<LaunchCostModel, gpu::LaunchOp> {
  static LogicalResult findKernel(gpu::LaunchOp launch, LaunchedKernel &kernel,
                                  std::string &) {
    kernel = {launch, &launch.getBody(), std::nullopt, std::nullopt};
    return success();
  }

  /// An inline launch is its own kernel: nothing to share.
  static std::optional<LaunchMemoKey>
  memoKey(gpu::LaunchOp, const KernelLaunchContext &, const CostOptions &) {
    return std::nullopt;
  }

  static void bindValues(gpu::LaunchOp launch, KernelLaunchContext &ctx,
                         KernelCoster &) {
    gpu::KernelDim3 bids = launch.getBlockIds(), tids = launch.getThreadIds(),
                    gs = launch.getGridSize(), bs = launch.getBlockSize();
    ctx.blockIds = {bids.x, bids.y, bids.z};
    ctx.threadIds = {tids.x, tids.y, tids.z};
    Value gv[3] = {gs.x, gs.y, gs.z}, bv[3] = {bs.x, bs.y, bs.z};
    for (unsigned d = 0; d < 3; ++d) {
      ctx.known[gv[d]] = ctx.grid[d];
      ctx.known[bv[d]] = ctx.block[d];
    }
    // Integer constants captured from the host.
    launch.getBody().walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        APInt c;
        if (v.getType().isIntOrIndex() &&
            !launch->isAncestor(v.getParentBlock()->getParentOp()) &&
            matchPattern(v, m_ConstantInt(&c)))
          ctx.known[v] =
              v.getType().isInteger(1) ? c.getZExtValue() : c.getSExtValue();
      }
    });
  }

  static void finish(gpu::LaunchOp, OpCost &) {}
};

} // namespace

namespace {
/// gpu: launches have cost models (costed through a process-wide memo of
/// launches: not thread-safe); kernel bodies are costed at their launches,
/// so gpu.module is not walked into. Copies and fills issued from the host
/// move real bytes that the memref types do not place.
struct GPUDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  std::optional<std::string> whyUnmodeled(Operation *op) const override {
    if (isa<gpu::MemcpyOp, gpu::MemsetOp>(op))
      return "a copy or fill issued from the host (gpu." +
             op->getName().stripDialect().str() +
             "): no cost model (its bytes may cross PCIe or stay in device "
             "memory; the memref types do not say which)";
    return std::nullopt;
  }
  bool isWalkedInto(Operation *op) const override {
    return !isa<gpu::GPUModuleOp>(op);
  }
};
} // namespace

void roofline::registerGPUKernelCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, gpu::GPUDialect *d) {
    addDialectInfo<GPUDialectInfo>(d);
    gpu::LaunchFuncOp::attachInterface<LaunchFuncCostModel>(*ctx);
    gpu::LaunchOp::attachInterface<LaunchCostModel>(*ctx);
  });
}
