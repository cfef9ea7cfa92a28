"""§10 - §12 Liberator drop tokens: picking them up (L-3.1), using them (L-3.2), and each token (L-4.1 - L-4.10)."""

from __future__ import annotations

import engine.mali
from engine.mali import actions as A
from engine.mali.board import threat
from engine.mali.setup import build_new_game
from engine.mali.state import GameState, Options

from .helpers import (
    DATA,
    act,
    clear_drops,
    end_game,
    give_letters,
    give_tokens,
    letter_to,
    new,
    of_type,
    park_everyone,
    public,
    put_drop,
    put_order,
    refused,
    score_of,
    turn_for,
)


def game(variant: str = "basic", mail: bool = False, card: str | None = "2",
         spaces: dict[str, str] | None = None) -> tuple[GameState, str]:
    """A Liberator game, every scout parked on Poczta Harcerska unless placed, no drops anywhere; my turn."""
    state = new(variant, liberator=True, mail=mail)
    me = state.turn.player if state.turn else ""
    park_everyone(state, {f"{me}-{k}": v for k, v in (spaces or {}).items()})
    clear_drops(state)
    state.track = []
    state = turn_for(state, me, card)
    return state, me


# ---- L-3.1 picking up ----

def test_L_3_1_pick_up_costs_no_mp_takes_every_token_there_and_only_the_owner_sees_them() -> None:
    state, me = game(spaces={"1": "SR2"})
    put_drop(state, "SR2", "rifle", "map")
    state, events = act(state, A.PickUpDrops(me, 1))
    player = state.players[me]
    assert player.tokens == ["rifle", "map"] and player.drops_picked == 2
    assert "SR2" not in state.drops
    assert state.turn is not None and state.turn.mp == 2
    found = of_type(events, "token_found")
    assert [e["token"] for e in found] == ["rifle", "map"] and all(e["private_to"] == me for e in found)
    assert of_type(events, "drops_picked_up") == [{"type": "drops_picked_up", "player": me, "scout": f"{me}-1",
                                                   "space": "SR2", "count": 2, "rule": "L-3.1"}]
    rival = next(c for c in state.seats if c != me)
    for viewer in (None, rival):
        seen = next(p for p in engine.mali.view(state, viewer)["players"] if p["colour"] == me)
        assert seen["tokens"] is None and seen["tokens_held"] == 2
    mine = next(p for p in engine.mali.view(state, me)["players"] if p["colour"] == me)
    assert mine["tokens"] == ["rifle", "map"]


def test_L_3_1_move_onto_the_drop_then_pick_it_up_in_the_same_turn() -> None:
    state, me = game(spaces={"1": "SR2"})
    put_drop(state, "SR4", "grenade")
    refused(state, A.PickUpDrops(me, 1), "L-3.1", "no_drops_here")
    state, _ = act(state, A.Move(me, 1, "SR4"))
    state, _ = act(state, A.PickUpDrops(me, 1))
    assert state.players[me].tokens == ["grenade"]


def test_L_3_1_before_or_after_the_card_but_only_on_your_own_movement_turn() -> None:
    # The rulebook allows a pick-up at any time of the movement phase; the amended L-3.1 keeps it inside the
    # player's own turn, before or after the card.
    state, me = game(spaces={"1": "SR2"}, card=None)
    put_drop(state, "SR2", "rifle")
    legal = engine.mali.legal_actions(state, me)
    assert A.PickUpDrops(me, 1) in legal
    assert not [a for a in legal if isinstance(a, A.Move | A.PickUpOrder | A.PickUpLetters | A.UseToken)]
    rival = next(c for c in state.seats if c != me)
    state.scouts[f"{rival}-1"].space = "SR2"
    refused(state, A.PickUpDrops(rival, 1), "B-5.1", "not_your_turn")
    assert not engine.mali.legal_actions(state, rival)
    state, events = act(state, A.PickUpDrops(me, 1))
    assert state.players[me].tokens == ["rifle"] and state.turn is not None and state.turn.card is None
    assert of_type(events, "drops_picked_up")[0]["count"] == 1
    # The card still comes, with its full MP; the token was looked at, so undo cannot hide it again (B-5.7).
    refused(state, A.Undo(me), "B-5.7", "undo_after_reveal")
    assert A.PlayCard(me, "2") in engine.mali.legal_actions(state, me)
    state, _ = act(state, A.PlayCard(me, "2"))
    assert state.turn is not None and state.turn.mp == 2
    # After the card, a pick-up is as before.
    put_drop(state, "SR1", "map")
    state, _ = act(state, A.Move(me, 1, "SR1"))
    state, _ = act(state, A.PickUpDrops(me, 1))
    assert state.players[me].tokens == ["rifle", "map"]


