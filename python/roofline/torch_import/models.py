"""Transformer blocks bundled with the importer, written as plain nn.Modules
with the module names of Hugging Face's implementations (so that reports
name "attention.self.query" or "attn.c_attn" as a user of those models
would):

- BertLayer: one BERT-base encoder layer (hidden 768, 12 heads, FFN 3072),
  post-layer-norm, GELU (erf form), eval mode;
- GPT2Block: one GPT-2 (small) block (hidden 768, 12 heads, FFN 3072),
  pre-layer-norm, GELU (tanh form), causal mask, with an optional KV cache
  (past_key / past_value inputs, concatenated as Hugging Face does).

BUILTIN maps the names the importer accepts to (factory, default input
shapes, description).
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class BertSelfAttention(nn.Module):
    def __init__(self, hidden=768, heads=12):
        super().__init__()
        self.num_heads = heads
        self.head_dim = hidden // heads
        self.query = nn.Linear(hidden, hidden)
        self.key = nn.Linear(hidden, hidden)
        self.value = nn.Linear(hidden, hidden)
        self.dropout = nn.Dropout(0.1)

    def _heads(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.num_heads, self.head_dim).permute(0, 2, 1, 3)

    def forward(self, hidden_states):
        q = self._heads(self.query(hidden_states))
        k = self._heads(self.key(hidden_states))
        v = self._heads(self.value(hidden_states))
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.head_dim)
        probs = self.dropout(F.softmax(scores, dim=-1))
        ctx = torch.matmul(probs, v).permute(0, 2, 1, 3).contiguous()
        b, s = ctx.shape[:2]
        return ctx.view(b, s, self.num_heads * self.head_dim)


class BertSelfOutput(nn.Module):
    def __init__(self, hidden=768):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=1e-12)
        self.dropout = nn.Dropout(0.1)

    def forward(self, hidden_states, input_tensor):
        return self.LayerNorm(self.dropout(self.dense(hidden_states)) + input_tensor)


class BertAttention(nn.Module):
    def __init__(self, hidden=768, heads=12):
        super().__init__()
        self.self = BertSelfAttention(hidden, heads)
        self.output = BertSelfOutput(hidden)

    def forward(self, hidden_states):
        return self.output(self.self(hidden_states), hidden_states)


class BertIntermediate(nn.Module):
    def __init__(self, hidden=768, ffn=3072):
        super().__init__()
        self.dense = nn.Linear(hidden, ffn)
        self.intermediate_act_fn = nn.GELU()

    def forward(self, x):
        return self.intermediate_act_fn(self.dense(x))


class BertOutput(nn.Module):
    def __init__(self, hidden=768, ffn=3072):
        super().__init__()
        self.dense = nn.Linear(ffn, hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=1e-12)
        self.dropout = nn.Dropout(0.1)

    def forward(self, hidden_states, input_tensor):
        return self.LayerNorm(self.dropout(self.dense(hidden_states)) + input_tensor)


class BertLayer(nn.Module):
    """One BERT-base encoder layer (no attention mask: every token attends to every token)."""

    def __init__(self, hidden=768, heads=12, ffn=3072):
        super().__init__()
        self.attention = BertAttention(hidden, heads)
        self.intermediate = BertIntermediate(hidden, ffn)
        self.output = BertOutput(hidden, ffn)

    def forward(self, hidden_states):
        a = self.attention(hidden_states)
        return self.output(self.intermediate(a), a)


class GPT2Attention(nn.Module):
    def __init__(self, hidden=768, heads=12, max_positions=1024):
        super().__init__()
        self.num_heads = heads
        self.head_dim = hidden // heads
        self.embed_dim = hidden
        self.c_attn = nn.Linear(hidden, 3 * hidden)
        self.c_proj = nn.Linear(hidden, hidden)
        self.attn_dropout = nn.Dropout(0.1)
        self.resid_dropout = nn.Dropout(0.1)
        mask = torch.tril(torch.ones(max_positions, max_positions, dtype=torch.bool))
        self.register_buffer("bias", mask.view(1, 1, max_positions, max_positions))
        self.register_buffer("masked_bias", torch.tensor(-1e4))

    def _heads(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.num_heads, self.head_dim).permute(0, 2, 1, 3)

    def forward(self, x, past_key=None, past_value=None):
        q, k, v = self.c_attn(x).split(self.embed_dim, dim=2)
        q, k, v = self._heads(q), self._heads(k), self._heads(v)
        if past_key is not None:
            k = torch.cat((past_key, k), dim=-2)
            v = torch.cat((past_value, v), dim=-2)
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.head_dim)
        q_len, k_len = q.shape[-2], k.shape[-2]
        causal = self.bias[:, :, k_len - q_len:k_len, :k_len]
        scores = torch.where(causal, scores, self.masked_bias)
        probs = self.attn_dropout(F.softmax(scores, dim=-1))
        ctx = torch.matmul(probs, v).permute(0, 2, 1, 3).contiguous()
        b, s = ctx.shape[:2]
        out = self.resid_dropout(self.c_proj(ctx.view(b, s, self.embed_dim)))
        return out, k, v


class GPT2MLP(nn.Module):
    def __init__(self, hidden=768, ffn=3072):
        super().__init__()
        self.c_fc = nn.Linear(hidden, ffn)
        self.act = nn.GELU(approximate="tanh")
        self.c_proj = nn.Linear(ffn, hidden)
        self.dropout = nn.Dropout(0.1)

    def forward(self, x):
        return self.dropout(self.c_proj(self.act(self.c_fc(x))))


class GPT2Block(nn.Module):
    """One GPT-2 small block. Returns the hidden states and the (new) K/V
    cache of this layer, [batch, heads, positions, head_dim] each."""

    def __init__(self, hidden=768, heads=12, ffn=3072):
        super().__init__()
        self.ln_1 = nn.LayerNorm(hidden, eps=1e-5)
        self.attn = GPT2Attention(hidden, heads)
        self.ln_2 = nn.LayerNorm(hidden, eps=1e-5)
        self.mlp = GPT2MLP(hidden, ffn)

    def forward(self, hidden_states, past_key=None, past_value=None):
        a, k, v = self.attn(self.ln_1(hidden_states), past_key, past_value)
        h = hidden_states + a
        h = h + self.mlp(self.ln_2(h))
        return h, k, v


def bert_layer():
    return BertLayer()


def gpt2_block():
    return GPT2Block()


# name -> (factory, default input shapes, description)
BUILTIN = {
    "bert-base-layer": (bert_layer, [(1, 128, 768)],
                        "one BERT-base encoder layer, seq 128, hidden 768, 12 heads"),
    "gpt2-block-prefill": (gpt2_block, [(1, 512, 768)],
                           "one GPT-2 block, prefill of 512 tokens, hidden 768, 12 heads"),
    "gpt2-block-decode": (gpt2_block, [(1, 1, 768), (1, 12, 512, 64), (1, 12, 512, 64)],
                          "one GPT-2 block, decode: 1 token attending to a KV cache of 512 "
                          "positions (past_key, past_value inputs) plus itself"),
}
