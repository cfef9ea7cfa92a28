"""Rule refusals in words, for any game: the engine raises a code, the rule id and ids as parameters; this says why."""

from __future__ import annotations

from typing import Any

from words.compose import text
from words.params import DISCORD, Front


def rule_text(error: Any, lang: str = "en", front: Front = DISCORD, errors: list[Exception] | None = None) -> str:
    """A `RuleError` (code, rule, params) as one sentence ending in the rule id: "… (B-5.1)"."""
    sentence = text("engine", str(error.code), lang, front, _errors=errors, **dict(error.params))
    return f"{sentence} ({error.rule})"