def test_L_3_1_an_ambush_picked_up_before_the_card_is_resolved_at_once() -> None:
    state, me = game(spaces={"1": "SR2"}, card=None)
    put_drop(state, "SR2", "ambush-1")
    state.deck = [14, *[o for o in state.deck if o != 14]]
    state, events = act(state, A.PickUpDrops(me, 1))
    assert of_type(events, "ambush")[0]["player"] == me
    assert state.track_entry(14) is not None and state.players[me].ambushes == ["ambush-1"]
    assert state.turn is not None and state.turn.card is None


def test_L_3_1_before_the_card_a_drop_on_a_blocked_space_is_still_out_of_reach() -> None:
    state, me = game(spaces={"1": "SR2"}, card=None)
    put_drop(state, "SR2", "rifle")
    state.tanks["SR2"] = "small"
    refused(state, A.PickUpDrops(me, 1), "B-7.5", "out_of_reach")
    assert not [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.PickUpDrops)]


def test_L_3_1_without_the_liberator_there_is_nothing_to_pick_up() -> None:
    state = new("basic", liberator=False, mail=False)
    me = state.turn.player if state.turn else ""
    state = turn_for(state, me, "2")
    refused(state, A.PickUpDrops(me, 1), "L-3.1", "no_liberator")


def test_L_3_1_tokens_on_a_blocked_space_are_out_of_reach() -> None:
    state, me = game(spaces={"1": "SR2"})
    put_drop(state, "SR2", "rifle")
    state.tanks["SR2"] = "small"  # a tank arrived on the scout's space (it would be moved away at once, B-7.5)
    refused(state, A.PickUpDrops(me, 1), "B-7.5", "out_of_reach")
    assert not [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.PickUpDrops)]


def test_L_3_1_looking_at_a_token_closes_undo() -> None:
    state, me = game(spaces={"1": "SR2"})
    put_drop(state, "SR4", "rifle")
    state, _ = act(state, A.Move(me, 1, "SR4"))
    state, _ = act(state, A.PickUpDrops(me, 1))
    refused(state, A.Undo(me), "B-5.7", "undo_after_reveal")
    state, _ = act(state, A.Move(me, 1, "SR2"))
    state, _ = act(state, A.Undo(me))  # back to just after the pick-up, not before it
    assert state.scouts[f"{me}-1"].space == "SR4" and state.players[me].tokens == ["rifle"]


# ---- L-3.2 using tokens ----

def test_L_3_2_several_tokens_in_one_turn_each_once_then_face_up() -> None:
    state, me = game(card="1")
    give_tokens(state, me, "bandages", "drugs")
    state, _ = act(state, A.UseToken(me, "bandages"))
    state, events = act(state, A.UseToken(me, "drugs"))
    assert state.turn is not None and state.turn.mp == 1 + 2 + 3
    assert of_type(events, "token_used")[0]["mp_left"] == 6
    assert state.players[me].tokens == [] and state.players[me].used_tokens == ["bandages", "drugs"]
    seen = next(p for p in engine.mali.view(state, None)["players"] if p["colour"] == me)
    assert seen["used_tokens"] == ["bandages", "drugs"] and seen["tokens_held"] == 0
    refused(state, A.UseToken(me, "bandages"), "L-3.2", "token_not_held")


