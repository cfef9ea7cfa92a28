"""LB-0 (conventions), LB-1 (components as the engine uses them), LB-2 (set-up) and LB-3 (the turn)."""

from __future__ import annotations

import pytest

import engine.liberte as L
from data.liberte.loader import FACTIONS
from engine.liberte.game import Ctx, _draw
from tests.engine.liberte.helpers import (
    COLOURS,
    DATA,
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
    tokens_of,
)


def test_lb_0_1_one_edition_per_game() -> None:
    """LB-0.1: a game runs on one data set, whose edition field it carries (here the placeholder)."""
    assert DATA.r("edition") == "placeholder"
    _, ev = L.new_game(COLOURS[:3], 1)
    assert ev[0]["type"] == "game_started" and ev[0]["placeholder"] is True


def test_lb_0_3_stacks_are_one_colour_with_one_token() -> None:
    """LB-0.3: a stack is 1–3 blocks of one colour under exactly one owner's token."""
    s, _ = random_game(4, 3)
    for stacks in s.provinces.values():
        for st in stacks:
            assert 1 <= st["n"] <= 3 and st["colour"] in FACTIONS and st["owner"] in s.colours


def test_lb_0_4_no_trading_through_the_bot() -> None:
    """LB-0.4: no option ever gives, trades or shows a card: only the rules' ways to move cards."""
    _, log = random_game(3, 5)
    kinds = {a.option.split(":")[0] for a in log if isinstance(a, L.Choose)}
    assert kinds <= {"pass", "take", "play", "special", "province", "cannon", "display", "discard", "second",
                     "end", "stack", "card", "offer", "deck", "keep", "advance", "decline"}


def test_lb_0_5_seeded_randomness_replays() -> None:
    """LB-0.5: shuffles and orders come from the recorded seed: the same seed gives the same game."""
    a, ev = L.new_game(COLOURS[:4], 77)
    b, _ = L.new_game(COLOURS[:4], 77)
    c, _ = L.new_game(COLOURS[:4], 78)
    assert a.to_dict() == b.to_dict()
    assert (a.deck, a.order) != (c.deck, c.order)
    assert a.seed == 77 and "seed" not in ev[0]  # recorded in the state, never posted (it tells the deck)


def test_lb_0_6_tiebreak_narrows_to_equal_highest_and_discards_all() -> None:
    """LB-0.6: open rounds in player order; equal highest advance again; every advanced card is discarded."""
    s = blank()
    m = cards(type="personality", faction="M", value=3) + cards(type="personality", faction="M", value=1)
    give(s, P1, [m[0], m[4]], display=True)
    give(s, P2, [m[1], m[5]], display=True)
    give(s, P3, [m[6]], display=True)
    for c in (P1, P2, P3):
        stack(s, 3, c, "M", 2)
    run(s, "election_start")
    s, ev = answer(s, (P1, f"advance:{m[0]}"), (P2, f"advance:{m[1]}"), (P3, f"advance:{m[6]}"))
    assert s.pending and s.pending["player"] == P1  # round 2: P1 and P2 only
    s, ev = answer(s, (P1, "decline"), (P2, f"advance:{m[5]}"))
    won = next(e for e in ev if e["type"] == "province_won")
    assert won["player"] == P2
    assert {m[0], m[1], m[5], m[6]} <= set(s.discard)


def test_lb_0_7_deadline_defaults() -> None:
    """LB-0.7: a missed deadline passes in the action phase and declines in a tie-break."""
    s = at_action(blank())
    assert L.timeout_action(s, P1) == L.Choose(P1, "pass")
    s, _ = L.apply(s, L.Timeout(P1))
    assert s.actions_taken[P1] == 1
    t = blank()
    give(t, P1, cards(type="personality", faction="R")[:1], display=True)
    give(t, P2, cards(type="personality", faction="R")[1:2], display=True)
    stack(t, 1, P1, "R", 1)
    stack(t, 1, P2, "R", 1)
    run(t, "election_start")
    assert L.timeout_action(t, P1) == L.Choose(P1, "decline")
    with pytest.raises(L.RuleError):
        L.timeout_action(t, P2)


def test_lb_0_8_numbers_come_from_data() -> None:
    """LB-0.8: the engine reads its numbers from the data set (a changed hand size changes the deal)."""
    from dataclasses import replace
    data = replace(DATA, rules={**DATA.rules, "initial_hand": 5})
    s, _ = L.new_game(COLOURS[:3], 1, data)
    assert all(len(h) == 5 for h in s.hands.values())


