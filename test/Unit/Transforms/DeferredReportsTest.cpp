//===- DeferredReportsTest.cpp - Report writes a caller runs later --------===//
//
// roofline-opt --analyze -o FILE prints the IR while the queued reports are
// written, unless a report goes where the IR goes (writes()): these tests
// pin which paths count as the same file and that flush() runs every write
// once, in order.
//
//===----------------------------------------------------------------------===//

#include "roofline/Transforms/DeferredReports.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace roofline;

namespace {

TEST(DeferredReportsTest, FlushRunsEachWriteOnceInOrderAndDropsIt) {
  DeferredReports reports;
  EXPECT_TRUE(reports.empty());
  std::string order;
  // A write holds what it reads (the analysis, in the pass): dropped by
  // flush, not by the queue's destruction.
  auto held = std::make_shared<int>(7);
  std::weak_ptr<int> watch = held;
  reports.defer("a.txt", [&order, held] { order += "a"; });
  reports.defer("b.txt", [&order] { order += "b"; });
  held.reset();
  EXPECT_FALSE(reports.empty());
  EXPECT_FALSE(watch.expired());
  reports.flush();
  EXPECT_EQ(order, "ab");
  EXPECT_TRUE(reports.empty());
  EXPECT_TRUE(watch.expired());
  reports.flush();
  EXPECT_EQ(order, "ab");
}

TEST(DeferredReportsTest, StdoutByEitherNameIsOneFile) {
  DeferredReports reports;
  reports.defer("-", [] {});
  EXPECT_TRUE(reports.writes("-"));
  EXPECT_TRUE(reports.writes("/dev/stdout"));
  // Two writers of /dev/null never meet; the benchmark's
  // `--analyze -o /dev/null > /dev/null` overlaps them.
  EXPECT_FALSE(reports.writes("/dev/null"));
  EXPECT_FALSE(reports.writes("out.mlir"));
  reports.flush();
}

TEST(DeferredReportsTest, OneRegularFileByTwoNamesIsOneFile) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("deferred", dir));
  llvm::SmallString<128> report(dir), link(dir), other(dir), missing(dir);
  llvm::sys::path::append(report, "report.txt");
  llvm::sys::path::append(link, "link.txt");
  llvm::sys::path::append(other, "other.txt");
  llvm::sys::path::append(missing, "missing.txt");
  for (llvm::StringRef p : {report.str(), other.str()}) {
    int fd;
    ASSERT_FALSE(llvm::sys::fs::openFileForWrite(p, fd));
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  }
  ASSERT_FALSE(llvm::sys::fs::create_link(report, link));

  DeferredReports reports;
  reports.defer(report, [] {});
  EXPECT_TRUE(reports.writes(report));
  EXPECT_TRUE(reports.writes(link));
  EXPECT_FALSE(reports.writes(other));
  // A file the IR would create is no report's.
  EXPECT_FALSE(reports.writes(missing));
  reports.flush();

  for (llvm::StringRef p : {link.str(), report.str(), other.str()})
    llvm::sys::fs::remove(p);
  llvm::sys::fs::remove(dir);
}

TEST(DeferredReportsTest, FailedWritesAreKeptForTheCaller) {
  DeferredReports reports;
  DeferredReports *sink = &reports;
  reports.defer("a.txt", [sink] { sink->fail("cannot write a.txt: full"); });
  reports.defer("b.txt", [] {});
  EXPECT_TRUE(reports.getErrors().empty());
  reports.flush();
  ASSERT_EQ(reports.getErrors().size(), 1u);
  EXPECT_EQ(reports.getErrors().front(), "cannot write a.txt: full");
}

// /dev/full fails every write with ENOSPC: the error is returned and
// cleared, so destroying the stream does not abort ("LLVM ERROR: IO failure
// on output stream"), which is what this test would do without it.
TEST(DeferredReportsTest, TakeWriteErrorReturnsAndClearsIt) {
  if (!llvm::sys::fs::exists("/dev/full"))
    GTEST_SKIP() << "no /dev/full";
  std::error_code ec;
  llvm::raw_fd_ostream os("/dev/full", ec);
  ASSERT_FALSE(ec);
  os << "report";
  std::error_code error = takeWriteError(os);
  EXPECT_EQ(error, std::errc::no_space_on_device);
  EXPECT_FALSE(os.has_error());
  EXPECT_FALSE(takeWriteError(os)); // nothing more written: no error
}

} // namespace
