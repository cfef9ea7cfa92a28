"""§14 rulings, §15 end of the game, §16 information; plus timeouts, moderators and the action format."""

from __future__ import annotations

import json
import random

import pytest

import engine.libertalia as L
from engine.errors import RuleError
from engine.libertalia.events import EVENTS, PENDING, REFUSALS
from engine.libertalia.state import GameState

from .helpers import COLOURS, arrange, choose, empty_hands, game, last_day, of_type, option_ids, pick, settle

A, B, C = "red", "blue", "green"
NO_LOOT: list[list[str]] = [[], [], [], []]
QUIET = {B: [32, 2], C: [35, 3]}


def test_lt_14_1_loot_returns_at_every_voyage_end() -> None:
    s = arrange(empty_hands(game(3)), loot={A: {"map": 1, "chest": 1}})
    bag = len(s.bag)
    s, _ = settle(last_day(s))
    assert s.players[A].loot == {} and len(s.bag) + sum(map(len, s.loot_days)) == bag + 2


def test_lt_14_2_doubloons_go_to_the_dial_only_at_voyage_end() -> None:
    s = arrange(game(3), hands={A: [29, 1], B: [8, 2], C: [15, 3]}, loot_days=NO_LOOT)
    s, _ = pick(s, {A: 29, B: 8, C: 15})
    assert s.players[A].score == 0 and s.day == 2


def test_lt_14_3_passed_token_does_not_trigger() -> None:
    s = arrange(game(2), hands={A: [23, 1], B: [30]}, loot={B: {"saber": 1}}, loot_days=NO_LOOT)
    s, ev = pick(s, {A: 23, B: 30})
    assert s.players[A].loot == {"saber": 1} and not of_type(ev, "character_discarded")


def test_lt_14_4_anchor_losses_cannot_be_dodged() -> None:
    s = arrange(empty_hands(game(3)), coins={A: 0}, loot={A: {"relic": 1, "chest": 1}})
    s, _ = settle(last_day(s))
    assert s.players[A].score == 2


def test_lt_14_5_abilities_are_mandatory() -> None:
    s = arrange(game(3), hands={A: [30, 1], **QUIET}, loot={A: {"relic": 1}}, loot_days=NO_LOOT, coins={A: 0})
    s, _ = pick(s, {A: 30, B: 32, C: 35})
    assert s.players[A].loot == {} and s.players[A].coins == 1


def test_lt_14_6_copies_resolve_separately() -> None:
    s = arrange(game(3), hands={A: [3, 1], B: [3, 2], C: [35, 4]}, coins={A: 0, B: 0, C: 5}, loot_days=NO_LOOT)
    s, _ = pick(s, {A: 3, B: 3, C: 35})
    assert s.players[C].coins == 1 and s.players[A].coins + s.players[B].coins == 4


def test_lt_14_7_discarded_before_acting_gets_no_turn() -> None:
    s = arrange(game(3), hands={A: [30, 1], B: [20, 2], C: [10, 3]}, loot_days=[["saber", "map", "map"], [], [], []])
    s, _ = pick(s, {A: 30, B: 20, C: 10})
    s, _ = choose(s, A, "loot:saber")
    s, _ev = choose(s, A, f"owner:{B}:rank:20")
    assert s.players[B].loot == {} and s.players[B].graveyard == [20]


def test_lt_14_8_no_copy_of_oneself() -> None:
    s = arrange(empty_hands(game(3)), ships={A: [15]})
    s, ev = settle(last_day(s))
    assert {"type": "ability_nothing", "player": A, "rank": 15, "reason": "no_option"} in ev


def test_lt_14_9_overflow_loss_obeys_the_floor() -> None:
    s = arrange(game(3), hands={A: [23, 1], B: [32], C: [35]}, loot={B: {"map": 1}}, loot_days=NO_LOOT,
                track=[A, None, None, None, None, None], coins={A: 1})
    s, ev = pick(s, {A: 23, B: 32, C: 35})
    lost = next(e for e in ev if e["type"] == "coins_lost")
    assert lost["asked"] == 2 and lost["count"] == 1 and s.players[A].coins == 0


def test_lt_14_10_empty_hand_not_eliminated() -> None:
    s = arrange(empty_hands(game(3)))
    s, _ = settle(last_day(s))
    assert all(len(s.players[c].hand) == 6 for c in s.seats) and s.phase == "selection"


