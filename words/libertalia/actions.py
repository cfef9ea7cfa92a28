"""Libertalia's logged actions in words (the log, undo and rollback summaries, the moderators' tools)."""

from __future__ import annotations

from typing import Any

from jsontypes import Json
from words.catalogue import has
from words.compose import text
from words.libertalia.choices import MAX_LABEL, option_label, option_text
from words.libertalia.terms import GAME, PART, card_label
from words.params import DISCORD, Front, Term


def action_params(action: Json, lang: str) -> tuple[str, dict[str, Any]]:
    kind = str(action.get("type", ""))
    p: dict[str, Any] = {"player": Term("colour", str(action.get("player", "")))}
    key = f"act.{kind}" if has("en", PART, f"act.{kind}") else "act.other"
    if kind == "pick" and action.get("rank") is None:
        key = "act.pick.secret"  # the public log before the reveal: the card stays hidden
    elif kind == "pick":
        p["card"] = Term("card", action["rank"])
    elif kind == "choose":
        p["option"] = option_text(str(action.get("kind", "")), action.get("option"), lang)
    return key, p


def describe_action(action: Json, lang: str = "en", front: Front = DISCORD) -> str:
    """One engine action dict in words: "Czerwony wybiera kartę 17 · Osiłek."."""
    key, params = action_params(action, lang)
    sentence = text(PART, key, lang, front, _room=GAME, **params)
    return sentence[:1].upper() + sentence[1:]


def action_label(action: Json, lang: str, kind: str = "") -> str:
    """A legal action as its button or select option shows it: a pick by its card, a choice by its option."""
    if action.get("type") == "pick":
        return card_label(action.get("rank", "?"), lang)
    if action.get("type") == "choose":
        return option_label(kind, {"id": str(action.get("option", ""))}, lang)
    return describe_action(action, lang)[:MAX_LABEL]