def test_lb_0_9_three_to_six_players() -> None:
    """LB-0.9: 3–6 players; no other count is accepted."""
    for n in (3, 4, 5, 6):
        assert len(game(n).colours) == n
    for n in (2, 7):
        with pytest.raises(L.RuleError) as err:
            L.new_game([f"c{i}" for i in range(n)], 1)
        assert err.value.rule == "LB-0.9"


def test_lb_0_10_choices_where_rules_leave_room() -> None:
    """LB-0.10: 18 of 20 tokens unused at start (1); seven cards dealt per player (8); a Lost Battle waits when
    white is empty (7)."""
    s = game(3)
    assert all(s.tokens[c] == 18 for c in s.colours)
    assert all(len(h) == 7 for h in s.hands.values())
    t = blank(turn=2)
    gens = cards(general=True)
    give(t, P1, gens[:1], display=True)
    give(t, P2, gens[1:2], display=True)
    for c in (P1, P2):
        t.battle_box[c] = 1
    t.supply["W"] = 0
    run(t, "battle")
    t, _ = answer(t, (P1, "decline"), (P2, "decline"))
    assert t.lost_battles == [] or t.lost_battles == [2]  # placed after the Election Phase if white came back


def test_lb_1_1_board_parts() -> None:
    """LB-1.1: six regions, numbered provinces, VP, order, turn and election tracks, Battle Box, presence box."""
    s = game(3)
    assert len(DATA.regions) == 6 and len(s.provinces) == len(DATA.provinces)
    assert set(s.vp) == set(s.order) == set(s.battle_box) and s.presence == [] and set(s.track) == set(FACTIONS)
    assert sorted(DATA.turn_track) == [1, 2, 3, 4]


def test_lb_1_2_province_count_from_data() -> None:
    """LB-1.2: the number of provinces is data (27 in the placeholder, as Valley's)."""
    assert len(game(3).provinces) == DATA.r("totals.provinces") == 27


def test_lb_1_3_cards_in_two_sets_three_kinds() -> None:
    """LB-1.3: 110 cards in sets A and B, of three kinds; every Club shows one block and a Cannon."""
    assert len(DATA.cards) == 110
    assert {c.set for c in DATA.cards.values()} == {"A", "B"}
    assert {c.type for c in DATA.cards.values()} == {"personality", "club", "special"}
    assert all(c.cannon and c.value == 1 for c in DATA.cards.values() if c.type == "club")


def test_lb_1_4_cards_have_id_and_title() -> None:
    """LB-1.4: every card has its id number and a title."""
    assert all(c.id == k and c.title for k, c in DATA.cards.items())


def test_lb_1_5_blocks_per_faction() -> None:
    """LB-1.5: 24 white, 28 blue, 30 red blocks in all."""
    assert DATA.total_blocks == {"W": 24, "M": 28, "R": 30}


def test_lb_1_6_twenty_tokens() -> None:
    """LB-1.6: 20 control tokens per player."""
    s = game(6)
    assert all(tokens_of(s, c) == 20 for c in s.colours)


def test_lb_1_7_markers() -> None:
    """LB-1.7: one election marker per faction, one turn marker, one province marker."""
    s = game(3)
    assert s.track == {"R": 0, "M": 0, "W": 0} and s.turn == 1 and s.cursor == 0


def test_lb_1_8_cards_are_data_not_wording() -> None:
    """LB-1.8: the engine holds no words; card titles come from the data files only."""
    assert all(isinstance(c.title, str) for c in DATA.cards.values())
    assert "Placeholder" in DATA.cards[1].title


def test_lb_2_1_one_colour_each() -> None:
    """LB-2.1: each player has the tokens of one colour."""
    s = game(4)
    assert sorted(s.tokens) == sorted(COLOURS[:4])


def test_lb_2_2_vp_and_order_tracks() -> None:
    """LB-2.2: every player starts at 0 VP, with a place on the order track."""
    s = game(5)
    assert set(s.vp.values()) == {0} and sorted(s.order) == sorted(s.colours)


