"""Audit of the engine against RULES.md (LIB-AUDIT): one test per discrepancy found, named after its rule id."""

from __future__ import annotations

import engine.libertalia as L

from .helpers import arrange, empty_hands, game, last_day, of_type, option_ids, pick, settle

A, B, C, D = "red", "blue", "green", "yellow"
NO_LOOT: list[list[str]] = [[], [], [], []]


# ---- LT-16.3: an open choice never offers an option that then fails (here: after a moderator's removal) ----

def test_lt_16_3_thief_choice_reopened_when_a_neighbour_is_removed() -> None:
    s = arrange(game(4), hands={A: [23, 40], B: [1, 2], C: [3, 4], D: [5, 6]},
                loot={B: {"map": 1}, D: {"chest": 1}}, loot_days=NO_LOOT)
    s, _ = pick(s, {A: 23, B: 2, C: 4, D: 6})
    assert option_ids(s, A) == ["owner:blue:loot:map", "owner:yellow:loot:chest"]
    s, _ = L.apply(s, L.RemovePlayer(B))  # blue's map goes back to the bag; green is now red's other neighbour
    assert s.players[A].loot == {"chest": 1}  # the one neighbour with loot left is yellow: taken at once


def test_lt_16_3_gunner_choice_reopened_when_its_target_leaves() -> None:
    s = arrange(game(3), hands={A: [18, 40], B: [7, 8], C: [9, 10]}, ships={B: [30], C: [31]},
                loot_days=NO_LOOT)
    s, _ = pick(s, {A: 18, B: 8, C: 10})
    assert option_ids(s, A) == ["owner:blue:rank:30", "owner:green:rank:31"]
    before = s.position(A)
    s, ev = L.apply(s, L.RemovePlayer(B))
    # the only card left in a ship is green's 31: discarded at once, red loses 1 reputation for it
    assert 31 in s.players[C].graveyard and of_type(ev, "reputation_lost")
    assert s.position(A) <= before
    assert not [p for p in s.pending if p["kind"] == "gunner_target"]


def test_lt_16_3_saber_choice_reopened_when_its_target_leaves() -> None:
    s = arrange(game(3), hands={A: [30, 40], B: [10, 11], C: [12, 13]}, loot_days=[["saber"], [], [], []])
    s, _ = pick(s, {A: 30, B: 10, C: 12})
    assert option_ids(s, A) == ["owner:blue:rank:10", "owner:green:rank:12"]
    s, _ = L.apply(s, L.RemovePlayer(B))
    assert 12 in s.players[C].graveyard  # the one target left is hit at once, no stale blue option


# ---- LIBERTALIA.md / ruling R-1: a choice whose options all lead to the same state is not asked ----

def test_lt_13_4_apprentice_not_asked_when_every_copy_does_the_same() -> None:
    # Bosun (21) finds no ship card below 21, Infantry (29) is not rightmost: both copies do nothing
    s = arrange(game(3), hands={A: [2, 40], B: [7, 8], C: [30, 31]}, ships={A: [21, 29]}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 2, B: 8, C: 30})
    assert not [p for p in s.pending if p["kind"] == "apprentice_copy"]
    assert {"type": "ability", "player": A, "rank": 2, "phase": "day", "copy_of": 21} in ev


def test_lt_13_4_apprentice_asked_when_copies_differ() -> None:
    s = arrange(game(3), hands={A: [2, 40], B: [7, 8], C: [30, 31]}, ships={A: [21, 29, 5]}, loot_days=NO_LOOT)
    s, _ = pick(s, {A: 2, B: 8, C: 30})  # the Bosun now counts the Cabin Boy (5)
    assert option_ids(s, A) == ["rank:5", "rank:21", "rank:29"]


# ---- LT-5.3: N is the number of players still in the game ----

def test_lt_5_3_loot_per_day_counts_the_players_still_playing() -> None:
    s = last_day(empty_hands(game(4)))
    s, _ = L.apply(s, L.RemovePlayer(D))  # nobody holds a card: the voyage ends and voyage 2 is populated
    assert s.voyage == 2 and [len(d) for d in s.loot_days] == [3] * 5


# ---- LT-9.3: night events in the order things happen (narration) ----

def test_lt_9_3_freed_prisoner_gains_before_it_leaves_the_ship() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0}, ships={A: [20, 24, 25, 26]})
    s, ev = settle(last_day(s))
    mine = [e["type"] for e in ev if e.get("source") == {"rank": 20}]
    assert mine == ["coins_gained", "character_discarded"]


# ---- LT-11.4: with two players a removed character leaves its slot empty on either side of the Midshipman ----

def test_lt_11_4_right_of_the_midshipman_nothing_slides() -> None:
    from engine.libertalia import island
    from engine.libertalia.state import Figure

    s = game(2)
    s.reputation = ["green", "yellow", B, A, "purple", "black"]
    island.place(s, [Figure(7, B), Figure(25, A), Figure(30, B)], 20)
    assert [island.slot_of(s, f) for f in s.island] == [2, 3, 4, 5]
    island.remove(s, A, 25)  # R1 empties; B30 stays on R2
    assert [(f.owner, island.slot_of(s, f)) for f in s.island] == [(B, 2), (None, 3), (B, 5)]
    island.insert(s, Figure(22, A), 20)  # an inserted character takes the place its rank gives it
    assert [(f.rank, island.slot_of(s, f)) for f in s.island] == [(7, 2), (0, 3), (22, 4), (30, 5)]
    island.insert(s, Figure(28, A), 20)  # no room between R1 and R2: the card to its right moves up one
    assert [(f.rank, island.slot_of(s, f)) for f in s.island] == [(7, 2), (0, 3), (22, 4), (28, 5), (30, 6)]
