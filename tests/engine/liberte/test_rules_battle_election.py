"""LB-5 (the battle) and LB-6 (the election phase)."""

from __future__ import annotations

from engine.liberte.game import cr_count
from engine.liberte.state import GameState
from tests.engine.liberte.helpers import DATA, P1, P2, P3, answer, blank, cards, give, run, stack


def _box(s: GameState, tokens: dict[str, int]) -> None:
    for c, n in tokens.items():
        s.battle_box[c] = n
        s.tokens[c] -= n


def _gens(s: GameState, *players: str) -> list[int]:
    gens = cards(general=True)
    for i, c in enumerate(players):
        give(s, c, [gens[i]], display=True)
    return gens[: len(players)]


def test_lb_5_1_eligibility() -> None:
    """LB-5.1: only players with a token in the Box and a General in display are eligible."""
    s = blank(turn=2)
    _gens(s, P1)
    _box(s, {P1: 1, P2: 3})
    ev = run(s, "battle")
    assert next(e for e in ev if e["type"] == "battle")["eligible"] == [P1]
    assert s.vp[P1] == 4 and s.vp[P2] == 0


def test_lb_5_2_battle_vp_from_the_turn_track() -> None:
    """LB-5.2: the leader scores the turn's battle VP (turn 3: 5 in the placeholder) and keeps the General."""
    s = blank(turn=3)
    (g,) = _gens(s, P2)
    _box(s, {P2: 1})
    run(s, "battle")
    assert s.vp[P2] == DATA.turn_track[3].battle_vp == 5 and g not in s.discard


def test_lb_5_3_tie_promotion_highest_general_wins() -> None:
    """LB-5.3: tied eligible players promote Generals; the higher value wins; promoted Generals are discarded."""
    s = blank(turn=2)
    gens = cards(general=True)
    g3 = next(g for g in gens if DATA.cards[g].value == 3)
    give(s, P1, [g3], display=True)
    give(s, P2, [next(g for g in gens if g != g3)], display=True)
    _box(s, {P1: 2, P2: 2})
    run(s, "battle")
    s, _ = answer(s, (P1, f"advance:{g3}"), (P2, "decline"))
    assert s.vp[P1] == 4 and g3 in s.discard


def test_lb_5_4_lost_battle_counts_as_white_cr() -> None:
    """LB-5.4: an unbroken tie is a Lost Battle: a white block on the battle space, one white CR province."""
    s = blank(turn=2)
    _gens(s, P1, P2)
    _box(s, {P1: 1, P2: 1})
    before = cr_count(s, DATA)
    run(s, "battle")
    s, _ = answer(s, (P1, "decline"), (P2, "decline"))
    assert s.lost_battles == [2] and cr_count(s, DATA) == before + 1


def test_lb_5_5_no_eligible_player_is_not_lost() -> None:
    """LB-5.5: nobody eligible: nobody scores and the battle is not lost."""
    s = blank(turn=2)
    _box(s, {P1: 2})
    run(s, "battle")
    assert s.lost_battles == [] and s.vp[P1] == 0


def test_lb_5_6_tokens_go_back() -> None:
    """LB-5.6: every token in the Battle Box goes back to its owner."""
    s = blank(turn=2)
    _gens(s, P1)
    _box(s, {P1: 2, P3: 3})
    run(s, "battle")
    assert set(s.battle_box.values()) == {0} and s.tokens[P3] == 18


def test_lb_6_1_presence_cleared_track_zeroed() -> None:
    """LB-6.1: the Presence box empties back to the owners and the markers return to 0."""
    s = blank()
    s.presence = [P1]
    s.tokens[P1] -= 1
    s.track = {"R": 3, "M": 2, "W": 1}
    ev = run(s, "election_start")
    gov = next(e for e in ev if e["type"] == "government")
    assert gov["track"] == {"R": 0, "M": 0, "W": 0}


def test_lb_6_2_provinces_in_printed_order() -> None:
    """LB-6.2: provinces are resolved 1 to N."""
    s = blank()
    for prov, c in ((9, P1), (2, P2), (20, P3)):
        stack(s, prov, c, "M", 1)
    ev = run(s, "election_start")
    assert [e["province"] for e in ev if e["type"] == "province_won"] == [2, 9, 20]


