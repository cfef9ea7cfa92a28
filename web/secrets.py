"""A finished game's hidden information, in words, for its page's replay (what its full export holds).

A game's words room may name what a seat's own view holds beyond the public one, as `secrets(view, colour,
lang) -> [(what, value text)]` with `what` one of SECRET_KINDS (a hand, tokens, a secret goal, a pick, a discard
pile); a game whose room has none shows no hidden information. Only a finished game's page asks for it.
"""

from __future__ import annotations

from typing import Any

from jsontypes import Json
from web.words import web_text
from words.compose import room

SECRET_KINDS = ("hand", "tokens", "goal", "pick", "discards")


def seat_lines(game: str, own: Json, public: Json, colour: str, lang: str) -> list[str]:
    """One seat's hidden information at one step, one line per kind."""
    named: Any = getattr(room(game), "secrets", None)
    if named is None:
        return []
    return [web_text(f"secret-{what}", lang, value=value or "—") for what, value in named(own, colour, lang)
            if what in SECRET_KINDS]


__all__ = ["SECRET_KINDS", "seat_lines"]
