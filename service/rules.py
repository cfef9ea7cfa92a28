"""The narrow door between the table service and one game's rules (DESIGN.md: room for a second game).

The service sees states as opaque objects and actions and views as JSON; `MaliRules` adapts the engine of
Mali Powstańcy to this shape. Another game would bring its own adapter and reuse the store and service.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import fields
from typing import Any, Protocol

from data.mali.loader import game_data
from engine.errors import RuleError
from engine.mali import Action, GameState, Options, action_from_dict, apply, legal_actions, new_game, view
from engine.mali.legal import legal_choices
from engine.mali.view import waiting_for
from jsontypes import Json
from service.encoding import encode_state
from store.records import LogEntry


class GameRules(Protocol):
    name: str  # the rules' name, stored as the game row's game_type
    key: str  # the game's short key: its words room, its /game new choice ("mali", "libertalia")
    timeout_key: str  # the service message that tells a deadline pass ("auto_pass")
    colours: tuple[str, ...]
    min_players: int
    max_players: int
    reserved_actions: frozenset[str]  # action types only the game master or a moderator may use
    boundary_events: frozenset[str]  # event types that start a new phase: a snapshot, a new board posted

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

    def announces(self, event: Json) -> bool:
        """Whether a public event is posted in the channel (one that is not still shows on the board, in /log
        and /game status): Libertalia keeps its picks quiet until one player is left to pick, so that a day is
        not one post per pick."""

    def waiting_for(self, state: Any) -> list[str]:
        """Every colour that owes an action now (one in a turn-by-turn game, several in a simultaneous pick);
        empty when nobody does."""

    def may_act(self, state: Any, colour: str) -> bool:
        """Whether `colour` may act now: one the game waits for, or one allowed to change what they did (a
        secret pick before the reveal)."""

    def stage(self, state: Any, colour: str) -> list[Any] | None:
        """What `colour` may do now, as a key that stays the same while their choice stays the same (others'
        picks do not change it): a private panel built at one stage acts only at that stage. None: nothing."""

    def turn_keys(self, state: Any) -> dict[str, list[Any]]:
        """For each waiting colour, what it owes now: a new key for a colour starts a new deadline for it."""

    def owes(self, state: Any, colour: str) -> str | None:
        """What `colour` still has to do (a message key suffix "owes-..."), for pings and reminders."""

    def phase(self, state: Any) -> tuple[str, int]: ...

    def progress(self, state: Any) -> Json | None:
        """Where a running game stands in the game's own terms, for /game status (plain numbers: Libertalia's
        voyage and day), or None where the phase and round say it all (Mali)."""

    def ended(self, state: Any) -> bool: ...

    def timeout_action(self, state: Any, colour: str) -> Json:
        """What the game master plays for an absent player whose deadline passed."""

    def undo_summary(self, state: Any, colour: str) -> list[Json]:
        """The actions an undo by `colour` would take back now (empty: nothing to undo)."""

    def confirm_before(self, state: Any, colour: str, action_type: str) -> tuple[str, Json] | None:
        """A reason to ask once more before this action (a message key and its parameters), or None."""

    def public_log(self, entries: list[LogEntry]) -> list[LogEntry]:
        """The log as players may read it: what is still secret in it taken out (a pick before its reveal)."""

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
    key = "mali"
    timeout_key = "auto_pass"
    reserved_actions = frozenset({"timeout_pass", "remove_player", "abort"})
    boundary_events = frozenset({"phase"})

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

    def announces(self, event: Json) -> bool:
        return True

    def waiting_for(self, state: GameState) -> list[str]:
        who = waiting_for(state)
        return [] if who is None else [who]

    def may_act(self, state: GameState, colour: str) -> bool:
        return waiting_for(state) == colour

    def stage(self, state: GameState, colour: str) -> list[Any] | None:
        return self.turn_keys(state).get(colour)

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

    def phase(self, state: GameState) -> tuple[str, int]:
        return state.phase, state.round

    def progress(self, state: GameState) -> Json | None:
        return None

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

    def public_log(self, entries: list[LogEntry]) -> list[LogEntry]:
        return entries  # no action of Mali Powstańcy's is secret once played (H-1: hands are not logged)

    def remove_action(self, colour: str) -> Json:
        return {"type": "remove_player", "player": colour}

    def abort_action(self, colour: str) -> Json:
        return {"type": "abort", "player": colour}

    def dump(self, state: GameState) -> Json:
        return encode_state(state.to_dict())

    def load(self, data: Json) -> GameState:
        return GameState.from_dict(data)


# ---- the registry: a game row's game_type picks its rules ----

_FACTORIES: dict[str, Callable[[], GameRules]] = {}
_MADE: dict[str, GameRules] = {}
_KEYS: dict[str, str] = {}  # short key ("mali") -> rules name ("mali-powstancy")
_COLOURS: dict[str, Callable[[], tuple[str, ...]]] = {}  # short key -> the game's colours, without its engine
DEFAULT_GAME = "mali"


def register_rules(name: str, key: str, factory: Callable[[], GameRules],
                   colours: Callable[[], tuple[str, ...]] | None = None) -> None:
    """Make a game playable: its rules' name (the stored game_type), its short key, how to build its adapter
    (built once, on first use: loading a game's engine costs time) and, if cheaper, how to read its colours."""
    _FACTORIES[name] = factory
    _KEYS[key] = name
    _MADE.pop(name, None)
    if colours is not None:
        _COLOURS[key] = colours


def game_colours(key: str) -> tuple[str, ...]:
    """A registered game's colours (for menus at start-up: without loading its engine where it can)."""
    cheap = _COLOURS.get(key)
    if cheap is not None:
        return cheap()
    rules = rules_named(key)
    return () if rules is None else rules.colours


def rules_named(name: str) -> GameRules | None:
    """The adapter for a stored game_type or a short key, or None if no such game is registered."""
    name = _KEYS.get(name, name)
    made = _MADE.get(name)
    if made is None:
        factory = _FACTORIES.get(name)
        if factory is None:
            return None
        try:
            made = _MADE[name] = factory()
        except (ImportError, AttributeError):  # a game whose engine is not installed here is not playable here
            return None
    return made


def game_keys() -> list[str]:
    """The short keys of every registered game, the default first (the /game new choice)."""
    return sorted(_KEYS, key=lambda k: (k != DEFAULT_GAME, k))


def _libertalia() -> GameRules:
    """Libertalia's adapter, imported on first use (its engine is loaded only when a game needs it)."""
    module = importlib.import_module("service.rules_libertalia")
    rules: GameRules = module.LibertaliaRules()
    return rules


register_rules(MaliRules.name, MaliRules.key, MaliRules)
def _libertalia_colours() -> tuple[str, ...]:
    module = importlib.import_module("service.rules_libertalia")
    colours: tuple[str, ...] = module.tunable_colours()
    return colours


register_rules("libertalia", "libertalia", _libertalia, _libertalia_colours)

__all__ = ["DEFAULT_GAME", "GameRules", "MaliRules", "RuleError", "game_colours", "game_keys", "register_rules",
           "rules_named"]
