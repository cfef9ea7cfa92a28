"""Ten for the table service: what is its own, the rest from BaseRules."""

from __future__ import annotations

from typing import Any

from engine.errors import RuleError
from jsontypes import Json
from service.rules import BaseRules
from tests.ten import engine


class ToyRules(BaseRules):
    key = "toy"
    name = "toy-ten"
    colours = ("red", "blue", "green")
    min_players = 2
    max_players = 3

    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[engine.State, list[Json]]:
        return engine.new_game(colours, seed)

    def parse_action(self, raw: Any) -> tuple[Json, Json]:
        if not isinstance(raw, dict) or raw.get("type") not in ("add", "timeout", "remove_player", "abort"):
            raise RuleError("TY-3", "bad_action")
        action = {k: raw[k] for k in ("type", "player", "n") if k in raw}
        return action, action

    def apply(self, state: engine.State, action: Json) -> tuple[engine.State, list[Json]]:
        return engine.apply(state, action)

    def legal_actions(self, state: engine.State, colour: str) -> list[Json]:
        return engine.legal(state, colour)

    def view(self, state: engine.State, colour: str | None) -> Json:
        return engine.view(state)

    def waiting_for(self, state: engine.State) -> list[str]:
        who = engine.waiting_for(state)
        return [] if who is None else [who]

    def phase(self, state: engine.State) -> tuple[str, int]:
        return ("ended" if state.ended else "play"), state.count

    def ended(self, state: engine.State) -> bool:
        return state.ended

    def timeout_action(self, state: engine.State, colour: str) -> Json:
        return {"type": "timeout", "player": colour}

    def load(self, data: Json) -> engine.State:
        return engine.State.from_dict(data)
