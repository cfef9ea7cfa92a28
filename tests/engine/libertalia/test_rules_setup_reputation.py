"""§0–§4: scope, components, setup, reputation (with the LT-3.8 vectors), doubloons and floors."""

from __future__ import annotations

from collections import Counter

import pytest

import engine.libertalia as L
from engine.errors import RuleError
from engine.libertalia import reputation
from engine.libertalia.ctx import Ctx
from engine.libertalia.state import GameState

from .helpers import COLOURS, DATA, arrange, empty_hands, game, last_day, of_type, option_ids, pick, play, settle

A, B, C = "red", "blue", "green"


def ctx_of(s: GameState) -> Ctx:
    return Ctx(s, DATA, [])


# ---- §0 conventions ----

def test_lt_0_1_scope_calm_side_two_to_six_players() -> None:
    for n in range(2, 7):
        s = game(n)
        assert s.phase == "selection" and s.midshipman == (n == 2)
    with pytest.raises(RuleError) as e:
        L.new_game(["red"], L.Options(), 1)
    assert e.value.code == "player_count"


def test_lt_0_2_confidence_tags_check_values_are_data() -> None:
    # The ⚠ CHECK facts (reputation direction, card texts) live in data files, each with a note.
    assert "CHECK" in DATA.tunables["_note"]


def test_lt_0_3_coins_and_score_are_separate() -> None:
    s = game(3)
    p = s.players[A]
    assert p.coins == DATA.reputation_coins(s.position(A)) and p.score == 0


def test_lt_0_4_numbers_come_from_data() -> None:
    from data.libertalia.loader import load
    assert load().characters[21].abilities["day"]["coins"] == 2
    assert DATA.reputation_coins(1) == 12 and DATA.days_in(3) == 6 and DATA.loot["chest"].count == 4


# ---- §1 components ----

def test_lt_1_1_forty_ranks_and_six_colours() -> None:
    assert sorted(DATA.characters) == list(range(1, 41)) and len(COLOURS) == 6


def test_lt_1_2_days_per_voyage_and_track_spaces() -> None:
    assert [DATA.days_in(v) for v in (1, 2, 3)] == [4, 5, 6]
    assert len(DATA.tunables["reputation_coins"]) == 6


def test_lt_1_3_forty_eight_loot_tokens() -> None:
    counts = {k: DATA.loot[k].count for k in DATA.loot_order}
    assert counts == {"map": 10, "barrel": 8, "relic": 8, "saber": 6, "amulet": 6, "hook": 6, "chest": 4}
    assert sum(counts.values()) == 48


def test_lt_1_4_coins_unbounded_non_negative() -> None:
    s = arrange(game(3), coins={A: 500})
    ctx = ctx_of(s)
    from engine.libertalia import coins
    coins.gain(ctx, A, 1000)
    coins.lose(ctx, B, 1000)
    assert s.players[A].coins == 1500 and s.players[B].coins == 0


def test_lt_1_5_midshipman_only_with_two_players() -> None:
    assert game(2).midshipman and not game(3).midshipman
    assert DATA.midshipman_rank == 20.5


def test_lt_1_6_unused_components_absent() -> None:
    assert set(DATA.loot) == {"map", "barrel", "relic", "saber", "amulet", "hook", "chest"}


# ---- §2 setup ----

def test_lt_2_1_seating_order_is_the_list_order() -> None:
    s = game(4)
    assert s.seats == list(COLOURS[:4])


def test_lt_2_2_players_start_empty() -> None:
    s, _ = L.new_game(list(COLOURS[:3]), L.Options(), 5)
    for c in s.seats:
        p = s.players[c]
        assert p.score == 0 and p.ship == [] and p.graveyard == [] and p.loot == {} and len(p.hand) == 6
    with pytest.raises(RuleError):
        L.new_game(["red", "red"], L.Options(), 1)
    with pytest.raises(RuleError):
        L.new_game(["red", "pink"], L.Options(), 1)


def test_lt_2_3_all_tokens_start_in_the_bag() -> None:
    s = game(3)
    on_days = sum(len(d) for d in s.loot_days)
    assert len(s.bag) + on_days == 48


