"""§13 characters: the table (LT-13.5, one test per card) and every LT-13.6 clarification."""

from __future__ import annotations

import engine.libertalia as L
from engine.libertalia.state import GameState

from .helpers import DATA, arrange, choose, empty_hands, game, last_day, of_type, option_ids, pick, settle

A, B, C = "red", "blue", "green"
NO_LOOT: list[list[str]] = [[], [], [], []]
# B and C play cards that do nothing by day or dusk: Treasurer (32) and Collector (35), anchor only.
QUIET = {B: [32, 2], C: [35, 3]}


def day(rank: int, hand: list[int] | None = None, **kw: object) -> tuple[GameState, list[dict[str, object]]]:
    """A plays `rank` on day 1 against B's Treasurer and C's Collector; `kw` goes to `arrange`."""
    hands = {A: hand if hand is not None else [rank, 40], **QUIET}
    s = arrange(game(3), hands=hands, **{"loot_days": NO_LOOT, **kw})  # type: ignore[arg-type]
    return pick(s, {A: rank, B: 32, C: 35})


def anchor(ship: list[int], loot: dict[str, int] | None = None, coins: int = 0) -> GameState:
    s = arrange(empty_hands(game(3)), coins={A: coins}, ships={A: ship}, loot={A: loot or {}})
    return settle(last_day(s))[0]


# ---- LT-13.1 - 13.4 ----

def test_lt_13_1_one_card_per_rank_per_player() -> None:
    s = game(4)
    for c in s.seats:
        assert len(set(s.players[c].hand)) == len(s.players[c].hand)


def test_lt_13_2_day_and_dusk_on_the_island_night_and_anchor_in_the_ship() -> None:
    s = anchor([11, 5])  # Carpenter's anchor works from the ship; the Cabin Boy's day ability does not
    assert s.players[A].score == 10
    assert DATA.characters[11].phases == ("day", "anchor")


def test_lt_13_3_counting_includes_kept_cards_not_the_island() -> None:
    _s, ev = day(38, coins={A: 10}, ships={A: [8, 32]}, kept={A: [8]})
    lost = [e for e in ev if e["type"] == "coins_lost" and e["player"] == A]
    assert lost[0]["count"] == 2  # two in the ship (one kept); the First Mate on the island does not count


def test_lt_13_4_copy_refers_to_the_acting_card() -> None:
    s, ev = day(2, ships={A: [21, 8, 30]}, coins={A: 0})
    assert of_type(ev, "ability")[0] == {"type": "ability", "player": A, "rank": 2, "phase": "day"}
    assert option_ids(s, A) == ["rank:21", "rank:30"]  # the Barkeep (8) has no day ability
    s, ev = choose(s, A, "rank:21")  # copied Bosun: ranks below 21 in the ship (8), the printed number
    assert {"type": "ability", "player": A, "rank": 2, "phase": "day", "copy_of": 21} in ev
    assert {"type": "coins_gained", "player": A, "count": 2, "coins": 2, "source": {"rank": 2}} in ev


def test_lt_13_4_apprentice_copies_only_day_abilities() -> None:
    s, _ = day(2, ships={A: [8, 32]})  # no day ability in the ship
    assert s.players[A].ship == [2, 8, 32]


# ---- LT-13.5: every card ----

def test_lt_13_5_scout() -> None:
    s, _ev = day(1, hand=[1, 30])
    assert s.players[A].graveyard == [1] and 30 in s.players[A].ship


def test_lt_13_5_apprentice() -> None:
    s, _ev = day(2, ships={A: [21, 8]}, coins={A: 0})
    assert s.players[A].coins == 2 + 1  # the copied Bosun, then the Barkeep at night


def test_lt_13_5_beggar() -> None:
    s, _ev = day(3, coins={A: 0, C: 5})
    assert s.players[A].coins == 2 and s.players[C].coins == 3


def test_lt_13_5_innkeeper() -> None:
    s, _ = day(4, ships={A: [8, 32]})
    assert option_ids(s, A) == ["rank:8", "rank:32"]
    s, _ = choose(s, A, "rank:32")
    assert 32 in s.players[A].hand and s.players[A].ship == [4, 8]


def test_lt_13_5_cabin_boy() -> None:
    s = arrange(game(3), hands={A: [5, 40], **QUIET}, loot_days=[["map", "map", "map"], [], [], []], coins={A: 0})
    s, ev = pick(s, {A: 5, B: 32, C: 35})
    assert s.players[A].coins == 3 and s.players[A].loot == {}
    assert of_type(ev, "dusk_skip")[0]["rank"] == 5


