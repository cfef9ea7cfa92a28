"""LB-9: the board shows only what everyone may see. A player's own view (their hand, their choice's options)
draws the same image as the public view; a hand's cards are never drawn, even when a view carries them (a
sudden end's revealed hands, a hand-made view); only a hand's size is shown."""

from __future__ import annotations

import copy

import pytest

from render.liberte import layout, render_board
from render.liberte.model import read
from render.liberte.renderer import compose
from tests.render.liberte import fixtures as fx


@pytest.mark.parametrize("players", [3, 6])
def test_a_players_own_view_draws_the_public_board(players: int) -> None:
    pairs = fx.private_pairs(players)
    assert any("hand" in own and own["hand"] for _, own in pairs)
    assert any((own.get("choice") or {}).get("options") and not (pub.get("choice") or {}).get("options")
               for pub, own in pairs)
    for public, own in pairs:
        assert render_board(own, fx.NAMES, "en") == render_board(public, fx.NAMES, "en")


def test_no_hand_card_is_drawn_even_when_a_view_carries_hands() -> None:
    """Cards only in hands (none in the offer or a display) appear nowhere on the board, by position or text."""
    view = fx.busiest(6)
    shown = set(view["offer"]) | {c for p in view["players"] for c in p["display"]}
    secret = sorted(set(range(1, 111)) - shown)[:7]
    leaky = copy.deepcopy(view)
    leaky["hand"] = secret
    leaky["hands"] = {p["colour"]: secret for p in view["players"]}
    leaky["choice"]["options"] = [f"advance:{c}" for c in secret]
    where = layout(leaky, fx.NAMES, "en")
    assert not any(k.split(":")[-1] in {str(c) for c in secret} and k.startswith(("offer:", "display:")) for k in where)
    texts = {t for t, _, _ in compose(leaky, fx.NAMES, "en").fits}
    assert not any(f"#{c}" in texts for c in secret)
    assert render_board(leaky, fx.NAMES, "en") == render_board(view, fx.NAMES, "en")


def test_the_reader_keeps_nothing_private() -> None:
    view = fx.busiest(6)
    view["hand"] = [1, 2, 3]
    board = read(view)
    assert "hand" not in repr(board).replace("hand_size", "")


def test_hand_sizes_are_shown() -> None:
    """LB-4.11: the size of a hand is public."""
    from render.liberte.labels import label

    view = fx.busiest(6)
    texts = " ".join(t for t, _, _ in compose(view, fx.NAMES, "en").fits)
    for p in view["players"]:
        assert label("en", "board.hand", count=p["hand_size"]) in texts