def test_L_3_2_only_tokens_you_hold_on_your_own_turn() -> None:
    state, me = game()
    rival = next(c for c in state.seats if c != me)
    give_tokens(state, rival, "drugs")
    refused(state, A.UseToken(me, "drugs"), "L-3.2", "token_not_held")
    refused(state, A.UseToken(rival, "drugs"), "B-5.1", "not_your_turn")
    state, me = game(card=None)
    give_tokens(state, me, "drugs")
    refused(state, A.UseToken(me, "drugs"), "B-5.1", "play_card_first")


def test_L_3_2_using_a_token_shows_it_so_undo_cannot_take_it_back() -> None:
    # B-5.7: undo stops where something hidden was revealed; a used token lies face up (H-3) and its
    # identity must not return to the owner's hidden hand (H-1).
    state, me = game(card="1", spaces={"1": "SR2"})
    give_tokens(state, me, "bandages")
    state, _ = act(state, A.Move(me, 1, "SR4"))
    state, _ = act(state, A.UseToken(me, "bandages"))
    refused(state, A.Undo(me), "B-5.7", "undo_after_reveal")
    state, _ = act(state, A.Move(me, 1, "SR5"))
    state, events = act(state, A.Undo(me))
    assert state.scouts[f"{me}-1"].space == "SR4" and state.players[me].used_tokens == ["bandages"]
    assert state.turn is not None and state.turn.mp == 2
    assert all("bandages" not in str(a) for e in events for a in e.get("actions", []))


def test_L_3_2_buddies_and_squad_tokens_are_shown_too_undo_stops_there() -> None:
    for action in (A.Squad("", "token"), A.Buddies("", 1, 2, "token")):
        state, me = game("advanced", card="1", spaces={"1": "SR2", "2": "SR4"})
        give_tokens(state, me, action.type)
        state, _ = act(state, A.Move(me, 1, "SR1"))
        state, _ = act(state, engine.mali.action_from_dict({**action.to_dict(), "player": me}))
        assert state.players[me].used_tokens == [action.type]
        refused(state, A.Undo(me), "B-5.7", "undo_after_reveal")


# ---- L-4.2 Bandages, L-4.3 Drugs ----

def test_L_4_2_bandages_two_extra_mp_split_between_scouts() -> None:
    state, me = game(card="1", spaces={"1": "SR2", "2": "SR5"})
    give_tokens(state, me, "bandages")
    state, _ = act(state, A.UseToken(me, "bandages"))
    assert state.turn is not None and state.turn.mp == 3
    state, _ = act(state, A.Move(me, 1, "SR4"))
    state, _ = act(state, A.Move(me, 2, "CZ2"))  # SR5 -> CZ1 -> CZ2
    assert state.turn is not None and state.turn.mp == 0
    assert (state.scouts[f"{me}-1"].space, state.scouts[f"{me}-2"].space) == ("SR4", "CZ2")
    assert score_of(end_game(state)[0], me)["tokens"] == 0


def test_L_4_3_drugs_three_extra_mp() -> None:
    state, me = game(card="1", spaces={"1": "SR2"})
    give_tokens(state, me, "drugs")
    refused(state, A.Move(me, 1, "CZ1"), "B-5.2", "not_enough_mp")
    state, _ = act(state, A.UseToken(me, "drugs"))
    state, _ = act(state, A.Move(me, 1, "CZ1"))  # SR2 -> SR4 -> SR5 -> CZ1 ... 3 steps, 1 MP left
    assert state.turn is not None and state.turn.mp == 1
    assert score_of(end_game(state)[0], me)["tokens"] == 0


# ---- L-4.4 Rifle ----

