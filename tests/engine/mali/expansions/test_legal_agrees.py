"""legal_actions and apply agree, with every expansion on or off: at states met in play, every action a player
could name (every scout, space, card, order, token and pair) is accepted by `apply` exactly when
`legal_actions` lists it. This covers the amended rules' corners: drops picked up before the card (L-3.1), no
step, swap or Squad move after a signal that followed a move (L-5.1)."""

from __future__ import annotations

import random
from itertools import combinations, permutations

import pytest

import engine.mali
from engine.errors import RuleError
from engine.mali import actions as A
from engine.mali.state import GameState, Options
from engine.mali.view import waiting_for

from .helpers import DATA
from .players import mixed_action

COLOURS = ("orange", "red", "violet", "green")
COMBOS = [(2, "advanced", True, True), (3, "advanced", True, False), (3, "basic", True, True),
          (4, "advanced", False, True), (2, "basic", False, False)]


def candidates(state: GameState, colour: str) -> list[A.Action]:
    """Every action of the player's movement turn worth naming, legal or not (TimeoutPass is the service's)."""
    numbers = (1, 2, 3)
    out: list[A.Action] = [A.EndTurn(colour), A.Undo(colour), A.Squad(colour, "card"), A.Squad(colour, "token")]
    out += [A.PlayCard(colour, c) for c in sorted(DATA.movement_cards)]
    out += [A.LightSignal(colour, s) for s in DATA.space_order]
    for n in numbers:
        out += [A.Move(colour, n, s) for s in DATA.space_order]
        out += [A.PickUpDrops(colour, n), A.PickUpLetters(colour, n), A.UseToken(colour, "map", scout=n)]
        out += [A.PickUpOrder(colour, n, t.order) for t in state.track]
    for a, b in combinations(numbers, 2):
        out += [A.Buddies(colour, a, b, "card"), A.Buddies(colour, a, b, "token")]
    for a, b in permutations(numbers, 2):
        giver = state.scouts[f"{colour}-{a}"]
        out += [A.ExchangeLetters(colour, a, b, (lt,)) for lt in giver.letters]
    orders = sorted(t.order for t in state.track)
    out += [A.ChangeOfOrders(colour, a, b) for a, b in combinations(orders, 2)]
    out += [A.UseToken(colour, kind) for kind in ("bandages", "drugs", "rifle", "buddies", "squad")]
    out += [A.UseToken(colour, "grenade", space=s) for s in sorted(state.tanks)]
    out += [A.UseToken(colour, "radio", order=o) for o in orders]
    return out


def accepted(state: GameState, action: A.Action) -> bool:
    try:
        engine.mali.apply(state, action)
    except RuleError:
        return False
    return True


def check_agreement(state: GameState, colour: str) -> int:
    legal = set(engine.mali.legal_actions(state, colour))
    named = candidates(state, colour)
    for action in legal:
        assert accepted(state, action), f"listed but refused: {action}"
    for action in named:
        if action not in legal:
            assert not accepted(state, action), f"accepted but not listed: {action}"
    return len(named)


@pytest.mark.parametrize("combo", COMBOS, ids=lambda c: f"{c[0]}p-{c[1]}-lib{int(c[2])}-mail{int(c[3])}")
def test_legal_actions_list_exactly_what_apply_accepts(combo: tuple[int, str, bool, bool]) -> None:
    n, variant, liberator, mail = combo
    seen = {"states": 0, "closed": 0, "drops_before_card": 0}
    for seed in range(8):
        state, _ = engine.mali.new_game(list(COLOURS[:n]), Options(variant, liberator, mail), seed)
        rnd = random.Random(seed)
        skill = 0.3 + 0.1 * seed
        steps = 0
        while state.phase != "ended" and steps < 1500:
            colour = waiting_for(state)
            assert colour is not None
            turn = state.turn
            if state.phase == "movement" and turn is not None and (steps % 3 == 0 or turn.moves_closed):
                check_agreement(state, colour)
                seen["states"] += 1
                seen["closed"] += turn.moves_closed
                seen["drops_before_card"] += turn.card is None and any(
                    state.drops.get(s.space or "") for s in state.scouts_of(colour))
            state, _ = engine.mali.apply(state, mixed_action(state, colour, rnd, skill))
            steps += 1
    assert seen["states"] > 100, seen
    if variant == "advanced" and liberator:
        assert seen["closed"] and seen["drops_before_card"], seen
