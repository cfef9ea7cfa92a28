"""L-4: a used drop token is told with its effect, in both languages, from the events of real turns; a pick-up of
nothing but an Ambush (L-4.10) is not told as "picks up 0 drop tokens"."""

from __future__ import annotations

import pytest

from engine.mali import actions as A
from engine.mali.state import GameState
from jsontypes import Json
from tests.engine.mali.expansions.helpers import (
    act,
    clear_drops,
    give_tokens,
    new,
    of_type,
    park_everyone,
    put_drop,
    put_order,
    turn_for,
)
from words import codes
from words.mali import colour_name, describe, order_name, scout_name, space_name

LANGS = codes()


def my_turn(variant: str = "basic", card: str | None = "2", spaces: dict[str, str] | None = None) -> tuple[GameState, str]:
    state = new(variant, liberator=True, mail=False)
    me = state.turn.player if state.turn else ""
    park_everyone(state, {f"{me}-{k}": v for k, v in (spaces or {}).items()})
    clear_drops(state)
    state.track = []
    return turn_for(state, me, card), me


def told(events: list[Json], lang: str) -> str:
    used = of_type(events, "token_used")
    assert len(used) == 1
    return describe(used[0], lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("token", "gained"), [("bandages", 2), ("drugs", 3)])
def test_L_4_2_L_4_3_bandages_and_drugs_are_told_with_the_mp_gained(lang: str, token: str, gained: int) -> None:
    state, me = my_turn(card="1", spaces={"1": "SR2"})
    give_tokens(state, me, token)
    state, events = act(state, A.UseToken(me, token))
    line = told(events, lang)
    mp = "PR" if lang == "pl" else "MP"
    assert f"+{gained} {mp}" in line and f"{1 + gained} {mp}" in line, line
    assert line.startswith(colour_name(me, lang).capitalize())


@pytest.mark.parametrize("lang", LANGS)
def test_L_4_5_a_grenade_is_told_with_its_tank_and_the_threat_that_fell(lang: str) -> None:
    state, me = my_turn(spaces={"1": "SR5"})
    give_tokens(state, me, "grenade")
    state.tanks = {"CZ1": "small", "ZO2": "large"}
    state.fallen = ["ZO"]
    state, events = act(state, A.UseToken(me, "grenade", space="CZ1"))
    line = told(events, lang)
    assert of_type(events, "token_used")[0]["threat"] == 2
    assert space_name("CZ1") in line, line
    assert ("zagrożenie spada do 2" if lang == "pl" else "the threat falls to 2") in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_L_4_6_the_radio_station_is_told_with_the_order_it_removed(lang: str) -> None:
    state, me = my_turn("advanced", spaces={"1": "MO2"})
    give_tokens(state, me, "radio")
    put_order(state, 17, position=4)
    state, events = act(state, A.UseToken(me, "radio", order=17))
    line = told(events, lang)
    assert order_name(17, lang) in line and ("schodzi z toru" if lang == "pl" else "off the track") in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_L_4_7_the_map_is_told_with_the_scout_that_delivers(lang: str) -> None:
    state, me = my_turn(spaces={"1": "PW1"})
    give_tokens(state, me, "map")
    put_order(state, 13, position=2, carrier=f"{me}-1")  # Kolonia Staszica -> Elektrownia Powiśle
    state, events = act(state, A.UseToken(me, "map", scout=1))
    line = told(events, lang)
    assert scout_name(f"{me}-1", lang) in line and ("dzielnicy" if lang == "pl" else "district") in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_L_4_10_an_ambush_alone_is_not_told_as_picking_up_no_tokens(lang: str) -> None:
    state, me = my_turn(spaces={"1": "SR2"})
    put_drop(state, "SR2", "ambush-1")
    state, events = act(state, A.PickUpDrops(me, 1))
    assert of_type(events, "ambush") and not of_type(events, "drops_picked_up")
    lines = [describe(e, lang) for e in events if "private_to" not in e]
    assert not [line for line in lines if " 0 " in line], lines
    # With a token beside the Ambush, the token kept is still told.
    state, me = my_turn(spaces={"1": "SR2"})
    put_drop(state, "SR2", "ambush-1", "map")
    state, events = act(state, A.PickUpDrops(me, 1))
    assert [e["count"] for e in of_type(events, "drops_picked_up")] == [1]
