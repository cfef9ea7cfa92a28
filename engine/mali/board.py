"""Questions about the board in a given state: what is blocked, who may go where, what is nearest."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from data.mali.loader import GameData
from engine.mali.state import GameState


def is_blocked(state: GameState, data: GameData, space: str) -> bool:
    """B-7.4: a small tank on the space, or its district has fallen."""
    return space in state.tanks or data.spaces[space].district in state.fallen


def in_fallen(state: GameState, data: GameData, space: str) -> bool:
    return data.spaces[space].district in state.fallen


def can_enter(state: GameState, data: GameData, space: str, squad: bool) -> bool:
    """B-5.3 / B-8.3: may a scout step onto this space now?"""
    if data.spaces[space].district in state.fallen:
        return False
    if space in state.tanks and not squad:
        return False
    return state.soldier != space


def can_reach_things_on(state: GameState, data: GameData, space: str, squad: bool) -> bool:
    """Drops and letters on a blocked space are out of reach (B-7.5), unless a Squad opens a small tank (B-8.3)."""
    if data.spaces[space].district in state.fallen:
        return False
    return space not in state.tanks or squad


_NEIGHBOURS: list[tuple[object, dict[str, tuple[str, ...]]]] = []  # (the board's spaces, space -> sorted neighbours)


def sorted_neighbours(data: GameData) -> dict[str, tuple[str, ...]]:
    """Each space's connections in id order, worked out once per board (route visits them in that order)."""
    if not _NEIGHBOURS or _NEIGHBOURS[0][0] is not data.spaces:  # holding the board keeps its identity unique
        _NEIGHBOURS[:] = [(data.spaces, {sid: tuple(sorted(s.connections)) for sid, s in data.spaces.items()})]
    return _NEIGHBOURS[0][1]


def route(state: GameState, data: GameData, start: str, target: str, squad: bool) -> list[str] | None:
    """The shortest open route start..target (both included), the same one every time; None if there is none."""
    if start == target:
        return [start]
    neighbours = sorted_neighbours(data)
    spaces, fallen, tanks, soldier = data.spaces, state.fallen, state.tanks, state.soldier
    parent: dict[str, str] = {start: start}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        for nxt in neighbours[cur]:
            if nxt in parent:
                continue
            # can_enter, spelt out: this loop is most of a move's cost
            if spaces[nxt].district in fallen or (nxt in tanks and not squad) or nxt == soldier:
                continue
            parent[nxt] = cur
            if nxt == target:
                path = [nxt]
                while path[-1] != start:
                    path.append(parent[path[-1]])
                return path[::-1]
            queue.append(nxt)
    return None


def reachable(state: GameState, data: GameData, start: str, budget: int, squad: bool) -> dict[str, int]:
    """Every space a scout can reach with `budget` MP, with its cost (the start excluded)."""
    cost = {start: 0}
    queue = deque([start])
    spaces, fallen, tanks, soldier = data.spaces, state.fallen, state.tanks, state.soldier
    while queue:
        cur = queue.popleft()
        here = cost[cur]
        if here == budget:
            continue
        for nxt in spaces[cur].connections:
            if nxt in cost:
                continue
            if spaces[nxt].district in fallen or (nxt in tanks and not squad) or nxt == soldier:  # can_enter
                continue
            cost[nxt] = here + 1
            queue.append(nxt)
    del cost[start]
    return cost


def nearest(data: GameData, start: str, accept: Callable[[str], bool]) -> str | None:
    """The nearest accepted space over the whole board, ties by space id (B-5.6, B-7.5)."""
    dist = data.distance[start]
    best = [s for s in data.space_order if accept(s)]
    if not best:
        return None
    return min(best, key=lambda s: (dist[s], s))


def threat(state: GameState, data: GameData) -> int:
    """B-7.3."""
    per = data.tunables_of(state)["threat_per_tank"]
    return sum(int(per[kind]) for kind in state.tanks.values())