def test_lt_2_4_one_shared_undealt_pool() -> None:
    s = game(4)
    assert len(s.undealt) == 34 and not set(s.undealt) & set(s.dealt[0])
    assert all(s.players[c].hand == s.dealt[0] for c in s.seats)


def test_lt_2_5_reputation_setup() -> None:
    firsts: Counter[str] = Counter()
    for seed in range(60):
        s = game(4, seed)
        assert sorted(s.reputation) == sorted(COLOURS)
        firsts[s.reputation[0]] += 1
    assert len(firsts) == 6  # every token can start anywhere with 3-6 players
    for seed in range(20):
        s = game(2, seed)
        assert set(s.reputation[2:4]) == {"red", "blue"}


def test_lt_2_6_two_players_use_the_midshipman() -> None:
    s = arrange(game(2), hands={A: [5, 6], B: [30, 31]})
    s, ev = pick(s, {A: 5, B: 30})
    owners = [i["owner"] for i in of_type(ev, "island_placed")[0]["island"]]
    assert owners == [A, None, B]


def test_lt_2_7_game_starts_with_voyage_one() -> None:
    s, ev = L.new_game(list(COLOURS[:3]), L.Options(), 1)
    assert s.voyage == 1 and s.day == 1 and [e["type"] for e in ev][:2] == ["game_started", "voyage_started"]


# ---- §3 reputation ----

def test_lt_3_1_track_is_a_permutation() -> None:
    s = game(5)
    assert len(s.reputation) == 6 and set(s.reputation) == set(COLOURS)


def test_lt_3_2_higher_reputation_right_on_ties() -> None:
    s = arrange(game(3), track=[None, A, None, B, None, C], hands={A: [9, 30], B: [9, 31], C: [9, 32]})
    s, ev = pick(s, {A: 30, B: 31, C: 32})
    s2 = arrange(game(3), track=[None, A, None, B, None, C], hands={A: [30, 1], B: [30, 2], C: [30, 3]},
                 loot_days=[[], [], [], []])
    s2, ev = pick(s2, {A: 30, B: 30, C: 30})
    assert [e["player"] for e in of_type(ev, "revealed")[0]["picks"]] == [A, B, C]


def test_lt_3_3_gain_slides_and_overflows() -> None:
    s = game(3)
    s.reputation = ["yellow", "purple", A, "black", B, C]
    ctx = ctx_of(s)
    coins0 = s.players[B].coins
    reputation.gain(ctx, B, 3)
    assert s.reputation == ["yellow", "purple", A, "black", C, B] and s.players[B].coins == coins0 + 2


def test_lt_3_4_loss_slides_and_underflow_costs_coins() -> None:
    s = game(3)
    s.reputation = [A, "yellow", B, "purple", C, "black"]
    s.players[B].coins = 5
    ctx = ctx_of(s)
    reputation.lose(ctx, B, 4)
    assert s.reputation[0] == B and s.reputation[1] == A and s.players[B].coins == 3


def test_lt_3_5_bandit_and_captain_move_to_the_ends() -> None:
    s = arrange(game(3), track=[None, None, A, None, B, C], coins={A: 0, C: 0},
                hands={A: [6, 40], C: [39, 1], B: [30, 2]}, loot_days=[[], [], [], []])
    s, _ = pick(s, {A: 6, B: 30, C: 39})
    assert s.reputation[0] == A and s.players[A].coins == 2
    assert s.reputation[5] == C and s.players[C].coins == 0


def test_lt_3_6_inactive_tokens_only_slide() -> None:
    s = game(3)
    s.reputation = [A, "yellow", "purple", B, "black", C]
    ctx = ctx_of(s)
    reputation.gain(ctx, A, 3)
    assert s.reputation == ["yellow", "purple", B, A, "black", C]
    assert set(s.players) == {A, B, C}  # inactive colours hold nothing that could gain or lose
    s2, _ = L.apply(s, L.RemovePlayer(B))  # a removed player's token stays on the track as an inactive one
    assert s2.reputation == s.reputation and B not in s2.active()


def test_lt_3_7_voyage_start_doubloons_by_position() -> None:
    for seed in range(10):
        s = game(3, seed)
        for c in s.seats:
            assert s.players[c].coins == [12, 11, 10, 9, 8, 7][s.position(c) - 1]


