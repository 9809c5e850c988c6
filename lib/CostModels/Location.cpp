//===- Location.cpp - Locations as report text ----------------------------===//

#include "roofline/CostModels/Location.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;

std::string roofline::formatLocation(Location loc) {
  if (auto f = dyn_cast<FileLineColLoc>(loc)) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << f.getFilename().getValue() << ':' << f.getLine() << ':'
       << f.getColumn();
    return s;
  }
  if (auto n = dyn_cast<NameLoc>(loc))
    return n.getName().str();
  if (auto fused = dyn_cast<FusedLoc>(loc))
    if (!fused.getLocations().empty())
      return formatLocation(fused.getLocations().front());
  if (auto cs = dyn_cast<CallSiteLoc>(loc))
    return formatLocation(cs.getCallee());
  return "unknown";
}
