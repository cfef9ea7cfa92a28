"""The [proposed] / [CHECK] rulings are constants of rules.toml: flipping one changes the engine's behaviour
without code (LB-0.8, LB-0.10). Each test runs the same situation under both values."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import engine.liberte as L
from data.liberte.loader import LiberteData
from engine.liberte.game import Ctx, advance
from engine.liberte.state import GameState
from tests.engine.liberte.helpers import DATA, P1, P2, P3, at_action, blank, cards, give, run, stack


def _with(**rules: Any) -> LiberteData:
    return replace(DATA, rules={**DATA.rules, **{k.replace("__", "."): v for k, v in rules.items()}})


def _run(s: GameState, stage: str, data: LiberteData) -> None:
    s.stage, s.pending = stage, None
    advance(Ctx(s, data))


def _answer(s: GameState, data: LiberteData, *steps: tuple[str, str]) -> GameState:
    for colour, option in steps:
        s, _ = L.apply(s, L.Choose(colour, option), data)
    return s


def test_lb_0_10_5_vp_tie_narrowed_then_unbroken() -> None:
    """LB-0.10.5: three tied for first; P1 and P2 advance 3, P3 1; then both decline: P1 and P2 score 3 each
    as tied first, P3 (knocked out) takes the second place alone: 2 VP."""
    s = blank()
    r3 = cards(type="personality", faction="R", value=3)
    r1 = cards(type="personality", faction="R", value=1)
    give(s, P1, [r3[0]], display=True)
    give(s, P2, [r3[1]], display=True)
    give(s, P3, [r1[0]], display=True)
    for c in (P1, P2, P3):
        s.votes[c]["R"] = 2
    s.phase, s.government, s.opposition, s.vp_step = "election", "R", "M", {"place": "gov_first"}
    run(s, "vp")
    s = _answer(s, DATA, (P1, f"advance:{r3[0]}"), (P2, f"advance:{r3[1]}"), (P3, f"advance:{r1[0]}"))
    assert s.vp == {P1: 3, P2: 3, P3: 2}


def test_lb_4_10_take_two_first_any_value_reading() -> None:
    """LB-4.10 / Q-5: `take_two_first_any_value` lets a value-3 first card be followed by a value-1 one."""
    for flag, expect_second in ((False, False), (True, True)):
        data = _with(take_two_first_any_value=flag)
        s = blank()
        three = cards(type="personality", value=3)[0]
        one = cards(type="personality", value=1)[0]
        give(s, P2, [three, one])
        s.offer = [s.hands[P2].pop(0), s.hands[P2].pop(0)]
        _run(s, "action_start", data)
        s = _answer(s, data, (P1, "take"), (P1, f"offer:{three}"))
        assert (s.pending is not None and s.pending["kind"] == "take_second") == expect_second


def test_lb_5_5_no_eligible_may_be_made_a_lost_battle() -> None:
    """LB-5.5 / Q-7: `battle_no_eligible_is_lost` turns a battle nobody can lead into a Lost Battle."""
    for flag, lost in ((False, []), (True, [2])):
        s = blank(turn=2)
        s.battle_box[P1] = 1
        _run(s, "battle", _with(battle_no_eligible_is_lost=flag))
        assert s.lost_battles == lost


def test_lb_0_6_equal_highest_without_replay_is_unbroken() -> None:
    """LB-0.6 (c): `tiebreak_replay_equal_highest = false` leaves an equal-highest round unbroken."""
    data = _with(tiebreak_replay_equal_highest=False)
    s = blank()
    m3 = cards(type="personality", faction="M", value=3)
    give(s, P1, [m3[0], m3[2]], display=True)
    give(s, P2, [m3[1]], display=True)
    stack(s, 3, P1, "M", 2)
    stack(s, 3, P2, "M", 2)
    _run(s, "election_start", data)
    s, ev = L.apply(s, L.Choose(P1, f"advance:{m3[0]}"), data)
    s, ev = L.apply(s, L.Choose(P2, f"advance:{m3[1]}"), data)
    assert not [e for e in ev if e["type"] == "province_won"] and s.stacks(3) == []


def test_lb_6_12_second_place_by_precedence_when_configured() -> None:
    """LB-6.12 / Q-9: `second_place_track_tie_broken_by_cards = false`: precedence settles a tie for second."""
    s = blank()
    give(s, P2, cards(type="personality", faction="W")[:1], display=True)
    s.phase, s.track = "election", {"R": 6, "M": 3, "W": 3}
    _run(s, "track", _with(second_place_track_tie_broken_by_cards=False))
    assert s.opposition == "M"


def test_lb_4_4_own_stack_rule_is_a_constant() -> None:
    """LB-4.4 / Q-8: `add_to_own_stack = false` makes every placement a new stack."""
    club = cards(type="club", faction="R")[0]
    for flag, offered in ((True, True), (False, False)):
        data = _with(add_to_own_stack=flag)
        s = blank()
        give(s, P1, [club])
        stack(s, 3, P1, "R", 1)
        _run(s, "action_start", data)
        s = _answer(s, data, (P1, f"play:{club}"))
        assert s.pending is not None and ("province:3" in s.pending["options"]) == offered


def test_lb_4_5_turn1_battle_box_is_a_constant() -> None:
    """LB-4.5 / Q-17: `battle_box_in_turn1 = false` offers no Cannon in turn 1."""
    club = cards(type="club")[0]
    for flag in (True, False):
        data = _with(battle_box_in_turn1=flag)
        s = blank()
        give(s, P1, [club])
        _run(s, "action_start", data)
        s = _answer(s, data, (P1, f"play:{club}"))
        assert s.pending is not None and ("cannon" in s.pending["options"]) == flag


def test_lb_8_4_lost_battles_persist_by_constant() -> None:
    """LB-5.4 [CHECK]: `lost_battle_persists = false` counts a Lost Battle in its own turn only."""
    from engine.liberte.game import cr_count
    s = blank(turn=3)
    s.lost_battles = [2]
    assert cr_count(s, DATA) == 1 and cr_count(s, _with(lost_battle_persists=False)) == 0


def test_lb_4_13_phase_start_check_is_a_constant() -> None:
    """LB-4.13 [CHECK]: `supply_check_at_phase_start = false` does not shorten the phase to one round."""
    s = blank()
    s.supply["M"] = 0
    _run(s, "action_start", _with(supply_check_at_phase_start=False))
    assert not s.end_trigger
    t = at_action(blank())
    assert not t.end_trigger
