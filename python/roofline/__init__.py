"""Charts and comparisons from roofline-opt's JSON reports.

roofline-opt (``--analyze --json``) writes one JSON object per analyzed module
in the ``roofline-report/1`` schema (docs/json-schema.md). This package reads
those reports with the standard library and draws them with matplotlib:

    python3 -m roofline plot report.json -o chart.png
    python3 -m roofline compare before.json after.json [-o change.png]

Only ``plot`` and ``compare -o`` need matplotlib (Debian: python3-matplotlib);
it is imported when a picture is drawn, not when the package is imported.
"""

from .schema import SCHEMA, ReportError, load_report

__all__ = ["SCHEMA", "ReportError", "load_report"]
__version__ = "1.0.0"
