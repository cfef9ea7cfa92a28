"""Simple computer players, for the balance calibration, property tests and the benchmark's baseline.

`random_player` picks any legal action (ending the turn now and then so games finish); `greedy_player`
plays the card whose best greedy turn scores highest, then moves one step of improvement at a time.
Neither is clever: they exist to measure the rules' balance and to exercise the engine. The computer player
of the console and of Discord is the cooperative one (tools/mali/cooperative.py), which sees only its own seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from data.mali.loader import GameData, game_data
from engine.errors import RuleError
from engine.mali import actions as A
from engine.mali.board import threat
from engine.mali.game import apply
from engine.mali.legal import legal_actions
from engine.mali.state import GameState
from engine.mali.view import waiting_for

Player = Callable[[GameState, str], A.Action]

# Card specials whose actions (Change of Orders, Schoolyard Buddies, Insurgent Squad) greedy_turn never takes.
UNUSED_SPECIALS = frozenset({"change_orders", "buddies", "squad"})


def random_player(rng: random.Random, end_bias: float = 0.25) -> Player:
    def choose(state: GameState, colour: str) -> A.Action:
        acts = legal_actions(state, colour)
        ends = [a for a in acts if isinstance(a, A.EndTurn)]
        if ends and rng.random() < end_bias:
            return ends[0]
        acts = [a for a in acts if not isinstance(a, A.Undo)] or acts
        return rng.choice(acts)
    return choose


_DISTRICT_SPACES: list[tuple[object, dict[str, list[str]]]] = []  # (the board's spaces, district -> spaces)


def _spaces_in(data: GameData, district: str) -> list[str]:
    """`data.spaces_in`, remembered for the last board seen: evaluate asks it for every letter of every move."""
    if not _DISTRICT_SPACES or _DISTRICT_SPACES[0][0] is not data.spaces:
        _DISTRICT_SPACES[:] = [(data.spaces, {})]  # holding the board keeps its identity from being reused
    table = _DISTRICT_SPACES[0][1]
    found = table.get(district)
    if found is None:
        found = table[district] = data.spaces_in(district)
    return found


def evaluate(state: GameState, colour: str, data: GameData) -> float:
    """How good the board looks for `colour`: points banked, orders on their way, danger avoided."""
    if state.result is not None and state.result["outcome"] == "defeat":
        return -1000.0
    p = state.players[colour]
    score = 10.0 * sum(data.orders[o].points for o in p.delivered)
    score += 6.0 * len(p.letters_delivered) + 3.0 * len(p.tokens) + 3.0 * p.drops_picked
    length = int(data.tunables_of(state)["track_length"])
    scouts = [s for s in state.scouts_of(colour) if s.space is not None]
    carriers = {t.carrier: t for t in state.track if t.carrier}
    mine = colour + "-"
    free_spaces = [s.space or "" for s in scouts if s.id not in carriers]  # the same for every order below
    distance = data.distance
    for t in state.track:
        order = data.orders[t.order]
        urgency = 1.0 + 3.0 * (t.position / length) ** 2  # an order about to fail pulls hardest
        if t.carrier and t.carrier.startswith(mine):
            scout = state.scouts[t.carrier]
            if scout.space is not None:
                score += order.points * 5 - 3.0 * urgency * distance[scout.space][order.destination]
        elif t.carrier is None and free_spaces:
            near = min(distance[space][order.pickup] for space in free_spaces)
            score -= 1.0 * urgency * near
    soldier = distance[state.soldier] if state.soldier is not None else None
    for s in scouts:
        if s.letters:
            carried = carriers.get(s.id)
            heading = data.spaces[data.orders[carried.order].destination].district if carried else None
            for lt in s.letters:
                dest = data.letters[lt].destination
                # A letter pulls only a scout already heading that way: chasing letters lets orders fail.
                pull = 0.3 * min(distance[s.space or ""][x] for x in _spaces_in(data, dest)) if dest == heading else 0.0
                score += 0.5 - pull
        if soldier is not None and s.space is not None and soldier[s.space] <= 2:
            score -= 4.0
    score -= 25.0 * threat(state, data)
    return score


Evaluate = Callable[[GameState, str, GameData], float]


def greedy_turn(state: GameState, colour: str, data: GameData,
                value: Evaluate | None = None) -> tuple[GameState, list[A.Action]]:
    """After the card: take every free gain, then the best single improving action, until nothing helps
    (`value` judges a board: `evaluate` unless a stronger player brings its own)."""
    value = value or evaluate
    taken: list[A.Action] = []
    for _ in range(40):
        acts = legal_actions(state, colour, data)
        free = [a for a in acts if isinstance(a, A.PickUpOrder | A.PickUpDrops)]
        useful_tokens = [a for a in acts if isinstance(a, A.UseToken) and a.token in ("map", "grenade")]
        if free or useful_tokens:
            gain: A.Action = (free or useful_tokens)[0]
            state, _ = apply(state, gain, data)
            taken.append(gain)
            continue
        base = value(state, colour, data)
        best: tuple[float, A.Action, GameState] | None = None
        for action in acts:
            if not isinstance(action, A.Move | A.UseToken | A.LightSignal | A.PickUpLetters):
                continue
            try:
                nxt, _ = apply(state, action, data)
            except RuleError:  # a refused action is simply not a candidate
                continue
            got = value(nxt, colour, data)
            if best is None or got > best[0]:
                best = (got, action, nxt)
        if best is None or best[0] <= base + 1e-9:
            break
        state = best[2]
        taken.append(best[1])
    return state, taken


def greedy_player(rng: random.Random, data: GameData | None = None, value: Evaluate | None = None) -> Player:
    """Each card judged by its best greedy turn (`value` judges the boards: `evaluate` unless given)."""
    data = data or game_data()
    judge = value or evaluate
    plan: list[A.Action] = []

    def choose(state: GameState, colour: str) -> A.Action:
        if plan and plan[0].player == colour:
            return plan.pop(0)
        plan.clear()
        acts = legal_actions(state, colour, data)
        if state.phase == "deploy":
            deploys = [a for a in acts if isinstance(a, A.Deploy)]
            return rng.choice(deploys)
        if state.turn is None or state.turn.card is not None:
            after, steps = greedy_turn(state, colour, data, judge)
            plan.extend(steps)
            plan.append(A.EndTurn(colour))
            return plan.pop(0)
        options: list[tuple[float, int, A.Action, list[A.Action]]] = []
        tried: dict[tuple[int, str | None], tuple[float, list[A.Action]]] = {}
        for action in acts:
            if not isinstance(action, A.PlayCard):
                continue
            info = data.movement_cards[action.card]
            card_value = info.value
            # A special this player never uses plays like the plain card of its value: same moves, same
            # score, so its turn is searched once (the first card in hand order still wins the tie).
            key = (card_value, None if info.special in UNUSED_SPECIALS else info.special)
            if key not in tried:
                after, _ = apply(state, action, data)
                after, steps = greedy_turn(after, colour, data, judge)
                tried[key] = (judge(after, colour, data), steps)
            value, steps = tried[key]
            # Prefer saving big cards when a small one does as well.
            options.append((value - 0.5 * card_value, -card_value, action, steps))
        options.sort(key=lambda o: (o[0], o[1]), reverse=True)
        _, _, card, steps = options[0]
        plan.extend(steps)
        plan.append(A.EndTurn(colour))
        return card
    return choose


def play_game(state: GameState, players: dict[str, Player], max_actions: int = 20000,
              data: GameData | None = None) -> tuple[GameState, list[A.Action]]:
    """Let computer players play `state` to its end; returns the final state and the actions applied."""
    data = data or game_data()
    log: list[A.Action] = []
    while state.phase != "ended" and len(log) < max_actions:
        colour = waiting_for(state)
        if colour is None:
            break
        action = players[colour](state, colour)
        state, _ = apply(state, action, data)
        log.append(action)
    return state, log
