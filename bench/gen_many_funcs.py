#!/usr/bin/env python3
"""Writes a module of N small functions, each a linalg.fill, a 64x64x64
linalg.matmul reading it, and an elementwise exp of the product (issue 32:
roofline-optimize against mlir-opt parse + print on many functions).

    /usr/bin/python3 bench/gen_many_funcs.py --funcs 10000 -o many.mlir
"""
import argparse
import sys

FUNC = """\
func.func @f{i}(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %x = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}} ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  }} -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}}
"""


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--funcs", type=int, default=10000)
    p.add_argument("-o", "--output", default="-")
    a = p.parse_args()
    if a.funcs < 1:
        p.error("--funcs must be at least 1")
    out = sys.stdout if a.output == "-" else open(a.output, "w")
    out.write("#id = affine_map<(d0, d1) -> (d0, d1)>\nmodule {\n")
    for i in range(a.funcs):
        out.write(FUNC.format(i=i))
    out.write("}\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
