"""A release of a project outside the rules' list: a listed engine it names apart from a
figure is not the engine of its figures.

Reading rules §1 let context imply an engine only from the repository, the title, or a
heading or table header directly above; nothing is taken from elsewhere in the page, and an
engine outside the vocabulary stays null (LABELLING: a fork, a binding or a wrapper of an
engine leaves the engine null). A release titled with its own project's name and version
("moe-stream 0.1.0", "rMLX 0.2.5", "inkling-3090 v2: ...") reports that project's figures; the
listed engines its notes name ("an expert cache inside llama.cpp", "the MLX row boundary",
"llama-server from the inkling-3090 fork") are what it builds on or ships, not what ran.

So on such a page an engine named apart from the figure (an intro paragraph, another
section) does not reach it, nor do the programs a listed engine ships (a fork ships the same
``llama-server``), nor does an engine in the title (set beside the project, it is a rival);
the figure's own sentence, row, item, paragraph and the headings above still name its engine
("Baseline llama.cpp: 37 tok/s"). An engine's own release ("Ollama v0.5.1") and a release
word ("Release v0.33.0") name no such project. Patterns hold literals and bounded
quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Lexicon

# one or two words, then a release: "v" and a number, or a three-part version; then the end,
# a colon, a bracket or a dash
_RELEASE_TITLE = re.compile(
    r"^[ \t]{0,3}(?P<name>[A-Za-z][\w.+\-]{1,40}(?:[ \t][A-Z][\w.+\-]{1,40})?)[ \t]{1,3}"
    r"(?:v\d{1,4}(?:\.\d{1,4}){0,3}|\d{1,4}\.\d{1,4}\.\d{1,4})"
    r"(?=[ \t]{0,2}(?:$|:|\(|[-–—][ \t]))"
)
# "Release v0.33.0", "Version 2.1.0": the word for a release, not a project's name
_NO_NAME = frozenset({"release", "version", "changelog", "update", "build", "tag", "patch"})


def _key(name: str) -> str:
    return re.sub(r"[ \t\-_.]", "", name).lower()


def released_project(title: str | None, lex: Lexicon) -> bool:
    """True when ``title`` opens with the name and version of a release of a project that is
    no engine of the vocabulary ("moe-stream 0.1.0", "MFQ Studio 0.3.2 - ...")."""
    release = _RELEASE_TITLE.match(title or "")
    if release is None:
        return False
    name = release.group("name")
    if name.lower() in _NO_NAME:
        return False
    # an unlisted engine's own release ("KTransformers 0.2.1") is such a project too
    listed = {_key(a) for a, e in lex.names.get("engine", {}).items() if e not in lex.unlisted}
    named = lex.find("engine", name)
    return _key(name) not in listed and all(m.name in lex.unlisted for m in named)


# a page titled with one bare name ("native-llm", "Rama", "llama2.rs") that its first line
# repeats as the heading, and whose next line says what the project is: an inference engine,
# a runtime, bindings, a port or an implementation of a model's inference
_BARE_NAME = re.compile(r"[A-Za-z][\w.\-]{1,30}")
_DESCRIBED = re.compile(
    r"(?<![A-Za-z])(?:inference|engine|runtime|bindings?|implementation|port|framework)"
    r"(?![A-Za-z])",
    re.IGNORECASE,
)
_PICTURE = ("<", "![", "[![")  # HTML, an image, a badge: no line of words
_HEAD = 600  # how far into the page its heading and first line are looked for


def described_project(title: str | None, text: str, lex: Lexicon) -> bool:
    """True when the page is the README of a project outside the vocabulary that describes
    itself ("# native-llm" then "> High-performance LLM inference in Node.js"; "# Rama" then
    "Rama is a Llama inference engine in Rust"): the engines it names apart from a figure are
    what it is built on or measured against, as on a release page of such a project."""
    name = (title or "").strip()
    if not _BARE_NAME.fullmatch(name) or lex.find("engine", name):
        return False
    lines = [ln.strip().lstrip("#>").strip() for ln in text[:_HEAD].splitlines()]
    lines = [ln for ln in lines if ln and not ln.startswith(_PICTURE)]  # a logo, a badge
    if len(lines) < 2 or lines[0].lower() != name.lower():
        return False
    return _DESCRIBED.search(lines[1]) is not None


def mark_projects(doc: _Doc, implied_engine: str | None) -> None:
    """Mark ``doc`` as a page of a project outside the vocabulary: a release or README of one
    (``own_project``: a title engine is a rival, not its engine), or a page of an unlisted
    engine's repository (``unlisted_repo``): "Slow compared to transformers" over an issue
    of candle's, "not as smooth as with Ollama" over one of mistral.rs'. A listed engine
    the title names is what the project is set against (reading rules §1), and one a post
    names apart from a figure's paragraph is no figure's engine either."""
    lex, title = doc.lex, doc.title
    if implied_engine is None and (
        released_project(title, lex) or described_project(title, doc.text, lex)
    ):
        doc.own_project = True
        doc.title_mentions["engine"] = []
    if implied_engine in lex.unlisted:
        doc.unlisted_repo = True
        doc.title_mentions["engine"] = []
