"""The island (§6, §11): placement by rank and reputation, insertion during the day, the Midshipman's slots."""

from __future__ import annotations

from engine.libertalia.state import Figure, GameState

MIDSHIPMAN_SLOT = 3  # S1, S2, then the Midshipman (LT-11.3)


def _key(state: GameState, f: Figure) -> tuple[int, int]:
    assert f.owner is not None
    return (f.rank, state.position(f.owner))


def place(state: GameState, figures: list[Figure], below: int) -> None:
    """LT-6.3 / LT-11.3: lay the revealed characters out left to right."""
    ordered = sorted(figures, key=lambda f: _key(state, f))
    if not state.midshipman:
        state.island = ordered
        return
    left = [f for f in ordered if f.rank <= below]
    right = [f for f in ordered if f.rank > below]
    _slot_left(left)
    for i, f in enumerate(right):  # R1, R2, …: kept by each card, so a removal leaves a gap (LT-11.4)
        f.slot = MIDSHIPMAN_SLOT + 1 + i
    state.island = [*left, Figure(0, None, MIDSHIPMAN_SLOT), *right]


def _slot_left(left: list[Figure]) -> None:
    shift = max(0, 2 - len(left))  # one character alone must stand on S2
    for i, f in enumerate(left):
        f.slot = i + 1 + shift


def insert(state: GameState, fig: Figure, below: int) -> None:
    """LT-6.4 / LT-11.4: a character added during the day goes in at its rank, ties by reputation now."""
    island = state.island
    if state.midshipman and fig.rank <= below:
        m = midshipman_index(state)
        left = [f for f in island[:m] if f.owner is not None] + [fig]
        left.sort(key=lambda f: _key(state, f))
        _slot_left(left)
        state.island = left + island[m:]
        return
    start = midshipman_index(state) + 1 if state.midshipman else 0
    key = _key(state, fig)
    i = start
    while i < len(island):
        f = island[i]
        if f.owner is not None and (f.rank > fig.rank or (f.rank == fig.rank and _key(state, f) > key)):
            break
        i += 1
    island.insert(i, fig)
    if state.midshipman:  # right of M: the new card takes the slot after its left neighbour's, and the cards
        prev = island[i - 1].slot or MIDSHIPMAN_SLOT  # to its right move up only as far as they must
        for f in island[i:]:
            if f.slot > prev:
                break
            f.slot = prev + 1
            prev = f.slot


def midshipman_index(state: GameState) -> int:
    for i, f in enumerate(state.island):
        if f.owner is None:
            return i
    return -1


def slot_of(state: GameState, fig: Figure) -> int:
    """Island slot for the view: 2 players S1=1, S2=2, M=3, then 4, 5, …; otherwise 1, 2, … left to right."""
    if not state.midshipman:
        return state.island.index(fig) + 1
    if fig.owner is None:
        return MIDSHIPMAN_SLOT
    if fig.slot:
        return fig.slot
    m = midshipman_index(state)  # a state saved before right-side slots were kept
    return MIDSHIPMAN_SLOT + state.island.index(fig) - m


def remove(state: GameState, owner: str, rank: int) -> Figure | None:
    for i, f in enumerate(state.island):
        if f.owner == owner and f.rank == rank:
            return state.island.pop(i)
    return None