def test_L_4_4_rifle_cannot_be_used_and_is_worth_5_at_the_end() -> None:
    state, me = game()
    give_tokens(state, me, "rifle")
    refused(state, A.UseToken(me, "rifle"), "L-4.4", "rifle_not_usable")
    assert not [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.UseToken)]
    final, _ = end_game(state)
    assert score_of(final, me)["tokens"] == 5


# ---- L-4.5 Grenade ----

def test_L_4_5_grenade_removes_any_small_tank_and_lowers_the_threat() -> None:
    state, me = game(spaces={"1": "SR5"})
    give_tokens(state, me, "grenade")
    state.tanks = {"CZ1": "small", "ZO2": "large"}
    state.fallen = ["ZO"]
    assert threat(state, DATA) == 3
    legal = [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.UseToken)]
    assert legal == [A.UseToken(me, "grenade", space="CZ1")]
    refused(state, A.UseToken(me, "grenade", space="ZO2"), "L-4.5", "no_small_tank")
    refused(state, A.UseToken(me, "grenade", space="SR4"), "L-4.5", "no_small_tank")
    refused(state, A.Move(me, 1, "CZ1"), "B-5.3", "space_blocked")
    state, events = act(state, A.UseToken(me, "grenade", space="CZ1"))
    assert state.tanks == {"ZO2": "large"} and engine.mali.view(state)["threat"] == 2
    assert of_type(events, "token_used")[0]["space"] == "CZ1"
    state, _ = act(state, A.Move(me, 1, "CZ1"))  # the space is open again
    assert score_of(end_game(state)[0], me)["tokens"] == 0


def test_L_4_5_unused_grenade_is_worth_4() -> None:
    state, me = game()
    give_tokens(state, me, "grenade")
    assert score_of(end_game(state)[0], me)["tokens"] == 4


# ---- L-4.6 Radio Station ----

def test_L_4_6_radio_removes_an_order_nobody_carries_it_leaves_the_game_not_a_failure() -> None:
    state, me = game("advanced", spaces={"1": "MO2"})
    give_tokens(state, me, "radio")
    put_order(state, 1, position=2, carrier=f"{me}-1")  # Stary Mokotów -> Port Czerniakowski, carried
    put_order(state, 17, position=4)
    refused(state, A.UseToken(me, "radio", order=1), "L-4.6", "order_carried")
    refused(state, A.UseToken(me, "radio", order=99), "L-4.6", "order_not_on_track")
    legal = [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.UseToken)]
    assert legal == [A.UseToken(me, "radio", order=17)]
    failed = list(state.failed)
    state, events = act(state, A.UseToken(me, "radio", order=17))
    assert [t.order for t in state.track] == [1] and 17 in state.discarded and state.failed == failed
    assert of_type(events, "token_used")[0]["order"] == 17
    assert score_of(end_game(state)[0], me)["tokens"] == 0


def test_L_4_6_radio_is_blue_worth_4_unused() -> None:
    basic = build_new_game(["orange", "red"], Options("basic", True, False), 1, DATA)
    assert "radio" not in basic.drop_stack and DATA.drop_tokens["radio"].blue
    state, me = game("advanced")
    give_tokens(state, me, "radio")
    assert score_of(end_game(state)[0], me)["tokens"] == 4


# ---- L-4.7 Map, and the rulebook's example (L-4.1) ----

def test_L_4_1_rulebook_example_order_for_stary_mokotow_map_used_on_reaching_sggw() -> None:
    # PL: "Felek próbuje dostarczyć rozkaz na Stary Mokotów. Gdy dociera na SGGW, gracz wykorzystuje żeton Mapa."
    state, me = game(spaces={"1": "OC2"})
    give_tokens(state, me, "map")
    put_order(state, 5, position=1)  # Reduta Wawelska -> Stary Mokotów
    state, _ = act(state, A.PickUpOrder(me, 1, 5))
    state, _ = act(state, A.Move(me, 1, "MO3"))  # SGGW
    assert state.track_entry(5) is not None
    state, events = act(state, A.UseToken(me, "map", scout=1))
    assert state.track_entry(5) is None and state.players[me].delivered == [5]
    delivered = of_type(events, "order_delivered")[0]
    assert delivered["space"] == "MO3" and delivered["rule"] == "L-4.7" and delivered["points"] == 2
    assert state.players[me].used_tokens == ["map"]


