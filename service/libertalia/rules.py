"""Libertalia: Winds of Galecrest through its engine's public API (coord/LIBERTALIA.md, the contract).

The game is simultaneous where Mali Powstańcy is turn by turn: in a day's selection every player with cards
owes a secret pick (changeable until the last one is in), and a resolution may stop on a pending choice
owed by one player, or by several at once (night, anchor). The adapter says who owes what per colour, so
the service gives each of them their own deadline; at a deadline the game master plays the engine's
`timeout` action (the lowest card in hand, or a choice's first option).

The engine module is a parameter so that the service can be tested on a tiny game of the same shape
(tests/service/fake_libertalia.py) and the adapter does not load the engine until a game needs it.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import replace
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from data.libertalia.loader import DATA_DIR
from engine.errors import RuleError
from games.libertalia import SPEC
from jsontypes import Event, Json
from service.rules import RANK, BaseRules, outcome_of
from store.records import LogEntry

if TYPE_CHECKING:  # the engine itself loads when a game needs it
    from engine.libertalia.actions import Action
    from engine.libertalia.events import LibertaliaEvent
    from engine.libertalia.view import LibertaliaView

TUNABLES = DATA_DIR / "tunables.json"
# events after which the table sees a new board: a reveal, a dusk, a night (and the game's own phase changes)
# "since your last turn": what was played and what was lost
NOTABLE = frozenset({"revealed", "character_discarded", "loot_stolen", "loot_destroyed", "coins_lost",
                     "voyage_scored"})
BOUNDARY_EVENTS = frozenset({"phase", "revealed", "voyage_started", "day_started", "voyage_ended", "game_over"})


def players_of(data: Json) -> tuple[tuple[str, ...], int, int]:
    """The colours (seat order) and the player counts from the game's tunables (LT-0.4)."""
    return tuple(str(c) for c in data["colours"]), int(data["players"]["min"]), int(data["players"]["max"])


def read_tunables() -> Json:
    """data/libertalia/tunables.json, read without loading the engine (the /game menus are built at start-up)."""
    data: Json = json.loads(TUNABLES.read_text(encoding="utf-8"))
    return data


def tunable_colours() -> tuple[str, ...]:
    return players_of(read_tunables())[0]


