#!/usr/bin/env bash
# Benchmark (issue 32, item 3): roofline-optimize on a module of many small
# functions against mlir-opt parsing and printing the same file.
#
#   bash bench/optimize_many_funcs.sh
#
# The module: $FUNCS (default 10000) functions, each a linalg.fill, a
# 64x64x64 linalg.matmul and an elementwise exp (bench/gen_many_funcs.py).
# Timed in $REPS (default 5) interleaved repetitions, the whole process
# (/usr/bin/time: wall clock, and CPU time user + sys, which a loaded
# machine disturbs less), output to /dev/null:
#
#   mlir-opt   mlir-opt FILE -o /dev/null                 (parse, verify, print)
#   optimize   roofline-opt FILE -o /dev/null --pass-pipeline=
#              'builtin.module(roofline-optimize{device=$DEVICE})'   (defaults)
#
# and prints each one's median, the ratio of the medians, and the median
# of the per-repetition ratios (wall and CPU; target: <= 3).
#   reference  `optimize` with $REF_ROOFLINE_OPT (only when set: another build,
#              e.g. main's, timed in the same run)
#
# Environment: FUNCS, REPS, REF_ROOFLINE_OPT, DEVICE (default h100-sxm5-80gb), ROOFLINE_OPT
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
  /usr/bin/time -f "%e %U %S" -o "$dir/t" "$@" >/dev/null 2>&1
  awk '{print $1}' "$dir/t" >>"$dir/$label"
  awk '{print $2 + $3}' "$dir/t" >>"$dir/$label.cpu"
}
for ((i = 0; i < REPS; ++i)); do
  timed mlir-opt "$MLIR_OPT" "$file" -o /dev/null
  timed optimize "$ROOFLINE_OPT" "$file" -o /dev/null \
    --pass-pipeline="builtin.module(roofline-optimize{device=$DEVICE})"
  if [[ -n ${REF_ROOFLINE_OPT:-} ]]; then
    timed reference "$REF_ROOFLINE_OPT" "$file" -o /dev/null \
      --pass-pipeline="builtin.module(roofline-optimize{device=$DEVICE})"
  fi
done
median() { sort -g "$1" | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
echo "functions $FUNCS, $REPS repetitions, device $DEVICE"
for kind in "" .cpu; do
  name=${kind:+CPU}
  name=${name:-wall}
  m=$(median "$dir/mlir-opt$kind")
  o=$(median "$dir/optimize$kind")
  paste "$dir/optimize$kind" "$dir/mlir-opt$kind" | awk '{print $1 / $2}' >"$dir/ratio$kind"
  echo "$name: mlir-opt parse+print median $m s ($(tr '\n' ' ' <"$dir/mlir-opt$kind")); roofline-optimize median $o s ($(tr '\n' ' ' <"$dir/optimize$kind"))"
  awk -v o="$o" -v m="$m" -v r="$(median "$dir/ratio$kind")" -v n="$name" \
    'BEGIN {printf "%s: ratio of medians %.2fx, median ratio %.2fx (target <= 3)\n", n, o / m, r}'
  if [[ -n ${REF_ROOFLINE_OPT:-} ]]; then
    paste "$dir/reference$kind" "$dir/mlir-opt$kind" | awk '{print $1 / $2}' >"$dir/refratio$kind"
    echo "$name: reference ($REF_ROOFLINE_OPT) median $(median "$dir/reference$kind") s ($(tr '\n' ' ' <"$dir/reference$kind")), median ratio $(median "$dir/refratio$kind")x"
  fi
done
