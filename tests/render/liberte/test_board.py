"""Liberté's board image: a portrait PNG under 300 KB in both languages for 3 and 6 players, every stack,
mark, track and display card placed, the placeholder warning (LB-D.8), the result once over, and the cached
bands giving the same image as drawing the whole board afresh."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from render.liberte import board_filename, layout, render_board
from render.liberte.context import Ctx
from render.liberte.labels import label
from render.liberte.model import read
from render.liberte.renderer import Renderer, compose, parts
from render.strings import LANGS
from tests.render.liberte import fixtures as fx

MAX_BYTES = 300 * 1024


def png(view: dict[str, Any], lang: str = "en") -> Image.Image:
    data = render_board(view, fx.NAMES, lang)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(data))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [3, 6])
def test_every_board_is_a_portrait_png_1080_wide_under_300_kb(players: int, lang: str) -> None:
    for name, view in fx.boards(players).items():
        data = render_board(view, fx.NAMES, lang)
        im = Image.open(io.BytesIO(data))
        assert im.width == 1080 and im.height > im.width, name
        assert len(data) <= MAX_BYTES, f"{name}/{lang}: {len(data)} bytes"


@pytest.mark.parametrize("players", [3, 4, 6])
def test_every_stack_province_and_display_card_is_placed(players: int) -> None:
    for view in (fx.busiest(players), *fx.played_views(players, every=150)):
        where = layout(view, fx.NAMES, "en")
        for order, stacks in view["provinces"].items():
            assert f"province:{order}" in where
            for st in stacks:
                assert f"stack:{order}:{st['owner']}" in where
        for p in view["players"]:
            assert f"player:{p['colour']}" in where
            for cid in p["display"]:
                assert f"display:{p['colour']}:{cid}" in where
        for f in ("R", "M", "W"):
            assert f"track:{f}" in where and f"supply:{f}" in where
        for t in (1, 2, 3, 4):
            assert f"turn:{t}" in where
        if view["phase"] != "ended":
            assert all(f"offer:{cid}" in where for cid in view["offer"])


def test_provinces_are_laid_out_by_region_in_election_order() -> None:
    """LB-6.2: in each region's rows the numbers rise left to right, row after row; regions one under another."""
    view = fx.busiest(6)
    ctx = Ctx.of("en", read_data(view), None)
    where = layout(view, None, "en")
    last_region_y = -1
    for region in ctx.regions():
        ry = where[f"region:{region.id}"][1]
        assert ry > last_region_y
        last_region_y = ry
        cells = [where[f"province:{p.order}"] for p in ctx.data.provinces if p.region == region.id]
        assert all(ry < y for _, y in cells)
        assert cells == sorted(cells, key=lambda xy: (xy[1], xy[0]))


def read_data(view: dict[str, Any]) -> Any:
    from render.liberte.model import data_for

    return data_for(read(view))


@pytest.mark.parametrize("lang", LANGS)
def test_the_placeholder_data_says_so_on_every_board(lang: str) -> None:
    """LB-D.8: a board of the placeholder set carries the warning; the words say it is not the real game."""
    for view in fx.boards(3).values():
        assert "placeholder" in layout(view, fx.NAMES, lang)
    assert {"en": "PLACEHOLDER DATA — not the real game", "pl": "DANE ZASTĘPCZE"}[lang] in label(
        lang, "board.placeholder")


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_game_shows_the_result_with_every_player(lang: str) -> None:
    """LB-8: the result band lists everyone, winners first; nobody is waited for and the offer is gone."""
    for view in (fx.finished(6), fx.played_views(3)[-1], fx.played_views(6)[-1]):
        assert view["phase"] == "ended"
        where = layout(view, fx.NAMES, lang)
        scores = sorted((where[f"score:{p['colour']}"][1], p["colour"]) for p in view["players"])
        assert len(scores) == len(view["players"])
        winners = set(view["result"]["winners"])
        assert {c for _, c in scores[:len(winners)]} == winners
        assert not any(k.startswith(("waiting:", "offer:")) for k in where)
        png(view, lang)


def test_the_sudden_end_shows_faction_points() -> None:
    view = fx.finished(6)
    texts = [t for t, _, _ in compose(view, fx.NAMES, "en").fits]
    p = view["result"]["points"]["brown"]
    assert label("en", "board.result.points", votes=p["votes"], map=p["map"], cards=p["cards"]) in texts
    assert label("en", "board.result.counter_revolution") in texts


def test_who_is_waited_for_and_the_open_tie_break_are_shown() -> None:
    view = fx.busiest(6)
    where = layout(view, fx.NAMES, "en")
    assert f"waiting:{view['waiting_for']}" in where
    assert all(f"tie:{c}" in where for c in view["tiebreak"]["contenders"])
    texts = [t for t, _, _ in compose(view, fx.NAMES, "en").fits]
    assert any(label("en", "board.await.tiebreak.province") in t for t in texts)
    assert any(label("en", "board.tie.advanced", value=3) in t for t in texts)


def test_a_real_tie_break_names_its_kind() -> None:
    """The view's `tiebreak` gives the kind even where its `choice` does not."""
    for view in fx.every_moment(6).values():
        tie = view.get("tiebreak")
        if tie:
            assert read(view).choice_tie == tie["kind"]


@pytest.mark.parametrize("lang", LANGS)
def test_cached_bands_give_the_same_image_as_a_fresh_drawing(lang: str) -> None:
    r = Renderer(lang)
    views = fx.played_views(6, every=90)
    for v in views:
        r.render(v, fx.NAMES)  # fill the cache along a game
    for v in views[::3]:
        cached = r.final(v, fx.NAMES).convert("RGB")
        fresh = r.codec.to_palette(compose(v, fx.NAMES, lang).image).convert("RGB")
        assert cached.tobytes() == fresh.tobytes()


def test_bands_of_an_unchanged_part_are_reused() -> None:
    """After one action only the bands it touched are drawn again (the static layers stay cached)."""
    views = fx.played_views(6, every=1)[40:42]
    b0, b1 = (read(v) for v in views)
    ctx = Ctx.of("en", read_data(views[0]), fx.NAMES)
    k0 = {key for key, _ in parts(ctx, b0)}
    k1 = {key for key, _ in parts(ctx, b1)}
    assert len(k0 & k1) >= len(k1) - 4


def test_the_file_name_says_turn_and_phase() -> None:
    assert board_filename({"turn": 2, "phase": "election"}) == "liberte-t2-election.png"
    assert board_filename({}) == "liberte-t0-board.png"
