"""The values the lowering passes around: SSA tensors and lazy transposes,
and the small shape helpers the Converter and the op handlers share.

Imports nothing from fx_to_linalg or ops, so both can import it.
"""

from .mlir import tensor_type


class Val:
    """An SSA value of tensor type."""

    __slots__ = ("name", "shape", "et")

    def __init__(self, name, shape, et):
        self.name = name
        self.shape = tuple(int(d) for d in shape)
        self.et = et

    @property
    def type(self):
        return tensor_type(self.shape, self.et)

    @property
    def rank(self):
        return len(self.shape)

    def __repr__(self):
        return f"Val({self.name}: {self.type})"


class LazyTranspose:
    """The transpose of the last two dims of `src`, not yet materialised.

    A matmul folds it into its indexing maps (as torch-mlir's linear does
    with a transposed weight); any other use materialises a linalg.transpose.
    """

    __slots__ = ("src", "shape", "et", "loc", "cache")

    def __init__(self, src, loc_):
        self.src = src
        self.shape = src.shape[:-2] + (src.shape[-1], src.shape[-2])
        self.et = src.et
        self.loc = loc_
        self.cache = None

    @property
    def rank(self):
        return len(self.shape)


def prod(xs):
    """The product of `xs` as an int (1 when empty)."""
    p = 1
    for x in xs:
        p *= int(x)
    return p


def norm_dim(d, rank):
    """A dim index made non-negative for a tensor of `rank` dims."""
    d = int(d)
    return d + rank if d < 0 else d


def pair(v, n=2):
    """An int or a sequence of ints as an n-tuple (one element: repeated)."""
    if isinstance(v, (tuple, list)):
        if len(v) == 1:
            return tuple(int(v[0]) for _ in range(n))
        return tuple(int(x) for x in v)
    return tuple(int(v) for _ in range(n))
