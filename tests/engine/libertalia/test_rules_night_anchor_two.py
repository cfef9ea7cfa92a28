"""§9 night, §10 end of a voyage, §11 the two-player Midshipman (with every LT-11.6 vector)."""

from __future__ import annotations

import engine.libertalia as L

from .helpers import Events, arrange, choose, empty_hands, game, last_day, of_type, option_ids, pick, settle

A, B, C = "red", "blue", "green"
NO_LOOT: list[list[str]] = [[], [], [], []]


# ---- §9 night ----

def test_lt_9_1_night_order_asked_only_when_it_matters_and_at_once() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0, B: 0, C: 0}, ships={A: [8, 24, 30, 31, 32], B: [8, 24, 30, 31, 32],
                                                                     C: [8, 22, 28]})
    s, _ = settle(s)
    assert s.phase == "night" and L.waiting_for(s) == [A, B]
    assert s.players[C].coins == 2  # C's order cannot change anything: resolved in rank order, no question
    s, _ = choose(s, B, "order:24")
    assert L.waiting_for(s) == [A] and s.players[B].coins == 1


def test_lt_9_2_card_gone_before_its_turn_does_not_activate() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0}, ships={A: [8, 16]})
    s, _ = settle(last_day(s))
    assert option_ids(s, A) == ["order:8", "order:16"]
    s1, _ = choose(s, A, "order:16")
    s2, _ = choose(s, A, "order:8")
    assert (s1.players[A].score, s2.players[A].score) == (2, 3)


def test_lt_9_3_freed_prisoner_at_the_end_of_the_night() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0}, ships={A: [20, 24, 25, 26]})
    s, ev = settle(last_day(s))
    gains = [e for e in ev if e["type"] == "coins_gained" and e["player"] == A]
    assert gains[-1]["source"] == {"rank": 20} and gains[-1]["count"] == 3
    assert 20 in s.players[A].graveyard


def test_lt_9_4_wind_nymph_snapshot() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0, B: 0}, ships={A: [37], B: [37]})
    s, _ = settle(last_day(s))
    assert s.players[A].score == 0 and s.players[B].score == 0
    s = arrange(empty_hands(game(3)), coins={A: 0, B: 0}, ships={A: [37]})
    s, _ = settle(last_day(s))
    assert s.players[A].score == 2


def test_lt_9_5_night_loss_floor() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0}, ships={A: [1, 2, 3, 4, 5, 24]})
    s, _ = settle(last_day(s))
    assert s.players[A].score == 0


# ---- §10 end of a voyage ----

def test_lt_10_1_anchor_after_the_last_night() -> None:
    s = arrange(empty_hands(game(3)), ships={A: [8]})
    s, ev = settle(last_day(s))
    phases = [e["phase"] for e in ev if e["type"] == "phase"]
    assert phases[-3:] == ["dusk", "night", "anchor"] or phases[-4:-1] == ["dusk", "night", "anchor"]


def test_lt_10_2_anchor_abilities_and_aristocrat_snapshot() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0, B: 10, C: 0}, ships={A: [34, 7], B: [34], C: [34, 32]},
                loot={C: {"barrel": 2, "amulet": 1}})
    s, _ = settle(last_day(s))
    assert s.players[A].score == 3 and s.players[B].score == 7  # A: +6 -3; B: 10 - 3
    assert s.players[C].score == 0 + 3 + 2 + 3 - 3  # treasurer 3, barrels 2, amulet 3, aristocrat -3


def test_lt_10_3_coins_banked() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 13}, score={A: 4})
    s, ev = settle(last_day(s))
    assert {"type": "voyage_scored", "player": A, "coins": 13, "score": 17, "rule": "LT-10.3"} in ev
    assert s.players[A].coins == [12, 11, 10, 9, 8, 7][s.position(A) - 1]


