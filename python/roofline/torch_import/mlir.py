"""Small helpers to write MLIR text: types, float literals, affine maps, the
payload of a linalg.generic."""

import math

FLOAT_TYPES = ("f16", "bf16", "f32", "f64")

# Bit patterns of +-infinity, for the float types the importer emits.
_INF_HEX = {
    "f16": ("0x7C00", "0xFC00"),
    "bf16": ("0x7F80", "0xFF80"),
    "f32": ("0x7F800000", "0xFF800000"),
    "f64": ("0x7FF0000000000000", "0xFFF0000000000000"),
}
_NAN_HEX = {"f16": "0x7E00", "bf16": "0x7FC0", "f32": "0x7FC00000",
            "f64": "0x7FF8000000000000"}


def is_float(et):
    return et in FLOAT_TYPES


def tensor_type(shape, et):
    if len(shape) == 0:
        return f"tensor<{et}>"
    return "tensor<" + "x".join(str(int(d)) for d in shape) + f"x{et}>"


def float_literal(x, et):
    x = float(x)
    if math.isnan(x):
        return _NAN_HEX[et]
    if math.isinf(x):
        return _INF_HEX[et][0 if x > 0 else 1]
    return "%.9e" % x


def literal(x, et):
    if is_float(et):
        return float_literal(x, et)
    if et == "i1":  # `arith.constant true : i1` does not parse; `1 : i1` does
        return "1" if x else "0"
    return str(int(x))


def quote(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def loc(path):
    return f"loc({quote(path)})"


def dense_i64(values):
    values = [int(v) for v in values]
    return f"dense<[{', '.join(str(v) for v in values)}]> : tensor<{len(values)}xi64>"


class Payload:
    """Builds the region of a linalg.generic, one arith/math op a line."""

    def __init__(self, fresh, et):
        self.fresh = fresh  # callable(hint) -> unique SSA name (with %)
        self.et = et        # default element type of the arithmetic
        self.lines = []

    def emit(self, text):
        self.lines.append(text)

    def const(self, x, et=None):
        et = et or self.et
        name = self.fresh("cst")
        self.emit(f"{name} = arith.constant {literal(x, et)} : {et}")
        return name

    def value(self, x, et=None):
        """An SSA name for x: x itself when it is one, else a constant."""
        if isinstance(x, str):
            return x
        return self.const(x, et)

    def binary(self, op, a, b, et=None):
        et = et or self.et
        a, b = self.value(a, et), self.value(b, et)
        name = self.fresh("v")
        self.emit(f"{name} = {op} {a}, {b} : {et}")
        return name

    def unary(self, op, a, et=None):
        et = et or self.et
        a = self.value(a, et)
        name = self.fresh("v")
        self.emit(f"{name} = {op} {a} : {et}")
        return name

    # float arithmetic
    def add(self, a, b):
        return self.binary("arith.addf" if is_float(self.et) else "arith.addi", a, b)

    def sub(self, a, b):
        return self.binary("arith.subf" if is_float(self.et) else "arith.subi", a, b)

    def mul(self, a, b):
        return self.binary("arith.mulf" if is_float(self.et) else "arith.muli", a, b)

    def div(self, a, b):
        return self.binary("arith.divf" if is_float(self.et) else "arith.divsi", a, b)

    def max(self, a, b):
        return self.binary("arith.maximumf" if is_float(self.et) else "arith.maxsi", a, b)

    def min(self, a, b):
        return self.binary("arith.minimumf" if is_float(self.et) else "arith.minsi", a, b)

    def neg(self, a):
        return self.unary("arith.negf", a)

    def math(self, fn, a):
        return self.unary(f"math.{fn}", a)

    def cmpf(self, pred, a, b, et=None):
        et = et or self.et
        a, b = self.value(a, et), self.value(b, et)
        name = self.fresh("c")
        if is_float(et):
            self.emit(f"{name} = arith.cmpf {pred}, {a}, {b} : {et}")
        else:
            ipred = {"oeq": "eq", "une": "ne", "ogt": "sgt", "oge": "sge",
                     "olt": "slt", "ole": "sle"}[pred]
            self.emit(f"{name} = arith.cmpi {ipred}, {a}, {b} : {et}")
        return name

    def select(self, c, a, b, et=None):
        et = et or self.et
        a, b = self.value(a, et), self.value(b, et)
        name = self.fresh("s")
        self.emit(f"{name} = arith.select {c}, {a}, {b} : {et}")
        return name

    def convert(self, a, from_et, to_et):
        if from_et == to_et:
            return a
        name = self.fresh("cv")
        if is_float(from_et) and is_float(to_et):
            bits = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
            op = "arith.extf" if bits[to_et] > bits[from_et] else "arith.truncf"
        elif is_float(to_et):
            op = "arith.uitofp" if from_et == "i1" else "arith.sitofp"
        elif is_float(from_et):
            op = "arith.fptosi"
        else:
            fb, tb = int(from_et[1:]), int(to_et[1:])
            op = "arith.extui" if from_et == "i1" else ("arith.extsi" if tb > fb else "arith.trunci")
        self.emit(f"{name} = {op} {a} : {from_et} to {to_et}")
        return name

    def index(self, dim):
        name = self.fresh("i")
        self.emit(f"{name} = linalg.index {dim} : index")
        return name
