"""What one player, or the public, may see (§16). Hands, picks, graveyards, the bag and the pool stay hidden.

`LibertaliaView` is the view as a type (docs/VIEW.md, "Libertalia"): mypy checks `view` builds it and the renderer
reads it. At run time a view is a plain dict (it is stored and sent as JSON).
"""

from __future__ import annotations

from typing import Any, TypedDict

from data.libertalia.loader import GameData, game_data
from engine.libertalia.ctx import Ctx
from engine.libertalia.events import IslandSlot, LibertaliaEvent, Standing
from engine.libertalia.flow import island_view, pickers
from engine.libertalia.state import GameState
from jsontypes import Json


class ShipCard(TypedDict):
    rank: int
    kept: bool  # kept for the next voyage (the Hook)


class LibertaliaPlayerView(TypedDict):
    colour: str
    coins: int
    score: int
    hand_size: int
    picked: bool  # whether they picked today (the rank stays secret until the reveal)
    removed: bool
    ship: list[ShipCard]
    loot: dict[str, int]  # kind -> tokens held, in the game's loot order
    graveyard_size: int
    reputation_position: int
    voyage_scores: list[int]  # points scored at the end of each voyage so far (LT-10.3)


class PublicView(TypedDict):
    """What every view holds, the public one and each player's."""

    game: str  # "libertalia"
    format: int
    options: dict[str, Any]
    voyage: int
    day: int
    days: int  # days in this voyage
    phase: str  # selection | day | dusk | night | anchor | ended
    seats: list[str]
    midshipman: bool
    players: list[LibertaliaPlayerView]
    reputation: list[str]  # colours, top of the track first
    active: list[str]
    reputation_coins: list[int]  # the doubloons each position gains at a voyage's start (LT-3.7)
    island: list[IslandSlot]
    loot_days: list[list[str]]
    current_day_loot: list[str]
    dealt: list[list[int]]
    bag_size: int
    pending: list[dict[str, Any]]  # open choices: {player, kind, rule, source, options, private}; options of a
    # private choice only in its chooser's view
    waiting: list[str]
    result: list[Standing] | None  # the final standings
    outcome: str | None  # "finished" | "aborted"
    winner: str | None
    last_events: list[LibertaliaEvent]  # what the last action did


class LibertaliaView(PublicView, total=False):
    """The whole view: the public part, and in a seated player's own view their secrets (total=False: absent
    from the public view)."""

    hand: list[int]
    pick: int | None
    graveyard: list[int]
    viewer: str


def waiting_for(state: GameState) -> list[str]:
    """Colours that owe an action now: the pickers in selection, else the choosers of the open choices."""
    if state.phase == "ended":
        return []
    if state.phase == "selection":
        return [c for c in state.active() if state.players[c].hand and state.players[c].pick is None]
    owed = {str(p["player"]) for p in state.pending}
    return [c for c in state.seats if c in owed]


def pending_view(p: Json, viewer: str | None) -> Json:
    out = {k: v for k, v in p.items() if k not in ("lane", "options")}
    out["options"] = [dict(o) for o in p["options"]] if (not p.get("private") or viewer == p["player"]) else []
    out["private"] = bool(p.get("private"))
    return out


def view(state: GameState, viewer: str | None = None, data: GameData | None = None) -> LibertaliaView:
    data = data or game_data()
    ctx = Ctx(state, data, [])
    players: list[LibertaliaPlayerView] = []
    for c in state.seats:
        p = state.players[c]
        players.append({
            "colour": c, "coins": p.coins, "score": p.score, "hand_size": len(p.hand),
            "picked": p.pick is not None, "removed": p.removed,
            "ship": [{"rank": r, "kept": r in p.kept} for r in p.ship],
            "loot": {k: p.loot[k] for k in data.loot_order if p.loot.get(k)},
            "graveyard_size": len(p.graveyard),
            "reputation_position": state.position(c), "voyage_scores": list(p.voyage_scores),
        })
    out: LibertaliaView = {
        "game": "libertalia", "format": state.format, "options": state.options.to_dict(),
        "voyage": state.voyage, "day": state.day, "days": len(state.loot_days) if state.loot_days else (
            data.days_in(state.voyage) if state.voyage else 0),
        "phase": state.phase, "seats": list(state.seats), "midshipman": state.midshipman,
        "players": players, "reputation": list(state.reputation), "active": state.active(),
        "reputation_coins": [data.reputation_coins(i + 1) for i in range(len(state.reputation))],
        "island": island_view(ctx), "loot_days": [list(d) for d in state.loot_days],
        "current_day_loot": list(state.loot_days[state.day - 1]) if state.loot_days and state.day else [],
        "dealt": [list(d) for d in state.dealt], "bag_size": len(state.bag),
        "pending": [pending_view(p, viewer) for p in state.pending],
        "waiting": waiting_for(state) if state.phase != "selection" else pickers(ctx),
        "result": list(state.result["standings"]) if state.result else None,
        "outcome": state.result["outcome"] if state.result else None,
        "winner": state.result["winner"] if state.result else None,
        "last_events": [e.copy() for e in state.last_events],
    }
    if viewer is not None and viewer in state.players:
        p = state.players[viewer]
        out["hand"] = list(p.hand)
        out["pick"] = p.pick
        out["graveyard"] = list(p.graveyard)
        out["viewer"] = viewer
    return out
