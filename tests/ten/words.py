"""Ten's words room: its colours, its events and actions, from its own catalogue (tests/ten/messages/)."""

from __future__ import annotations

from typing import Any

from words.compose import Named, text
from words.params import Front

PART = "toy/game"


class ToyRoom:
    whole: frozenset[str] = frozenset()

    def kind_of(self, name: str, value: Any) -> str | None:
        return "colour" if name in ("colour", "player") and isinstance(value, str) else None

    def term(self, kind: str, value: Any, lang: str) -> Named:
        return Named(text(PART, f"colour.{value}", lang) if kind == "colour" else str(value))

    def constant(self, name: str, lang: str) -> str | None:
        return None

    def title(self, lang: str) -> str:
        return text(PART, "game.name", lang)

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        params = {k: v for k, v in event.items() if k != "type"}
        sentence = text(PART, f"ev.{event.get('type')}", lang, front, _room="toy", **params)
        return sentence[:1].upper() + sentence[1:]

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        return text(PART, "act.add", lang, front, _room="toy", player=action.get("player"), n=action.get("n", 0))


ROOM = ToyRoom()