def test_lb_6_3_single_stacks_compared() -> None:
    """LB-6.3: two blue stacks of 2 lose to one red stack of 3; an empty province gives nothing."""
    s = blank()
    stack(s, 4, P1, "M", 2)
    stack(s, 4, P2, "M", 2)
    stack(s, 4, P3, "R", 3)
    ev = run(s, "election_start")
    assert [(e["province"], e["player"]) for e in ev if e["type"] == "province_won"] == [(4, P3)]


def test_lb_6_4_clear_winner_takes_one_vote() -> None:
    """LB-6.4: the clear winner takes one block as a vote; the rest stays."""
    s = blank()
    stack(s, 3, P1, "W", 2)
    stack(s, 3, P2, "R", 1)
    ev = run(s, "election_start")
    won = next(e for e in ev if e["type"] == "province_won")
    assert won["votes"] == 1 and [st["n"] for st in s.stacks(3)] == [1, 1]


def test_lb_6_5_paris_whole_stack() -> None:
    """LB-6.5: in Paris the winner takes the whole stack as votes."""
    s = blank()
    stack(s, 8, P1, "M", 3)
    ev = run(s, "election_start")
    won = next(e for e in ev if e["type"] == "province_won")
    assert won["votes"] == 3 and s.stacks(8) == []


def test_lb_6_6_tie_advance_own_stack_colour() -> None:
    """LB-6.6: in a provincial tie a contender may advance only cards of their own tied stack's colour."""
    s = blank()
    red, white = cards(type="personality", faction="R")[0], cards(type="personality", faction="W")[0]
    give(s, P1, [red, white], display=True)
    give(s, P2, cards(type="personality", faction="M")[:1], display=True)
    stack(s, 1, P1, "R", 2)
    stack(s, 1, P2, "M", 2)
    run(s, "election_start")
    assert s.pending is not None and s.pending["options"] == [f"advance:{red}", "decline"]


def test_lb_6_7_unbroken_no_vote() -> None:
    """LB-6.7: an unbroken tie gives no vote and moves no faction."""
    s = blank()
    stack(s, 1, P1, "R", 2)
    stack(s, 1, P2, "R", 2)
    ev = run(s, "election_start")  # nobody holds an eligible card: declined automatically
    assert not [e for e in ev if e["type"] == "province_won"]
    assert next(e for e in ev if e["type"] == "government")["track"]["R"] == 0


def test_lb_6_8_after_a_tie_the_province_is_cleared() -> None:
    """LB-6.8: after any tie every block in the province returns to the supply and the tokens to their owners."""
    s = blank()
    stack(s, 2, P1, "R", 2)
    stack(s, 2, P2, "W", 2)
    stack(s, 2, P3, "M", 1)
    tokens = dict(s.tokens)
    run(s, "election_start")
    assert s.stacks(2) == [] and all(s.tokens[c] == tokens[c] + 1 for c in (P1, P2, P3))


def test_lb_6_9_emptied_stack_disappears() -> None:
    """LB-6.9: a 1-block stack that gives its vote disappears; its token goes back."""
    s = blank()
    stack(s, 3, P1, "M", 1)
    tokens = s.tokens[P1]
    run(s, "election_start")
    assert s.stacks(3) == [] and s.tokens[P1] >= tokens + 1 - 1  # (presence may take one back out)


def test_lb_6_10_vp_provinces_in_turns_3_and_4() -> None:
    """LB-6.10: a VP province scores its VP for the winner in turns 3–4 only."""
    vp_prov = next(p for p in DATA.provinces if p.vp == 2)
    for turn, expected in ((2, 0), (3, 2)):
        s = blank(turn=turn)
        stack(s, vp_prov.order, P1, "W", 1)
        ev = run(s, "election_start")
        assert sum(e["vp"] for e in ev if e["type"] == "vp_province") == expected


def test_lb_6_11_government_and_opposition() -> None:
    """LB-6.11: furthest faction governs, the second is the opposition."""
    s = blank()
    s.track = {"R": 2, "M": 5, "W": 1}
    s.phase = "election"
    ev = run(s, "track")
    gov = next(e for e in ev if e["type"] == "government")
    assert (gov["government"], gov["opposition"]) == ("M", "R")


