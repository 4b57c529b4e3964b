"""Which engine mentions name the engine a text's figures ran on.

A chip company's hosted service ("the Cerebras inference API") is the vendor's engine; an
engine named as another's backend ("LM Studio + MLX engine") runs inside it; a benchmark
client's ``--backend vllm`` names a protocol; a PR title's tag ("[MLX] ...") names a part
of the repository; an issue asking for a method to be added measures it elsewhere.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from watcher.claims.cell_backends import cell_backends
from watcher.claims.document import _Doc, _Span, baseline_in
from watcher.claims.link_targets import in_address, in_link_target
from watcher.claims.method_code import without_method_code
from watcher.claims.models import VENDOR
from watcher.claims.names import Lexicon, Mention
from watcher.claims.pair_apart import Hosts, paired_apart
from watcher.claims.service_docs import without_service_docs
from watcher.claims.slash_pairs import slash_pair_starts
from watcher.claims.units import Sentences

# "the Cerebras inference API", "Cerebras Inference", "SambaNova Cloud": a chip company's
# hosted service is the vendor's own engine (the chip stays the hardware)
_HOSTED_AFTER = re.compile(
    r"(?:'s|’s)?[ \t]{1,2}(?:(?:inference|cloud)[ \t]{1,2})?(?:API|Inference|Cloud)(?![A-Za-z])"
)


def _hosted(text: str, chips: list[Mention], lex: Lexicon) -> list[Mention]:
    """``vendor`` engine mentions where a chip company's hosted service is named."""
    if VENDOR not in lex.names.get("engine", {}).values():
        return []
    return [
        Mention("engine", VENDOR, m.start, hit.end())
        for m in chips
        if (hit := _HOSTED_AFTER.match(text, m.end)) is not None
    ]


# "feels like ChatGPT", "rivals GPT-4o", "on par with Claude", "GPT-4-class": a served model
# named as a yardstick of quality or feel; the figure is not the maker's service
_LIKENED_BEFORE = re.compile(
    r"(?<![a-z])(?:like|unlike|rivals?|rivall?ing|match(?:es|ing)?|beats?|beating"
    r"|outperform(?:s|ing)?|surpass(?:es|ing)?|comparable[ \t]to|on[ \t]par[ \t]with"
    r"|similar[ \t]to|close[ \t]to|level[ \t]of|quality[ \t]of|as[ \t]good[ \t]as"
    r"|such[ \t]as|e\.g\.,?|including)[ \t]{1,2}(?:the[ \t]|OpenAI['’]s[ \t]|Google['’]s[ \t])?$"
    r"|(?:媲美|比肩|超越|类似|像)[ \t]?$",
    re.IGNORECASE,
)
# ("ChatGPT-shaped responses": the model's shape, not where it ran; reading rules §3)
_LIKENED_AFTER = re.compile(
    r"[\w.\- ]{0,16}?[ \t\-](?:level|class|quality|tier|like|shaped)(?![a-z])"
    r"|[\w.\- ]{0,16}?级",
    re.IGNORECASE,
)
_PRODUCT_AFTER = re.compile(r"[ \t](?:Code|CLI|Desktop|app)(?![A-Za-z])")
# "an OpenAI API-compatible server", "compatible with the OpenAI API", "the OpenAI API
# format": a service's interface that another server speaks, not the service that ran
_PROTOCOL_AFTER = re.compile(
    r"[ \t\-]{0,2}(?:(?:client|chat)[ \t\-]{1,2})?(?:API[ \t\-]{0,2})?"
    r"(?:compatible|compat|compliant|style|format|protocol|spec(?:ification)?|schema|SDK"
    r"|endpoints?[ \t]{1,2}compatible|兼容|互換)(?![a-z])",
    re.IGNORECASE,
)
_PROTOCOL_BEFORE = re.compile(
    r"(?<![a-z])(?:compatible[ \t]{1,2}with|compliant[ \t]{1,2}with|mimics|speaks|like)"
    r"[ \t]{1,2}(?:the[ \t]{1,2}|an?[ \t]{1,2})?$",
    re.IGNORECASE,
)


