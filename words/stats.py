"""A server's statistics in words (issue 28): what `/stats` and the server's page both say the same way — a game's
name, its variant, a share of victories, a time per turn. The words are the `web` part's `stats-…` messages; a
game words its own options in its folder's `web.ftl` (Mali's expansions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games import find
from words.compose import computer_name, room, text
from words.params import PLAIN

PART = "web"


def say(key: str, lang: str, game: str | None = None, **params: Any) -> str:
    """One `stats-…` message of the `web` part in plain words (no Discord mention or timestamp)."""
    return text(PART, f"stats-{key}", lang, PLAIN, _room=game, **params)


def summary(running: int, finished: int, lobbies: int, lang: str) -> str:
    """How many games run and ended here, and the tables still waiting for players (when there are any)."""
    said = say("summary", lang, running=running, finished=finished)
    return f"{said} · {say('lobbies', lang, lobbies=lobbies)}" if lobbies else said


def game_title(game: str, lang: str) -> str:
    """The game's proper name, as its words room gives it (its descriptor's title if the room says nothing)."""
    spec = find(game)
    if spec is None:
        return game
    try:
        return room(game).title(lang) or spec.title
    except (KeyError, ImportError, AttributeError):
        return spec.title


def variant_text(game: str, variant: Sequence[Sequence[Any]], lang: str) -> str:
    """The options that make the variant: a choice by its term ("advanced"), a flag that is on by its name
    ("Liberator"); a flag that is off says nothing. "—" when nothing is left."""
    spec = find(game)
    said = []
    for name, value in variant:
        option = spec.option(str(name)) if spec is not None else None
        if isinstance(value, bool) or (option is not None and option.flag):
            if value:
                said.append(say("flag", lang, game, option=str(name)))
        elif value is not None:
            try:
                said.append(room(game).term(str(name), value, lang).text)
            except (KeyError, ImportError, AttributeError):
                said.append(str(value))
    return " · ".join(said) if said else say("no-variant", lang)


def duration(seconds: float | None, lang: str) -> str:
    """A time per turn, rounded to what matters: minutes under a day, hours beyond ("—" when none was timed)."""
    if seconds is None:
        return say("no-figure", lang)
    minutes = int(seconds // 60)
    if minutes < 1:
        return say("duration-short", lang)
    if minutes < 60:
        return say("duration-minutes", lang, minutes=minutes)
    hours, minutes = divmod(minutes, 60)
    if hours < 24:
        return say("duration-hours", lang, hours=hours, minutes=minutes)
    days, hours = divmod(hours, 24)
    return say("duration-days", lang, days=days, hours=hours)


def victories(won: int, decided: int, lang: str) -> str:
    """A team game's share of victories: "60% (3 of 5)" ("—" before any game was decided)."""
    if decided <= 0:
        return say("no-figure", lang)
    return say("victories", lang, percent=round(100 * won / decided), won=won, decided=decided)


def seat_wins(seats: Sequence[int], lang: str) -> str:
    """A ranked game's wins by seat order: "3 / 1 / 0 (by seat order, first seat first)"."""
    if not seats:
        return say("no-figure", lang)
    return say("seat-wins", lang, seats=" / ".join(str(n) for n in seats))


def player_name(user: int, name: str | None, lang: str, game: str | None = None) -> str:
    """A player as the statistics name them: the name Discord last gave, a computer seat's own name, or
    "(name unknown)" — never an id."""
    if user < 0:
        return computer_name(user, lang, game)
    return name or say("unnamed", lang)


__all__ = ["duration", "game_title", "player_name", "say", "seat_wins", "summary", "variant_text", "victories"]
