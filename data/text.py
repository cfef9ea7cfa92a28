"""Matching what people type: any case, with or without Polish letters (every game's names and rules help)."""

from __future__ import annotations

import unicodedata


def fold(text: str) -> str:
    """Lower-case without diacritics, so `Łazienki`, `lazienki` and `ŁAZIENKI` match."""
    text = text.replace("ł", "l").replace("Ł", "L")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower().strip()
