"""Rule refusals in words, for any game: the engine raises a code, the rule id and ids as parameters; this says why."""

from __future__ import annotations

from typing import Any

from words.compose import text
from words.params import DISCORD, Front

# A rule id names its game: Libertalia's rules are LT-…, Mali's are B-/L-/M-… (engine.ftl).
GAMES_BY_RULE = {"LT-": ("libertalia_engine", "libertalia")}  # rule prefix -> (catalogue part, words room)


def refusal_part(rule: str) -> str:
    """The catalogue part that words the refusals of the game whose rule this is."""
    return _game_of(rule)[0]


def _game_of(rule: str) -> tuple[str, str | None]:
    key = rule.strip().upper()  # also as typed: "lt3.3" names Libertalia's LT-3.3
    return next((game for prefix, game in GAMES_BY_RULE.items() if key.startswith(prefix.rstrip("-"))),
                ("engine", None))


def game_of_rule(rule: str, default: str = "mali") -> str:
    """The game a rule id (or the beginning of one, as typed) belongs to."""
    return _game_of(rule)[1] or default


def rule_text(error: Any, lang: str = "en", front: Front = DISCORD, errors: list[Exception] | None = None) -> str:
    """A `RuleError` (code, rule, params) as one sentence ending in the rule id: "… (B-5.1)"."""
    part, game = _game_of(str(error.rule))
    sentence = text(part, str(error.code), lang, front, _room=game, _errors=errors, **dict(error.params))
    return f"{sentence} ({error.rule})"
