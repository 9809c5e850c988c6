#!/usr/bin/env python3
"""Checks that the libraries form a ladder with no upward arrow
(docs/architecture.md):

    Device < Model < Dialect < CostModels < Analysis < Report < Transforms
    < tools

    python3 scripts/check-layering.py [--root DIR]

Rules, over every .h/.cpp/.td/.inc file of lib/, include/roofline/ and tools/:

- a file of a layer (lib/<Layer>/..., include/roofline/<Layer>/...) includes
  `roofline/<Layer2>/...` only for Layer2 at or below its own layer;
- a quoted include that resolves (next to the file, in the layer's own
  lib/<Layer>/ folder, by a `../` path, or by name in another lib folder) to
  a private header of another lib folder is an error, and so is a public
  header that includes any private one;
- Model has no IR: no mlir/ header in its C++ (FORBIDDEN_INCLUDES below);
- tools/ sit on top and may include anything (they are only counted).

And over every lib/**/CMakeLists.txt: the LINK_LIBS (and DEPENDS, and
target_link_libraries) of each library name Roofline* libraries (and
Roofline*IncGen tablegen targets) of lower or the same layer only, and Model
links no MLIR library.

Prints one line per violation, `file:line: <Layer> includes <path> from
higher layer <Layer2>`, and exits 1; exits 0 with a one-line summary when
clean, and 2 when the tree cannot be read (no lib/ under --root, a lib
folder that is not on the ladder). Standard library only.
"""

import argparse
import os
import re
import sys

# The ladder, bottom to top. A new lib/ folder goes here first.
# Dialect (the `roofline` dialect's typed attributes) stores Model's enums
# and is read by the cost models (#roofline.precision).
LAYERS = ["Device", "Model", "Dialect", "CostModels", "Analysis", "Report",
          "Transforms"]
TOOLS = "tools"
RANK = {name: i for i, name in enumerate(LAYERS + [TOOLS])}

# Include prefixes a layer's C++ files may not use at all, with the reason.
# TableGen files are exempt: ModelEnums.td includes mlir/IR/EnumAttr.td for
# I32Enum, whose generated code is plain C++.
FORBIDDEN_INCLUDES = {
    "Model": [("mlir/", "Model has no IR")],
    # Reports choose advice by OpCost::kind, which the cost models set.
    "Report": [("mlir/Dialect/", "Report never looks at dialects")],
    # What an op is comes from its dialect's CostModelDialectInterface.
    "Analysis": [("mlir/Dialect/", "the driver names no dialect: ask "
                  "CostModelDialectInterface (roofline/CostModels/"
                  "CostModelDialectInterface.h)")],
}
# Files still exempt from FORBIDDEN_INCLUDES, each with what is left to
# move: the list may only shrink.
FORBIDDEN_INCLUDE_EXEMPT = set()
# Libraries a layer may not link (prefix match), with the reason.
FORBIDDEN_LINKS = {
    "Model": [("MLIR", "Model has no IR")],
}

EXTENSIONS = (".h", ".cpp", ".td", ".inc")
CXX_INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
TD_INCLUDE = re.compile(r'^\s*include\s+"([^"]+)"')

CMAKE_KEYWORDS = {
    "SHARED", "STATIC", "OBJECT", "MODULE", "INSTALL_WITH_TOOLCHAIN",
    "EXCLUDE_FROM_LIBMLIR", "DISABLE_INSTALL", "ENABLE_AGGREGATION",
    "PARTIAL_SOURCES_INTENDED", "ADDITIONAL_HEADERS", "ADDITIONAL_HEADER_DIRS",
    "DEPENDS", "LINK_COMPONENTS", "LINK_LIBS",
}
LINK_SCOPES = {"PUBLIC", "PRIVATE", "INTERFACE"}


class SetupError(Exception):
    pass


def rel(root, path):
    return os.path.relpath(path, root).replace(os.sep, "/")


def layer_of(relpath):
    """The layer of a repository-relative path, None when it has none
    (outside lib/, include/roofline/ and tools/). Raises SetupError for a
    folder that is not on the ladder."""
    parts = relpath.split("/")
    if parts[0] == "tools":
        return TOOLS
    if parts[0] == "lib" and len(parts) >= 3:
        name = parts[1]
    elif parts[:2] == ["include", "roofline"] and len(parts) >= 4:
        name = parts[2]
    elif parts[0] == "lib" or parts[:2] == ["include", "roofline"]:
        raise SetupError(f"{relpath}: not inside a layer folder "
                         f"(one of {', '.join(LAYERS)})")
    else:
        return None
    if name not in RANK or name == TOOLS:
        raise SetupError(f"{'/'.join(parts[:-1])}: '{name}' is not on the "
                         f"ladder {' < '.join(LAYERS)}; add it to LAYERS in "
                         f"scripts/check-layering.py")
    return name


