"""Rule errors: every refusal names the rule it enforces and a code; the words layer says why.

The engine holds no words: the texts live in data/messages/<lang>/engine.ftl, keyed by `code`, and are
filled in by words.refusals.rule_text, so Polish and English stay in step.
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