def test_lt_13_5_bandit() -> None:
    s, _ = day(6, track=[None, None, None, None, A, None], coins={A: 0})
    assert s.position(A) == 1 and s.players[A].coins == 4


def test_lt_13_5_preacher() -> None:
    s, _ = day(7, loot={A: {"map": 2, "relic": 1}}, track=[A, None, None, None, None, None])
    assert option_ids(s, A) == ["loot:map", "loot:relic"]
    s, _ = choose(s, A, "loot:relic")
    assert s.players[A].loot == {"relic": 1} and s.position(A) == 3
    assert anchor([7]).players[A].score == 6


def test_lt_13_5_barkeep() -> None:
    assert anchor([8], {"barrel": 2}).players[A].score == 1 + 2 + 2  # night +1, anchor +1 per barrel, barrels


def test_lt_13_5_stowaway() -> None:
    s, ev = day(9)
    assert s.players[A].graveyard == [9] and sum(s.players[A].loot.values()) == 1
    assert of_type(ev, "loot_taken")[0]["from"] == "bag"


def test_lt_13_5_explorer() -> None:
    assert anchor([10], {"map": 1}).players[A].score == 7
    assert anchor([10]).players[A].score == 0


def test_lt_13_5_carpenter() -> None:
    s, _ = day(11, coins={A: 9})
    assert s.players[A].coins == 5
    assert anchor([11]).players[A].score == 10


def test_lt_13_5_officer() -> None:
    s, _ = day(12, coins={A: 5})
    assert s.players[A].coins == 12
    s, _ = day(12, coins={A: 12}, track=[A, None, None, None, None, None])
    assert s.position(A) == 3 and s.players[A].coins == 12


def test_lt_13_5_smuggler() -> None:
    s, _ = day(13, loot_days=[["map", "chest"], [], [], []])
    assert option_ids(s, A) == ["loot:map", "loot:chest"]
    s, _ev = choose(s, A, "loot:chest")
    assert s.players[A].loot == {"chest": 1} and s.players[A].ship == [13]


def test_lt_13_5_bodyguard() -> None:
    s, ev = day(14, loot_days=[["saber", "hook", "map"], [], [], []], coins={A: 0})
    assert of_type(ev, "loot_destroyed")[0]["loots"] == ["saber", "hook"] and s.players[A].coins == 4


def test_lt_13_5_witch() -> None:
    s = anchor([15, 8, 22])  # both copies give 1: no question
    assert s.players[A].score == 3 + 0
    s = arrange(empty_hands(game(3)), coins={A: 0}, ships={A: [15, 8, 24, 30, 31, 32]})
    s, _ = settle(last_day(s))  # with six aboard the Topman's loss may be floored: order and copy matter
    assert s.pending[0]["kind"] == "night_order"
    s, ev = choose(s, A, "order:15")
    # Whatever she copies, the same endings stay reachable (the order of the rest decides): not asked.
    assert {"type": "ability", "player": A, "rank": 15, "phase": "night", "copy_of": 8} in ev
    assert option_ids(s, A) == ["order:8", "order:24"]


def test_lt_13_5_mutineer() -> None:
    s = anchor([5, 16])
    assert s.players[A].score == 2 and s.players[A].graveyard == [5, 16]


def test_lt_13_5_brute() -> None:
    s, _ev = day(17, hand=[17, 1], track=[None, None, None, C, None, None])
    assert s.players[C].graveyard == [35] and s.position(C) == 5


def test_lt_13_5_gunner() -> None:
    s, _ = day(18, ships={A: [32], B: [8]}, track=[None, None, A, None, None, None])
    assert option_ids(s, A) == [f"owner:{A}:rank:32", f"owner:{B}:rank:8"]
    s, _ = choose(s, A, f"owner:{B}:rank:8")
    assert s.players[B].graveyard == [8] and s.position(A) == 2


def test_lt_13_5_necromancer() -> None:
    s, _ = day(19, loot={A: {"relic": 1}}, graveyards={A: [33]})
    assert s.players[A].loot == {} and 33 in s.players[A].ship


def test_lt_13_5_freed_prisoner() -> None:
    s = anchor([20, 21, 22])  # two above 20: +2, kept aboard (below 3); the Brawler's night +1
    assert s.players[A].score == 3
    s = anchor([20, 21, 22, 23])  # three: +3 and the Freed Prisoner leaves
    assert s.players[A].score == 4


