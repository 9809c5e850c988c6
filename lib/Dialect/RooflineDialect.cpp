//===- RooflineDialect.cpp - The `roofline` dialect and its syntax --------===//
//
// The dialect, its attribute storage (generated) and the attributes'
// compact syntax. Hand-written rather than declarative for two reasons:
// doubles print in their shortest form that reads back to the same bits
// (std::to_chars; the default float printer is longer and slower, and
// roofline-analyze writes one attribute per op: docs/performance.md), and
// optional parts are left out rather than printed empty. Keys after the
// positional parts may come in any order; an unknown, repeated or missing
// key is a parse error. The verifiers are in AttrVerifiers.cpp.
//
//===----------------------------------------------------------------------===//

#include "roofline/Dialect/RooflineDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <charconv>
#include <functional>

using namespace mlir;
using namespace roofline;

#include "roofline/Dialect/RooflineEnums.cpp.inc"

#include "roofline/Dialect/RooflineDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "roofline/Dialect/RooflineAttrs.cpp.inc"

void RooflineDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "roofline/Dialect/RooflineAttrs.cpp.inc"
      >();
}

namespace {

/// Prints `v` in the shortest form that parses back to the same double, as
/// an MLIR float literal (which needs a '.' before any exponent).
void printDouble(raw_ostream &os, double v) {
  char buf[64];
  std::to_chars_result r = std::to_chars(buf, buf + sizeof(buf), v);
  StringRef text(buf, r.ptr - buf);
  size_t e = text.find('e');
  if (text.find_first_of(".ni") != StringRef::npos)
    os << text; // has a point, or is inf/nan (which no verifier lets through)
  else if (e == StringRef::npos)
    os << text << ".0";
  else
    os << text.take_front(e) << ".0" << text.drop_front(e);
}

void printList(raw_ostream &os, ArrayRef<int64_t> values) {
  os << '[';
  llvm::interleaveComma(values, os);
  os << ']';
}

ParseResult parseList(AsmParser &p, SmallVectorImpl<int64_t> &values) {
  return p.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    return p.parseInteger(values.emplace_back());
  });
}

ParseResult parseBool(AsmParser &p, bool &value) {
  if (succeeded(p.parseOptionalKeyword("true"))) {
    value = true;
    return success();
  }
  value = false;
  return p.parseKeyword("false", " or 'true'");
}

template <typename EnumT>
ParseResult parseEnum(AsmParser &p, EnumT &value) {
  FailureOr<EnumT> parsed = FieldParser<EnumT>::parse(p);
  if (failed(parsed))
    return failure();
  value = *parsed;
  return success();
}

/// `<"op", [t0, t1, ...]`: how #roofline.tile and #roofline.epilogue begin
/// (the op a tiling applies to and its tile).
ParseResult parseOpAndTile(AsmParser &p, std::string &opName,
                           SmallVectorImpl<int64_t> &tile) {
  return failure(p.parseLess() || p.parseString(&opName) || p.parseComma() ||
                 parseList(p, tile));
}

void printOpAndTile(AsmPrinter &p, StringRef opName, ArrayRef<int64_t> tile) {
  p.getStream() << '<';
  p.printString(opName);
  p.getStream() << ", ";
  printList(p.getStream(), tile);
}

/// `, before = X, after = X`: the two predicted times of a rewrite.
void printBeforeAfter(raw_ostream &os, double before, double after) {
  os << ", before = ";
  printDouble(os, before);
  os << ", after = ";
  printDouble(os, after);
}

/// The `, key = value` entries of an attribute after its positional parts:
/// each key with the local its value is parsed into. Keys may come in any
/// order up to the closing `>`; an unknown or repeated key, or a missing
/// required one, is a parse error (the unknown key's lists the keys in the
/// order they were added).
class Fields {
public:
  Fields(AsmParser &p, StringRef attr) : p(p), attr(attr) {}

  Fields &integer(StringRef key, int64_t &value) {
    return add(key, [&p = p, &value] { return p.parseInteger(value); });
  }
  Fields &real(StringRef key, double &value) {
    return add(key, [&p = p, &value] { return p.parseFloat(value); });
  }
  Fields &list(StringRef key, SmallVectorImpl<int64_t> &values) {
    return add(key, [&p = p, &values] { return parseList(p, values); });
  }
  Fields &boolean(StringRef key, bool &value) {
    return add(key, [&p = p, &value] { return parseBool(p, value); });
  }
  template <typename EnumT>
  Fields &enumeration(StringRef key, EnumT &value) {
    return add(key, [&p = p, &value] { return parseEnum(p, value); });
  }
  template <typename EnumT>
  Fields &enumeration(StringRef key, std::optional<EnumT> &value) {
    return add(key,
               [&p = p, &value] { return parseEnum(p, value.emplace()); });
  }
  /// Every key added so far must be given.
  Fields &requireAll() {
    for (Entry &e : entries)
      e.required = true;
    return *this;
  }

