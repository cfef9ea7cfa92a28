"""The Mali Powstańcy computer player worth playing with: it plays for the table, not for its own score.

`decide` is handed one seat's view (tools/mali/seat.py: never another hand, goal or drop token, nor the decks),
the game data and a generator. It fills in what it cannot see with one guess (`determinize`), then plays like
the greedy player of tools/mali/players.py — each card judged by the best turn it allows, the turn built one
improving step at a time — but judges boards with `team_evaluate` (tools/mali/team.py): every delivery counts,
and the orders nobody carries are shared out among all the free scouts, so it leaves an order to a better
placed scout of another player and heads for one nobody can reach. It keeps no plan between calls: each step
is worked out again from the view it is handed (same view, same generator state, same action).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from data.mali.loader import GameData, game_data
from engine.errors import RuleError
from engine.mali import actions as A
from engine.mali.game import apply
from engine.mali.legal import legal_actions
from engine.mali.state import GameState
from jsontypes import Json
from tools.mali.players import UNUSED_SPECIALS, Player, greedy_turn
from tools.mali.seat import determinize, seat_view
from tools.mali.team import team_evaluate

CARD_SAVING = 0.5  # a small card that does as well as a big one is played first


def decide(seat: GameState, colour: str, data: GameData, rng: random.Random) -> A.Action:
    """`colour`'s next action, from what its seat sees."""
    acts = legal_actions(seat, colour, data)
    if not acts:
        raise RuleError("B-5.1", "not_your_turn", player=colour, current=str(seat.turn.player if seat.turn else ""))
    world = determinize(seat, colour, data, rng)
    if seat.phase == "deploy":
        deploys = [a for a in acts if isinstance(a, A.Deploy)]
        ties = {a: rng.random() for a in deploys}  # an empty board: any space, as the greedy player does
        return max(deploys, key=lambda a: (_deploy_value(world, a, data), ties[a]))
    turn = world.turn
    if turn is None or turn.card is not None:
        _, steps = greedy_turn(world, colour, data, team_evaluate)
        return steps[0] if steps else A.EndTurn(colour)
    options: list[tuple[float, int, A.Action]] = []
    tried: dict[tuple[int, str | None], float] = {}
    for action in acts:
        if not isinstance(action, A.PlayCard):
            continue
        info = data.movement_cards[action.card]
        # A special this player never uses plays like the plain card of its value: its turn is searched once.
        key = (info.value, None if info.special in UNUSED_SPECIALS else info.special)
        if key not in tried:
            after, _ = apply(world, action, data)
            after, _ = greedy_turn(after, colour, data, team_evaluate)
            tried[key] = team_evaluate(after, colour, data)
        options.append((tried[key] - CARD_SAVING * info.value, -info.value, action))
    if not options:  # no card to play (never in a game so far): take drops if any, never undo
        gains = [a for a in acts if isinstance(a, A.PickUpDrops)]
        return gains[0] if gains else acts[0]
    options.sort(key=lambda o: (o[0], o[1]), reverse=True)  # ties: the smaller card, then hand order
    return options[0][2]


def _deploy_value(world: GameState, action: A.Deploy, data: GameData) -> float:
    """Scouts spread where orders are picked up: minus the distance from each order's pickup to the nearest
    scout already on the board, this one included (the orders still to come are not known: all of them)."""
    spaces = [s.space for s in world.scouts.values() if s.space is not None] + [action.space]
    distance = data.distance
    return -sum(min(distance[sp][o.pickup] for sp in spaces) for o in data.orders.values())


def cooperative_player(rng: random.Random, data: GameData | None = None) -> Player:
    """A player for `play_game`: the state goes in, only its seat's view reaches `decide`."""
    data = data or game_data()
    return lambda state, colour: decide(seat_view(state, colour), colour, data, rng)


def computer(rules: object, rng: random.Random) -> Callable[[GameState, str], Json]:
    """The game's computer player for its descriptor (games/mali.py): the cooperative player, its actions as the
    JSON the table service takes."""
    choose = cooperative_player(rng)
    return lambda state, colour: choose(state, colour).to_dict()
