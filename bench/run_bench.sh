#!/usr/bin/env bash
# Benchmark: roofline-opt --analyze against mlir-opt parse + verify + print.
#
#   bash bench/run_bench.sh [--write-docs] [--keep]
#
# For each size in $SIZES (linalg ops; default "25000 50000 100000") it
# generates a module with bench/gen_module.py, validates it (mlir-opt parses
# it; roofline-opt reports 0 unmodeled ops), then runs $REPS (default 5)
# interleaved repetitions of the commands named in $TOOLS:
#
#   mlir-opt        mlir-opt FILE -o /dev/null       (baseline: parse, verify, print)
#   analyze         roofline-opt --analyze FILE > /dev/null   (parse, verify,
#                   analyze, text report; the IR is not printed)
#   analyze-json    roofline-opt --analyze --json FILE > /dev/null
#   analyze-print   roofline-opt --analyze -o /dev/null FILE > /dev/null
#                   (also annotates the IR and prints it)
#   analyze-annotate  roofline-opt --analyze --format=none -o /dev/null FILE
#                   (the annotated IR alone: no text report)
#   roofline-plain  roofline-opt FILE -o /dev/null   (parse, verify, print;
#                   not in the default set)
#
# (default TOOLS="mlir-opt analyze analyze-json analyze-print
# analyze-annotate"), and in the
# first $TIMING_REPS (default 3) repetitions one `--mlir-timing` run each of
# mlir-opt and roofline-opt --analyze for a phase breakdown.  The order of the
# commands rotates with each repetition.  It prints median tables (markdown);
# --write-docs also puts them into docs/performance.md between
# <!-- bench:begin --> and <!-- bench:end -->.
#
# Environment: SIZES, REPS, TIMING_REPS, TOOLS, SEED (generator seed,
# default 1), ROOFLINE_OPT (default build/bin/roofline-opt under the
# repository root), MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt, else
# mlir-opt on PATH), PYTHON (default python3), BENCH_DIR (scratch directory;
# default a fresh mktemp -d, removed at the end unless --keep).
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
    *) echo "run_bench.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

SIZES=${SIZES:-"25000 50000 100000"}
REPS=${REPS:-5}
TIMING_REPS=${TIMING_REPS:-3}
TOOLS=${TOOLS:-"mlir-opt analyze analyze-json analyze-print analyze-annotate"}
SEED=${SEED:-1}
PYTHON=${PYTHON:-python3}
ROOFLINE_OPT=${ROOFLINE_OPT:-$root/build/bin/roofline-opt}
if [[ -z "${MLIR_OPT:-}" ]]; then
  if [[ -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt
  else
    MLIR_OPT=$(command -v mlir-opt || true)
  fi
fi
if [[ -z "$MLIR_OPT" || ! -x "$MLIR_OPT" ]]; then
  echo "run_bench.sh: no mlir-opt (set MLIR_OPT)" >&2
  exit 1
fi

# The binary may be mid-rebuild; wait for it for up to a minute.
for _ in $(seq 60); do
  [[ -x "$ROOFLINE_OPT" ]] && break
  echo "run_bench.sh: waiting for $ROOFLINE_OPT ..." >&2
  sleep 1
done
if [[ ! -x "$ROOFLINE_OPT" ]]; then
  echo "run_bench.sh: no roofline-opt at $ROOFLINE_OPT (build it, or set ROOFLINE_OPT)" >&2
  exit 1
fi

if [[ -n "${BENCH_DIR:-}" ]]; then
  work=$BENCH_DIR
  mkdir -p "$work"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/roofline-bench.XXXXXX")
  if [[ $keep -eq 0 ]]; then
    trap 'rm -rf "$work"' EXIT
  fi
fi

# Run a snapshot of the binary so that a concurrent rebuild cannot swap it
# out mid-run (it links libMLIR/libLLVM dynamically and carries its device
# catalog, so a copy behaves the same).
cp "$ROOFLINE_OPT" "$work/roofline-opt"
ro="$work/roofline-opt"
tsv="$work/results.tsv"
meta="$work/meta.txt"
: >"$tsv"

measure() { "$PYTHON" "$here/measure.py" "$@"; }

{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
  echo "nproc=$(nproc)"
  echo "mem=$(awk '/MemTotal/ {printf "%.0f GiB RAM", $2/1048576}' /proc/meminfo)"
  echo "load_start=$(cut -d' ' -f1-3 /proc/loadavg)"
  echo "commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  if [[ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ]]; then
    echo "dirty=, with uncommitted changes"
  fi
  echo "roofline_build=$(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$root/build/CMakeCache.txt" 2>/dev/null || true) build of $(date -u -r "$ROOFLINE_OPT" '+%Y-%m-%d %H:%M UTC')"
  echo "mlir_opt=$MLIR_OPT"
  echo "mlir_version=$("$MLIR_OPT" --version 2>/dev/null | sed -n 's/.*LLVM version \([^ ]*\).*/LLVM \1/p' | head -1)"
} >"$meta"

echo "roofline-opt: $ROOFLINE_OPT (snapshot in $work)" >&2
echo "mlir-opt:     $MLIR_OPT" >&2
echo "sizes: $SIZES; reps: $REPS; timing reps: $TIMING_REPS; tools: $TOOLS; scratch: $work" >&2

read -r -a tools <<<"$TOOLS"
for tool in "${tools[@]}"; do
  case "$tool" in
    mlir-opt|analyze|analyze-json|analyze-print|analyze-annotate|roofline-plain) ;;
    *) echo "run_bench.sh: unknown tool '$tool' in TOOLS" >&2; exit 2 ;;
  esac
