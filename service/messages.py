"""Outgoing words as plain data: a message is a key plus typed parameters, turned into text only at the edge.

The service never writes a front end's syntax: it passes a user id as `user`, a time as `deadline`, a colour
as its id, and the words layer (words/) writes them for the reader's language and front end: the cogs get
Discord mentions and timestamps, the console names and local times. Engine events are one Message with
key EVENT (worded by the game's words room) and the event in params["event"].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from words.compose import room
from words.compose import text as compose
from words.params import DISCORD, Front

Json = dict[str, Any]
EVENT = "event"  # a Message with this key wraps one engine event in params["event"]


def service_text(key: str, lang: str, front: Front = DISCORD, **params: Any) -> str:
    """One service message (data/messages/<lang>/service.ftl), parameters typed by name; a sentence starts
    with a capital even when it starts with a colour ("Czerwony cofa: …")."""
    sentence = compose("service", key, lang, front, **params)
    return sentence[:1].upper() + sentence[1:]


@dataclass(frozen=True, slots=True)
class Message:
    key: str
    params: Json = field(default_factory=dict)

    def text(self, lang: str = "en", front: Front = DISCORD) -> str:
        """The message for one reader: `lang` is theirs, `front` the front end that shows it."""
        if self.key == EVENT:
            return room().describe_event(self.params["event"], lang, front)
        return service_text(self.key, lang, front, **self.params)


def words(params: Json, lang: str) -> Json:
    """Kept for callers: parameters are typed and named at composition now, so this returns them as given."""
    del lang
    return dict(params)


def describe_action(action: Json, lang: str = "en", front: Front = DISCORD) -> str:
    """One logged action (engine action dict) in words, for undo and rollback summaries and the log."""
    return room().describe_action(action, lang, front)
