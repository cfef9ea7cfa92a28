"""The one exception the service raises: a refusal a user can read, in Polish or English.

It carries a message key (data/messages/service.<lang>.json) and its parameters, or the engine's own rule
error, so a cog only ever has to show `error.message(lang)` — never a traceback.
"""

from __future__ import annotations

from typing import Any

from engine.errors import RuleError
from service.messages import service_text, words


class ServiceError(Exception):
    """A request the service refused; nothing was changed."""

    def __init__(self, key: str, rule_error: RuleError | None = None, **params: Any) -> None:
        self.key = key
        self.params = params
        self.rule_error = rule_error
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        if self.rule_error is not None:
            return self.rule_error.message(lang)
        return service_text(self.key, lang, **words(self.params, lang))


def refused(key: str, **params: Any) -> ServiceError:
    return ServiceError(key, **params)


def rule_refused(error: RuleError) -> ServiceError:
    return ServiceError("rule", rule_error=error, rule=error.rule, code=error.code)
