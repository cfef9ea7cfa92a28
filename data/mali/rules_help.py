"""Mali Powstańcy's rules help behind `/rules`: one short entry per rule id of RULES.md (B-…, L-…, M-…, E-…,
H-…) plus a few `topic:…` overviews, in `rules_help.en.json` and `rules_help.pl.json` beside this file, read
and searched by the machinery every game's help shares (data/rules_help.py)."""

from __future__ import annotations

from pathlib import Path

from data import rules_help as shared
from data.mali.loader import DATA_DIR

RuleHelp = shared.RuleHelp
LANGUAGES = shared.LANGUAGES
MAX_CHOICES = shared.MAX_CHOICES
heading = shared.heading


def load_rules_help(lang: str, directory: Path | None = None) -> dict[str, RuleHelp]:
    """All entries of a language by id, in file order (topics first); DataError names a bad entry."""
    return shared.load_rules_help(lang, directory or DATA_DIR)


def lookup(query: str, lang: str, limit: int = 5, directory: Path | None = None) -> list[RuleHelp]:
    """Entries for a `/rules` query, best first: an id or a section (`B-5`) in any spelling, else words."""
    return shared.lookup(query, lang, limit, directory or DATA_DIR)


def suggest(prefix: str, lang: str, limit: int = MAX_CHOICES, directory: Path | None = None) -> list[tuple[str, str]]:
    """Autocomplete choices for `/rules`: (label, id), at most 25."""
    return shared.suggest(prefix, lang, limit, directory or DATA_DIR)
