#!/usr/bin/env bash
# Builds roofline-opt with AddressSanitizer and UndefinedBehaviorSanitizer
# (clang 22, -fsanitize=address,undefined -fno-sanitize-recover=undefined:
# any undefined behaviour ends the process) into build-sanitize/ (or
# $ROOFLINE_SANITIZE_BUILD_DIR), then runs the whole lit suite with it: the IR
# tests, the unit tests, and the corpus suites when ../shared/corpus exists.
# docs/reliability.md says what is excluded and why. Ends with one line:
#   roofline-sanitize: N passed, N failed, N skipped
#
#   bash scripts/sanitize.sh            # set up, configure, build, test
#   JOBS=1 bash scripts/sanitize.sh     # fewer compile jobs
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_SANITIZE_BUILD_DIR:-$root/build-sanitize}"
start=$(date +%s)

bash "$root/scripts/setup.sh" || exit 1

cc="${SANITIZE_CC:-clang-22}"
cxx="${SANITIZE_CXX:-clang++-22}"
launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
if [ ! -f "$build/build.ninja" ]; then
  # -O1 and line tables: ASan's usual trade of speed against exact stacks.
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" "${launcher[@]}" \
    -DROOFLINE_SANITIZE=ON \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >/dev/null \
    || { echo "roofline-sanitize: configure failed"; exit 1; }
fi

# Two compile jobs per 6 GiB, as scripts/build.sh.
jobs="${JOBS:-$(nproc)}"
mem_gib="$(awk '/MemTotal/ {print int($2/1048576)}' /proc/meminfo)"
max_jobs=$(( mem_gib / 3 )); [ "$max_jobs" -lt 1 ] && max_jobs=1
[ "$jobs" -gt "$max_jobs" ] && jobs="$max_jobs"
# No RooflinePlugin: Debian's uninstrumented mlir-opt cannot load it (the
# tests that would are UNSUPPORTED: sanitized). roofline-calibration is the
# host-side unit test of the CUDA tools, which this build leaves out.
ninja -C "$build" -j "$jobs" roofline-opt roofline-test-opt roofline-measure RooflineUnitTests \
  roofline-calibration || { echo "roofline-sanitize: build failed"; exit 1; }
built=$(date +%s)

# detect_leaks=0: MLIR's static registries (dialects, passes, options) are
# never freed by design; LeakSanitizer would report them at every exit.
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
  export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer \
         UBSAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer

# shellcheck source=lit-suite.sh
source "$root/scripts/lit-suite.sh"
log="$(mktemp)"
run_lit_suite "$build" "$log"
# Which sanitizer spoke, for the summary (lit -v prints the failing output).
findings=$(grep -cE "runtime error:|ERROR: AddressSanitizer" "$log")
rm -f "$log"

end=$(date +%s)
echo "roofline-sanitize: $passed passed, $failed failed, $skipped skipped;" \
  "$findings sanitizer reports; build $(( built - start )) s, tests $(( end - built )) s"
exit "$status"
