"""Naming Mali Powstańcy's things in a reader's language: colours, scouts, spaces, cards, tokens, orders ...

Ids come from the engine and data/; names come from the game's terms (data/messages/<lang>/mali/terms.ftl),
and place names from data/mali/board.json (proper names, Polish in both languages, with their Polish gender in
the terms catalogue so a sentence can agree with them).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from data.mali.loader import GameData, game_data
from words.catalogue import attribute, format_message, has
from words.compose import Named
from words.params import Front

if TYPE_CHECKING:
    from engine.mali.events import MaliEvent

GAME = "mali"  # the game's key (games/mali.py): its words room and catalogue folder
TERMS = "mali/terms"  # the catalogue parts of the game: data/messages/<lang>/mali/<part>.ftl
EVENTS = "mali/events"
ENGINE = "mali/engine"
BOARD = "mali/board"
SCOUT_ID = re.compile(r"^([a-z]+)-(\d+)$")
CASES = ("gen", "dat", "acc", "ins", "loc")  # the case forms a term may carry as attributes (Polish)


def colours() -> tuple[str, ...]:
    """The one list of player colours, in seat-choice order, from data/mali/tunables.json."""
    return tuple(game_data().tunables["players"]["colours"])


COLOURS = colours()


def term(key: str, lang: str, **params: Any) -> str:
    """One shared term ("colour.red", "phase.orders" ...), filled in; the key's last part if none exists."""
    if not has(lang, TERMS, key):
        return key.rpartition(".")[2]
    return format_message(lang, TERMS, key, {k: v if isinstance(v, int | float) else str(v) for k, v in params.items()})


def _known(key: str, lang: str) -> bool:
    return has(lang, TERMS, key)


def colour_name(colour: str, lang: str) -> str:
    return term(f"colour.{colour}", lang) if colour in COLOURS else colour


def colour_forms(colour: str, lang: str) -> dict[str, str]:
    """The case forms of a colour's name ({"gen": "czerwonego", ...}); none in English."""
    if colour not in COLOURS:
        return {}
    forms = {case: attribute(lang, TERMS, f"colour.{colour}", case) for case in CASES}
    return {case: form for case, form in forms.items() if form}


def scout_name(scout_id: str, lang: str, case: str | None = None) -> str:
    m = SCOUT_ID.match(scout_id)
    if not m or m.group(1) not in COLOURS:
        return scout_id
    colour = colour_forms(m.group(1), lang).get(case or "") or colour_name(m.group(1), lang)
    return term("scout", lang, colour=colour, number=int(m.group(2)))


def scout_forms(scout_id: str, lang: str) -> dict[str, str]:
    m = SCOUT_ID.match(scout_id)
    if not m:
        return {}
    return {case: scout_name(scout_id, lang, case) for case in colour_forms(m.group(1), lang)}


@lru_cache(maxsize=1)
def _space_ids_by_name() -> dict[str, str]:
    return {s.name: s.id for s in game_data().spaces.values()}


def space_id(space: str) -> str | None:
    data = game_data()
    if space in data.spaces:
        return space
    return _space_ids_by_name().get(space)


def space_name(space: str | None) -> str:
    if not space:
        return "—"
    sid = space_id(space)
    return game_data().spaces[sid].name if sid else space


def space_gender(space: str, lang: str) -> str | None:
    sid = space_id(space)
    return attribute(lang, TERMS, f"space.{sid}", "gender") if sid else None


def order_name(order_id: int, lang: str, data: GameData | None = None) -> str:
    data = data or game_data()
    o = data.orders[order_id]
    return term("order", lang, id=o.id, pickup=data.spaces[o.pickup].name,
                destination=data.spaces[o.destination].name, points=o.points)


def token_name(token: str, lang: str, data: GameData | None = None) -> str:
    data = data or game_data()
    kind = data.drop_tokens[token].kind if token in data.drop_tokens else token
    return term(f"token.{kind}", lang)


def card_name(card: str, lang: str) -> str:
    return term(f"card.{card}", lang) if _known(f"card.{card}", lang) else card


def goal_name(goal: str, lang: str, data: GameData | None = None) -> str:
    data = data or game_data()
    g = data.goals[goal]
    district = data.districts.get(g.district or "", "")
    return term(f"goal.{g.kind}", lang, district=district, points=g.points)


def district_name(district: str) -> str:
    return game_data().districts.get(district, district)


PARAM_KINDS: dict[str, str] = {
    "colour": "colour", "player": "colour", "current": "colour", "start": "colour",
    "colours": "colour", "seats": "colour",
    "space": "space", "pickup": "space", "destination": "space", "from": "space", "to": "space",
    "scout": "scout", "carrier": "scout", "scout_a": "scout", "scout_b": "scout", "from_scout": "scout",
    "to_scout": "scout", "a": "scout", "b": "scout",
    "card": "card", "token": "token", "phase": "phase", "variant": "variant", "outcome": "outcome",
    "district": "district", "goal": "goal", "action": "action", "type": "action", "source": "source",
    "actions": "actions",
}


class MaliRoom:
    """The words room the composer asks about Mali Powstańcy's parameters."""

    whole = frozenset({"actions"})

    def kind_of(self, name: str, value: Any) -> str | None:
        kind = PARAM_KINDS.get(name)
        if kind == "space" and isinstance(value, str) and SCOUT_ID.match(value):
            return "scout"  # letters pass from one scout to another
        if kind == "scout" and name in ("a", "b") and not (isinstance(value, str) and SCOUT_ID.match(value)):
            return None  # a and b are order numbers in other messages
        return kind

    def constant(self, name: str, lang: str) -> str | None:
        if name == "all_colours":  # the one list of colours (data), in the reader's language
            return ", ".join(colour_name(c, lang) for c in COLOURS)
        return None

    def term(self, kind: str, value: Any, lang: str) -> Named:
        text = str(value)
        if kind == "colour":
            if text in COLOURS:
                return Named(colour_name(text, lang), forms=colour_forms(text, lang))
            return Named(", ".join(colour_name(c, lang) for c in text.split(", ")))  # the engine joins a list
        if kind == "actions":
            from words.mali.actions import describe_action

            return Named("; ".join(describe_action(a, lang) for a in value) if isinstance(value, list) else text)
        if kind == "space":
            return Named(space_name(text), space_gender(text, lang))
        if kind == "scout":
            if isinstance(value, str):
                return Named(scout_name(text, lang), forms=scout_forms(text, lang))
            return Named(text)
        if kind == "order":
            return Named(order_name(int(value), lang) if int(value) in game_data().orders else text)
        if kind == "card":
            return Named(card_name(text, lang))
        if kind == "token":
            return Named(token_name(text, lang))
        if kind == "district":
            return Named(district_name(text))
        if kind == "goal":
            return Named(goal_name(text, lang) if text in game_data().goals else text)
        if kind in ("phase", "variant", "outcome", "action", "source"):
            return Named(term(f"{kind}.{text}", lang) if _known(f"{kind}.{text}", lang) else text)
        return Named(text)

    def title(self, lang: str) -> str:
        return term("game.name", lang)

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        from words.mali.events import describe

        # an event read back from the outbox is the engine's own: typed as its kinds say
        return describe(cast("MaliEvent", event), lang, front=front)

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        from words.mali.actions import describe_action

        return describe_action(action, lang, front)


ROOM = MaliRoom()
