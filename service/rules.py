"""The narrow door between the table service and one game's rules, and where the service finds a game's.

The service sees states as opaque objects and actions and views as JSON. A game's adapter (service/rules_<game>.py,
named by its descriptor in games/) subclasses `BaseRules`: it writes the dozen members that are its own and
inherits the rest, which most games share. `rules_named` builds a registered game's adapter once, on first use
(loading a game's engine costs time), by its key or by the game_type stored with a row.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

from engine.errors import RuleError
from games import GameSpec, find, load, on_change
from jsontypes import Event, Json
from service.encoding import encode_state
from store.records import LogEntry


class GameRules(Protocol):
    name: str  # the rules' name, stored as the game row's game_type
    key: str  # the game's short key (games/): its words room, its /game new choice
    timeout_key: str  # the service message that tells a deadline pass
    colours: tuple[str, ...]
    min_players: int
    max_players: int
    reserved_actions: frozenset[str]  # action types only the game master or a moderator may use
    boundary_events: frozenset[str]  # event types that start a new phase: a snapshot, a new board posted

    def options(self, raw: Json) -> Json:
        """Checked, complete options; ValueError names what is wrong."""

    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[Any, Sequence[Event]]: ...

    def parse_action(self, raw: Any) -> tuple[Any, Json]:
        """A well-formed action: the rules' own object and its canonical JSON (for the log); RuleError if
        malformed."""

    def apply(self, state: Any, action: Any) -> tuple[Any, Sequence[Event]]:
        """A new state and its events, for an action from `parse_action` or its JSON (a replayed log);
        RuleError if not allowed (the state is untouched)."""

    def legal_actions(self, state: Any, colour: str) -> list[Json]: ...

    def view(self, state: Any, colour: str | None) -> Json: ...

    def announces(self, event: Event) -> bool:
        """Whether a public event is posted in the channel (one that is not still shows on the board, in /log
        and /game status)."""

    def notable(self, event: Event) -> bool:
        """Whether a public event is news a player away since their last turn should read in their ping
        ("since your last turn")."""

    def progress_only(self, event: Event) -> bool:
        """Whether a public event only says how far the others got with a simultaneous move (who has picked):
        said as it happens when every move is posted live, left out of the one message per turn."""

    def said_by_ping(self, event: Event) -> bool:
        """Whether a public event only says whose turn it is: in a message that pings that player (one message
        per turn) the ping says it, so the line is left out."""

    def waiting_for(self, state: Any) -> list[str]:
        """Every colour that owes an action now (one in a turn-by-turn game, several in a simultaneous pick);
        empty when nobody does."""

    def may_act(self, state: Any, colour: str) -> bool:
        """Whether `colour` may act now: one the game waits for, or one allowed to change what they did."""

    def stage(self, state: Any, colour: str) -> list[Any] | None:
        """What `colour` may do now, as a key that stays the same while their choice stays the same (others'
        moves do not change it): a private panel built at one stage acts only at that stage. None: nothing."""

    def turn_keys(self, state: Any) -> dict[str, list[Any]]:
        """For each waiting colour, what it owes now: a new key for a colour starts a new deadline for it."""

    def owes(self, state: Any, colour: str) -> str | None:
        """What `colour` still has to do (a message key suffix "owes-..."), for pings and reminders."""

    def next_up(self, state: Any) -> str | None:
        """Who acts after the one the game waits for now ("you're next", issue 27): a colour, "" when nobody can
        tell yet (a round's end decides), or None to let the service guess the next seat."""

    def phase(self, state: Any) -> tuple[str, int]: ...

    def progress(self, state: Any) -> Json | None:
        """Where a running game stands in the game's own terms, for /game status, or None where the phase and
        round say it all."""

    def ended(self, state: Any) -> bool: ...

    def timeout_action(self, state: Any, colour: str) -> Json:
        """What the game master plays for an absent player whose deadline passed."""

    def undo_summary(self, state: Any, colour: str) -> list[Json]:
        """The actions an undo by `colour` would take back now (empty: nothing to undo)."""

    def confirm_before(self, state: Any, colour: str, action_type: str) -> tuple[str, Json] | None:
        """A reason to ask once more before this action (a message key and its parameters), or None."""

    def public_log(self, entries: list[LogEntry]) -> list[LogEntry]:
        """The log as players may read it: what is still secret in it taken out."""

    def remove_action(self, colour: str) -> Json: ...

    def abort_action(self, colour: str) -> Json: ...

    def seat_view(self, state: Any, colour: str) -> Any:
        """The state as `colour` may know it, hidden information taken out (a state the game's computer player
        can run on): all a computer seat is handed (service/computer.py)."""

    def dump(self, state: Any) -> Json: ...

    def outcome(self, state: Any) -> Json | None:
        """How an ended game came out, in terms every game shares (a server's statistics read it, knowing no
        game): {"kind": "team" | "rank", "won": the team's victory (None: not a team game, or aborted),
        "winners": colours, "places": colours best first (a ranked game's, when it says), "aborted": bool};
        None while the game runs."""

    def load(self, data: Json) -> Any:
        """A state from its JSON; ValueError/KeyError/TypeError if it is not one."""


class BaseRules(ABC):
    """What most games share, written once: a game writes its players, setup, actions, view, who is waited for,
    its phase, its end and its deadline pass (the abstract members), and overrides a default where it differs.

    The defaults: no options; every public event is posted, none is news for "since your last turn"; a player may act when waited for; one deadline per
    waiting player per phase and round; nothing to undo or confirm; the whole log is public; a moderator's
    removal and abort are the actions `remove_player` and `abort`; the state stores as its `to_dict()`.
    """

    key: ClassVar[str]
    name: ClassVar[str]
    timeout_key: ClassVar[str] = "auto_play"
    reserved_actions: ClassVar[frozenset[str]] = frozenset({"timeout", "remove_player", "abort"})
    boundary_events: ClassVar[frozenset[str]] = frozenset({"phase"})
    colours: tuple[str, ...]
    min_players: int
    max_players: int

    # ---- what each game writes ----
    @abstractmethod
    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[Any, Sequence[Event]]: ...

    @abstractmethod
    def parse_action(self, raw: Any) -> tuple[Any, Json]: ...

    @abstractmethod
    def apply(self, state: Any, action: Any) -> tuple[Any, Sequence[Event]]: ...

    @abstractmethod
    def legal_actions(self, state: Any, colour: str) -> list[Json]: ...

    @abstractmethod
    def view(self, state: Any, colour: str | None) -> Json: ...

    @abstractmethod
    def waiting_for(self, state: Any) -> list[str]: ...

    @abstractmethod
    def phase(self, state: Any) -> tuple[str, int]: ...

    @abstractmethod
    def ended(self, state: Any) -> bool: ...

    @abstractmethod
    def timeout_action(self, state: Any, colour: str) -> Json: ...

    @abstractmethod
    def load(self, data: Json) -> Any: ...

    # ---- defaults ----
    def options(self, raw: Json) -> Json:
        if raw:
            raise ValueError(f"{self.key} takes no options, not {sorted(raw)}")
        return {}

    def announces(self, event: Event) -> bool:
        return True

    def notable(self, event: Event) -> bool:
        return False

    def progress_only(self, event: Event) -> bool:
        return False

    def said_by_ping(self, event: Event) -> bool:
        return False

    def may_act(self, state: Any, colour: str) -> bool:
        return colour in self.waiting_for(state)

    def stage(self, state: Any, colour: str) -> list[Any] | None:
        return self.turn_keys(state).get(colour) if self.may_act(state, colour) else None

    def turn_keys(self, state: Any) -> dict[str, list[Any]]:
        phase, number = self.phase(state)
        return {colour: [number, phase, colour] for colour in self.waiting_for(state)}

    def owes(self, state: Any, colour: str) -> str | None:
        return "turn" if colour in self.waiting_for(state) else None

    def next_up(self, state: Any) -> str | None:
        return None  # the next seat (service/notices.py)

    def progress(self, state: Any) -> Json | None:
        return None

    def undo_summary(self, state: Any, colour: str) -> list[Json]:
        return []

    def confirm_before(self, state: Any, colour: str, action_type: str) -> tuple[str, Json] | None:
        return None

    def public_log(self, entries: list[LogEntry]) -> list[LogEntry]:
        return entries

    def remove_action(self, colour: str) -> Json:
        return {"type": "remove_player", "player": colour}

    def abort_action(self, colour: str) -> Json:
        return {"type": "abort", "player": colour}

    def seat_view(self, state: Any, colour: str) -> Any:
        """A game that hides nothing from its players hands its computer the state itself; a game with hidden
        information overrides this (its seat view)."""
        return state

    def dump(self, state: Any) -> Json:
        return encode_state(state.to_dict())

    def outcome(self, state: Any) -> Json | None:
        """Read from the public view's "result" (docs/VIEW.md): an "outcome" of victory or defeat makes a team
        game, anything else a ranked one; its "winners" (or one "winner") and "places" as it gives them."""
        if not self.ended(state):
            return None
        return outcome_of(self.view(state, None).get("result"))


TEAM = "team"  # everybody wins or loses together (a cooperative game)
RANK = "rank"  # the players finish in an order; the first (or those tied first) win
TEAM_OUTCOMES = {"victory": True, "defeat": False}


def outcome_of(result: Any, kind: str | None = None) -> Json:
    """A game's result record in the shared terms of `GameRules.outcome`; `kind` forces team or rank (a game that
    knows which it is, even when a game is aborted)."""
    found = result if isinstance(result, dict) else {}
    said = found.get("outcome")
    winners = found.get("winners")
    if not isinstance(winners, list):
        one = found.get("winner")
        winners = [one] if isinstance(one, str) else []
    places = found.get("places")
    kind = kind or (TEAM if said in TEAM_OUTCOMES else RANK)
    won = TEAM_OUTCOMES.get(str(said)) if kind == TEAM else None
    return {"kind": kind, "won": won, "winners": [str(w) for w in winners],
            "places": [str(c) for c in places] if isinstance(places, list) else [], "aborted": said == "aborted"}


# ---- a game's adapter, from the registry ----

_made: dict[str, GameRules] = {}  # key -> its adapter, built once
on_change(lambda key: _made.pop(key, None))


def rules_of(spec: GameSpec) -> GameRules:
    """The game's adapter (built on first use); the descriptor's errors propagate (games.check says them)."""
    made = _made.get(spec.key)
    if made is None:
        made = _made[spec.key] = load(spec.rules)()
    return made


def rules_named(name: str | None) -> GameRules | None:
    """The adapter for a stored game_type or a game's key, or None if no such game is playable here."""
    spec = find(name)
    if spec is None:
        return None
    try:
        return rules_of(spec)
    except (ImportError, AttributeError):  # a game whose engine is not installed here is not playable here
        return None


def game_colours(spec: GameSpec) -> tuple[str, ...]:
    """A game's colours, for menus built at start-up: without loading its engine where the game says how."""
    if spec.colours is not None:
        colours: Sequence[str] = load(spec.colours)()
        return tuple(colours)
    return rules_of(spec).colours


__all__ = ["RANK", "TEAM", "BaseRules", "GameRules", "RuleError", "game_colours", "outcome_of", "rules_named", "rules_of"]
