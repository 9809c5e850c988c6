#!/usr/bin/env bash
# Sets up, builds and runs every test: the lit suite (IR tests, the plugin
# under Debian's mlir-opt, the GoogleTest units, the corpus realism suite when
# ../shared/corpus exists) and the Python tests. Ends with one line:
#   roofline: N passed, N failed, N skipped
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_BUILD_DIR:-$root/build}"

bash "$root/scripts/setup.sh" || exit 1
bash "$root/scripts/build.sh" || { echo "roofline: build failed"; exit 1; }

status=0
log="$(mktemp)"
/usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1

# lit's summary lines: "  Passed     : N (..%)", "  Failed: N",
# "  Unsupported: N" ... (padding before the colon varies).
count() {
  awk -v k="$1" '{ line = $0; sub(/^ +/, "", line) }
    line ~ ("^" k " *:") { split(line, a, ":"); split(a[2], b, " "); s += b[1] }
    END { print s + 0 }' "$log"
}
passed=$(( $(count Passed) + $(count "Expectedly Failed") ))
failed=$(( $(count Failed) + $(count Unresolved) + $(count "Unexpectedly Passed") + $(count "Timed Out") ))
skipped=$(( $(count Unsupported) + $(count Excluded) ))
rm -f "$log"

if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "roofline: $passed passed, $failed failed, $skipped skipped"
exit "$status"