def without_protocols(text: str, engines: list[Mention]) -> list[Mention]:
    """The engine mentions, less a hosted service named as the interface another server
    speaks ("OpenAI API-compatible endpoint"): the figure ran on that other server."""
    return [
        m
        for m in engines
        if not (
            m.name == VENDOR
            and (
                _PROTOCOL_AFTER.match(text, m.end)
                or _PROTOCOL_BEFORE.search(text, max(0, m.start - 24), m.start)
            )
        )
    ]


def without_likened_models(text: str, engines: list[Mention], lex: Lexicon) -> list[Mention]:
    """The engine mentions, less served models named as a yardstick or as a tool.

    "as fast as it feels like ChatGPT", "matches GPT-4.1 Nano", "GPT-4-level answers":
    the model is what the figure is likened to, not where it ran; "Claude Code" is an app.
    """
    return [
        m
        for m in engines
        if not (
            lex.names_model(text, m)
            and (
                _LIKENED_BEFORE.search(text, max(0, m.start - 32), m.start)
                or _LIKENED_AFTER.match(text, m.end)
                or _PRODUCT_AFTER.match(text, m.end)
            )
        )
    ]


@dataclass(frozen=True)
class TitleEngines:
    """What a title says of engines, read once for the body and for the figures.

    ``subject``: the engines it names as its subject (not a baseline, a yardstick, an
    interface, nor an app's backend); ``named``: every engine it names at all; ``backends``:
    those it names as an app's backend ("LM Studio 0.3.4, powered by Apple MLX").
    """

    subject: list[Mention]
    named: frozenset[str]
    backends: frozenset[str]
    formats: frozenset[str] = frozenset()  # model formats it names ("exl2"), lower-case


def title_engines(title: str, lex: Lexicon) -> TitleEngines:
    """The engines a title names, found and filtered in one pass (reading rules §1: the
    title is context): not a baseline ("... slower than vLLM") nor a yardstick ("...
    matches GPT-4.1 Nano"); "Ollama is now powered by MLX" names the app, not its backend."""
    formats = _formats_in(title, 0, len(title), lex)
    sentences = Sentences.of(title)
    in_title = _front_ends(title, lex.find("engine", title), lex, sentences, formats)
    found = without_likened_models(title, without_protocols(title, in_title), lex)
    hosted = _hosted(title, lex.find("hardware", title), lex)  # "... on Cerebras Inference"
    found = sorted([*found, *hosted], key=lambda m: m.start)
    candidates = [m for m in found if not baseline_in(title, m)]
    subject = _without_backends(title, candidates)
    subject = _without_app_backends(title, subject, sentences)
    return TitleEngines(
        subject=subject,
        named=frozenset(m.name for m in in_title),
        backends=frozenset({m.name for m in candidates} - {m.name for m in subject}),
        formats=formats,
    )


def _formats_in(text: str, start: int, end: int, lex: Lexicon) -> frozenset[str]:
    """The model formats a front end's vocabulary knows ("EXL2") named in ``text[start:end]``,
    lower-case; "Llama-3-8B-exl2" names one inside a model's name."""
    if not lex.formats:
        return frozenset()
    return frozenset(
        m.group(0).lower() for m in _format_words(lex.formats).finditer(text, start, end)
    )


@lru_cache(maxsize=8)
def _format_words(formats: tuple[tuple[str, str, str], ...]) -> re.Pattern[str]:
    words = sorted({re.escape(f) for _, f, _ in formats}, key=lambda w: (-len(w), w))
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(words) + r")(?![A-Za-z0-9])", re.I)


