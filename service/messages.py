"""Outgoing words as plain data: a message is a key plus typed parameters, turned into text only at the edge.

The service never writes a front end's syntax: it passes a user id as `user`, a time as `deadline`, a colour
as its id, and the words layer (words/) writes them for the reader's language and front end: the cogs get
Discord mentions and timestamps, the console names and local times. A message of a game carries the game's
key (`room`): its terms are named by that game's words room, and the game may word the message its own way.
Engine events are one Message with key EVENT (worded by the game's words room) and the event in
params["event"].
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from jsontypes import Json
from words.compose import room
from words.compose import text as compose
from words.params import DISCORD, Front

EVENT = "event"  # a Message with this key wraps one engine event in params["event"]
SUMMARY = "turn_summary"  # params["lines"]: the messages of a turn, posted at its end, as one line
SINCE = "since_last_turn"  # params["lines"]: what happened since the pinged player last acted, a line each


def service_text(key: str, lang: str, front: Front = DISCORD, *, _room: str | None = None, **params: Any) -> str:
    """One service message (data/messages/<lang>/service.ftl, or the game's own wording of it), parameters
    typed by name and terms named by the words room of the game `_room`; a sentence starts with a capital
    even when it starts with a colour ("Czerwony cofa: …")."""
    sentence = compose("service", key, lang, front, _room=_room, **params)
    return sentence[:1].upper() + sentence[1:]


@dataclass(frozen=True, slots=True)
class Message:
    key: str
    params: Json = field(default_factory=dict)
    room: str | None = None  # the key of the game whose words name its terms (None: a message of no game)

    def text(self, lang: str = "en", front: Front = DISCORD) -> str:
        """The message for one reader: `lang` is theirs, `front` the front end that shows it."""
        if self.key == EVENT:
            return room(self.room).describe_event(self.params["event"], lang, front)
        if self.key == SUMMARY:
            return " ".join(t for t in (message_of(m).text(lang, front) for m in self.params["lines"]) if t)
        if self.key == SINCE:
            lines = [message_of(m).text(lang, front) for m in self.params["lines"]]
            return "\n".join([service_text(SINCE, lang, front, _room=self.room), *(f"· {t}" for t in lines if t)])
        return service_text(self.key, lang, front, _room=self.room, **self.params)

    def in_room(self, game: str | None) -> Message:
        """The same message, worded for `game` (a game's key), unless it already names its game."""
        return self if game is None or self.room is not None else replace(self, room=game)


def message_json(m: Message) -> Json:
    """A message as plain JSON (the outbox's bodies, the turn's held narration)."""
    return {"key": m.key, "params": m.params} if m.room is None else {"key": m.key, "params": m.params, "room": m.room}


def message_of(data: Any) -> Message:
    """A message back from `message_json`."""
    found = data.get("room")
    return Message(str(data["key"]), dict(data.get("params") or {}), None if found is None else str(found))


def describe_action(action: Json, lang: str = "en", front: Front = DISCORD, game: str | None = None) -> str:
    """One logged action (engine action dict) in words, for undo and rollback summaries and the log."""
    return room(game).describe_action(action, lang, front)
