"""The one exception the service raises: a refusal a user can read, in Polish or English.

It carries a message key (data/messages/<lang>/service.ftl) and its parameters, or the engine's own rule
error, so a cog only ever has to show `error.message(lang)` — never a traceback.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.errors import RuleError
from service.messages import service_text
from words.refusals import rule_text


class ServiceError(Exception):
    """A request the service refused; nothing was changed."""

    def __init__(self, key: str, rule_error: RuleError | None = None, **params: Any) -> None:
        self.key = key
        self.params = {name: clipped(value) for name, value in params.items()}
        self.rule_error = rule_error
        self.room: str | None = None  # the key of the game whose words name the terms in it (None: no game)
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        if self.rule_error is not None:
            return rule_text(self.rule_error, lang)
        return service_text(self.key, lang, _room=self.room, **self.params)

    def in_room(self, game: str | None) -> ServiceError:
        """Worded with the terms of `game` (a game's key); returns itself."""
        self.room = game
        return self


log = logging.getLogger("mp.service")


def unreadable(error: BaseException, what: str = "data") -> str:
    """The detail code for data that is not in the expected form; the exception's own text (English, Python's
    wording) goes to the log only, never into a refusal a user reads."""
    log.warning("unreadable %s: %s: %s", what, type(error).__name__, str(error)[:300])
    return "unreadable"


def refused(key: str, **params: Any) -> ServiceError:
    return ServiceError(key, **params)


def rule_refused(error: RuleError) -> ServiceError:
    params = {name: clipped(value) for name, value in error.params.items()}
    if params != error.params:  # worded with what the user sent cut short (a value of 6,000 characters)
        error = RuleError(error.rule, error.code, **params)
    return ServiceError("rule", rule_error=error, rule=error.rule, code=error.code)


MAX_PARAM = 200  # characters of a refusal's text parameter: the catalogue takes at most 1,000 per placeable


def clipped(value: Any) -> Any:
    """A refusal's parameter as a sentence can hold it: a text a user sent (a card "name" of 6,000 characters)
    is cut short, so the refusal is still worded (Fluent writes "{???}" for a placeable over 1,000 characters)."""
    if isinstance(value, str) and len(value) > MAX_PARAM:
        return value[:MAX_PARAM - 1] + "…"
    if isinstance(value, list | tuple) and any(isinstance(v, str) and len(v) > MAX_PARAM for v in value):
        return [clipped(v) for v in value]
    return value
