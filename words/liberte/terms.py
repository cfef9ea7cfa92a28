"""Naming Liberté's things in a reader's language: player colours, factions, phases, cards, provinces, regions.

Colours, factions, phases and the kinds of choice are the game's own words (data/messages/<lang>/liberte/terms.ftl,
Polish ones with their case forms so a sentence can agree: "gracza zielonego"). Cards, provinces, regions and
battles are named by the data set in use (data/liberte/: the owner's edition, else the placeholder), as printed:
their names are proper names, the same in every language.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from data.liberte.loader import (
    FACTIONS,
    Card,
    LiberteData,
    edition_data,
    edition_dir,
    edition_installed,
    placeholder_data,
)
from games.liberte import SPEC
from words.catalogue import attribute, format_message, has
from words.compose import Named

GAME = SPEC.key  # the game's key (games/liberte.py): its words room
TERMS = f"{SPEC.folder}/terms"  # data/messages/<lang>/liberte/terms.ftl (every part of the game's bundle has it)
EVENTS = f"{SPEC.folder}/events"  # events, questions, option labels and logged actions
CASES = ("gen", "dat", "acc", "ins", "loc")
OPTION_ID = re.compile(r"^[a-z_]+(?::[A-Za-z0-9_]+)*$")  # "play:12", "stack:5:green", "advance:7", "pass"


def _edition() -> LiberteData:
    return edition_data()  # the folder LIBERTE_DATA names (loaded once per folder)


def _edition_installed() -> bool:
    return _installed_in(str(edition_dir()))


@cache
def _installed_in(folder: str) -> bool:
    """Checked once per folder and process (the check reads and validates every file of the edition folder)."""
    return edition_installed(Path(folder))


def game_data(placeholder: bool | None = None) -> LiberteData:
    """The data set whose names the words use: the placeholder when asked (a view says which), else the one a
    new game would use (the owner's edition when one is installed)."""
    if placeholder is None:
        placeholder = not _edition_installed()
    return placeholder_data() if placeholder else _edition()


def colours() -> tuple[str, ...]:
    """The six token colours, in seat-choice order (rules.toml `player_colours`)."""
    return tuple(str(c) for c in game_data().r("player_colours"))


def word(key: str, lang: str, **params: Any) -> str:
    """One term of the game, filled in; the key's last part if it does not exist."""
    if not has(lang, TERMS, key):
        return key.rpartition(".")[2]
    return format_message(lang, TERMS, key, params)


def _named(key: str, lang: str, **params: Any) -> Named:
    forms = {case: attribute(lang, TERMS, key, case) for case in CASES}
    return Named(word(key, lang, **params), attribute(lang, TERMS, key, "gender"),
                 {case: form for case, form in forms.items() if form})


def colour(value: str, lang: str) -> Named:
    return _named(f"colour.{value}", lang) if value in colours() else Named(value)


def colour_name(value: str, lang: str) -> str:
    return colour(value, lang).text


def faction(value: str, lang: str) -> Named:
    """A faction by its letter (R, M, W): "Radicals (red)"."""
    return _named(f"faction.{value}", lang) if value in FACTIONS else Named(value)


def faction_name(value: str, lang: str) -> str:
    return faction(value, lang).text


def blocks(value: str, count: int, lang: str) -> str:
    """Blocks of one faction with their number: "2 red blocks", "2 czerwone bloki"."""
    return word(f"blocks.{value}", lang, count=count) if value in FACTIONS else f"{count} {value}"


def phase_name(phase: str, lang: str) -> str:
    key = f"phase.{phase}"
    return word(key if has(lang, TERMS, key) else "phase.other", lang, phase=phase)


def kind_name(kind: str, lang: str) -> str:
    """A kind of open choice or of tie-break as a short noun ("the province tie-break", "the action")."""
    key = f"kind.{kind}"
    return word(key if has(lang, TERMS, key) else "kind.other", lang)


def _card(cid: Any, placeholder: bool | None = None) -> Card | None:
    try:
        number = int(cid)
    except (TypeError, ValueError):
        return None
    return game_data(placeholder).cards.get(number)


def card_label(cid: Any, lang: str, placeholder: bool | None = None) -> str:
    """A card as a menu shows it: "Jean-Paul Marat · red 3 · r4 · General" (at most a button's 80 characters)."""
    card = _card(cid, placeholder)
    if card is None:
        return str(cid)
    if card.type == "special":
        return word("card.special", lang, title=card.title)
    flags = [word(f"symbol.{s}", lang) for s in ("cannon", "general", "sans_culottes") if getattr(card, s)]
    where = word("card.club_region", lang) if card.type == "club" else region_name(card.region, placeholder)
    return word("card.placing", lang, title=card.title, faction=colour_of_faction(card.faction, lang),
                value=card.value, region=where, symbols=", ".join(flags) or "-", has_symbols=str(bool(flags)).lower())


def card_title(cid: Any, placeholder: bool | None = None) -> str:
    """A card by its printed title alone (a sentence that says its value itself)."""
    card = _card(cid, placeholder)
    return str(cid) if card is None else card.title


def card_short(cid: Any, lang: str, placeholder: bool | None = None) -> str:
    """A card in few words, where a button has no room for more: "Jean-Paul Marat (red 3)"."""
    card = _card(cid, placeholder)
    if card is None:
        return str(cid)
    if card.type == "special":
        return word("card.special", lang, title=card.title)
    return word("card.short", lang, title=card.title, faction=colour_of_faction(card.faction, lang), value=card.value)


def colour_of_faction(value: str, lang: str) -> str:
    """A faction's block colour as a short adjective ("red", "czerwony")."""
    return word(f"block_colour.{value}", lang) if value in FACTIONS else value


def region_name(region: str, placeholder: bool | None = None) -> str:
    found = game_data(placeholder).regions.get(region)
    return region if found is None else found.name


def province_name(order: Any, lang: str, placeholder: bool | None = None) -> str:
    """A province by its election number, as printed: "8 · Île-de-France (Paris)"."""
    try:
        number = int(order)
        prov = game_data(placeholder).province(number)
    except (TypeError, ValueError, IndexError):
        return str(order)
    marks = [word(m, lang, vp=prov.vp) for m, on in (("mark.paris", prov.paris), ("mark.cr", prov.cr),
                                                      ("mark.vp", prov.vp > 0)) if on]
    return word("province", lang, order=number, name=prov.name, marks=", ".join(marks) or "-",
                has_marks=str(bool(marks)).lower())


def battle_name(turn: Any, placeholder: bool | None = None) -> str:
    try:
        return game_data(placeholder).turn_track[int(turn)].battle_name
    except (TypeError, ValueError, KeyError):
        return str(turn)


def special_title(special_type: str, placeholder: bool | None = None) -> str:
    found = game_data(placeholder).specials.get(special_type)
    return special_type if found is None else found.title
