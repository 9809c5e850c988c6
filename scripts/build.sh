#!/usr/bin/env bash
# Configures and builds roofline-opt into build/ (or $ROOFLINE_BUILD_DIR).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_BUILD_DIR:-$root/build}"

# The C and C++ compilers must be of one family: LLVM's CMake options pick
# warning flags for the C++ compiler and apply them to C try-compiles too.
cxx="${CXX:-}"
cc="${CC:-}"
if [ -z "$cxx" ]; then
  if command -v clang++ >/dev/null 2>&1 && command -v clang >/dev/null 2>&1; then
    cxx=clang++; cc="${cc:-clang}"
  else
    cxx=g++; cc="${cc:-gcc}"
  fi
fi
if [ -z "$cc" ]; then
  case "$cxx" in *clang++*) cc="${cxx%++}" ;; *g++*) cc="${cxx%++}cc" ;; *) cc=cc ;; esac
fi
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_C_COMPILER="$cc" \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >/dev/null
fi
# Two compile jobs per 6 GiB: MLIR's headers make large translation units.
jobs="$(nproc)"
mem_gib="$(awk '/MemTotal/ {print int($2/1048576)}' /proc/meminfo)"
max_jobs=$(( mem_gib / 3 )); [ "$max_jobs" -lt 1 ] && max_jobs=1
[ "$jobs" -gt "$max_jobs" ] && jobs="$max_jobs"
ninja -C "$build" -j "$jobs" roofline-opt roofline-test-opt roofline-measure RooflinePlugin RooflineUnitTests \
  roofline-calibration
