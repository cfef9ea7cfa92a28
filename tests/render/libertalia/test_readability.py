"""The board read on a phone: text size at 640 px wide, every text inside its box, colour-blind-safe
player colours with a shape each, and every character's name fitting its card in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from render import kit
from render.kit import recording_text
from render.libertalia import sprites
from render.libertalia.colours import PLAYER_COLOURS, PLAYER_SHAPES
from render.libertalia.renderer import compose
from render.libertalia.strip import clear_pieces
from render.strings import LANGS
from tests.render.cvd import assert_apart, assert_one_shape_each
from tests.render.libertalia import fixtures as fx

PHONE_W = 640
MIN_TEXT_PX = 9.0


def drawn(view: dict[str, Any], lang: str, names: dict[str, str] | None = None) -> list[tuple[str, float]]:
    kit.text_sprite.cache_clear()
    clear_pieces()  # cached pieces would not draw their text again
    with recording_text() as log:
        compose(view, names, lang)
    return log


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(fx.ALL))
def test_smallest_text_is_9_px_at_phone_width(name: str, lang: str) -> None:
    log = drawn(fx.ALL[name](), lang, fx.NAMES)
    assert len(log) > 20
    smallest = min(log, key=lambda e: e[1])
    scale = PHONE_W / 1080
    assert smallest[1] * scale >= MIN_TEXT_PX, f"{smallest[0]!r} is {smallest[1] * scale:.1f} px at {PHONE_W} px"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(fx.ALL))
def test_every_text_stays_inside_its_box(name: str, lang: str) -> None:
    for names in (fx.NAMES, None):
        for text, (x0, y0, x1, y1), (bx0, by0, bx1, by1) in compose(fx.ALL[name](), names, lang).fits:
            assert bx0 - 1 <= x0 and x1 <= bx1 + 1, f"{text!r} spills sideways: {x0}..{x1} in {bx0}..{bx1}"
            assert by0 - 4 <= y0 and y1 <= by1 + 4, f"{text!r} spills up or down: {y0}..{y1} in {by0}..{by1}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_character_name_fits_without_shortening(lang: str) -> None:
    """Names may shrink or take two lines, never lose letters: only the deliberately long player name does."""
    long_name = fx.NAMES["black"]
    for text, _, _ in compose(fx.every_rank_view(), fx.NAMES, lang).fits:
        if text.endswith("…"):
            assert long_name.startswith(text[:-1].rstrip()), f"{text!r} was shortened"


@pytest.mark.parametrize("kind", [None, "protanopia", "deuteranopia"])
def test_player_colours_stay_apart_for_colour_blind_players(kind: str | None) -> None:
    assert_apart(PLAYER_COLOURS, kind, 20)


def test_every_colour_has_its_own_shape() -> None:
    assert_one_shape_each(PLAYER_SHAPES, PLAYER_COLOURS)
    masks = {c: sprites.badge(c, 48).getchannel("A").point(lambda a: 255 if a > 128 else 0).tobytes()
             for c in PLAYER_COLOURS}
    assert len(set(masks.values())) == len(masks)


def test_names_on_colour_bands_have_enough_contrast() -> None:
    """The owner's band on an island card: white or dark text, whichever reads better (WCAG ratio >= 4.4)."""
    from render.libertalia.colours import MIDSHIPMAN, contrast, ink_on

    for c in [*PLAYER_COLOURS.values(), MIDSHIPMAN]:
        assert contrast(ink_on(c), c) >= 4.4, c
