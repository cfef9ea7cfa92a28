"""The words Libertalia's board writes, all from the words layer.

Board-only labels are in the board's own catalogue part (data/messages/<lang>/libertalia/board.ftl, keys
`board.*`); names of characters, loot kinds and colours come from the game's words room, so the picture and
the chat name things alike.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Any

from render.kit import has_glyph, name_and_note
from words import compose
from words.catalogue import has
from words.libertalia.terms import GAME as ROOM
from words.libertalia.terms import loot_count as counted_loot

PART = f"{ROOM}/board"


def label(lang: str, key: str, **params: int | str) -> str:
    """A board label from the game's board part, its parameters plain numbers (cached: a board asks for the
    same few dozen labels every time)."""
    return _label(lang, key, tuple(sorted(params.items())))


@lru_cache(maxsize=2048)
def _label(lang: str, key: str, params: tuple[tuple[str, int | str], ...]) -> str:
    args: dict[str, Any] = dict(params)
    return compose.text(PART, key, lang, _room=ROOM, **args)


def has_label(lang: str, key: str) -> bool:
    """Whether the board's part has this label (a kind of choice from a newer engine may not)."""
    return has(lang, PART, key)


@lru_cache(maxsize=512)
def term(kind: str, value: Any, lang: str) -> str | None:
    """A game term from the words room, or None when it has none."""
    try:
        text = compose.room(ROOM).term(kind, value, lang).text
    except (KeyError, ValueError, TypeError, LookupError):
        return None
    return text if text and text != str(value) else None


def character_name(rank: float, lang: str) -> str:
    """A character's name (the Midshipman's for rank 20.5)."""
    return term("character", int(rank) if rank == int(rank) else rank, lang) or f"#{rank}"


def loot_name(kind: str, lang: str) -> str:
    return term("loot", kind, lang) or kind


@lru_cache(maxsize=512)
def loot_count(kind: str, count: int, lang: str) -> str:
    """Tokens of one kind with their number in the catalogue's plural form: "2 beczki", "5 map", "2 barrels"."""
    return counted_loot(kind, count, lang)


def colour_name(colour: str, lang: str) -> str:
    return term("colour", colour, lang) or colour


def player_note(colour: str, names: dict[str, str]) -> str:
    """The note under a player's name (a player away: until when), or ""."""
    return "".join(ch for ch in name_and_note(names.get(colour) or "")[1] if has_glyph("sans", ch))


def player_name(colour: str, names: dict[str, str], lang: str) -> str:
    """A display name without the characters the shipped font lacks (emoji would be drawn as boxes); the
    colour's name when nothing is left."""
    raw = name_and_note(names.get(colour) or "")[0]
    kept = (ch for ch in raw if unicodedata.category(ch) != "Cf" and not 0xFE00 <= ord(ch) <= 0xFE0F)
    clean = " ".join("".join(ch for ch in kept if has_glyph("bold", ch)).split())
    return clean or colour_name(colour, lang)


def phase_name(phase: str, lang: str) -> str:
    return term("phase", phase, lang) or phase
