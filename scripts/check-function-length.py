#!/usr/bin/env python3
"""Keeps C++ functions short, with a ratchet for the ones that are not yet.

    python3 scripts/check-function-length.py --max 120 \\
        [--allow test/Integration/long-functions.txt] [--root DIR]
    python3 scripts/check-function-length.py --list [N]        # the N longest
    python3 scripts/check-function-length.py --max 120 --write-allow FILE

Scans lib/**/*.cpp, lib/**/*.h and include/roofline/**/*.h. A function is
any definition with a body at namespace or class scope: free functions,
out-of-line member functions, functions defined inside a class, and a
lambda bound to a variable at namespace scope. Lambdas and local classes
inside a function count towards the enclosing function. Its length runs
from the first line of its declaration (the `template <...>` line, the
return type) to its closing brace, both included; comments and blank lines
inside count, the comment above it does not. Names are qualified by the
enclosing classes (`Program::eval`), not by namespaces.

The allow file lists `path:function maxlines` (one a line, # comments),
the functions currently over the limit. The check fails when a function not
listed is longer than --max, or a listed one is longer than its entry. It
prints a note for an entry whose function got shorter (lower its number or
drop it) or disappeared, so the list only shrinks. Overloads share an entry.

The brace matcher skips comments, string and character literals (with
prefixes and escapes), raw strings (R"delim(...)delim"), digit separators
and preprocessor lines. Standard library only.
"""

import argparse
import os
import re
import sys

KEYWORDS_NOT_NAMES = {
    "if", "for", "while", "switch", "return", "sizeof", "alignof", "decltype",
    "noexcept", "static_assert", "catch", "alignas", "__attribute__",
}


# --- lexer -----------------------------------------------------------------

class Tok:
    __slots__ = ("kind", "text", "line")

    def __init__(self, kind, text, line):
        self.kind, self.text, self.line = kind, text, line

    def __repr__(self):
        return f"{self.kind}:{self.text}@{self.line}"


IDENT = re.compile(r"[A-Za-z_$][A-Za-z_0-9$]*")
NUMBER = re.compile(r"\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.']|)*")
STRING_PREFIX = re.compile(r"(?:u8|u|U|L)?R?\"|(?:u8|u|U|L)?'")
PUNCT3 = ("<=>", "->*", "...", "<<=", ">>=")
PUNCT2 = ("::", "->", "++", "--", "<<", "<=", ">=", "==", "!=", "&&", "||",
          "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", ".*")


class LexError(Exception):
    pass


def lex(text):
    """Tokens of a C++ file, without comments and preprocessor lines. String
    and character literals become one 'str' token."""
    toks = []
    i, n, line = 0, len(text), 1
    at_line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            at_line_start = True
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if c == "\\" and i + 1 < n and text[i + 1] == "\n":
            i += 2
            line += 1
            continue
        if c == "/" and text.startswith("//", i):
            # A line comment, continued by a trailing backslash.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    line += 1
                    i += 1
                i += 1
            continue
        if c == "/" and text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise LexError(f"line {line}: unterminated /* comment")
            line += text.count("\n", i, end)
            i = end + 2
            continue
        if c == "#" and at_line_start:
            # A preprocessor directive, up to an unescaped newline; comments
            # inside it end it or are skipped.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    line += 1
                    i += 2
                    continue
                if text.startswith("/*", i):
                    end = text.find("*/", i + 2)
                    if end < 0:
                        raise LexError(f"line {line}: unterminated /* comment")
                    line += text.count("\n", i, end)
                    i = end + 2
                    continue
                if text.startswith("//", i):
                    break
                if text[i] in "\"'":
                    # `#error don't` is not a character literal.
                    try:
                        i = skip_quoted(text, i, line)
                    except LexError:
                        i += 1
                    continue
                i += 1
            continue
        at_line_start = False
        m = STRING_PREFIX.match(text, i)
        if m:
            start_line = line
            if m.group(0).endswith('R"'):
                j = i + len(m.group(0))
                paren = text.find("(", j)
                if paren < 0 or paren - j > 16:
                    raise LexError(f"line {line}: malformed raw string")
                delim = text[j:paren]
                end = text.find(")" + delim + '"', paren + 1)
                if end < 0:
                    raise LexError(f"line {line}: unterminated raw string")
                end += len(delim) + 2
            else:
                end = skip_quoted(text, i + len(m.group(0)) - 1, line)
            line += text.count("\n", i, end)
            toks.append(Tok("str", text[i:end], start_line))
            i = end
            continue
        m = IDENT.match(text, i)
        if m:
            toks.append(Tok("id", m.group(0), line))
            i = m.end()
            continue
        m = NUMBER.match(text, i)
        if m:
            toks.append(Tok("num", m.group(0), line))
            i = m.end()
            continue
        for p in PUNCT3 + PUNCT2:
            if text.startswith(p, i):
                toks.append(Tok("op", p, line))
                i += len(p)
                break
        else:
            toks.append(Tok("op", c, line))
            i += 1
    return toks


