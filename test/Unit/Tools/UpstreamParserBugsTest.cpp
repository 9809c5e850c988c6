//===- UpstreamParserBugsTest.cpp - The fuzzer's upstream-crash filter ----===//
//
// tools/roofline-fuzz skips inputs that crash LLVM 22's linalg parser
// (UpstreamParserBugs.h). The filter must flag the kept reproducer and every
// malformed list the buggy parseDenseI64ArrayAttr would store as a null
// attribute, and must let well-formed IR through, or the fuzzer would stop
// exploring linalg.transpose/broadcast/reduce altogether.
//
//===----------------------------------------------------------------------===//

#include "UpstreamParserBugs.h"

#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using roofline::fuzz::hitsLinalgI64ArrayParseCrash;
using roofline::fuzz::isWellFormedI64List;

TEST(UpstreamParserBugs, WellFormedListsPass) {
  EXPECT_TRUE(isWellFormedI64List("[]"));
  EXPECT_TRUE(isWellFormedI64List("[ 1, 0,2 ]"));
  EXPECT_TRUE(isWellFormedI64List("[-1]"));
  // INT64_MAX and INT64_MIN fit; one beyond does not.
  EXPECT_TRUE(isWellFormedI64List("[9223372036854775807, -9223372036854775808]"));
  EXPECT_FALSE(isWellFormedI64List("[9223372036854775808]"));
  EXPECT_FALSE(isWellFormedI64List("[1, 0, 2"));   // cut off
  EXPECT_FALSE(isWellFormedI64List("[1,\xce\x8e]")); // a stray byte
  EXPECT_FALSE(isWellFormedI64List("[1,]"));
  EXPECT_FALSE(isWellFormedI64List("1, 0]"));
  EXPECT_FALSE(isWellFormedI64List("[-]"));
}

TEST(UpstreamParserBugs, FlagsOnlyMalformedKeywordValues) {
  const char *ok = "%t = linalg.transpose ins(%a : tensor<2x3xf32>) "
                   "outs(%b : tensor<3x2xf32>) permutation = [1, 0]\n"
                   "%r = linalg.reduce ins(%a : tensor<2x3xf32>) "
                   "outs(%c : tensor<2xf32>) dimensions = [1]\n";
  EXPECT_FALSE(hitsLinalgI64ArrayParseCrash(ok));
  // The keyword without `=` fails upstream's parseEqual cleanly.
  EXPECT_FALSE(hitsLinalgI64ArrayParseCrash("// the dimensions of x"));
  EXPECT_TRUE(hitsLinalgI64ArrayParseCrash(
      std::string(ok) + "%u = linalg.broadcast ins(%a : tensor<3xf32>) "
                        "outs(%d : tensor<2x3xf32>) dimensions = [0"));
  EXPECT_TRUE(hitsLinalgI64ArrayParseCrash("permutation = 1"));
}

TEST(UpstreamParserBugs, FlagsTheKeptReproducer) {
  std::string path = std::string(ROOFLINE_SOURCE_DIR) +
                     "/test/Robustness/Inputs/"
                     "fuzz-linalg-transpose-parse-crash.mlir.txt";
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(buffer)) << path;
  EXPECT_TRUE(hitsLinalgI64ArrayParseCrash((*buffer)->getBuffer()));
}
