"""Computer players for the expansion tests: a greedy one (deterministic unless given a random source) that
plays well enough for games to reach their natural end, and a biased random one for property tests."""

from __future__ import annotations

import random

import engine.mali
from engine.mali import actions as A
from engine.mali.board import threat
from engine.mali.state import GameState

from .helpers import DATA

LENGTH = int(DATA.tunables["track_length"])


def _tie(rnd: random.Random | None) -> float:
    return rnd.random() * 0.01 if rnd else 0.0


def move_gain(state: GameState, colour: str, move: A.Move) -> float:
    """How much nearer this move brings the scout to what it wants: its order's destination (most), an order to
    pick up, a drop token, its letters' districts or letters lying about."""
    scout = state.scouts[f"{colour}-{move.scout}"]
    here, there = scout.space or "", move.to
    dist = DATA.distance
    gain = 0.0

    def nearer(goals: list[str], weight: float) -> float:
        if not goals:
            return 0.0
        return weight * (min(dist[here][g] for g in goals) - min(dist[there][g] for g in goals))

    carried = state.carried_by(scout.id)
    if carried is not None:
        gain += nearer([DATA.orders[carried.order].destination], 10)
    else:
        gain += nearer([DATA.orders[t.order].pickup for t in state.track if t.carrier is None], 3)
    gain += nearer(list(state.drops), 2)
    gain += nearer([s for lt in scout.letters for s in DATA.spaces_in(DATA.letters[lt].destination)], 2)
    if not scout.letters:
        gain += nearer(list(state.board_letters), 1)
    return gain


def greedy_action(state: GameState, colour: str, rnd: random.Random | None = None) -> A.Action:
    acts = engine.mali.legal_actions(state, colour)
    if state.phase == "deploy":
        deploys = [a for a in acts if isinstance(a, A.Deploy)]
        preferred = ("MO3", "OC2", "WO2", "SR5", "SR3", "WO1", "PW2", "OC1", "MO1", "CZ1", "SR2", "SR4", "ZO3", "PW1")
        for space in preferred:
            for deploy in deploys:
                if deploy.space == space:
                    return deploy
        return deploys[0]
    turn = state.turn
    assert turn is not None
    if turn.card is None:
        cards = [a for a in acts if isinstance(a, A.PlayCard)]
        # The highest card; among equals the one with a special action (Light Signal, Buddies, Squad).
        return max(cards, key=lambda a: (DATA.movement_cards[a.card].value,
                                         DATA.movement_cards[a.card].special is not None, a.card, _tie(rnd)))
    picks = [a for a in acts if isinstance(a, A.PickUpDrops | A.PickUpLetters)]
    if picks:
        return picks[0]
    orders = [a for a in acts if isinstance(a, A.PickUpOrder)]
    if orders:
        return max(orders, key=lambda a: (getattr(state.track_entry(a.order), "position", 0), -a.order))
    for a in acts:
        if isinstance(a, A.UseToken):
            entry = state.track_entry(a.order) if a.order is not None else None
            if (a.token in ("map", "bandages", "drugs")
                    or (a.token == "grenade" and threat(state, DATA) >= 2)
                    or (a.token == "radio" and entry is not None and entry.position == LENGTH)):
                return a
    if not turn.moved:
        signals = [a for a in acts if isinstance(a, A.LightSignal)]
        if signals:
            mine = [s.space for s in state.scouts_of(colour) if s.space]
            return min(signals, key=lambda a: (min(DATA.distance[a.to][m] for m in mine), a.to))
    best: tuple[float, A.Action] | None = None
    for a in acts:
        if isinstance(a, A.Move):
            gain = move_gain(state, colour, a)
            if gain <= 0:
                continue
            value = gain - 0.1 * DATA.distance[state.scouts[f"{colour}-{a.scout}"].space or ""][a.to] + _tie(rnd)
            if best is None or value > best[0]:
                best = (value, a)
    if best is not None:
        return best[1]
    return next(a for a in acts if isinstance(a, A.EndTurn))


INTERESTING = (A.PickUpDrops, A.PickUpLetters, A.UseToken, A.ExchangeLetters, A.Buddies, A.Squad, A.LightSignal,
               A.PickUpOrder)


def random_action(state: GameState, colour: str, rnd: random.Random) -> A.Action:
    """Any legal action, biased towards the expansions' actions and towards ending the turn."""
    acts = engine.mali.legal_actions(state, colour)
    special = [a for a in acts if isinstance(a, INTERESTING)]
    if special and rnd.random() < 0.5:
        return rnd.choice(special)
    ends = [a for a in acts if isinstance(a, A.EndTurn)]
    if ends and rnd.random() < 0.3:
        return ends[0]
    return rnd.choice(acts)


def mixed_action(state: GameState, colour: str, rnd: random.Random, skill: float) -> A.Action:
    """Greedy with probability `skill`, otherwise random: short chaotic games and long sensible ones."""
    if rnd.random() < skill:
        return greedy_action(state, colour, rnd)
    return random_action(state, colour, rnd)
