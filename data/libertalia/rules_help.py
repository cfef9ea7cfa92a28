"""Libertalia's rules help behind `/rules`: one short entry per LT id, per card and per topic, in Polish and English.

Entries live in `rules_help.en.json` and `rules_help.pl.json` beside this file, in the same shape as Mali
Powstańcy's (id, title, text, keywords), so `/rules` serves either game with the same calls: `load_rules_help`,
`lookup`, `suggest`, `heading`. Ids are rule ids (`LT-3.3`), overviews (`topic:deadlines`) and cards
(`card:brute`). The reading, matching and validation are Mali's (data/mali/rules_help.py, given this folder);
this module adds what differs: a whole section by `LT-3`, and cards and topics headed by their title alone.
All texts are our own paraphrase; the entries say so and name the facts still unverified.
"""

from __future__ import annotations

import re
from pathlib import Path

from data.mali import rules_help as generic
from data.mali.names import fold

DATA_DIR = Path(__file__).resolve().parent
RuleHelp = generic.RuleHelp
LANGUAGES = generic.LANGUAGES
MAX_CHOICES = generic.MAX_CHOICES
MAX_LABEL = generic.MAX_LABEL
normalise_lang = generic.normalise_lang

_SECTION = re.compile(r"^lt[\s_.:-]*(\d+)[\s_.:-]*$")
_WORD = re.compile(r"[a-z0-9]+")


def _folder(directory: Path | None) -> Path:
    return (directory or DATA_DIR).resolve()


def _compact(text: str) -> str:
    return "".join(_WORD.findall(fold(text)))


def load_rules_help(lang: str, directory: Path | None = None) -> dict[str, RuleHelp]:
    """All entries of a language by id, in file order (topics first). Unknown languages get English.

    Raises `DataError` naming the bad entry if a file is malformed or the languages disagree on their ids.
    """
    return generic.load_rules_help(lang, _folder(directory))


def lookup(query: str, lang: str, limit: int = 5, directory: Path | None = None) -> list[RuleHelp]:
    """Entries for a `/rules` query, best first: a section (`LT-3`), an id in any spelling, else word matches."""
    section = _SECTION.match(fold(query).strip())
    if section and limit > 0:
        prefix = f"lt-{int(section.group(1))}."
        found = [e for e in load_rules_help(lang, directory).values() if e.id.lower().startswith(prefix)]
        if found:
            return found[:limit]
    return generic.lookup(query, lang, limit, _folder(directory))


def heading(entry: RuleHelp) -> str:
    """How an entry is named to players: "LT-3.3 · Gaining reputation"; a card or topic by its title alone."""
    return entry.title if ":" in entry.id else f"{entry.id} · {entry.title}"


def _label(entry: RuleHelp) -> str:
    label = heading(entry)
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1].rstrip() + "…"


def suggest(prefix: str, lang: str, limit: int = MAX_CHOICES, directory: Path | None = None) -> list[tuple[str, str]]:
    """Autocomplete choices for `/rules`: (label, id), at most 25; ids that start with the prefix first."""
    limit = max(0, min(limit, MAX_CHOICES))
    entries = load_rules_help(lang, directory)
    if not prefix.strip():
        picked = list(entries.values())
    else:
        key = _compact(prefix)
        picked = [e for e in entries.values() if key and _compact(e.id).startswith(key)]
        picked += lookup(prefix, lang, limit=MAX_CHOICES, directory=directory)
    return generic.distinct_choices(picked, _label, limit)
