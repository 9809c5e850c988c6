//===- HTMLReport.cpp - A single-file HTML roofline report ----------------===//

#include "roofline/Report/Chart.h"

using namespace roofline;

void roofline::writeHTMLReport(const RooflineAnalysis &analysis,
                               llvm::StringRef input, llvm::raw_ostream &os) {
  // Placeholder until the report lands.
  os << "<!DOCTYPE html><html></html>\n";
}