def test_lt_13_5_bosun() -> None:
    s, _ = day(21, ships={A: [3, 8, 25]}, coins={A: 0})
    assert s.players[A].coins == 4 + 1  # +1: the Barkeep at night


def test_lt_13_5_brawler() -> None:
    s, _ = day(22, ships={B: [22]}, track=[A, None, None, None, None, None], coins={A: 0})
    assert s.players[B].graveyard == [22] and s.position(A) == 3 and s.players[A].coins == 1


def test_lt_13_5_thief() -> None:
    s, _ev = day(23, loot={C: {"chest": 1}, B: {"map": 1}}, track=[None, None, A, None, None, None])
    assert option_ids(s, A) == [f"owner:{B}:loot:map", f"owner:{C}:loot:chest"]
    s, _ = choose(s, A, f"owner:{C}:loot:chest")
    assert s.players[A].loot == {"chest": 1} and s.position(A) == 1


def test_lt_13_5_topman() -> None:
    assert anchor([24, 32], coins=3).players[A].score == 5


def test_lt_13_5_recruiter() -> None:
    s, _ = day(25, hand=[25, 8, 30], coins={A: 0})
    assert option_ids(s, A) == ["rank:8", "rank:30"]
    s, _ = choose(s, A, "rank:8")
    assert s.players[A].ship == [8, 25] and s.players[A].coins == 1


def test_lt_13_5_cook() -> None:
    s = arrange(game(3), hands={A: [26, 1], B: [8, 2], C: [15, 3]}, loot_days=[["map", "chest", "relic", "hook"],
                                                                                 [], [], []])
    s, _ = pick(s, {A: 26, B: 8, C: 15})
    s, _ = choose(s, A, "loot:chest")
    assert s.pending[0]["kind"] == "cook_take"
    s, _ = choose(s, A, "loot:map")
    assert s.players[A].loot == {"map": 1, "chest": 1}


def test_lt_13_5_watchman() -> None:
    s, ev = day(27, loot_days=[["map"], ["chest"], [], []])
    assert of_type(ev, "loot_swapped")[0]["loot"] == "map" and s.loot_days[1] == ["map"]


def test_lt_13_5_armorer() -> None:
    s = arrange(game(3), track=[A, None, None, None, None, None], hands={A: [28, 1], **QUIET},
                loot_days=[["saber", "map", "map"], [], [], []], coins={A: 0})
    s, _ = pick(s, {A: 28, B: 32, C: 35})
    s, _ = choose(s, C, "loot:map")
    s, _ = choose(s, B, "loot:map")
    assert s.position(A) == 3
    assert anchor([28], {"saber": 2}).players[A].score == 2


def test_lt_13_5_infantry() -> None:
    s, _ = day(29, hand=[29, 1], coins={A: 0})
    assert s.players[A].coins == 0
    s = arrange(game(3), hands={A: [29, 1], B: [8, 2], C: [15, 3]}, loot_days=NO_LOOT, coins={A: 0})
    s, _ = pick(s, {A: 29, B: 8, C: 15})
    assert s.players[A].coins == 5


def test_lt_13_5_merchant() -> None:
    s, _ = day(30, loot={A: {"map": 3}}, coins={A: 0})
    assert option_ids(s, A) == ["loot:map:count:1", "loot:map:count:2", "loot:map:count:3"]
    s, _ = choose(s, A, "loot:map:count:3")
    assert s.players[A].coins == 9 and s.players[A].loot == {}


def test_lt_13_5_surgeon() -> None:
    s, _ = day(31, graveyards={A: [5, 7]})
    assert option_ids(s, A) == ["rank:5", "rank:7"]
    assert L.view(s, B)["pending"][0]["options"] == []  # the graveyard stays secret
    s, ev = choose(s, A, "rank:7")
    assert 7 in s.players[A].hand and all("rank" not in e for e in of_type(ev, "character_recovered"))
    assert of_type(ev, "choice_made")[0]["option"] is None


def test_lt_13_5_treasurer() -> None:
    assert anchor([32], {"barrel": 1, "amulet": 1, "chest": 1}).players[A].score == 3 + 1 + 3 + 5


def test_lt_13_5_gambler() -> None:
    s, _ = day(33, loot={A: {"map": 2}}, coins={A: 5})
    assert s.players[A].coins == 3
    assert anchor([33]).players[A].score == 6


def test_lt_13_5_aristocrat() -> None:
    s, _ = day(34, track=[A, None, None, None, None, None])
    assert s.position(A) == 3
    assert anchor([34]).players[A].score == 5


