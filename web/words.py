"""The web view's words: its own sentences (data/messages/<lang>/web.ftl), and the bot's shared ones (a log
entry's kind, a game's status) written for a page: players by their names, times in UTC (the page's script
shows them in the reader's own time zone), nothing that only Discord understands (mentions, timestamps)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from games.computer import is_computer
from service.messages import describe_action
from words import PlainFront, codes, default_language, text
from words.compose import room
from words.params import Time
from words.stats import player_name as named

PART = "web"


class WebFront(PlainFront):
    """Names from the game's seats (a stranger is "a player"), times in UTC; commands as Discord shows them."""

    name = "web"

    def __init__(self, names: Mapping[int, str], lang: str) -> None:
        super().__init__(lambda user: names.get(user) or web_text("someone", lang))

    def time(self, time: Time) -> str:
        return datetime.fromtimestamp(time.at, tz=UTC).strftime("%Y-%m-%d %H:%M UTC")


def web_text(key: str, lang: str, front: PlainFront | None = None, game: str | None = None, **params: Any) -> str:
    """One of the page's sentences in `lang`, worded by `game`'s folder first where it has its own."""
    return text(PART, key, lang, front or PlainFront(), _room=game, **params)


def bot_words(key: str, lang: str, front: PlainFront, game: str | None = None, **params: Any) -> str:
    """A sentence the bot says in Discord too (a log entry's kind, a status), written for the page."""
    return text("bot", key, lang, front, _room=game, **params)


def language(asked: str | None, fallback: str | None = None) -> str:
    """The page's language: the one asked for in the link (?lang=), else the server's, else the default."""
    for lang in (asked, fallback):
        if lang and lang in codes():
            return lang
    return default_language()


def player_name(user: int, name: str | None, game: str, lang: str, colour: str | None = None) -> str:
    """A seat's player as a page names them: the computer seat's name, the display name Discord last gave, else
    their colour ("Red", at the console table), else "(name unknown)" (words/stats.py; a page never shows an id)."""
    shown = "" if name or is_computer(user) else colour_name(game, colour, lang)
    return shown[:1].upper() + shown[1:] if shown else named(user, name, lang, game)


def colour_name(game: str, colour: str | None, lang: str) -> str:
    return room(game).term("colour", colour, lang).text if colour else ""


def title(game: str, lang: str) -> str:
    return room(game).title(lang)


def action_text(game: str, action: dict[str, Any], lang: str, front: PlainFront) -> str:
    return describe_action(action, lang, front, game=game)


def when(at: float) -> str:
    """A moment as the page's <time datetime=...> holds it (ISO 8601, UTC)."""
    return datetime.fromtimestamp(at, tz=UTC).isoformat(timespec="seconds")


__all__ = ["PART", "WebFront", "action_text", "bot_words", "colour_name", "language", "player_name", "title",
           "web_text", "when"]
