#!/usr/bin/env python3
"""Writes the roofline-validate kernel suite: one linalg .mlir file per CUDA
kernel that roofline-validate times (docs/validation.md).

Each file holds one op whose FLOPs and compulsory bytes are exactly those of
the kernel: cuBLAS/cuDNN run with beta = 1 (C += A B, y += conv(x, w)), so the
output is read and written, as the linalg op's accumulation into its init
says; convolutions take an input that is already padded (cuDNN runs with no
padding), so no tensor.pad is needed. The first line is the header that
roofline-validate reads (ValidateCore.h, SuiteEntry).

Run from anywhere: python3 tools/roofline-validate/suite/gen_suite.py
It rewrites every *.mlir next to it (and deletes stale ones).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_TYPE = {"f32": "f32", "tf32": "f32", "f16": "f16", "bf16": "bf16"}


def tensor(shape, dtype):
    if not shape:
        return "tensor<%s>" % MLIR_TYPE[dtype]
    return "tensor<%sx%s>" % ("x".join(str(s) for s in shape), MLIR_TYPE[dtype])


def header(name, kind, dtype, op=None, **params):
    toks = ["name=" + name, "kind=" + kind, "dtype=" + dtype]
    if op:
        toks.append("op=" + op)
    toks += ["%s=%d" % (k, v) for k, v in params.items()]
    return "// roofline-validate: " + " ".join(toks) + "\n"


def fname(name):
    return name.replace("-", "_").replace(".", "_")


def size_tag(n):
    for unit, div in (("m", 1 << 20), ("k", 1 << 10)):
        if n % div == 0:
            return "%d%s" % (n // div, unit)
    return str(n)


files = {}

# --- cuBLAS GEMMs: C[m,n] += A[m,k] B[k,n], row-major --------------------------
GEMM_SHAPES = [
    (512, 512, 512),        # small: launch overhead dominates
    (1024, 1024, 1024),
    (2048, 2048, 2048),
    (4096, 4096, 4096),
    (8192, 8192, 8192),     # large square: compute-bound
    (4096, 14336, 4096),    # an LLM MLP projection
    (8192, 8192, 1024),     # short K
    (16, 8192, 8192),       # decode-like skinny GEMM: memory-bound on B
    (16384, 16384, 64),     # outer-product-like: memory-bound on C
]
GEMM_DESC = {
    "f32": "FP32 on the CUDA cores (CUBLAS_COMPUTE_32F, default math: no TF32)",
    "tf32": "f32 data on TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32); "
            "predicted with --allow-tf32",
    "f16": "f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F)",
    "bf16": "bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F)",
}
for dtype in ("f32", "tf32", "f16", "bf16"):
    for m, n, k in GEMM_SHAPES:
        name = "gemm-%s-%dx%dx%d" % (dtype, m, n, k)
        a, b, c = tensor([m, k], dtype), tensor([k, n], dtype), tensor([m, n], dtype)
        files[name] = (
            header(name, "gemm", dtype, m=m, n=n, k=k)
            + "// cublasGemmEx, alpha = beta = 1: C += A B, %s.\n" % GEMM_DESC[dtype]
            + "func.func @%s(%%a: %s, %%b: %s, %%c: %s) -> %s {\n" % (fname(name), a, b, c, c)
            + "  %%r = linalg.matmul ins(%%a, %%b : %s, %s) outs(%%c : %s) -> %s\n" % (a, b, c, c)
            + "  return %%r : %s\n}\n" % c
        )

# --- cuDNN convolutions: ResNet-50 layers, batch 32, NHWC, filter F x KH x KW x C
# (name, C, H = W of the padded input, KH = KW, stride, F)
CONVS = [
    ("conv1-7x7s2", 3, 229, 7, 2, 64),     # 224 + 2x3 padding, last row unused
    ("res2-3x3", 64, 58, 3, 1, 64),         # 56 + 2
    ("res2-1x1", 64, 56, 1, 1, 256),
    ("res3-3x3", 128, 30, 3, 1, 128),       # 28 + 2
    ("res3-down-1x1s2", 256, 55, 1, 2, 512),  # reads every other row and column
    ("res4-3x3", 256, 16, 3, 1, 256),       # 14 + 2
    ("res5-3x3", 512, 9, 3, 1, 512),        # 7 + 2
]
BATCH = 32
for dtype in ("f32", "f16"):
    for tag, c, h, kh, s, f in CONVS:
        oh = (h - kh) // s + 1
        name = "conv-%s-%s" % (dtype, tag)
        x = tensor([BATCH, h, h, c], dtype)
        w = tensor([f, kh, kh, c], dtype)
        y = tensor([BATCH, oh, oh, f], dtype)
        math = ("CUDNN_FMA_MATH (FP32 units, no TF32)" if dtype == "f32"
                else "CUDNN_TENSOR_OP_MATH, FP32 accumulation")
        files[name] = (
            header(name, "conv", dtype, n=BATCH, h=h, w=h, c=c, f=f, kh=kh, kw=kh, stride=s)
            + "// cudnnConvolutionForward, NHWC, no padding (the input is padded), "
              "alpha = beta = 1: y += conv(x, w), %s.\n" % math
            + "func.func @%s(%%x: %s, %%w: %s, %%y: %s) -> %s {\n" % (fname(name), x, w, y, y)
            + "  %%r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, "
              "strides = dense<%d> : tensor<2xi64>}\n" % s
            + "    ins(%%x, %%w : %s, %s) outs(%%y : %s) -> %s\n" % (x, w, y, y)
            + "  return %%r : %s\n}\n" % y
        )

# --- elementwise kernels (roofline-validate's own) -----------------------------
ID1 = "affine_map<(d0) -> (d0)>"


def ew(name, op, dtype, n, nins, payload, doc, out_read=False):
    t = tensor([n], dtype)
    e = MLIR_TYPE[dtype]
    args = ", ".join("%%in%d: %s" % (i, t) for i in range(nins))
    ins = ", ".join("%%in%d" % i for i in range(nins))
    maps = ", ".join([ID1] * (nins + 1))
    bb = ", ".join(["%%x%d: %s" % (i, e) for i in range(nins)] + ["%%o: %s" % e])
    return (
        header(name, "elementwise", dtype, op=op, size=n)
        + "// %s\n" % doc
        + "func.func @%s(%s, %%out: %s) -> %s {\n" % (fname(name), args, t, t)
        + "  %%r = linalg.generic {indexing_maps = [%s], iterator_types = [\"parallel\"]}\n" % maps
        + "    ins(%s : %s) outs(%%out : %s) {\n" % (ins, ", ".join([t] * nins), t)
        + "  ^bb0(%s):\n" % bb
        + payload
        + "  } -> %s\n" % t
        + "  return %%r : %s\n}\n" % t
    )


for n in (1 << 16, 1 << 20, 1 << 24, 1 << 27):
    name = "ew-add-f32-%s" % size_tag(n)
    files[name] = ew(name, "add", "f32", n, 2,
                     "    %s = arith.addf %x0, %x1 : f32\n    linalg.yield %s : f32\n",
                     "out = a + b, float4 loads and stores; out is not read.")
for n in (1 << 20, 1 << 27):
    name = "ew-axpy-f32-%s" % size_tag(n)
    t = tensor([n], "f32")
    files[name] = (
        header(name, "elementwise", "f32", op="axpy", size=n)
        + "// y = 2 x + y in place: x read, y read and written.\n"
        + "func.func @%s(%%x: %s, %%y: %s) -> %s {\n" % (fname(name), t, t, t)
        + "  %%r = linalg.generic {indexing_maps = [%s, %s], iterator_types = [\"parallel\"]}\n" % (ID1, ID1)
        + "    ins(%%x : %s) outs(%%y : %s) {\n" % (t, t)
        + "  ^bb0(%xi: f32, %yi: f32):\n"
        + "    %two = arith.constant 2.0 : f32\n"
        + "    %m = arith.mulf %two, %xi : f32\n"
        + "    %s = arith.addf %m, %yi : f32\n"
        + "    linalg.yield %s : f32\n"
        + "  } -> %s\n" % t
        + "  return %%r : %s\n}\n" % t
    )
for n in (1 << 20, 1 << 27):
    name = "ew-relu-f16-%s" % size_tag(n)
    files[name] = ew(name, "relu", "f16", n, 1,
                     "    %zero = arith.constant 0.0 : f16\n"
                     "    %m = arith.maximumf %x0, %zero : f16\n    linalg.yield %m : f16\n",
                     "out = max(x, 0) on f16 pairs (__hmax2), 16-byte loads and stores.")
for n in (1 << 20, 1 << 27):
    name = "ew-exp-f32-%s" % size_tag(n)
    files[name] = ew(name, "exp", "f32", n, 1,
                     "    %e = math.exp %x0 : f32\n    linalg.yield %e : f32\n",
                     "out = exp(x) (expf), one transcendental per element.")
# bias add over NHWC, bias per channel
bn, bh, bc = 32, 56, 256
name = "ew-bias-f32-32x56x56x256"
xt, bt = tensor([bn, bh, bh, bc], "f32"), tensor([bc], "f32")
M4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
MC = "affine_map<(d0, d1, d2, d3) -> (d3)>"
files[name] = (
    header(name, "elementwise", "f32", op="bias", n=bn, h=bh, w=bh, c=bc)
    + "// out[n,h,w,c] = x[n,h,w,c] + bias[c]: the bias is read once (it stays in cache).\n"
    + "func.func @%s(%%x: %s, %%bias: %s, %%out: %s) -> %s {\n" % (fname(name), xt, bt, xt, xt)
    + "  %%r = linalg.generic {indexing_maps = [%s, %s, %s],\n" % (M4, MC, M4)
    + "                      iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}\n"
    + "    ins(%%x, %%bias : %s, %s) outs(%%out : %s) {\n" % (xt, bt, xt)
    + "  ^bb0(%xi: f32, %bi: f32, %o: f32):\n"
    + "    %s = arith.addf %xi, %bi : f32\n"
    + "    linalg.yield %s : f32\n"
    + "  } -> %s\n" % xt
    + "  return %%r : %s\n}\n" % xt
)

# --- reductions (roofline-validate's own), accumulating into the output -------
for op, r, c in (("rows", 4096, 16384), ("rows", 65536, 1024), ("cols", 16384, 4096)):
    name = "reduce-%s-f32-%dx%d" % (op, r, c)
    it, ot = tensor([r, c], "f32"), tensor([r if op == "rows" else c], "f32")
    omap = "affine_map<(d0, d1) -> (d0)>" if op == "rows" else "affine_map<(d0, d1) -> (d1)>"
    iters = '"parallel", "reduction"' if op == "rows" else '"reduction", "parallel"'
    doc = ("out[r] += sum over c of x[r, c]: one block (or warp) per row."
           if op == "rows" else
           "out[c] += sum over r of x[r, c]: coalesced column partial sums, atomicAdd.")
    files[name] = (
        header(name, "reduction", "f32", op=op, rows=r, cols=c)
        + "// %s\n" % doc
        + "func.func @%s(%%x: %s, %%out: %s) -> %s {\n" % (fname(name), it, ot, ot)
        + "  %%r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, %s],\n" % omap
        + "                      iterator_types = [%s]}\n" % iters
        + "    ins(%%x : %s) outs(%%out : %s) {\n" % (it, ot)
        + "  ^bb0(%xi: f32, %acc: f32):\n"
        + "    %s = arith.addf %xi, %acc : f32\n"
        + "    linalg.yield %s : f32\n"
        + "  } -> %s\n" % ot
        + "  return %%r : %s\n}\n" % ot
    )
n = 1 << 27
name = "reduce-all-f32-%s" % size_tag(n)
it, ot = tensor([n], "f32"), tensor([], "f32")
files[name] = (
    header(name, "reduction", "f32", op="all", size=n)
    + "// out += sum of x: grid-stride partial sums, one atomicAdd per block.\n"
    + "func.func @%s(%%x: %s, %%out: %s) -> %s {\n" % (fname(name), it, ot, ot)
    + "  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],\n"
    + "                      iterator_types = [\"reduction\"]}\n"
    + "    ins(%%x : %s) outs(%%out : %s) {\n" % (it, ot)
    + "  ^bb0(%xi: f32, %acc: f32):\n"
    + "    %s = arith.addf %xi, %acc : f32\n"
    + "    linalg.yield %s : f32\n"
    + "  } -> %s\n" % ot
    + "  return %%r : %s\n}\n" % ot
)

# --- transposes (roofline-validate's own): 32x32 tiles through shared memory --
for dtype, r, c in (("f32", 8192, 8192), ("f32", 4096, 16384), ("f16", 8192, 8192)):
    name = "transpose-%s-%dx%d" % (dtype, r, c)
    it, ot = tensor([r, c], dtype), tensor([c, r], dtype)
    files[name] = (
        header(name, "transpose", dtype, rows=r, cols=c)
        + "// out[c, r] = x[r, c], 32x32 tiles staged through shared memory.\n"
        + "func.func @%s(%%x: %s, %%out: %s) -> %s {\n" % (fname(name), it, ot, ot)
        + "  %%r = linalg.transpose ins(%%x : %s) outs(%%out : %s) permutation = [1, 0]\n" % (it, ot)
        + "  return %%r : %s\n}\n" % ot
    )

stale = {f for f in os.listdir(HERE) if f.endswith(".mlir")}
for name, text in files.items():
    path = os.path.join(HERE, name + ".mlir")
    with open(path, "w") as fh:
        fh.write(text)
    stale.discard(name + ".mlir")
for f in stale:
    os.remove(os.path.join(HERE, f))
print("wrote %d suite files to %s" % (len(files), HERE))
