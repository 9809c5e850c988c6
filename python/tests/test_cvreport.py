"""bench/validation/cvreport.py's source levels (source_levels), on synthetic
out-of-fold results (fixture data, not measurements) derived by hand:

  source s1: ratios 0.5, 1.0, 2.0; median log ratio log 1.0, level 1, the
    ratios unchanged: errors 0.5, 0, 1.0.
  source s2: ratios 1.2, 1.32 (1.2 x 1.1) and 1.2 / 1.1; level 1.2, ratios
    1.0, 1.1, 1/1.1: errors 0, 0.1, 0.0909.
  All six errors sorted: 0, 0, 0.0909, 0.1, 0.5, 1.0; median (0.0909 + 0.1)
  / 2 = 0.0955; p90 at rank 0.9 x 5 = 4.5: 0.5 + 0.5 x (1.0 - 0.5) = 0.75.
"""

import os
import sys

from conftest import REPO_DIR

sys.path.insert(0, os.path.join(REPO_DIR, "bench", "validation"))
import cvreport  # noqa: E402


def res(source, ratio):
    return {"row": {"source_id": source}, "measured": 2e-6, "cv_pred": 2e-6 * ratio}


RESULTS = [res("s1", 0.5), res("s1", 1.0), res("s1", 2.0),
           res("s2", 1.2), res("s2", 1.2 * 1.1), res("s2", 1.2 / 1.1)]


def test_source_levels():
    got = cvreport.summarize(cvreport.source_levels(RESULTS))
    assert got["n"] == 6
    assert abs(got["median"] - (0.1 + (1 - 1 / 1.1)) / 2) < 1e-9
    assert abs(got["p90"] - 0.75) < 1e-9
    # The rows themselves are not modified (a copy is corrected).
    assert RESULTS[3]["cv_pred"] == 2e-6 * 1.2


def test_render_source_levels():
    lines = cvreport.render_source_levels(RESULTS)
    # As is: errors 0.5, 0, 1.0, 0.2, 0.32, 0.0909 -> median (0.2 + 0.32) / 2
    # = 0.26; p90 0.5 + 0.5 x 0.5 = 0.75.
    assert lines[-1] == "| 6 | 0.260 | 0.750 | 0.095 | 0.750 |"
