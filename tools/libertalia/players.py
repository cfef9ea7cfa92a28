"""Simple computer players for Libertalia: for tests, the simulation tool and empty seats at the console.

`random_action` picks any legal action; `greedy_action` takes the action that leaves the player with the most
doubloons (coins + score) once the engine has run as far as it can without anybody else's decision. For a
pick, the other players' picks are not looked at (they are secret): every other player is assumed to play
their lowest card. Neither is clever; they exercise the engine and measure the rules' balance.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from data.libertalia.loader import GameData, game_data
from engine.errors import RuleError
from engine.libertalia import actions as A
from engine.libertalia.events import LibertaliaEvent
from engine.libertalia.game import apply, legal_actions
from engine.libertalia.state import GameState
from engine.libertalia.view import waiting_for
from jsontypes import Json


def random_action(state: GameState, colour: str, rng: random.Random) -> A.Action:
    acts = legal_actions(state, colour)
    if not acts:
        raise RuleError("LT-16.3", "lt_not_waiting", player=colour)
    return rng.choice(acts)


def _wealth(state: GameState, colour: str) -> int:
    p = state.players[colour]
    return p.coins + p.score


def greedy_action(state: GameState, colour: str, data: GameData | None = None) -> A.Action:
    data = data or game_data()
    acts = legal_actions(state, colour)
    if not acts:
        raise RuleError("LT-16.3", "lt_not_waiting", player=colour)
    base = state
    if state.phase == "selection":
        base = state.clone()
        for c in base.active():  # secret picks: assume everybody else plays their lowest card
            p = base.players[c]
            if c != colour and p.hand:
                p.pick = p.hand[0]
    best: tuple[int, int] | None = None
    choice = acts[0]
    for i, a in enumerate(acts):
        try:
            after, _ = apply(base, a, data)
        except RuleError:
            continue
        score = (_wealth(after, colour), -i)  # ties: the first (lowest) option
        if best is None or score > best:
            best, choice = score, a
    return choice


def play_game(state: GameState, rng: random.Random, greedy: frozenset[str] = frozenset(),
              data: GameData | None = None,
              observe: Callable[[list[LibertaliaEvent]], None] | None = None) -> tuple[GameState, list[A.Action]]:
    """Play to the end: `greedy` colours play greedily, the others at random; who acts first is random.
    `observe` sees each action's events (the simulation tool counts the characters played)."""
    data = data or game_data()
    log: list[A.Action] = []
    while not state.ended:
        colour = rng.choice(waiting_for(state))
        action = greedy_action(state, colour, data) if colour in greedy else random_action(state, colour, rng)
        state, events = apply(state, action, data)
        log.append(action)
        if observe is not None:
            observe(events)
    return state, log


def computer(rules: object, rng: random.Random) -> Callable[[GameState, str], Json]:
    """The game's computer player for its descriptor (games/libertalia.py): the greedy player, its actions as
    the JSON the table service takes."""
    return lambda state, colour: greedy_action(state, colour).to_dict()