def skip_quoted(text, i, line):
    """Index just past the literal whose opening quote is at i."""
    q = text[i]
    j = i + 1
    n = len(text)
    while j < n:
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == q:
            return j + 1
        if c == "\n":
            break
        j += 1
    kind = "string" if q == '"' else "character"
    raise LexError(f"line {line}: unterminated {kind} literal")


# --- parser ----------------------------------------------------------------

# Every namespace the scanned files open: qualifiers naming one are dropped
# from function names (`roofline::parseDeviceJSON` -> `parseDeviceJSON`).
NAMESPACES = {"roofline", "mlir", "llvm", "std"}

class Function:
    __slots__ = ("path", "name", "start", "end")

    def __init__(self, path, name, start, end):
        self.path, self.name, self.start, self.end = path, name, start, end

    @property
    def length(self):
        return self.end - self.start + 1

    @property
    def key(self):
        return f"{self.path}:{self.name}"


def match_close(toks, i):
    """Index of the token closing the bracket at toks[i]."""
    opening = toks[i].text
    closing = {"{": "}", "(": ")", "[": "]"}[opening]
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j].text
        if toks[j].kind != "op":
            continue
        if t == opening:
            depth += 1
        elif t == closing:
            depth -= 1
            if depth == 0:
                return j
    raise LexError(f"line {toks[i].line}: unbalanced '{opening}'")


def strip_template_head(head):
    """Drops leading `template <...>` clauses (and attributes) from a list of
    tokens."""
    k = 0
    while k < len(head):
        t = head[k].text
        if t == "template" and k + 1 < len(head) and head[k + 1].text == "<":
            depth, k = 0, k + 1
            while k < len(head):
                if head[k].text == "<":
                    depth += 1
                elif head[k].text == ">":
                    depth -= 1
                elif head[k].text == ">>":
                    depth -= 2
                k += 1
                if depth <= 0:
                    break
            continue
        if t == "[" and k + 1 < len(head) and head[k + 1].text == "[":
            depth = 0
            while k < len(head):
                if head[k].text == "[":
                    depth += 1
                elif head[k].text == "]":
                    depth -= 1
                k += 1
                if depth == 0:
                    break
            continue
        break
    return head[k:]


def classify(head):
    """'namespace', 'class', 'enum', 'function' or 'other' for the
    declaration head before a `{` at namespace or class scope."""
    body = strip_template_head(head)
    if not body:
        return "other"
    words = [t.text for t in body]
    if words[0] == "extern" and len(body) > 1 and body[1].kind == "str":
        return "namespace"
    # The keyword may follow a macro call that has no `;` of its own:
    # `MACRO(x) namespace {`, `MACRO(x) class Foo : public Bar {`.
    keyword = None
    depth = 0
    for k, t in enumerate(body):
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t.text in ("namespace", "class", "struct",
                                       "union", "enum"):
            keyword = k
            break
    if keyword is not None and top_level_index(body[keyword:], "(") is None:
        kw = words[keyword]
        if kw == "namespace":
            return "namespace"
        return "enum" if kw == "enum" else "class"
    if "(" in words:
        eq = top_level_index(body, "=")
        paren = top_level_index(body, "(")
        if eq is not None and eq < paren and not is_operator_eq(body, eq):
            # `auto f = [](...) {`: a lambda bound at namespace scope counts
            # as a function; `T x = T(...) {` is not valid at this scope.
            if "[" in words[eq:paren]:
                return "function"
            return "other"
        return "function"
    return "other"


