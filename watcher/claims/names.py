"""Find vocabulary names (engines, modes, hardware, precisions) in text, on word boundaries.

Every alias of a category is compiled into one alternation, longest first, so that
"self-speculative" is one mode and not "speculative" inside it, and "RTX 4090" wins over
"4090". Boundaries are explicit look-arounds: "H200" does not match inside "H2000" or
"GH200x". Patterns hold only literals and bounded quantifiers (no catastrophic backtracking
on untrusted text).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache

from watcher.claims.alternation import by_first_char
from watcher.claims.architecture_words import architecture_word
from watcher.claims.draft_models import with_draft_models
from watcher.claims.drafting_words import without_drafting_ar
from watcher.claims.families import family_spans
from watcher.claims.fractional_bits import fractional_bit_width
from watcher.claims.glued_names import glued_or
from watcher.claims.hub_names import hub_not_framework
from watcher.claims.identifiers import in_identifier
from watcher.claims.mtp_names import with_mtp_names
from watcher.claims.name_context import (
    _COUNTED_AFTER,
    _FORMAT_AFTER,
    _JOINED_AFTER,
    _JOINED_BEFORE,
    _JOINED_WORD_AFTER,
    _JOINED_WORD_BEFORE,
    _MODEL_JOINED_AFTER,
    _PATH_SEGMENT_AFTER,
    _QUARTER_AFTER,
    _QUARTER_ALIAS,
    _QUARTER_BEFORE,
    _STORAGE_AFTER,
    FORK,
    describes_model,
    named_apart,
    numeric_cut,
)
from watcher.claims.name_context import (
    not_the_weights as _not_the_weights,
)
from watcher.claims.sd_switches import with_sd_switches
from watcher.claims.spec_types import with_spec_types
from watcher.claims.written_quants import dynamic_start, without_mixes, written_types
from watcher.rules.models import Term, Vocabulary


@dataclass(frozen=True)
class Mention:
    """A vocabulary name found in text: its category, canonical name and span."""

    category: str
    name: str
    start: int
    end: int
    count: int | None = None  # hardware: "H100x8" carries its count


def _alias_pattern(alias: str) -> str:
    parts = [re.escape(p) for p in alias.split()]
    # "RTX 4090", "RTX4090", "RTX-4090" are one name.
    return r"[ \t\-]?".join(parts)


# '--speculative-config {"method": "dspark", ...}', '--speculative-algorithm NEXTN'
_SPEC_SETTING = re.compile(
    r"speculative[-_](?:config|algorithm|method)"
    r"(?:[^\n]{0,24}?method[\"']?[ \t]{0,2}[:=][ \t]{0,2}[\"']?|[ \t=]{1,3}[\"']?)"
    r"(?P<v>[A-Za-z][\w\-]{1,30})"
    # a draft model passed by flag: vLLM's "--speculative-model", llama.cpp's "--model-draft"
    r"|(?<![\w\-])--?(?:speculative[-_]model|model[-_]draft)[ \t=]{1,3}[\"']?"
    r"(?P<d>[A-Za-z][\w\-]{1,30})",
    re.IGNORECASE,
)


_FAMILY_GAP = re.compile(r"[ \t\-]{1,2}")


def _without_family_nouns(text: str, found: list[Mention]) -> list[Mention]:
    """Drop "speculative decoding" right after a method's name: in "NextN speculative
    decoding" or "MTP speculative decoding" it names the family, the method is the mode."""
    out: list[Mention] = []
    for m in found:
        prev = out[-1] if out else None
        if (
            prev is not None
            and m.name == "speculative"
            and prev.name not in ("speculative", "ar")
            and _FAMILY_GAP.fullmatch(text, prev.end, m.start)
        ):
            continue
        out.append(m)
    return out


def _drop_second(
    text: str, found: list[Mention], gap: re.Pattern[str], after: re.Pattern[str] | None = None
) -> list[Mention]:
    """Drop a mention written right after another of another name, across ``gap`` (and
    followed by ``after``, when given): the second one describes the first."""
    out: list[Mention] = []
    for m in found:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.name != m.name
            and gap.fullmatch(text, prev.end, m.start)
            and (after is None or after.match(text, m.end))
        ):
            continue
        out.append(m)
    return out