def test_lt_13_5_collector() -> None:
    assert anchor([35], {"map": 1, "relic": 1, "barrel": 1}, coins=10).players[A].score == 10 + 3 - 3 + 1
    assert anchor([35], {k: 1 for k in ("map", "barrel", "saber", "amulet", "chest")}).players[A].score == \
        10 + 1 + 3 + 5


def test_lt_13_5_quartermaster() -> None:
    s, _ = day(36, loot={A: {"map": 2}}, coins={A: 0})
    assert s.players[A].coins == 2
    assert anchor([36], coins=8).players[A].score == 2


def test_lt_13_5_wind_nymph() -> None:
    assert anchor([37]).players[A].score == 2


def test_lt_13_5_first_mate() -> None:
    s, _ = day(38, ships={A: [32, 35]}, coins={A: 5})
    assert s.players[A].coins == 3
    assert anchor([38, 32, 35]).players[A].score == 3


def test_lt_13_5_captain() -> None:
    s, _ = day(39, track=[None, A, None, None, None, None], coins={A: 10})
    assert s.position(A) == 6 and s.players[A].coins == 6


def test_lt_13_5_governor() -> None:
    s, _ = day(40, ships={A: [8, 32]}, track=[A, None, None, None, None, None])
    assert s.players[A].graveyard == [8, 32] and s.position(A) == 3


# ---- LT-13.6 clarifications ----

def test_lt_13_6_scout_empty_hand_only_discards() -> None:
    s, ev = day(1, hand=[1])
    assert s.players[A].graveyard == [1] and of_type(ev, "ability_nothing")[0]["reason"] == "empty_hand"


def test_lt_13_6_apprentice_copying_scout_discards_the_apprentice() -> None:
    s, _ev = day(2, hand=[2, 30], ships={A: [1]})
    assert s.players[A].graveyard == [2] and 1 in s.players[A].ship and 30 in s.players[A].ship


def test_lt_13_6_apprentice_copied_positions_are_the_apprentices() -> None:
    s, _ = day(2, ships={A: [5]}, coins={A: 0})  # the Apprentice is leftmost: the copied Cabin Boy pays
    assert s.players[A].coins == 3
    s = arrange(game(3), hands={A: [2, 1], B: [1], C: [1]}, ships={A: [29]}, loot_days=NO_LOOT,
                coins={A: 0})
    s, _ = pick(s, {A: 2, B: 1, C: 1})  # both Scouts leave, the Apprentice is rightmost: the Infantry pays
    assert s.players[A].coins == 5


def test_lt_13_6_beggar_midshipman_and_own_character() -> None:
    s = arrange(game(3), track=[A, None, None, None, B, C], hands={A: [3, 1], B: [1], C: [1]}, loot_days=NO_LOOT,
                coins={A: 4})
    s, _ev = pick(s, {A: 3, B: 1, C: 1})
    assert s.players[A].coins == 4 and s.position(A) == 2  # rightmost is A's own Beggar: +1 reputation only


def test_lt_13_6_cabin_boy_on_s2_still_triggers_the_removal() -> None:
    s = game(2)
    s.reputation = ["green", "yellow", B, A, "purple", "black"]
    s = arrange(s, hands={A: [5, 1], B: [30, 2]}, loot_days=[["map", "chest", "relic"], [], [], []])
    s, _ = pick(s, {A: 5, B: 30})
    s, _ = choose(s, B, "loot:map")
    assert s.pending[0]["kind"] == "midshipman_remove"
    s, ev = choose(s, B, "loot:relic")
    assert of_type(ev, "dusk_skip") and s.players[A].loot == {}


def test_lt_13_6_bandit_captain_already_at_the_end() -> None:
    s, ev = day(6, track=[A, None, None, None, None, None], coins={A: 0})
    assert s.players[A].coins == 0 and not of_type(ev, "reputation_lost")


def test_lt_13_6_stowaway_empty_bag_and_apprentice_copy() -> None:
    s = arrange(game(3), hands={A: [9, 1], **QUIET}, loot_days=NO_LOOT)
    s.bag = []
    s, _ = pick(s, {A: 9, B: 32, C: 35})
    assert s.players[A].graveyard == [9] and s.players[A].loot == {}
    s, _ev = day(2, ships={A: [9]})
    assert s.players[A].graveyard == [2] and s.players[A].ship == [9]


def test_lt_13_6_smuggler_without_token_and_apprentice_copy() -> None:
    s, _ = day(13)
    assert s.players[A].ship == [13]
    s, _ = day(2, ships={A: [13]}, loot_days=[["map"], [], [], []])
    assert s.players[A].ship == [2, 13] and s.players[A].loot == {"map": 1}


