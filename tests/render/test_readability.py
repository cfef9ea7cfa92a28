"""The board read on a phone (issue 12): text height at 640 px wide (its capitals, issue 24), colour-blind-safe scouts, and what the
board must show — prison, carried tags, last-round warnings, the Liberator beside its space, tank sizes,
player names, and only the final scores at the end."""

from __future__ import annotations

import copy
import itertools
import math
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from data.mali.loader import game_data
from engine.mali.forecast import failure_effects
from render import kit
from render.kit import PHONE_CAPITALS_PX, PHONE_WIDTH, capitals_on_phone, recording_text
from render.mali import BASE_H, BASE_W, Renderer, sprites
from render.mali.board import layout
from render.mali.colours import PLAYER_COLOURS, PLAYER_SHAPES, player_rgb
from render.mali.grid import LEGEND_H, MARKER_R
from render.mali.result import MAX_GROW
from render.mali.result import ROW as SCORE_ROW
from render.mali.strings import tr
from render.strings import LANGS
from tests.render import fixtures as fx
from tests.render.cvd import assert_apart, assert_one_shape_each, delta_e2000

BOARDS: dict[str, Callable[[], dict[str, Any]]] = {**fx.ALL, "busy": fx.busy_board}


def drawn_texts(view: dict[str, Any], lang: str, names: dict[str, str] | None = None,
                width: int = BASE_W) -> tuple[list[tuple[str, float]], Image.Image]:
    """Every text drawn for `view` with its size in the final image, from a renderer built from scratch."""
    kit.text_sprite.cache_clear()
    sprites.clear_sprite_caches()
    with recording_text() as log:
        r = Renderer(width, lang)
        image = r.final(view, names)
    return log, image


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(BOARDS))
def test_smallest_text_is_9_5_px_at_phone_width(name: str, lang: str) -> None:
    """Every text's capitals at least PHONE_CAPITALS_PX high once a phone shows the board PHONE_WIDTH wide."""
    log, image = drawn_texts(BOARDS[name](), lang)
    assert len(log) >= 80, "the text recorder saw the board's labels"  # fresh_basic draws 100
    texts = {t for t, _ in log}
    assert "Politechnika" in texts and tr(lang, "threat") in texts  # static layer and panel were recorded
    small = sorted({(round(capitals_on_phone(px, image.width), 2), t) for t, px in log
                    if capitals_on_phone(px, image.width) < PHONE_CAPITALS_PX})
    assert not small, f"{name}/{lang}: capitals under {PHONE_CAPITALS_PX} px at {PHONE_WIDTH} px wide: {small[:8]}"


def test_the_recorder_catches_text_drawn_inside_sprites() -> None:
    """Order numbers and scout numbers are drawn inside cached sprites; the recorder must see them too."""
    log, _ = drawn_texts(fx.fresh_basic(), "en")
    texts = {t for t, _ in log}
    assert {"4", "11", "22"} <= texts  # order slips and flags
    assert {"1", "2", "3"} <= texts  # scout numbers


@pytest.mark.parametrize("kind", [None, "protanopia", "deuteranopia"])
def test_scout_colours_stay_apart_for_colour_blind_players(kind: str | None) -> None:
    """ΔE (CIEDE2000) ≥ 20 between every pair of player colours, for normal sight and simulated dichromacy."""
    assert_apart(PLAYER_COLOURS, kind, 20)


def test_delta_e_matches_a_published_pair() -> None:
    """Sharma, Wu and Dalal's CIEDE2000 test data, pair 1."""
    assert delta_e2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)