def _with_config_methods(lex: Lexicon, text: str, found: list[Mention]) -> list[Mention]:
    """Mode mentions plus the method a speculative-decoding setting names.

    A method the vocabulary knows is already found where it is written; one it does not know
    ("dspark") is still a drafter, so it names the ``speculative`` mode.
    """
    if "speculative" not in lex.names.get("mode", {}).values():
        return found
    starts = {m.start for m in found}
    extra: list[Mention] = []
    for m in _SPEC_SETTING.finditer(text):
        group = "v" if m.group("v") else "d"
        value = m.group(group)
        if m.start(group) in starts:
            continue
        if lex.canonical("mode", value) is not None or lex.find("mode", value):
            continue
        extra.append(Mention("mode", "speculative", m.start(group), m.end(group)))
    if not extra:
        return found
    return sorted([*found, *extra], key=lambda x: x.start)


def _with_families(
    lex: Lexicon, text: str, found: list[Mention], joined: frozenset[int]
) -> list[Mention]:
    """Hardware mentions plus devices named by a product family's scheme.

    A scheme's name that the vocabulary knows ("Tesla P40", "RTX 3060s") takes the
    vocabulary's canonical spelling; any other is the chip as its maker writes it. A scheme
    fills the gaps between the vocabulary's mentions, and replaces one only where it reads
    a longer name of another chip around it ("RTX 5080 D", "M4 Ultra", "Inferentia 3": the
    list knows the RTX 5080, the M4 and Inferentia).
    """
    starts = [m.start for m in found]  # in order, not overlapping
    extra: list[tuple[Mention, range]] = []
    for name, start, end, count in family_spans(text, [(m.start, m.end) for m in found], joined):
        name = lex.canonical("hardware", name) or name
        lo, hi = bisect_left(starts, start), bisect_left(starts, end)
        if lo > 0 and found[lo - 1].end > start:
            lo -= 1  # a mention starting before the scheme's reaches into it
        inside = found[lo:hi]
        if inside and not (
            all(start <= m.start and m.end <= end and m.name != name for m in inside)
            and end - start > max(m.end - m.start for m in inside)
        ):
            continue
        extra.append((Mention("hardware", name, start, end, count), range(lo, hi)))
    if not extra:
        return found
    extra.sort(key=lambda x: (x[0].start, -x[0].end))
    kept: list[Mention] = []
    replaced: set[int] = set()
    for m, covered in extra:  # two schemes never claim one span twice: the longer name wins
        if not kept or m.start >= kept[-1].end:
            kept.append(m)
            replaced.update(covered)
    rest = [m for i, m in enumerate(found) if i not in replaced]
    return sorted([*rest, *kept], key=lambda x: x.start)


_GLOSS_GAP = re.compile(r"[ \t]{0,2}\([ \t]{0,2}")


def _without_glosses(text: str, found: list[Mention]) -> list[Mention]:
    """Drop a card named in brackets right after another: in "Ryzen AI Max 385 (Strix Halo)"
    the bracket glosses the chip with its family's code name; it is not a second machine."""
    return _drop_second(text, found, _GLOSS_GAP)


