"""LB-8 (the end of the game) and LB-9 (information: hidden hands, finite options)."""

from __future__ import annotations

import json

import engine.liberte as L
from engine.liberte.game import white_controlled
from tests.engine.liberte.helpers import (
    P1,
    P2,
    P3,
    answer,
    at_action,
    blank,
    cards,
    game,
    give,
    random_game,
    run,
    stack,
)


def test_lb_8_1_after_turn_4_most_vp_ties_share() -> None:
    """LB-8.1: after turn 4 the most VP wins; tied players share the win."""
    s = blank(turn=4)
    s.vp = {P1: 7, P2: 9, P3: 9}
    run(s, "election_start")
    assert s.phase == "ended" and s.result is not None
    assert s.result["reason"] == "turns" and sorted(s.result["winners"]) == sorted([P2, P3])


def test_lb_8_2_landslide_checked_before_vp_and_red_points() -> None:
    """LB-8.2: 17+ red votes end the game before VP for votes; red points = votes + map + cards."""
    s = blank(turn=1)
    for prov in range(1, 18):
        stack(s, prov, P1 if prov % 2 else P2, "R", 1)
    ev = run(s, "election_start")
    assert s.result is not None and s.result["reason"] == "radical_landslide"
    assert not [e for e in ev if e["type"] == "vp_for_votes"]
    pts = s.result["points"]
    assert pts[P1]["votes"] == 9 and pts[P2]["votes"] == 8 and s.result["winners"] == [P1]


def test_lb_8_3_counter_revolution_white_points() -> None:
    """LB-8.3: 7 white CR provinces end the game; white points = white blocks on the map + on cards."""
    s = blank(turn=3)
    cr = [p for p in range(1, 28) if p in (2, 4, 6, 9, 11, 12, 14)]
    for prov in cr:
        stack(s, prov, P3, "W", 1)
    give(s, P1, cards(type="personality", faction="W", value=3)[:3])
    run(s, "turn_start")
    assert s.result is not None and s.result["reason"] == "counter_revolution"
    assert s.result["points"][P1]["total"] == 9 and s.result["winners"] == [P1]


def test_lb_8_4_white_control_definition() -> None:
    """LB-8.4: white controls a province when its tallest stack is white and no other colour is as tall."""
    s = blank()
    stack(s, 1, P1, "W", 2)
    stack(s, 1, P2, "W", 2)
    assert white_controlled(s, 1)
    stack(s, 1, P3, "M", 2)
    assert not white_controlled(s, 1)
    assert not white_controlled(s, 2)


def test_lb_8_5_only_in_turns_3_and_4() -> None:
    """LB-8.5: the counter-revolution is not checked in turns 1–2; in turn 3 it is checked after an action."""
    s = blank(turn=2)
    for prov in (2, 4, 6, 9, 11, 12, 14):
        stack(s, prov, P3, "W", 1)
    at_action(s)
    s, _ = answer(s, (P1, "pass"))
    assert s.phase == "action"
    s.turn = 3
    s, _ = answer(s, (P2, "pass"))
    assert s.phase == "ended"


def test_lb_8_6_counter_revolution_before_landslide() -> None:
    """LB-8.6: when both could apply in the Election Phase, the counter-revolution is checked first."""
    s = blank(turn=3)
    for prov in (2, 4, 6, 9, 11, 12):
        stack(s, prov, P3, "W", 1)
    s.lost_battles = [2]
    s.track = {"R": 17, "M": 0, "W": 0}
    s.government, s.opposition = "R", "M"
    run(s, "landslide")
    assert s.result is not None and s.result["reason"] == "counter_revolution"


def test_lb_9_1_public_information() -> None:
    """LB-9.1: the public view shows the map, Box, tracks, VP, order, supplies, offer, displays, hand sizes,
    deck size and discards."""
    s, _ = random_game(3, 2, limit=60)
    v = L.view(s, None)
    for key in ("provinces", "battle_box", "track", "presence", "vp", "order", "supply", "offer", "displays",
                "hand_sizes", "deck_size", "discard", "box", "votes"):
        assert key in v