def test_lt_10_3_each_voyages_points_are_kept_for_the_final_board() -> None:
    """The view carries what each voyage scored, so the final board can break the total down by voyage."""
    import random

    from tools.libertalia.players import random_action

    s, _ = L.new_game([A, B, C], L.Options(), 11)
    rng = random.Random(11)
    while not s.ended:
        s, _ = L.apply(s, random_action(s, rng.choice(L.waiting_for(s)), rng))
    for p in L.view(s)["players"]:
        assert len(p["voyage_scores"]) == 3 and sum(p["voyage_scores"]) == p["score"], p
    again = L.GameState.from_dict(s.to_dict())
    assert again.players[A].voyage_scores == s.players[A].voyage_scores
    old = s.to_dict()
    for p in old["players"]:
        del p["voyage_scores"]  # a state saved before voyage scores were kept still loads
    assert L.GameState.from_dict(old).players[A].voyage_scores == []


def test_lt_10_4_clean_up() -> None:
    s = last_day(arrange(empty_hands(game(3)), ships={A: [8, 32]}, loot={A: {"hook": 1, "map": 1}}))
    s.players[B].hand = [4, 5]  # the card not played stays in hand
    s.players[B].pick = None
    tokens = len(s.bag) + 2
    s, _ = settle(s)
    s, _ = L.apply(s, L.Pick(B, 4))
    s, _ = choose(s, A, "keep:rank:8")
    assert s.players[A].ship == [8] and s.players[A].kept == [8] and s.players[A].graveyard == [32]
    assert 5 in s.players[B].hand and set(s.dealt[1]) <= set(s.players[B].hand) and 4 in s.players[B].graveyard
    assert s.players[A].loot == {} and len(s.bag) + sum(len(d) for d in s.loot_days) == tokens


def test_lt_10_5_next_voyage_then_end() -> None:
    s = arrange(empty_hands(game(3)))
    s, _ = settle(last_day(s))
    assert s.voyage == 2 and s.day == 1 and s.phase == "selection"
    s.voyage = 3
    s, _ = settle(last_day(empty_hands(s)))
    assert s.ended


# ---- §11 two players ----

def two(track_a_higher: bool = True) -> L.GameState:
    s = game(2)
    s.reputation = ["green", "yellow", B, A, "purple", "black"] if track_a_higher else \
        ["green", "yellow", A, B, "purple", "black"]
    return s


def test_lt_11_1_three_tokens_a_day_and_the_midshipman() -> None:
    s = game(2)
    assert all(len(d) == 3 for d in s.loot_days) and s.midshipman


def test_lt_11_2_midshipman_cannot_be_targeted() -> None:
    s = arrange(two(), hands={A: [17, 1], B: [3, 2]}, coins={A: 5, B: 5}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 17, B: 3})
    reasons = [e["reason"] for e in of_type(ev, "ability_nothing")]
    assert reasons == ["midshipman", "midshipman"] and not of_type(ev, "character_discarded")


def test_lt_11_3_layout() -> None:
    s = arrange(two(), hands={A: [5, 1], B: [25, 2]}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 5, B: 25})
    isl = of_type(ev, "island_placed")[0]["island"]
    assert [(i["owner"], i["slot"]) for i in isl] == [(A, 2), (None, 3), (B, 4)]
    s = arrange(two(), hands={A: [5, 1], B: [12, 2]}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 5, B: 12})
    isl = of_type(ev, "island_placed")[0]["island"]
    assert [(i["owner"], i["slot"]) for i in isl] == [(A, 1), (B, 2), (None, 3)]


def test_lt_11_4_scout_reapplies_the_layout() -> None:
    s = arrange(two(), hands={A: [1, 10], B: [5, 2]}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 1, B: 5})
    ins = of_type(ev, "character_inserted")[0]
    assert ins["rank"] == 10 and ins["slot"] == 2  # B5 slides to S1: A10 is the higher of the two left of M


def test_lt_11_4_removed_character_leaves_its_slot_empty() -> None:
    from data.libertalia.loader import game_data
    from engine.libertalia import island
    from engine.libertalia.state import Figure

    s = two()
    island.place(s, [Figure(7, B), Figure(12, A)], 20)
    assert [island.slot_of(s, f) for f in s.island] == [1, 2, 3]
    island.remove(s, A, 12)
    assert [(f.owner, island.slot_of(s, f)) for f in s.island] == [(B, 1), (None, 3)]
    assert game_data().tunables["midshipman_below"] == 20


