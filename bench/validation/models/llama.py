"""One decode step of a Llama-architecture model (one new token per
sequence attending to a KV cache), written as gpt-fast's model.py computes
it so that it imports without transformers: token embedding, per layer
RMSNorm, q/k/v projections (grouped-query attention when there are fewer
KV heads), rotary embedding (rotate-half form) of q and k, attention of the
new token over the cached keys and values, the output projection and
residual, RMSNorm, the SwiGLU MLP (w2(silu(w1 x) * w3 x)) and residual;
then the final RMSNorm and the vocabulary projection.

Inputs: tokens [batch, 1] int64 and past_kv [layers, 2, batch, kv_heads,
positions, head_dim] (float): the cache each layer slices its keys and
values from (a view: no copy). Not modelled: writing the new token's key
and value into the cache (one position), the attention mask, sampling.
The rotary cos/sin of the current position are buffers.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        y = x.float()
        y = y * torch.rsqrt(torch.mean(y * y, dim=-1, keepdim=True) + self.eps)
        return y.type_as(x) * self.weight


def rotate_half(x):
    half = x.shape[-1] // 2
    return torch.cat([-x[..., half:], x[..., :half]], dim=-1)


class Attention(nn.Module):
    """fused_qkv: one [dim, (heads + 2 kv_heads) head_dim] projection split
    in three (gpt-fast's wqkv), else three (Hugging Face's q/k/v_proj)."""

    def __init__(self, dim, heads, kv_heads, fused_qkv):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim = heads, kv_heads, dim // heads
        self.fused_qkv = fused_qkv
        kv = kv_heads * self.head_dim
        if fused_qkv:
            self.wqkv = nn.Linear(dim, dim + 2 * kv, bias=False)
        else:
            self.wq = nn.Linear(dim, dim, bias=False)
            self.wk = nn.Linear(dim, kv, bias=False)
            self.wv = nn.Linear(dim, kv, bias=False)
        self.wo = nn.Linear(heads * self.head_dim, dim, bias=False)

    def forward(self, x, k_cache, v_cache, cos, sin):
        b = x.shape[0]
        g = self.heads // self.kv_heads
        kv = self.kv_heads * self.head_dim
        if self.fused_qkv:
            q, k, _ = self.wqkv(x).split([self.heads * self.head_dim, kv, kv], dim=-1)
        else:
            q, k = self.wq(x), self.wk(x)
            self.wv(x)  # the new value: written into the cache (not modelled)
        q = q.reshape(b, self.kv_heads, g, self.head_dim)
        k = k.reshape(b, self.kv_heads, 1, self.head_dim)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin  # the new key: written into the cache
        scores = torch.matmul(q, k_cache.transpose(-1, -2)) / math.sqrt(self.head_dim)
        probs = F.softmax(scores, dim=-1)
        ctx = torch.matmul(probs, v_cache)  # [b, kv_heads, g, head_dim]
        return self.wo(ctx.reshape(b, 1, self.heads * self.head_dim))


class FeedForward(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class Block(nn.Module):
    def __init__(self, dim, heads, kv_heads, hidden, eps, fused_qkv):
        super().__init__()
        self.attention = Attention(dim, heads, kv_heads, fused_qkv)
        self.feed_forward = FeedForward(dim, hidden)
        self.attention_norm = RMSNorm(dim, eps)
        self.ffn_norm = RMSNorm(dim, eps)

    def forward(self, x, k_cache, v_cache, cos, sin):
        h = x + self.attention(self.attention_norm(x), k_cache, v_cache, cos, sin)
        return h + self.feed_forward(self.ffn_norm(h))


class LlamaDecode(nn.Module):
    def __init__(self, vocab, dim, layers, heads, kv_heads, hidden, eps=1e-5, fused_qkv=False):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleList([Block(dim, heads, kv_heads, hidden, eps, fused_qkv)
                                     for _ in range(layers)])
        self.norm = RMSNorm(dim, eps)
        self.output = nn.Linear(dim, vocab, bias=False)
        head_dim = dim // heads
        self.register_buffer("cos", torch.ones(1, 1, 1, head_dim))
        self.register_buffer("sin", torch.zeros(1, 1, 1, head_dim))

    def forward(self, tokens, past_kv):
        h = self.tok_embeddings(tokens)
        for i, layer in enumerate(self.layers):
            h = layer(h, past_kv[i, 0], past_kv[i, 1], self.cos, self.sin)
        return self.output(self.norm(h))


def llama2_7b_decode():
    """Llama-2-7B as gpt-fast builds it (model.py @ 03e10bc2: ModelArgs
    defaults vocab_size 32000, norm_eps 1e-5, and transformer_configs "7B":
    32 layers, 32 heads, dim 4096; FFN find_multiple(int(2 * 4 * 4096 / 3),
    256) = 11008), with its fused wqkv projection."""
    return LlamaDecode(32000, 4096, 32, 32, 32, 11008, fused_qkv=True)


def llama2_7b_decode_hf():
    """The same model with Hugging Face's separate q/k/v projections."""
    return LlamaDecode(32000, 4096, 32, 32, 32, 11008, fused_qkv=False)
