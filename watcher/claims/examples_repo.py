"""A repository of a library's examples implies the engine among them only where the text
names it.

ml-explore/mlx-examples holds examples written in MLX (Whisper, Stable Diffusion, early LLM
scripts such as ``llms/mixtral``) and, from early 2024, the mlx-lm package. LABELLING ("mlx vs
mlx-lm"): a figure is ``mlx-lm`` when its text names mlx-lm (``mlx_lm``, ``mlx_lm.generate``,
"MLX LM") or its source is the mlx-lm repository, and ``mlx`` when only the framework is named
("early mlx-examples scripts"). So an mlx-examples issue or PR whose title and text never name
mlx-lm implies the library, ``mlx``; one that names it implies ``mlx-lm`` as the vocabulary
maps the repository (reading rules §1: context implies; §3: names).
"""

from __future__ import annotations

from dataclasses import replace

from watcher.claims.implied import _Implied
from watcher.claims.names import Lexicon
from watcher.claims.setup_patterns import _SOURCE_PR, _SOURCE_REPO, _SOURCE_URL

# repository -> (the library its examples are written in, the engine among them)
_EXAMPLES = {"ml-explore/mlx-examples": ("mlx", "mlx-lm")}


def examples_engine(
    implied: _Implied, source: str | None, text: str, title: str, lex: Lexicon
) -> _Implied:
    """``implied`` with the library for its engine where ``source`` is in a repository of a
    library's examples and neither ``title`` nor ``text`` names the engine among them."""
    if not source or implied.engine is None:
        return implied
    source = source.strip()
    m = _SOURCE_REPO.match(source) or _SOURCE_PR.match(source) or _SOURCE_URL.search(source)
    pair = _EXAMPLES.get(m.group("repo").lower()) if m else None
    if pair is None or implied.engine != pair[1]:
        return implied
    if any(n.name == pair[1] for t in (title, text) for n in lex.find("engine", t)):
        return implied
    return replace(implied, engine=pair[0])
