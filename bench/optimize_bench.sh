#!/usr/bin/env bash
# Benchmark: roofline-optimize against mlir-opt parse + verify + print.
#
#   bash bench/optimize_bench.sh [--write-docs] [--keep]
#
# Cases: for each N in $SIZES (default "2500 5000 10000 20000") a module of
# ONE function of N linalg ops (bench/gen_module.py --ops N --ops-per-func
# N: the growth with the size of a function), then every *.mlir of $CORPUS
# (default ../shared/corpus beside the repository) and of $EXAMPLES (default
# the bundled models: examples/*.mlir and examples/models/*.mlir). The
# report ends with the median and the max of the per-file ratios over the
# corpus and bundled files (issue 32's target: <= 3 on every one). Each case is checked
# first (roofline-opt --analyze --json costs it; its ops and its largest
# function are recorded), then timed in $REPS (default 3) interleaved
# repetitions of
#
#   mlir-opt        mlir-opt FILE -o /dev/null        (parse, verify, print)
#   optimize        roofline-opt --pass-pipeline='builtin.module(
#                   roofline-optimize{device=$DEVICE})' FILE -o /dev/null
#                   (the defaults: fusion, epilogue fusion, tiling, one
#                   remark per decision, written to a file)
#   optimize-quiet  the same with emit-remarks=false
#   optimize-ref    `optimize` with $REF_ROOFLINE_OPT (only when set: another
#                   build, e.g. main's, timed in the same run; $REF_LABEL
#                   names it; $REF_MAX_OPS, default 5000, skips it on cases
#                   with a larger function, where a quadratic build takes
#                   minutes)
#
# all with --allow-unregistered-dialect, the order rotating each repetition,
# and prints median tables; --write-docs also puts them into
# docs/performance.md between <!-- bench-optimize:begin --> and
# <!-- bench-optimize:end -->.
#
# Environment: SIZES (empty: none), CORPUS (empty: no corpus files),
# EXAMPLES (directories; empty: no bundled models), REPS,
# DEVICE (default h100-sxm5-80gb), SEED (default 1), REF_ROOFLINE_OPT,
# REF_LABEL, REF_MAX_OPS, ROOFLINE_OPT (default build/bin/roofline-opt),
# MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt, else mlir-opt on PATH),
# PYTHON (default python3), BENCH_DIR (scratch directory; default a fresh
# mktemp -d, removed at the end unless --keep).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

write_docs=0
keep=0
for arg in "$@"; do
  case "$arg" in
    --write-docs) write_docs=1 ;;
    --keep) keep=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "optimize_bench.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

