"""§10 Liberator: where the plane flies next (L-2.2 - L-2.4), its phase (L-2.1, L-2.5)."""

from __future__ import annotations

from data.mali.loader import GameData
from engine.mali.board import in_fallen
from engine.mali.events import MaliEvent
from engine.mali.state import GameState


def progress(data: GameData, ref: str, space: str) -> int:
    """L-2.3: clockwise steps from the ring space last stood on; up to half a lap behind counts negative."""
    n = len(data.ring)
    d = (data.ring_index[space] - data.ring_index[ref]) % n
    return d if d <= n // 2 else d - n


def next_space(state: GameState, data: GameData) -> str | None:
    """Where the Liberator flies in the next Liberator phase (L-2.2 - L-2.4), None if it is not in play."""
    here = state.liberator
    if here is None:
        return None
    ok = [r for r in data.ring if not in_fallen(state, data, r)]
    if not ok:
        return here
    if data.spaces[here].ring:  # L-2.2, L-2.4: clockwise, flying over fallen districts
        i = data.ring_index[here]
        n = len(data.ring)
        for k in range(1, n + 1):
            cand = data.ring[(i + k) % n]
            if not in_fallen(state, data, cand):
                return cand
        return here
    ref = state.liberator_ring_ref or data.liberator_start
    connected = data.spaces[here].connections
    ring_cands = [c for c in connected if data.spaces[c].ring and not in_fallen(state, data, c)]
    if ring_cands:  # L-2.3: the connected ring space farthest along the route
        return max(ring_cands, key=lambda c: progress(data, ref, c))

    def closeness(start: str) -> tuple[int, int, str]:
        dist = data.distance[start]
        best = min(ok, key=lambda r: (dist[r], -progress(data, ref, r), r))
        return (dist[best], -progress(data, ref, best), start)

    open_neighbours = [c for c in connected if not in_fallen(state, data, c)]
    if open_neighbours:  # L-2.4: the open neighbour nearest a qualifying ring space
        return min(open_neighbours, key=closeness)
    dist = data.distance[here]  # L-2.4: every neighbour fallen: straight to the nearest qualifying ring space
    return min(ok, key=lambda r: (dist[r], -progress(data, ref, r), r))


def fly_to(state: GameState, data: GameData, target: str) -> None:
    state.liberator_left = state.liberator
    state.liberator = target
    if data.spaces[target].ring:
        state.liberator_ring_ref = target


def fly_on(state: GameState, data: GameData, events: list[MaliEvent]) -> None:
    """L-2.2 - L-2.4: one flight to the next space that qualifies."""
    frm, target = state.liberator, next_space(state, data)  # no target when it is not in play
    if frm is not None and target is not None and target != frm:
        fly_to(state, data, target)
        events.append({"type": "liberator_moved", "from": frm, "to": target})


def liberator_phase(state: GameState, data: GameData, events: list[MaliEvent]) -> None:
    """L-2.1 drop, L-2.2 move, L-2.5 leave Warsaw after the last card.

    A plane whose district fell under it (after it arrived) flies first and drops where it lands, so the
    token is never lost in a closed district; it flies only once in the phase (L-2.1).
    """
    if state.liberator is None or not state.liberator_deck:
        return
    card, state.liberator_deck = state.liberator_deck[0], state.liberator_deck[1:]  # lists are replaced: see fork
    events.append({"type": "liberator_card", "card": card, "space": state.liberator})
    flown_first = in_fallen(state, data, state.liberator)
    if flown_first:
        fly_on(state, data, events)
    if card == "drop" and state.drop_stack:
        token, state.drop_stack = state.drop_stack[0], state.drop_stack[1:]
        state.drops[state.liberator] = [*state.drops.get(state.liberator, []), token]  # a new pile: see fork
        events.append({"type": "drop", "space": state.liberator, "count": len(state.drops[state.liberator])})
    if not flown_first:
        fly_on(state, data, events)
    if not state.liberator_deck:
        events.append({"type": "liberator_left_warsaw", "from": state.liberator})
        state.liberator = None
