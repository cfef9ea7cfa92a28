"""RULES.md Appendix A worked examples, played through the engine."""

from __future__ import annotations

from engine.libertalia.state import GameState

from .helpers import DATA, arrange, choose, empty_hands, game, last_day, of_type, option_ids, pick, settle

A, B, C = "red", "blue", "green"


def test_appendix_a_1_three_players_day_one() -> None:
    # [x A y B z C]: the voyage-start doubloons of those positions are 11, 9 and 7 (LT-3.7).
    assert [DATA.reputation_coins(p) for p in (2, 4, 6)] == [11, 9, 7]
    s = arrange(game(3), track=[None, A, None, B, None, C], coins={A: 11, B: 9, C: 7},
                hands={A: [17, 30], B: [26, 31], C: [3, 32]}, loot_days=[["chest", "saber", "barrel"], [], [], []],
                day=1)
    s, ev = pick(s, {A: 17, B: 26, C: 3})
    assert [(e["player"], e["rank"]) for e in of_type(ev, "revealed")[0]["picks"]] == [(C, 3), (A, 17), (B, 26)]
    assert s.players[B].coins == 7 and s.players[C].coins == 9
    assert of_type(ev, "character_discarded")[0] == {"type": "character_discarded", "owner": B, "rank": 26,
                                                       "from": "island", "by": A, "source": {"rank": 17}}
    # Dusk: B26 is gone; A17 is the first to take loot.
    assert option_ids(s, A) == ["loot:barrel", "loot:saber", "loot:chest"]
    s, ev = choose(s, A, "loot:saber")  # the saber's only target is C3: taken without asking
    assert s.players[C].graveyard == [3] and s.players[A].ship == [17] and s.players[B].graveyard == [26]
    assert of_type(ev, "loot_returned")[0]["loots"] == ["barrel", "chest"]
    assert not any(e["type"] == "loot_taken" and e["player"] == C for e in ev)  # C3 had no dusk turn
    assert (s.players[A].coins, s.players[B].coins, s.players[C].coins) == (11, 7, 9)
    assert s.reputation[1] == A and s.reputation[4:] == [C, B]
    assert s.phase == "selection" and s.day == 2


def _anchor_a2() -> GameState:
    s = arrange(empty_hands(game(3)), ships={A: [11, 33]}, loot={A: {"relic": 1, "map": 2, "hook": 1}},
                coins={A: 3, B: 0, C: 0})
    return settle(last_day(s))[0]


def test_appendix_a_2_anchor_batch_gain() -> None:
    s = _anchor_a2()
    assert option_ids(s, A) == ["gain", "keep:rank:11", "keep:rank:33"]
    s, _ = choose(s, A, "gain")
    assert s.players[A].score == 25 and s.voyage == 2


def test_appendix_a_2_anchor_batch_keep_gambler() -> None:
    s, _ = choose(_anchor_a2(), A, "keep:rank:33")
    assert s.players[A].score == 23
    assert s.players[A].ship == [33] and s.players[A].kept == [33] and 11 in s.players[A].graveyard


def _night_a3() -> GameState:
    s = arrange(empty_hands(game(3)), ships={A: [8, 24, 30, 31, 32]}, coins={A: 0})
    s, _ = settle(last_day(s))  # the voyage's last night: the coins are then banked as they are
    assert option_ids(s, A) == ["order:8", "order:24"]
    return s


def test_appendix_a_3_night_floor_topman_first() -> None:
    s, _ = choose(_night_a3(), A, "order:24")
    assert s.players[A].score == 1


def test_appendix_a_3_night_floor_barkeep_first() -> None:
    s, _ = choose(_night_a3(), A, "order:8")
    assert s.players[A].score == 0


def test_appendix_a_4_map_scoring_with_explorer() -> None:
    s = arrange(empty_hands(game(3)), ships={A: [10]}, loot={A: {"map": 4}}, coins={A: 0})
    s, ev = settle(last_day(s))
    assert s.players[A].score == 19
    assert {"type": "anchor_item", "player": A, "count": 19, "source": {"loot": "map", "count": 5},
            "rule": "LT-10.2"} in ev
