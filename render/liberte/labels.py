"""The words Liberté's board writes, all from its own catalogue part (data/messages/<lang>/liberte/board.ftl,
keys `board.*`), read through the shared Fluent machinery with each language's plural rules.

The board needs no words room: it is read by key from its part directly, so it draws before (and without) the
game's descriptor being registered. A player is named by the name the front end gives, else by their colour.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Any

from render.kit import has_glyph, name_and_note
from words.catalogue import format_message, has

PART = "liberte/board"


def label(lang: str, key: str, **params: int | str) -> str:
    """A board label, its parameters plain numbers or words (cached: a board asks for the same few dozen)."""
    return _label(lang, key, tuple(sorted(params.items())))


@lru_cache(maxsize=4096)
def _label(lang: str, key: str, params: tuple[tuple[str, int | str], ...]) -> str:
    args: dict[str, Any] = dict(params)
    return format_message(lang, PART, key, args)


def has_label(lang: str, key: str) -> bool:
    return has(lang, PART, key)


def colour_name(colour: str, lang: str) -> str:
    key = f"board.colour.{colour}"
    return label(lang, key) if has_label(lang, key) else colour


def player_name(colour: str, names: dict[str, str], lang: str) -> str:
    """A display name without the characters the shipped font lacks (emoji would be drawn as boxes); the
    colour's name when nothing is left."""
    raw = name_and_note(names.get(colour) or "")[0]
    kept = (ch for ch in raw if unicodedata.category(ch) != "Cf" and not 0xFE00 <= ord(ch) <= 0xFE0F)
    clean = " ".join("".join(ch for ch in kept if has_glyph("bold", ch)).split())
    return clean or colour_name(colour, lang)