def is_operator_eq(body, k):
    return k > 0 and body[k - 1].text == "operator"


def top_level_index(body, text):
    depth = 0
    for k, t in enumerate(body):
        if t.text in ("(", "[", "{"):
            if depth == 0 and t.text == text:
                return k
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t.text == text:
            return k
    return None


def function_name(head):
    """The qualified name in a function head: the identifier path before
    its parameter list."""
    body = strip_template_head(head)
    eq = top_level_index(body, "=")
    paren = top_level_index(body, "(")
    if eq is not None and paren is not None and eq < paren and \
            not is_operator_eq(body, eq):
        # `auto name = [...](...) {`
        k = eq - 1
        return body[k].text if k >= 0 and body[k].kind == "id" else "<lambda>"
    # Drop a constructor's initializer list and a trailing return type.
    depth = 0
    for k, t in enumerate(body):
        if t.kind != "op":
            continue
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and (t.text == "->" or
                             (t.text == ":" and body[k - 1].text == ")")):
            body = body[:k]
            break
    # operator(), operator<<, operator bool ...
    for k, t in enumerate(body):
        if t.text == "operator":
            j = k + 1
            if body[j:j + 2] and [x.text for x in body[j:j + 2]] == ["(", ")"]:
                j += 2
            while j < len(body) and body[j].text != "(":
                j += 1
            spelled = "".join(x.text if x.kind == "op" else " " + x.text
                              for x in body[k + 1:j])
            return qualify(body, k, "operator" + spelled)
    # The parameter list is the last top-level group that follows a name:
    # `void f(int) noexcept(true)`, `MACRO(x) void f(int)`.
    groups, depth = [], 0
    for k, t in enumerate(body):
        if t.kind != "op":
            continue
        if t.text in ("(", "[", "{"):
            if t.text == "(" and depth == 0:
                groups.append(k)
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
    for k in reversed(groups):
        j = k - 1
        # Skip template arguments: `foo<int>(...)`.
        if j >= 0 and body[j].text in (">", ">>"):
            depth = 0
            while j >= 0:
                depth += {">": 1, ">>": 2, "<": -1}.get(body[j].text, 0)
                if depth == 0:
                    break
                j -= 1
            j -= 1
        if j >= 0 and body[j].kind == "id" and \
                body[j].text not in KEYWORDS_NOT_NAMES:
            return qualify(body, j, body[j].text)
    return "<unnamed>"


def qualify(body, j, name):
    """Prepends `A::B::` qualifiers written before body[j]."""
    parts = [name]
    k = j - 1
    if k >= 0 and body[k].text == "~":
        parts[0] = "~" + name
        k -= 1
    while k >= 1 and body[k].text == "::" and body[k - 1].kind == "id":
        parts.insert(0, body[k - 1].text)
        k -= 2
    return "::".join(parts)


def class_name(head):
    """The name in `class [[attr]] MACRO Name final : public Base`."""
    body = strip_template_head(head)
    start = next(k for k, t in enumerate(body)
                 if t.text in ("class", "struct", "union"))
    name = None
    for t in body[start + 1:]:
        if t.text in (":", "{", "<"):  # bases, body, a specialization
            break
        if t.kind == "id" and t.text not in ("final", "alignas"):
            name = t.text
    return name or "<anonymous>"


def find_functions(path, text):
    toks = lex(text)
    funcs = []
    parse_scope(toks, 0, len(toks), [], path, funcs)
    return funcs


