"""Human-readable quantities, spelled as roofline-opt's text report does."""

from __future__ import annotations

import math

_PREFIXES = ("", "K", "M", "G", "T", "P", "E")


def format_si(value: float, unit: str) -> str:
    """1.5e9, "B" -> "1.50 GB"; integers below 1000 stay whole ("0 B")."""
    if not math.isfinite(value):
        return "inf" if value > 0 else "n/a"
    i, v = 0, float(value)
    while abs(v) >= 1000.0 and i + 1 < len(_PREFIXES):
        v /= 1000.0
        i += 1
    if i == 0 and v == math.floor(v):
        return f"{int(v)} {unit}"
    return f"{v:.2f} {_PREFIXES[i]}{unit}"


def format_time(s: float) -> str:
    """Seconds with a readable unit: 1.2e-5 -> "12.00 us"."""
    if s == 0:
        return "0 s"
    if s < 1e-6:
        return f"{s * 1e9:.2f} ns"
    if s < 1e-3:
        return f"{s * 1e6:.2f} us"
    if s < 1:
        return f"{s * 1e3:.2f} ms"
    return f"{s:.3f} s"


def format_change(before: float, after: float) -> str:
    """The change from before to after in percent, signed: "-50.0%";
    "n/a" when before is 0 (and after is not)."""
    if before == 0:
        return "+0.0%" if after == 0 else "n/a"
    pct = (after - before) / before * 100.0
    if abs(pct) < 0.05:
        pct = 0.0
    return f"{pct:+.1f}%"
