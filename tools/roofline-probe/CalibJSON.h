//===- CalibJSON.h - Minimal JSON reader and writer for the calibration tools -===//
//
// roofline-probe and roofline-validate must build on a GPU machine that has
// CUDA but not LLVM/MLIR (scripts/device-check.sh builds them standalone
// there), so they cannot use llvm::json. This is a small, strict JSON
// reader (RFC 8259: objects, arrays, strings with escapes, numbers, true,
// false, null) and a pretty-printing writer. Pure C++17, no CUDA.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_CALIBRATION_CALIBJSON_H
#define ROOFLINE_CALIBRATION_CALIBJSON_H

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace roofline::calib {

/// A parsed JSON value. Objects keep their keys in document order.
struct JsonValue {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<JsonValue> array;
  std::vector<std::pair<std::string, JsonValue>> object;

  bool isNull() const { return kind == Kind::Null; }
  bool isNumber() const { return kind == Kind::Number; }
  bool isString() const { return kind == Kind::String; }
  bool isArray() const { return kind == Kind::Array; }
  bool isObject() const { return kind == Kind::Object; }

  /// The member `key` of an object; nullptr when absent or not an object.
  const JsonValue *get(const std::string &key) const;
  /// Follows a path of object keys, e.g. {"totals", "time_s"}.
  const JsonValue *path(std::initializer_list<const char *> keys) const;
};

/// Parses `text`. On failure returns false and sets `error` to a message
/// with the byte offset.
bool parseJson(const std::string &text, JsonValue &out, std::string &error);

/// Writes pretty-printed JSON (two-space indent), one call per token.
/// Usage: w.beginObject(); w.key("a"); w.value(1.0); w.endObject();
class JsonWriter {
public:
  void beginObject();
  void endObject();
  void beginArray();
  void endArray();
  void key(const std::string &k);
  void value(const std::string &s);
  void value(const char *s) { value(std::string(s)); }
  /// A finite number, written with the fewest digits that read back
  /// exactly. Non-finite numbers are written as null (callers check first).
  void value(double d);
  void value(int64_t i);
  void value(uint64_t u);
  void value(int i) { value(static_cast<int64_t>(i)); }
  void value(unsigned u) { value(static_cast<uint64_t>(u)); }
  void value(bool b);
  void null();

  /// Convenience: key + value.
  template <typename T> void attr(const std::string &k, const T &v) {
    key(k);
    value(v);
  }

  const std::string &str() const { return out; }

private:
  void beforeValue();
  void newline();
  std::string out;
  std::vector<bool> first; // one per open container
  bool afterKey = false;
};

/// The JSON spelling of a string, with quotes.
std::string quoteJson(const std::string &s);
/// The shortest decimal spelling of a finite double that reads back exactly.
std::string formatJsonNumber(double d);

} // namespace roofline::calib

#endif // ROOFLINE_CALIBRATION_CALIBJSON_H
