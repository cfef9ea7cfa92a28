"""How good a board looks for the whole table: Mali Powstańcy is cooperative, so a scout is worth moving only
where no other scout is better placed, and an order nobody can reach in time weighs on everybody.

`team_evaluate` replaces the greedy player's own-score view (tools/mali/players.py `evaluate`): every player's
deliveries count, every carried order pulls its carrier home, and the orders nobody carries are shared out
among the free scouts, the most urgent first, each to its nearest scout not yet given one.
"""

from __future__ import annotations

from data.mali.loader import GameData
from engine.mali.board import threat
from engine.mali.state import GameState
from tools.mali.players import _spaces_in

DEFEAT = -5000.0
URGENCY = 6.0  # how much more an order pulls as its last round nears
CARRY = 3.0  # per space between a carrier and its destination
FETCH = 1.5  # per space between an order nobody carries and its delivery by the nearest free scout


def team_evaluate(state: GameState, colour: str, data: GameData) -> float:
    """The table's prospects as seen by `colour`, who moves only their own scouts (letters and the soldier's
    danger are theirs alone to weigh)."""
    if state.result is not None:
        return DEFEAT if state.result["outcome"] == "defeat" else 1000.0
    tun = data.tunables_of(state)
    length = int(tun["track_length"])
    score = 0.0
    for p in state.players.values():
        score += 10.0 * sum(data.orders[o].points for o in p.delivered)
        score += 6.0 * len(p.letters_delivered) + 3.0 * len(p.tokens) + 3.0 * p.drops_picked
    distance = data.distance
    carriers = {t.carrier: t for t in state.track if t.carrier}
    free: dict[str, str] = {}  # scout id -> space, free scouts not carrying an order
    for s in state.scouts.values():
        if s.space is not None and s.id not in carriers:
            free[s.id] = s.space
    for t in sorted(state.track, key=lambda e: -e.position):
        order = data.orders[t.order]
        left = length - t.position + 1  # rounds before it fails, this one included
        urgency = 1.0 + URGENCY / left
        if t.carrier:
            scout = state.scouts[t.carrier]
            if scout.space is not None:
                score += order.points * 5 - CARRY * urgency * distance[scout.space][order.destination]
            else:
                score -= 8.0 * urgency  # dropped in prison: it waits for somebody
            continue
        if not free:
            score -= 12.0 * urgency
            continue
        sid = min(free, key=lambda k: (distance[free[k]][order.pickup], k))
        near = distance[free.pop(sid)][order.pickup] + distance[order.pickup][order.destination]
        score -= FETCH * urgency * near
    soldier = distance[state.soldier] if state.soldier is not None else None
    for s in state.scouts_of(colour):
        if s.space is None:
            continue
        if s.letters:
            carried = carriers.get(s.id)
            heading = data.spaces[data.orders[carried.order].destination].district if carried else None
            for lt in s.letters:
                dest = data.letters[lt].destination
                pull = 0.3 * min(distance[s.space][x] for x in _spaces_in(data, dest)) if dest == heading else 0.0
                score += 0.5 - pull
        if soldier is not None and soldier[s.space] <= 2:
            score -= 4.0
    score -= 40.0 * threat(state, data)
    return score
