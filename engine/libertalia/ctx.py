"""The working context of one `apply`: the state copy being changed, the data, and the events so far."""

from __future__ import annotations

from dataclasses import dataclass

from data.libertalia.loader import GameData
from engine.libertalia.state import MAIN, GameState
from jsontypes import Json


@dataclass(slots=True)
class Ctx:
    state: GameState
    data: GameData
    events: list[Json]
    lane: str = MAIN  # the task lane being resolved

    def emit(self, type_: str, **params: object) -> None:
        self.events.append({"type": type_, **params})