def test_L_4_1_rulebook_example_english_text_order_for_aleja_szucha() -> None:
    state, me = game(spaces={"1": "OC2"})
    give_tokens(state, me, "map")
    put_order(state, 6, position=3, carrier=f"{me}-1")  # Uniwersytet -> Aleja Szucha
    state, _ = act(state, A.Move(me, 1, "MO3"))
    state, _ = act(state, A.UseToken(me, "map", scout=1))
    assert state.players[me].delivered == [6]


def test_L_4_7_map_delivers_anywhere_in_destination_district() -> None:
    state, me = game(spaces={"1": "PW1", "2": "SR1", "3": "MO3"})
    give_tokens(state, me, "map")
    put_order(state, 13, position=2, carrier=f"{me}-1")  # Kolonia Staszica -> Elektrownia Powiśle
    put_order(state, 22, position=2, carrier=f"{me}-3")  # Aleja Szucha -> Plac Trzech Krzyży
    legal = [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.UseToken)]
    assert legal == [A.UseToken(me, "map", scout=1)]
    refused(state, A.UseToken(me, "map", scout=3), "L-4.7", "map_wrong_district")
    refused(state, A.UseToken(me, "map", scout=2), "L-4.7", "map_no_order")
    state, _ = act(state, A.UseToken(me, "map", scout=1))  # Uniwersytet is in Powiśle too
    assert state.players[me].delivered == [13] and state.carried_by(f"{me}-1") is None
    assert score_of(end_game(state)[0], me)["tokens"] == 0


# ---- L-4.8 Schoolyard Buddies ----

def test_L_4_8_buddies_token_swaps_two_scouts_with_all_they_carry() -> None:
    state, me = game("advanced", mail=True, spaces={"1": "SR2", "2": "ZO2"})
    give_tokens(state, me, "buddies")
    put_order(state, 16, position=2, carrier=f"{me}-2")  # Plac Wilsona -> Elektrownia Powiśle
    letter = letter_to("CZ")
    give_letters(state, f"{me}-1", letter)
    refused(state, A.Buddies(me, 1, 2, "card"), "B-8.2", "special_not_available")
    state, events = act(state, A.Buddies(me, 1, 2, "token"))
    assert state.scouts[f"{me}-1"].space == "ZO2" and state.scouts[f"{me}-2"].space == "SR2"
    assert state.scouts[f"{me}-1"].letters == [letter] and state.carried_by(f"{me}-2") is not None
    assert state.players[me].used_tokens == ["buddies"]
    assert of_type(events, "buddies")[0]["source"] == "token"
    refused(state, A.Buddies(me, 1, 2, "token"), "L-3.2", "token_not_held")


def test_L_4_8_buddies_token_refused_onto_a_blocked_space_and_kept() -> None:
    state, me = game("advanced", spaces={"1": "SR2", "2": "ZO2", "3": "SR2"})
    give_tokens(state, me, "buddies")
    state.tanks["ZO2"] = "small"
    refused(state, A.Buddies(me, 1, 2, "token"), "B-8.2", "swap_blocked")
    refused(state, A.Buddies(me, 1, 3, "token"), "B-8.2", "swap_pointless")
    assert state.players[me].tokens == ["buddies"]


def test_L_4_8_buddies_swap_delivers_an_order() -> None:
    state, me = game("advanced", spaces={"1": "SR2", "2": "PW2"})
    give_tokens(state, me, "buddies")
    put_order(state, 13, position=2, carrier=f"{me}-1")  # -> Elektrownia Powiśle
    state, _ = act(state, A.Buddies(me, 1, 2, "token"))
    assert state.players[me].delivered == [13]


