#!/usr/bin/env bash
# Checks that two builds of roofline-opt give byte-identical roofline-optimize
# output: the optimized IR (stdout), the remarks (stderr) and the summary
# report, on the bundled models (examples/), the corpus files
# ($CORPUS, default ../shared/corpus) and the generated module of many
# functions (bench/gen_many_funcs.py, $FUNCS functions, default 10000; 0:
# none), in three configurations: the defaults, a JSON summary, and a
# remark per decision.
#
#   BEFORE=/tmp/before/roofline-opt bash bench/optimize_identity.sh
#
# Environment: BEFORE (required), AFTER (default build/bin/roofline-opt),
# CORPUS, FUNCS, DEVICE (default h100-sxm5-80gb), PYTHON (default
# /usr/bin/python3). Exits 1 naming the first difference.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
BEFORE=${BEFORE:?set BEFORE to the reference roofline-opt}
AFTER=${AFTER:-$root/build/bin/roofline-opt}
CORPUS=${CORPUS-$root/../shared/corpus}
FUNCS=${FUNCS:-10000}
DEVICE=${DEVICE:-h100-sxm5-80gb}
PYTHON=${PYTHON:-/usr/bin/python3}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
files=("$root"/examples/*.mlir "$root"/examples/models/*.mlir)
if [[ -n "$CORPUS" ]]; then
  [[ -d "$CORPUS" ]] || { echo "optimize_identity.sh: no corpus directory '$CORPUS' (set CORPUS, or CORPUS= for none)" >&2; exit 2; }
  files+=("$CORPUS"/*.mlir)
fi
if [[ $FUNCS -gt 0 ]]; then
  "$PYTHON" "$here/gen_many_funcs.py" --funcs "$FUNCS" -o "$dir/many_funcs.mlir"
  files+=("$dir/many_funcs.mlir")
fi
configs=("" " format=json report-file=REPORT" " remarks=all format=text report-file=REPORT")
fail=0
for f in "${files[@]}"; do
  for c in "${configs[@]}"; do
    for side in before after; do
      tool=$BEFORE
      [[ $side == after ]] && tool=$AFTER
      opts=${c//REPORT/$dir/$side.report}
      rm -f "$dir/$side.report"
      # Both runs from $dir with the same relative paths: the remarks name
      # the file, the report its path.
      (cd "$(dirname "$f")" && "$tool" --allow-unregistered-dialect "$(basename "$f")" \
        --pass-pipeline="builtin.module(roofline-optimize{device=$DEVICE$opts})" \
        >"$dir/$side.out" 2>"$dir/$side.err"; echo "rc=$?" >>"$dir/$side.err") || true
      touch "$dir/$side.report"
    done
    for k in out err report; do
      if ! cmp -s "$dir/before.$k" "$dir/after.$k"; then
        echo "DIFFERENT $k: $(basename "$f") config '$c'"
        diff "$dir/before.$k" "$dir/after.$k" | head -5
        fail=1
      fi
    done
  done
  echo "checked $(basename "$f") ($(wc -c <"$dir/after.out") bytes of IR)"
done
[[ $fail -eq 0 ]] && echo "identical: ${#files[@]} files x ${#configs[@]} configurations"
exit $fail
