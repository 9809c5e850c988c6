"""Writing the package's text outputs."""

import contextlib
import os


def write_text_atomically(path: str, text: str) -> None:
    """Writes `text` to `path` through `path`.tmp and a rename, so a reader
    never sees half a file and a failed write leaves nothing behind; raises
    the OSError."""
    tmp = path + ".tmp"
    try:
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.remove(tmp)
        raise
