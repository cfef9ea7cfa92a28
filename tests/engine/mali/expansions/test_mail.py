"""§13 Civilian Mail: setup (M-1.1), picking up (M-2.1, M-2.2), delivery (M-3.1), exchange (M-4.1), the German
soldier (M-5.1) and the end-of-game points (M-6.1)."""

from __future__ import annotations

from collections import Counter

import engine.mali
from engine.mali import actions as A
from engine.mali.setup import build_new_game, goal_deck
from engine.mali.state import GameState, Options

from .helpers import (
    DATA,
    act,
    end_game,
    give_letters,
    lay_letters,
    letter_to,
    new,
    of_type,
    park_everyone,
    pass_round,
    put_order,
    refused,
    rng_for_dice,
    score_of,
    take_letter,
    turn_for,
)


def game(variant: str = "basic", card: str | None = "2", spaces: dict[str, str] | None = None,
         liberator: bool = False) -> tuple[GameState, str]:
    """A Civilian Mail game, every scout parked on Poczta Harcerska unless placed; my turn, `card` played."""
    state = new(variant, liberator=liberator, mail=True)
    me = state.turn.player if state.turn else ""
    park_everyone(state, {f"{me}-{k}": v for k, v in (spaces or {}).items()})
    state.track = []
    state = turn_for(state, me, card)
    return state, me


# ---- M-1.1 setup ----

def test_M_1_1_thirteen_letters_one_per_mail_space_within_their_own_district() -> None:
    for variant in ("basic", "advanced"):
        for seed in range(30):
            state = build_new_game(["orange", "red", "violet"], Options(variant, seed % 2 == 0, True), seed, DATA)
            assert sorted(state.board_letters) == sorted(DATA.mail_spaces)
            assert all(len(lts) == 1 for lts in state.board_letters.values())
            assert sorted(lt for lts in state.board_letters.values() for lt in lts) == sorted(DATA.letters)
            for space, (letter,) in state.board_letters.items():
                assert DATA.letters[letter].origin == DATA.spaces[space].district
    # Not on Stary Mokotów, Plac Wilsona nor anywhere in Śródmieście.
    assert not {"MO2", "ZO2"} & set(DATA.mail_spaces)
    assert all(DATA.spaces[s].district != "SR" for s in DATA.mail_spaces)
    assert Counter(DATA.spaces[s].district for s in DATA.mail_spaces) == Counter(
        {"ZO": 2, "WO": 3, "PW": 2, "OC": 2, "MO": 2, "CZ": 2})


def test_M_1_1_the_tile_pairs_of_the_spec() -> None:
    pairs = sorted((lt.origin, lt.destination) for lt in DATA.letters.values())
    assert pairs == sorted([("ZO", "MO"), ("ZO", "SR"), ("WO", "PW"), ("WO", "CZ"), ("WO", "SR"), ("PW", "WO"),
                            ("PW", "OC"), ("OC", "ZO"), ("OC", "CZ"), ("MO", "ZO"), ("MO", "WO"), ("CZ", "OC"),
                            ("CZ", "MO")])


def test_M_1_1_layout_is_random_within_each_district_and_seeded() -> None:
    def layout(seed: int) -> dict[str, list[str]]:
        return build_new_game(["orange", "red"], Options("basic", False, True), seed, DATA).board_letters

    assert layout(7) == layout(7)
    seen = {tuple(sorted((s, lts[0]) for s, lts in layout(seed).items())) for seed in range(40)}
    assert len(seen) > 10
    wola = {layout(seed)["WO1"][0] for seed in range(40)}
    assert wola == {"L03", "L04", "L05"}  # each Wola tile turns up on Pawiak for some seed


def test_M_1_1_letters_are_face_up_in_the_public_view_and_absent_without_mail() -> None:
    state = new("basic", liberator=False, mail=True)
    public_letters = engine.mali.view(state, None)["letters"]
    assert len(public_letters) == 13
    assert {(x["id"], x["space"]) for x in public_letters} == {
        (lts[0], s) for s, lts in state.board_letters.items()}
    first = next(x for x in public_letters if x["id"] == "L01")
    assert (first["from"], first["to"]) == ("ZO", "MO")
    off = new("basic", liberator=False, mail=False)
    assert off.board_letters == {} and engine.mali.view(off, None)["letters"] == []


def test_M_1_1_and_B_9_2_deliver_the_most_letters_goals_only_with_mail() -> None:
    assert {"most-letters-1", "most-letters-2"} <= set(goal_deck(DATA, Options("advanced", False, True)))
    assert not {"most-letters-1", "most-letters-2"} & set(goal_deck(DATA, Options("advanced", True, False)))
    assert DATA.goals["most-letters-1"].points == 12


