#!/usr/bin/env bash
# Step 5 of scripts/device-check.sh: the IR's own kernels, predicted beside
# measured (docs/validation.md, "Measuring the IR's own kernels").
#
#   bash scripts/measure-kernels.sh BIN DEVICE_FILE TABLE.md [sm_NN]
#   MEASURE_DRY_RUN=1 bash scripts/measure-kernels.sh build/bin - table.md
#
# roofline-measure on the bundled GPU examples and the corpus's byteir-style
# kernels (../shared/corpus or $ROOFLINE_CORPUS), measured once and predicted
# twice: from the H200's spec, and (--measured: the same times read back)
# from DEVICE_FILE, the ceilings device-check has just measured (skipped when
# it is "-"). Then roofline-optimize judged on the GPU
# (scripts/measure-optimize.py) on the bundled ResNet basic block (and
# $MEASURE_OPT_MODELS). One table, TABLE.md (scripts/measure-table.py, the
# per-launch tables after it); the JSON stays in $ROOFLINE_BUILD_DIR/measure.
# MEASURE_DRY_RUN=1 needs no GPU: every input is lowered to PTX only and the
# optimizer's modules too (measure-optimize.py --no-gpu), so the table has
# the predicted columns and no measurement.
# Exits 1 when a lowering or a measurement failed, else 0.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$1" device_file="$2" table="$3" chip="${4:-sm_90}"
build="${ROOFLINE_BUILD_DIR:-$root/build}"
dry="${MEASURE_DRY_RUN:-0}"
python="${PYTHON:-python3}"
say() { echo "measure-kernels: $*"; }

mdir="$build/measure"
rm -rf "$mdir"
mkdir -p "$mdir"
gpu_pipeline='builtin.module(func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=16,16 no-min-max-bounds=true},gpu-map-parallel-loops),convert-parallel-loops-to-gpu,gpu-kernel-outlining,canonicalize)'
status=0
: >"$mdir/per-launch.txt"
# input, then its flags (one array per input: the pipeline holds spaces).
names=(gpu_lowering footprints repeated_launches tiled_matmul_shared)
declare -A file flags
file[gpu_lowering]="$root/examples/gpu_lowering.mlir"
flags[gpu_lowering]="--pipeline=$gpu_pipeline"
for n in footprints repeated_launches tiled_matmul_shared; do
  file[$n]="$root/test/Analysis/GPU/$n.mlir"; flags[$n]=""
done
corpus=""
for d in "${ROOFLINE_CORPUS:-}" "$root/../shared/corpus" "$root/shared/corpus"; do
  if [ -n "$d" ] && [ -f "$d/byteir_resnet18_train_gpu.mlir" ]; then corpus="$d"; break; fi
done
if [ -n "$corpus" ]; then
  names+=(byteir_resnet18_train_gpu byteir_resnet18_train_linalg_memref)
  file[byteir_resnet18_train_gpu]="$corpus/byteir_resnet18_train_gpu.mlir"
  flags[byteir_resnet18_train_gpu]=""
  file[byteir_resnet18_train_linalg_memref]="$corpus/byteir_resnet18_train_linalg_memref.mlir"
  flags[byteir_resnet18_train_linalg_memref]="--pipeline=$gpu_pipeline"
else
  say "no corpus (../shared/corpus, \$ROOFLINE_CORPUS): its byteir kernels are not measured"
fi
for n in "${names[@]}"; do
  args=("${file[$n]}" --allow-unregistered-dialect --chip="$chip")
  [ -n "${flags[$n]}" ] && args+=("${flags[$n]}")
  say "roofline-measure $n"
  if [ "$dry" = 1 ]; then
    timeout 120 "$bin/roofline-measure" "${args[@]}" --device=h200 --emit-ptx \
        >"$mdir/$n.ptx" 2>>"$mdir/per-launch.txt" \
      && echo "$n: $(grep -c '\.visible \.entry' "$mdir/$n.ptx") kernels lowered to PTX (dry run: not measured)" >>"$mdir/per-launch.txt" \
      || { status=1; echo "  (the lowering failed on $n)" >>"$mdir/per-launch.txt"; }
    continue
  fi
  timeout 120 "$bin/roofline-measure" "${args[@]}" --device=h200 --repeat=50 \
      -o "$mdir/$n-spec.json" --report="$mdir/$n-spec.report.json" \
      >>"$mdir/per-launch.txt" 2>&1 \
    || { status=1; echo "  (roofline-measure failed on $n)" >>"$mdir/per-launch.txt"; continue; }
  [ "$device_file" = - ] && continue
  timeout 120 "$bin/roofline-measure" "${args[@]}" --device-file="$device_file" \
      --measured="$mdir/$n-spec.json" -o "$mdir/$n-calibrated.json" \
      --report="$mdir/$n-calibrated.report.json" >>"$mdir/per-launch.txt" 2>&1 \
    || { status=1; echo "  (roofline-measure --measured failed on $n)" >>"$mdir/per-launch.txt"; }
done

# The optimizer before/after, one decision kind at a time.
opt_models=("$root/examples/resnet_basic_block.mlir" ${MEASURE_OPT_MODELS:-})
opt_flags=(--repeat=20)
[ "$dry" = 1 ] && opt_flags=(--no-gpu)
say "measure-optimize ${opt_models[*]##*/}"
timeout 240 "$python" "$root/scripts/measure-optimize.py" "${opt_models[@]}" \
    --bin "$bin" --out "$mdir/optimize" --device=h200 "${opt_flags[@]}" \
    >"$mdir/optimize.txt" 2>&1 \
  || { status=1; echo "  (measure-optimize failed: $mdir/optimize/measure-optimize.log)" >>"$mdir/per-launch.txt"; }
# Its progress lines (its table is in the table above).
grep -v '^|\|^roofline-optimize before\|^$' "$mdir/optimize.txt" >>"$mdir/per-launch.txt"

shopt -s nullglob
measured=("$mdir"/*-spec.json "$mdir"/*-calibrated.json)
shopt -u nullglob
opt_args=()
[ -f "$mdir/optimize/table.md" ] && opt_args=(--optimize "$mdir/optimize")
{
  "$python" "$root/scripts/measure-table.py" "${measured[@]}" "${opt_args[@]}" \
    || echo "(measure-table.py failed)"
  echo
  echo "Per launch (roofline-measure's tables):"
  echo
  echo '```'
  cat "$mdir/per-launch.txt"
  echo '```'
} >"$table"
exit $status
