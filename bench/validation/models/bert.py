"""BERT-large with a question-answering head (BertForQuestionAnswering, as
NVIDIA DeepLearningExamples' PyTorch BERT fine-tunes it on SQuAD), written
with the importer's bundled BertLayer so that it imports without
transformers: embeddings (word 30522, position 512, token type 2, each
1024 wide, then LayerNorm), 24 encoder layers (hidden 1024, 16 heads, FFN
4096, post-LayerNorm, erf GELU), and the span head Linear(1024, 2).

Inputs: input_ids and token_type_ids, [batch, seq] int64. Not modelled: the
attention mask (one [batch, seq] broadcast add per layer), the loss.
"""

import torch
import torch.nn as nn

from roofline.torch_import.models import BertLayer


class BertEmbeddings(nn.Module):
    def __init__(self, vocab=30522, hidden=1024, max_positions=512, types=2):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, hidden)
        self.position_embeddings = nn.Embedding(max_positions, hidden)
        self.token_type_embeddings = nn.Embedding(types, hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=1e-12)
        self.dropout = nn.Dropout(0.1)
        self.register_buffer("position_ids", torch.arange(max_positions).unsqueeze(0))

    def forward(self, input_ids, token_type_ids):
        seq = input_ids.shape[1]
        pos = self.position_ids[:, :seq]
        e = (self.word_embeddings(input_ids) + self.position_embeddings(pos)
             + self.token_type_embeddings(token_type_ids))
        return self.dropout(self.LayerNorm(e))


class BertForQuestionAnswering(nn.Module):
    def __init__(self, layers=24, hidden=1024, heads=16, ffn=4096):
        super().__init__()
        self.embeddings = BertEmbeddings(hidden=hidden)
        self.layer = nn.ModuleList([BertLayer(hidden, heads, ffn) for _ in range(layers)])
        self.qa_outputs = nn.Linear(hidden, 2)

    def forward(self, input_ids, token_type_ids):
        h = self.embeddings(input_ids, token_type_ids)
        for layer in self.layer:
            h = layer(h)
        return self.qa_outputs(h)


def bert_large_qa():
    return BertForQuestionAnswering()
