"""Liberté's words room: which parameters of a message are the game's terms, and their names, for the composer
(words/compose.py), which finds `ROOM` through the game's descriptor (games/liberte.py)."""

from __future__ import annotations

from typing import Any

from data.liberte.loader import FACTIONS
from words.compose import Named
from words.liberte.actions import describe_action
from words.liberte.choices import option_label
from words.liberte.events import describe
from words.liberte.terms import (
    OPTION_ID,
    card_label,
    card_short,
    card_title,
    colour,
    colour_name,
    colours,
    faction,
    kind_name,
    phase_name,
    province_name,
    word,
)
from words.params import Front

COLOUR_PARAMS = frozenset({"player", "colour", "owner", "winner", "colours", "seats", "current", "start", "by"})
KINDS = {"card": "card", "province": "province", "phase": "phase", "kind": "kind", "option": "option",
         "faction": "faction", "government": "faction", "opposition": "faction"}


class LiberteRoom:
    """The words room the composer asks about Liberté's parameters (registered as "liberte")."""

    whole: frozenset[str] = frozenset()

    def kind_of(self, name: str, value: Any) -> str | None:
        if name in COLOUR_PARAMS:
            items = value if isinstance(value, list | tuple) else [value]
            return "colour" if items and all(isinstance(v, str) and v in colours() for v in items) else None
        if name == "option" and not (isinstance(value, str) and OPTION_ID.match(value)):
            return None  # an option already in words (a label), not an engine option id
        if KINDS.get(name) == "faction" and value not in FACTIONS:
            return None
        return KINDS.get(name)

    def constant(self, name: str, lang: str) -> str | None:
        if name == "all_colours":
            return ", ".join(colour_name(c, lang) for c in colours())
        return None

    def term(self, kind: str, value: Any, lang: str) -> Named:
        if kind == "colour":
            return colour(str(value), lang)
        if kind == "faction":
            return faction(str(value), lang)
        if kind == "card":
            return Named(card_label(value, lang))
        if kind == "card_title":
            return Named(card_title(value))
        if kind == "card_short":
            return Named(card_short(value, lang))
        if kind == "province":
            return Named(province_name(value, lang))
        if kind == "phase":
            return Named(phase_name(str(value), lang))
        if kind == "kind":
            return Named(kind_name(str(value), lang))
        if kind == "option":
            return Named(option_label("", value, lang))
        return Named(str(value))

    def title(self, lang: str) -> str:
        return word("game.name", lang)

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        return describe(event, lang, front)

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        return describe_action(action, lang, front)

    def secrets(self, view: dict[str, Any], colour: str, lang: str) -> list[tuple[str, str]]:
        """What a seat's own view holds that others do not see (LB-9.2): its hand."""
        placeholder = bool(view.get("placeholder_data", True))
        return [("hand", ", ".join(card_label(c, lang, placeholder) for c in view.get("hand") or []))]


ROOM = LiberteRoom()
