"""Events in words: one line per event, in Polish or English, for chat messages, logs and the console.

Pure: reads the catalogues in data/messages/events.<lang>.json and the board's names. Space names stay
Polish in both languages. An event meant for one player only carries "private_to": colour; everything else is public.
"""

from __future__ import annotations

from typing import Any

from data.loader import GameData, game_data
from data.messages import message

Json = dict[str, Any]


def term(key: str, lang: str, **params: Any) -> str:
    return message("events", key, lang, **params)


def colour_name(colour: str, lang: str) -> str:
    return term(f"colour.{colour}", lang)


def scout_name(scout_id: str, lang: str) -> str:
    colour, _, number = scout_id.rpartition("-")
    return term("scout", lang, colour=colour_name(colour, lang), number=number)


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
    return term(f"card.{card}", lang)


def goal_name(goal: str, lang: str, data: GameData | None = None) -> str:
    data = data or game_data()
    g = data.goals[goal]
    district = data.districts.get(g.district or "", "")
    return term(f"goal.{g.kind}", lang, district=district) + f" (+{g.points})"


def describe(event: Json, lang: str = "en", data: GameData | None = None) -> str:
    """One event as a sentence."""
    data = data or game_data()
    kind = str(event.get("type", ""))
    p: dict[str, Any] = {}
    for key, value in event.items():
        if key in ("type", "to", "rule", "private_to"):
            continue
        if key in ("space", "from") and isinstance(value, str) and value in data.spaces:
            p[key] = data.spaces[value].name
        elif key == "player" and isinstance(value, str):
            p[key] = colour_name(value, lang)
        elif key == "scout" and isinstance(value, str):
            p[key] = scout_name(value, lang)
        elif key == "order" and isinstance(value, int):
            p[key] = order_name(value, lang, data)
        elif key == "card" and isinstance(value, str):
            p[key] = term(f"ev.liberator_card.{value}", lang) if kind == "liberator_card" else card_name(value, lang)
        elif key == "token" and isinstance(value, str):
            p[key] = token_name(value, lang, data)
        elif key == "district" and isinstance(value, str):
            p[key] = data.districts.get(value, value)
        elif key == "phase":
            p[key] = term(f"phase.{value}", lang)
        elif key == "outcome":
            p[key] = term(f"outcome.{value}", lang)
        else:
            p[key] = value
    if "to" in event and kind not in ("letters_exchanged",) and isinstance(event.get("to"), str):
        to = str(event["to"])
        if to in data.spaces:
            p["to"] = data.spaces[to].name
    if kind == "letters_exchanged":
        p["from"] = scout_name(str(event["from"]), lang)
        p["to"] = scout_name(str(event["to"]), lang)
    if kind == "letter_delivered":
        p["district"] = data.districts[data.letters[str(event["letter"])].destination]
    if kind == "moved":
        p["path"] = " → ".join(data.spaces[s].name for s in event["path"])
    if kind == "game_started":
        p["seats"] = ", ".join(colour_name(c, lang) for c in event["seats"])
        p["start"] = colour_name(str(event["start_player"]), lang)
    if kind == "orders_swapped":
        p["a"], p["b"] = event["orders"]
    if kind == "buddies":
        p["a"], p["b"] = (scout_name(s, lang) for s in event["scouts"])
    if kind in ("letters_dropped", "letters_picked_up", "letters_exchanged"):
        p["count"] = len(event["letters"])
    if kind == "undone":
        p["count"] = len(event["actions"])
    key = f"ev.{kind}"
    if kind == "card_played" and event.get("auto"):
        key = "ev.card_played.auto"
    text = term(key, lang, **p)
    return text[:1].upper() + text[1:]
