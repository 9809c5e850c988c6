//===- DeferredReports.cpp - Report writes a caller runs later ------------===//

#include "roofline/Transforms/DeferredReports.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>

using namespace roofline;

DeferredReports::~DeferredReports() {
  assert(queued.empty() && "a deferred report was never written");
}

void DeferredReports::defer(llvm::StringRef path,
                            llvm::unique_function<void()> write) {
  queued.push_back({path.str(), std::move(write)});
}

/// "-" names stdout, as in openOutputFile.
static llvm::StringRef canonicalStream(llvm::StringRef path) {
  return path == "-" ? llvm::StringRef("/dev/stdout") : path;
}

/// Whether writes to `a` and `b` can land in one another: the same name, or
/// one regular file by two names (stdout redirected to the file -o names).
/// Two writers of a device such as /dev/null cannot.
static bool sameFile(llvm::StringRef a, llvm::StringRef b) {
  a = canonicalStream(a);
  b = canonicalStream(b);
  if (a == b)
    return true;
  bool same = false;
  return llvm::sys::fs::is_regular_file(a) &&
         llvm::sys::fs::is_regular_file(b) &&
         !llvm::sys::fs::equivalent(a, b, same) && same;
}

bool DeferredReports::writes(llvm::StringRef path) const {
  for (const Write &w : queued)
    if (sameFile(path, w.path))
      return true;
  return false;
}

void DeferredReports::flush() {
  // Moved out first: a write's analysis is destroyed with it, here rather
  // than at the queue's destruction.
  std::vector<Write> writes = std::move(queued);
  queued.clear();
  for (Write &w : writes) {
    w.run();
    w.run = nullptr;
  }
}

std::error_code roofline::takeWriteError(llvm::raw_fd_ostream &os) {
  os.flush();
  std::error_code error = os.error();
  os.clear_error();
  return error;
}
