# Sourced by scripts/test.sh and scripts/sanitize.sh: runs the lit suite of
# one build and counts lit's summary lines.
#
#   run_lit_suite BUILD_DIR LOG
#
# runs lit -sv on BUILD_DIR/test, echoing and keeping its output in LOG, and
# sets `status` (0, or 1 when lit failed) and `passed`, `failed`, `skipped`
# from the summary ("  Passed     : N (..%)", "  Failed: N", "  Unsupported:
# N" ...; the padding before the colon varies). A failed run always counts at
# least one failure.
run_lit_suite() {
  local build="$1" log="$2"
  status=0
  /usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  count() {
    awk -v k="$1" '{ line = $0; sub(/^ +/, "", line) }
      line ~ ("^" k " *:") { split(line, a, ":"); split(a[2], b, " "); s += b[1] }
      END { print s + 0 }' "$log"
  }
  passed=$(( $(count Passed) + $(count "Expectedly Failed") ))
  failed=$(( $(count Failed) + $(count Unresolved) + $(count "Unexpectedly Passed") + $(count "Timed Out") ))
  skipped=$(( $(count Unsupported) + $(count Excluded) ))
  if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
}
