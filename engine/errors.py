"""Rule errors: every refusal names the rule it enforces and says why in words a player understands.

The texts live in data/messages/engine.<lang>.json, keyed by `code`, so Polish and English stay in step.
"""

from __future__ import annotations

from typing import Any

from data.messages import message


class RuleError(Exception):
    """An action the rules do not allow. The state it was tried on is unchanged."""

    def __init__(self, rule: str, code: str, **params: Any) -> None:
        self.rule = rule
        self.code = code
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        return f"{message('engine', self.code, lang, **self.params)} ({self.rule})"