def parse_scope(toks, i, end, classes, path, funcs):
    """Parses declarations in toks[i:end] (a namespace or class body)."""
    head = []
    while i < end:
        t = toks[i]
        if t.kind == "op" and t.text == ";":
            head = []
            i += 1
            continue
        if t.kind == "op" and t.text == "}":
            head = []
            i += 1
            continue
        if t.kind == "id" and t.text in ("public", "private", "protected") \
                and i + 1 < end and toks[i + 1].text == ":":
            head = []
            i += 2
            continue
        if t.kind == "op" and t.text in ("(", "["):
            close = match_close(toks, i)
            head.extend(toks[i:close + 1])
            i = close + 1
            continue
        if t.kind == "op" and t.text == "{":
            kind = classify(head)
            if kind == "function" and in_initializer_list(head):
                # `: member{...}` in a constructor's initializer list.
                close = match_close(toks, i)
                head.extend(toks[i:close + 1])
                i = close + 1
                continue
            close = match_close(toks, i)
            if kind == "namespace":
                words = [x.text for x in head]
                if "namespace" in words:
                    NAMESPACES.update(
                        x.text for x in head[words.index("namespace") + 1:]
                        if x.kind == "id")
                parse_scope(toks, i + 1, close, classes, path, funcs)
            elif kind == "class":
                parse_scope(toks, i + 1, close,
                            classes + [class_name(head)], path, funcs)
            elif kind == "function":
                name = "::".join(classes + [function_name(head)])
                start = (head[0].line if head else t.line)
                funcs.append(Function(path, name, start, toks[close].line))
            # enum bodies, aggregate initializers: nothing to count.
            i = close + 1
            if kind in ("namespace", "function"):
                head = []
            else:
                # `struct S {...} s;`, `enum E {...};`, `int t[] = {...};`:
                # the declaration goes on until its `;`.
                head.append(Tok("op", "{}", t.line))
            continue
        head.append(t)
        i += 1


def in_initializer_list(head):
    """Whether a `{` following `head` opens a member initializer, that is,
    head ends in `) : a(x), b` or `) : Base<T>` (not the function's body)."""
    body = strip_template_head(head)
    colon = None
    depth = 0
    for k, t in enumerate(body):
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t.text == ":" and k > 0 and \
                body[k - 1].text in (")", "noexcept", "const", "override",
                                     "final"):
            colon = k
            break
    if colon is None:
        return False
    last = body[-1]
    return last.kind == "id" or last.text in (">", ">>")


# --- the check ---------------------------------------------------------------

def scan(root):
    files = []
    for top, exts in (("lib", (".cpp", ".h")),
                      (os.path.join("include", "roofline"), (".h",))):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for f in sorted(filenames):
                if f.endswith(exts):
                    files.append(os.path.join(dirpath, f))
    funcs, errors = [], []
    for path in files:
        relpath = os.path.relpath(path, root).replace(os.sep, "/")
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        try:
            funcs.extend(find_functions(relpath, text))
        except LexError as e:
            errors.append(f"{relpath}: cannot parse: {e}")
    for fn in funcs:
        parts = fn.name.split("::")
        while len(parts) > 1 and parts[0] in NAMESPACES:
            parts.pop(0)
        fn.name = "::".join(parts)
    return files, funcs, errors


def read_allow(path):
    allow, errors = {}, []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.rsplit(None, 1)
            if len(parts) != 2 or ":" not in parts[0] or \
                    not parts[1].isdigit():
                errors.append(f"{path}:{lineno}: expected 'path:function "
                              f"maxlines', got '{line}'")
                continue
            allow[parts[0]] = (int(parts[1]), lineno)
    return allow, errors


def write_allow(path, funcs, limit):
    longest = {}
    for fn in funcs:
        if fn.length > limit:
            longest[fn.key] = max(longest.get(fn.key, 0), fn.length)
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# Functions longer than {limit} lines, with their current "
                f"length: a ratchet for\n# scripts/check-function-length.py "
                f"--max {limit} (test/Integration/function-length.test).\n"
                f"# Lower a number when its function gets shorter; drop the "
                f"line when it fits;\n# move it with its function. Never "
                f"raise one or add one: split the function\n# instead.\n")
        for key in sorted(longest, key=lambda k: (-longest[k], k)):
            f.write(f"{key} {longest[key]}\n")
    return len(longest)


