#!/usr/bin/env bash
# Benchmark (issue 32, item 3): roofline-optimize on a module of many small
# functions against mlir-opt parsing and printing the same file.
#
#   bash bench/optimize_many_funcs.sh
#
# The module: $FUNCS (default 10000) functions, each a linalg.fill, a
# 64x64x64 linalg.matmul and an elementwise exp (bench/gen_many_funcs.py).
# Timed in $REPS (default 5) interleaved repetitions, wall clock of the
# whole process (/usr/bin/time -f %e), output to /dev/null:
#
#   mlir-opt   mlir-opt FILE -o /dev/null                 (parse, verify, print)
#   optimize   roofline-opt FILE -o /dev/null --pass-pipeline=
#              'builtin.module(roofline-optimize{device=$DEVICE})'   (defaults)
#
# and prints each one's median and the ratio of the medians (target: <= 3).
# Environment: FUNCS, REPS, DEVICE (default h100-sxm5-80gb), ROOFLINE_OPT
# (default build/bin/roofline-opt), MLIR_OPT (default
# /usr/lib/llvm-22/bin/mlir-opt), PYTHON (default /usr/bin/python3).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
FUNCS=${FUNCS:-10000}
REPS=${REPS:-5}
DEVICE=${DEVICE:-h100-sxm5-80gb}
ROOFLINE_OPT=${ROOFLINE_OPT:-$root/build/bin/roofline-opt}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
PYTHON=${PYTHON:-/usr/bin/python3}

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
file=$dir/many.mlir
"$PYTHON" "$here/gen_many_funcs.py" --funcs "$FUNCS" -o "$file"

timed() { # label, command...: appends the wall seconds to $dir/label
  local label=$1
  shift
  /usr/bin/time -f %e -o "$dir/t" "$@" >/dev/null 2>&1
  cat "$dir/t" >>"$dir/$label"
}
for ((i = 0; i < REPS; ++i)); do
  timed mlir-opt "$MLIR_OPT" "$file" -o /dev/null
  timed optimize "$ROOFLINE_OPT" "$file" -o /dev/null \
    --pass-pipeline="builtin.module(roofline-optimize{device=$DEVICE})"
done
median() { sort -g "$1" | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
m=$(median "$dir/mlir-opt")
o=$(median "$dir/optimize")
echo "functions $FUNCS, $REPS repetitions, device $DEVICE"
echo "mlir-opt parse+print: median $m s ($(tr '\n' ' ' <"$dir/mlir-opt"))"
echo "roofline-optimize:    median $o s ($(tr '\n' ' ' <"$dir/optimize"))"
awk -v o="$o" -v m="$m" 'BEGIN {printf "ratio (medians): %.2fx (target <= 3)\n", o / m}'
