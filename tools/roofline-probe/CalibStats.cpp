//===- CalibStats.cpp - Median, percentile, relative error ----------------===//

#include "CalibStats.h"

#include <algorithm>
#include <cmath>
#include <limits>

double roofline::calib::median(std::vector<double> values) {
  return percentile(std::move(values), 0.5);
}

double roofline::calib::percentile(std::vector<double> values, double p) {
  if (values.empty() || !(p >= 0 && p <= 1))
    return std::numeric_limits<double>::quiet_NaN();
  std::sort(values.begin(), values.end());
  double h = (values.size() - 1) * p;
  size_t lo = static_cast<size_t>(std::floor(h));
  size_t hi = std::min(lo + 1, values.size() - 1);
  return values[lo] + (h - lo) * (values[hi] - values[lo]);
}

double roofline::calib::relativeError(double predicted, double measured) {
  if (!(measured > 0))
    return std::numeric_limits<double>::quiet_NaN();
  return (predicted - measured) / measured;
}
