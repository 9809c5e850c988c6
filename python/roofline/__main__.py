"""Command line: ``python3 -m roofline {plot,compare,import-torch,sweep,whatif,host-profile} ...``.

Exit status: 0 on success; 2 on bad input (a missing, truncated or foreign
file, a report with nothing to plot, an unwritable output), with one line on
stderr and no output file.
"""

from __future__ import annotations

import argparse
import sys
from typing import List, Optional

from . import __version__
from .schema import ReportError, load_report


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python3 -m roofline",
        description="Charts and comparisons from roofline-opt JSON reports "
                    "(roofline-opt --analyze --json model.mlir > report.json).")
    p.add_argument("--version", action="version",
                   version=f"roofline {__version__}")
    p.epilog = ("python3 -m roofline import-torch MODEL --input-shape ... "
                "-o model.mlir: import a PyTorch model (docs/importer.md). "
                "python3 -m roofline sweep MODEL --batch 1,8,32 [--seq ...] "
                "[-o sweep.svg]: sweep a model over batch and sequence "
                "sizes (docs/cli.md). python3 -m roofline whatif --model gpt2 "
                "--device h100-sxm5-80gb: LLM what-ifs (docs/whatifs.md). "
                "python3 -m roofline host-profile -o host.json: this host's "
                "per-op cost for roofline-opt --mode=eager --host-profile "
                "(docs/model.md 1.8).")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    plot = sub.add_parser(
        "plot", help="draw the roofline chart of a report",
        description="Draw the roofline chart of a roofline-report/1 JSON "
                    "report (the picture of roofline-opt --svg).")
    plot.add_argument("report", help="JSON report from roofline-opt --json")
    plot.add_argument("-o", "--output", required=True,
                      help="picture to write (.png, .svg or .pdf)")
    plot.add_argument("--dpi", type=float, default=100,
                      help="resolution: the picture is 9.6 x 6.4 inches "
                           "(default 100: 960 x 640 pixels)")
    plot.add_argument("--labels", type=int, default=8,
                      help="label the N slowest ops (default 8)")

    cmp = sub.add_parser(
        "compare", help="compare two reports (before / after)",
        description="Print per-function and total predicted time and DRAM "
                    "bytes of two reports and the change in percent; with "
                    "-o, also plot it. Reports of roofline-measure --report "
                    "also get predicted beside measured per measured op, "
                    "the error, and the measured change.")
    cmp.add_argument("before", help="JSON report before the change")
    cmp.add_argument("after", help="JSON report after the change")
    cmp.add_argument("-o", "--output",
                     help="also draw the comparison (.png, .svg or .pdf)")
    cmp.add_argument("--dpi", type=float, default=100,
                     help="resolution of the picture (default 100: "
                          "960 x 540 pixels)")
    return p


def main(argv: Optional[List[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # import-torch has its own argument parser (python/roofline/torch_import).
    if argv and argv[0] == "import-torch":
        from .torch_import import cli
        return cli(argv[1:], prog="python3 -m roofline import-torch")
    # So has sweep (python/roofline/sweep.py).
    if argv and argv[0] == "sweep":
        from .sweep import cli as sweep_cli
        return sweep_cli(argv[1:])
    # So has host-profile (python/roofline/host_profile.py).
    if argv and argv[0] == "host-profile":
        from .host_profile import cli as host_profile_cli
        return host_profile_cli(argv[1:])
    # So has whatif (python/roofline/whatif.py).
    if argv and argv[0] == "whatif":
        from .whatif import cli as whatif_cli
        return whatif_cli(argv[1:])
    args = _parser().parse_args(argv)
    try:
        if args.dpi <= 0 or args.dpi > 1200:
            raise ReportError(f"--dpi {args.dpi:g}: expected 0 < dpi <= 1200")
        if args.command == "plot":
            from .plot import draw_roofline
            report = load_report(args.report)
            info = draw_roofline(report, args.output, dpi=args.dpi,
                                 max_labels=max(0, args.labels),
                                 source=args.report)
            w, h = info["size"]
            print(f"wrote {args.output} ({w}x{h}): {info['plotted']} ops "
                  f"plotted, {info['not_plotted']} not plotted (zero FLOPs "
                  f"or infinite intensity), {info['unmodeled']} unmodeled")
        else:
            from .compare import compare_reports, draw_comparison, \
                print_comparison, print_measured
            before = load_report(args.before)
            after = load_report(args.after)
            if args.output:
                from .plot import check_output
                check_output(args.output)
            rows = compare_reports(before, after)
            print_comparison(before, after, args.before, args.after, rows,
                             sys.stdout)
            print_measured(before, after, sys.stdout)
            if args.output:
                draw_comparison(rows, args.output, args.before, args.after,
                                dpi=args.dpi)
                print(f"wrote {args.output}")
    except ReportError as e:
        print(f"roofline: error: {e}", file=sys.stderr)
        return 2
    except (KeyError, TypeError, ValueError, ZeroDivisionError) as e:
        # A report that passed the checks and still does not hold together.
        print(f"roofline: error: malformed report ({type(e).__name__}: {e})",
              file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