def test_every_colour_has_its_own_shape_on_the_board() -> None:
    """The second cue: each player's piece has a different outline, whatever the colour looks like."""
    assert_one_shape_each(PLAYER_SHAPES, PLAYER_COLOURS)
    masks = {c: sprites.scout(c, "", 15, 1.0).getchannel("A").point(lambda a: 255 if a > 128 else 0)
             for c in PLAYER_COLOURS}
    for a, b in itertools.combinations(masks, 2):
        ma, mb = masks[a], masks[b]
        size = (max(ma.width, mb.width), max(ma.height, mb.height))
        pa, pb = Image.new("L", size), Image.new("L", size)
        pa.paste(ma, ((size[0] - ma.width) // 2, (size[1] - ma.height) // 2))
        pb.paste(mb, ((size[0] - mb.width) // 2, (size[1] - mb.height) // 2))
        differ = sum(1 for x, y in zip(pa.tobytes(), pb.tobytes(), strict=True) if x != y)
        assert differ >= 60, f"{a} and {b} pieces have nearly the same outline ({differ} pixels differ)"


def _view_with(**over: Any) -> dict[str, Any]:
    v = fx.make_view(**over)
    return v


def test_last_round_warning_B_7_2_district_falls_when_it_holds_a_small_tank() -> None:
    # order 2 goes to Fort Czerniakowski (CZ); a small tank already stands in Czerniaków
    v = _view_with(track=[(2, 4, None)], tanks={"CZ1": "small"})
    assert failure_effects(v, game_data()) == {2: "falls"}
    v = _view_with(track=[(2, 4, None)])
    assert failure_effects(v, game_data()) == {2: "tank"}


def test_last_round_warning_B_7_2_a_fallen_district_gets_a_tank() -> None:
    v = _view_with(track=[(2, 4, None)], tanks={"CZ1": "large"}, fallen=["CZ"])
    assert failure_effects(v, game_data()) == {2: "tank"}


def test_last_round_warning_B_7_3_E_2_defeat() -> None:
    gd = game_data()
    v = _view_with(track=[(2, 4, None), (13, 2, None)], tanks={"WO2": "large", "MO2": "small"})  # threat 3
    assert failure_effects(v, gd) == {2: "defeat"}  # only the last-round order is warned about
    v = _view_with(track=[(2, 4, None), (19, 4, None)], tanks={"WO2": "large"})  # threat 2, two last-round
    assert failure_effects(v, gd) == {2: "defeat_all", 19: "defeat_all"}


def test_the_track_writes_the_warning() -> None:
    view = fx.midgame_advanced()  # order 2 into Czerniaków (small tank there), order 19 into Wola
    log, _ = drawn_texts(view, "en")
    texts = {t for t, _ in log}
    assert f"⚠ {tr('en', 'fail_falls')}" in texts and f"⚠ {tr('en', 'fail_tank')}" in texts


def test_prison_box_says_who_is_inside_and_when_they_return() -> None:
    view = fx.fallen_district()  # red-3 in prison, back on red's next turn
    log, _ = drawn_texts(view, "en", names={"red": "Ola"})
    hq = game_data().spaces[game_data().headquarters].name
    assert f"Ola: {tr('en', 'prison_back_next')} → {hq}" in {t for t, _ in log}
    assert "prison:red-3" in layout(view)
    for s in view["scouts"]:
        if s["id"] == "red-3":
            s["prison"] = 2
    log, _ = drawn_texts(view, "pl")
    assert any(tr("pl", "prison_back_later") in t for t, _ in log)


def test_carried_orders_and_letters_hang_on_their_scout_in_its_colour() -> None:
    view = fx.midgame_advanced()  # orange-1 carries order 2 (to Fort Czerniakowski) and letter L04
    log, _ = drawn_texts(view, "en")
    texts = {t for t, _ in log}
    gd = game_data()
    assert any(t.startswith("2 → Fort") for t in texts)
    assert gd.letters["L04"].destination in texts or any(gd.letters["L04"].destination in t.split() for t in texts)
    r = Renderer(BASE_W, "en")
    frame = r.compose(view)
    for key in ("carried:orange-1", "scout_letters:orange-1"):
        x, y = frame.positions[key]
        scout_x, scout_y = frame.positions["scout:orange-1"]
        assert abs(y - scout_y) < 6 and 0 < x - scout_x < 240, f"{key} is not beside its scout"  # 22 px tags
        box = frame.image.crop((x - 20, y - 8, x + 20, y + 8))
        orange = player_rgb("orange")
        raw = box.convert("RGB").tobytes()
        pixels = [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]
        near = sum(1 for p in pixels if max(abs(a - b) for a, b in zip(p, orange, strict=True)) < 12)
        assert near > 40, f"{key} is not in the carrier's colour"


def test_the_liberator_sits_beside_its_space_and_marks_its_next_stop() -> None:
    view = fx.midgame_advanced()  # the Liberator over Politechnika, heading for Kolonia Staszica
    r = Renderer(BASE_W, "en")
    pos = r.compose(view).positions
    cx, cy = r.centres[view["liberator"]["space"]]
    assert math.dist(pos["liberator"], (cx, cy)) >= 2 * MARKER_R  # the marker and the name stay clear
    nx, ny = r.centres[view["liberator"]["next"]]
    assert abs(pos["liberator_next"][0] - nx) <= 2 and abs(pos["liberator_next"][1] - ny) <= MARKER_R + 8
    plane = sprites.liberator(0.8)
    assert plane.width <= 60, "the plane is no bigger than a space and its pieces"


def test_small_and_large_tanks_differ_at_a_glance() -> None:
    small, large = sprites.tank(False, 1.0), sprites.tank(True, 1.0)

    def ink(im: Image.Image) -> int:
        return sum(1 for a in im.getchannel("A").tobytes() if a > 128)

    assert ink(large) >= 1.8 * ink(small)  # two tanks in column against one


def test_player_names_are_drawn() -> None:
    names = {"orange": "Żaneta", "red": "Ola", "violet": "Kuba", "green": "Mirek"}
    log, _ = drawn_texts(fx.midgame_advanced(), "pl", names=names)
    texts = {t for t, _ in log}
    assert set(names.values()) <= texts


def test_the_final_board_shows_only_final_scores() -> None:
    view = fx.finished_game()
    log, _ = drawn_texts(view, "en")
    pts = tr("en", "pts")
    assert not [t for t, _ in log if t.endswith(f" {pts}")], "order points drawn beside the result"
    positions = layout(view)
    assert not [k for k in positions if k.startswith("player:")]
    assert all(f"score:{s['colour']}" in positions for s in view["result"]["scores"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_final_scores_grow_into_the_free_room_and_stay_above_the_legend(players: int) -> None:
    """Without the track and the players' blocks the final panel has room: the score rows (and their totals)
    are drawn up to MAX_GROW times as large, so that they read well on a phone, never into the legend."""
    view = copy.deepcopy(fx.finished_game())
    view["result"]["scores"] = view["result"]["scores"][:players]
    mids = sorted(y for k, (_, y) in layout(view).items() if k.startswith("score:"))
    assert len(mids) == players
    row = (mids[1] - mids[0]) if players > 1 else None
    if row is not None:
        assert SCORE_ROW < row <= SCORE_ROW * MAX_GROW + 1, "the rows grew, within their bound"
    log, _ = drawn_texts(view, "en")
    totals = [size for t, size in log if t in {str(s["total"]) for s in view["result"]["scores"]}]
    assert max(totals) > 28, "the totals are drawn larger than at the base size"
    assert mids[-1] + SCORE_ROW * MAX_GROW / 2 < BASE_H - LEGEND_H, "the last row ends above the legend"
