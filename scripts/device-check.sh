#!/usr/bin/env bash
# The one script to run on a GPU machine (through the lab's `device` tool):
# builds roofline-probe and roofline-validate, measures the GPU's ceilings
# into build/h200-calibrated.json, times the validation suite against the
# spec and the calibrated ceilings, and (where MLIR is installed) times the
# kernels of the bundled GPU examples and the corpus's byteir kernels with
# roofline-measure beside their predictions, and roofline-optimize's before
# and after on the bundled ResNet basic block. Results go to $OUT when it is set (the
# device tool brings that folder back), else to build/device-check/.
# docs/validation.md describes what is measured and how to read the results.
#
#   bash scripts/device-check.sh            # everything, < 6 minutes on an H200
#   JOBS=8 bash scripts/device-check.sh     # fewer compile jobs
#
# Where LLVM/MLIR 22 is installed the whole project is built (roofline-opt
# too) and the predictions are made on the spot. Where it is not (the lab's
# CUDA image), the two tools are built alone from tools/ with CUDA only; the
# timings are then written without predictions, and the comparison is
# finished where roofline-opt is built:
#   build/bin/roofline-validate --from-measurements validate-results.json \
#       --device-file h200-calibrated.json -o validate-compared.json
#
# Exits 2 at once when there is no GPU or no CUDA compiler, 1 when a build or
# a measurement fails, 0 otherwise. Output files (at most 8, for $OUT):
#   gpu.txt, build.log, probe.log, h200-calibrated.json, validate.txt,
#   validate-results.json, measure-table.md (roofline-measure's table of the
#   bundled GPU examples, the corpus's byteir kernels and the optimizer's
#   before/after, for docs/validation.md; the JSON stays in build/measure/),
#   summary.txt
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_BUILD_DIR:-$root/build}"
out="${OUT:-$build/device-check}"
jobs="${JOBS:-16}"
device_file="$build/${DEVICE_FILE_NAME:-h200-calibrated.json}"
start=$(date +%s)

say() { echo "device-check: $*"; }
elapsed() { echo "$(( $(date +%s) - start )) s"; }

# --- 1. Is there a GPU? (quick, before anything is built) -------------------
if ! command -v nvidia-smi >/dev/null 2>&1; then
  say "no GPU: nvidia-smi is not installed (no NVIDIA driver on this machine); nothing to measure"
  exit 2
fi
gpus="$(nvidia-smi -L 2>&1)"
if ! grep -q '^GPU ' <<<"$gpus"; then
  say "no GPU: nvidia-smi -L lists none ($(head -1 <<<"$gpus")); nothing to measure"
  exit 2
