"""Libertalia's words room: which parameters of a message are the game's terms, and their names, for the
composer (words/compose.py), which finds `ROOM` through the game's descriptor (games/libertalia.py)."""

from __future__ import annotations

from typing import Any, cast

from engine.libertalia.events import LibertaliaEvent
from words.compose import Named
from words.libertalia.actions import describe_action
from words.libertalia.choices import option_text
from words.libertalia.events import describe
from words.libertalia.terms import (
    COLOUR_PARAMS,
    KINDS,
    OPTION_ID,
    card_label,
    character,
    choice_kind_name,
    colour,
    colour_name,
    colours,
    colours_text,
    loot,
    phase_name,
    word,
)
from words.params import Front


class LibertaliaRoom:
    """The words room the composer asks about Libertalia's parameters (registered as "libertalia")."""

    whole: frozenset[str] = frozenset()

    def kind_of(self, name: str, value: Any) -> str | None:
        if name in COLOUR_PARAMS:
            if isinstance(value, str) and ", " in value:
                return "colours_text"  # a list the engine joined for a refusal
            items = value if isinstance(value, list | tuple) else [value]
            return "colour" if items and all(isinstance(v, str) and v in colours() for v in items) else None
        if name == "option" and not (isinstance(value, str) and OPTION_ID.match(value)):
            return None  # an option already in words (a label), not an engine option id
        return KINDS.get(name)

    def constant(self, name: str, lang: str) -> str | None:
        if name == "all_colours":
            return ", ".join(colour_name(c, lang) for c in colours())
        return None

    def term(self, kind: str, value: Any, lang: str) -> Named:
        if kind == "colour":
            return colour(str(value), lang)
        if kind == "character":
            return character(value, lang)
        if kind == "card":
            return Named(card_label(value, lang))
        if kind == "loot":
            return loot(str(value), lang)
        if kind == "phase":
            return Named(phase_name(str(value), lang))
        if kind == "choice_kind":
            return Named(choice_kind_name(str(value), lang))
        if kind == "colours_text":
            return Named(colours_text(str(value), lang))
        if kind == "option":
            return Named(option_text("", value, lang))
        return Named(str(value))

    def title(self, lang: str) -> str:
        return word("game.name", lang)

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        # an event read back from the outbox is the engine's own: typed as its kinds say
        return describe(cast(LibertaliaEvent, event), lang, front)

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        return describe_action(action, lang, front)

    def secrets(self, view: dict[str, Any], colour: str, lang: str) -> list[tuple[str, str]]:
        """What a seat's own view holds that others do not see (LT-16.2): its hand, today's pick before the
        reveal, its discard pile (a finished game's page shows them at every step of its replay)."""
        out = [("hand", ", ".join(card_label(r, lang) for r in view.get("hand") or []))]
        if view.get("pick") is not None:
            out.append(("pick", card_label(view["pick"], lang)))
        if view.get("graveyard"):
            out.append(("discards", ", ".join(card_label(r, lang) for r in view["graveyard"])))
        return out


ROOM = LibertaliaRoom()
