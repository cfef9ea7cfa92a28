"""Simple computer players for Libertalia: for tests, the balance figures and the benchmark's baseline.

`random_action` picks any legal action; `greedy_action` takes the action that leaves the player with the most
doubloons (coins + score) once the engine has run as far as it can without anybody else's decision. For a
pick, the other players' picks are not looked at (they are secret): every other player is assumed to play
their lowest card. Neither is clever; they exercise the engine and measure the rules' balance. The computer player of the
console and of Discord is the look-ahead one (tools/libertalia/lookahead.py), which sees only its own seat.
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


Chooser = Callable[[GameState, str], A.Action]


def play_game(state: GameState, rng: random.Random, greedy: frozenset[str] = frozenset(),
              data: GameData | None = None,
              observe: Callable[[list[LibertaliaEvent]], None] | None = None,
              computer: Chooser | None = None) -> tuple[GameState, list[A.Action]]:
    """Play to the end: `greedy` colours play greedily (or with `computer`, when given), the others at random;
    who acts first is random. `observe` sees each action's events (the simulation tool counts the characters
    played)."""
    data = data or game_data()
    log: list[A.Action] = []
    while not state.ended:
        colour = rng.choice(waiting_for(state))
        if colour in greedy:
            action = computer(state, colour) if computer is not None else greedy_action(state, colour, data)
        else:
            action = random_action(state, colour, rng)
        state, events = apply(state, action, data)
        log.append(action)
        if observe is not None:
            observe(events)
    return state, log