fi
nvcc="$(command -v nvcc || true)"
[ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc
if [ -z "$nvcc" ]; then
  say "no CUDA compiler (nvcc not on PATH nor in /usr/local/cuda/bin); cannot build the tools"
  exit 2
fi
mkdir -p "$out" "$build"
{
  echo "$gpus"
  nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total,clocks.max.sm,clocks.max.mem,power.limit \
    --format=csv 2>&1
  "$nvcc" --version | tail -2
  date -u
} >"$out/gpu.txt"
cat "$out/gpu.txt"

# Build for this GPU only (halves the compile time of the .cu files).
cc="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')"
archs="${ROOFLINE_CUDA_ARCHITECTURES:-${cc:-80;90}}"

# cuDNN: the toolkit's, or a pip package's (nvidia-cudnn-cu13) when the
# toolkit has none.
cudnn_args=()
if [ -z "${CUDNN_ROOT:-}" ] && [ ! -f /usr/local/cuda/include/cudnn.h ] \
   && [ ! -f /usr/include/cudnn.h ]; then
  for py in python3 /usr/bin/python3; do
    d="$("$py" -c 'import nvidia.cudnn as m; print(list(m.__path__)[0])' 2>/dev/null || true)"
    if [ -n "$d" ] && [ -f "$d/include/cudnn.h" ]; then CUDNN_ROOT="$d"; break; fi
  done
fi
if [ -n "${CUDNN_ROOT:-}" ]; then
  cudnn_args=(-DCUDNN_ROOT="$CUDNN_ROOT")
  export LD_LIBRARY_PATH="$CUDNN_ROOT/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi

gen=()
command -v ninja >/dev/null 2>&1 && gen=(-G Ninja)

# --- 2. Build --------------------------------------------------------------
mlir_dir="${MLIR_DIR:-}"
[ -z "$mlir_dir" ] && [ -d /usr/lib/llvm-22/lib/cmake/mlir ] && mlir_dir=/usr/lib/llvm-22/lib/cmake/mlir
bin=""
: >"$out/build.log"
if [ -n "$mlir_dir" ]; then
  say "building the project with MLIR from $mlir_dir (Release, -j$jobs, sm_$archs)"
  cxx="${CXX:-}"
  if [ -z "$cxx" ]; then
    if command -v clang++ >/dev/null 2>&1; then cxx=clang++; else cxx=g++; fi
  fi
  if cmake -S "$root" -B "$build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release \
       -DCMAKE_CXX_COMPILER="$cxx" -DMLIR_DIR="$mlir_dir" \
       -DROOFLINE_CUDA_ARCHITECTURES="$archs" "${cudnn_args[@]}" >>"$out/build.log" 2>&1 \
     && cmake --build "$build" -j "$jobs" \
       --target roofline-opt roofline-measure roofline-probe roofline-validate >>"$out/build.log" 2>&1; then
    bin="$build/bin"
  else
    say "the project build failed (tail of build.log below); trying the tools alone"
    tail -20 "$out/build.log"
  fi
fi
if [ -z "$bin" ]; then
  # The two tool directories need only CUDA: a bare CMake project around them.
  sa="$build/calibration-standalone"
  mkdir -p "$sa/src"
  cat >"$sa/src/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(roofline-calibration LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
add_subdirectory("$root/tools/roofline-probe" roofline-probe)
add_subdirectory("$root/tools/roofline-validate" roofline-validate)
EOF
  say "building roofline-probe and roofline-validate alone (no MLIR here; Release, -j$jobs, sm_$archs)"
  if cmake -S "$sa/src" -B "$sa/build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release \
       -DCMAKE_CUDA_COMPILER="$nvcc" -DROOFLINE_CUDA_ARCHITECTURES="$archs" \
       "${cudnn_args[@]}" >>"$out/build.log" 2>&1 \
     && cmake --build "$sa/build" -j "$jobs" >>"$out/build.log" 2>&1; then
    bin="$sa/build/bin"
  else
    say "build failed (tail of build.log):"
    tail -30 "$out/build.log"
    exit 1
  fi
fi
for t in roofline-probe roofline-validate; do
  if [ ! -x "$bin/$t" ]; then
    say "$t was not built (CUDA not found by CMake?); see build.log"
    grep -i "cuda\|cudnn" "$out/build.log" | tail -5
    exit 1
  fi
done
grep -i "cudnn" "$out/build.log" | head -2
say "built in $(elapsed)"

# --- 3. Measure the ceilings -------------------------------------------------
say "roofline-probe -o $device_file"
rm -f "$device_file"
timeout 180 "$bin/roofline-probe" -o "$device_file" 2>&1 | tee "$out/probe.log"
if [ "${PIPESTATUS[0]}" -ne 0 ] || [ ! -f "$device_file" ]; then
  say "roofline-probe failed (probe.log); no device file"
  exit 1
fi
cp "$device_file" "$out/$(basename "$device_file")"
say "probed in $(elapsed)"

# --- 4. The validation suite -------------------------------------------------
say "roofline-validate --device-file $device_file"
timeout 240 "$bin/roofline-validate" --device-file "$device_file" \
  -o "$out/validate-results.json" 2>&1 | tee "$out/validate.txt"
status="${PIPESTATUS[0]}"

# --- 5. The IR's own kernels: predicted beside measured ---------------------
# roofline-measure (docs/validation.md, "Measuring the IR's own kernels") on
# the bundled GPU examples and the corpus's byteir-style kernels, measured
# once and predicted twice: from the H200's spec, and (--measured: the same
# times read back) from the ceilings just measured. Then roofline-optimize
# judged on the GPU (scripts/measure-optimize.py) on the bundled models that
# lower to GPU kernels. One table, measure-table.md (scripts/measure-table.py,
# per-launch tables after it), for docs/validation.md. It needs MLIR (built
# with roofline-opt above).
measure_status="not run (no roofline-measure: the tools were built without MLIR)"
if [ -x "$bin/roofline-measure" ]; then
  bash "$root/scripts/measure-kernels.sh" "$bin" "$device_file" "$out/measure-table.md" "sm_${cc:-90}"
  measure_status=$?
  cat "$out/measure-table.md"
fi
{
  echo "device-check on $(head -1 "$out/gpu.txt")"
  echo "built: $bin ($( [ -x "$bin/roofline-opt" ] && echo 'with roofline-opt' || echo 'tools alone, no roofline-opt' ))"
  grep -E '^  (launch|fp|bf|tf|int|dram|l1|l2)' "$out/probe.log"
  sed -n '/^relative error/,$p' "$out/validate.txt"
  echo "roofline-validate exit status $status; roofline-measure: $measure_status (measure-table.md)"
  echo "total $(elapsed)"
} >"$out/summary.txt"
cat "$out/summary.txt"
if [ "$status" -ne 0 ]; then
  say "roofline-validate failed (validate.txt)"
  exit 1
fi
if [ ! -x "$bin/roofline-opt" ] && [ -z "${ROOFLINE_OPT:-}" ]; then
  say "timings only (no roofline-opt here); compare where it is built:"
  say "  build/bin/roofline-validate --from-measurements validate-results.json --device-file $(basename "$device_file")"
fi
say "done in $(elapsed); results in $out"
