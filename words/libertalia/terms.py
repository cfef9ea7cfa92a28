"""Naming Libertalia's things in a reader's language: colours, characters, loot, phases.

Ids come from the engine and data/libertalia/ (ranks, loot kinds, colours); names come from the game's own
catalogue part (data/messages/<lang>/libertalia/game.ftl), Polish ones with their grammatical gender and case forms
so a sentence can agree with them ("odrzuca Wiedźmę", "własną").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from data.libertalia.loader import game_data
from words.catalogue import attribute, format_message, has
from words.compose import Named
from words.params import Front

if TYPE_CHECKING:
    from engine.libertalia.events import LibertaliaEvent

GAME = "libertalia"  # the game key everywhere (words room, rules name, service)
PART = "libertalia/game"  # the catalogue part: data/messages/<lang>/libertalia/game.ftl
CASES = ("gen", "dat", "acc", "ins", "loc")
OPTION_ID = re.compile(r"^[a-z_]+(?::[a-z0-9_]+)*$")  # "loot:map", "owner:red:rank:23", "gain"


def colours() -> tuple[str, ...]:
    """The six colours (reputation tokens) in seat-choice order, from data/libertalia/tunables.json."""
    return game_data().colours


def word(key: str, lang: str, **params: Any) -> str:
    """One message of the game's part, filled in; the key's last part if it does not exist."""
    if not has(lang, PART, key):
        return key.rpartition(".")[2]
    return format_message(lang, PART, key, params)


def _forms(key: str, lang: str) -> dict[str, str]:
    forms = {case: attribute(lang, PART, key, case) for case in CASES}
    return {case: form for case, form in forms.items() if form}


def _named(key: str, lang: str) -> Named:
    return Named(word(key, lang), attribute(lang, PART, key, "gender"), _forms(key, lang))


def character_key(rank: int | float | str) -> str | None:
    """The data key of a rank ("17" or 17 -> "brute"); None for the Midshipman or an unknown rank."""
    chars = game_data().characters
    if isinstance(rank, str) and not rank.isdigit():
        return rank if any(c.key == rank for c in chars.values()) else None
    value = float(rank)
    if not value.is_integer() or int(value) not in chars:
        return None
    return chars[int(value)].key


def is_midshipman(rank: Any) -> bool:
    try:
        return float(rank) == game_data().midshipman_rank
    except (TypeError, ValueError):
        return False


def character(rank: int | float | str, lang: str) -> Named:
    """A character by rank (or data key), with gender and cases; the Midshipman by its rank 20.5."""
    if is_midshipman(rank):
        return _named("term.midshipman", lang)
    key = character_key(rank)
    return _named(f"term.character.{key}", lang) if key else Named(str(rank))


def character_name(rank: int | float | str, lang: str) -> str:
    return character(rank, lang).text


def card_label(rank: int | float | str, lang: str) -> str:
    """A card as a menu option shows it: "17 · Osiłek" (by rank or data key; anything else as it is)."""
    if is_midshipman(rank):
        return word("term.card", lang, rank=f"{game_data().midshipman_rank:g}", name=character_name(rank, lang))
    key = character_key(rank)
    if key is None:
        return str(rank)
    shown = next(r for r, c in game_data().characters.items() if c.key == key)
    return word("term.card", lang, rank=str(shown), name=character_name(rank, lang))


def loot(kind: str, lang: str) -> Named:
    return _named(f"term.loot.{kind}", lang) if kind in game_data().loot else Named(kind)


def loot_name(kind: str, lang: str) -> str:
    return loot(kind, lang).text


def loot_count(kind: str, count: int, lang: str, case: str | None = None) -> str:
    """Tokens of one kind with their number: "2 mapy"; `case="acc"` for an object ("oddaje 1 mapę")."""
    key = f"term.loots_acc.{kind}" if case == "acc" else f"term.loots.{kind}"
    return word(key, lang, count=count) if kind in game_data().loot else f"{count} {kind}"


def colour(value: str, lang: str) -> Named:
    if value in colours():
        return _named(f"term.colour.{value}", lang)
    return Named(value)


def colour_name(value: str, lang: str) -> str:
    return colour(value, lang).text


def phase_name(phase: str, lang: str) -> str:
    return word(f"term.phase.{phase}", lang)


def choice_kind_name(kind: str, lang: str) -> str:
    """A kind of pending choice as a short noun ("the Thief's take"); "pick" is the daily card pick."""
    key = f"term.choice_kind.{kind}"
    return word(key if has(lang, PART, key) else "term.choice_kind.other", lang)


def colours_text(value: str, lang: str) -> str:
    """A list the engine joined ("red, orange"): each known colour named, anything else left as typed."""
    return ", ".join(colour_name(c, lang) for c in value.split(", "))


COLOUR_PARAMS = frozenset({"player", "colour", "owner", "to", "from_player", "by", "winner", "chooser", "colours",
                           "seats", "current", "start"})
KINDS: dict[str, str] = {"rank": "character", "character": "character", "copy": "character", "ranks": "card",
                         "card": "card", "loot": "loot", "loot_next": "loot", "loots": "loot", "phase": "phase",
                         "kind": "choice_kind", "option": "option"}


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
            from words.libertalia.choices import option_text

            return Named(option_text("", value, lang))
        return Named(str(value))

    def title(self, lang: str) -> str:
        return word("game.name", lang)

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        from words.libertalia.events import describe

        # an event read back from the outbox is the engine's own: typed as its kinds say
        return describe(cast("LibertaliaEvent", event), lang, front)

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        from words.libertalia.actions import describe_action

        return describe_action(action, lang, front)


ROOM = LibertaliaRoom()