def test_lb_9_2_hidden_hands_and_blind_draws() -> None:
    """LB-9.2: a hand is in its owner's view only; a blind draw names no card; the deck order is never shown."""
    s = game(3)
    pub = L.view(s, None)
    assert "hand" not in pub and "deck" not in pub
    for c in s.colours:
        assert L.view(s, c)["hand"] == s.hands[c]
    first = s.pending["player"] if s.pending else P1
    other = next(c for c in s.colours if c != first)
    assert "options" not in L.view(s, other)["choice"]
    s, ev = L.apply(s, L.Choose(first, "take"))
    s, ev = L.apply(s, L.Choose(first, "deck"))
    drew = next(e for e in ev if e["type"] == "drew_blind")
    assert set(drew) == {"type", "player", "rule"}


def test_lb_9_3_hands_revealed_at_a_sudden_end() -> None:
    """LB-9.3: at a sudden end every hand is revealed with each player's three-part sum."""
    s = blank(turn=3)
    for prov in (2, 4, 6, 9, 11, 12, 14):
        stack(s, prov, P3, "W", 1)
    give(s, P1, cards(type="club")[:2])
    run(s, "turn_start")
    v = L.view(s, None)
    assert v["hands"][P1] == s.hands[P1]
    assert set(s.result["points"][P1]) == {"votes", "map", "cards", "total"} if s.result else False


def test_lb_9_4_finite_options_match_legal_actions() -> None:
    """LB-9.4: every open choice has a finite, non-empty option list and legal_actions is exactly that list;
    anything else is refused with a rule id."""
    s = game(4, 9)
    for _ in range(200):
        if s.phase == "ended":
            break
        assert s.pending is not None and s.pending["options"]
        who = s.pending["player"]
        acts = L.legal_actions(s, who)
        assert [a.option for a in acts if isinstance(a, L.Choose)] == s.pending["options"]
        for c in s.colours:
            if c != who:
                assert L.legal_actions(s, c) == []
        try:
            L.apply(s, L.Choose(who, "nonsense"))
        except L.RuleError as err:
            assert err.rule.startswith("LB-") and err.code == "lb_not_an_option"
        s, _ = L.apply(s, acts[-1])
    json.dumps(s.to_dict())


def test_lb_0_7_removed_seat_takes_the_default_and_abort_ends() -> None:
    """LB-0.7: a seat a moderator removed is answered by the deadline default until the game ends; abort ends
    the game without a winner."""
    s = game(3, 6)
    first = L.waiting_for(s)[0]
    s, ev = L.apply(s, L.RemovePlayer(first))
    assert any(e["type"] == "player_removed" for e in ev) and L.waiting_for(s) != [first]
    import random
    r = random.Random(6)
    while s.phase != "ended":
        s, _ = L.apply(s, r.choice(L.legal_actions(s, L.waiting_for(s)[0])))
    assert s.result is not None
    t, _ = L.apply(game(3), L.Abort(P1))
    assert t.phase == "ended" and t.result is not None and t.result["winners"] == []


def test_lb_9_2_seat_state_for_a_computer_hides_other_hands() -> None:
    """LB-9.2: a computer seat's state holds no other hand, no deck order, no seed; its legal actions are the
    seat's own."""
    import random
    s = game(4, 8)
    r = random.Random(8)
    for _ in range(300):
        if s.phase == "ended":
            break
        who = L.waiting_for(s)[0]
        seat = L.seat_state(s, who)
        assert L.legal_actions(seat, who) == L.legal_actions(s, who)
        assert all(not h for c, h in seat.hands.items() if c != who) and seat.rng == 0
        assert seat.deck == sorted(seat.deck)
        other = next(c for c in s.colours if c != who)
        hidden = L.seat_state(s, other).pending
        assert hidden is None or not (s.pending and s.pending.get("private")) or hidden["options"] == []
        s, _ = L.apply(s, r.choice(L.legal_actions(s, who)))