  /// Parses the entries and the closing `>`; `start` is where the
  /// attribute began, for the missing-key error.
  ParseResult parse(SMLoc start);

private:
  struct Entry {
    StringRef key;
    std::function<ParseResult()> parseValue;
    bool required = false;
  };

  Fields &add(StringRef key, std::function<ParseResult()> parseValue) {
    entries.push_back({key, std::move(parseValue)});
    return *this;
  }

  AsmParser &p;
  StringRef attr;
  SmallVector<Entry, 12> entries;
};

ParseResult Fields::parse(SMLoc start) {
  SmallVector<StringRef, 16> seen;
  while (succeeded(p.parseOptionalComma())) {
    SMLoc loc = p.getCurrentLocation();
    StringRef key;
    if (p.parseKeyword(&key) || p.parseEqual())
      return failure();
    if (llvm::is_contained(seen, key))
      return p.emitError(loc) << "#roofline." << attr << ": '" << key
                              << "' given twice";
    seen.push_back(key);
    const Entry *entry = llvm::find_if(
        entries, [&](const Entry &e) { return e.key == key; });
    if (entry == entries.end()) {
      InFlightDiagnostic d = p.emitError(loc);
      d << "#roofline." << attr << ": unknown key '" << key
        << "' (expected one of ";
      llvm::interleaveComma(entries, d, [&](const Entry &e) { d << e.key; });
      return d << ")";
    }
    if (entry->parseValue())
      return failure();
  }
  if (p.parseGreater())
    return failure();
  for (const Entry &e : entries)
    if (e.required && !llvm::is_contained(seen, e.key))
      return p.emitError(start) << "#roofline." << attr << ": missing '"
                                << e.key << "'";
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// #roofline.cost
//===----------------------------------------------------------------------===//

Attribute CostAttr::parse(AsmParser &p, Type) {
  SMLoc start = p.getCurrentLocation();
  Bound bound;
  Binding binding;
  ComputeClass computeClass;
  if (p.parseLess() || parseEnum(p, bound) || p.parseComma() ||
      parseEnum(p, binding) || p.parseComma() || parseEnum(p, computeClass))
    return {};
  // A number left out is 0 (the printer leaves zeros out).
  int64_t flops = 0, bytes = 0, transcendentals = 0;
  int64_t version = kRooflineAttrVersion;
  double time = 0, peak = 0;
  SmallVector<int64_t> tile, levels, kernel;
  std::optional<TilingOrigin> origin;
  if (Fields(p, "cost")
          .integer("flops", flops)
          .integer("bytes", bytes)
          .integer("transcendentals", transcendentals)
          .real("time", time)
          .real("peak", peak)
          .list("tile", tile)
          .enumeration("origin", origin)
          .list("levels", levels)
          .list("kernel", kernel)
          .integer("version", version)
          .parse(start))
    return {};
  return getChecked([&] { return p.emitError(start); }, p.getContext(), bound,
                    binding, computeClass, flops, bytes, transcendentals,
                    APFloat(time), APFloat(peak), tile, origin, levels, kernel,
                    version);
}

void CostAttr::print(AsmPrinter &p) const {
  raw_ostream &os = p.getStream();
  os << '<' << stringifyBound(getBound()) << ", "
     << stringifyBinding(getBinding()) << ", "
     << stringifyComputeClass(getComputeClass());
  if (getFlops())
    os << ", flops = " << getFlops();
  if (getBytes())
    os << ", bytes = " << getBytes();
  if (getTranscendentals())
    os << ", transcendentals = " << getTranscendentals();
  if (!getTime().isPosZero()) { // -0.0 is printed, to read back as itself
    os << ", time = ";
    printDouble(os, getTimeValue());
  }
  if (!getFractionOfPeak().isPosZero()) {
    os << ", peak = ";
    printDouble(os, getFractionOfPeakValue());
  }
  if (!getTile().empty()) {
    os << ", tile = ";
    printList(os, getTile());
  }
  if (getTileOrigin())
    os << ", origin = " << stringifyTilingOrigin(*getTileOrigin());
  if (!getBytesByLevel().empty()) {
    os << ", levels = ";
    printList(os, getBytesByLevel());
  }
  if (!getKernel().empty()) {
    os << ", kernel = ";
    printList(os, getKernel());
  }
  if (getVersion() != kRooflineAttrVersion)
    os << ", version = " << getVersion();
  os << '>';
}

//===----------------------------------------------------------------------===//
// #roofline.summary
//===----------------------------------------------------------------------===//

Attribute SummaryAttr::parse(AsmParser &p, Type) {
  SMLoc start = p.getCurrentLocation();
  std::string device;
  if (p.parseLess() || p.parseString(&device))
    return {};
  int64_t flops = 0, bytes = 0, costed = 0, unmodeled = 0, version = 0;
  double time = 0, share = 0;
  if (Fields(p, "summary")
          .integer("flops", flops)
          .integer("bytes", bytes)
          .real("time", time)
          .real("memory_share", share)
          .integer("costed", costed)
          .integer("unmodeled", unmodeled)
          .integer("version", version)
          .requireAll()
          .parse(start))
    return {};
  return getChecked([&] { return p.emitError(start); }, p.getContext(),
                    device, flops, bytes, APFloat(time), APFloat(share),
                    costed, unmodeled, version);
}

void SummaryAttr::print(AsmPrinter &p) const {
  raw_ostream &os = p.getStream();
  os << '<';
  p.printString(getDevice());
  os << ", flops = " << getFlops() << ", bytes = " << getBytes()
     << ", time = ";
  printDouble(os, getTimeValue());
  os << ", memory_share = ";
  printDouble(os, getMemoryBoundShareValue());
  os << ", costed = " << getCostedOps()
     << ", unmodeled = " << getUnmodeledOps()
     << ", version = " << getVersion() << '>';
}

//===----------------------------------------------------------------------===//
// #roofline.tile
//===----------------------------------------------------------------------===//

Attribute TileAttr::parse(AsmParser &p, Type) {
  SMLoc start = p.getCurrentLocation();
  std::string opName;
  SmallVector<int64_t> tile, group, levels;
  if (parseOpAndTile(p, opName, tile))
    return {};
  bool kLoop = false, waveResident = false;
  int64_t kChunk = 0, stages = 0;
  Binding binding = Binding::None;
  double before = 0, after = 0;
  if (Fields(p, "tile")
          .boolean("k_loop", kLoop)
          .list("group", group)
          .integer("k_chunk", kChunk)
          .boolean("wave_resident", waveResident)
          .integer("stages", stages)
          .list("levels", levels)
          .enumeration("binding", binding)
          .real("before", before)
          .real("after", after)
          .requireAll()
          .parse(start))
    return {};
  return getChecked([&] { return p.emitError(start); }, p.getContext(),
                    opName, tile, kLoop, group, kChunk, waveResident, stages,
                    levels, binding, APFloat(before), APFloat(after));
}

void TileAttr::print(AsmPrinter &p) const {
  printOpAndTile(p, getOpName(), getTile());
  raw_ostream &os = p.getStream();
  os << ", k_loop = " << (getKLoop() ? "true" : "false") << ", group = ";
  printList(os, getGroup());
  os << ", k_chunk = " << getKChunk()
     << ", wave_resident = " << (getWaveResident() ? "true" : "false")
     << ", stages = " << getStages() << ", levels = ";
  printList(os, getBytesByLevel());
  os << ", binding = " << stringifyBinding(getBinding());
  printBeforeAfter(os, getTimeBeforeValue(), getTimeAfterValue());
  os << '>';
}

//===----------------------------------------------------------------------===//
// #roofline.epilogue
//===----------------------------------------------------------------------===//

Attribute EpilogueAttr::parse(AsmParser &p, Type) {
  SMLoc start = p.getCurrentLocation();
  std::string producer;
  SmallVector<int64_t> tile;
  if (parseOpAndTile(p, producer, tile))
    return {};
  double before = 0, after = 0;
  int64_t version = kRooflineAttrVersion;
  if (Fields(p, "epilogue")
          .real("before", before)
          .real("after", after)
          .requireAll()
          .integer("version", version)
          .parse(start))
    return {};
  return getChecked([&] { return p.emitError(start); }, p.getContext(),
                    producer, tile, APFloat(before), APFloat(after), version);
}

void EpilogueAttr::print(AsmPrinter &p) const {
  printOpAndTile(p, getProducer(), getTile());
  raw_ostream &os = p.getStream();
  printBeforeAfter(os, getTimeBeforeValue(), getTimeAfterValue());
  if (getVersion() != kRooflineAttrVersion)
    os << ", version = " << getVersion();
  os << '>';
}

//===----------------------------------------------------------------------===//
// #roofline.precision
//===----------------------------------------------------------------------===//

Attribute PrecisionAttr::parse(AsmParser &p, Type) {
  SMLoc start = p.getCurrentLocation();
  PrecisionChange change;
  Type elementType;
  if (p.parseLess() || parseEnum(p, change))
    return {};
  if (succeeded(p.parseOptionalComma()) && p.parseType(elementType))
    return {};
  if (p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(start); }, p.getContext(),
                    change, elementType);
}

void PrecisionAttr::print(AsmPrinter &p) const {
  p << '<' << stringifyPrecisionChange(getChange());
  if (getElementType())
    p << ", " << getElementType();
  p << '>';
}
