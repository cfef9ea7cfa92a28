"""What one player (or the public) may see (LB-9): everything on the table; a hand only to its owner.

`view(state, colour)` shows that colour's hand and, when the open choice is theirs, its options; `view(state,
None)` is the public view (no hand, no hidden options). After a sudden end every hand is revealed (LB-9.3).
Shape (docs/VIEW.md conventions): `players` [{colour, removed, vp, hand_size, tokens_unused, display, battle_box,
presence}] in player order, `waiting_for` (a colour or null), `choice` {player, kind, rule, options?}, the map as
`provinces` {"<order>": [{owner, colour, n}]}, the tracks, supplies, offer and piles, and `result` once ended.
"""

from __future__ import annotations

from engine.liberte.state import GameState
from jsontypes import Json

FORMAT = 1  # the shape below; bump it when a field changes meaning


def view(state: GameState, colour: str | None) -> Json:
    s = state
    out: Json = {
        "format": FORMAT, "placeholder_data": s.data_set == "placeholder", "turn": s.turn, "phase": s.phase, "order": list(s.order), "supply": dict(s.supply),
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
        out["tiebreak"] = {k: tb[k] for k in ("kind", "contenders", "round", "advanced", "province", "place", "colour")
                           if k in tb}  # all public: what is being decided, and between whom
    out["players"] = [{"colour": c, "removed": c in s.removed, "vp": s.vp[c], "hand_size": len(s.hands[c]),
                       "tokens_unused": s.tokens[c], "display": list(s.displays[c]), "battle_box": s.battle_box[c],
                       "presence": c in s.presence} for c in s.order]
    out["waiting_for"] = s.pending["player"] if s.pending is not None and s.phase != "ended" else None
    if s.pending is not None:
        p = s.pending
        out["choice"] = {"player": p["player"], "kind": p["kind"], "rule": p["rule"]}
        if colour == p["player"] or not p.get("private"):  # a hand's cards are options of its owner only
            out["choice"]["options"] = list(p["options"])
    if colour is not None and colour in s.hands:
        out["hand"] = list(s.hands[colour])
    if s.result and "hands" in s.result:
        out["hands"] = {c: list(h) for c, h in s.hands.items()}
    return out


def seat_state(state: GameState, colour: str) -> GameState:
    """A state for a computer seat: what `colour` may know (LB-9.2), still a state `legal_actions` reads.

    Other hands and the deck become one sorted pile (the deck: the seat knows how many cards are unseen, not
    where they are), so a computer's legal actions are the seat's own and nothing hidden leaks into them."""
    seen = state.clone()
    unseen = list(seen.deck)
    for c, hand in seen.hands.items():
        if c != colour:
            unseen += hand
            seen.hands[c] = []
    seen.deck = sorted(unseen)
    if seen.pending is not None and seen.pending["player"] != colour and seen.pending.get("private"):
        seen.pending = {**seen.pending, "options": []}  # another player's options name their hand
    seen.rng = 0  # the generator's state would tell the next shuffles
    seen.seed = 0
    if seen.result is not None:
        seen.result = dict(seen.result)
    return seen
