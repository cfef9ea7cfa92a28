"""The working context of one `apply`: the state copy being changed, the data, and the events so far."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from data.libertalia.loader import GameData
from engine.libertalia.events import LibertaliaEvent
from engine.libertalia.state import MAIN, GameState


@dataclass(slots=True)
class Ctx:
    state: GameState
    data: GameData
    events: list[LibertaliaEvent]
    lane: str = MAIN  # the task lane being resolved

    def emit(self, type_: str, **params: object) -> None:
        """One event; its kind's keys (engine/libertalia/events.py) are checked by the tests, not by mypy."""
        self.events.append(cast(LibertaliaEvent, {"type": type_, **params}))
