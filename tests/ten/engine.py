"""Ten's rules, pure: a state, actions as dicts, events, refusals that name their rule."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.errors import RuleError
from engine.rng import Rng
from jsontypes import Json

TARGET = 10
STEPS = (1, 2, 3)


@dataclass(frozen=True)
class State:
    players: tuple[str, ...]
    turn: int = 0  # index of the player to act
    count: int = 0
    winner: str | None = None
    removed: tuple[str, ...] = ()

    @property
    def ended(self) -> bool:
        return self.winner is not None or len(self.active) <= 1

    @property
    def active(self) -> tuple[str, ...]:
        return tuple(p for p in self.players if p not in self.removed)

    def to_dict(self) -> Json:
        return {"players": list(self.players), "turn": self.turn, "count": self.count, "winner": self.winner,
                "removed": list(self.removed)}

    @staticmethod
    def from_dict(d: Json) -> State:
        return State(tuple(d["players"]), int(d["turn"]), int(d["count"]), d.get("winner"), tuple(d["removed"]))


def new_game(colours: list[str], seed: int) -> tuple[State, list[Json]]:
    first = Rng(seed).below(len(colours))  # who starts: drawn from the game's seed
    state = State(tuple(colours), first, 0)
    return state, [{"type": "started", "player": colours[first]}, {"type": "phase", "phase": "play", "round": 1}]


def waiting_for(state: State) -> str | None:
    return None if state.ended else state.players[state.turn]


def legal(state: State, colour: str) -> list[Json]:
    if waiting_for(state) != colour:
        return []
    return [{"type": "add", "player": colour, "n": n} for n in STEPS if state.count + n <= TARGET]


def _next(state: State, after: int) -> int:
    for step in range(1, len(state.players) + 1):
        i = (after + step) % len(state.players)
        if state.players[i] not in state.removed:
            return i
    return after


def apply(state: State, action: Json) -> tuple[State, list[Json]]:
    kind, colour = action.get("type"), action.get("player")
    if state.ended:
        raise RuleError("TY-1", "over")
    if kind == "abort":
        return replace(state, winner="-"), [{"type": "aborted"}]
    if kind == "remove_player":
        removed = (*state.removed, str(colour))
        new = replace(state, removed=removed, turn=_next(state, state.turn) if waiting_for(state) == colour
                      else state.turn)
        return new, [{"type": "left", "player": colour}]
    if kind == "timeout":
        action = {"type": "add", "player": colour, "n": 1 if state.count < TARGET else 0}
    if colour != waiting_for(state):
        raise RuleError("TY-3", "not_yours")
    n = action.get("n")
    if not isinstance(n, int) or n not in STEPS:
        raise RuleError("TY-2", "bad_step")
    if state.count + n > TARGET:
        raise RuleError("TY-2", "too_far", left=TARGET - state.count)
    count = state.count + n
    events: list[Json] = [{"type": "added", "player": colour, "n": n, "count": count}]
    if count == TARGET:
        events.append({"type": "won", "player": colour})
        return replace(state, count=count, winner=str(colour)), events
    return replace(state, count=count, turn=_next(state, state.turn)), events


def view(state: State) -> Json:
    return {"game": "toy", "count": state.count, "target": TARGET, "players": [{"colour": p} for p in state.active],
            "turn": waiting_for(state), "winner": state.winner,
            "result": {"winners": [state.winner]} if state.ended and state.winner not in (None, "-") else None}
