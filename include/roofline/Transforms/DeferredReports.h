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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/FunctionExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <system_error>
#include <vector>

namespace llvm {
class raw_fd_ostream;
} // namespace llvm

namespace roofline {

/// Flushes `os` (a report's or the IR's file, or stdout) and returns the
/// error its writes met (a full disk, a closed pipe), cleared from the
/// stream; a default-constructed error_code when they succeeded. A
/// raw_fd_ostream that still holds an error when it is destroyed (stdout:
/// at exit) aborts with "LLVM ERROR: IO failure on output stream", so every
/// writer of a file checks here before the stream goes, and says which file
/// failed.
std::error_code takeWriteError(llvm::raw_fd_ostream &os);

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

  /// Records that a queued write failed; the write calls it with a message
  /// naming what it wrote and why it failed (`cannot write report-file 'F':
  /// No space left on device`). The caller prints them after flush().
  void fail(std::string message) { errors.push_back(std::move(message)); }

  /// The messages of the writes that failed, in the order they ran.
  llvm::ArrayRef<std::string> getErrors() const { return errors; }

private:
  struct Write {
    std::string path;
    llvm::unique_function<void()> run;
  };
  std::vector<Write> queued;
  std::vector<std::string> errors;
};

} // namespace roofline

#endif // ROOFLINE_TRANSFORMS_DEFERREDREPORTS_H
