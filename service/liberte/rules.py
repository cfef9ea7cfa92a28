"""Liberté through its engine's public API: one open choice at a time, addressed to one player (LB-9.4).

Everything in Liberté runs in player order, so at most one player is waited for: the action of a round (with
the steps of a Play inside it), a refresh, or a tie-break's advance-or-decline, in which several players in turn
may act. A deadline's default is the engine's `timeout` (pass, decline, keep and draw blind: LB-0.7).

Which data a game runs on is recorded in its state (`data_set`): the owner's edition when a complete one is
installed (data/liberte/edition, checked by `python -m data.liberte.validate`), else the placeholder map and deck,
which is not Liberté and says so in every view (LB-D.8). The engine loads when a game needs it.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from data.liberte.loader import (
    PLACEHOLDER_DIR,
    LiberteData,
    check,
    edition_data,
    edition_dir,
    edition_installed,
    placeholder_data,
)
from engine.errors import RuleError
from jsontypes import Event, Json
from service.rules import BaseRules

# events after which the table sees a new board
BOUNDARY_EVENTS = frozenset({"turn_started", "action_phase", "action_phase_ended", "battle", "election_phase",
                             "government", "game_ended"})
# "since your last turn": what touched the players' positions
NOTABLE = frozenset({"blocks_removed", "display_card_removed", "province_won", "battle_won", "battle_lost",
                     "tiebreak_ended", "vp_for_votes", "counter_revolution", "radical_landslide"})


def data_set(name: str) -> LiberteData:
    """The loaded data of a set: "edition" (the owner's, where LIBERTE_DATA says) or "placeholder" (LB-D.8)."""
    return edition_data() if name == "edition" else placeholder_data()


def player_colours() -> tuple[str, ...]:
    """The six token colours, read from the data without loading the engine (menus at start-up)."""
    folder = edition_dir() if edition_installed() else PLACEHOLDER_DIR
    data, _ = check(folder)
    if data is None:  # pragma: no cover - the placeholder is checked by its tests
        return ()
    return tuple(str(c) for c in data.r("player_colours"))


class LiberteRules(BaseRules):
    """Liberté (3–6 players) for the table service."""

    key = "liberte"
    name = "liberte"
    boundary_events = BOUNDARY_EVENTS

    def __init__(self, engine: ModuleType | None = None, data: str | None = None) -> None:
        self.engine = engine or importlib.import_module("engine.liberte")
        self.default_set = data or ("edition" if edition_installed() else "placeholder")
        d = data_set(self.default_set)
        self.colours = tuple(str(c) for c in d.r("player_colours"))
        self.min_players, self.max_players = int(d.r("players_min")), int(d.r("players_max"))

    def _data(self, state: Any) -> LiberteData:
        return data_set(str(getattr(state, "data_set", self.default_set)))

    # ---- setting up ----
    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[Any, list[Event]]:
        state, events = self.engine.new_game(list(colours), seed, data_set(self.default_set))
        return state, list(events)

    # ---- playing ----
    def parse_action(self, raw: Any) -> tuple[Any, Json]:
        if not isinstance(raw, dict):
            raise RuleError("LB-9.4", "bad_action", detail="shape")
        action = self.engine.action_from_dict(raw)
        parsed: Json = action.to_dict()
        return action, parsed

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Event]]:
        if isinstance(action, dict):
            action = self.parse_action(action)[0]
        new, events = self.engine.apply(state, action, self._data(state))
        return new, list(events)

    def legal_actions(self, state: Any, colour: str) -> list[Json]:
        return [a.to_dict() for a in self.engine.legal_actions(state, colour)]

    def view(self, state: Any, colour: str | None) -> Json:
        seen: Json = self.engine.view(state, colour)  # its "placeholder_data" flag: every board says so (LB-D.8)
        return seen

    def notable(self, event: Event) -> bool:
        return event.get("type") in NOTABLE

    def waiting_for(self, state: Any) -> list[str]:
        return [str(c) for c in self.engine.waiting_for(state)]

    def turn_keys(self, state: Any) -> dict[str, list[Any]]:
        """One deadline per action (its Play's steps share it), per refresh, per tie-break answer."""
        p = state.pending
        if p is None or state.phase == "ended":
            return {}
        colour = str(p["player"])
        if p["kind"] == "tiebreak" and state.tiebreak is not None:
            tb = state.tiebreak
            key = [state.turn, state.phase, "tiebreak", tb["kind"], state.cursor, tb["round"], colour]
        elif p["kind"].startswith("refresh"):
            key = [state.turn, "refresh", colour]
        else:
            key = [state.turn, state.phase, state.round, state.actor, colour]
        return {colour: key}

    def owes(self, state: Any, colour: str) -> str | None:
        p = state.pending
        if p is None or p["player"] != colour or state.phase == "ended":
            return None
        return "tiebreak" if p["kind"] == "tiebreak" else "refresh" if p["kind"].startswith("refresh") else "action"

    def phase(self, state: Any) -> tuple[str, int]:
        return str(state.phase), int(state.turn)

    def progress(self, state: Any) -> Json | None:
        if self.ended(state):
            return None
        return {"turn": state.turn, "turns": int(self._data(state).r("turns")), "round": state.round}

    def ended(self, state: Any) -> bool:
        return bool(state.phase == "ended")

    def timeout_action(self, state: Any, colour: str) -> Json:
        return {"type": "timeout", "player": colour}

    def seat_view(self, state: Any, colour: str) -> Any:
        """Hands are hidden (LB-9.2): a computer seat plays on a state holding only what its seat may know."""
        return self.engine.seat_state(state, colour)

    # ---- storing ----
    def load(self, data: Json) -> Any:
        return self.engine.GameState.from_dict(data)


__all__ = ["LiberteRules", "data_set", "player_colours"]