# ---- M-2.1, M-2.2 picking up and carrying ----

def test_M_2_1_pick_up_costs_no_mp_all_letters_there_by_default() -> None:
    state, me = game(spaces={"1": "SR2"})
    lay_letters(state, "SR2", "L03", "L06", "L11")
    state, events = act(state, A.PickUpLetters(me, 1))
    assert state.scouts[f"{me}-1"].letters == ["L03", "L06", "L11"] and "SR2" not in state.board_letters
    assert state.turn is not None and state.turn.mp == 2
    picked = of_type(events, "letters_picked_up")[0]
    assert "private_to" not in picked and picked["letters"] == ["L03", "L06", "L11"]  # letters are public
    seen = next(s for s in engine.mali.view(state, None)["scouts"] if s["id"] == f"{me}-1")
    assert seen["letters"] == ["L03", "L06", "L11"]


def test_M_2_1_pick_up_only_the_letters_named() -> None:
    state, me = game(spaces={"1": "SR2"})
    lay_letters(state, "SR2", "L03", "L06")
    refused(state, A.PickUpLetters(me, 1, ("L01",)), "M-2.1", "letter_not_here")
    refused(state, A.PickUpLetters(me, 1, ("L03", "L03")), "M-2.1", "letter_not_here")
    state, _ = act(state, A.PickUpLetters(me, 1, ("L06",)))
    assert state.scouts[f"{me}-1"].letters == ["L06"] and state.board_letters["SR2"] == ["L03"]


def test_M_2_1_only_where_the_scout_stands_on_your_own_turn() -> None:
    state, me = game(spaces={"1": "SR2"})
    refused(state, A.PickUpLetters(me, 1), "M-2.1", "no_letters_here")
    rival = next(c for c in state.seats if c != me)
    state.scouts[f"{rival}-1"].space = "WO1"
    refused(state, A.PickUpLetters(rival, 1), "B-5.1", "not_your_turn")
    state, me = game(card=None, spaces={"1": "WO1"})
    refused(state, A.PickUpLetters(me, 1), "B-5.1", "play_card_first")


def test_M_2_1_move_then_pick_up_any_number_of_scouts_and_letters() -> None:
    state, me = game(card="3", spaces={"1": "SR2", "2": "SR3"})
    first, second = state.board_letters["WO2"][0], state.board_letters["WO1"][0]
    state, _ = act(state, A.Move(me, 1, "WO2"))
    state, _ = act(state, A.PickUpLetters(me, 1))
    state, _ = act(state, A.Move(me, 1, "WO1"))
    state, _ = act(state, A.PickUpLetters(me, 1))
    state, _ = act(state, A.Move(me, 2, "PW1"))
    third = state.board_letters["PW1"][0]
    state, _ = act(state, A.PickUpLetters(me, 2))
    assert state.scouts[f"{me}-1"].letters == [first, second] and state.scouts[f"{me}-2"].letters == [third]


def test_M_2_1_without_mail_no_letters() -> None:
    state = new("basic", liberator=False, mail=False)
    me = state.turn.player if state.turn else ""
    state = turn_for(state, me, "1")
    refused(state, A.PickUpLetters(me, 1), "M-2.1", "no_mail")
    refused(state, A.ExchangeLetters(me, 1, 2, ("L01",)), "M-4.1", "no_mail")


def test_M_2_1_letters_on_a_blocked_space_are_out_of_reach() -> None:
    state, me = game(spaces={"1": "SR2"})
    lay_letters(state, "SR2", "L03")
    state.tanks["SR2"] = "small"
    refused(state, A.PickUpLetters(me, 1), "B-7.5", "out_of_reach")


def test_M_2_2_no_action_gets_rid_of_a_letter_and_they_stay_carried_round_after_round() -> None:
    assert not {t for t in A.ACTION_TYPES if "drop_letter" in t or "discard" in t}
    state, me = game(spaces={"1": "SR2"})
    give_letters(state, f"{me}-1", "L03", "L06", "L08", "L11")
    for _ in range(3):
        state, _ = pass_round(state)
    assert state.scouts[f"{me}-1"].letters == ["L03", "L06", "L08", "L11"]


# ---- M-3.1 delivery ----

