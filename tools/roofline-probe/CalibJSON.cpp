//===- CalibJSON.cpp - Minimal JSON reader and writer -----------------------===//

#include "CalibJSON.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace roofline::calib;

const JsonValue *JsonValue::get(const std::string &key) const {
  if (kind != Kind::Object)
    return nullptr;
  for (const auto &kv : object)
    if (kv.first == key)
      return &kv.second;
  return nullptr;
}

const JsonValue *
JsonValue::path(std::initializer_list<const char *> keys) const {
  const JsonValue *v = this;
  for (const char *k : keys) {
    v = v->get(k);
    if (!v)
      return nullptr;
  }
  return v;
}

namespace {

class Parser {
public:
  explicit Parser(const std::string &t) : text(t) {}

  bool parseDocument(JsonValue &out, std::string &error) {
    skipSpace();
    if (!parseValue(out, 0)) {
      error = message;
      return false;
    }
    skipSpace();
    if (pos != text.size()) {
      error = at("unexpected text after the JSON value");
      return false;
    }
    return true;
  }

private:
  std::string at(const std::string &what) const {
    return "JSON offset " + std::to_string(pos) + ": " + what;
  }
  bool fail(const std::string &what) {
    if (message.empty())
      message = at(what);
    return false;
  }
  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t' ||
                                 text[pos] == '\n' || text[pos] == '\r'))
      ++pos;
  }
  bool literal(const char *word) {
    size_t n = std::strlen(word);
    if (text.compare(pos, n, word) != 0)
      return false;
    pos += n;
    return true;
  }

  bool parseValue(JsonValue &out, int depth) {
    if (depth > 256)
      return fail("nesting too deep");
    if (pos >= text.size())
      return fail("unexpected end of input");
    char c = text[pos];
    if (c == '{')
      return parseObject(out, depth);
    if (c == '[')
      return parseArray(out, depth);
    if (c == '"') {
      out.kind = JsonValue::Kind::String;
      return parseString(out.string);
    }
    if (literal("true")) {
      out.kind = JsonValue::Kind::Bool;
      out.boolean = true;
      return true;
    }
    if (literal("false")) {
      out.kind = JsonValue::Kind::Bool;
      out.boolean = false;
      return true;
    }
    if (literal("null")) {
      out.kind = JsonValue::Kind::Null;
      return true;
    }
    if (c == '-' || (c >= '0' && c <= '9'))
      return parseNumber(out);
    return fail(std::string("unexpected character '") + c + "'");
  }

  bool parseNumber(JsonValue &out) {
    size_t start = pos;
    if (text[pos] == '-')
      ++pos;
    auto digits = [&] {
      size_t s = pos;
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')
        ++pos;
      return pos > s;
    };
    if (pos < text.size() && text[pos] == '0')
      ++pos;
    else if (!digits())
      return fail("malformed number");
    if (pos < text.size() && text[pos] == '.') {
      ++pos;
      if (!digits())
        return fail("malformed number");
    }
    if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
      ++pos;
      if (pos < text.size() && (text[pos] == '+' || text[pos] == '-'))
        ++pos;
      if (!digits())
        return fail("malformed number");
    }
    std::string num = text.substr(start, pos - start);
    out.kind = JsonValue::Kind::Number;
    out.number = std::strtod(num.c_str(), nullptr);
    return true;
  }

  static void appendUtf8(std::string &s, uint32_t cp) {
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  bool hex4(uint32_t &v) {
    if (pos + 4 > text.size())
      return fail("truncated \\u escape");
    v = 0;
    for (int i = 0; i < 4; ++i) {
      char c = text[pos++];
      v <<= 4;
      if (c >= '0' && c <= '9')
        v |= c - '0';
      else if (c >= 'a' && c <= 'f')
        v |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        v |= c - 'A' + 10;
      else
        return fail("bad \\u escape");
    }
    return true;
  }

  bool parseString(std::string &s) {
    ++pos; // opening quote
    s.clear();
    while (true) {
      if (pos >= text.size())
        return fail("unterminated string");
      char c = text[pos++];
      if (c == '"')
        return true;
      if (static_cast<unsigned char>(c) < 0x20)
        return fail("control character in string");
      if (c != '\\') {
        s += c;
        continue;
      }
      if (pos >= text.size())
        return fail("unterminated escape");
      char e = text[pos++];
      switch (e) {
      case '"': s += '"'; break;
      case '\\': s += '\\'; break;
      case '/': s += '/'; break;
      case 'b': s += '\b'; break;
      case 'f': s += '\f'; break;
      case 'n': s += '\n'; break;
      case 'r': s += '\r'; break;
      case 't': s += '\t'; break;
      case 'u': {
        uint32_t cp;
        if (!hex4(cp))
          return false;
        if (cp >= 0xD800 && cp < 0xDC00) {
          uint32_t lo;
          if (!(pos + 2 <= text.size() && text[pos] == '\\' &&
                text[pos + 1] == 'u'))
            return fail("unpaired surrogate");
          pos += 2;
          if (!hex4(lo))
            return false;
          if (!(lo >= 0xDC00 && lo < 0xE000))
            return fail("unpaired surrogate");
          cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        }
        appendUtf8(s, cp);
        break;
      }
      default:
        return fail(std::string("bad escape '\\") + e + "'");
      }
    }
  }

  bool parseArray(JsonValue &out, int depth) {
    ++pos;
    out.kind = JsonValue::Kind::Array;
    skipSpace();
    if (pos < text.size() && text[pos] == ']') {
      ++pos;
      return true;
    }
    while (true) {
      skipSpace();
      out.array.emplace_back();
      if (!parseValue(out.array.back(), depth + 1))
        return false;
      skipSpace();
      if (pos >= text.size())
        return fail("unterminated array");
      if (text[pos] == ',') {
        ++pos;
        continue;
      }
      if (text[pos] == ']') {
        ++pos;
        return true;
      }
      return fail("expected ',' or ']'");
    }
  }

  bool parseObject(JsonValue &out, int depth) {
    ++pos;
    out.kind = JsonValue::Kind::Object;
    skipSpace();
    if (pos < text.size() && text[pos] == '}') {
      ++pos;
      return true;
    }
    while (true) {
      skipSpace();
      if (pos >= text.size() || text[pos] != '"')
        return fail("expected a string key");
      std::string key;
      if (!parseString(key))
        return false;
      skipSpace();
      if (pos >= text.size() || text[pos] != ':')
        return fail("expected ':'");
      ++pos;
      skipSpace();
      out.object.emplace_back(std::move(key), JsonValue());
      if (!parseValue(out.object.back().second, depth + 1))
        return false;
      skipSpace();
      if (pos >= text.size())
        return fail("unterminated object");
      if (text[pos] == ',') {
        ++pos;
        continue;
      }
      if (text[pos] == '}') {
        ++pos;
        return true;
      }
      return fail("expected ',' or '}'");
    }
  }

  const std::string &text;
  size_t pos = 0;
  std::string message;
};

} // namespace

