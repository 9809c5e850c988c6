"""bench/validation/validate_models.py's note on the host-cost scale each
source fits on its own (own_scale_note), on synthetic results (fixture data,
not measurements) whose sentence is derived by hand:

  rows at batch <= 4 with an out-of-fold host scale: a1 (batch 1, pred/meas
  0.5) and b1 (batch 2, 1.5); c16 (batch 16, 0.3) is past batch 4 and d1
  (batch 1, 2.0) has no host scale (not an eager row): neither counts. So
  the spread is 0.500 (a1) to 1.500 (b1), 1.5 / 0.5 = 3.00 times apart.
"""

import os
import sys

from conftest import REPO_DIR

sys.path.insert(0, os.path.join(REPO_DIR, "bench", "validation"))
import validate_models  # noqa: E402


def res(row_id, batch, ratio, scale=8):
    x = {"row": {"id": row_id, "batch": str(batch)}, "ratio": ratio}
    if scale is not None:
        x["host_scale"] = scale
    return x


def test_own_scale_note():
    results = [res("a1", 1, 0.5), res("b1", 2, 1.5), res("c16", 16, 0.3),
               res("d1", 1, 2.0, scale=None), {"row": {"id": "e"}, "error": "x"}]
    text = validate_models.own_scale_note(results, {"src-a": 14, "src-b": 4})
    assert text == (
        "Host-cost scale each source's eager rows at batch <= 64 fit on their own "
        "(a diagnosis, not used to predict; grid 1 to 20): src-a 14, src-b 4. "
        "Eager rows at batch 1-4 out of fold: pred/meas 0.500 (a1) to 1.500 (b1), "
        "3.00 times apart; a band of 0.7 to 1.4 is 2 times wide.")


def test_own_scale_note_without_small_rows():
    text = validate_models.own_scale_note([res("c16", 16, 0.3)], {"src-a": 14})
    assert text.endswith("grid 1 to 20): src-a 14.")