def test_lb_2_3_markers_at_zero_turn_one() -> None:
    """LB-2.3: election markers at 0, the turn marker on turn 1."""
    s = game(3)
    assert set(s.track.values()) == {0} and s.turn == 1


def test_lb_2_4_parked_blocks() -> None:
    """LB-2.4: two blocks of each colour parked on turn 2: turn-1 supplies 22 / 26 / 28."""
    s = game(3)
    assert s.supply == {"W": 22, "M": 26, "R": 28} and s.parked == {"2": {"W": 2, "M": 2, "R": 2}}


def test_lb_2_5_deck_hands_offer() -> None:
    """LB-2.5: A on top of B, 7 cards each (from A), 3 face up."""
    s = game(6)
    assert all(len(h) == 7 and all(DATA.cards[c].set == "A" for c in h) for h in s.hands.values())
    assert len(s.offer) == 3
    sets = [DATA.cards[c].set for c in s.deck]
    assert sets == sorted(sets)  # every A card before every B card


def test_lb_2_6_random_first_order() -> None:
    """LB-2.6: the turn-1 order is drawn by lot."""
    firsts = {game(4, seed).order[0] for seed in range(1, 20)}
    assert len(firsts) > 1


def test_lb_2_7_deck_exhaustion() -> None:
    """LB-2.7: an empty deck is the shuffled discard pile; with both empty nothing is drawn."""
    s = blank()
    s.discard, s.deck = list(s.deck), []
    ctx = Ctx(s, DATA)
    assert _draw(ctx) is not None and s.discard == []
    s.deck = []
    assert _draw(ctx) is None


def test_lb_3_0_five_phases() -> None:
    """LB-3.0: four turns; order, refresh, actions, battle, election (turn 1 without order, refresh, battle)."""
    s = game(3, 4)
    import random
    r = random.Random(4)
    seen: list[tuple[int, str]] = []
    while s.phase != "ended":
        w = L.waiting_for(s)[0]
        s, ev = L.apply(s, r.choice(L.legal_actions(s, w)))
        seen += [(s.turn, e["type"]) for e in ev if e["type"] in ("player_order", "action_phase", "battle",
                                                                   "election_phase")]
    assert [t for t, k in seen if k == "player_order"] == [2, 3, 4]
    assert s.result is not None
    assert [t for t, k in seen if k == "election_phase"] == [1, 2, 3, 4] or s.result["reason"] != "turns"


def test_lb_3_1_order_by_vp() -> None:
    """LB-3.1: turn 2 brings the parked blocks back and orders players by VP, highest first."""
    s = blank()
    s.vp = {P1: 1, P2: 5, P3: 3}
    s.turn = 2
    run(s, "turn_start")
    assert s.order == [P2, P3, P1] and "2" not in s.parked and s.supply == {"W": 24, "M": 28, "R": 30}


def test_lb_3_2_displays_back_to_hand() -> None:
    """LB-3.2: every display goes back to its owner's hand; no hand limit."""
    s = blank(turn=2)
    d = cards(type="personality")[:4]
    give(s, P1, d, display=True)
    run(s, "turn_start")
    assert s.displays[P1] == [] and set(d) <= set(s.hands[P1])


def test_lb_3_3_refresh_discard_then_draw_to_seven() -> None:
    """LB-3.3: in order each player discards any number, then draws up to 7 from the offer or the deck; an
    offer card is replaced at once; 7 or more draws nothing."""
    s = blank(turn=2)
    s.vp = {P1: 3, P2: 2, P3: 1}
    give(s, P1, cards(type="personality")[:8])
    give(s, P2, cards(type="personality")[8:10])
    give(s, P3, cards(type="personality")[10:17])
    run(s, "turn_start")
    assert s.pending and s.pending["kind"] == "refresh_discard" and s.pending["player"] == P1
    s, _ = answer(s, (P1, "keep"))
    assert s.pending and s.pending["player"] == P2  # P1 holds 8: draws nothing
    offer = s.offer[0]
    s, _ = answer(s, (P2, f"discard:{s.hands[P2][0]}"), (P2, "keep"), (P2, f"offer:{offer}"))
    assert offer in s.hands[P2] and len(s.offer) == 3
    while s.pending and s.pending["kind"] == "refresh_draw":
        s, _ = answer(s, (P2, "deck"))
    assert len(s.hands[P2]) == 7
    s, _ = answer(s, (P3, "keep"))
    assert s.phase == "action"
