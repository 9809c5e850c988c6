//===- CostInterface.cpp - Ops that report their roofline cost ------------===//

#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/LinalgInterfaceImpl.h"
#include "roofline/CostModels/DataMovementInterfaceImpl.h"
#include "roofline/CostModels/GPUKernelInterfaceImpl.h"
#include "roofline/CostModels/HostLoopInterfaceImpl.h"
#include "roofline/CostModels/TosaInterfaceImpl.h"
#include "roofline/CostModels/TensorElementwiseInterfaceImpl.h"
#include "roofline/CostModels/ShardInterfaceImpl.h"

#include "CostModelUtils.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "roofline/CostModels/CostInterface.cpp.inc"

void roofline::registerCostExternalModels(mlir::DialectRegistry &registry) {
  registerLinalgCostModels(registry);
  registerDataMovementCostModels(registry);
  registerGPUKernelCostModels(registry);
  registerHostLoopCostModels(registry);
  registerTosaCostModels(registry);
  registerTensorElementwiseCostModels(registry);
  registerShardCostModels(registry);
  registerStructuralDialects(registry);
}

bool roofline::isWeight(mlir::Value v) {
  if (mlir::matchPattern(v, mlir::m_Constant()))
    return true;
  auto arg = mlir::dyn_cast<mlir::BlockArgument>(v);
  if (!arg || !arg.getOwner()->isEntryBlock())
    return false;
  auto fn = mlir::dyn_cast_or_null<mlir::FunctionOpInterface>(
      arg.getOwner()->getParentOp());
  return fn && fn.getArgAttr(arg.getArgNumber(), kWeightArgAttrName);
}
