//===- JSONNumberTest.cpp - Doubles in the JSON reports -------------------===//
//
// The JSON reports write doubles in the fewest digits that read back as the
// same double (lib/Report/JSONNumber.h), where json::OStream wrote printf's
// %.17g. The expected strings below are what C++17's std::to_chars gives
// (the shortest round trip; fixed or scientific, whichever is shorter),
// except that an integral value below 1e17 keeps its integer digits, as
// %.17g wrote it, so that readers see integers where they did before.
//
//===----------------------------------------------------------------------===//

#include "JSONNumber.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>

using namespace roofline;

namespace {

std::string shortest(double v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  writeShortestDouble(os, v);
  return s;
}

TEST(JSONNumberTest, FewestDigitsThatReadBack) {
  // %.17g wrote 3.0000000000000001e-06 (3 us, a launch overhead) and
  // 12.300000000000001 (a pixel rounded to one decimal).
  EXPECT_EQ(shortest(3e-6), "3e-06");
  EXPECT_EQ(shortest(12.3), "12.3");
  EXPECT_EQ(shortest(0.1), "0.1");
  EXPECT_EQ(shortest(-2.5), "-2.5");
  // 1/3 needs 16 significant digits to read back.
  EXPECT_EQ(shortest(1.0 / 3), "0.3333333333333333");
  // A float widened to double (a DLTI f32 0.98) keeps every digit it has.
  EXPECT_EQ(shortest(static_cast<double>(0.98f)), "0.9800000190734863");
}

TEST(JSONNumberTest, IntegralValuesKeepTheirDigits) {
  // The shortest form of 100000 is "1e+05" (5 characters against 6);
  // %.17g wrote "100000", which JSON readers such as Python's read as an
  // integer: kept.
  EXPECT_EQ(shortest(100000.0), "100000");
  EXPECT_EQ(shortest(-42.0), "-42");
  EXPECT_EQ(shortest(1555e9), "1555000000000");
  // 2^53 + 2 is exact; below 1e17 every integral double is written whole.
  EXPECT_EQ(shortest(9007199254740994.0), "9007199254740994");
  // From 1e17, %.17g switched to an exponent too.
  EXPECT_EQ(shortest(1e17), "1e+17");
  EXPECT_EQ(shortest(2e20), "2e+20");
  // Zeros keep their sign, as %.17g wrote them.
  EXPECT_EQ(shortest(0.0), "0");
  EXPECT_EQ(shortest(-0.0), "-0");
}

TEST(JSONNumberTest, EveryDoubleReadsBackExactly) {
  std::mt19937_64 gen(19);
  std::uniform_real_distribution<double> mantissa(1.0, 10.0);
  std::uniform_int_distribution<int> exponent(-30, 30);
  for (int i = 0; i < 20000; ++i) {
    double v = mantissa(gen) * std::pow(10.0, exponent(gen));
    std::string s = shortest(v);
    EXPECT_EQ(std::strtod(s.c_str(), nullptr), v) << s;
    // Never more digits than %.17g's 17 (and a sign, point and exponent).
    EXPECT_LE(s.size(), 24u) << s;
  }
}

TEST(JSONNumberTest, NonFiniteIsNull) {
  std::string s;
  llvm::raw_string_ostream os(s);
  {
    llvm::json::OStream j(os);
    j.object([&] {
      jsonNumber(j, "inf", std::numeric_limits<double>::infinity());
      jsonNumber(j, "nan", std::nan(""));
      jsonNumber(j, "time_s", 3e-6);
      j.attributeArray("px", [&] {
        jsonNumber(j, 12.3);
        jsonNumber(j, -std::numeric_limits<double>::infinity());
      });
    });
  }
  EXPECT_EQ(s, R"({"inf":null,"nan":null,"time_s":3e-06,"px":[12.3,null]})");
  // And it parses, to the same values.
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(s);
  ASSERT_TRUE(bool(parsed)) << llvm::toString(parsed.takeError());
  EXPECT_EQ(*parsed->getAsObject()->getNumber("time_s"), 3e-6);
}

} // namespace