def test_lt_14_11_no_order_question_inside_a_dusk_turn() -> None:
    s = arrange(game(3), track=[A, None, None, None, B, C], hands={A: [10, 1], B: [8], C: [15]},
                loot_days=[["map", "barrel", "barrel"], [], [], []])
    s, _ = pick(s, {A: 10, B: 8, C: 15})
    s, _ = choose(s, C, "loot:barrel")
    s, _ev = choose(s, A, "loot:map")
    assert not s.pending or s.pending[0]["kind"] != "night_order"
    assert s.position(A) == 3


def test_lt_14_12_empty_bag_draw_gets_nothing() -> None:
    s = arrange(game(3), hands={A: [9, 1], **QUIET}, loot_days=NO_LOOT)
    s.bag = []
    s, ev = pick(s, {A: 9, B: 32, C: 35})
    assert of_type(ev, "ability_nothing")[0]["reason"] == "empty_bag"


def test_lt_14_13_thresholds_exactly_as_stated() -> None:
    s = arrange(game(3), hands={A: [12, 1], **QUIET}, loot_days=NO_LOOT, coins={A: 12},
                track=[A, None, None, None, None, None])
    s, _ = pick(s, {A: 12, B: 32, C: 35})
    assert s.position(A) == 3 and s.players[A].coins == 12


def test_lt_15_1_game_ends_after_voyage_three() -> None:
    s = arrange(empty_hands(game(3)))
    s.voyage = 3
    s, ev = settle(last_day(s))
    assert s.ended and ev[-1]["type"] == "game_over" and ev[-1]["outcome"] == "finished"
    assert L.waiting_for(s) == [] and L.legal_actions(s, A) == []
    with pytest.raises(RuleError):
        L.apply(s, L.Pick(A, 1))


def test_lt_15_2_highest_score_then_reputation() -> None:
    s = arrange(empty_hands(game(3)), score={A: 30, B: 30, C: 31}, coins={A: 0, B: 0, C: 0},
                track=[None, A, None, B, None, C])
    s.voyage = 3
    s, _ = settle(last_day(s))
    assert s.result is not None and s.result["winner"] == C
    assert [r["colour"] for r in s.result["standings"]] == [C, B, A]


def test_lt_15_3_standings() -> None:
    s = arrange(empty_hands(game(4)), score={A: 5, B: 9, C: 5, "yellow": 1},
                coins={c: 0 for c in COLOURS[:4]}, track=[C, None, A, None, B, "yellow"])
    s.voyage = 3
    s, _ = settle(last_day(s))
    v = L.view(s)
    assert v["result"] == [{"colour": B, "score": 9, "reputation_position": 5, "place": 1},
                           {"colour": A, "score": 5, "reputation_position": 3, "place": 2},
                           {"colour": C, "score": 5, "reputation_position": 1, "place": 3},
                           {"colour": "yellow", "score": 1, "reputation_position": 6, "place": 4}]


def test_lt_16_1_public_view() -> None:
    v = L.view(game(3))
    for key in ("game", "format", "voyage", "day", "days", "phase", "players", "reputation", "active", "island",
                "loot_days", "dealt", "current_day_loot", "pending", "waiting", "result", "last_events"):
        assert key in v
    assert v["players"][0].keys() >= {"colour", "coins", "score", "hand_size", "picked", "ship", "loot",
                                      "graveyard_size"}
    assert "hand" not in v and "bag" not in v and "undealt" not in v and "rng" not in v


def test_lt_16_2_private_things_stay_private() -> None:
    s = arrange(game(3), graveyards={A: [5]}, hands={A: [31, 1], **QUIET}, loot_days=NO_LOOT)
    s, _ = L.apply(s, L.Pick(A, 31))
    other = json.dumps(L.view(s, B))
    assert L.view(s, A)["pick"] == 31 and L.view(s, A)["graveyard"] == [5]
    assert '"graveyard": [5]' not in other and L.view(s, B)["pick"] is None
    assert L.view(s, B)["hand"] == [2, 32]


def test_lt_16_3_legal_options_are_exactly_the_pending_ones() -> None:
    s = arrange(game(3), hands={A: [30, 1], B: [8, 2], C: [15, 3]}, loot_days=[["saber", "map", "chest"], [], [], []])
    s, _ = pick(s, {A: 30, B: 8, C: 15})
    assert [a.to_dict() for a in L.legal_actions(s, A)] == [
        {"type": "choose", "player": A, "option": o} for o in option_ids(s, A)]
    assert L.legal_actions(s, B) == []
    before = s.to_dict()
    for bad in (L.Choose(A, "loot:relic"), L.Choose(B, "loot:map"), L.Pick(A, 1)):
        with pytest.raises(RuleError):
            L.apply(s, bad)
    assert s.to_dict() == before


