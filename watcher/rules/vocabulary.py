"""``claims`` and ``vocabulary``: curated claim sentences, and the names of engines, modes,
hardware and precisions that claim extraction reads."""

from __future__ import annotations

import datetime as dt

from pydantic import Field, model_validator

from watcher.rules.base import RepoName, Strict


class ClaimSeed(Strict):
    """A curated claim: the raw sentence and where it came from."""

    text: str = Field(min_length=1)
    source: str = Field(min_length=1, description="owner/repo#N or a URL or a publication")
    title: str | None = Field(default=None, description="PR or page title, used as context")
    date: dt.date | None = None
    measured_by: str | None = Field(
        default=None, description="who measured it, when the source says (e.g. third party)"
    )
    overrides: dict[str, str | int | float | None] = Field(
        default_factory=dict, description="fields that extraction cannot know from the text"
    )


class Term(Strict):
    """A canonical name and the spellings that mean it (matched on word boundaries)."""

    aliases: list[str] = Field(default_factory=list)
    repos: list[RepoName] = Field(default_factory=list, description="engines: their repos")
    memory_mib: int | None = Field(default=None, gt=0, description="hardware: memory per GPU")
    written: bool = Field(
        default=True,
        description="whether the canonical name is itself a spelling in text; 'vendor' names "
        "a role ('a GPU vendor', 'vendor numbers'), not a service",
    )
    models: list[str] = Field(
        default_factory=list,
        description="engines: model families only their maker serves (GPT-4o, Gemini, "
        "Mercury); a figure whose own sentence, row, heading or title names one ran on this "
        "engine, a mention elsewhere in the body names no run",
    )
    tools: list[str] = Field(
        default_factory=list,
        description="engines: its programs and the lines they print (llama-bench, "
        "llama_print_timings, 'eval rate:'); they name the engine, except in the repository of "
        "an unlisted engine, which may ship the same programs or print the same lines (a fork)",
    )
    clients: list[str] = Field(
        default_factory=list,
        description="engines: its benchmark clients ('vllm bench serve'), which measure "
        "whatever server they are pointed at: recognised, so that they are not read as the "
        "engine itself, but naming no engine",
    )
    embeds: list[str] = Field(
        default_factory=list,
        description="engines: other engines whose code its own server runs and whose lines "
        "it prints (Ollama prints llama.cpp's 'llm_load_tensors:' and 'slot print_timing:'); "
        "in its repository a line those print is its own",
    )
    formats: dict[str, str] = Field(
        default_factory=dict,
        description="engines: a front end whose engine is fixed by the model format it "
        "serves, format -> engine ('EXL2': exllamav2); the front end named with one of these "
        "formats names that engine, the format alone names none",
    )
    unlisted: bool = Field(
        default=False,
        description="engines: known, so that its figures take no other engine, but outside "
        "the engines the reading rules list: its figures name no engine",
    )


class Vocabulary(Strict):
    """Names used by claim extraction; data, not code."""

    engines: dict[str, Term] = Field(default_factory=dict)
    modes: dict[str, Term] = Field(default_factory=dict)
    hardware: dict[str, Term] = Field(default_factory=dict)
    precisions: dict[str, Term] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _formats_name_engines(self) -> Vocabulary:
        for name, term in self.engines.items():
            for fmt, engine in term.formats.items():
                if engine not in self.engines or self.engines[engine].unlisted:
                    raise ValueError(f"{name}: format {fmt!r} names no listed engine {engine!r}")
        return self
