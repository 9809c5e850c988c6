"""Small models written in plain PyTorch, the way users write them, for the
training-step and memory tests (test_train_coverage.py, test_memory_honest.py)
and the sweep test; each factory returns (module, input shapes), as
`import-torch path.py:factory` expects."""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class Block(nn.Module):
    """A GPT block: pre-norm, causal self-attention built from a mask made
    in the forward (torch.tril of torch.ones), a GELU MLP."""

    def __init__(self, d, h):
        super().__init__()
        self.h = h
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.attn, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc, self.fc2 = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.attn(self.ln1(x)).split(c, dim=2)
        q, k, v = (z.view(b, t, self.h, c // self.h).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        mask = torch.tril(torch.ones(t, t, dtype=torch.bool, device=x.device))
        att = F.softmax(att.masked_fill(~mask, float("-inf")), dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(b, t, c)
        x = x + self.proj(y)
        return x + self.fc2(F.gelu(self.fc(self.ln2(x))))


class GPT(nn.Module):
    """Token and position embeddings, blocks, a head tied to the token
    embedding (head.weight = wte.weight), positions from torch.arange."""

    def __init__(self, vocab=50, d=8, heads=2, layers=1, positions=16):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, d), nn.Embedding(positions, d)
        self.blocks = nn.ModuleList([Block(d, heads) for _ in range(layers)])
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)
        self.head.weight = self.wte.weight

    def forward(self, idx):
        b, t = idx.shape
        pos = torch.arange(0, t, dtype=torch.long, device=idx.device)
        x = self.wte(idx) + self.wpe(pos)
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln_f(x))


def gpt():
    return GPT(), [((1, 8), "i64")]


def gpt_larger():
    """For FLOP comparisons: 2 layers, d 64, 4 heads, 256 positions."""
    return GPT(vocab=1000, d=64, heads=4, layers=2, positions=256), [((2, 32), "i64")]


class LSTMClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(16, 32, num_layers=2, batch_first=True)
        self.fc = nn.Linear(32, 4)

    def forward(self, x):
        y, _ = self.lstm(x)
        return self.fc(y[:, -1])


def lstm2():
    return LSTMClassifier(), [(2, 5, 16)]


class GRUClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(16, 32, num_layers=2, batch_first=True)
        self.fc = nn.Linear(32, 4)

    def forward(self, x):
        y, _ = self.gru(x)
        return self.fc(y[:, -1])


def gru2():
    return GRUClassifier(), [(2, 5, 16)]


def encoder():
    """Stock nn.TransformerEncoder (nn.MultiheadAttention inside)."""
    layer = nn.TransformerEncoderLayer(32, 4, 64, batch_first=True)
    return nn.TransformerEncoder(layer, 2), [(2, 8, 32)]


class GQA(nn.Module):
    """Grouped-query attention: 8 query heads share 2 key/value heads
    (Tensor.repeat_interleave), RMS norm, SiLU-gated MLP."""

    def __init__(self, d=64, heads=8, kv=2):
        super().__init__()
        self.h, self.kv, self.hd = heads, kv, d // heads
        self.q = nn.Linear(d, d, bias=False)
        self.k = nn.Linear(d, kv * self.hd, bias=False)
        self.v = nn.Linear(d, kv * self.hd, bias=False)
        self.o = nn.Linear(d, d, bias=False)
        self.norm = nn.Parameter(torch.ones(d))
        self.gate, self.up, self.down = nn.Linear(d, 128), nn.Linear(d, 128), nn.Linear(128, d)

    def forward(self, x):
        b, t, c = x.shape
        n = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.norm
        q = self.q(n).view(b, t, self.h, self.hd).transpose(1, 2)
        k = self.k(n).view(b, t, self.kv, self.hd).transpose(1, 2)
        v = self.v(n).view(b, t, self.kv, self.hd).transpose(1, 2)
        k = k.repeat_interleave(self.h // self.kv, dim=1)
        v = v.repeat_interleave(self.h // self.kv, dim=1)
        a = F.softmax(q @ k.transpose(-2, -1) / math.sqrt(self.hd), dim=-1)
        x = x + self.o((a @ v).transpose(1, 2).reshape(b, t, c))
        return x + self.down(F.silu(self.gate(x)) * self.up(x))


def gqa():
    return GQA(), [(2, 8, 64)]


class MHAWeightsDropped(nn.Module):
    """`y, _ = mha(x, x, x)`: need_weights=True (the default), weights
    thrown away."""

    def __init__(self, read_weights=False):
        super().__init__()
        self.mha = nn.MultiheadAttention(8, 2, batch_first=True)
        self.read_weights = read_weights

    def forward(self, x):
        y, w = self.mha(x, x, x)
        return (y, w) if self.read_weights else y


def mha_dropped():
    return MHAWeightsDropped(), [(1, 4, 8)]


def convs():
    """A plain, a depthwise stride-2, a grouped 1x1 and a dilated
    convolution (the forms whose backward the importer lowers)."""
    return nn.Sequential(nn.Conv2d(3, 8, 3, padding=1),
                         nn.Conv2d(8, 8, 3, stride=2, padding=1, groups=8),
                         nn.Conv2d(8, 16, 1, groups=2),
                         nn.Conv2d(16, 16, 3, padding=2, dilation=2)), [(1, 3, 16, 16)]
