"""The narrow door between the table service and one game's rules (DESIGN.md: room for a second game).

The service sees states as opaque objects and actions and views as JSON; `MaliRules` adapts the engine of
Mali Powstańcy to this shape. Another game would bring its own adapter and reuse the store and service.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Protocol

from data.mali.loader import game_data
from engine.errors import RuleError
from engine.mali import Action, GameState, Options, action_from_dict, apply, legal_actions, new_game, view
from engine.mali.legal import legal_choices
from engine.mali.view import waiting_for
from service.encoding import encode_state

Json = dict[str, Any]


class GameRules(Protocol):
    name: str
    colours: tuple[str, ...]
    min_players: int
    max_players: int
    reserved_actions: frozenset[str]  # action types only the game master or a moderator may use

    def options(self, raw: Json) -> Json:
        """Checked, complete options; ValueError names what is wrong."""

    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[Any, list[Json]]: ...

    def parse_action(self, raw: Any) -> tuple[Any, Json]:
        """A well-formed action: the rules' own object and its canonical JSON (for the log); RuleError if
        malformed."""

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Json]]:
        """A new state and its events, for an action from `parse_action` or its JSON (a replayed log);
        RuleError if not allowed (the state is untouched)."""

    def legal_actions(self, state: Any, colour: str) -> list[Json]: ...

    def view(self, state: Any, colour: str | None) -> Json: ...

    def waiting_for(self, state: Any) -> str | None: ...

    def turn_key(self, state: Any) -> list[Any] | None:
        """Identifies the turn now owed: a new key starts a new deadline; None when nobody owes anything."""

    def owes(self, state: Any) -> str | None:
        """What the player now waited for still has to do (a message key suffix), for reminders."""

    def phase(self, state: Any) -> tuple[str, int]: ...

    def ended(self, state: Any) -> bool: ...

    def timeout_action(self, state: Any, colour: str) -> Json:
        """What the game master plays for an absent player whose deadline passed."""

    def undo_summary(self, state: Any, colour: str) -> list[Json]:
        """The actions an undo by `colour` would take back now (empty: nothing to undo)."""

    def confirm_before(self, state: Any, colour: str, action_type: str) -> tuple[str, Json] | None:
        """A reason to ask once more before this action (a message key and its parameters), or None."""

    def remove_action(self, colour: str) -> Json: ...

    def abort_action(self, colour: str) -> Json: ...

    def dump(self, state: Any) -> Json: ...

    def load(self, data: Json) -> Any:
        """A state from its JSON; ValueError/KeyError/TypeError if it is not one."""


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


class MaliRules:
    """Mali Powstańcy: Warszawa 1944 (with Liberator and Civilian Mail) through the engine's public API."""

    name = "mali-powstancy"
    reserved_actions = frozenset({"timeout_pass", "remove_player", "abort"})

    def __init__(self) -> None:
        players = game_data().tunables["players"]
        self.colours: tuple[str, ...] = tuple(players["colours"])
        self.min_players = int(players["min"])
        self.max_players = int(players["max"])

    def options(self, raw: Json) -> Json:
        variant = raw.get("variant", "basic")
        if variant not in ("basic", "advanced"):
            raise ValueError(f"variant must be basic or advanced, not {variant!r}")
        for key in ("liberator", "mail"):
            if not isinstance(raw.get(key, False), bool):
                raise ValueError(f"{key} must be true or false")
        return Options(variant, bool(raw.get("liberator", False)), bool(raw.get("mail", False))).to_dict()

    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[GameState, list[Json]]:
        return new_game(colours, Options.from_dict(options), seed)

    def parse_action(self, raw: Any) -> tuple[Action, Json]:
        action = action_from_dict(raw)
        return action, action_json(action)

    def apply(self, state: GameState, action: Action | Json) -> tuple[GameState, list[Json]]:
        return apply(state, action if isinstance(action, Action) else action_from_dict(action))

    def legal_actions(self, state: GameState, colour: str) -> list[Json]:
        return legal_choices(state, colour)  # moves carry their route and MP cost for autocomplete

    def view(self, state: GameState, colour: str | None) -> Json:
        return view(state, colour)

    def waiting_for(self, state: GameState) -> str | None:
        return waiting_for(state)

    def turn_key(self, state: GameState) -> list[Any] | None:
        who = waiting_for(state)
        if who is None:
            return None
        return [state.round, state.phase, who, len(state.turn_queue), len(state.deploy_queue)]

    def owes(self, state: GameState) -> str | None:
        if state.phase == "deploy" and state.deploy_queue:
            return "deploy"
        if state.turn is None:
            return None
        return "card" if state.turn.card is None else "end_turn"

    def phase(self, state: GameState) -> tuple[str, int]:
        return state.phase, state.round

    def ended(self, state: GameState) -> bool:
        return state.ended

    def timeout_action(self, state: GameState, colour: str) -> Json:
        if state.phase == "deploy":  # no pass exists in deployment: the first free space, in space-id order
            deploys = legal_actions(state, colour)
            if deploys:
                return deploys[0].to_dict()
        return {"type": "timeout_pass", "player": colour}

    def undo_summary(self, state: GameState, colour: str) -> list[Json]:
        turn = view(state, colour).get("turn") or {}
        return list(turn.get("undo_summary") or []) if turn.get("player") == colour else []

    def confirm_before(self, state: GameState, colour: str, action_type: str) -> tuple[str, Json] | None:
        """Ending a movement turn with MP still unused (B-5: they are lost) deserves a second tap."""
        turn = state.turn
        if action_type == "end_turn" and turn is not None and turn.player == colour and turn.card and turn.mp > 0:
            return "end_with_mp", {"mp": turn.mp}
        return None

    def remove_action(self, colour: str) -> Json:
        return {"type": "remove_player", "player": colour}

    def abort_action(self, colour: str) -> Json:
        return {"type": "abort", "player": colour}

    def dump(self, state: GameState) -> Json:
        return encode_state(state.to_dict())

    def load(self, data: Json) -> GameState:
        return GameState.from_dict(data)



__all__ = ["GameRules", "MaliRules", "RuleError"]
