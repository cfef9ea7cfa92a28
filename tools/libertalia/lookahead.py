"""The Libertalia computer player worth playing with: it looks ahead over the other players' possible picks.

`decide` is handed one seat's view (tools/libertalia/seat.py: never another hand, graveyard or secret pick),
the game data and a generator. For each of `samples` guesses of what it cannot see (`determinize`), the other
players pick as the greedy player would with the guessed hands (or, one time in four, any card: a person is not
the greedy player), and every legal action of its own is played
out on that same guess (one guess for all its actions, so they are compared on equal terms), everybody then
playing greedily to the end of the day (`horizon`; "voyage" looks further, at about five times the cost), where
it scores its doubloons, and the loot it holds at what the anchor would pay, against the best other player's.
The action with the best total wins. Same view, same generator state, same action.

The greedy player it beats (tools/libertalia/players.py) counts only the doubloons an action brings now: it
takes a relic as gladly as a chest, and never asks what the others will pick.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from data.libertalia.loader import GameData, game_data
from engine.errors import RuleError
from engine.libertalia import actions as A
from engine.libertalia.game import apply, legal_actions
from engine.libertalia.state import GameState
from engine.libertalia.view import waiting_for
from jsontypes import Json
from tools.libertalia.players import greedy_action
from tools.libertalia.seat import determinize, seat_view

SAMPLES = 4  # guesses per decision
SURPRISE = 0.25  # how often another player is guessed to pick a card the greedy player would not
MAX_STEPS = 400  # a rollout never runs longer than a whole game


def loot_worth(state: GameState, colour: str, data: GameData) -> float:
    """What the loot held now would roughly pay at anchor: maps by their sets, fixed gains and losses."""
    p = state.players[colour]
    total = float(data.map_value(p.loot.get("map", 0)))
    for kind, n in p.loot.items():
        a = data.loot[kind].abilities.get("anchor") or {}
        if a.get("effect") == "gain" or a.get("effect") == "hook":
            total += n * int(a.get("coins", 0))
        elif a.get("effect") == "lose":
            total -= n * int(a.get("coins", 0))
    return total


def worth(state: GameState, colour: str, data: GameData) -> float:
    p = state.players[colour]
    return p.score + p.coins + (0.0 if state.ended else loot_worth(state, colour, data))


def judge(state: GameState, colour: str, data: GameData) -> float:
    """Its doubloons against the best other player's (a win is what counts, not a large score)."""
    mine = worth(state, colour, data)
    others = [worth(state, c, data) for c in state.active() if c != colour]
    best = max(others, default=0.0)
    won = 8.0 if state.ended and mine > best else 0.0
    return mine - best + won


def rollout(state: GameState, data: GameData, horizon: str) -> GameState:
    """Everybody plays greedily until the game ends, or the voyage (`horizon` "voyage") or the day ("day")."""
    voyage, day = state.voyage, state.day
    for _ in range(MAX_STEPS):
        if state.ended:
            break
        if horizon == "voyage" and state.voyage != voyage:
            break
        if horizon == "day" and (state.voyage, state.day) != (voyage, day) and state.phase == "selection":
            break
        who = waiting_for(state)
        if not who:
            break
        state, _ = apply(state, greedy_action(state, who[0], data), data)
    return state


def model_picks(world: GameState, colour: str, data: GameData, rng: random.Random,
                surprise: float = 0.0) -> GameState:
    """Every other player who owes or made today's pick picks as the greedy player would from the guessed hands,
    or, with probability `surprise`, any card of them (a person is not the greedy player)."""
    if world.phase != "selection":
        return world
    for c in world.active():
        p = world.players[c]
        if c == colour or not p.hand:
            continue
        p.pick = None
        if rng.random() < surprise:
            p.pick = rng.choice(p.hand)
            continue
        guess = greedy_action(world, c, data)
        p.pick = guess.rank if isinstance(guess, A.Pick) else None
    return world


def decide(seat: GameState, colour: str, data: GameData, rng: random.Random, samples: int = SAMPLES,
           horizon: str = "day") -> A.Action:
    """The best of `colour`'s legal actions over `samples` guessed worlds (see the module's docstring)."""
    acts = legal_actions(seat, colour)
    if not acts:
        raise RuleError("LT-16.3", "lt_not_waiting", player=colour)
    if len(acts) == 1:
        return acts[0]
    totals = [0.0] * len(acts)
    for _ in range(samples):
        world = model_picks(determinize(seat, colour, data, rng), colour, data, rng, SURPRISE)
        for i, a in enumerate(acts):
            try:
                after, _ = apply(world, a, data)
            except RuleError:
                totals[i] -= 1e6
                continue
            totals[i] += judge(rollout(after, data, horizon), colour, data)
    best = max(range(len(acts)), key=lambda i: (totals[i], -i))
    return acts[best]


def lookahead_player(rng: random.Random, data: GameData | None = None, samples: int = SAMPLES,
                     horizon: str = "day") -> Callable[[GameState, str], A.Action]:
    """A player for `play_game`-like loops: the state goes in, only its seat's view reaches `decide`."""
    data = data or game_data()
    return lambda state, colour: decide(seat_view(state, colour), colour, data, rng, samples, horizon)


def computer(rules: object, rng: random.Random) -> Callable[[GameState, str], Json]:
    """The game's computer player for its descriptor (games/libertalia.py): the look-ahead player, its actions
    as the JSON the table service takes."""
    choose = lookahead_player(rng)
    return lambda state, colour: choose(state, colour).to_dict()
