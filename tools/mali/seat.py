"""What one seat knows, and whole games made up to fit it (determinization), for the computer player.

`seat_view` is the state with everything `engine.mali.view.view(state, colour)` hides taken out (H-1 - H-4): the
other players' hands, goals and drop tokens, the order deck, the Liberator's deck, the stack of drop tokens, the
face-down drops on the board, the generator, and the undo checkpoint (a whole earlier state). What is hidden is
replaced by an unknown of the same count, so the counts the view shows survive and nothing else does. The
computer player (tools/mali/cooperative.py) is handed only this.

`determinize` fills the unknowns with one guess consistent with what the seat has seen. Another player's hand is
known in fact: everybody holds the same cards (B-1.2) and the played ones lie face up until the hand is picked
up again (B-5.1). Orders, goals and drop tokens are drawn from those not seen anywhere.
"""

from __future__ import annotations

import random

from data.mali.loader import GameData
from engine.mali.setup import goal_deck, movement_hand
from engine.mali.state import GameState

UNKNOWN = "?"  # a card, goal, token or Liberator card the seat cannot see
UNKNOWN_ORDER = -1  # an order of the deck


def seat_view(state: GameState, colour: str) -> GameState:
    """`state` as `colour` may know it (the engine's per-seat view, as a state the engine can run on)."""
    s = state.clone()
    _mask(s, colour)
    if s.turn is not None and s.turn.checkpoint is not None:
        checkpoint = s.turn.checkpoint.clone()
        _mask(checkpoint, colour)
        s.turn.checkpoint = checkpoint
    return s


def _mask(s: GameState, colour: str) -> None:
    s.rng = 0
    s.deck = [UNKNOWN_ORDER] * len(s.deck)
    s.liberator_deck = [UNKNOWN] * len(s.liberator_deck)
    s.drop_stack = [UNKNOWN] * len(s.drop_stack)
    s.drops = {space: [UNKNOWN] * len(tokens) for space, tokens in s.drops.items()}
    ended = s.phase == "ended"
    for c, p in s.players.items():
        if c == colour:
            continue
        p.hand = [UNKNOWN] * len(p.hand)
        p.tokens = [UNKNOWN] * len(p.tokens)
        if not ended and p.goal is not None:
            p.goal = UNKNOWN


def determinize(seat: GameState, colour: str, data: GameData, rng: random.Random) -> GameState:
    """One whole state consistent with `seat` (what `colour` sees), the undo checkpoint left out."""
    world = seat.clone()
    if world.turn is not None:
        world.turn.checkpoint = None
        world.turn.since_checkpoint = []
    full = movement_hand(data, world.options)
    for c, p in world.players.items():
        if c == colour:
            continue
        hand = list(full)
        for card in p.played:
            if card in hand:
                hand.remove(card)
        p.hand = hand[:len(p.hand)]  # the same length unless the seat contradicts the rules
    goals = [g for g in goal_deck(data, world.options) if g != world.players[colour].goal]
    rng.shuffle(goals)
    for c, p in world.players.items():
        if c != colour and p.goal == UNKNOWN:
            p.goal = goals.pop() if goals else None
    seen_orders = {t.order for t in world.track} | set(world.discarded) | set(world.failed)
    for p in world.players.values():
        seen_orders.update(p.delivered)
    orders = [o for o in sorted(data.orders) if o not in seen_orders]
    rng.shuffle(orders)
    world.deck = orders[:len(world.deck)]
    _tokens(world, colour, data, rng)
    if world.liberator_deck:
        lib = data.liberator_deck
        cards = ["drop"] * int(lib["drop"]) + ["no_drop"] * int(lib["no_drop"])
        world.liberator_deck = [rng.choice(cards) for _ in world.liberator_deck]
    world.rng = rng.getrandbits(63)
    return world


def _tokens(world: GameState, colour: str, data: GameData, rng: random.Random) -> None:
    """Drop tokens nobody has shown: in others' hands, face down on the board, in the stack."""
    pool = [t.id for t in data.drop_tokens.values() if world.options.variant == "advanced" or not t.blue]
    for p in world.players.values():
        for t in p.used_tokens + (p.tokens if p.colour == colour else []):
            if t in pool:
                pool.remove(t)
    rng.shuffle(pool)

    def draw() -> str:
        return pool.pop() if pool else rng.choice(sorted(data.drop_tokens))

    for c, p in world.players.items():
        if c != colour:
            p.tokens = [draw() for _ in p.tokens]
    world.drops = {space: [draw() for _ in tokens] for space, tokens in world.drops.items()}
    world.drop_stack = [draw() for _ in world.drop_stack]