def test_M_3_1_delivered_automatically_on_any_space_of_the_destination_district() -> None:
    state, me = game(card="1", spaces={"1": "SR4"})
    give_letters(state, f"{me}-1", "L01", "L10")  # Żoliborz -> Mokotów, Mokotów -> Żoliborz
    state, events = act(state, A.Move(me, 1, "MO1"))  # Aleja Szucha: no mail space, still Mokotów
    assert state.players[me].letters_delivered == ["L01"]
    assert state.scouts[f"{me}-1"].letters == ["L10"]
    assert state.turn is not None and state.turn.mp == 0
    assert of_type(events, "letter_delivered") == [
        {"type": "letter_delivered", "player": me, "scout": f"{me}-1", "letter": "L01", "space": "MO1"}]


def test_M_3_1_picking_up_a_letter_in_its_own_destination_district_delivers_it_at_once() -> None:
    # Only possible for letters a caught scout left behind (M-5.1).
    state, me = game(spaces={"1": "WO1"})
    lay_letters(state, "WO1", "L06")  # Powiśle -> Wola
    state, _ = act(state, A.PickUpLetters(me, 1, ("L06",)))
    assert state.players[me].letters_delivered == ["L06"] and state.scouts[f"{me}-1"].letters == []


def test_M_3_1_engine_choice_passing_through_the_district_delivers() -> None:
    # The spec says "stands on"; the engine delivers at each step of a move, as it does for orders (B-5.5).
    state, me = game(card="3", spaces={"1": "SR4"})
    give_letters(state, f"{me}-1", "L01")  # -> Mokotów
    state, _ = act(state, A.Move(me, 1, "CZ2"))  # Politechnika -> Aleja Szucha -> Stary Mokotów -> Fort Cz.
    assert state.players[me].letters_delivered == ["L01"]


def test_M_3_1_delivered_by_a_forced_move() -> None:
    # Plac Trzech Krzyży gets a small tank: the scout moves to Port Czerniakowski (B-7.5), in Czerniaków.
    state, me = game("advanced", spaces={"1": "SR5"})
    letter = letter_to("CZ")
    give_letters(state, f"{me}-1", letter)
    state.track = []
    put_order(state, 22, position=4)  # Aleja Szucha -> Plac Trzech Krzyży, about to fail
    state, events = pass_round(state, keep_track=True)
    assert state.tanks == {"SR5": "small"}
    assert of_type(events, "forced_move")[0]["to"] == "CZ1"
    assert state.players[me].letters_delivered == [letter]


def test_M_3_1_delivered_by_a_schoolyard_buddies_swap() -> None:
    state, me = game("advanced", card="1-buddies", spaces={"1": "SR2", "2": "CZ2"})
    to_cz, to_sr = letter_to("CZ"), letter_to("SR")
    give_letters(state, f"{me}-1", to_cz)
    give_letters(state, f"{me}-2", to_sr)
    state, events = act(state, A.Buddies(me, 1, 2, "card"))
    assert sorted(state.players[me].letters_delivered) == sorted([to_cz, to_sr])
    assert len(of_type(events, "letter_delivered")) == 2


# ---- M-4.1 exchange ----

def test_M_4_1_two_or_three_own_scouts_on_one_space_exchange_freely_without_mp() -> None:
    state, me = game(spaces={"1": "SR2", "2": "SR2", "3": "SR2"})
    give_letters(state, f"{me}-1", "L03", "L06", "L11")
    state, events = act(state, A.ExchangeLetters(me, 1, 2, ("L03", "L11")))
    state, _ = act(state, A.ExchangeLetters(me, 2, 3, ("L11",)))
    state, _ = act(state, A.ExchangeLetters(me, 3, 1, ("L11",)))
    assert state.scouts[f"{me}-1"].letters == ["L06", "L11"]
    assert state.scouts[f"{me}-2"].letters == ["L03"] and state.scouts[f"{me}-3"].letters == []
    assert state.turn is not None and state.turn.mp == 2
    assert of_type(events, "letters_exchanged")[0]["letters"] == ["L03", "L11"]


def test_M_4_1_exchange_refusals() -> None:
    state, me = game(spaces={"1": "SR2", "2": "SR2", "3": "SR4"})
    give_letters(state, f"{me}-1", "L03")
    refused(state, A.ExchangeLetters(me, 1, 3, ("L03",)), "M-4.1", "not_together")
    refused(state, A.ExchangeLetters(me, 1, 1, ("L03",)), "M-4.1", "same_scout")
    refused(state, A.ExchangeLetters(me, 2, 1, ("L03",)), "M-4.1", "letter_not_carried")
    refused(state, A.ExchangeLetters(me, 1, 2, ()), "M-4.1", "no_letters_named")
    refused(state, A.ExchangeLetters(me, 1, 2, ("L03", "L03")), "M-4.1", "letter_not_carried")


