#!/usr/bin/env bash
# Builds the libFuzzer targets of tools/roofline-fuzz (clang-22,
# -fsanitize=fuzzer + ASan + UBSan, every UB report fatal) into build-fuzz/
# (or $ROOFLINE_FUZZ_BUILD_DIR) and runs each for SECONDS_PER_TARGET
# (default 60), seeded from devices/*.json, test/**/*.mlir and the small
# files of ../shared/corpus (read in place, never copied). Prints per target:
# executions, exec/s, coverage (libFuzzer's cov: and ft:), findings.
# docs/reliability.md (Fuzzing) records a run.
#
#   bash bench/fuzz.sh            # 60 s per target
#   bash bench/fuzz.sh 300        # 5 minutes per target
#   TARGETS=device-json bash bench/fuzz.sh 30
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_FUZZ_BUILD_DIR:-$root/build-fuzz}"
seconds="${1:-60}"
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [SECONDS_PER_TARGET]" >&2; exit 2;; esac
targets="${TARGETS:-device-json dlti analysis}"
jobs="${JOBS:-1}"
shared="$root/../shared/corpus"
# Inputs above this size are left out of the seeds: libFuzzer's -max_len.
max_len="${MAX_LEN:-65536}"

launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
if [ ! -f "$build/build.ninja" ]; then
  # The flags of scripts/sanitize.sh (so the libraries are ccache hits),
  # plus ROOFLINE_FUZZ.
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 "${launcher[@]}" \
    -DROOFLINE_SANITIZE=ON -DROOFLINE_FUZZ=ON \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >/dev/null \
    || { echo "roofline-fuzz: configure failed"; exit 1; }
fi
bins=()
for t in $targets; do bins+=("roofline-fuzz-$t"); done
ninja -C "$build" -j "$jobs" "${bins[@]}" || { echo "roofline-fuzz: build failed"; exit 1; }

export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
[ -x /usr/lib/llvm-22/bin/llvm-symbolizer ] &&
  export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer

# Seeds: files (not directories) listed on the command line; libFuzzer
# reads seed directories, so each target gets a directory of symlinks.
seed_dir() { # target -> prints the seed directory
  local dir="$build/fuzz-seeds/$1"
  rm -rf "$dir"; mkdir -p "$dir"
  local files=()
  case "$1" in
    device-json) files=("$root"/devices/*.json) ;;
    dlti|analysis)
      mapfile -t files < <(find "$root/test" -name '*.mlir' -size -64k)
      [ -d "$shared" ] && mapfile -t -O "${#files[@]}" files \
        < <(find "$shared" -name '*.mlir' -size -64k) ;;
  esac
  local i=0
  for f in "${files[@]}"; do ln -s "$f" "$dir/$i-$(basename "$f")"; i=$((i + 1)); done
  echo "$dir"
}

status=0
printf '%-12s %6s %10s %8s %7s %8s %s\n' target seeds executions exec/s cov ft findings
summary=()
for t in $targets; do
  seeds="$(seed_dir "$t")"
  nseeds=$(find "$seeds" -type l | wc -l)
  work="$build/fuzz-runs/$t"; rm -rf "$work"; mkdir -p "$work/corpus" "$work/artifacts"
  log="$work/log.txt"
  # Generated inputs go to corpus/ (first dir); the seeds are read only.
  "$build/bin/roofline-fuzz-$t" "$work/corpus" "$seeds" \
    -max_total_time="$seconds" -timeout=25 -rss_limit_mb=4096 \
    -max_len="$max_len" -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" >"$log" 2>&1
  rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  found=$(find "$work/artifacts" -type f | wc -l)
  [ "$rc" -ne 0 ] || [ "$found" -ne 0 ] && status=1
  summary+=("$(printf '%-12s %6s %10s %8s %7s %8s %s' "$t" "$nseeds" "${execs:-?}" \
    "${rate:-?}" "${cov:-?}" "${ft:-?}" "$found (rc $rc, log $log)")")
  echo "${summary[-1]}"
done
exit "$status"
