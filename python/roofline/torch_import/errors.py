"""The importer's one-line error (cli.py and train_cli.py both raise it; kept
apart so that neither imports the other's module for it)."""


class ImportFailure(Exception):
    """An error to report in one line, with exit status 2."""
