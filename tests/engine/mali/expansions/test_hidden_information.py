"""§15 H-1, H-2 with the Liberator: face-down drops and the identity of unused tokens stay hidden; counts show."""

from __future__ import annotations

import json

import engine.mali
from engine.mali import actions as A
from engine.mali.state import GameState

from .helpers import (
    act,
    assert_public_events_hide_tokens,
    assert_public_view_hides_tokens,
    clear_drops,
    give_tokens,
    new,
    of_type,
    park_everyone,
    pass_round,
    private,
    put_drop,
    turn_for,
)


def game(variant: str = "advanced") -> tuple[GameState, str, str]:
    state = new(variant, liberator=True, mail=True)
    me = state.turn.player if state.turn else ""
    rival = next(c for c in state.seats if c != me)
    park_everyone(state)
    clear_drops(state)
    return state, me, rival


def test_H_2_face_down_drops_on_the_board_show_only_as_a_count() -> None:
    state, _, _ = game()
    put_drop(state, "SR2", "rifle", "map")
    put_drop(state, "OC1", "ambush-2")
    view = engine.mali.view(state, None)
    assert view["drops"] == {"OC1": 1, "SR2": 2}
    assert_public_view_hides_tokens(state)
    for viewer in state.seats:  # nobody sees them, not even a player
        text = json.dumps(engine.mali.view(state, viewer))
        assert '"rifle"' not in text and '"ambush-2"' not in text and '"map"' not in text


def test_H_2_the_decks_and_the_seed_are_not_in_any_view() -> None:
    state, me, _ = game()
    view = engine.mali.view(state, me)
    assert view["liberator"]["deck_size"] == len(state.liberator_deck)
    assert view["liberator"]["stack_size"] == len(state.drop_stack)
    assert "liberator_deck" not in json.dumps(view) and "drop_stack" not in json.dumps(view)
    assert "rng" not in view and str(state.rng) not in json.dumps(view)


def test_H_2_the_liberator_phase_drop_event_names_no_token() -> None:
    state, _, _ = game()
    state.liberator_deck = ["drop", "drop"]
    state, events = pass_round(state)
    drop = of_type(events, "drop")
    assert drop and set(drop[0]) == {"type", "space", "count"}
    assert_public_events_hide_tokens(state, events)
    assert_public_view_hides_tokens(state)


def test_H_1_tokens_in_hand_owner_sees_them_others_see_how_many() -> None:
    state, me, rival = game()
    give_tokens(state, me, "grenade", "radio")
    give_tokens(state, rival, "map")
    assert_public_view_hides_tokens(state)
    for viewer, colour, tokens in ((me, me, ["grenade", "radio"]), (rival, me, None), (None, me, None),
                                   (rival, rival, ["map"]), (me, rival, None)):
        seen = next(p for p in engine.mali.view(state, viewer)["players"] if p["colour"] == colour)
        assert seen["tokens"] == tokens
        assert seen["tokens_held"] == len(state.players[colour].tokens)


def test_H_1_picking_up_only_the_finder_is_told_what_it_is() -> None:
    state, me, _ = game()
    put_drop(state, "SR1", "grenade", "ambush-1")
    state = turn_for(state, me, "1")
    state, events = act(state, A.PickUpDrops(me, 1))
    found = of_type(events, "token_found")
    assert [(e["private_to"], e["token"]) for e in found] == [(me, "grenade")]
    assert all(private(e) for e in found)
    assert_public_events_hide_tokens(state, events)
    assert of_type(events, "ambush")[0]["token"] == "ambush-1"  # the Ambush is shown to all (L-3.1)
    assert_public_view_hides_tokens(state)


def test_H_1_a_used_token_is_public_an_unused_one_is_not() -> None:
    state, me, _ = game()
    give_tokens(state, me, "drugs", "rifle")
    state = turn_for(state, me, "1")
    state, events = act(state, A.UseToken(me, "drugs"))
    assert of_type(events, "token_used")[0]["token"] == "drugs"
    seen = next(p for p in engine.mali.view(state, None)["players"] if p["colour"] == me)
    assert seen["used_tokens"] == ["drugs"] and seen["tokens_held"] == 1 and seen["tokens"] is None
    assert_public_events_hide_tokens(state, events)
    assert_public_view_hides_tokens(state)


def test_H_1_unused_tokens_stay_hidden_after_the_game_ends() -> None:
    state, me, _ = game("basic")
    give_tokens(state, me, "rifle")
    state.deck, state.track = [], []
    events = []
    while state.phase != "ended":
        assert state.turn is not None
        state, ev = act(state, A.TimeoutPass(state.turn.player))
        events += ev
    assert_public_view_hides_tokens(state)
    assert_public_events_hide_tokens(state, events)
