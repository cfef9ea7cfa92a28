"""Liberté's logged actions in words (the log, undo and rollback summaries, the moderators' tools).

Every decision is one `choose` of an option id (engine/liberte/actions.py); a logged one carries no kind, so the
option is named by its id alone (words/liberte/choices.py reads the id's shape).
"""

from __future__ import annotations

from typing import Any

from jsontypes import Json
from words.catalogue import has
from words.compose import text
from words.liberte.choices import option_label
from words.liberte.terms import EVENTS, GAME
from words.params import DISCORD, Front, Term


def action_params(action: Json, lang: str, kind: str = "") -> tuple[str, dict[str, Any]]:
    kind_of_action = str(action.get("type", ""))
    p: dict[str, Any] = {"player": Term("colour", str(action.get("player", "")))}
    key = f"act.{kind_of_action}" if has("en", EVENTS, f"act.{kind_of_action}") else "act.other"
    if kind_of_action == "choose":
        p["option"] = option_label(kind, action.get("option"), lang)
    return key, p


def describe_action(action: Json, lang: str = "en", front: Front = DISCORD, kind: str = "") -> str:
    """One engine action dict in words: "Green: Play: Marat (red 3, …)."."""
    key, params = action_params(action, lang, kind)
    sentence = text(EVENTS, key, lang, front, _room=GAME, **params)
    return sentence[:1].upper() + sentence[1:]
