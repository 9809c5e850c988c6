//===- Capacity.h - What a model holds in device memory, as text -*- C++ -*-===//
//
// The capacity (roofline/Analysis/Capacity.h) as the reports write it.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_REPORT_CAPACITY_H
#define ROOFLINE_REPORT_CAPACITY_H

#include "roofline/Analysis/Capacity.h"

#include <cstdint>
#include <string>

namespace roofline {

/// Bytes in binary units, as device memory is sold: 1536 -> "1.50 KiB",
/// 85899345920 -> "80.00 GiB", 512 -> "512 B".
std::string formatBinaryBytes(int64_t bytes);

/// "parameters 97.49 MiB (161 tensors), ..., 1.3% of the device's 80.00 GiB": one line.
std::string formatCapacity(const Capacity &c);

} // namespace roofline

#endif // ROOFLINE_REPORT_CAPACITY_H
