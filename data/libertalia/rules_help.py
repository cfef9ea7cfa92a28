"""Libertalia's rules help behind `/rules`: one short entry per LT id, per card and per topic, in Polish and English.

Entries live in `rules_help.en.json` and `rules_help.pl.json` beside this file, in the same shape as Mali
Powstańcy's (id, title, text, keywords), so `/rules` serves either game with the same calls: `load_rules_help`,
`lookup`, `suggest`, `heading`. Ids are rule ids (`LT-3.3`), overviews (`topic:deadlines`) and cards
(`card:brute`). The reading, matching and validation are every game's (data/rules_help.py, given this folder).
All texts are our own paraphrase; the entries say so and name the facts still unverified.
"""

from __future__ import annotations

from pathlib import Path

from data import rules_help as shared

DATA_DIR = Path(__file__).resolve().parent
RuleHelp = shared.RuleHelp
LANGUAGES = shared.LANGUAGES
MAX_CHOICES = shared.MAX_CHOICES
heading = shared.heading


def load_rules_help(lang: str, directory: Path | None = None) -> dict[str, RuleHelp]:
    """All entries of a language by id, in file order (topics first); DataError names a bad entry."""
    return shared.load_rules_help(lang, directory or DATA_DIR)


def lookup(query: str, lang: str, limit: int = 5, directory: Path | None = None) -> list[RuleHelp]:
    """Entries for a `/rules` query, best first: a section (`LT-3`), an id in any spelling, else word matches."""
    return shared.lookup(query, lang, limit, directory or DATA_DIR)


def suggest(prefix: str, lang: str, limit: int = MAX_CHOICES, directory: Path | None = None) -> list[tuple[str, str]]:
    """Autocomplete choices for `/rules`: (label, id), at most 25; ids that start with the prefix first."""
    return shared.suggest(prefix, lang, limit, directory or DATA_DIR)
