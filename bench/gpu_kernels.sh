#!/usr/bin/env bash
# Benchmark: costing GPU kernels (roofline-opt --analyze) against mlir-opt
# parse + verify + print, on the corpus files that hold gpu.launch_func or
# gpu.launch.
#
#   bash bench/gpu_kernels.sh [--write-docs] [--keep]
#
# For each file in $FILES (default: the corpus's byteir_resnet18_train_gpu.mlir,
# 85 kernel launches of a ResNet-18 training step, and
# upstream_wmma-matmul-f16.mlir), and for each N in $SYNTH_THREADS (default
# "1048576 4194304 16777216") a module of one ByteIR-shaped elementwise
# kernel over N threads (bench/gen_gpu_module.py: the growth with size), it
# checks that roofline-opt costs it
# (`--analyze --json` succeeds; the costed and unmodeled launches are
# recorded), then runs $REPS (default 7) interleaved repetitions of
#
#   mlir-opt       mlir-opt --allow-unregistered-dialect FILE -o /dev/null
#   analyze        roofline-opt --analyze --allow-unregistered-dialect FILE
#   analyze-json   roofline-opt --analyze --json --allow-unregistered-dialect FILE
#   analyze-ref    the same as `analyze` with $REF_ROOFLINE_OPT (only when
#                  set: another build, e.g. the one before a change, timed in
#                  the same run; $REF_LABEL names it in the report)
#
# the order rotating each repetition, and prints median tables; with
# --write-docs it also puts them into docs/performance.md between
# <!-- bench-gpu:begin --> and <!-- bench-gpu:end -->.
#
# Environment: FILES, SYNTH_THREADS (empty: none), CORPUS (default ../shared/corpus beside the
# repository), REPS, REF_ROOFLINE_OPT, REF_LABEL, ROOFLINE_OPT (default
# build/bin/roofline-opt), MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt,
# else mlir-opt on PATH), PYTHON (default python3), BENCH_DIR (scratch
# directory; default a fresh mktemp -d, removed at the end unless --keep).
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
    *) echo "gpu_kernels.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

CORPUS=${CORPUS:-$root/../shared/corpus}
FILES=${FILES:-"$CORPUS/byteir_resnet18_train_gpu.mlir $CORPUS/upstream_wmma-matmul-f16.mlir"}
REPS=${REPS:-7}
SYNTH_THREADS=${SYNTH_THREADS-"1048576 4194304 16777216"}
PYTHON=${PYTHON:-python3}
ROOFLINE_OPT=${ROOFLINE_OPT:-$root/build/bin/roofline-opt}
REF_ROOFLINE_OPT=${REF_ROOFLINE_OPT:-}
if [[ -z "${MLIR_OPT:-}" ]]; then
  if [[ -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt
  else
    MLIR_OPT=$(command -v mlir-opt || true)
  fi
fi
for tool in "$MLIR_OPT" "$ROOFLINE_OPT" ${REF_ROOFLINE_OPT:+"$REF_ROOFLINE_OPT"}; do
  if [[ -z "$tool" || ! -x "$tool" ]]; then
    echo "gpu_kernels.sh: '$tool' is not an executable (set MLIR_OPT, ROOFLINE_OPT or REF_ROOFLINE_OPT)" >&2
    exit 1
  fi
done
if ! [[ "$REPS" =~ ^[1-9][0-9]*$ ]]; then
  echo "gpu_kernels.sh: REPS must be a positive integer, not '$REPS'" >&2
  exit 2
fi

if [[ -n "${BENCH_DIR:-}" ]]; then
  work=$BENCH_DIR
  mkdir -p "$work"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/roofline-gpu-bench.XXXXXX")
  if [[ $keep -eq 0 ]]; then
    trap 'rm -rf "$work"' EXIT
  fi
fi

# Snapshots, so that a concurrent rebuild cannot swap a binary mid-run.
cp "$ROOFLINE_OPT" "$work/roofline-opt"
ro="$work/roofline-opt"
tools=(mlir-opt analyze analyze-json)
if [[ -n "$REF_ROOFLINE_OPT" ]]; then
  cp "$REF_ROOFLINE_OPT" "$work/roofline-opt-ref"
  tools+=(analyze-ref)
fi
tsv="$work/results.tsv"
meta="$work/meta.txt"
: >"$tsv"
measure() { "$PYTHON" "$here/measure.py" "$@"; }

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
  echo "mlir_opt=$MLIR_OPT"
  echo "mlir_version=$("$MLIR_OPT" --version 2>/dev/null | sed -n 's/.*LLVM version \([^ ]*\).*/LLVM \1/p' | head -1)"
} >"$meta"

echo "roofline-opt: $ROOFLINE_OPT (snapshot in $work)" >&2
echo "mlir-opt:     $MLIR_OPT; reps: $REPS; tools: ${tools[*]}" >&2

synth=()
for n in $SYNTH_THREADS; do
  g="$work/gpu_add_${n}_threads.mlir"
  "$PYTHON" "$here/gen_gpu_module.py" --threads "$n" -o "$g"
  synth+=("$g")
done

i=0
for f in $FILES "${synth[@]}"; do
  if [[ ! -r "$f" ]]; then
    echo "gpu_kernels.sh: cannot read $f (set CORPUS or FILES)" >&2
    exit 1
  fi
  summary=$(measure validate-gpu --roofline-opt "$ro" --mlir-opt "$MLIR_OPT" "$f")
  {
    echo "file.$i=$(basename "$f")"
    echo "lines.$i=$(wc -l <"$f")"
    echo "launches.$i=$summary"
  } >>"$meta"
  echo "$(basename "$f"): $summary; timing ..." >&2
  for ((rep = 0; rep < REPS; rep++)); do
    for ((k = 0; k < ${#tools[@]}; k++)); do
      tool=${tools[$(((k + rep) % ${#tools[@]}))]}
      case "$tool" in
        mlir-opt)     cmd=("$MLIR_OPT" --allow-unregistered-dialect "$f" -o /dev/null) ;;
        analyze)      cmd=("$ro" --analyze --allow-unregistered-dialect "$f") ;;
        analyze-json) cmd=("$ro" --analyze --json --allow-unregistered-dialect "$f") ;;
        analyze-ref)  cmd=("$work/roofline-opt-ref" --analyze --allow-unregistered-dialect "$f") ;;
      esac
      measure run --tsv "$tsv" --size "$i" --rep "$rep" --tool "$tool" -- "${cmd[@]}"
    done
  done
  i=$((i + 1))
done

if [[ $write_docs -eq 1 ]]; then
  measure gpu-report --tsv "$tsv" --meta "$meta" --write-docs "$root/docs/performance.md"
else
  measure gpu-report --tsv "$tsv" --meta "$meta"
fi
