"""Property tests over every option combination (2-4 players, basic/advanced, Liberator on/off, Mail on/off):
legal play keeps every drop token and every letter in exactly one place, hides what H-1 and H-2 hide, and the
action log replays to exactly the same state."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.mali
from engine.mali import actions as A
from engine.mali.board import threat
from engine.mali.state import GameState, Options
from engine.mali.view import waiting_for
from jsontypes import Json

from .helpers import (
    DATA,
    assert_every_token_and_letter_in_one_place,
    assert_public_events_hide_tokens,
    assert_public_view_hides_tokens,
)
from .players import mixed_action

COLOURS = ("orange", "red", "violet", "green")
COMBOS = [(n, variant, liberator, mail) for n in (2, 3, 4) for variant in ("basic", "advanced")
          for liberator in (False, True) for mail in (False, True)]


def check(state: GameState, events: list[Json], probe: random.Random) -> None:
    # B-7.2: every failed order raised the threat by exactly 1, net of Grenades (L-4.5).
    grenades = sum(1 for p in state.players.values() for t in p.used_tokens if DATA.drop_tokens[t].kind == "grenade")
    assert threat(state, DATA) == len(state.failed) - grenades, (state.failed, grenades, state.tanks)
    assert_every_token_and_letter_in_one_place(state)
    assert_public_view_hides_tokens(state)
    assert_public_events_hide_tokens(state, events)
    colour = waiting_for(state)
    if state.phase != "ended":
        assert colour is not None, "nobody to act in a running game"
        acts = engine.mali.legal_actions(state, colour)
        assert acts, f"{colour} must act but has no legal action"
        engine.mali.apply(state, probe.choice(acts))  # any legal action is accepted (a RuleError fails the test)


def play(combo: tuple[int, str, bool, bool], seed: int, rnd: random.Random, skill: float,
         max_actions: int = 2000) -> tuple[GameState, list[A.Action], Options]:
    n, variant, liberator, mail = combo
    options = Options(variant, liberator, mail)
    state, events = engine.mali.new_game(list(COLOURS[:n]), options, seed)
    probe = random.Random(seed)  # apart from `rnd`, so probing does not change the game played
    check(state, events, probe)
    log: list[A.Action] = []
    while state.phase != "ended" and len(log) < max_actions:
        colour = waiting_for(state)
        assert colour is not None
        action = mixed_action(state, colour, rnd, skill)
        state, events = engine.mali.apply(state, action)
        log.append(action)
        check(state, events, probe)
    return state, log, options


def check_replay(state: GameState, log: list[A.Action], options: Options, seed: int) -> None:
    rebuilt = engine.mali.replay(list(state.seats), options, seed, [a.to_dict() for a in log])
    assert rebuilt.to_dict() == state.to_dict()
    assert GameState.from_dict(state.to_dict()).to_dict() == state.to_dict()


@pytest.mark.parametrize("combo", COMBOS, ids=lambda c: f"{c[0]}p-{c[1]}-lib{int(c[2])}-mail{int(c[3])}")
def test_every_combination_plays_to_the_end_keeping_invariants_and_replays(combo: tuple[int, str, bool, bool]) -> None:
    seed = 1000 + COMBOS.index(combo)
    for skill in (0.2, 0.95):
        state, log, options = play(combo, seed, random.Random(seed), skill)
        assert state.phase == "ended", "the game should reach its end"
        check_replay(state, log, options, seed)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(combo=st.sampled_from(COMBOS), seed=st.integers(0, 2**40), skill=st.floats(0.0, 1.0),
       rnd=st.randoms(use_true_random=False))
def test_legal_play_keeps_invariants_and_replays(combo: tuple[int, str, bool, bool], seed: int, skill: float,
                                                 rnd: random.Random) -> None:
    state, log, options = play(combo, seed, rnd, skill)
    check_replay(state, log, options, seed)


def test_the_sample_games_use_the_expansions() -> None:
    """The games above are not vacuous: over the combinations, tokens are picked up and used, the Liberator
    leaves Warsaw, letters are delivered, Light Signals are given, and some games end in victory (E-1)."""
    seen: Counter[str] = Counter()
    for combo in COMBOS:
        if not (combo[2] or combo[3]):
            continue
        for seed in (1000 + COMBOS.index(combo), 2000 + COMBOS.index(combo)):
            state, log, _ = play(combo, seed, random.Random(seed), 0.95)
            seen.update(type(a).__name__ for a in log)
            seen["E-1" if state.result and state.result["reason"] == "E-1" else "E-2"] += 1
            seen["liberator_left"] += combo[2] and state.liberator is None
            seen["letters_delivered"] += sum(len(p.letters_delivered) for p in state.players.values())
            seen["tokens_used"] += sum(len(p.used_tokens) for p in state.players.values())
    for key in ("PickUpDrops", "UseToken", "PickUpLetters", "LightSignal", "E-1", "liberator_left",
                "letters_delivered", "tokens_used"):
        assert seen[key] > 0, (key, seen)
