"""A tiny random-weight llama GGUF that llama-server loads in milliseconds (tests, demos).

2 layers × 64 wide, a SentencePiece-style (``llama``) vocabulary of control tokens, 256
byte tokens and printable pieces — about half a megabyte, no download. The output rows of
control and byte tokens are zeroed, so generation only ever picks printable pieces: every
token arrives as its own chunk and EOS never ends a run early.

``omit`` drops metadata keys (e.g. ``llama.context_length``) to make a file the engine
refuses, the same shape of failure as the scenario's missing
``clover_moe.expert_shared_count``.

    python -m tests.fakes.tinygguf tiny.gguf [--omit llama.context_length]
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from pathlib import Path

ARCH = "llama"


def _pieces(n: int) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    out = [f"▁{c}" for c in letters] + list(letters)
    i = 0
    while len(out) < n:
        a, b = letters[i % 26], letters[(i // 26) % 26]
        out.append(f"▁{a}{b}" if i % 2 else f"{a}{b}")
        i += 1
    return out[:n]


def write_tiny_llama(
    path: str | Path,
    *,
    omit: Iterable[str] = (),
    layers: int = 2,
    width: int = 64,
    heads: int = 4,
    ff: int = 128,
    pieces: int = 160,
    context: int = 2048,
    seed: int = 0,
) -> Path:
    """Write the tiny model to ``path`` and return it."""
    import numpy as np
    from gguf import GGUFWriter, LlamaFileType, TokenType

    omit = set(omit)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)

    tokens = ["<unk>", "<s>", "</s>"] + [f"<0x{i:02X}>" for i in range(256)] + _pieces(pieces)
    types = (
        [TokenType.UNKNOWN, TokenType.CONTROL, TokenType.CONTROL]
        + [TokenType.BYTE] * 256
        + [TokenType.NORMAL] * pieces
    )
    scores = [0.0] * 259 + [-float(i) for i in range(pieces)]
    vocab = len(tokens)

    w = GGUFWriter(str(path), ARCH)
    meta = {
        f"{ARCH}.context_length": lambda: w.add_context_length(context),
        f"{ARCH}.embedding_length": lambda: w.add_embedding_length(width),
        f"{ARCH}.block_count": lambda: w.add_block_count(layers),
        f"{ARCH}.feed_forward_length": lambda: w.add_feed_forward_length(ff),
        f"{ARCH}.attention.head_count": lambda: w.add_head_count(heads),
        f"{ARCH}.attention.head_count_kv": lambda: w.add_head_count_kv(heads),
        f"{ARCH}.rope.dimension_count": lambda: w.add_rope_dimension_count(width // heads),
        f"{ARCH}.rope.freq_base": lambda: w.add_rope_freq_base(10000.0),
        f"{ARCH}.attention.layer_norm_rms_epsilon": lambda: w.add_layer_norm_rms_eps(1e-5),
        "general.name": lambda: w.add_name("tiny-random-llama"),
        "general.file_type": lambda: w.add_file_type(LlamaFileType.ALL_F32),
        "tokenizer.ggml.model": lambda: w.add_tokenizer_model("llama"),
        "tokenizer.ggml.tokens": lambda: w.add_token_list(tokens),
        "tokenizer.ggml.scores": lambda: w.add_token_scores(scores),
        "tokenizer.ggml.token_type": lambda: w.add_token_types(types),
        "tokenizer.ggml.unknown_token_id": lambda: w.add_unk_token_id(0),
        "tokenizer.ggml.bos_token_id": lambda: w.add_bos_token_id(1),
        "tokenizer.ggml.eos_token_id": lambda: w.add_eos_token_id(2),
    }
    for key, add in meta.items():
        if key not in omit:
            add()

    def t(*shape: int, scale: float = 0.2) -> np.ndarray:
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    # numpy shapes are the reverse of ggml's: (out, in)
    w.add_tensor("token_embd.weight", t(vocab, width))
    w.add_tensor("output_norm.weight", np.ones(width, dtype=np.float32))
    output = t(vocab, width)
    output[:259] = 0.0  # never pick control or byte tokens
    w.add_tensor("output.weight", output)
    for i in range(layers):
        w.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(width, dtype=np.float32))
        for name in ("attn_q", "attn_k", "attn_v", "attn_output"):
            w.add_tensor(f"blk.{i}.{name}.weight", t(width, width))
        w.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(width, dtype=np.float32))
        w.add_tensor(f"blk.{i}.ffn_gate.weight", t(ff, width))
        w.add_tensor(f"blk.{i}.ffn_up.weight", t(ff, width))
        w.add_tensor(f"blk.{i}.ffn_down.weight", t(width, ff))

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


def main(argv: list[str] | None = None) -> None:
    """``python -m tests.fakes.tinygguf OUT [--omit KEY]...``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--omit", action="append", default=[], help="metadata key to leave out")
    args = parser.parse_args(argv)
    print(write_tiny_llama(args.out, omit=args.omit))


if __name__ == "__main__":
    main()