def test_lt_11_5_removal_even_for_the_cabin_boy_and_none_when_s2_empty() -> None:
    s = arrange(two(), hands={A: [5, 1], B: [30, 2]}, loot_days=[["map", "chest", "relic"], [], [], []])
    s, _ = pick(s, {A: 5, B: 30})
    s, _ = choose(s, B, "loot:chest")
    assert s.pending[0]["kind"] == "midshipman_remove" and s.pending[0]["player"] == B
    ev = _a25_b30_both_take([25, 1])
    assert not of_type(ev, "loot_removed") and of_type(ev, "loot_returned")[0]["loots"] == ["relic"]


def _a25_b30_both_take(hand_a: list[int]) -> Events:
    """A25 and B30 with three loot tokens on the day: B takes the chest, A the map; the events of A's take."""
    s = arrange(two(), hands={A: hand_a, B: [30, 2]}, loot_days=[["map", "chest", "relic"], [], [], []])
    s, _ = pick(s, {A: 25, B: 30})
    s, _ = choose(s, B, "loot:chest")
    s, ev = choose(s, A, "loot:map")
    return ev


def test_lt_11_6_vector_a7_b30() -> None:
    s = arrange(two(), hands={A: [7, 1], B: [30, 2]}, loot_days=[["map", "chest", "relic"], [], [], []])
    s, ev = pick(s, {A: 7, B: 30})
    isl = of_type(ev, "island_placed")[0]["island"]
    assert [(i["owner"], i["rank"], i["slot"]) for i in isl] == [(A, 7, 2), (None, 20.5, 3), (B, 30, 4)]
    s, _ = choose(s, B, "loot:chest")  # B30 takes
    s, ev = choose(s, B, "loot:relic")  # then B removes one
    assert of_type(ev, "loot_removed")[0] == {"type": "loot_removed", "player": B, "loot": "relic",
                                              "rule": "LT-11.5"}
    assert s.players[A].loot == {"map": 1}  # A7 takes the last one


def test_lt_11_6_vector_a7_b7() -> None:
    s = arrange(two(), hands={A: [7, 1], B: [7, 2]}, loot_days=[["map", "chest", "relic"], [], [], []])
    s, ev = pick(s, {A: 7, B: 7})
    isl = of_type(ev, "island_placed")[0]["island"]
    assert [(i["owner"], i["slot"]) for i in isl] == [(B, 1), (A, 2), (None, 3)]
    assert s.pending[0] == {**s.pending[0], "player": B, "kind": "midshipman_remove"}
    s, _ = choose(s, B, "loot:relic")  # B removes one
    s, _ = choose(s, A, "loot:chest")  # A7 takes
    assert s.players[B].loot == {"map": 1} and s.players[A].loot == {"chest": 1}


def test_lt_11_6_vector_brute_with_only_the_midshipman_right() -> None:
    s = arrange(two(), hands={A: [17, 1], B: [7, 2]}, coins={A: 3, B: 3}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 17, B: 7})
    assert [e["reason"] for e in of_type(ev, "ability_nothing") if e["rank"] == 17] == ["midshipman"]
    assert s.players[B].graveyard == [] and s.players[A].ship == [17]


def test_lt_11_6_vector_a25_b30() -> None:
    ev = _a25_b30_both_take([25])
    assert not of_type(ev, "loot_removed") and of_type(ev, "loot_returned")[0]["loots"] == ["relic"]


def test_lt_11_6_vector_a3_b15() -> None:
    s = arrange(two(), hands={A: [3, 1], B: [15, 2]}, loot_days=[["map", "chest", "relic"], [], [], []])
    s, ev = pick(s, {A: 3, B: 15})
    isl = of_type(ev, "island_placed")[0]["island"]
    assert [(i["owner"], i["slot"]) for i in isl] == [(A, 1), (B, 2), (None, 3)]
    assert s.pending[0]["kind"] == "midshipman_remove" and s.pending[0]["player"] == A
    s, _ = choose(s, A, "loot:chest")
    assert s.pending[0]["kind"] == "loot_take" and s.pending[0]["player"] == B
