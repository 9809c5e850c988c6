//===- OpColumns.cpp - The columns of the op tables -----------------------===//

#include "OpColumns.h"

#include <algorithm>
#include <vector>

using namespace roofline;

namespace {

constexpr OpColumnInfo kColumns[] = {
#define OP_COLUMN(Id, TextHeader, TextOrder, TextWidth, TextGap, Align, Shown, \
                  HTMLHeader, HTMLOrder, HTMLNumeric, JSONKey)                 \
  {OpColumn::Id, TextHeader,          TextOrder,   TextWidth, TextGap,         \
   TextAlign::Align, TextShown::Shown, HTMLHeader, HTMLOrder, HTMLNumeric,     \
   JSONKey},
#include "OpColumns.def"
};

/// The columns with a place in one table (`order` non-zero), by place.
std::vector<OpColumnInfo> sortedBy(unsigned OpColumnInfo::*order) {
  std::vector<OpColumnInfo> cols;
  for (const OpColumnInfo &c : kColumns)
    if (c.*order)
      cols.push_back(c);
  std::sort(cols.begin(), cols.end(),
            [&](const OpColumnInfo &a, const OpColumnInfo &b) {
              return a.*order < b.*order;
            });
  return cols;
}

} // namespace

llvm::ArrayRef<OpColumnInfo> roofline::getOpColumns() { return kColumns; }

llvm::ArrayRef<OpColumnInfo> roofline::getTextOpColumns() {
  static const std::vector<OpColumnInfo> cols =
      sortedBy(&OpColumnInfo::textOrder);
  return cols;
}

llvm::ArrayRef<OpColumnInfo> roofline::getHTMLOpColumns() {
  static const std::vector<OpColumnInfo> cols =
      sortedBy(&OpColumnInfo::htmlOrder);
  return cols;
}
