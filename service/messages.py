"""Outgoing words as plain data: a message is a key plus parameters, turned into text only at the edge.

Service texts live in data/messages/service.<lang>.json; engine events are worded by engine.narrate, so a
cog (or the console) picks the language per reader: the server's for public posts, the user's for
private ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from data.messages import catalogue, message
from engine.narrate import card_name, colour_name, describe, order_name, scout_name, token_name

Json = dict[str, Any]
EVENT = "event"  # a Message with this key wraps one engine event in params["event"]


def service_text(key: str, lang: str, **params: Any) -> str:
    return message("service", key, lang, **params)


@dataclass(frozen=True, slots=True)
class Message:
    key: str
    params: Json = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        if self.key == EVENT:
            return describe(self.params["event"], lang)
        params = words(self.params, lang)
        if "actions" in self.params:
            params["actions"] = "; ".join(describe_action(a, lang) for a in self.params["actions"])
        if "owes" in self.params:
            params["owes"] = service_text(f"owes.{self.params['owes']}", lang, **params)
        return service_text(self.key, lang, **params)


def _word(key: str, value: Any, lang: str) -> Any:
    """Colours and phases in the reader's language; everything else as given."""
    if key in ("colour", "player") and isinstance(value, str):
        return colour_name(value, lang)
    if key == "phase" and isinstance(value, str):
        return catalogue(lang, "events").get(f"phase.{value}", value)
    if key == "variant" and isinstance(value, str):
        return catalogue(lang, "events").get(f"variant.{value}", value)
    return value


def words(params: Json, lang: str) -> Json:
    """Parameters with colours, phases and variants in the reader's language."""
    return {k: _word(k, v, lang) for k, v in params.items()}


def describe_action(action: Json, lang: str = "en") -> str:
    """One logged action (engine action dict) in words, for undo and rollback summaries and the log."""
    from data.loader import game_data

    data = game_data()
    player = str(action.get("player", ""))
    p: dict[str, Any] = {"player": colour_name(player, lang) if player else "?"}
    for key, value in action.items():
        if key in ("type", "player") or value is None:
            continue
        if key in ("scout", "scout_a", "scout_b", "from_scout", "to_scout") and isinstance(value, int):
            p[key] = scout_name(f"{player}-{value}", lang)
        elif key in ("to", "space") and isinstance(value, str) and value in data.spaces:
            p[key] = data.spaces[value].name
        elif key in ("order", "order_a", "order_b") and isinstance(value, int) and value in data.orders:
            p[key] = order_name(value, lang, data)
        elif key == "card" and isinstance(value, str):
            p[key] = card_name(value, lang)
        elif key == "token" and isinstance(value, str):
            p[key] = token_name(value, lang, data)
        elif isinstance(value, list):
            p[key] = ", ".join(str(x) for x in value)
        else:
            p[key] = value
    key = f"action.{action.get('type')}"
    if key not in catalogue("en", "service"):
        key = "action.other"
        p["type"] = action.get("type")
    return service_text(key, lang, **p)
