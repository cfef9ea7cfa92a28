"""Logged actions in words, for undo and rollback summaries and the log."""

from __future__ import annotations

from typing import Any

from data.mali.loader import game_data
from jsontypes import Json
from words.catalogue import has
from words.compose import text
from words.mali.terms import GAME, order_name, scout_name
from words.params import DISCORD, Front


def action_params(action: Json, lang: str) -> tuple[str, dict[str, Any]]:
    data = game_data()
    player = str(action.get("player", ""))
    p: dict[str, Any] = {"player": player or "?"}
    for key, value in action.items():
        if key in ("type", "player") or value is None:
            continue
        if key in ("scout", "scout_a", "scout_b", "from_scout", "to_scout") and isinstance(value, int):
            p[key] = scout_name(f"{player}-{value}", lang)
        elif key in ("order", "order_a", "order_b") and isinstance(value, int) and value in data.orders:
            p[key] = order_name(value, lang, data)
        elif isinstance(value, list):
            p[key] = [str(x) for x in value]
        else:
            p[key] = value
    key = f"action.{action.get('type')}"
    if not has("en", f"{GAME}/service", key):
        key = "action.other"
        p["type"] = action.get("type")
    return key, p


def describe_action(action: Json, lang: str = "en", front: Front = DISCORD) -> str:
    """One logged action (engine action dict) in words."""
    key, params = action_params(action, lang)
    return text("service", key, lang, front, _room=GAME, **params)
