"""Message catalogues (Polish and English), one JSON file per part and language."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
LANGUAGES = ("pl", "en")


@lru_cache(maxsize=8)
def catalogue(lang: str, part: str = "engine") -> dict[str, str]:
    """All messages of one part in one language; unknown languages fall back to English."""
    if lang not in LANGUAGES:
        lang = "en"
    path = FOLDER / f"{part}.{lang}.json"
    data: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return data


def message(part: str, key: str, lang: str, **params: object) -> str:
    """One message of a catalogue part, filled in; English when the language lacks it, the key when both do."""
    template = catalogue(lang, part).get(key) or catalogue("en", part).get(key) or key
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
