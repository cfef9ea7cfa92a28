"""Only public information is drawn (RULES.md LT-16): a player's own view, with their hand, their secret
pick and their graveyard, makes the very same image as the public view; so do a pending choice's options."""

from __future__ import annotations

import copy

import pytest

from render.libertalia import render_board
from render.libertalia.renderer import compose
from tests.render.libertalia import fixtures as fx


@pytest.mark.parametrize("name", sorted(fx.ALL))
def test_a_players_own_view_draws_the_same_board(name: str) -> None:
    public = fx.ALL[name]()
    image = render_board(public, fx.NAMES, "en")
    for p in public["players"]:
        assert render_board(fx.with_private(public, p["colour"]), fx.NAMES, "en") == image


def test_hand_pick_and_graveyard_ranks_are_never_written() -> None:
    view = fx.with_private(fx.two_players_day(), "red")
    view["players"][0]["hand"] = view["hand"] = [1, 2, 3]
    view["players"][0]["graveyard"] = view["graveyard"] = [37, 39]
    texts = {t for t, _, _ in compose(view, fx.NAMES, "en").fits}
    assert not {"37", "39"} & texts  # in no ship, on no island: only the graveyard holds them


def test_pending_options_are_not_drawn() -> None:
    """Options may name cards of a hand or graveyard (Surgeon, Recruiter): the board shows only who chooses."""
    view = fx.two_players_day()
    other = copy.deepcopy(view)
    other["pending"][0]["options"] = [{"id": "rank:37", "rank": 37}, {"id": "rank:39", "rank": 39}]
    assert render_board(view, fx.NAMES, "pl") == render_board(other, fx.NAMES, "pl")