bool roofline::calib::parseJson(const std::string &text, JsonValue &out,
                                std::string &error) {
  out = JsonValue();
  return Parser(text).parseDocument(out, error);
}

std::string roofline::calib::quoteJson(const std::string &s) {
  std::string o = "\"";
  for (char ch : s) {
    unsigned char c = static_cast<unsigned char>(ch);
    switch (c) {
    case '"': o += "\\\""; break;
    case '\\': o += "\\\\"; break;
    case '\n': o += "\\n"; break;
    case '\r': o += "\\r"; break;
    case '\t': o += "\\t"; break;
    case '\b': o += "\\b"; break;
    case '\f': o += "\\f"; break;
    default:
      if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        o += buf;
      } else {
        o += ch;
      }
    }
  }
  return o + "\"";
}

std::string roofline::calib::formatJsonNumber(double d) {
  if (!std::isfinite(d))
    return "null";
  if (d == std::floor(d) && std::fabs(d) < 1e15) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", d); // keep it a float: "12.0"
    return buf;
  }
  char buf[40];
  for (int prec = 1; prec <= 17; ++prec) {
    std::snprintf(buf, sizeof buf, "%.*g", prec, d);
    if (std::strtod(buf, nullptr) == d)
      break;
  }
  return buf;
}

void JsonWriter::newline() {
  out += '\n';
  out.append(2 * first.size(), ' ');
}

void JsonWriter::beforeValue() {
  if (afterKey) {
    afterKey = false;
    return;
  }
  if (!first.empty()) {
    if (!first.back())
      out += ',';
    first.back() = false;
    newline();
  }
}

void JsonWriter::beginObject() {
  beforeValue();
  out += '{';
  first.push_back(true);
}

void JsonWriter::endObject() {
  bool empty = first.back();
  first.pop_back();
  if (!empty)
    newline();
  out += '}';
  if (first.empty())
    out += '\n';
}

void JsonWriter::beginArray() {
  beforeValue();
  out += '[';
  first.push_back(true);
}

void JsonWriter::endArray() {
  bool empty = first.back();
  first.pop_back();
  if (!empty)
    newline();
  out += ']';
  if (first.empty())
    out += '\n';
}

void JsonWriter::key(const std::string &k) {
  beforeValue();
  out += quoteJson(k);
  out += ": ";
  afterKey = true;
}

void JsonWriter::value(const std::string &s) {
  beforeValue();
  out += quoteJson(s);
}

void JsonWriter::value(double d) {
  beforeValue();
  out += formatJsonNumber(d);
}

void JsonWriter::value(int64_t i) {
  beforeValue();
  out += std::to_string(i);
}

void JsonWriter::value(uint64_t u) {
  beforeValue();
  out += std::to_string(u);
}

void JsonWriter::value(bool b) {
  beforeValue();
  out += b ? "true" : "false";
}

void JsonWriter::null() {
  beforeValue();
  out += "null";
}