done
if [[ " $TOOLS " != *" mlir-opt "* ]]; then
  echo "run_bench.sh: TOOLS must include the mlir-opt baseline" >&2
  exit 2
fi
for n in $SIZES; do
  f="$work/ops$n.mlir"
  "$PYTHON" "$here/gen_module.py" --ops "$n" --seed "$SEED" -o "$f" --quiet
  echo "bytes.$n=$(wc -c <"$f")" >>"$meta"
  costed=$(measure validate --roofline-opt "$ro" --mlir-opt "$MLIR_OPT" --min-ops "$n" "$f")
  echo "ops.$n=$costed" >>"$meta"
  echo "size $n: $(wc -c <"$f") bytes, $costed costed ops, 0 unmodeled; timing ..." >&2
  for ((rep = 0; rep < REPS; rep++)); do
    for ((k = 0; k < ${#tools[@]}; k++)); do
      tool=${tools[$(((k + rep) % ${#tools[@]}))]}
      case "$tool" in
        mlir-opt)       cmd=("$MLIR_OPT" "$f" -o /dev/null) ;;
        roofline-plain) cmd=("$ro" "$f" -o /dev/null) ;;
        analyze)        cmd=("$ro" --analyze "$f") ;;
        analyze-json)   cmd=("$ro" --analyze --json "$f") ;;
        analyze-print)  cmd=("$ro" --analyze -o /dev/null "$f") ;;
        analyze-annotate) cmd=("$ro" --analyze --format=none -o /dev/null "$f") ;;
      esac
      measure run --tsv "$tsv" --size "$n" --rep "$rep" --tool "$tool" -- "${cmd[@]}"
    done
    if ((rep < TIMING_REPS)); then
      measure run --tsv "$tsv" --size "$n" --rep "$rep" --tool mlir-opt-timing --timing \
        -- "$MLIR_OPT" "$f" -o /dev/null --mlir-timing
      measure run --tsv "$tsv" --size "$n" --rep "$rep" --tool analyze-timing --timing \
        -- "$ro" --analyze --mlir-timing "$f"
    fi
  done
  [[ $keep -eq 1 ]] || rm -f "$f"
done
echo "load_end=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$meta"

if [[ $write_docs -eq 1 ]]; then
  measure report --tsv "$tsv" --meta "$meta" --write-docs "$root/docs/performance.md"
else
  measure report --tsv "$tsv" --meta "$meta"
fi
