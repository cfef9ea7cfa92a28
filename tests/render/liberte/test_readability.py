"""The board read on a phone: the capitals of every text at least 9.5 px high once the board is 640 px wide,
every text inside its box, nothing drawn over anything else unless wholly inside it, colour-blind-safe player
colours with a shape each, and text that contrasts with what it is drawn on."""

from __future__ import annotations

from typing import Any

import pytest

from render import kit
from render.kit import PHONE_CAPITALS_PX, PHONE_WIDTH, capitals_on_phone, recording_text
from render.liberte import sprites
from render.liberte.colours import FACTION_COLOURS, HIGHLIGHT, PLAYER_COLOURS, PLAYER_SHAPES, contrast, ink_on
from render.liberte.renderer import compose
from render.liberte.strip import clear_pieces
from render.strings import LANGS
from tests.render.cvd import assert_apart, assert_one_shape_each
from tests.render.liberte import fixtures as fx

COUNTS = (3, 6)


def drawn(view: dict[str, Any], lang: str, names: dict[str, str] | None = None) -> tuple[list[tuple[str, float]], int]:
    """Every text drawn for `view` with its pixel size, and the board's width (caches emptied, so every text
    is rasterised again and recorded)."""
    kit.text_sprite.cache_clear()
    clear_pieces()
    with recording_text() as log:
        width = compose(view, names, lang).image.width
    return log, width


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", COUNTS)
def test_every_text_is_at_least_9_5_px_high_at_phone_width(players: int, lang: str) -> None:
    """The capitals of every text of every band (header, warning, waiting line, tie-break, result, map, tracks,
    offer, players and their cards), as a phone 640 px wide shows the board: the height a reader sees."""
    for name, view in fx.boards(players).items():
        for names in (fx.NAMES, None):
            log, width = drawn(view, lang, names)
            assert len(log) > 50, name
            small = sorted({(round(capitals_on_phone(px, width), 2), px, text) for text, px in log
                            if capitals_on_phone(px, width) < PHONE_CAPITALS_PX})
            assert not small, (f"{name}/{lang}: {small[:5]} have capitals under {PHONE_CAPITALS_PX} px "
                               f"at {PHONE_WIDTH} px wide")


def test_the_text_check_sees_a_small_text() -> None:
    """The rule's check is not vacuous: text drawn at 21 px on a 1080 px board is below the line."""
    kit.text_sprite.cache_clear()
    with recording_text() as log:
        kit.text_sprite("Tiny", "sans", 21, (0, 0, 0))
    assert log == [("Tiny", 21)] and capitals_on_phone(21, 1080) < PHONE_CAPITALS_PX


CONTAINERS = ("panel", "piece")  # what other things are drawn on; a badge or a text holds nothing


def overlaps(marks: list[tuple[str, tuple[int, int, int, int]]]) -> list[str]:
    """Pairs of drawn things whose ink boxes meet, unless one lies wholly inside the other and that other is a
    panel or a piece (a digit on its block, a card in its player's panel)."""
    def inside(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
        return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]

    out = []
    for i, (ta, a) in enumerate(marks):
        for tb, b in marks[i + 1:]:
            if not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]):
                continue
            if (tb in CONTAINERS and inside(a, b)) or (ta in CONTAINERS and inside(b, a)):
                continue
            out.append(f"{ta!r} {a} × {tb!r} {b}")
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_drawn_overlaps_anything_else(lang: str) -> None:
    """Every panel, card, block, token and text: apart, or wholly inside another (the busiest boards)."""
    for view in (fx.busiest(6), fx.finished(6), fx.busiest(3)):
        found = overlaps(compose(view, fx.NAMES, lang).marks)
        assert not found, f"{lang}: {found[:3]}"


def test_the_overlap_check_sees_a_crossing() -> None:
    assert overlaps([("a", (0, 0, 10, 10)), ("b", (5, 5, 15, 15))])
    assert overlaps([("sprite", (0, 0, 10, 10)), ("a name", (2, 2, 8, 8))])
    assert not overlaps([("panel", (0, 0, 10, 10)), ("a name", (2, 2, 8, 8)), ("sprite", (10, 0, 20, 10))])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", COUNTS)
def test_every_text_stays_inside_its_box(players: int, lang: str) -> None:
    for name, view in fx.boards(players).items():
        for text, (x0, y0, x1, y1), (bx0, by0, bx1, by1) in compose(view, fx.NAMES, lang).fits:
            assert bx0 - 1 <= x0 and x1 <= bx1 + 1, f"{name}: {text!r} spills sideways: {x0}..{x1} in {bx0}..{bx1}"
            assert by0 - 4 <= y0 and y1 <= by1 + 4, f"{name}: {text!r} spills up or down: {y0}..{y1} in {by0}..{by1}"


@pytest.mark.parametrize("lang", LANGS)
def test_only_the_long_player_name_is_shortened(lang: str) -> None:
    """Card titles, province and region names, labels: they may shrink or take two lines, never lose letters."""
    long_name = fx.NAMES["brown"]
    for view in (fx.busiest(6), fx.finished(6)):
        for text, _, _ in compose(view, fx.NAMES, lang).fits:
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


def test_the_data_names_the_colours_the_board_draws() -> None:
    from data.liberte.loader import placeholder_data

    assert set(placeholder_data().r("player_colours")) == set(PLAYER_COLOURS)


def test_digits_and_labels_contrast_with_their_ground() -> None:
    """A stack's count on its block, a faction's name on its chip: white or dark, whichever reads (WCAG >= 4.4)."""
    for c in [*FACTION_COLOURS.values(), HIGHLIGHT]:
        assert contrast(ink_on(c), c) >= 4.4, c