def test_lb_6_12_second_place_tie_by_cards() -> None:
    """LB-6.12: a tie for second only is broken by advancing; the loser moves back one."""
    s = blank()
    w = cards(type="personality", faction="W", value=2)[0]
    give(s, P2, [w], display=True)
    s.track = {"R": 6, "M": 3, "W": 3}
    s.phase = "election"
    run(s, "track")
    s, ev = answer(s, (P2, f"advance:{w}"))
    gov = next(e for e in ev if e["type"] == "government")
    assert (gov["government"], gov["opposition"]) == ("R", "W") and gov["track"] == {"R": 6, "M": 2, "W": 3}


def test_lb_6_13_unbroken_track_tie_precedence() -> None:
    """LB-6.13: an unbroken track tie goes Radicals, then Moderates, then Royalists."""
    s = blank()
    s.track = {"R": 2, "M": 4, "W": 4}
    s.phase = "election"
    ev = run(s, "track")
    gov = next(e for e in ev if e["type"] == "government")
    assert (gov["government"], gov["opposition"]) == ("M", "W")


def _vp(s: GameState, gov: str, opp: str) -> None:
    s.phase = "election"
    s.government, s.opposition = gov, opp
    s.vp_step = {"place": "gov_first"}


def test_lb_6_14_vp_table() -> None:
    """LB-6.14: 5 / 2 VP for the most / second most government votes, 3 for the most opposition votes."""
    s = blank()
    s.votes[P1].update(M=3)
    s.votes[P2].update(M=2, W=1)
    s.votes[P3].update(W=2)
    _vp(s, "M", "W")
    run(s, "vp")
    assert s.vp == {P1: 5, P2: 2, P3: 3}


def test_lb_6_15_three_tied_runner_up_by_deciding_round() -> None:
    """LB-6.15: three tied for first: the winner 5, the strictly highest of the others in the deciding round 2."""
    s = blank()
    r3, r2 = cards(type="personality", faction="R", value=3)[0], cards(type="personality", faction="R", value=2)[0]
    r1 = cards(type="personality", faction="R", value=1)[0]
    give(s, P1, [r1], display=True)
    give(s, P2, [r3], display=True)
    give(s, P3, [r2], display=True)
    for c in (P1, P2, P3):
        s.votes[c]["R"] = 2
    _vp(s, "R", "M")
    run(s, "vp")
    s, _ = answer(s, (P1, f"advance:{r1}"), (P2, f"advance:{r3}"), (P3, f"advance:{r2}"))
    assert s.vp == {P1: 0, P2: 5, P3: 2}


def test_lb_6_16_unbroken_first_tie_second_still_awarded() -> None:
    """LB-6.16: tied first in government unbroken: 3 VP each; next-highest count still takes 2 VP."""
    s = blank()
    s.votes[P1]["M"] = 3
    s.votes[P2]["M"] = 3
    s.votes[P3]["M"] = 1
    _vp(s, "M", "R")
    run(s, "vp")  # nobody holds a blue display card: declined automatically
    assert s.vp == {P1: 3, P2: 3, P3: 2}


def test_lb_6_17_presence_in_government() -> None:
    """LB-6.17: every holder of a government vote puts an unused token in the Presence box (if they have one)."""
    s = blank()
    s.votes[P1]["M"] = 1
    s.votes[P2]["M"] = 1
    s.tokens[P2] = 0
    _vp(s, "M", "R")
    ev = run(s, "vp")
    assert next(e for e in ev if e["type"] == "presence")["players"] == [P1]


def test_lb_6_18_votes_back_turn_advances() -> None:
    """LB-6.18: votes return to their supplies; blocks on the map stay; the turn marker advances."""
    s = blank()
    stack(s, 1, P1, "R", 2)
    supply_r = s.supply["R"]
    run(s, "election_start")
    # the vote came back (+1) and, turn 2 having begun, the two parked red blocks (+2)
    assert s.supply["R"] == supply_r + 1 + 2 and s.stacks(1)[0]["n"] == 1 and s.turn == 2