@pytest.mark.parametrize("before, who, n, after, coins", [
    (["x", "y", "B", "z", "G", "R"], "B", 2, ["x", "y", "z", "G", "B", "R"], 0),
    (["x", "y", "z", "w", "v", "R"], "R", 2, ["x", "y", "z", "w", "v", "R"], 2),
    (["A", "x", "y", "z", "w", "v"], "A", -3, ["A", "x", "y", "z", "w", "v"], -3),
])
def test_lt_3_8_vectors(before: list[str], who: str, n: int, after: list[str], coins: int) -> None:
    names = {}
    free = list(COLOURS)
    for t in before:
        names[t] = free.pop(0)
    s = game(3)
    s.reputation = [names[t] for t in before]
    colour = names[who]
    s.players.setdefault(colour, s.players[A])
    start = 2
    s.players[colour].coins = start
    ctx = ctx_of(s)
    if n > 0:
        reputation.gain(ctx, colour, n)
    else:
        reputation.lose(ctx, colour, -n)
    assert s.reputation == [names[t] for t in after]
    assert s.players[colour].coins == max(0, start + coins)


def test_lt_3_8_vector_bandit() -> None:
    s = arrange(game(3), track=[None, None, A, None, B, C], coins={A: 0}, hands={A: [6, 1], B: [30, 2], C: [31, 3]},
                loot_days=[[], [], [], []])
    s, _ = pick(s, {A: 6, B: 30, C: 31})
    assert s.reputation[0] == A and s.players[A].coins == 2


# ---- §4 doubloons ----

def test_lt_4_1_gains_change_coins_not_score() -> None:
    s = arrange(game(3), hands={A: [29, 1], B: [15, 3], C: [20, 5]}, loot_days=[[], [], [], []], coins={A: 0})
    s, _ = pick(s, {A: 29, B: 15, C: 20})
    assert s.players[A].coins == 5 and s.players[A].score == 0


def test_lt_4_2_each_loss_floored_at_once() -> None:
    s = arrange(game(3), coins={A: 1}, loot={A: {"map": 3}}, hands={A: [33, 1], B: [32, 3], C: [35, 5]},
                loot_days=[[], [], [], []])
    s, ev = pick(s, {A: 33, B: 32, C: 35})
    lost = of_type(ev, "coins_lost")
    assert {k: lost[0][k] for k in ("count", "asked")} == {"count": 1, "asked": 3} and s.players[A].coins == 0


def test_lt_4_3_gives_you_pays_what_it_can() -> None:
    s = arrange(game(3), track=[None, A, None, B, None, C], coins={A: 1, C: 0},
                hands={A: [30, 1], C: [3, 2], B: [4, 5]}, loot_days=[[], [], [], []])
    s, ev = pick(s, {A: 30, B: 4, C: 3})
    paid = of_type(ev, "coins_paid")[0]
    assert paid["player"] == A and paid["to"] == C and paid["count"] == 1 and paid["asked"] == 2


def test_lt_4_4_anchor_batch_clamps_once() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 2}, loot={A: {"relic": 1, "chest": 1}})
    s, ev = settle(last_day(s))
    assert s.players[A].score == 4
    assert of_type(ev, "anchor_total")[0]["coins"] == 4


def test_lt_4_5_night_losses_floored_one_by_one() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0}, ships={A: [8, 24, 30, 31, 32]})
    s, _ = settle(last_day(s))
    assert option_ids(s, A) == ["order:8", "order:24"]


def test_lt_4_6_score_has_no_cap() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 150}, score={A: 98})
    s, _ = settle(last_day(s))
    assert s.players[A].score == 248


def test_lt_3_2_tie_break_at_the_end() -> None:
    s = arrange(empty_hands(game(3)), score={A: 10, B: 10, C: 3}, coins={A: 0, B: 0, C: 0},
                track=[None, B, None, A, None, C])
    s.voyage = 3
    s, _ev = settle(last_day(s))
    assert s.ended and s.result is not None
    assert [r["colour"] for r in s.result["standings"]] == [A, B, C] and s.result["winner"] == A
    _ = play
