"""What one player, or the public, may see (§16). Hands, picks, graveyards, the bag and the pool stay hidden."""

from __future__ import annotations

from data.libertalia.loader import GameData, game_data
from engine.libertalia.ctx import Ctx
from engine.libertalia.flow import island_view, pickers
from engine.libertalia.state import GameState
from jsontypes import Json


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


def view(state: GameState, viewer: str | None = None, data: GameData | None = None) -> Json:
    data = data or game_data()
    ctx = Ctx(state, data, [])
    players = []
    for c in state.seats:
        p = state.players[c]
        players.append({
            "colour": c, "coins": p.coins, "score": p.score, "hand_size": len(p.hand),
            "picked": p.pick is not None, "removed": p.removed,
            "ship": [{"rank": r, "kept": r in p.kept} for r in p.ship],
            "loot": {k: p.loot[k] for k in data.loot_order if p.loot.get(k)},
            "graveyard_size": len(p.graveyard),
            "reputation_position": state.position(c),
        })
    out: Json = {
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
        "last_events": [dict(e) for e in state.last_events],
    }
    if viewer is not None and viewer in state.players:
        p = state.players[viewer]
        out["hand"] = list(p.hand)
        out["pick"] = p.pick
        out["graveyard"] = list(p.graveyard)
        out["viewer"] = viewer
    return out
