"""`python3 -m roofline compare` on reports with measured times (what
roofline-measure --report writes: `measured_time_s` beside
`predicted_time_s` per measured op; docs/json-schema.md).

The reports are tests/data/before.json and after.json with times added per
op: FIXTURE DATA, not measurements (no GPU was lent while this was built).

    before: encoder.fc predicted 40 us, measured 48 us: error (48-40)/40 = +20.0%
            decoder.act predicted 10 us, measured  8 us: error (8-10)/10  = -20.0%
            total       predicted 50 us, measured 56 us: error 6/50       = +12.0%
    after:  encoder.fc predicted 30 us, measured 42 us: error 12/30       = +40.0%
            total       predicted 30 us, measured 42 us: error             +40.0%
    change: predicted (30-50)/50 = -40.0%, measured (42-56)/56 = -25.0%
"""

import copy
import json

from conftest import data

BEFORE, AFTER = data("before.json"), data("after.json")


def with_times(path, times):
    """The report at `path` with {loc: (predicted, measured)} added."""
    with open(path) as f:
        report = json.load(f)
    report = copy.deepcopy(report)
    for op in report["ops"]:
        if op["loc"] in times:
            op["predicted_time_s"], op["measured_time_s"] = times[op["loc"]]
    return report


def words(out, first):
    return [line.split() for line in out.splitlines()
            if line.strip().startswith(first)]


def test_compare_shows_predicted_beside_measured_and_the_error(
        run, write_json):
    before = write_json(with_times(
        BEFORE, {"encoder.fc": (4e-05, 4.8e-05),
                 "decoder.act": (1e-05, 8e-06)}), "before.json")
    after = write_json(with_times(
        AFTER, {"encoder.fc": (3e-05, 4.2e-05)}), "after.json")
    r = run("compare", str(before), str(after))
    assert r.rc == 0, r.err
    assert "error = (measured - predicted) / predicted" in r.out
    fc = words(r.out, "encoder.fc")
    assert fc == [["encoder.fc", "40.00", "us", "48.00", "us", "+20.0%"],
                  ["encoder.fc", "30.00", "us", "42.00", "us", "+40.0%"]]
    assert words(r.out, "decoder.act") == [
        ["decoder.act", "10.00", "us", "8.00", "us", "-20.0%"]]
    totals = [w for w in words(r.out, "total") if len(w) == 6]
    assert totals == [["total", "50.00", "us", "56.00", "us", "+12.0%"],
                      ["total", "30.00", "us", "42.00", "us", "+40.0%"]]
    assert "change, before -> after: predicted -40.0%, measured -25.0%" \
        in r.out


def test_compare_without_measurements_prints_no_measured_section(run):
    r = run("compare", BEFORE, AFTER)
    assert r.rc == 0, r.err
    assert "measured" not in r.out


def test_compare_one_side_measured(run, write_json):
    after = write_json(with_times(
        AFTER, {"encoder.fc": (3e-05, 4.2e-05)}), "after.json")
    r = run("compare", BEFORE, str(after))
    assert r.rc == 0, r.err
    assert "before: no measured ops" in r.out
    assert "change, before -> after" not in r.out


def test_compare_bad_measured_time_is_a_clear_error(run, write_json):
    after = write_json(with_times(
        AFTER, {"encoder.fc": (3e-05, "fast")}), "after.json")
    r = run("compare", BEFORE, str(after))
    assert r.rc == 2
    assert "measured_time_s: expected seconds >= 0, found 'fast'" in r.err