def test_M_4_1_never_with_another_players_scout() -> None:
    state, me = game(spaces={"1": "SR2"})
    rival = next(c for c in state.seats if c != me)
    give_letters(state, f"{me}-1", "L03")
    state.scouts[f"{rival}-1"].space = "SR2"
    # An action names only the acting player's own scouts, so a rival's scout cannot even be named.
    legal = [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.ExchangeLetters)]
    assert legal == []


def test_M_4_1_not_as_part_of_a_buddies_swap() -> None:
    state, me = game("advanced", card="1-buddies", spaces={"1": "SR2", "2": "SR4"})
    give_letters(state, f"{me}-1", "L03")
    give_letters(state, f"{me}-2", "L11")
    state, _ = act(state, A.Buddies(me, 1, 2, "card"))
    assert state.scouts[f"{me}-1"].letters == ["L03"] and state.scouts[f"{me}-2"].letters == ["L11"]
    refused(state, A.ExchangeLetters(me, 1, 2, ("L03",)), "M-4.1", "not_together")


# ---- M-5.1 the German soldier ----

def soldier_game() -> tuple[GameState, str]:
    # Basic variant; the soldier on Poczta Harcerska, my scout 1 next to him on PAST-a, every other scout far.
    state, me = game(spaces={"1": "SR2"})
    for sid, scout in state.scouts.items():
        if sid != f"{me}-1":
            scout.space = "MO3" if scout.number % 2 else "ZO2"
    state.soldier = "SR1"
    give_letters(state, f"{me}-1", "L03", "L11")
    return state, me


def test_M_5_1_a_caught_scout_leaves_its_letters_where_it_was_caught() -> None:
    state, me = soldier_game()
    state.rng = rng_for_dice((3, 4), (1, 2, 3))  # one step; caught
    state, events = pass_round(state)
    assert of_type(events, "caught")[0]["space"] == "SR2"
    assert state.scouts[f"{me}-1"].space is None and state.scouts[f"{me}-1"].letters == []
    assert state.board_letters["SR2"] == ["L03", "L11"]
    dropped = of_type(events, "letters_dropped")[0]
    assert dropped["rule"] == "M-5.1" and dropped["letters"] == ["L03", "L11"]
    # Any scout may pick them up: a rival's scout, on its turn.
    rival = next(c for c in state.seats if c != me)
    state.soldier = "CZ2"
    state.scouts[f"{rival}-2"].space = "SR2"
    state = turn_for(state, rival, "1")
    state, _ = act(state, A.PickUpLetters(rival, 2))
    assert state.scouts[f"{rival}-2"].letters == ["L03", "L11"]


def test_M_5_1_a_scout_that_slips_away_keeps_its_letters() -> None:
    state, me = soldier_game()
    state.rng = rng_for_dice((3, 4), (4, 5, 6))  # one step; slips away
    state, events = pass_round(state)
    assert of_type(events, "slipped_away") and not of_type(events, "caught")
    assert state.scouts[f"{me}-1"].letters == ["L03", "L11"] and "SR2" not in state.board_letters


# ---- M-6.1 end of game ----

def test_M_6_1_plus_4_per_delivered_letter_minus_4_per_letter_still_carried() -> None:
    state, me = game(card="1", spaces={"1": "SR4", "2": "SR2"})
    rival = next(c for c in state.seats if c != me)
    give_letters(state, f"{me}-1", "L01")  # -> Mokotów
    give_letters(state, f"{me}-2", "L03", "L06")  # still carried at the end
    state, _ = act(state, A.Move(me, 1, "MO1"))
    take_letter(state, "L08")
    state.players[me].letters_delivered.append("L08")
    final, _ = end_game(state)
    mine = score_of(final, me)
    assert (mine["letters_delivered"], mine["letters_carried"], mine["letters"]) == (2, 2, 0)
    assert score_of(final, rival)["letters"] == 0
    state, me = game(spaces={"1": "SR2"})
    give_letters(state, f"{me}-1", "L03")
    assert score_of(end_game(state)[0], me)["letters"] == -4
    state, me = game()
    for lt in ("L01", "L02", "L03"):
        take_letter(state, lt)
        state.players[me].letters_delivered.append(lt)
    final, _ = end_game(state)
    assert score_of(final, me)["letters"] == 12 and score_of(final, me)["total"] == 12
