//===- DeviceFields.cpp - The scalar device figures, from one table -------===//
//
// Everything here is generated from include/roofline/Device/DeviceFields.def:
// the field table, the generic reads and writes of DeviceModel's members in
// their keys' units, the ranges, and the Markdown table docs/devices.md
// holds. A new field is a row of that file; no code here changes.
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>

using namespace roofline;

namespace {

const DeviceFieldInfo kFields[] = {
#define DEVICE_FIELD(Id, Key, Type, Member, Default, Unit, ToBase, Min, Max,  \
                     Flags, SourceKey, SourceMember, Doc)                      \
  {DeviceField::Id, Key, Unit, ToBase, Flags, SourceKey, Doc, false},
#define ATTAINMENT_FIELD(Id, Key, Unit, Min, Max, Flags, Doc)                  \
  {DeviceField::Id, Key, Unit, 1, Flags | DeviceField_SourceRequired,         \
   Key "_source", Doc, true},
#include "roofline/Device/DeviceFields.def"
};
static_assert(std::size(kFields) == kNumDeviceFields,
              "one DeviceFieldInfo per DeviceFields.def row");

struct FigureRow {
  FigureRange range;
  llvm::StringLiteral doc;
};

const FigureRow kFigures[] = {
#define DEVICE_FIELD(Id, Key, Type, Member, Default, Unit, ToBase, Min, Max,  \
                     Flags, SourceKey, SourceMember, Doc)                      \
  {{Min, Max, Unit}, Doc},
#define ATTAINMENT_FIELD(Id, Key, Unit, Min, Max, Flags, Doc)                  \
  {{Min, Max, Unit}, Doc},
#define DEVICE_FIGURE(Id, Unit, Min, Max, Doc) {{Min, Max, Unit}, Doc},
#include "roofline/Device/DeviceFields.def"
};

// The member of each storage type, read and written in the key's unit.
// A count or a ZeroUnset figure of 0 is "not described".
std::optional<double> readMember(unsigned v, double toBase, unsigned) {
  return v ? std::optional<double>(v / toBase) : std::nullopt;
}
std::optional<double> readMember(double v, double toBase, unsigned flags) {
  if ((flags & DeviceField_ZeroUnset) && v == 0)
    return std::nullopt;
  return v / toBase;
}
std::optional<double> readMember(const std::optional<double> &v,
                                 double toBase, unsigned) {
  return v ? std::optional<double>(*v / toBase) : std::nullopt;
}

void writeMember(unsigned &m, std::optional<double> v, double toBase,
                 double dflt) {
  m = v ? static_cast<unsigned>(*v * toBase) : static_cast<unsigned>(dflt);
}
void writeMember(double &m, std::optional<double> v, double toBase,
                 double dflt) {
  m = v ? *v * toBase : dflt;
}
void writeMember(std::optional<double> &m, std::optional<double> v,
                 double toBase, std::nullopt_t) {
  m = v ? std::optional<double>(*v * toBase) : std::nullopt;
}

/// A number as a person writes it (the ranges in the docs' table).
std::string formatBound(double v) {
  char buf[64];
  if (v == std::floor(v) && std::fabs(v) < 9.0e15)
    std::snprintf(buf, sizeof(buf), "%.0f", v);
  else
    std::snprintf(buf, sizeof(buf), "%g", v);
  return buf;
}

} // namespace

llvm::ArrayRef<DeviceFieldInfo> roofline::getDeviceFields() { return kFields; }

const DeviceFieldInfo &roofline::getDeviceFieldInfo(DeviceField f) {
  return kFields[static_cast<unsigned>(f)];
}

std::optional<DeviceField> roofline::lookupDeviceField(llvm::StringRef key) {
  for (const DeviceFieldInfo &f : kFields)
    if (f.key == key)
      return f.id;
  return std::nullopt;
}

FigureRange roofline::getFigureRange(DeviceFigure figure) {
  return kFigures[static_cast<unsigned>(figure)].range;
}

llvm::StringRef roofline::getAttainmentKeyName(AttainmentKey key) {
  return getDeviceFieldInfo(getAttainmentField(key)).key;
}

