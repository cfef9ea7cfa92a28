"""What one player (or the public) may see (LB-9): everything on the table; a hand only to its owner.

`view(state, colour)` shows that colour's hand and, when the open choice is theirs, its options; `view(state,
None)` is the public view (no hand, no hidden options). After a sudden end every hand is revealed (LB-9.3).
"""

from __future__ import annotations

from engine.liberte.state import GameState
from jsontypes import Json


def view(state: GameState, colour: str | None) -> Json:
    s = state
    out: Json = {
        "turn": s.turn, "phase": s.phase, "order": list(s.order), "supply": dict(s.supply),
        "parked": {k: dict(v) for k, v in s.parked.items()},
        "provinces": {k: [dict(st) for st in v] for k, v in s.provinces.items()},
        "battle_box": dict(s.battle_box), "presence": list(s.presence), "track": dict(s.track),
        "government": s.government, "opposition": s.opposition, "vp": dict(s.vp), "tokens": dict(s.tokens),
        "offer": list(s.offer), "displays": {c: list(d) for c, d in s.displays.items()},
        "hand_sizes": {c: len(h) for c, h in s.hands.items()}, "deck_size": len(s.deck),
        "discard": list(s.discard), "box": list(s.box), "votes": {c: dict(v) for c, v in s.votes.items()},
        "lost_battles": list(s.lost_battles), "round": s.round, "actions_taken": dict(s.actions_taken),
        "result": dict(s.result) if s.result else None,
    }
    if s.tiebreak is not None:
        tb = s.tiebreak
        out["tiebreak"] = {k: tb[k] for k in ("kind", "contenders", "round", "advanced") if k in tb}
    if s.pending is not None:
        p = s.pending
        out["waiting_for"] = {"player": p["player"], "kind": p["kind"], "rule": p["rule"]}
        if colour == p["player"] or not p.get("private"):
            out["waiting_for"]["options"] = list(p["options"])
    if colour is not None and colour in s.hands:
        out["hand"] = list(s.hands[colour])
    if s.result and "hands" in s.result:
        out["hands"] = {c: list(h) for c, h in s.hands.items()}
    return out
