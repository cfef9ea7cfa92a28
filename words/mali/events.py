"""Engine events in words: one sentence per event, in the reader's language.

An event is a dict of ids, typed by its kind (engine/mali/events.py); this module turns each id into its name and hands the catalogue
(mali/events.ftl) numbers as numbers, so it picks the plural form, and spaces with their gender.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from data.mali.loader import GameData, game_data
from words.compose import text
from words.mali.result import end_reason, tie_line
from words.mali.terms import EVENTS, GAME, order_name, space_gender, space_name
from words.params import DISCORD, Front

if TYPE_CHECKING:  # the words do not load the engine
    from engine.mali.events import MaliEvent, TokenUsed

SKIP = frozenset({"type", "to", "rule", "private_to", "auto"})


def _space(p: dict[str, Any], name: str, space: str, lang: str) -> None:
    p[name] = space_name(space)
    gender = space_gender(space, lang)
    if gender:
        p[f"{name}_gender"] = gender


def event_params(event: MaliEvent, lang: str, data: GameData | None = None) -> tuple[str, dict[str, Any]]:
    """The catalogue key of one event and its parameters, every id already named."""
    data = data or game_data()
    kind = event["type"]
    p: dict[str, Any] = {}
    for key, value in event.items():
        if key in SKIP:
            continue
        if key in ("space", "from") and isinstance(value, str) and value in data.spaces:
            _space(p, key, value, lang)
        elif key == "card" and isinstance(value, str) and kind == "liberator_card":
            p[key] = text(EVENTS, f"ev.liberator_card.{value}", lang, _room=GAME)
        elif key == "order" and isinstance(value, int) and value in data.orders:
            p[key] = order_name(value, lang, data)
        elif key == "district" and isinstance(value, str):
            p[key] = data.districts.get(value, value)
        elif isinstance(value, list | dict):
            continue  # lists are counted or named below
        else:
            p[key] = value
    if event["type"] == "letters_exchanged":
        p["from"] = str(event["from"])  # scout ids, named (with their cases) by the composer
        p["to"] = str(event["to"])
    else:
        to = event.get("to")
        if isinstance(to, str) and to in data.spaces:
            _space(p, "to", to, lang)
    if event["type"] == "letter_delivered":
        p["district"] = data.districts[data.letters[str(event["letter"])].destination]
    elif event["type"] == "moved":
        p["path"] = " → ".join(data.spaces[s].name for s in event["path"])
    elif event["type"] == "game_started":
        p["seats"] = [str(c) for c in event["seats"]]
        p["start"] = str(event["start_player"])
    elif event["type"] == "orders_swapped":
        p["a"], p["b"] = event["orders"]
    elif event["type"] == "buddies":
        p["a"], p["b"] = (str(s) for s in event["scouts"])
    elif event["type"] == "undone":
        p["count"] = len(event["actions"])
    elif event["type"] == "game_over":  # E-1 - E-4: why it ended, and who won
        p["reason"] = end_reason(event, lang) or str(event["reason"])
        p["kind"] = event["outcome"]
        p["winners"] = [str(c) for c in event["winners"]]
        p["count"] = len(event["winners"])
    elif event["type"] == "soldier_roll":
        steps: object = event["steps"]
        if isinstance(steps, list):  # posts from before the engine counted them
            p["steps"] = len(steps)
    if event["type"] in ("letters_dropped", "letters_picked_up", "letters_exchanged"):
        p["count"] = len(event["letters"])
    key = f"ev.{kind}"
    if event["type"] == "card_played" and event.get("auto"):
        key = "ev.card_played.auto"
    elif event["type"] == "token_used":
        key = _token_used_key(event, p, data)
    return key, p


# A used token's effect (L-4.2 - L-4.7), by kind: the facts each sentence needs from the event.
TOKEN_EFFECTS = {"bandages": ("mp", ("mp_left",)), "drugs": ("mp", ("mp_left",)), "grenade": ("grenade", ("space", "threat")),
                 "radio": ("radio", ("order",)), "map": ("map", ("scout",))}


def _token_used_key(event: TokenUsed, p: dict[str, Any], data: GameData) -> str:
    """The sentence that tells a used token's effect; the plain "uses" for an event without its facts."""
    effect = TOKEN_EFFECTS.get(event["kind"])
    if effect is None or not all(name in event for name in effect[1]):
        return "ev.token_used"
    if effect[0] == "mp":  # an older event has no "mp": the token says how many it gives
        p["mp"] = event.get("mp", data.drop_tokens[event["token"]].extra_mp)
    return f"ev.token_used.{effect[0]}"


def describe(event: MaliEvent, lang: str = "en", data: GameData | None = None, front: Front = DISCORD,
             errors: list[Exception] | None = None) -> str:
    """One event as a sentence."""
    key, params = event_params(event, lang, data)
    sentence = text(EVENTS, key, lang, front, _room=GAME, _errors=errors, **params)
    if event["type"] == "game_over":  # a victory on a tied total says how the tie was broken
        sentence = " ".join(filter(None, (sentence, tie_line(event, lang))))
    return sentence[:1].upper() + sentence[1:]