def default_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser(
        description="Fails when a C++ function of lib/ or include/roofline/ "
                    "is longer than --max lines and not allowed (ratchet).")
    ap.add_argument("--max", type=int, default=120,
                    help="longest function allowed, in lines (default 120)")
    ap.add_argument("--allow", metavar="FILE",
                    help="ratchet file of 'path:function maxlines' entries")
    ap.add_argument("--root", default=default_root(),
                    help="repository root (default: the one holding this "
                         "script)")
    ap.add_argument("--list", nargs="?", type=int, const=15, metavar="N",
                    help="print the N longest functions (default 15) and exit")
    ap.add_argument("--write-allow", metavar="FILE",
                    help="write the functions over --max to FILE as a new "
                         "allow list and exit")
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    if not os.path.isdir(os.path.join(root, "lib")):
        print(f"check-function-length: {root}: no lib/ folder; pass the "
              f"repository root with --root", file=sys.stderr)
        return 2
    files, funcs, errors = scan(root)
    for e in errors:
        print(f"check-function-length: error: {e}", file=sys.stderr)
    if errors:
        return 2

    if args.list is not None:
        for fn in sorted(funcs, key=lambda f: (-f.length, f.key))[:args.list]:
            print(f"{fn.length:5d} {fn.path}:{fn.start}-{fn.end} {fn.name}")
        return 0
    if args.write_allow:
        n = write_allow(args.write_allow, funcs, args.max)
        print(f"function-length: wrote {n} entries to {args.write_allow}")
        return 0

    allow = {}
    if args.allow:
        try:
            allow, allow_errors = read_allow(args.allow)
        except OSError as e:
            print(f"check-function-length: error: {e}", file=sys.stderr)
            return 2
        for e in allow_errors:
            print(f"check-function-length: error: {e}", file=sys.stderr)
        if allow_errors:
            return 2

    failures, notes = [], []
    longest = {}
    for fn in funcs:
        longest[fn.key] = max(longest.get(fn.key, 0), fn.length)
        if fn.length <= args.max:
            continue
        if fn.key in allow:
            limit = allow[fn.key][0]
            if fn.length > limit:
                failures.append(
                    f"{fn.path}:{fn.start}: function {fn.name} is {fn.length} "
                    f"lines, over its allowed {limit} ({args.allow}); split "
                    f"it rather than raise the entry")
        else:
            failures.append(
                f"{fn.path}:{fn.start}: function {fn.name} is {fn.length} "
                f"lines (max {args.max})")
    allow_name = args.allow
    for key, (limit, lineno) in sorted(allow.items(), key=lambda kv: kv[1][1]):
        if key not in longest:
            notes.append(f"{allow_name}:{lineno}: note: {key} no longer "
                         f"exists; drop its entry")
        elif longest[key] <= args.max:
            notes.append(f"{allow_name}:{lineno}: note: {key} is now "
                         f"{longest[key]} lines, within --max {args.max}; "
                         f"drop its entry")
        elif longest[key] < limit:
            notes.append(f"{allow_name}:{lineno}: note: {key} is now "
                         f"{longest[key]} lines; lower its entry from {limit}")
    for line in failures:
        print(line)
    for line in notes:
        print(line)
    over = sum(1 for k in longest if longest[k] > args.max)
    if failures:
        print(f"function-length: {len(failures)} function"
              f"{'s' if len(failures) != 1 else ''} too long "
              f"({len(funcs)} functions in {len(files)} files, max "
              f"{args.max})")
        return 1
    print(f"function-length: {len(funcs)} functions in {len(files)} files, "
          f"none over {args.max} lines"
          + (f" but the {over} allowed by {allow_name}" if over else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