DeviceField roofline::getAttainmentField(AttainmentKey key) {
  switch (key) {
#define ATTAINMENT_FIELD(Id, ...)                                              \
  case AttainmentKey::Id:                                                      \
    return DeviceField::Id;
#include "roofline/Device/DeviceFields.def"
  }
  llvm_unreachable("unknown attainment key");
}

bool roofline::isAttainmentFraction(AttainmentKey key) {
  // The fractions are the unitless attainment figures.
  return getDeviceFieldInfo(getAttainmentField(key)).unit.empty();
}

std::optional<double> roofline::getDeviceField(const DeviceModel &d,
                                               DeviceField f) {
  switch (f) {
#define DEVICE_FIELD(Id, Key, Type, Member, Default, Unit, ToBase, Min, Max,  \
                     Flags, SourceKey, SourceMember, Doc)                      \
  case DeviceField::Id:                                                        \
    return readMember(d.Member, ToBase, Flags);
#define ATTAINMENT_FIELD(Id, ...)                                              \
  case DeviceField::Id:                                                        \
    if (const auto &a = d.getAttainment(AttainmentKey::Id))                    \
      return a->value;                                                         \
    return std::nullopt;
#include "roofline/Device/DeviceFields.def"
  }
  llvm_unreachable("unknown device field");
}

llvm::StringRef roofline::getDeviceFieldSource(const DeviceModel &d,
                                               DeviceField f) {
  switch (f) {
#define DEVICE_FIELD(Id, Key, Type, Member, Default, Unit, ToBase, Min, Max,  \
                     Flags, SourceKey, SourceMember, Doc)                      \
  case DeviceField::Id: {                                                      \
    std::string DeviceModel::*src = SourceMember;                              \
    return src ? llvm::StringRef(d.*src) : llvm::StringRef();                  \
  }
#define ATTAINMENT_FIELD(Id, ...)                                              \
  case DeviceField::Id:                                                        \
    if (const auto &a = d.getAttainment(AttainmentKey::Id))                    \
      return a->source;                                                        \
    return "";
#include "roofline/Device/DeviceFields.def"
  }
  llvm_unreachable("unknown device field");
}

void roofline::setDeviceField(DeviceModel &d, DeviceField f,
                              std::optional<double> value,
                              llvm::StringRef source) {
  switch (f) {
#define DEVICE_FIELD(Id, Key, Type, Member, Default, Unit, ToBase, Min, Max,  \
                     Flags, SourceKey, SourceMember, Doc)                      \
  case DeviceField::Id: {                                                      \
    writeMember(d.Member, value, ToBase, Default);                             \
    std::string DeviceModel::*src = SourceMember;                              \
    if (src)                                                                   \
      d.*src = source.str();                                                   \
    return;                                                                    \
  }
#define ATTAINMENT_FIELD(Id, ...)                                              \
  case DeviceField::Id:                                                        \
    if (value)                                                                 \
      d.attainment[static_cast<unsigned>(AttainmentKey::Id)] =                 \
          AttainmentFigure{*value, source.str()};                              \
    else                                                                       \
      d.attainment[static_cast<unsigned>(AttainmentKey::Id)].reset();          \
    return;
#include "roofline/Device/DeviceFields.def"
  }
  llvm_unreachable("unknown device field");
}

std::string roofline::printDeviceFieldsMarkdown() {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "| key | unit | range | source key | what it is |\n"
        "|---|---|---|---|---|\n";
  for (const DeviceFieldInfo &f : kFields) {
    FigureRange r = getFigureRange(getFieldFigure(f.id));
    os << "| `" << f.key << "`" << (f.has(DeviceField_Required) ? " (required)" : "")
       << " | " << (f.unit.empty() ? "-" : f.unit) << " | ["
       << formatBound(r.min) << ", " << formatBound(r.max) << "]"
       << (f.has(DeviceField_Integer) ? ", integer" : "") << " | ";
    if (f.sourceKey.empty())
      os << "-";
    else
      os << "`" << f.sourceKey << "`"
         << (f.has(DeviceField_SourceRequired) ? " (required with it)" : "");
    os << " | " << f.doc << " |\n";
  }
  return out;
}
