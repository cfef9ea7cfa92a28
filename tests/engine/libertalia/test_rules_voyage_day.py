"""§5–§8: voyages, selection and reveal, placement, daytime and dusk."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import engine.libertalia as L
from engine.errors import RuleError
from tools.libertalia.players import play_game

from .helpers import COLOURS, arrange, choose, game, of_type, option_ids, pick

A, B, C = "red", "blue", "green"
NO_LOOT: list[list[str]] = [[], [], [], []]


def full_game(n: int, seed: int) -> tuple[L.GameState, list[dict[str, object]]]:
    s, ev0 = L.new_game(list(COLOURS[:n]), L.Options(), seed)
    events: list[dict[str, object]] = list(ev0)
    rng = random.Random(seed)
    while not s.ended:
        c = rng.choice(L.waiting_for(s))
        s, ev = L.apply(s, rng.choice(L.legal_actions(s, c)))
        events += ev
    return s, events


# ---- §5 voyages ----

def test_lt_5_1_three_voyages_of_4_5_6_days() -> None:
    _, ev = full_game(3, 2)
    days = Counter(e["voyage"] for e in ev if e["type"] == "day_started")
    assert days == {1: 4, 2: 5, 3: 6}


def test_lt_5_2_before_each_voyage_loot_then_cards_then_coins() -> None:
    _, ev = L.new_game(list(COLOURS[:3]), L.Options(), 3)
    kinds = [e["type"] for e in ev]
    assert kinds.index("loot_populated") < kinds.index("cards_dealt") < kinds.index("voyage_coins")


@pytest.mark.parametrize("n, per_day", [(2, 3), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_lt_5_3_populate_loot(n: int, per_day: int) -> None:
    s = game(n, 7)
    assert [len(d) for d in s.loot_days] == [per_day] * 4
    assert len(s.bag) == 48 - 4 * per_day


def test_lt_5_4_six_shared_ranks_per_voyage_never_twice() -> None:
    s, _ = full_game(4, 5)
    dealt = [r for d in s.dealt for r in d]
    assert len(s.dealt) == 3 and all(len(d) == 6 for d in s.dealt) and len(set(dealt)) == 18
    assert len(s.undealt) == 22


def test_lt_5_5_hands_carry_over() -> None:
    _s, log = play_game(game(3, 4), random.Random(4))
    s2 = game(3, 4)
    for a in log:
        s2, _ = L.apply(s2, a)
        if s2.voyage == 2:
            break
    for c in s2.seats:
        assert set(s2.dealt[1]) <= set(s2.players[c].hand)
    assert any(set(s2.players[c].hand) & set(s2.dealt[0]) for c in s2.seats)


def test_lt_5_6_game_ends_after_voyage_three() -> None:
    s, ev = full_game(2, 9)
    assert s.ended and s.voyage == 3 and ev[-1]["type"] == "game_over"


# ---- §6 a day ----

def test_lt_6_1_secret_pick_changeable_until_the_last() -> None:
    s = arrange(game(3), hands={A: [32, 35], B: [8, 20], C: [15, 16]}, loot_days=NO_LOOT)
    s, ev = L.apply(s, L.Pick(A, 32))
    assert ev[0] == {"type": "picked", "player": A, "waiting": 2, "rule": "LT-6.1"}
    s, ev = L.apply(s, L.Pick(A, 35))
    assert ev[0]["type"] == "pick_changed" and s.players[A].pick == 35
    assert L.view(s, B)["players"][0]["picked"] and "pick" not in L.view(s, None)
    assert L.view(s, B)["pick"] is None and L.view(s, A)["pick"] == 35
    with pytest.raises(RuleError) as e:
        L.apply(s, L.Pick(B, 40))
    assert e.value.code == "lt_not_in_hand"
    s, _ = L.apply(s, L.Pick(B, 8))
    assert L.waiting_for(s) == [C]
    s, ev = L.apply(s, L.Pick(C, 15))
    assert of_type(ev, "revealed")


def test_lt_6_1_empty_hand_no_character() -> None:
    s = arrange(game(3), hands={A: [], B: [8, 20], C: [15, 16]}, loot_days=[["map"], [], [], []],
                ships={A: []}, loot={A: {}})
    assert L.waiting_for(s) == [B, C]
    with pytest.raises(RuleError):
        L.apply(s, L.Pick(A, 1))
    s, ev = pick(s, {B: 8, C: 15})
    assert [p["player"] for p in of_type(ev, "revealed")[0]["picks"]] == [B, C]


def test_lt_6_2_revealed_cards_leave_the_hand() -> None:
    s = arrange(game(3), hands={A: [32, 35], B: [8, 20], C: [15, 16]}, loot_days=NO_LOOT)
    s, _ = pick(s, {A: 32, B: 8, C: 15})
    assert s.players[A].hand == [35] and s.players[A].ship == [32]


def test_lt_6_3_placement_rank_then_reputation() -> None:
    s = arrange(game(3), track=[C, None, A, None, B, None], hands={A: [32, 1], B: [32, 2], C: [8, 3]},
                loot_days=NO_LOOT)
    s, ev = pick(s, {A: 32, B: 32, C: 8})
    isl = of_type(ev, "island_placed")[0]["island"]
    assert [(i["owner"], i["rank"]) for i in isl] == [(C, 8), (A, 32), (B, 32)]


def test_lt_6_4_order_fixed_and_scout_insertion_uses_reputation_now() -> None:
    # C's Beggar raises B's reputation above A's after placement; the island does not reorder, but the card
    # the Scout adds later ties by reputation at that moment.
    s = arrange(game(3), track=[None, B, A, C, None, None], hands={A: [1, 32], B: [3, 32], C: [34, 40]},
                loot_days=NO_LOOT, coins={A: 5, B: 5, C: 5})
    s, ev = pick(s, {A: 1, B: 3, C: 34})
    ins = of_type(ev, "character_inserted")[0]
    assert ins["owner"] == A and ins["rank"] == 32


def test_lt_6_5_two_players_place_the_midshipman() -> None:
    s = arrange(game(2), hands={A: [30, 1], B: [31, 2]}, loot_days=[["map"] * 3, [], [], []])
    s, ev = pick(s, {A: 30, B: 31})
    isl = of_type(ev, "island_placed")[0]["island"]
    assert isl[0] == {"rank": 20.5, "owner": None, "slot": 3} and [i["slot"] for i in isl] == [3, 4, 5]


def test_lt_6_6_day_dusk_night_in_order() -> None:
    s = arrange(game(3), hands={A: [32, 1], B: [8, 2], C: [15, 3]}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 32, B: 8, C: 15})
    phases = [e["phase"] for e in ev if e["type"] == "phase"]
    assert phases == ["day", "dusk", "night"]


def test_lt_6_7_compulsory_and_nothing_without_options() -> None:
    s = arrange(game(3), hands={A: [4, 1], B: [8, 2], C: [15, 3]}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 4, B: 8, C: 15})
    assert {"type": "ability_nothing", "player": A, "rank": 4, "reason": "no_option"} in ev


# ---- §7 daytime ----

def test_lt_7_1_daytime_left_to_right() -> None:
    s = arrange(game(3), hands={A: [12, 1], B: [21, 2], C: [34, 3]}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 12, B: 21, C: 34})
    assert [e["rank"] for e in of_type(ev, "ability") if e["phase"] == "day"] == [12, 21, 34]


def test_lt_7_2_inserted_character_gets_its_turn() -> None:
    s = arrange(game(3), hands={A: [1, 29], B: [8, 2], C: [15, 3]}, loot_days=NO_LOOT, coins={A: 0})
    s, ev = pick(s, {A: 1, B: 8, C: 15})
    assert {"type": "coins_gained", "player": A, "count": 5, "coins": 5, "source": {"rank": 29}} in ev


def test_lt_7_3_removed_before_its_turn_does_nothing() -> None:
    s = arrange(game(3), hands={A: [17, 1], B: [29, 2], C: [8, 3]}, loot_days=NO_LOOT, coins={B: 0})
    s, ev = pick(s, {A: 17, B: 29, C: 8})
    assert not any(e["type"] == "ability" and e["rank"] == 29 for e in ev) and s.players[B].coins == 0


def test_lt_7_4_midshipman_is_skipped() -> None:
    s = arrange(game(2), hands={A: [30, 1], B: [31, 2]}, loot_days=[[], [], [], []])
    s, ev = pick(s, {A: 30, B: 31})
    assert all(e.get("player") is not None for e in of_type(ev, "ability"))


# ---- §8 dusk ----

def test_lt_8_1_dusk_right_to_left() -> None:
    s = arrange(game(3), hands={A: [32, 1], B: [8, 2], C: [15, 3]}, loot_days=[["map", "map", "map"], [], [], []])
    s, ev = pick(s, {A: 32, B: 8, C: 15})
    assert [e["player"] for e in of_type(ev, "loot_taken")] == [A, C, B]


def test_lt_8_2_loot_then_dusk_ability_then_board() -> None:
    s = arrange(game(3), track=[A, None, None, B, C, None], hands={A: [10, 1], B: [8, 2], C: [15, 3]},
                loot_days=[["map", "chest", "chest"], [], [], []])
    s, _ = pick(s, {A: 10, B: 8, C: 15})
    s, _ = choose(s, C, "loot:chest")
    s, _ = choose(s, A, "loot:map")
    assert s.players[A].loot == {"map": 1} and s.position(A) == 3 and s.players[A].ship == [10]


def test_lt_8_3_midshipman_removal_before_s2() -> None:
    s = arrange(game(2), track=[None, None, B, A, None, None], hands={A: [7, 1], B: [30, 2]},
                loot_days=[["map", "chest", "relic"], [], [], []])
    s, _ = pick(s, {A: 7, B: 30})
    s, _ev = choose(s, B, "loot:chest")
    assert L.waiting_for(s) == [B] and s.pending[0]["kind"] == "midshipman_remove"


def test_lt_8_4_left_over_tokens_return_to_the_bag() -> None:
    s = arrange(game(3), hands={A: [5, 1], B: [8, 2], C: [15, 3]}, loot_days=[["map", "map", "map"], [], [], []])
    bag = len(s.bag)
    s, ev = pick(s, {A: 5, B: 8, C: 15})
    assert of_type(ev, "loot_returned")[0]["loots"] == ["map"] and len(s.bag) == bag + 1


def test_lt_8_5_token_ability_only_when_first_gained() -> None:
    s = arrange(game(3), track=[None, A, B, C, None, None], hands={A: [23, 1], B: [8, 2], C: [15, 3]},
                loot={B: {"barrel": 1}}, loot_days=NO_LOOT)
    before = s.position(A)
    s, ev = pick(s, {A: 23, B: 8, C: 15})  # the only token within reach is taken without asking
    assert of_type(ev, "loot_stolen")[0]["loot"] == "barrel"
    assert s.players[A].loot == {"barrel": 1} and s.position(A) == max(1, before - 2)
    assert not of_type(ev, "reputation_gained")


def test_lt_8_6_saber_at_dusk_only_hits_unprocessed_characters() -> None:
    s = arrange(game(3), hands={A: [30, 1], B: [20, 2], C: [10, 3]}, loot_days=[["saber", "map", "map"], [], [], []])
    s, _ = pick(s, {A: 30, B: 20, C: 10})
    s, _ = choose(s, A, "loot:saber")
    assert option_ids(s, A) == [f"owner:{C}:rank:10", f"owner:{B}:rank:20"]