def source_files(root):
    for top in ("lib", os.path.join("include", "roofline"), "tools"):
        base = os.path.join(root, top)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames.sort()
            for f in sorted(filenames):
                if f.endswith(EXTENSIONS):
                    yield os.path.join(dirpath, f)


def resolve_quoted(root, path, layer, target):
    """Where a quoted, non-roofline/ include lands: next to the file, in the
    layer's own lib folder (its private include directory), in another lib
    folder, or by a relative `..` path even when the file is not there. None
    when it is not in the tree (a system, LLVM/MLIR or generated header)."""
    here = os.path.dirname(path)
    candidates = [os.path.join(here, target)]
    if layer in LAYERS:
        candidates.append(os.path.join(root, "lib", layer, target))
    # Then another lib folder's: reachable only through an include directory
    # that points into it.
    candidates += [os.path.join(root, "lib", other, target)
                   for other in LAYERS if other != layer]
    for c in candidates:
        if os.path.isfile(c):
            return os.path.normpath(c)
    if target.startswith("../") or "/../" in target:
        return os.path.normpath(os.path.join(here, target))
    return None


def check_include(root, relpath, layer, lineno, path, quote, target, out):
    def upward(to_layer, shown):
        if RANK[to_layer] > RANK[layer]:
            out.append(f"{relpath}:{lineno}: {layer} includes {shown} "
                       f"from higher layer {to_layer}")

    for prefix, why in FORBIDDEN_INCLUDES.get(layer, []):
        if relpath in FORBIDDEN_INCLUDE_EXEMPT:
            continue
        if target.startswith(prefix) and not path.endswith(".td"):
            out.append(f"{relpath}:{lineno}: {layer} includes {target}: {why}")

    if target.startswith("roofline/"):
        parts = target.split("/")
        if len(parts) < 3 or parts[1] not in LAYERS:
            out.append(f"{relpath}:{lineno}: {layer} includes {target}, "
                       f"which is in no layer ({', '.join(LAYERS)})")
            return
        upward(parts[1], target)
        return
    if quote != '"':
        return
    landed = resolve_quoted(root, path, layer, target)
    if landed is None:
        return
    landed_rel = rel(root, landed)
    if landed_rel.startswith("../"):
        out.append(f"{relpath}:{lineno}: {layer} includes {target}, "
                   f"outside the repository")
        return
    try:
        to_layer = layer_of(landed_rel)
    except SetupError:
        to_layer = None
    if to_layer is None:
        return
    if to_layer == TOOLS:
        upward(TOOLS, landed_rel)
        return
    if landed_rel.startswith("include/"):
        upward(to_layer, landed_rel)
        return
    # A private header under lib/.
    if relpath.startswith("include/"):
        out.append(f"{relpath}:{lineno}: public header includes private "
                   f"header {landed_rel}")
    elif to_layer != layer:
        if RANK[to_layer] > RANK[layer]:
            upward(to_layer, landed_rel)
        else:
            out.append(f"{relpath}:{lineno}: {layer} includes private header "
                       f"{landed_rel} of lib/{to_layer}; move what it shares "
                       f"to include/roofline/{to_layer}/")


