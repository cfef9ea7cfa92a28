"""What one seat knows, and whole games made up to fit it (determinization), for the computer player.

`seat_view` is the state with everything `engine.libertalia.view.view(state, colour)` hides taken out: the other
players' hands, graveyards and secret picks, the bag, the undealt ranks and the generator. What is hidden is
replaced by an unknown of the same count (a hand of 3 unknown cards stays 3 cards long), so the counts the view
shows survive and nothing else does. The computer player (tools/libertalia/lookahead.py) is handed only this.

`determinize` fills the unknowns with one guess consistent with what the seat has seen: every player is dealt
the same ranks (LT-5.4), so another player's hand and graveyard are the ranks dealt so far that are not on their
ship or on the island; the bag holds the loot not seen anywhere; the undealt ranks are those never dealt.
"""

from __future__ import annotations

import random

from data.libertalia.loader import GameData
from engine.libertalia.state import GameState
from jsontypes import Json

UNKNOWN_RANK = 0  # a card, or a pick, the seat cannot see
UNKNOWN_LOOT = "?"  # a token in the bag


def seat_view(state: GameState, colour: str) -> GameState:
    """`state` as `colour` may know it (the engine's per-seat view, as a state the engine can run on)."""
    s = state.clone()
    s.rng = 0
    s.bag = [UNKNOWN_LOOT] * len(s.bag)
    s.undealt = [UNKNOWN_RANK] * len(s.undealt)
    for c, p in s.players.items():
        if c == colour:
            continue
        p.hand = [UNKNOWN_RANK] * len(p.hand)
        p.graveyard = [UNKNOWN_RANK] * len(p.graveyard)
        p.pick = None if p.pick is None else UNKNOWN_RANK
    s.pending = [_masked(p, colour) for p in s.pending]
    return s


def _masked(pending: Json, colour: str) -> Json:
    """Another player's private choice keeps its question and loses its options (their cards)."""
    if not pending.get("private") or pending["player"] == colour:
        return pending
    return dict(pending, options=[])


def _seen_of(seat: GameState, colour: str) -> set[int]:
    """Ranks `colour` is known to hold out of their hand and graveyard: on their ship or on the island."""
    p = seat.players[colour]
    return set(p.ship) | {f.rank for f in seat.island if f.owner == colour}


def _weighted_order(items: list[int], weight: dict[int, float], rng: random.Random) -> list[int]:
    """`items` in a random order where heavier ones tend to come first (keys u ** (1 / w))."""
    return sorted(items, key=lambda r: -(rng.random() ** (1.0 / weight.get(r, 1.0))))


def determinize(seat: GameState, colour: str, data: GameData, rng: random.Random,
                current_weight: float = 4.0) -> GameState:
    """One whole state consistent with `seat` (what `colour` sees). Ranks of the current deal are likelier in a
    hand than older ones (most older cards were played), by `current_weight`."""
    world = seat.clone()
    dealt = [r for deal in seat.dealt for r in deal]
    current = set(seat.dealt[-1]) if seat.dealt else set()
    weight = {r: (current_weight if r in current else 1.0) for r in dealt}
    for c, p in world.players.items():
        if c == colour or p.removed:
            continue
        candidates = sorted(set(dealt) - _seen_of(seat, c))
        order = _weighted_order(candidates, weight, rng)
        h, g = len(p.hand), len(p.graveyard)
        hand = order[:h]
        while len(hand) < h:  # never short when the seat is consistent; a guess is enough if it is not
            hand.append(rng.randint(1, int(data.tunables["ranks"])))
        p.hand = sorted(hand)
        p.graveyard = sorted(order[h:h + g] + [UNKNOWN_RANK] * max(0, g - len(order[h:h + g])))
        p.pick = None if p.pick is None else rng.choice(p.hand)  # a guess; the player's model may pick again
    world.undealt = sorted(set(range(1, int(data.tunables["ranks"]) + 1)) - set(dealt))[:len(seat.undealt)]
    world.bag = _bag(seat, data, rng)
    world.rng = rng.getrandbits(63)
    # Another player's private choice lost its options: asked again, it offers the cards guessed above.
    world.pending = [p for p in world.pending if p["options"]]
    return world


def _bag(seat: GameState, data: GameData, rng: random.Random) -> list[str]:
    """The bag's size with the loot seen nowhere else, in the canonical order the engine keeps."""
    left = {k: data.loot[k].count for k in data.loot_order}
    for day in seat.loot_days:
        for k in day:
            left[k] -= 1
    for p in seat.players.values():
        for k, n in p.loot.items():
            left[k] -= n
    pool = [k for k in data.loot_order for _ in range(max(0, left[k]))]
    rng.shuffle(pool)
    bag = pool[:len(seat.bag)]
    while len(bag) < len(seat.bag):
        bag.append(rng.choice(data.loot_order))
    return sorted(bag, key=data.loot_index.__getitem__)
