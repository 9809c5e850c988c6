//===- OpCost.cpp - Work and traffic of one op ----------------------------===//

#include "roofline/Model/OpCost.h"

#include "llvm/Support/MathExtras.h"

using namespace roofline;

bool roofline::checkedMul(int64_t a, int64_t b, int64_t &result) {
  return !llvm::MulOverflow(a, b, result);
}

bool roofline::checkedAdd(int64_t a, int64_t b, int64_t &result) {
  return !llvm::AddOverflow(a, b, result);
}

bool roofline::checkedProduct(llvm::ArrayRef<int64_t> sizes, int64_t &result) {
  result = 1;
  for (int64_t s : sizes)
    if (!checkedMul(result, s, result))
      return false;
  return true;
}

int64_t roofline::saturatingMul(int64_t a, int64_t b) {
  int64_t r;
  if (!llvm::MulOverflow(a, b, r))
    return r;
  return (a < 0) != (b < 0) ? INT64_MIN : INT64_MAX;
}

int64_t roofline::saturatingAdd(int64_t a, int64_t b) {
  int64_t r;
  if (!llvm::AddOverflow(a, b, r))
    return r;
  // Only same-signed operands overflow; the true sum has their sign.
  return a < 0 ? INT64_MIN : INT64_MAX;
}

int64_t OperandFootprint::bytes() const {
  // ceil(elements * bits / 8) without overflowing on the multiply: whole
  // bytes per element for byte-sized types, packed bits otherwise.
  if (elementBits % 8 == 0) {
    int64_t r;
    if (!checkedMul(elements, elementBits / 8, r))
      return INT64_MAX;
    return r;
  }
  int64_t bits;
  if (!checkedMul(elements, elementBits, bits))
    return INT64_MAX;
  return bits / 8 + (bits % 8 != 0);
}

int64_t OperandFootprint::trafficBytes() const {
  return saturatingMul(bytes(), (read ? 1 : 0) + (written ? 1 : 0));
}