def _front_ends(
    text: str,
    engines: list[Mention],
    lex: Lexicon,
    sentences: Sentences,
    titled: frozenset[str] = frozenset(),
) -> list[Mention]:
    """The engine mentions, with a front end whose engine its model's format fixes named as
    that engine (reading rules §3; LABELLING: TabbyAPI with an EXL2 model is exllamav2, with
    EXL3 exllamav3). The format is read in the front end's own sentence, else in the title
    (``titled``); an engine it fixes named in that sentence ("TabbyAPI + ExLlamaV3") stands
    for it. With no format, or two, the front end stays as it is: it names no engine."""
    if not lex.formats:
        return engines
    out: list[Mention] = []
    for m in engines:
        fixes = {f: e for name, f, e in lex.formats if name == m.name}
        if not fixes:
            out.append(m)
            continue
        here = sentences.around(m.start)
        if any(o.name in fixes.values() and here.start <= o.start < here.end for o in engines):
            continue  # "TabbyAPI + ExLlamaV3": the engine is named beside it
        named = {fixes[f] for f in _formats_in(text, here.start, here.end, lex) if f in fixes}
        if not named:
            named = {fixes[f] for f in titled if f in fixes}
        out.append(Mention("engine", named.pop(), m.start, m.end) if len(named) == 1 else m)
    return out


def engine_mentions(
    text: str,
    mentions: dict[str, list[Mention]],
    lex: Lexicon,
    title: TitleEngines,
    sentences: Sentences,
) -> tuple[list[Mention], frozenset[int]]:
    """The engines a text names for its figures, and where those that hold only for their
    own sentence or row start: a hosted service ("the Cerebras inference API") and a served
    model ("GPT-4o") named elsewhere in the body are a comparison or an aside, not the
    page's engine."""
    hosted = _hosted(text, mentions["hardware"], lex)
    engines = _front_ends(text, mentions["engine"], lex, sentences, title.formats)
    engines = without_service_docs(text, engines)  # "the official API docs": pages, no run
    engines = without_method_code(
        text, engines, mentions.get("mode", [])
    )  # "Eagle (official repo)"
    found = _without_app_backends(
        text,
        _without_backends(
            text,
            sorted(
                [
                    *without_likened_models(text, without_protocols(text, engines), lex),
                    *hosted,
                ],
                key=lambda m: m.start,
            ),
        ),
        sentences,
        title.named,
    )
    # "LM Studio 0.3.4, powered by Apple MLX": a title saying the app runs on its backend
    # makes the page about the app's runs; its backend named in the body is the app's
    found = [m for m in found if m.name not in title.backends]
    # "vllm bench serve --base-url ...": a client measures whatever server it is pointed at
    # (LABELLING: it names the client tool, not the engine)
    found = [m for m in found if not lex.names_client(text, m)]
    # "[1d799da](https://github.com/acme/vllm/tree/1d799da)": an address the reader never sees
    found = [m for m in found if not in_link_target(text, m)]
    found = [m for m in found if not in_address(text, m)]  # "ghcr.io/x/vllm-y:v1"
    # "ik_llama.cpp's llama-bench": another engine's program, owned by the one named
    found = [
        m
        for i, m in enumerate(found)
        if not (
            i > 0
            and lex.names_tool(text, m)
            and found[i - 1].name != m.name
            and _POSSESSIVE_GAP.fullmatch(text, found[i - 1].end, m.start)
        )
    ]
    local = {m.start for m in hosted}
    local.update(m.start for m in found if lex.names_model(text, m))
    return found, frozenset(local)


def titled_service_elsewhere(
    engine: Mention | None, card: Mention | None, own: _Span, doc: _Doc
) -> bool:
    """True when the title's hosted service or served model is the figure's engine but the
    figure's own sentence names a card the title does not: "people running 405B on 8×H100
    report ~80 tok/s" under a title about Cerebras Inference is someone else's run
    (LABELLING: a page title naming a hosted service does not give its engine to figures on
    other hardware)."""
    if engine is None or card is None or engine.name != VENDOR:
        return False
    if engine in doc.index["engine"] or not own.start <= card.start < own.end:
        return False
    return card.name not in {m.name for m in doc.title_mentions["hardware"]}


