"""A tiny simultaneous-pick game with the public API of engine/libertalia (coord/LIBERTALIA.md), for testing
the service and the Discord layer on the shape of Libertalia without its rules.

Each player holds the ranks 1-3. A day: every player picks one secretly (changeable until the last pick),
then the picks are revealed; the highest pick (ties: seat order) owes a choice, "gain" (2 points) or "coin"
(1 doubloon), unless it picked 1. After DAYS days comes the night: every player with a doubloon chooses at
once, "keep" it (1 point) or "spend" it (2 points, but the game's last word); then the game ends.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from engine.errors import RuleError
from jsontypes import Json

DAYS = 2
TUNABLES: Json = {"colours": ["red", "blue", "green", "yellow", "purple", "black"], "players": {"min": 2, "max": 6}}


@dataclass(frozen=True)
class Options:
    def to_dict(self) -> Json:
        return {}

    @staticmethod
    def from_dict(d: Json) -> Options:
        if d:
            raise ValueError(f"no options: {sorted(d)}")
        return Options()


@dataclass(frozen=True)
class Action:
    type: str
    player: str
    rank: int | None = None
    option: str | None = None

    def to_dict(self) -> Json:
        out: Json = {"type": self.type, "player": self.player}
        if self.rank is not None:
            out["rank"] = self.rank
        if self.option is not None:
            out["option"] = self.option
        return out


def action_from_dict(d: Json) -> Action:
    kind, player = d.get("type"), d.get("player")
    if kind not in ("pick", "choose", "timeout", "remove_player", "abort") or not isinstance(player, str):
        raise RuleError("LT-16.3", "malformed_action")
    rank = d.get("rank")
    option = d.get("option")
    if kind == "pick" and not isinstance(rank, int):
        raise RuleError("LT-16.3", "malformed_action")
    if kind == "choose" and not isinstance(option, str):
        raise RuleError("LT-16.3", "malformed_action")
    return Action(kind, player, rank if kind == "pick" else None, option if kind == "choose" else None)


@dataclass
class GameState:
    colours: list[str]
    hands: dict[str, list[int]]
    picks: dict[str, int] = field(default_factory=dict)
    coins: dict[str, int] = field(default_factory=dict)
    score: dict[str, int] = field(default_factory=dict)
    day: int = 1
    phase: str = "selection"
    pending: list[Json] = field(default_factory=list)
    active: list[str] = field(default_factory=list)
    ended: bool = False
    last_events: list[Json] = field(default_factory=list)
    seed: int = 0

    def to_dict(self) -> Json:
        return {"format": 1, "colours": self.colours, "hands": self.hands, "picks": self.picks,
                "coins": self.coins, "score": self.score, "day": self.day, "phase": self.phase,
                "pending": self.pending, "active": self.active, "ended": self.ended,
                "last_events": self.last_events, "seed": self.seed}

    @staticmethod
    def from_dict(d: Json) -> GameState:
        if d.get("format") != 1:
            raise ValueError("format")
        return GameState(list(d["colours"]), {k: list(v) for k, v in d["hands"].items()}, dict(d["picks"]),
                         dict(d["coins"]), dict(d["score"]), int(d["day"]), str(d["phase"]),
                         list(d["pending"]), list(d["active"]), bool(d["ended"]), list(d["last_events"]),
                         int(d["seed"]))


def new_game(colours: list[str], options: Options, seed: int) -> tuple[GameState, list[Json]]:
    if not 2 <= len(colours) <= 6 or len(set(colours)) != len(colours):
        raise RuleError("LT-1.1", "player_count")
    state = GameState(list(colours), {c: [1, 2, 3] for c in colours}, coins={c: 0 for c in colours},
                      score={c: 0 for c in colours}, active=list(colours), seed=seed)
    events = [{"type": "voyage_started", "voyage": 1}]
    state.last_events = events
    return state, events


def waiting_for(state: GameState) -> list[str]:
    if state.ended:
        return []
    if state.pending:
        return [str(p["player"]) for p in state.pending]
    return [c for c in state.active if state.hands[c] and c not in state.picks]


def legal_actions(state: GameState, colour: str) -> list[Action]:
    if colour not in waiting_for(state) and not (state.phase == "selection" and colour in state.picks):
        return []
    mine = next((p for p in state.pending if p["player"] == colour), None)
    if mine is not None:
        return [Action("choose", colour, option=str(o["id"])) for o in mine["options"]]
    if state.phase == "selection" and colour in state.active:
        return [Action("pick", colour, rank=r) for r in state.hands[colour]]
    return []


def _night(state: GameState, events: list[Json]) -> None:
    state.phase = "night"
    events.append({"type": "night"})
    state.pending = [{"player": c, "kind": "keep_or_spend", "rule": "LT-X.2", "source": None,
                      "options": [{"id": "keep"}, {"id": "spend"}]} for c in state.active if state.coins[c] > 0]
    if not state.pending:
        _end(state, events)


def _end(state: GameState, events: list[Json]) -> None:
    state.phase = "ended"
    state.ended = True
    events.append({"type": "game_ended"})


def _next_day(state: GameState, events: list[Json]) -> None:
    state.picks = {}
    if state.day >= DAYS:
        _night(state, events)
        return
    state.day += 1
    state.phase = "selection"
    events.append({"type": "day_started", "day": state.day})


def _reveal(state: GameState, events: list[Json]) -> None:
    events.append({"type": "revealed", "ranks": {c: state.picks[c] for c in state.colours if c in state.picks}})
    for c, r in state.picks.items():
        state.hands[c].remove(r)
    state.phase = "day"
    best = max(state.picks.values())
    top = next(c for c in state.colours if state.picks.get(c) == best)
    if best > 1:
        state.pending = [{"player": top, "kind": "gain_or_coin", "rule": "LT-X.1",
                          "source": {"rank": best, "owner": top}, "options": [{"id": "gain"}, {"id": "coin"}]}]
    else:
        _next_day(state, events)


def apply(state: GameState, action: Action) -> tuple[GameState, list[Json]]:
    if state.ended:
        raise RuleError("LT-0.1", "game_over")
    s = copy.deepcopy(state)
    events: list[Json] = []
    c = action.player
    if c not in s.colours:
        raise RuleError("LT-1.1", "no_such_player")
    if action.type == "abort":
        _end(s, events)
    elif action.type == "remove_player":
        if c not in s.active:
            raise RuleError("LT-1.1", "no_such_player")
        s.active.remove(c)
        s.picks.pop(c, None)
        s.pending = [p for p in s.pending if p["player"] != c]
        events.append({"type": "player_removed", "player": c})
        if len(s.active) < 2:
            _end(s, events)
        elif s.phase == "selection" and not waiting_for(s) and s.picks:
            _reveal(s, events)
        elif s.phase == "day" and not s.pending:
            _next_day(s, events)
        elif s.phase == "night" and not s.pending:
            _end(s, events)
    else:
        if action.type == "timeout":
            if c not in waiting_for(s):
                raise RuleError("LT-16.3", "not_waiting")
            mine = next((p for p in s.pending if p["player"] == c), None)
            action = Action("choose", c, option=str(mine["options"][0]["id"])) if mine else \
                Action("pick", c, rank=min(s.hands[c]))
            events.append({"type": "timeout", "player": c})
        if action.type == "pick":
            if s.phase != "selection" or c not in s.active:
                raise RuleError("LT-5.1", "not_selection")
            if action.rank not in s.hands[c]:
                raise RuleError("LT-5.1", "not_in_hand", rank=action.rank)
            s.picks[c] = int(action.rank or 0)
            events.append({"type": "picked", "player": c})
            if not waiting_for(s):
                _reveal(s, events)
        elif action.type == "choose":
            mine = next((p for p in s.pending if p["player"] == c), None)
            if mine is None:
                raise RuleError("LT-16.3", "no_choice")
            if action.option not in [o["id"] for o in mine["options"]]:
                raise RuleError("LT-16.3", "not_an_option", option=action.option)
            s.pending.remove(mine)
            events.append({"type": "chose", "player": c, "option": action.option})
            if mine["kind"] == "gain_or_coin":
                if action.option == "gain":
                    s.score[c] += 2
                else:
                    s.coins[c] += 1
                _next_day(s, events)
            else:
                s.coins[c] -= 1
                s.score[c] += 1 if action.option == "keep" else 2
                if not s.pending:
                    _end(s, events)
    s.last_events = events
    return s, events


def view(state: GameState, colour: str | None) -> Json:
    players = [{"colour": c, "coins": state.coins[c], "score": state.score[c], "hand_size": len(state.hands[c]),
                "picked": c in state.picks, "ship": [], "loot": {}, "graveyard_size": 0} for c in state.colours]
    out: Json = {"game": "libertalia", "format": 1, "voyage": 1, "day": state.day, "days": DAYS,
                 "phase": state.phase, "players": players, "reputation": list(TUNABLES["colours"]),
                 "active": list(state.active), "island": [], "loot_days": [], "dealt": [], "current_day_loot": [],
                 "pending": copy.deepcopy(state.pending), "waiting": waiting_for(state),
                 "last_events": copy.deepcopy(state.last_events)}
    if state.ended:
        ranked = sorted(state.colours, key=lambda c: -state.score[c])
        out["result"] = [{"colour": c, "score": state.score[c], "reputation_position": i + 1, "place": i + 1}
                         for i, c in enumerate(ranked)]
    if colour is not None and colour in state.colours:
        out["hand"] = list(state.hands[colour])
        out["pick"] = state.picks.get(colour)
        out["graveyard"] = []
    return out


def replay(colours: list[str], options: Options, seed: int, actions: list[Json]) -> GameState:
    state, _ = new_game(colours, options, seed)
    for a in actions:
        state, _ = apply(state, action_from_dict(a))
    return state
