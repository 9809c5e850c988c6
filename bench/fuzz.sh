#!/usr/bin/env bash
# Builds the libFuzzer targets of tools/roofline-fuzz (clang-22,
# -fsanitize=fuzzer + ASan + UBSan, every UB report fatal) into build-fuzz/
# (or $ROOFLINE_FUZZ_BUILD_DIR) and runs each for SECONDS_PER_TARGET
# (default 60) or, with RUNS=N, until N executions (libFuzzer's -runs;
# fork mode stops after the job that reaches N, whichever limit comes
# first), seeded from devices/*.json, test/**/*.mlir and the small
# files of ../shared/corpus (read in place, never copied). Prints per target:
# executions, exec/s, coverage (libFuzzer's cov: and ft:), findings.
# docs/reliability.md (Fuzzing) records a run.
#
#   bash bench/fuzz.sh            # 60 s per target
#   bash bench/fuzz.sh 300        # 5 minutes per target
#   TARGETS=device-json bash bench/fuzz.sh 30
#   RUNS=1000000 bash bench/fuzz.sh 3600   # 1M executions, at most an hour
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_FUZZ_BUILD_DIR:-$root/build-fuzz}"
seconds="${1:-60}"
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [SECONDS_PER_TARGET]" >&2; exit 2;; esac
targets="${TARGETS:-device-json dlti analysis}"
jobs="${JOBS:-1}"
runs="${RUNS:--1}"
case "$runs" in -1) ;; ''|*[!0-9]*) echo "RUNS must be a number of executions" >&2; exit 2;; esac
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

# allow_user_poisoning=0: our instrumented code and Debian's uninstrumented
# libMLIR.so allocate from the same context's BumpPtrAllocator. When an
# allocation in our code (a #roofline attribute's storage, an inline
# template) starts a slab, llvm/Support/Allocator.h poisons the whole slab
# and unpoisons only what it hands out; libMLIR's own allocations from that
# slab are never unpoisoned, so its next memmove into them (a location,
# while parsing) is reported as use-after-poison. Manual poisoning is off so
# that mixed instrumentation gives no false report; ASan still checks every
# heap, stack and global access.
export ASAN_OPTIONS="detect_leaks=0:allow_user_poisoning=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
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

# Which crashes are ours. Each artifact is run again on its own; the frames
# of the first report up to the harness's LLVMFuzzerTestOneInput are ours
# when one names the roofline namespace or a file of this repository's
# lib/ (a sanitizer report in our code names its file). A crash whose frames
# are all in Debian's libMLIR.so (upstream's parser or a dialect verifier)
# or the C++ runtime is upstream's: counted and named, not a finding.
triage() { # bin artifact -> prints "ours|upstream|unreproduced<TAB>top frame"
  local report
  report=$("$1" "$2" 2>&1 | awk '/^ *#[0-9]+ /{print} /LLVMFuzzerTestOneInput/{exit}')
  if [ -z "$report" ]; then printf 'unreproduced\t-\n'; return; fi
  local top
  top=$(printf '%s\n' "$report" | grep -v -E '__sanitizer|libc\.so|libstdc\+\+|fuzzer::|raise|abort|pthread_kill|std::__throw' \
        | head -1 | sed -E 's/^ *#[0-9]+ 0x[0-9a-f]+ in //; s/ \(.*$//; s/ \/.*$//')
  if printf '%s\n' "$report" | grep -v LLVMFuzzerTestOneInput | grep -q -E 'roofline::|/lib/(Device|Model|Dialect|CostModels|Analysis|Report|Transforms)/'; then
    printf 'ours\t%s\n' "$top"
  else
    printf 'upstream\t%s\n' "$top"
  fi
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
  # Fork mode (one worker) survives a crash, so a crash in upstream's
  # parser or verifiers does not end the run; triage() sorts them after.
  "$build/bin/roofline-fuzz-$t" "$work/corpus" "$seeds" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=0 -ignore_ooms=0 \
    -max_total_time="$seconds" -runs="$runs" -timeout=25 -rss_limit_mb=4096 \
    -max_len="$max_len" -artifact_prefix="$work/artifacts/" >"$log" 2>&1
  rc=$?
  last=$(grep -aE '^#[0-9]+: cov: ' "$log" | tail -1)
  execs=$(printf '%s' "$last" | sed -nE 's/^#([0-9]+):.*/\1/p')
  rate=$(printf '%s' "$last" | sed -nE 's/.*exec\/s: ([0-9]+).*/\1/p')
  cov=$(printf '%s' "$last" | sed -nE 's/.* cov: ([0-9]+).*/\1/p')
  ft=$(printf '%s' "$last" | sed -nE 's/.* ft: ([0-9]+).*/\1/p')
  ours=0; upstream=0; unrepro=0
  : >"$work/triage.txt"
  for a in "$work"/artifacts/*; do
    [ -f "$a" ] || continue
    verdict=$(triage "$build/bin/roofline-fuzz-$t" "$a")
    printf '%s\t%s\n' "$(basename "$a")" "$verdict" >>"$work/triage.txt"
    case "$verdict" in
      ours*) ours=$((ours + 1)) ;;
      upstream*) upstream=$((upstream + 1)) ;;
      *) unrepro=$((unrepro + 1)) ;;
    esac
  done
  { [ "$rc" -ne 0 ] || [ "$ours" -ne 0 ]; } && status=1
  summary+=("$(printf '%-12s %6s %10s %8s %7s %8s %s' "$t" "$nseeds" "${execs:-?}" \
    "${rate:-?}" "${cov:-?}" "${ft:-?}" "$ours (upstream crashes: $upstream, unreproduced: $unrepro; rc $rc; $work/{log,triage}.txt)")")
  echo "${summary[-1]}"
  # The upstream crashes, one line per distinct top frame.
  [ "$upstream" -eq 0 ] || grep -P '\tupstream\t' "$work/triage.txt" | cut -f3 | sort | uniq -c |
    sed 's/^/    upstream: /'
done
exit "$status"
