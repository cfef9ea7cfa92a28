"""Mali Powstańcy's console words: the shared console part with the game's own (data/messages/<lang>/mali/
console.ftl) first."""

from __future__ import annotations

from console import words
from words.mali import GAME

__all__ = ["GAME", "help_text", "plural", "say"]


def say(key: str, lang: str, **params: object) -> str:
    return words.say(key, lang, GAME, **params)


def plural(key: str, lang: str, n: int) -> str:
    return words.plural(key, lang, n, GAME)


def help_text(lang: str) -> str:
    return words.help_text(lang, GAME)