SIZES=${SIZES-"2500 5000 10000 20000"}
CORPUS=${CORPUS-$root/../shared/corpus}
EXAMPLES=${EXAMPLES-"$root/examples $root/examples/models"}
REPS=${REPS:-3}
DEVICE=${DEVICE:-h100-sxm5-80gb}
SEED=${SEED:-1}
PYTHON=${PYTHON:-python3}
ROOFLINE_OPT=${ROOFLINE_OPT:-$root/build/bin/roofline-opt}
REF_ROOFLINE_OPT=${REF_ROOFLINE_OPT:-}
REF_MAX_OPS=${REF_MAX_OPS:-5000}
if [[ -z "${MLIR_OPT:-}" ]]; then
  if [[ -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt
  else
    MLIR_OPT=$(command -v mlir-opt || true)
  fi
fi
for tool in "$MLIR_OPT" "$ROOFLINE_OPT" ${REF_ROOFLINE_OPT:+"$REF_ROOFLINE_OPT"}; do
  if [[ -z "$tool" || ! -x "$tool" ]]; then
    echo "optimize_bench.sh: '$tool' is not an executable (set MLIR_OPT, ROOFLINE_OPT or REF_ROOFLINE_OPT)" >&2
    exit 1
  fi
done
for v in REPS REF_MAX_OPS; do
  if ! [[ "${!v}" =~ ^[1-9][0-9]*$ ]]; then
    echo "optimize_bench.sh: $v must be a positive integer, not '${!v}'" >&2
    exit 2
  fi
done
if [[ -n "$CORPUS" && ! -d "$CORPUS" ]]; then
  echo "optimize_bench.sh: no corpus directory '$CORPUS' (set CORPUS, or CORPUS= for none)" >&2
  exit 1
fi

if [[ -n "${BENCH_DIR:-}" ]]; then
  work=$BENCH_DIR
  mkdir -p "$work"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/roofline-optimize-bench.XXXXXX")
  if [[ $keep -eq 0 ]]; then
    trap 'rm -rf "$work"' EXIT
  fi
fi

# Snapshots, so that a concurrent rebuild cannot swap a binary mid-run.
cp "$ROOFLINE_OPT" "$work/roofline-opt"
ro="$work/roofline-opt"
[[ -z "$REF_ROOFLINE_OPT" ]] || cp "$REF_ROOFLINE_OPT" "$work/roofline-opt-ref"
tsv="$work/results.tsv"
meta="$work/meta.txt"
: >"$tsv"
measure() { "$PYTHON" "$here/measure.py" "$@"; }
pipeline() { echo "--pass-pipeline=builtin.module(roofline-optimize{device=$DEVICE$1})"; }

{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
  echo "nproc=$(nproc)"
  echo "mem=$(awk '/MemTotal/ {printf "%.0f GiB RAM", $2/1048576}' /proc/meminfo)"
  echo "commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  if [[ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ]]; then
    echo "dirty=, with uncommitted changes"
  fi
  echo "roofline_build=$(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$root/build/CMakeCache.txt" 2>/dev/null || true) build of $(date -u -r "$ROOFLINE_OPT" '+%Y-%m-%d %H:%M UTC')"
  [[ -z "$REF_ROOFLINE_OPT" ]] || echo "ref=${REF_LABEL:-$REF_ROOFLINE_OPT}"
  echo "ref_max_ops=$REF_MAX_OPS"
  echo "device=$DEVICE"
  echo "mlir_opt=$MLIR_OPT"
  echo "mlir_version=$("$MLIR_OPT" --version 2>/dev/null | sed -n 's/.*LLVM version \([^ ]*\).*/LLVM \1/p' | head -1)"
} >"$meta"

echo "roofline-opt: $ROOFLINE_OPT (snapshot in $work)" >&2
echo "mlir-opt:     $MLIR_OPT; reps: $REPS; device: $DEVICE" >&2

cases=()
for n in $SIZES; do
  g="$work/one_function_${n}_ops.mlir"
  "$PYTHON" "$here/gen_module.py" --ops "$n" --ops-per-func "$n" --seed "$SEED" --quiet -o "$g"
  cases+=("$g")
done
if [[ -n "$CORPUS" ]]; then
  for f in "$CORPUS"/*.mlir; do
    [[ -e "$f" ]] && cases+=("$f")
  done
fi
for d in $EXAMPLES; do
  for f in "$d"/*.mlir; do
    [[ -e "$f" ]] && cases+=("$f")
  done
done
if [[ ${#cases[@]} -eq 0 ]]; then
  echo "optimize_bench.sh: nothing to time (SIZES, CORPUS and EXAMPLES are empty)" >&2
  exit 2
fi

i=0
for f in "${cases[@]}"; do
  # "OPS LARGEST": costed ops, and those of the largest function.
  counts=$("$PYTHON" "$here/optimize_report.py" count --roofline-opt "$ro" "$f")
  read -r ops largest <<<"$counts"
  tools=(mlir-opt optimize optimize-quiet)
  if [[ -n "$REF_ROOFLINE_OPT" && $largest -le $REF_MAX_OPS ]]; then
    tools+=(optimize-ref)
  fi
  {
    echo "file.$i=$(basename "$f")"
    echo "lines.$i=$(wc -l <"$f")"
    echo "ops.$i=$ops"
    echo "largest.$i=$largest"
  } >>"$meta"
  echo "$(basename "$f"): $ops ops, largest function $largest; timing ${tools[*]} ..." >&2
  for ((rep = 0; rep < REPS; rep++)); do
    for ((k = 0; k < ${#tools[@]}; k++)); do
      tool=${tools[$(((k + rep) % ${#tools[@]}))]}
      case "$tool" in
        mlir-opt)       cmd=("$MLIR_OPT" --allow-unregistered-dialect "$f" -o /dev/null) ;;
        optimize)       cmd=("$ro" --allow-unregistered-dialect "$(pipeline "")" "$f" -o /dev/null) ;;
        optimize-quiet) cmd=("$ro" --allow-unregistered-dialect "$(pipeline " emit-remarks=false")" "$f" -o /dev/null) ;;
        optimize-ref)   cmd=("$work/roofline-opt-ref" --allow-unregistered-dialect "$(pipeline "")" "$f" -o /dev/null) ;;
      esac
      measure run --tsv "$tsv" --size "$i" --rep "$rep" --tool "$tool" -- "${cmd[@]}"
    done
  done
  i=$((i + 1))
done

if [[ $write_docs -eq 1 ]]; then
  "$PYTHON" "$here/optimize_report.py" report --tsv "$tsv" --meta "$meta" --write-docs "$root/docs/performance.md"
else
  "$PYTHON" "$here/optimize_report.py" report --tsv "$tsv" --meta "$meta"
fi