# ---- timeouts, moderators, format ----

def test_timeout_picks_the_lowest_card_and_first_option() -> None:
    s = arrange(game(3), hands={A: [30, 12], B: [8, 2], C: [15, 3]}, loot_days=[["saber", "map", "chest"], [], [], []])
    s, ev = L.apply(s, L.Timeout(A))
    assert s.players[A].pick == 12 and ev[0] == {"type": "timeout", "player": A, "kind": "pick", "option": None,
                                                 "rule": "LT-6.1"}
    s, _ = pick(s, {B: 8, C: 15})
    who = L.waiting_for(s)[0]
    first = option_ids(s, who)[0]
    s, ev = L.apply(s, L.Timeout(who))
    assert ev[0]["option"] == first
    with pytest.raises(RuleError):
        L.apply(s, L.Timeout(B if who != B else C))


def test_remove_player_and_abort() -> None:
    s = arrange(game(3), hands={A: [30, 12], B: [8, 2], C: [15, 3]}, loot_days=NO_LOOT)
    s, _ = L.apply(s, L.Pick(A, 30))
    s, ev = L.apply(s, L.RemovePlayer(A))
    assert L.waiting_for(s) == [B, C] and s.players[A].hand == [] and of_type(ev, "player_removed")
    with pytest.raises(RuleError):
        L.apply(s, L.Pick(A, 12))
    s, _ = pick(s, {B: 8, C: 15})
    assert s.day == 2 and A not in s.active()
    s2, ev = L.apply(s, L.Abort(B))
    assert s2.ended and ev[-1]["outcome"] == "aborted" and ev[-1]["winner"] is None
    s3, _ = L.apply(s, L.RemovePlayer(B))
    assert s3.ended and s3.result is not None and s3.result["winner"] == C


def test_remove_player_with_a_pending_choice() -> None:
    s = arrange(game(3), hands={A: [30, 1], B: [8, 2], C: [15, 3]}, loot_days=[["saber", "map", "chest"], [], [], []])
    s, _ = pick(s, {A: 30, B: 8, C: 15})
    assert L.waiting_for(s) == [A]
    s, _ = L.apply(s, L.RemovePlayer(A))
    assert A not in L.waiting_for(s) and L.waiting_for(s) == [C]


def test_state_round_trip_and_action_format() -> None:
    s = arrange(game(3), hands={A: [30, 1], B: [8, 2], C: [15, 3]}, loot_days=[["saber", "map", "chest"], [], [], []])
    s, _ = pick(s, {A: 30, B: 8, C: 15})
    d = json.loads(json.dumps(s.to_dict()))
    back = GameState.from_dict(d)
    assert back.to_dict() == s.to_dict()
    assert L.apply(back, L.Choose(A, "loot:saber"))[0].to_dict() == L.apply(s, L.Choose(A, "loot:saber"))[0].to_dict()
    for a in (L.Pick(A, 3), L.Choose(A, "loot:map"), L.Timeout(A), L.RemovePlayer(A), L.Abort(A)):
        assert L.action_from_dict(a.to_dict()) == a
    for bad in (None, {}, {"type": "dance", "player": A}, {"type": "pick"}, {"type": "pick", "player": A, "rank": "x"},
                {"type": "choose", "player": A, "option": 3}, {"type": "pick", "player": A, "rank": True}):
        with pytest.raises(RuleError):
            L.action_from_dict(bad)
    with pytest.raises(ValueError):
        GameState.from_dict({**d, "format": 99})


def test_events_and_pending_kinds_are_all_listed() -> None:
    seen: set[str] = set()
    kinds: set[str] = set()
    for n in (2, 3, 5, 6):
        for seed in range(25):
            s, ev = L.new_game(list(COLOURS[:n]), L.Options(), seed)
            seen |= {e["type"] for e in ev}
            rng = random.Random(seed)
            while not s.ended:
                kinds |= {p["kind"] for p in s.pending}
                c = rng.choice(L.waiting_for(s))
                s, ev = L.apply(s, rng.choice(L.legal_actions(s, c)))
                seen |= {e["type"] for e in ev}
                for e in ev:
                    assert set(e) - {"type", "rule", "source"} <= set(EVENTS[e["type"]]), e
    assert seen <= set(EVENTS) and kinds <= set(PENDING)
    assert set(EVENTS) - seen <= {"no_card", "pick_changed", "player_removed", "timeout"}
    assert len(kinds) >= 18
    assert {"game_over", "not_a_player", "bad_action"} <= set(REFUSALS)
