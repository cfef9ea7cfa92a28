"""The one list of languages, read from data/messages/languages.json, so nothing else writes it out."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

MESSAGES = Path(__file__).resolve().parent.parent / "data" / "messages"


@dataclass(frozen=True, slots=True)
class Language:
    code: str  # "pl": the catalogue folder and the value stored in guild settings
    name: str  # the language's own name, for a choice menu
    locales: tuple[str, ...]  # client locales that map to it (a prefix match on the code also does)


@lru_cache(maxsize=1)
def _table() -> tuple[tuple[Language, ...], str, str]:
    raw = json.loads((MESSAGES / "languages.json").read_text(encoding="utf-8"))
    langs = tuple(Language(str(x["code"]), str(x["name"]), tuple(x.get("locales") or ())) for x in raw["languages"])
    return langs, str(raw["default"]), str(raw["fallback"])


def languages() -> tuple[Language, ...]:
    return _table()[0]


def codes() -> tuple[str, ...]:
    """("pl", "en"): every language the catalogues are written in."""
    return tuple(lang.code for lang in languages())


def default_language() -> str:
    return _table()[1]


def fallback_language() -> str:
    return _table()[2]


def normal(lang: str | None) -> str:
    """A known language code for `lang`, or the fallback one."""
    return lang if lang in codes() else fallback_language()


def of_locale(locale: str | None, default: str | None = None) -> str:
    """The language for a client locale ("pl", "en-GB", "de"): unknown ones get the fallback language."""
    value = (locale or "").strip()
    if not value:
        return default or default_language()
    for lang in languages():
        if value == lang.code or value.startswith(lang.code + "-") or value in lang.locales:
            return lang.code
    return fallback_language()
