"""Mali Powstańcy: Warszawa 1944 (with Liberator and Civilian Mail) for the table service, through the engine's
public API. Turn by turn: one colour owes an action at a time."""

from __future__ import annotations

from dataclasses import fields
from typing import Any, cast

from data.mali.loader import game_data
from engine.mali import Action, GameState, Options, action_from_dict, apply, legal_actions, new_game, view
from engine.mali.events import MaliEvent
from engine.mali.legal import legal_choices
from engine.mali.view import waiting_for
from games.mali import SPEC
from jsontypes import Event, Json
from service.rules import TEAM, BaseRules, outcome_of

_FIELDS: dict[type[Action], tuple[str, ...]] = {}


def action_json(action: Action) -> Json:
    """`action.to_dict()`, without dataclasses.asdict's deep copy (it is on every action's path)."""
    names = _FIELDS.get(type(action))
    if names is None:
        names = _FIELDS[type(action)] = tuple(f.name for f in fields(action))
    out: Json = {"type": action.type}
    for name in names:
        value = getattr(action, name)
        out[name] = list(value) if isinstance(value, tuple) else value
    return out


# what a player away since their last turn reads first in their ping: orders delivered or failed, tanks, falls,
# drops, captures, letters, the Liberator's route
NOTABLE = frozenset({"order_delivered", "order_failed", "tank_placed", "district_fell", "drop", "caught",
                     "letter_delivered", "liberator_moved"})


class MaliRules(BaseRules):
    """Mali Powstańcy through the engine's public API."""

    name = SPEC.name
    key = SPEC.key
    timeout_key = "auto_pass"
    reserved_actions = frozenset({"timeout_pass", "remove_player", "abort"})

    def __init__(self) -> None:
        players = game_data().tunables["players"]
        self.colours = tuple(players["colours"])
        self.min_players = int(players["min"])
        self.max_players = int(players["max"])

    def options(self, raw: Json) -> Json:
        unknown = sorted(set(raw) - {"variant", "liberator", "mail"})
        if unknown:
            raise ValueError(f"unknown options {unknown}")
        variant = raw.get("variant", "basic")
        if variant not in ("basic", "advanced"):
            raise ValueError(f"variant must be basic or advanced, not {variant!r}")
        for key in ("liberator", "mail"):
            if not isinstance(raw.get(key, False), bool):
                raise ValueError(f"{key} must be true or false")
        return Options(variant, bool(raw.get("liberator", False)), bool(raw.get("mail", False))).to_dict()

    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[GameState, list[MaliEvent]]:
        return new_game(colours, Options.from_dict(options), seed)

    def parse_action(self, raw: Any) -> tuple[Action, Json]:
        action = action_from_dict(raw)
        return action, action_json(action)

    def apply(self, state: GameState, action: Action | Json) -> tuple[GameState, list[MaliEvent]]:
        return apply(state, action if isinstance(action, Action) else action_from_dict(action))

    def legal_actions(self, state: GameState, colour: str) -> list[Json]:
        return legal_choices(state, colour)  # moves carry their route and MP cost for autocomplete

    def view(self, state: GameState, colour: str | None) -> Json:
        return cast(Json, view(state, colour))  # a MaliView; the service, knowing no game's types, reads JSON

    def notable(self, event: Event) -> bool:
        return event.get("type") in NOTABLE

    def said_by_ping(self, event: Event) -> bool:
        return event.get("type") == "turn_started"  # "Turn of: red." above "@red, your turn (red)."

    def waiting_for(self, state: GameState) -> list[str]:
        who = waiting_for(state)
        return [] if who is None else [who]

    def may_act(self, state: GameState, colour: str) -> bool:
        return waiting_for(state) == colour

    def turn_keys(self, state: GameState) -> dict[str, list[Any]]:
        who = waiting_for(state)
        if who is None:
            return {}
        return {who: [state.round, state.phase, who, len(state.turn_queue), len(state.deploy_queue)]}

    def owes(self, state: GameState, colour: str) -> str | None:
        if waiting_for(state) != colour:
            return None
        if state.phase == "deploy" and state.deploy_queue:
            return "deploy"
        if state.turn is None:
            return None
        return "card" if state.turn.card is None else "end_turn"

    def next_up(self, state: GameState) -> str | None:
        """The next in this deployment's or this round's order; "" at the end of either (the next round's order
        starts elsewhere)."""
        if state.phase == "deploy" and state.deploy_queue:
            queue = [entry.rsplit("-", 1)[0] for entry in state.deploy_queue]
        elif state.phase == "movement":
            queue = list(state.turn_queue)
        else:
            return ""
        now = waiting_for(state)
        later = [c for c in queue[1:] if c != now] if queue and queue[0] == now else [c for c in queue if c != now]
        return later[0] if later else ""

    def phase(self, state: GameState) -> tuple[str, int]:
        return state.phase, state.round

    def outcome(self, state: GameState) -> Json | None:
        """A cooperative game: the players win or lose together (E-1 .. E-4), even when it was aborted; its
        "winners" are those with the best total."""
        if not self.ended(state):
            return None
        return outcome_of(state.result, TEAM)

    def ended(self, state: GameState) -> bool:
        return state.ended

    def timeout_action(self, state: GameState, colour: str) -> Json:
        if state.phase == "deploy":  # no pass exists in deployment: the first free space, in space-id order
            deploys = legal_actions(state, colour)
            if deploys:
                return deploys[0].to_dict()
        return {"type": "timeout_pass", "player": colour}

    def undo_summary(self, state: GameState, colour: str) -> list[Json]:
        turn = view(state, colour)["turn"]
        return list(turn["undo_summary"] or []) if turn is not None and turn["player"] == colour else []

    def confirm_before(self, state: GameState, colour: str, action_type: str) -> tuple[str, Json] | None:
        """Ending a movement turn with MP still unused (B-5: they are lost) deserves a second tap."""
        turn = state.turn
        if action_type == "end_turn" and turn is not None and turn.player == colour and turn.card and turn.mp > 0:
            return "end_with_mp", {"mp": turn.mp}
        return None

    def seat_view(self, state: GameState, colour: str) -> GameState:
        from tools.mali.seat import seat_view  # loaded with the first computer seat

        return seat_view(state, colour)

    def load(self, data: Json) -> GameState:
        return GameState.from_dict(data)


__all__ = ["MaliRules", "action_json"]
