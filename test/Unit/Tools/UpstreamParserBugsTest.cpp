//===- UpstreamParserBugsTest.cpp - The fuzzer's upstream-crash filter ----===//
//
// tools/roofline-fuzz skips inputs that crash LLVM 22's linalg parser
// (UpstreamParserBugs.h). The filter must flag the kept reproducer and every
// malformed list the buggy parseDenseI64ArrayAttr would store as a null
// attribute, and the nvvm.mma.sync the NVVM verifier aborts on; it must let
// well-formed IR through, or the fuzzer would stop exploring those ops.
//
//===----------------------------------------------------------------------===//

#include "UpstreamParserBugs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

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

namespace {
/// An nvvm.mma.sync m16n8k16 f16 whose result struct's members are
/// `member`, parsed without verifying (as the fuzzer does).
mlir::OwningOpRef<mlir::ModuleOp> parseMma(mlir::MLIRContext &context,
                                           llvm::StringRef member) {
  std::string text =
      "func.func @f(%h: vector<2xf16>) {\n"
      "  %n = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h]\n"
      "    {layoutA = #nvvm.mma_layout<row>, layoutB = "
      "#nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}\n"
      "    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> "
      "!llvm.struct<(" +
      member.str() + ", vector<2xf16>)>\n  return\n}\n";
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/false);
  return mlir::parseSourceString<mlir::ModuleOp>(text, config);
}
} // namespace

TEST(UpstreamParserBugs, FlagsAnMmaWhoseAccumulatorTypeCannotBeInferred) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, mlir::LLVM::LLVMDialect,
                  mlir::NVVM::NVVMDialect>();
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // The upstream form (test/Analysis/GPU/mma_and_loops.mlir) verifies.
  mlir::OwningOpRef<mlir::ModuleOp> good = parseMma(context, "vector<2xf16>");
  ASSERT_TRUE(good);
  EXPECT_FALSE(roofline::fuzz::hitsNvvmMmaVerifyCrash(*good));
  EXPECT_TRUE(mlir::succeeded(mlir::verify(*good)));
  // The fuzzer's mutation (2 -> 3 lanes) parses, and its verifier would
  // abort on an empty std::optional: the check flags it before.
  mlir::OwningOpRef<mlir::ModuleOp> bad = parseMma(context, "vector<3xf16>");
  ASSERT_TRUE(bad);
  EXPECT_TRUE(roofline::fuzz::hitsNvvmMmaVerifyCrash(*bad));
}
