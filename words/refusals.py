"""Rule refusals in words, for any game: the engine raises a code, the rule id and ids as parameters; this says why.

A rule id names its game (games/: each descriptor's `rule_prefixes`); the refusal is worded by that game's
catalogue part `<folder>/engine` and its words room.
"""

from __future__ import annotations

from typing import Any

from games import of_rule
from words.compose import text
from words.params import DISCORD, Front

REFUSALS = "engine"  # each game's part of rule refusals: data/messages/<lang>/<game>/engine.ftl


def refusal_part(rule: str) -> str:
    """The catalogue part that words the refusals of the game whose rule this is."""
    spec = of_rule(rule)
    return REFUSALS if spec is None else f"{spec.folder}/{REFUSALS}"


def game_of_rule(rule: str) -> str | None:
    """The key of the game a rule id (or the beginning of one, as typed) belongs to, or None."""
    spec = of_rule(rule)
    return None if spec is None else spec.key


def rule_text(error: Any, lang: str = "en", front: Front = DISCORD, errors: list[Exception] | None = None) -> str:
    """A `RuleError` (code, rule, params) as one sentence ending in the rule id: "… (B-5.1)"."""
    rule = str(error.rule)
    sentence = text(refusal_part(rule), str(error.code), lang, front, _room=game_of_rule(rule), _errors=errors,
                    **dict(error.params))
    return f"{sentence} ({rule})"
