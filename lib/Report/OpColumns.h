//===- OpColumns.h - The columns of the op tables ---------------*- C++ -*-===//
//
// The op table's columns, declared once in OpColumns.def, for the text and
// HTML writers (each renders a column's cell its own way) and the JSON
// key each column's figure is written under.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_OPCOLUMNS_H
#define ROOFLINE_LIB_REPORT_OPCOLUMNS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace roofline {

/// One column of the op table (OpColumns.def).
enum class OpColumn {
#define OP_COLUMN(Id, ...) Id,
#include "OpColumns.def"
};

/// When the text table shows a column.
enum class TextShown { Always, Wide, Shapes };

/// How a column's cells are justified in the text table.
enum class TextAlign { Left, Right };

/// What OpColumns.def declares of a column.
struct OpColumnInfo {
  OpColumn id;
  llvm::StringRef textHeader;
  unsigned textOrder, textWidth, textGap;
  TextAlign textAlign;
  TextShown textShown;
  llvm::StringRef htmlHeader;
  unsigned htmlOrder;
  bool htmlNumeric;
  llvm::StringRef jsonKey;
};

/// Every column, in OpColumns.def's order.
llvm::ArrayRef<OpColumnInfo> getOpColumns();

/// The text table's columns, in its order, the wide and shapes ones
/// included (the writer skips those not shown).
llvm::ArrayRef<OpColumnInfo> getTextOpColumns();

/// The HTML table's columns, in its order.
llvm::ArrayRef<OpColumnInfo> getHTMLOpColumns();

} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_OPCOLUMNS_H