def served_elsewhere(engine: Mention | None, card: Mention | None, own: _Span, doc: _Doc) -> bool:
    """True when a hosted service or served model named in the figure's own sentence is its
    engine and the card was named outside that sentence: the maker runs its service on its
    own machines, and a GPU the page names elsewhere is someone's local setup (LABELLING: a
    hosted API's row takes none of the local GPU)."""
    return (
        engine is not None
        and card is not None
        and engine.start in doc.sentence_only
        and engine in doc.index["engine"]
        and own.start <= engine.start < own.end
        and not own.start <= card.start < own.end
    )


# "add 'prompt lookup decoding'", "[Feature]: support EAGLE", "Enable using a draft model",
# "possible to integrate into vllm?": a request to add a method; its figures come from
# elsewhere, not the repository's engine (LABELLING: a feature request measuring the
# requested method)
_REQUEST_TITLE = re.compile(
    r"^[ \t]*(?:\[[^\]\n]{1,30}\][ \t:]*)?(?:feature[ \t]request[ \t:]*)?"
    r"(?:add|support|implement|integrate|request|enable|allow|expose)(?![a-z])",
    re.IGNORECASE,
)
_REQUEST_TEXT = re.compile(
    r"(?<![a-z])integrat(?:e|ed|ing)[ \t](?:\w+[ \t]){0,2}into(?![a-z])", re.I
)


def _requested(doc: _Doc) -> bool:
    """True when an issue asks for a method to be added to the repository's engine (a PR
    titled "Add ..." adds it, and measures it in the engine)."""
    return bool(_REQUEST_TITLE.search(doc.title) or _REQUEST_TEXT.search(doc.text[:4000]))


# "LM Studio + MLX engine", "LM Studio's llama.cpp and MLX engines", "Ollama replaces its
# llama.cpp backend": an engine named as another's backend runs inside it; the app is the
# engine the figures were measured with (LABELLING: LM Studio running MLX is lm-studio)
_BACKEND_AFTER = re.compile(
    r"(?:[ \t]{0,2}(?:and|&|,|和|与|與|及|、|と)[ \t]{0,2}[\w.\-]{2,20})?[ \t]{0,2}"
    r"(?:engines?|backends?|runtimes?|frameworks?|引擎|后端|後端|エンジン)(?![a-z])",
    re.IGNORECASE,
)
_OWNER_GAP = re.compile(r"(?:'s|’s|的)?[^\n.;:!?。；]{0,40}$")
_NOT_OWNER = re.compile(r"(?<![a-z])(?:vs\.?|versus|than|compared|against|or)(?![a-z])", re.I)


def _without_backends(text: str, engines: list[Mention]) -> list[Mention]:
    """The engine mentions, less those named as another engine's backend."""
    out: list[Mention] = []
    for i, m in enumerate(engines):
        owner = _owner_before(engines, i)
        if (
            owner is not None
            and _BACKEND_AFTER.match(text, m.end)
            and _OWNER_GAP.fullmatch(text, owner.end, m.start)
            and not _NOT_OWNER.search(text, owner.end, m.start)
        ):
            continue
        out.append(m)
    return out


def _owner_before(engines: list[Mention], i: int) -> Mention | None:
    """The nearest other engine ending within 40 characters before ``engines[i]``.

    Mentions are in text order, so the walk back stops at the first one too far away: a
    page naming an engine thousands of times stays linear.
    """
    m = engines[i]
    for j in range(i - 1, -1, -1):
        o = engines[j]
        if m.start - o.end > 40:
            return None
        if o.name != m.name:
            return o
    return None


