"""Drives cvreport.render_catalog on hand-made results (validation-catalog.test).

Usage: catalog_table.py CASE, with CASE one of ok, unknown-device,
missing-entry, stale-entry; prints the table or the error."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "bench", "validation"))
import cvreport  # noqa: E402


def result(device, source, ratio):
    """A bench result whose out-of-fold prediction is `ratio` x measured."""
    return {"row": {"device": device, "source_id": source},
            "measured": 1.0e-3, "cv_pred": ratio * 1.0e-3}


ROWS = [result("dev-a", "src-2", 0.9), result("dev-a", "src-1", 1.2),
        result("dev-a", "src-1", 1.0)]
CASES = {
    "ok": (ROWS, ["dev-a", "dev-b"], {"dev-b": "three tables"}),
    "unknown-device": (ROWS + [result("dev-c", "src-1", 1.0)],
                       ["dev-a", "dev-b"], {"dev-b": "three tables"}),
    "missing-entry": (ROWS, ["dev-a", "dev-b"], {}),
    "stale-entry": (ROWS, ["dev-a", "dev-b"],
                    {"dev-a": "x", "dev-b": "three tables"}),
}

results, catalog, unmeasured = CASES[sys.argv[1]]
try:
    print("\n".join(cvreport.render_catalog(results, catalog, unmeasured)))
except cvreport.CatalogError as e:
    print("error: %s" % e)
    sys.exit(2)
