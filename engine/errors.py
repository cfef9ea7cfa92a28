"""Rule errors: every refusal names the rule it enforces and a code; the words layer says why.

The engine holds no words: the texts live in data/messages/<lang>/engine.ftl, keyed by `code`, and are
filled in by words.mali.rule_text, so Polish and English stay in step.
"""

from __future__ import annotations

from typing import Any


class RuleError(Exception):
    """An action the rules do not allow. The state it was tried on is unchanged."""

    def __init__(self, rule: str, code: str, **params: Any) -> None:
        self.rule = rule
        self.code = code
        self.params = params
        super().__init__(f"{code} ({rule})")

    def message(self, lang: str = "en") -> str:
        """The refusal in words (kept for callers; the words layer does the wording)."""
        from words.mali.rules import rule_text  # at call time only: the engine imports no words or catalogue

        return rule_text(self, lang)