# ---- L-4.9 Insurgent Squad ----

def test_L_4_9_squad_token_opens_small_tanks_and_their_drops_and_letters_not_fallen_districts() -> None:
    state, me = game("advanced", mail=True, spaces={"1": "SR4"})
    give_tokens(state, me, "squad")
    state.tanks = {"SR5": "small", "WO2": "large"}
    state.fallen = ["WO"]
    put_drop(state, "SR5", "rifle")
    letter = next(iter(state.board_letters["CZ1"]))
    refused(state, A.Move(me, 1, "SR5"), "B-5.3", "space_blocked")
    state, _ = act(state, A.Squad(me, "token"))
    assert state.turn is not None and state.turn.squad and state.players[me].used_tokens == ["squad"]
    refused(state, A.Squad(me, "token"), "B-8.3", "squad_active")
    state, _ = act(state, A.Move(me, 1, "SR5"))
    state, _ = act(state, A.PickUpDrops(me, 1))
    assert state.players[me].tokens == ["rifle"]
    state.tanks["CZ1"] = "small"
    state, _ = act(state, A.Move(me, 1, "CZ1"))
    state, _ = act(state, A.PickUpLetters(me, 1))
    assert letter in state.scouts[f"{me}-1"].letters
    refused(state, A.Move(me, 1, "WO1"), "B-7.4", "space_fallen")


def test_L_4_9_without_the_token_or_card_no_squad() -> None:
    state, me = game("advanced")
    refused(state, A.Squad(me, "token"), "L-3.2", "token_not_held")


# ---- L-4.10 Ambush ----

def test_L_4_10_ambush_shown_to_all_next_order_onto_track_space_1_scout_stays() -> None:
    state, me = game(spaces={"1": "SR2"})
    put_drop(state, "SR2", "ambush-1", "map")
    top = state.deck[0]
    state, events = act(state, A.PickUpDrops(me, 1))
    player = state.players[me]
    assert player.ambushes == ["ambush-1"] and player.tokens == ["map"] and player.drops_picked == 2
    ambush = of_type(events, "ambush")[0]
    assert "private_to" not in ambush and ambush["token"] == "ambush-1" and ambush["rule"] == "L-4.10"
    assert ambush in public(events)
    entry = state.track_entry(top)
    assert entry is not None and entry.position == 1 and entry.carrier is None
    assert of_type(events, "order_revealed")[0] == {"type": "order_revealed", "order": top, "rule": "L-4.10"}
    assert state.scouts[f"{me}-1"].space == "SR2" and state.scouts[f"{me}-1"].prison == 0
    seen = next(p for p in engine.mali.view(state, None)["players"] if p["colour"] == me)
    assert seen["ambushes"] == ["ambush-1"] and seen["tokens_held"] == 1
    assert score_of(end_game(state)[0], me)["tokens"] == 0


def test_L_4_10_ambush_order_with_a_blocked_space_is_discarded_and_replaced() -> None:
    state, me = game(spaces={"1": "SR2"})
    put_drop(state, "SR2", "ambush-2")
    state.deck = [17, 9, 4]  # Fort Czerniakowski -> Browar Warszawski; Port Czerniakowski -> Reduta Wawelska
    state.tanks["WO2"] = "small"
    state, events = act(state, A.PickUpDrops(me, 1))
    assert 17 in state.discarded and 17 not in state.failed
    assert [t.order for t in state.track] == [9] and state.deck == [4]
    assert of_type(events, "order_discarded")[0]["rule"] == "B-4.2"


def test_L_4_10_ambush_with_the_deck_empty_brings_no_order() -> None:
    state, me = game(spaces={"1": "SR2"})
    put_drop(state, "SR2", "ambush-2")
    state.deck = []
    state, events = act(state, A.PickUpDrops(me, 1))
    assert state.track == [] and of_type(events, "ambush_no_order")
    assert state.players[me].ambushes == ["ambush-2"]
