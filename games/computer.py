"""Who a computer seat is: a seat the computer plays has a user id of its own, below zero, that names its colour.

Every layer speaks of a seat's player by a user id (the service's seats, the outbox's mentions, the words' `user`
parameters). A computer seat keeps that shape: its id is -1 - (its colour's place in the game's colours), so the
words layer names it ("Computer · green") from the id and the game alone, a mention or a ping never reaches
Discord (a Discord id is never negative), and two computer seats of one table never share an id.
"""

from __future__ import annotations

from collections.abc import Sequence


def computer_user(colours: Sequence[str], colour: str) -> int:
    """The user id of the computer seat of `colour` (one of the game's `colours`)."""
    return -1 - list(colours).index(colour)


def is_computer(user: int | None) -> bool:
    return user is not None and user < 0


def computer_colour(colours: Sequence[str], user: int) -> str | None:
    """The colour a computer seat's id names, or None (not a computer's, or not a colour of these)."""
    at = -1 - user
    return colours[at] if is_computer(user) and at < len(colours) else None


__all__ = ["computer_colour", "computer_user", "is_computer"]