def test_lt_13_6_witch_clarifications() -> None:
    assert anchor([15]).players[A].hand.count(15) == 1  # nothing at night; alone: back to hand
    s = anchor([15, 20, 21, 22, 23])  # copied Freed Prisoner: 3 above 20 -> discards the Witch
    assert option_ids(s, A) == ["rank:20", "rank:22"]  # the order alone changes nothing: only the copy is asked
    s, _ = choose(s, A, "rank:20")
    assert 15 in s.players[A].graveyard and 20 in s.players[A].graveyard
    s = anchor([15, 16, 30])  # copied Mutineer: the lowest is the Witch herself
    assert option_ids(s, A) == ["order:15", "order:16"]
    s, _ = choose(s, A, "order:15")
    assert s.players[A].graveyard == [15, 16, 30] and s.players[A].score == 4
    s = arrange(empty_hands(game(3)), ships={A: [15, 37], B: [37]}, coins={A: 0})
    s, _ = settle(last_day(s))  # a copied Wind Nymph that is not unique discards the Witch
    s, _ = choose(s, A, "order:15")
    assert 15 in s.players[A].graveyard and 15 not in s.players[A].hand
    assert anchor([15, 32]).players[A].hand.count(15) == 1  # anchor-only cards do not keep her aboard


def test_lt_13_6_brute_discards_itself_when_rightmost() -> None:
    s = arrange(game(3), track=[A, None, None, None, None, None], hands={A: [17], B: [1], C: [1]},
                loot_days=NO_LOOT)
    s, _ev = pick(s, {A: 17, B: 1, C: 1})
    assert s.players[A].graveyard == [17] and s.position(A) == 2


def test_lt_13_6_necromancer_needs_relic_and_graveyard() -> None:
    s, _ = day(19, loot={A: {"relic": 1}})
    assert s.players[A].loot == {"relic": 1}
    s, _ = day(19, graveyards={A: [5]})
    assert s.players[A].graveyard == [5]


def test_lt_13_6_freed_prisoner_counts_ranks_21_to_40() -> None:
    s = anchor([20, 21, 40, 8])
    assert s.players[A].score == 2 + 1 + 0  # 2 above 20, Barkeep +1


def test_lt_13_6_thief_neighbours_and_nothing_without_loot() -> None:
    s = arrange(game(4), hands={A: [23, 1], B: [32], C: [35], "yellow": [8]}, loot={C: {"map": 1}},
                loot_days=[*NO_LOOT, []], track=[None, None, A, None, None, None])
    s.loot_days = [[], [], [], []]
    s, ev = pick(s, {A: 23, B: 32, C: 35, "yellow": 8})
    assert of_type(ev, "ability_nothing")[0]["reason"] == "no_loot" and s.position(A) == 3
    s = game(2)
    s = arrange(s, hands={A: [23, 1], B: [30]}, loot={B: {"map": 1}}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 23, B: 30})
    assert s.players[A].loot == {"map": 1}


def test_lt_13_6_recruiter_card_never_stands_on_the_island() -> None:
    s, _ev = day(25, hand=[25, 29], coins={A: 0})
    assert s.players[A].ship == [25, 29] and s.players[A].coins == 0


def test_lt_13_6_watchman_last_day_nothing() -> None:
    s = arrange(game(3), hands={A: [27, 1], **QUIET})
    s = last_day(s)
    s.loot_days[-1] = ["map"]
    s, ev = pick(s, {A: 27, B: 32, C: 35})
    assert of_type(ev, "ability_nothing")[0]["reason"] == "no_next_day"


def test_lt_13_6_merchant_mandatory() -> None:
    s, _ = day(30, loot={A: {"relic": 1}}, coins={A: 0})
    assert s.players[A].loot == {} and s.players[A].coins == 1


def test_lt_13_6_aristocrat_and_nymph_fail_together() -> None:
    s = arrange(empty_hands(game(3)), ships={A: [34], B: [34]}, coins={A: 5, B: 5})
    s, _ = settle(last_day(s))
    assert s.players[A].score == 2 and s.players[B].score == 2


def test_lt_13_6_governor_discards_kept_and_nothing_when_empty() -> None:
    s, _ = day(40, ships={A: [8]}, kept={A: [8]})
    assert s.players[A].graveyard == [8] and s.players[A].kept == []
    s, ev = day(40)
    assert of_type(ev, "ability_nothing")[0]["rank"] == 40
