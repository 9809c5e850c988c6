"""Reading and checking ``roofline-report/1`` JSON reports.

Every problem with an input file becomes a ``ReportError`` whose message is
one line naming the file, so that the command line can print it and exit 2
without a traceback.
"""

from __future__ import annotations

import json
import math
from typing import Any, Dict, List

SCHEMA = "roofline-report/1"

#: Memory levels, in the order a chart draws them.
LEVELS = ("dram", "l2", "l1")


class ReportError(Exception):
    """A report that cannot be used; the message is one line."""


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


# The spellings of an op's bound and of the execution mode (ModelEnums.td).
BOUNDS = ("memory", "compute", "launch", "none")
MODES = ("eager", "compiled", "graph")


def _need(obj: Dict[str, Any], key: str, kind: str, where: str, path: str,
          nullable: bool = False) -> Any:
    if not isinstance(obj, dict) or key not in obj:
        raise ReportError(f"{path}: {where} lacks '{key}': not a complete "
                          f"{SCHEMA} report")
    v = obj[key]
    if v is None and nullable:
        return v
    ok = {
        "number": _is_number(v),
        "string": isinstance(v, str),
        "object": isinstance(v, dict),
        "array": isinstance(v, list),
    }[kind]
    if not ok:
        raise ReportError(f"{path}: {where}.{key} should be a {kind}, "
                          f"found {type(v).__name__}")
    if kind == "number" and not math.isfinite(v):
        raise ReportError(f"{path}: {where}.{key} is not a finite number")
    return v


def _need_count(obj: Dict[str, Any], key: str, where: str, path: str,
                nullable: bool = False) -> Any:
    """A number that counts or times something (FLOPs, bytes, seconds, a
    rate): the analysis never writes a negative one, so one is a damaged
    or hand-edited report, named rather than drawn off the chart."""
    v = _need(obj, key, "number", where, path, nullable)
    if v is not None and v < 0:
        raise ReportError(f"{path}: {where}.{key} is {v}: expected a number "
                          ">= 0")
    return v


def validate(report: Any, path: str) -> Dict[str, Any]:
    """Checks the keys the charts and comparisons read; returns the report."""
    if not isinstance(report, dict):
        raise ReportError(f"{path}: not a roofline report (expected a JSON "
                          f"object with \"schema\": \"{SCHEMA}\")")
    schema = report.get("schema")
    if schema is None:
        raise ReportError(f"{path}: no 'schema' key: not a roofline report "
                          f"(expected \"{SCHEMA}\")")
    if schema != SCHEMA:
        if isinstance(schema, str) and schema.startswith("roofline-report/"):
            raise ReportError(f"{path}: report schema '{schema}' is not "
                              f"supported: this tool reads '{SCHEMA}'")
        raise ReportError(f"{path}: schema '{schema}' is not a roofline "
                          f"report (expected '{SCHEMA}')")

    _need(report, "input", "string", "report", path)
    device = _need(report, "device", "object", "report", path)
    _need(device, "name", "string", "device", path)
    _need(device, "display_name", "string", "device", path)
    peaks = _need(device, "peak_flops_per_s", "object", "device", path)
    bws = _need(device, "bandwidth_bytes_per_s", "object", "device", path)
    for k in peaks:
        _need_count(peaks, k, "device.peak_flops_per_s", path)
    for k in bws:
        _need_count(bws, k, "device.bandwidth_bytes_per_s", path)
    _need_count(bws, "dram", "device.bandwidth_bytes_per_s", path)

    options = report.get("options")
    if isinstance(options, dict) and "mode" in options and \
            options["mode"] not in MODES:
        raise ReportError(f"{path}: options.mode is '{options['mode']}', "
                          f"expected one of {', '.join(MODES)}")

    ops = _need(report, "ops", "array", "report", path)
    for i, op in enumerate(ops):
        where = f"ops[{i}]"
        if not isinstance(op, dict):
            raise ReportError(f"{path}: {where} is not an object")
        for key in ("op", "loc", "function", "ceiling_class", "bound"):
            _need(op, key, "string", where, path)
        for key in ("flops", "bytes", "time_s"):
            _need_count(op, key, where, path)
        _need_count(op, "intensity", where, path, nullable=True)
        if op["bound"] not in BOUNDS:
            raise ReportError(f"{path}: {where}.bound is '{op['bound']}', "
                              f"expected one of {', '.join(BOUNDS)}")
        if "folded_into" in op:
            _need(op, "folded_into", "number", where, path, nullable=True)

    unmodeled = _need(report, "unmodeled", "array", "report", path)
    for i, u in enumerate(unmodeled):
        for key in ("op", "loc", "reason"):
            _need(u, key, "string", f"unmodeled[{i}]", path)

    functions = _need(report, "functions", "array", "report", path)
    for i, f in enumerate(functions):
        where = f"functions[{i}]"
        _need(f, "name", "string", where, path)
        totals = _need(f, "totals", "object", where, path)
        for key in ("time_s", "bytes", "flops"):
            _need_count(totals, key, where + ".totals", path)

    totals = _need(report, "totals", "object", "report", path)
    for key in ("time_s", "bytes", "flops"):
        _need_count(totals, key, "totals", path)
    return report


def load_report(path: str) -> Dict[str, Any]:
    """Reads, parses and checks a report; raises ReportError."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        raise ReportError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise ReportError(f"{path}: is a directory, not a report") from None
    except OSError as e:
        raise ReportError(f"{path}: cannot read: {e.strerror}") from None
    if not data.strip():
        raise ReportError(f"{path}: empty file, not a roofline report")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ReportError(f"{path}: not UTF-8 text, not a JSON report") \
            from None
    try:
        report = json.loads(text)
    except json.JSONDecodeError as e:
        body = text.strip()
        truncated = body.startswith(("{", "[")) and (
            e.pos >= len(text.rstrip()) or not body.endswith(("}", "]")))
        what = ("truncated JSON (the file ends before its last object "
                "closes)" if truncated else "invalid JSON")
        raise ReportError(f"{path}: {what} at line {e.lineno} column "
                          f"{e.colno}: {e.msg}") from None
    except RecursionError:
        raise ReportError(f"{path}: JSON nested too deeply") from None
    return validate(report, path)


def is_plottable(op: Dict[str, Any]) -> bool:
    """An op sits on a log-log chart when it has FLOPs, a finite positive
    intensity and a positive predicted time (as the C++ chart decides)."""
    i = op.get("intensity")
    return (op["flops"] > 0 and _is_number(i) and math.isfinite(i) and i > 0
            and op["time_s"] > 0)


def achieved_flops(op: Dict[str, Any]) -> float:
    """FLOPs over predicted time."""
    return op["flops"] / op["time_s"] if op["time_s"] > 0 else 0.0


def ops_by_time(report: Dict[str, Any]) -> List[Dict[str, Any]]:
    """Ops, slowest first (ties in IR order)."""
    ops = list(report["ops"])
    return sorted(ops, key=lambda op: -op["time_s"])
