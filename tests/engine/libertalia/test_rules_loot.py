"""§12 loot tokens (calm side)."""

from __future__ import annotations

import engine.libertalia as L
from engine.libertalia.state import GameState

from .helpers import DATA, arrange, choose, empty_hands, game, last_day, of_type, option_ids, pick, settle

A, B, C = "red", "blue", "green"
NO_LOOT: list[list[str]] = [[], [], [], []]


def anchor_score(loot: dict[str, int], coins: int = 0, ship: list[int] | None = None) -> GameState:
    s = arrange(empty_hands(game(3)), coins={A: coins}, loot={A: loot}, ships={A: ship or []})
    s, _ = settle(last_day(s))
    return s


def test_lt_12_1_loot_is_public_and_stays() -> None:
    s = arrange(game(3), loot={A: {"map": 2}}, hands={A: [32, 1], B: [8, 2], C: [15, 3]}, loot_days=NO_LOOT)
    s, _ = pick(s, {A: 32, B: 8, C: 15})
    assert L.view(s, None)["players"][0]["loot"] == {"map": 2} and s.players[A].loot == {"map": 2}


def test_lt_12_2_chest() -> None:
    assert anchor_score({"chest": 2}).players[A].score == 10


def test_lt_12_3_amulet() -> None:
    assert anchor_score({"amulet": 1}).players[A].score == 3


def test_lt_12_4_relic() -> None:
    assert anchor_score({"relic": 1}, coins=5).players[A].score == 2


def test_lt_12_5_barrel_dusk_reputation_and_anchor_coin() -> None:
    s = arrange(game(3), track=[A, None, None, B, C, None], hands={A: [32, 1], B: [8, 2], C: [15, 3]},
                loot_days=[["barrel", "map", "map"], [], [], []])
    s, _ = pick(s, {A: 32, B: 8, C: 15})
    s, _ = choose(s, A, "loot:barrel")
    assert s.position(A) == 2
    assert anchor_score({"barrel": 3}).players[A].score == 3


def test_lt_12_6_maps_best_split() -> None:
    assert anchor_score({"map": 5}).players[A].score == 19  # 2 + 3


def test_lt_12_7_hook_keep_or_gain() -> None:
    s = anchor_score({"hook": 1}, ship=[32])
    assert option_ids(s, A) == ["gain", "keep:rank:32"]
    s, _ = choose(s, A, "gain")
    assert s.players[A].score == 2


def test_lt_12_8_saber_discards_another_players_character() -> None:
    s = arrange(game(3), hands={A: [32, 1], B: [8, 2], C: [15, 3]}, loot_days=[["saber", "map", "map"], [], [], []])
    s, _ = pick(s, {A: 32, B: 8, C: 15})
    s, _ = choose(s, A, "loot:saber")
    assert option_ids(s, A) == [f"owner:{B}:rank:8", f"owner:{C}:rank:15"]
    s, _ev = choose(s, A, f"owner:{C}:rank:15")
    assert s.players[C].graveyard == [15] and s.players[C].loot == {}


def test_lt_12_9_map_table() -> None:
    assert [DATA.map_value(n) for n in range(12)] == [0, 0, 7, 12, 14, 19, 24, 26, 31, 36, 38, 43]
    assert DATA.map_table == {n: DATA.map_value(n) for n in range(12)}


def test_lt_12_10_hooks_keep_different_cards_and_voyage_three_gains() -> None:
    s = anchor_score({"hook": 2}, ship=[8, 32])
    s, _ = choose(s, A, "keep:rank:8")
    assert option_ids(s, A) == ["gain", "keep:rank:32"]
    s, _ = choose(s, A, "keep:rank:32")
    assert s.players[A].kept == [8, 32] and s.players[A].ship == [8, 32]
    s = arrange(empty_hands(game(3)), loot={A: {"hook": 2}}, ships={A: [8, 32]}, coins={A: 0})
    s.voyage = 3
    s, _ = settle(last_day(s))
    assert s.ended and s.players[A].score == 1 + 4  # Barkeep's night, then two hooks as gains, no question


def test_lt_12_10_a_kept_card_is_discarded_next_voyage_unless_kept_again() -> None:
    s = arrange(empty_hands(game(3)), ships={A: [8, 32]}, kept={A: [8]})
    s, _ = settle(last_day(s))
    assert s.players[A].ship == [] and s.players[A].kept == [] and s.players[A].graveyard == [8, 32]


def test_lt_12_11_daytime_saber_hits_characters_yet_to_act() -> None:
    s = arrange(game(3), hands={A: [13, 1], B: [29, 2], C: [15, 3]}, loot_days=[["saber"], [], [], []],
                coins={B: 0})
    s, ev = pick(s, {A: 13, B: 29, C: 15})
    assert option_ids(s, A) == [f"owner:{C}:rank:15", f"owner:{B}:rank:29"]
    s, ev = choose(s, A, f"owner:{B}:rank:29")
    assert s.players[B].coins == 0 and s.players[A].ship == [13] and not of_type(ev, "coins_gained")


def test_lt_10_2_an_anchor_item_for_several_tokens_carries_their_number() -> None:
    """The event says how many tokens of the kind paid (the words name them: "2 chests give 10 doubloons")."""
    s = arrange(empty_hands(game(3)), loot={A: {"chest": 2}})
    _, events = settle(last_day(s))
    [item] = [e for e in events if e["type"] == "anchor_item" and e["player"] == A]
    assert item["source"] == {"loot": "chest", "count": 2} and item["count"] == 10