# Apps that run a model on another engine: the app is the engine its runs are measured with
# (reading rules: "X via Y" and apps over their backends; LABELLING: LM Studio running its
# MLX engine is lm-studio)
RUNS_ON: dict[str, frozenset[str]] = {
    "ollama": frozenset({"llama.cpp", "mlx"}),
    "lm-studio": frozenset({"llama.cpp", "mlx", "mlx-lm"}),
    "koboldcpp": frozenset({"llama.cpp"}),
    "mlx-lm": frozenset({"mlx"}),
}
# a library that runs no model by itself: in the repository of the engine built on it, its
# name is that engine ("after updating MLX" in an mlx-lm issue)
LIBRARIES = frozenset({"mlx"})
# apps hosting runtimes (LM Studio, Ollama), not an engine built on a library (mlx-lm on MLX)
_APPS = {app: runs for app, runs in RUNS_ON.items() if not runs <= LIBRARIES}
# words that make an app's other engine its backend: "Ollama moves its runtime from
# llama.cpp to MLX", "MLX via LM Studio", "powered by llama.cpp", "LM Studio's MLX engine"


def library_in_own_repo(engine: str | None, implied: str | None, source: str | None) -> bool:
    """True for a library named in the repository of the engine built on it ("MLX" in an
    issue of ``ml-explore/mlx-lm``, of LM Studio's ``lmstudio-ai/mlx-engine``): the issue is
    about that engine's runs. A repository of examples for the library itself keeps the
    library's name: the repository (owner or name) must be named after the engine."""
    if engine not in LIBRARIES or implied is None or engine not in RUNS_ON.get(implied, ()):
        return False
    address = re.sub(r"[\-_.]", "", (source or "").lower())
    return re.search(r"(?:^|/)" + re.escape(re.sub(r"[\-_.]", "", implied)), address) is not None


def library_under_named_engine(engine: str | None, implied: str | None, doc: _Doc) -> bool:
    """True for a library named ("### MLX") in a repository that implies the engine built on
    it, when the text also names that engine ("MLX-LM: 0.20.4" in the setup): the post ran
    the engine (LABELLING, mlx vs mlx-lm: a post whose setup names mlx-lm is `mlx-lm`)."""
    if engine not in LIBRARIES or implied is None or engine not in RUNS_ON.get(implied, ()):
        return False
    key = (None, "engine named", 0)
    named = doc.flags.get(key)
    if not isinstance(named, frozenset):
        named = frozenset(m.name for m in doc.mentions["engine"])
        doc.flags[key] = named
    return implied in named


_BACKEND_WORD = re.compile(
    r"(?<![a-z])(?:backends?|engines?|runtimes?|frameworks?|via|powered[ \t]by|built[ \t]on"
    r"|runs[ \t]on|on[ \t]top[ \t]of|based[ \t]on)(?![a-z])|引擎|后端|後端|エンジン|バックエンド"
    # "Ollama, which is llama.cpp-based, ...": the app's foundation, joined to its name
    r"|-based(?![a-z])"
    r"|搭載|搭载|基于|基於|ベース",  # "MLX搭載", "基于 llama.cpp": powered by, built on
    re.IGNORECASE,
)
_ITS_BACKEND = re.compile(
    r"[ \t\-]{0,2}(?:engines?|backends?|runtimes?)(?![a-z])|[ \t]{0,2}(?:引擎|后端|後端|エンジン)",
    re.IGNORECASE,
)


_POSSESSIVE_GAP = re.compile(r"(?:'s|’s)[ \t]{1,2}(?:own[ \t]{1,2})?`?")
_BRACKETED = re.compile(r"(?:[ \t]{1,2}v?\d[\w.]{0,12})?[ \t]{0,2}[(\[（][ \t]{0,2}")
# "LM Studio using llama.cpp", "Ollama, running llama.cpp under the hood,", "KoboldCpp with its
# llama.cpp": the app names the runtime it runs on, right after it (reading rules §3 and
# LABELLING: LM Studio running its MLX engine is lm-studio; an app and the runtime it names
# are the app's run). Only the words joining the two: "LM Studio and llama.cpp using ..."
# names two engines
_USING_GAP = re.compile(
    r"(?:[ \t]{1,2}v?\d[\w.]{0,12})?[ \t]{0,2},?[ \t]{0,2}\(?"
    r"(?:using|uses|used|running|runs|ran|with[ \t]{1,2}its|on[ \t]{1,2}its|through|via)"
    r"[ \t]{1,2}(?:its[ \t]{1,2}|the[ \t]{1,2}|a[ \t]{1,2})?"
    r"(?:bundled[ \t]{1,2}|built-in[ \t]{1,2})?`?"
)
# "llama.cpp in LM Studio", "the MLX runtime inside LM Studio", "llama.cpp through Ollama":
# the runtime named first, run by the app right after it
_INSIDE_GAP = re.compile(
    r"`?(?:[ \t\-]{0,2}(?:engines?|backends?|runtimes?))?[ \t]{1,2}"
    r"(?:in|inside|within|through|via|under)[ \t]{1,2}(?:the[ \t]{1,2})?"
)