@dataclass(frozen=True)
class Lexicon:
    """Compiled matchers for one vocabulary."""

    patterns: dict[str, re.Pattern[str]]
    names: dict[str, dict[str, str]]  # category -> lower-cased alias -> canonical
    numeric: frozenset[str]  # aliases made only of digits
    engine_repos: dict[str, str]  # lower-cased owner/repo -> engine
    unlisted: frozenset[str] = frozenset()  # engines outside the rules' list
    # spellings (as keyed in ``names``) of model families served only by their maker
    models: frozenset[str] = frozenset()
    # spellings (as keyed in ``names``) of an engine's programs and the lines they print
    tools: frozenset[str] = frozenset()
    clients: frozenset[str] = frozenset()  # benchmark clients: they measure another server
    formats: tuple[tuple[str, str, str], ...] = ()  # (front end, format, engine it fixes)
    embeds: frozenset[tuple[str, str]] = frozenset()  # (engine, engine whose lines it prints)

    def names_model(self, text: str, m: Mention) -> bool:
        """True when an engine mention is a served model's name, not the service's own."""
        key = _key(text[m.start : m.end])
        return m.category == "engine" and (key in self.models or key[:-1] in self.models)

    def names_client(self, text: str, m: Mention) -> bool:
        """True when an engine mention is a benchmark client, which names no server."""
        return m.category == "engine" and _key(text[m.start : m.end]) in self.clients

    def names_tool(self, text: str, m: Mention) -> bool:
        """True when an engine mention is one of its programs or a line they print."""
        return m.category == "engine" and _key(text[m.start : m.end]) in self.tools

    def find(self, category: str, text: str, joined: frozenset[int] = frozenset()) -> list[Mention]:
        """Every mention of ``category`` in ``text``, left to right, not overlapping.

        ``joined`` (hardware): where a paragraph starts that continues the one before it, as
        a list's items do; it widens the unit in which a CPU yields to an accelerator.
        """
        pattern = self.patterns.get(category)
        if pattern is None:
            return []
        found: list[Mention] = []
        for m in pattern.finditer(text):
            alias = m.group("alias")
            if alias.lower() in self.numeric and numeric_cut(text, m.start(), m.end()):
                continue
            if category == "mode" and in_identifier(text, m.start(), m.end()):
                continue
            if category == "engine" and (
                hub_not_framework(text, m.start(), m.end())  # "a Hugging Face model", "from HF"
                or architecture_word(text, m.start(), m.end())  # "so-called transformers"
                or self._joined_to_engine(text, m.start(), m.end())
                or _PATH_SEGMENT_AFTER.match(text, m.end())
                or _FORMAT_AFTER.match(text, m.end())
                # "Qwen2.5-32B-Instruct-MLX-4bit": a model's file name, joined on both sides
                or (
                    _JOINED_BEFORE.search(text, max(0, m.start() - 2), m.start())
                    and _JOINED_AFTER.match(text, m.end())
                )
            ):
                continue  # "vllm-mlx", "mlx-community/Qwen3", "MLX-format": not the engine
            if (
                category == "precision"
                and _QUARTER_ALIAS.fullmatch(alias)
                and (
                    _QUARTER_AFTER.match(text, m.end())
                    or _QUARTER_BEFORE.search(text[max(0, m.start() - 10) : m.start()])
                )
            ):
                continue  # "Q4 2025", "in Q4": a quarter, not a quantisation
            if category == "precision" and _not_the_weights(text, m.start(), m.end()):
                continue
            if category == "precision" and fractional_bit_width(text, m.start("alias")):
                continue  # "4.4bit": a mixed quantisation's average, no single type
            canonical = self.canonical(category, alias)
            if canonical is None:  # pragma: no cover - the pattern only holds aliases
                continue
            start = m.start("alias")
            if category == "precision" and (ud := dynamic_start(text, start)) is not None:
                canonical, start = "UD-" + canonical, ud  # Unsloth's dynamic variant: as written
            methods = self.names.get("mode", {})
            if category == "engine" and named_apart(text, m.start(), m.end(), canonical, methods):
                canonical = FORK
            if describes_model(text, m.start(), m.end(), canonical):
                continue  # "Llama 3.1 is an auto-regressive language model": what it is
            if (
                category == "hardware"
                and len(alias) <= 3
                and _JOINED_BEFORE.search(text[max(0, m.start() - 2) : m.start()])
            ):
                continue  # "MiniMax-M1", "Llama-L4": part of a model's name, not a chip
            if category == "hardware" and len(alias) == 2 and _STORAGE_AFTER.match(text, m.end()):
                continue
            if category == "hardware" and (
                (len(alias) <= 3 and _MODEL_JOINED_AFTER.match(text, m.end()))
                or (alias[0].isalpha() and _COUNTED_AFTER.match(text, m.end()))
            ):
                continue  # "M2-BERT", "B200 tokens": a model's name, a count; no chip
            times = m.group("times") or m.group("pre") or m.group("cjk")
            found.append(
                Mention(category, canonical, start, m.end(), int(times) if times else None)
            )
        if category == "mode":
            found = _with_config_methods(self, text, found)
            found = without_drafting_ar(text, _without_family_nouns(text, found))
            found = with_sd_switches(text, found, Mention)
            found = with_spec_types(text, found, Mention)  # "--spec-type draft-mtp"
            found = with_mtp_names(text, found, Mention)  # "Qwen3.6-27B-MTP-GGUF"
            found = with_draft_models(text, found, Mention)  # "Draft (Qwen2.5-0.5B)"
        if category == "hardware":
            found = _with_families(self, text, found, joined)
            found = _without_glosses(text, found)
        if category == "precision":
            found = without_mixes(text, self._with_written_types(text, found))
        return found

    def _with_written_types(self, text: str, found: list[Mention]) -> list[Mention]:
        """``found`` with the quant types the vocabulary does not list, named as written
        ("Q5_0_R4", "IQ4_KS"): another file than the listed type their name starts with."""
        starts = [f.start for f in found]  # in order and apart: one bisection per type

        def overlaps(start: int, end: int) -> bool:
            i = bisect_left(starts, end) - 1  # the last listed name starting before the end
            return i >= 0 and found[i].end > start

        extra = [
            Mention("precision", name, start, end)
            for name, start, type_start, end in written_types(text, self.names["precision"])
            if not _not_the_weights(text, type_start, end) and not overlaps(start, end)
        ]
        return sorted([*found, *extra], key=lambda f: f.start) if extra else found

    def _joined_to_engine(self, text: str, start: int, end: int) -> bool:
        """True when the name is hyphen-joined to another engine's name ("vllm-mlx")."""
        known = self.names.get("engine", {})
        before = _JOINED_WORD_BEFORE.search(text, max(0, start - 24), start)
        after = _JOINED_WORD_AFTER.match(text, end)
        return any(
            w is not None and w.group(1).replace("-", "").lower() in known for w in (before, after)
        )

    def canonical(self, category: str, alias: str) -> str | None:
        """The canonical name for an alias as matched (spacing and case normalised)."""
        return self.names.get(category, {}).get(_key(alias))

    def engine_for_repo(self, repo: str) -> str | None:
        """The engine whose repositories include ``owner/repo`` (case-insensitive)."""
        return self.engine_repos.get(repo.lower())

    def first(self, category: str, text: str) -> str | None:
        """The canonical name of the first mention of ``category`` in ``text``."""
        found = self.find(category, text)
        return found[0].name if found else None


