"""Naming Libertalia's things in a reader's language: colours, characters, loot, phases.

Ids come from the engine and data/libertalia/ (ranks, loot kinds, colours); names come from the game's own
catalogue part (data/messages/<lang>/libertalia/game.ftl), Polish ones with their grammatical gender and case forms
so a sentence can agree with them ("odrzuca Wiedźmę", "własną").
"""

from __future__ import annotations

import re
from typing import Any

from data.libertalia.loader import game_data
from games.libertalia import SPEC
from words.catalogue import attribute, format_message, has
from words.compose import Named

GAME = SPEC.key  # the game's key (games/libertalia.py): its words room
PART = f"{SPEC.folder}/game"  # the catalogue part: data/messages/<lang>/libertalia/game.ftl
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


def ability(rank: int | float | str, lang: str) -> str | None:
    """A character's ability in a few words (a pick menu's option description), its numbers from the data:
    amounts of doubloons worded with their noun, the rest as plain numbers. None for anything not a character."""
    key = character_key(rank)
    if key is None or is_midshipman(rank):
        return None
    card = next(c for c in game_data().characters.values() if c.key == key)
    params: dict[str, Any] = {}
    for phase, found in card.abilities.items():
        for name, value in found.items():
            values = value.items() if isinstance(value, dict) else [("", value)]
            for sub, number in values:
                if isinstance(number, int | float) and not isinstance(number, bool):
                    param = "_".join(p for p in (phase, name, sub) if p)  # "day_coins", "day_prices_2"
                    # the data's amounts of doubloons (characters.json): every *coins*, gain, lose, price, loss
                    coins = "coins" in name or name in ("gain", "lose", "prices", "loss_per_card")
                    params[param] = word("ability.doubloons", lang, count=abs(number)) if coins else number
    return word(f"ability.{key}", lang, **params)


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