def _without_app_backends(
    text: str,
    engines: list[Mention],
    sentences: Sentences,
    titled: frozenset[str] = frozenset(),
) -> list[Mention]:
    """The engine mentions, less an app's backends named in the app's own sentence.

    "Ollama replaces its llama.cpp backend with the MLX framework", "llama.cpp via Ollama":
    the sentence names the app and says the other engine runs under it. "The MLX engine"
    on a page that names an app running on MLX (``titled``: the engines its title names) is
    that app's backend wherever the page says so. A mention's sentence is the one the
    figures are read by (``sentences``).
    """
    apps_named = {m.name for m in engines if m.name in RUNS_ON} | (titled & RUNS_ON.keys())
    if not apps_named:
        return engines
    drop: set[int] = {
        m.start
        for m in engines
        if _ITS_BACKEND.match(text, m.end)
        and any(m.name in RUNS_ON[a] for a in apps_named if a != m.name)
    }
    # "LM Studio (MLX)", "Ollama [llama.cpp]": the backend in brackets after the app
    drop.update(
        m.start
        for app, m in pairwise(engines)
        if m.name in RUNS_ON.get(app.name, ())
        and (
            _BRACKETED.fullmatch(text, app.end, m.start)
            or _USING_GAP.fullmatch(text, app.end, m.start)
        )
    )
    # "llama.cpp in LM Studio": the runtime before the app that runs it
    drop.update(
        m.start
        for m, app in pairwise(engines)
        if m.name in RUNS_ON.get(app.name, ()) and _INSIDE_GAP.fullmatch(text, m.end, app.start)
    )
    by_sentence: dict[_Span, list[Mention]] = {}
    for m in engines:
        by_sentence.setdefault(sentences.around(m.start), []).append(m)
    for sentence, here in by_sentence.items():
        apps = {m.name for m in here if m.name in RUNS_ON}
        if not apps or not _BACKEND_WORD.search(text, sentence.start, sentence.end):
            continue
        hosts: dict[str, Hosts] = {}  # an engine's apps in the sentence, gathered once
        for m in here:
            if not any(m.name in RUNS_ON[a] for a in apps if a != m.name):
                continue
            if m.name not in hosts:
                hosts[m.name] = Hosts([a for a in here if m.name in RUNS_ON.get(a.name, ())])
            if not paired_apart(m, hosts[m.name], text):
                drop.add(m.start)
    drop.update(cell_backends(engines, text, _APPS))
    drop -= slash_pair_starts(engines, text)  # "Runtime: LM Studio / llama.cpp": neither alone
    return [m for m in engines if m.start not in drop]


# a benchmark client's "--backend vllm": the API it speaks, not the server that answered
_CLIENT_BACKEND = re.compile(r"--backend[ \t=]{1,3}$")
_TITLE_TAGS = re.compile(r"[ \t]{0,3}(?:\[[^\]\n]{1,40}\][ \t]{0,3}){1,6}")


def backends_of_repo(text: str, found: list[Mention], repo_engine: str | None) -> list[Mention]:
    """``found`` less the other engines named as a backend in an engine's own repository:
    "Enables TRT-LLM backend for target_verify" in an SGLang PR names a part of SGLang (an
    attention or kernel backend), not another engine that ran (reading rules §1: context)."""
    if repo_engine is None:
        return found
    return [m for m in found if m.name == repo_engine or not _BACKEND_AFTER.match(text, m.end)]