def _key(alias: str) -> str:
    """An alias as ``Lexicon.names`` keys it: spacing, hyphens and case dropped."""
    # three C-level replaces, as ``re.sub(r"[ \t\-]", "", alias)`` but cheaper: asked per name
    return alias.replace(" ", "").replace("\t", "").replace("-", "").lower()


def _category_terms(vocabulary: Vocabulary) -> dict[str, dict[str, Term]]:
    return {
        "engine": dict(vocabulary.engines),
        "mode": dict(vocabulary.modes),
        "hardware": dict(vocabulary.hardware),
        "precision": dict(vocabulary.precisions),
    }


# llama.cpp's quant types ("Q4_0", "IQ3_XXS", "Q5_K_M"): written compactly in file names
_COMPACTABLE = re.compile(r"I?Q\d(?:_[A-Z0-9]{1,3}){1,2}", re.IGNORECASE)


def build_lexicon(vocabulary: Vocabulary) -> Lexicon:
    """Compile a vocabulary (use :func:`lexicon_for`, which caches)."""
    patterns: dict[str, re.Pattern[str]] = {}
    names: dict[str, dict[str, str]] = {}
    numeric: set[str] = set()
    repos: dict[str, str] = {}
    unlisted = {name for name, term in vocabulary.engines.items() if term.unlisted}
    unlisted.add(FORK)
    models = {_key(a) for term in vocabulary.engines.values() for a in term.models if a.strip()}
    tools = {_key(a) for term in vocabulary.engines.values() for a in term.tools if a.strip()}
    clients = {_key(a) for t in vocabulary.engines.values() for a in t.clients if a.strip()}
    for category, terms in _category_terms(vocabulary).items():
        table: dict[str, str] = {}
        aliases: list[str] = []
        for canonical, term in terms.items():
            table.setdefault(_key(canonical), canonical)  # results name engines canonically
            written = {
                *([canonical] if term.written else []),
                *term.aliases,
                *term.models,
                *term.tools,
                *term.clients,
            }
            if category == "precision":
                # a file name writes a quant type compactly: "q40" is Q4_0, "q5km" Q5_K_M
                written |= {a.replace("_", "") for a in written if _COMPACTABLE.fullmatch(a)}
            for alias in written:
                alias = alias.strip()
                if not alias:
                    continue
                table.setdefault(_key(alias), canonical)
                aliases.append(alias)
                if alias.isdigit():
                    numeric.add(alias.lower())
            for repo in term.repos:
                repos[repo.lower()] = canonical
        names[category] = table
        if not aliases:
            continue
        ordered = sorted(set(aliases), key=lambda a: (-len(a), a))
        alternation = by_first_char(ordered, {a: _alias_pattern(a) for a in ordered})
        if category == "hardware":
            # "H100x8", "H100 x 8", "A100*8", "H100 8枚", "A100 4张": the count after the name;
            # "H100 GPUを8基", "RTX 4090を2枚", "H100 8개": the object particle and the
            # Japanese and Korean counters between
            suffix = (
                r"(?:[ \t]?[x×*][ \t]?(?P<times>\d{1,4})(?!\.\d)"
                r"|[ \t]?(?:GPU[ \t]?)?(?:を|을|를)?[ \t]?(?P<cjk>\d{1,4})[ \t]?"
                r"(?:[枚基台张块卡개]|대(?!비|신|해|역|규|기|학))|s)?"
            )
            prefix = r"(?:(?P<pre>\d{1,4})[x×*])?"
        elif category == "precision":
            # "IQ3_XSS" is no IQ3_XS: a quant type takes no plural, a bit width may
            # "4-bits"; MLX's group size after a bit width ("Q4_G32", "q5 g32", "4bit-g64")
            # leaves the width as it is
            suffix = (
                r"(?P<times>)(?P<cjk>)(?:(?<=bit)s)?"
                r"(?:(?<=[0-9t])[ \t_\-]?g(?:32|64|128)(?![A-Za-z0-9_]))?"
            )
        else:
            suffix = r"(?P<times>)(?P<cjk>)s?"
            prefix = r"(?P<pre>)"
        # a position whose character starts no alias (nor a count) is passed over at once,
        # not tried against every alternative
        firsts = sorted({a.strip()[0].lower() for a in aliases if a.strip()} | set("0123456789"))
        starts = "".join(re.escape(c) for c in firsts)
        # "RTX 3090 Ti", "RTX 4080 SUPER" are other cards
        other_card = r"(?![ \t\-]?(?:ti|super)\b)" if category == "hardware" else ""
        # "2× RTX 5090Ollama 28 tok/s": a page's converter glues the next word to a card's
        # number; a capital and a small letter start that word ("5090Ti" is another card)
        glued = r"|(?<=\d)(?=(?-i:[A-Z][a-z]{2}))" if category == "hardware" else ""
        # "instruct_q40", "qwen3_14b_Q6_K": a quant tag joins a file name by an underscore
        before = r"(?<![A-Za-z0-9])" if category == "precision" else r"(?<![A-Za-z0-9_])"
        if category == "engine":
            before = glued_or(before, aliases)
        patterns[category] = re.compile(
            rf"(?=[{starts}]){before}{prefix}(?P<alias>{alternation}){suffix}"
            rf"(?:(?![A-Za-z0-9_]){glued}){other_card}",
            re.IGNORECASE,
        )
    return Lexicon(
        patterns,
        names,
        frozenset(numeric),
        repos,
        frozenset(unlisted),
        frozenset(models),
        frozenset(tools),
        frozenset(clients),
        tuple(
            (n, f.lower(), e) for n, t in vocabulary.engines.items() for f, e in t.formats.items()
        ),
        frozenset((n, e) for n, t in vocabulary.engines.items() for e in t.embeds),
    )


@lru_cache(maxsize=16)
def _cached(key: str) -> Lexicon:
    return build_lexicon(Vocabulary.model_validate_json(key))


def lexicon_for(vocabulary: Vocabulary) -> Lexicon:
    """The compiled lexicon for a vocabulary (cached by content)."""
    return _cached(vocabulary.model_dump_json())


def hardware_name(vocabulary: Vocabulary, reported: str | None) -> str | None:
    """Map a GPU name as NVML reports it ("NVIDIA H200") to the vocabulary's name."""
    if not reported:
        return None
    return lexicon_for(vocabulary).first("hardware", reported)


def engine_name(vocabulary: Vocabulary, reported: str | None) -> str | None:
    """Map an engine name as a result reports it to the vocabulary's canonical name."""
    if not reported:
        return None
    lex = lexicon_for(vocabulary)
    return lex.canonical("engine", reported) or lex.first("engine", reported) or reported
