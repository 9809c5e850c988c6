//===- CalibStats.h - Statistics shared by roofline-probe and -validate ----===//
//
// The few statistics the calibration tools report, defined once so that the
// documentation (docs/validation.md) and the unit tests can state them
// exactly. Pure C++17.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_CALIBRATION_CALIBSTATS_H
#define ROOFLINE_CALIBRATION_CALIBSTATS_H

#include <vector>

namespace roofline::calib {

/// The median: the middle value of the sorted sample, or the mean of the two
/// middle values when the count is even. NaN for an empty sample.
double median(std::vector<double> values);

/// The p-th quantile (0 <= p <= 1) with linear interpolation between closest
/// ranks (Hyndman-Fan type 7, numpy's default): sort the n values, take
/// h = (n - 1) p, and return x[floor h] + (h - floor h)(x[floor h + 1] -
/// x[floor h]). percentile(v, 0.5) == median(v). NaN for an empty sample.
double percentile(std::vector<double> values, double p);

/// Signed relative error of a prediction: (predicted - measured) / measured.
/// Positive when the model predicts a longer time than was measured
/// (pessimistic), negative when it is optimistic. NaN when measured <= 0.
double relativeError(double predicted, double measured);

} // namespace roofline::calib

#endif // ROOFLINE_CALIBRATION_CALIBSTATS_H