def check_includes(root, out):
    files = includes = 0
    for path in source_files(root):
        relpath = rel(root, path)
        layer = layer_of(relpath)
        files += 1
        pattern = TD_INCLUDE if path.endswith(".td") else CXX_INCLUDE
        with open(path, encoding="utf-8", errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                m = pattern.match(line)
                if not m:
                    continue
                includes += 1
                if layer == TOOLS:
                    continue
                if pattern is TD_INCLUDE:
                    quote, target = '"', m.group(1)
                else:
                    quote, target = m.group(1), m.group(2)
                check_include(root, relpath, layer, lineno, path, quote,
                              target, out)
    return files, includes


# --- CMake -----------------------------------------------------------------

def cmake_tokens(text):
    """(token, line) pairs of a CMake file: comments dropped, quoted
    arguments (with their escapes) kept whole, parentheses on their own."""
    tokens = []
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif c == "#":
            m = re.match(r"#\[(=*)\[", text[i:])
            if m:  # bracket comment
                end = text.find("]" + m.group(1) + "]", i)
                end = n if end < 0 else end + len(m.group(1)) + 2
            else:
                end = text.find("\n", i)
                end = n if end < 0 else end
            line += text.count("\n", i, end)
            i = end
        elif c in "()":
            tokens.append((c, line))
            i += 1
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            tokens.append((text[i:j + 1], line))
            line += text.count("\n", i, j + 1)
            i = j + 1
        else:
            m = re.match(r'[^\s()"#]+', text[i:])
            tokens.append((m.group(0), line))
            i += len(m.group(0))
    return tokens


def cmake_calls(text):
    """(command, [(arg, line)], line) for each top-level call."""
    tokens = cmake_tokens(text)
    calls, i = [], 0
    while i < len(tokens):
        name, line = tokens[i]
        if i + 1 < len(tokens) and tokens[i + 1][0] == "(" and \
                re.match(r"^[A-Za-z_]\w*$", name):
            depth, j, args = 1, i + 2, []
            while j < len(tokens) and depth:
                tok = tokens[j]
                if tok[0] == "(":
                    depth += 1
                elif tok[0] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                args.append(tok)
                j += 1
            calls.append((name.lower(), args, line))
            i = j + 1
        else:
            i += 1
    return calls


def cmake_files(root, top):
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
        dirnames.sort()
        if "CMakeLists.txt" in filenames:
            yield os.path.join(dirpath, "CMakeLists.txt")


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def check_cmake(root, out):
    """Returns the number of libraries checked."""
    libraries = {}   # library name -> layer
    tablegen = {}    # tablegen target -> layer
    uses = []        # (relpath, layer, target, [(dep, line, verb)])
    for path in cmake_files(root, os.path.join("include", "roofline")):
        relpath = rel(root, path)
        parts = relpath.split("/")
        if len(parts) < 4:
            continue  # include/roofline/CMakeLists.txt: add_subdirectory only
        layer = layer_of(relpath)
        for name, args, _ in cmake_calls(read(path)):
            if name == "add_public_tablegen_target" and args:
                tablegen[args[0][0]] = layer
    for path in cmake_files(root, "lib"):
        relpath = rel(root, path)
        if relpath == "lib/CMakeLists.txt":
            continue
        layer = layer_of(relpath)
        for name, args, line in cmake_calls(read(path)):
            if name == "add_mlir_library" and args:
                lib = args[0][0]
                libraries[lib] = layer
                section, deps = None, []
                for tok, tline in args[1:]:
                    if tok in CMAKE_KEYWORDS:
                        section = tok
                    elif section in ("LINK_LIBS", "DEPENDS") and \
                            tok not in LINK_SCOPES:
                        verb = "links" if section == "LINK_LIBS" \
                            else "depends on"
                        deps.append((tok, tline, verb))
                uses.append((relpath, layer, lib, deps))
            elif name == "target_link_libraries" and args:
                deps = [(t, l, "links") for t, l in args[1:]
                        if t not in LINK_SCOPES]
                uses.append((relpath, layer, args[0][0], deps))
    for relpath, layer, target, deps in uses:
        for dep, line, verb in deps:
            for prefix, why in FORBIDDEN_LINKS.get(layer, []):
                if dep.startswith(prefix) and verb == "links":
                    out.append(f"{relpath}:{line}: {layer} links {dep}: {why}")
            if not dep.startswith("Roofline"):
                continue
            to_layer = libraries.get(dep, tablegen.get(dep))
            if to_layer is None:
                out.append(f"{relpath}:{line}: {target} ({layer}) {verb} "
                           f"{dep}, which no lib/*/CMakeLists.txt "
                           f"(add_mlir_library) or include/roofline/*/"
                           f"CMakeLists.txt (add_public_tablegen_target) "
                           f"defines")
            elif RANK[to_layer] > RANK[layer]:
                out.append(f"{relpath}:{line}: {layer} {verb} {dep} from "
                           f"higher layer {to_layer}")
    return len(libraries)


def default_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser(
        description="Fails when a layer includes or links a higher one "
                    "(docs/architecture.md).")
    ap.add_argument("--root", default=default_root(),
                    help="repository root (default: the one holding this "
                         "script)")
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    if not os.path.isdir(os.path.join(root, "lib")):
        print(f"check-layering: {root}: no lib/ folder; pass the repository "
              f"root with --root", file=sys.stderr)
        return 2
    out = []
    try:
        files, includes = check_includes(root, out)
        libs = check_cmake(root, out)
    except (SetupError, OSError) as e:
        print(f"check-layering: error: {e}", file=sys.stderr)
        return 2
    for line in out:
        print(line)
    if out:
        print(f"layering: {len(out)} violation{'s' if len(out) != 1 else ''} "
              f"({files} files, {includes} includes, {libs} libraries); the "
              f"ladder is {' < '.join(LAYERS)} < tools (docs/architecture.md)")
        return 1
    print(f"layering: {files} files, {includes} includes, no upward include "
          f"({libs} libraries link only lower layers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
