//===- DeferredReports.h - Report writes a caller runs later ----*- C++ -*-===//
//
// roofline-analyze opens its report files when it runs, so an unwritable path
// fails the pass there; given a DeferredReports it leaves the writing itself
// to its caller. `roofline-opt --analyze -o FILE` uses this to write the
// reports on a thread of their own while it prints the annotated IR, a
// serial phase that otherwise leaves every other core idle: at 100k ops the
// text report takes 0.3 s, a tenth of the whole run (docs/performance.md).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TRANSFORMS_DEFERREDREPORTS_H
#define ROOFLINE_TRANSFORMS_DEFERREDREPORTS_H

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace roofline {

/// Report writes queued by roofline-analyze for its caller to run. A write
/// holds the analysis it reads (and the IR's operations by pointer): it reads
/// both and changes neither, so it may run while another thread reads the
/// IR (prints it), but not while the IR changes, and it must run before the
/// IR is destroyed. Not itself thread-safe: queue, then flush.
class DeferredReports {
public:
  DeferredReports() = default;
  DeferredReports(const DeferredReports &) = delete;
  DeferredReports &operator=(const DeferredReports &) = delete;
  /// Asserts that every queued write has run.
  ~DeferredReports();

  /// Queues `write`, which writes the file `path` ('-' is stdout).
  void defer(llvm::StringRef path, llvm::unique_function<void()> write);

  /// Whether a queued write writes `path`, so that writing `path` too must
  /// wait for it: the same name ("-" and /dev/stdout are one), or one
  /// regular file by two names. Two writers of a device such as /dev/null
  /// do not wait for each other.
  bool writes(llvm::StringRef path) const;

  /// Whether nothing is queued.
  bool empty() const { return queued.empty(); }

  /// Runs the queued writes in the order they were queued, then drops them
  /// and what they hold.
  void flush();

private:
  struct Write {
    std::string path;
    llvm::unique_function<void()> run;
  };
  std::vector<Write> queued;
};

} // namespace roofline

#endif // ROOFLINE_TRANSFORMS_DEFERREDREPORTS_H
