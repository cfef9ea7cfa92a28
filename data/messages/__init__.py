"""Message catalogues: Fluent files, data/messages/<lang>/<part>.ftl, read by the words layer (words/).

`catalogue(lang, part)` and `message(...)` remain for tests that match texts loosely against templates.
"""

from __future__ import annotations

from typing import Any

from words.catalogue import Templates
from words.compose import text
from words.languages import codes

LANGUAGES = codes()


def catalogue(lang: str, part: str = "engine") -> Templates:
    """One part in one language as {key: template with {name} holes}; unknown languages get the fallback."""
    return Templates(lang, part)


def message(part: str, key: str, lang: str, **params: Any) -> str:
    """One message of a catalogue part, filled in (Discord front end)."""
    return text(part, key, lang, **params)
