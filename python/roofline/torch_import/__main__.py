"""``python3 -m roofline.torch_import``: see cli.py."""

import sys

from .cli import cli

sys.exit(cli())