class LibertaliaRules(BaseRules):
    """Libertalia (calm side, 2–6 players) for the table service."""

    name = SPEC.name
    key = SPEC.key
    boundary_events = BOUNDARY_EVENTS

    def __init__(self, engine: ModuleType | None = None) -> None:
        self.engine = engine or importlib.import_module("engine.libertalia")
        given = getattr(self.engine, "TUNABLES", None)  # a test's stand-in engine brings its own
        tunables: Json = given if isinstance(given, dict) else read_tunables()
        self.colours, self.min_players, self.max_players = players_of(tunables)
        self.voyage_days = [int(d) for d in tunables.get("days_per_voyage") or ()]  # LT-5.1: 4, 5, 6

    # ---- setting up ----
    def new_game(self, colours: list[str], options: Json, seed: int) -> tuple[Any, list[LibertaliaEvent]]:
        state, events = self.engine.new_game(list(colours), self.engine.Options.from_dict(dict(options)), seed)
        return state, list(events)

    # ---- playing ----
    def parse_action(self, raw: Any) -> tuple[Any, Json]:
        if not isinstance(raw, dict):
            raise RuleError("LT-16.3", "bad_action", detail="shape")
        try:
            action = self.engine.action_from_dict(raw)
        except RuleError:
            raise
        except (KeyError, TypeError, ValueError) as e:
            raise RuleError("LT-16.3", "bad_action", detail="shape") from e
        parsed: Json = action.to_dict()
        return action, parsed

    def apply(self, state: Any, action: Any) -> tuple[Any, list[LibertaliaEvent]]:
        if isinstance(action, dict):
            action = self.parse_action(action)[0]
        new, events = self.engine.apply(state, action)
        return new, list(events)

    def legal_actions(self, state: Any, colour: str) -> list[Json]:
        legal: list[Action] = self.engine.legal_actions(state, colour)
        return [a.to_dict() for a in legal]

    def view(self, state: Any, colour: str | None) -> Json:
        seen: LibertaliaView = self.engine.view(state, colour)
        return cast(Json, seen)  # the service, knowing no game's types, reads JSON

    def announces(self, event: Event) -> bool:
        """A pick (or a changed pick) is not posted: the picker's panel shows it, and six players would make a
        day six posts. The one exception is the pick that leaves a single player to pick: it names them ("only
        green still has to pick"), so the table (and the latecomer) see who holds the day up. Ruling R-17."""
        kind = event.get("type")
        if kind == "picked":
            return event.get("waiting") == 1
        return kind != "pick_changed"

    def notable(self, event: Event) -> bool:
        return event.get("type") in NOTABLE

    def progress_only(self, event: Event) -> bool:
        """Who has picked: the one message per turn leaves it out (`/game status` and the panel say it)."""
        return event.get("type") in ("picked", "pick_changed")

    def waiting_for(self, state: Any) -> list[str]:
        return [str(c) for c in self.engine.waiting_for(state)]

    def may_act(self, state: Any, colour: str) -> bool:
        """The players owing an action, and those who picked already and may change their pick (LT: until the
        last pick is in)."""
        return colour in self.waiting_for(state) or bool(self.engine.legal_actions(state, colour))

    def pending(self, state: Any) -> list[Json]:
        """The open choices (the public view lists them: who chooses and among what, not hidden cards)."""
        v: LibertaliaView = self.engine.view(state, None)
        return list(v.get("pending") or [])

    def turn_keys(self, state: Any) -> dict[str, list[Any]]:
        """A pick is one turn per day for each player without one; a pending choice is a turn of its own (its
        kind, its source and its options tell one choice from the next)."""
        waiting = self.waiting_for(state)
        if not waiting:
            return {}
        v: LibertaliaView = self.engine.view(state, None)
        return {colour: self.stage_in(v, colour, True) or [] for colour in waiting}

    def stage(self, state: Any, colour: str) -> list[Any] | None:
        v: LibertaliaView = self.engine.view(state, None)
        return self.stage_in(v, colour, self.may_act(state, colour))

    @staticmethod
    def stage_in(v: LibertaliaView, colour: str, acting: bool) -> list[Any] | None:
        if not acting:
            return None
        when = [v.get("voyage"), v.get("day")]
        p = next((p for p in v.get("pending") or [] if p.get("player") == colour), None)
        if p is None:
            return ["pick", *when]
        source = p.get("source") or {}
        return ["choose", *when, v.get("phase"), p.get("kind"), source.get("rank"), source.get("owner"),
                [o.get("id") for o in p.get("options") or []]]

    def owes(self, state: Any, colour: str) -> str | None:
        if colour not in self.waiting_for(state):
            return None
        return "choose" if any(p.get("player") == colour for p in self.pending(state)) else "pick"

    def _when(self, state: Any) -> tuple[str, int, int, int]:
        """The phase, the voyage, the day of that voyage and that voyage's days (LT-5.1), from the public view."""
        v: LibertaliaView = self.engine.view(state, None)
        voyage, day = int(v.get("voyage") or 1), int(v.get("day") or 0)
        days = self.voyage_days[voyage - 1] if len(self.voyage_days) >= voyage else int(v.get("days") or 0)
        return str(v.get("phase")), voyage, day, days

    def phase(self, state: Any) -> tuple[str, int]:
        """The phase and the number of the day in the whole game (for snapshots and rollback messages)."""
        phase, voyage, day, days = self._when(state)
        before = sum(self.voyage_days[:voyage - 1]) if self.voyage_days else (voyage - 1) * days
        return phase, before + day  # day 5 of voyage 2 is day 9 of the game

    def progress(self, state: Any) -> Json | None:
        """Voyage 2 of 3, day 5 of 6: what the players count in (phase() gives the day of the whole game)."""
        if state.ended:
            return None
        _, voyage, day, days = self._when(state)
        return {"voyage": voyage, "voyages": len(self.voyage_days) or voyage, "day": day, "days": days}

    def ended(self, state: Any) -> bool:
        return bool(state.ended)

    def outcome(self, state: Any) -> Json | None:
        """Ranked by the final standings (LT-15.2): the winner, and every player in their place."""
        if not self.ended(state):
            return None
        seen = self.view(state, None)
        rows = seen.get("result")
        if not isinstance(rows, list):
            rows = []
        places = [str(r["colour"]) for r in sorted(rows, key=lambda r: int(r.get("place") or 0))]
        return outcome_of({"outcome": seen.get("outcome"), "winner": seen.get("winner"), "places": places}, RANK)

    def timeout_action(self, state: Any, colour: str) -> Json:
        return {"type": "timeout", "player": colour}

    def public_log(self, entries: list[LogEntry]) -> list[LogEntry]:
        """Picks stay secret until their reveal, and a pick changed before it stays secret for good: the log
        is replayed to see which picks a reveal made public (only each player's last pick of the day)."""
        state: Any = None
        by_version: dict[int, Any] = {}
        unrevealed: list[tuple[int, str]] = []  # (entry index, colour) of picks not revealed yet
        secret: set[int] = set()
        for i, e in enumerate(entries):
            p = e.payload
            try:
                if "new_game" in p:
                    ng = p["new_game"]
                    state, _ = self.new_game(list(ng["colours"]), dict(ng["options"]), int(ng["seed"]))
                elif "action" in p and state is not None:
                    action = p["action"]
                    state, events = self.apply(state, action)
                    if isinstance(action, dict) and action.get("type") == "pick":
                        unrevealed.append((i, str(action.get("player"))))
                    if any(ev.get("type") == "revealed" for ev in events):
                        last = {colour: index for index, colour in unrevealed}
                        secret.update(index for index, _ in unrevealed if index not in last.values())
                        unrevealed = []
                elif e.kind == "rollback":
                    state = by_version[int(p["to_version"])]
            except (RuleError, KeyError, TypeError, ValueError):
                secret.update(range(i, len(entries)))  # an unreadable log: nothing after it is shown
                break
            by_version[e.version] = state
        secret.update(index for index, _ in unrevealed)
        return [replace(e, payload={**e.payload, "action": {k: v for k, v in e.payload["action"].items()
                                                            if k != "rank"}})
                if i in secret and isinstance(e.payload.get("action"), dict) else e for i, e in enumerate(entries)]

    # ---- storing ----
    def seat_view(self, state: Any, colour: str) -> Any:
        from engine.libertalia.state import GameState
        from tools.libertalia.seat import seat_view  # loaded with the first computer seat

        return seat_view(state, colour) if isinstance(state, GameState) else state  # (a test's stand-in engine)

    def load(self, data: Json) -> Any:
        return self.engine.GameState.from_dict(data)


__all__ = ["LibertaliaRules"]
