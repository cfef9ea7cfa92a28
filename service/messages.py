"""Outgoing words as plain data: a message is a key plus typed parameters, turned into text only at the edge.

The service never writes a front end's syntax: it passes a user id as `user`, a time as `deadline`, a colour
as its id, and the words layer (words/) writes them for the reader's language and front end: the cogs get
Discord mentions and timestamps, the console names and local times. Engine events are one Message with
key EVENT (worded by the game's words room) and the event in params["event"].
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field, replace
from typing import Any

from jsontypes import Json
from words.catalogue import format_message, has
from words.compose import DEFAULT_ROOM, room
from words.compose import text as compose
from words.params import DISCORD, Front

EVENT = "event"  # a Message with this key wraps one engine event in params["event"]


def service_text(key: str, lang: str, front: Front = DISCORD, *, _room: str | None = None, **params: Any) -> str:
    """One service message (data/messages/<lang>/service.ftl), parameters typed by name (terms by the words
    room of the game `_room`, default Mali Powstańcy's); a sentence starts with a capital even when it starts
    with a colour ("Czerwony cofa: …")."""
    owes = params.get("owes")
    if isinstance(owes, str) and _room not in (None, DEFAULT_ROOM) and has(lang, "service", f"owes.{owes}"):
        params = {**params, "owes": format_message(lang, "service", f"owes.{owes}", {})}  # the service's own word
    sentence = compose("service", key, lang, front, _room=words_room(_room), **params)
    return sentence[:1].upper() + sentence[1:]


def words_room(game: str | None) -> str | None:
    """The words room of a game's key, loaded on first use (a game's room registers itself when imported)."""
    if game is None:
        return None
    try:
        room(game)
    except KeyError:
        try:
            importlib.import_module(f"words.{game}")
            room(game)
        except (ImportError, KeyError):
            return None  # no words room for that game here: its terms read as the default game's (or their ids)
    return game


@dataclass(frozen=True, slots=True)
class Message:
    key: str
    params: Json = field(default_factory=dict)
    room: str | None = None  # the game whose words name its terms (None: the default game, Mali Powstańcy)

    def text(self, lang: str = "en", front: Front = DISCORD) -> str:
        """The message for one reader: `lang` is theirs, `front` the front end that shows it."""
        game = words_room(self.room)
        if self.key == EVENT:
            return room(game).describe_event(self.params["event"], lang, front)
        return service_text(self.key, lang, front, _room=game, **self.params)

    def in_room(self, game: str | None) -> Message:
        """The same message, worded with the terms of `game` (the default game's messages stay as they are)."""
        return self if game is None or game == DEFAULT_ROOM or self.room is not None else replace(self, room=game)


def words(params: Json, lang: str) -> Json:
    """Kept for callers: parameters are typed and named at composition now, so this returns them as given."""
    del lang
    return dict(params)


def describe_action(action: Json, lang: str = "en", front: Front = DISCORD, game: str | None = None) -> str:
    """One logged action (engine action dict) in words, for undo and rollback summaries and the log."""
    return room(words_room(game)).describe_action(action, lang, front)
