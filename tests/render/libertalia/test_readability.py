"""The board read on a phone: the capitals of every text at least 9.5 px high once the board is 640 px wide,
every text inside its box, colour-blind-safe player colours with a shape each, and every character's name
fitting its card in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from render import kit
from render.kit import PHONE_CAPITALS_PX, PHONE_WIDTH, capitals_on_phone, recording_text
from render.libertalia import sprites
from render.libertalia.colours import PLAYER_COLOURS, PLAYER_SHAPES
from render.libertalia.renderer import compose
from render.libertalia.strip import clear_pieces
from render.strings import LANGS
from tests.render.cvd import assert_apart, assert_one_shape_each
from tests.render.libertalia import fixtures as fx

COUNTS = (2, 3, 4, 5, 6)


def drawn(view: dict[str, Any], lang: str, names: dict[str, str] | None = None) -> tuple[list[tuple[str, float]], int]:
    """Every text drawn for `view` with its pixel size, and the board's width."""
    kit.text_sprite.cache_clear()
    clear_pieces()  # cached pieces would not draw their text again
    with recording_text() as log:
        width = compose(view, names, lang).image.width
    return log, width


def boards(players: int) -> dict[str, dict[str, Any]]:
    """Real games' boards in every phase of every voyage, the final one included, and the hand-made ones with
    this many players (the tallest, wordiest board with six)."""
    out = {f"game:{k}": v for k, v in fx.every_phase(players).items()}
    out.update({f"fixture:{k}": make() for k, make in fx.ALL.items() if len(make()["players"]) == players})
    if players == 6:
        out["fixture:every_rank"] = fx.every_rank_view()
    return out


def test_the_boards_cover_every_phase_and_the_final_board() -> None:
    for n in COUNTS:
        phases = {v["phase"] for v in boards(n).values()}
        assert phases >= set(fx.PHASES), (n, phases)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", COUNTS)
def test_every_text_is_at_least_9_5_px_high_at_phone_width(players: int, lang: str) -> None:
    """The capitals of every text of every band (header, dealt characters, waiting line, island, loot days,
    track, ships, standings), as a phone 640 px wide shows the board: the height a reader sees (issue 24's
    "about 7 px" were the capitals of 17 px text), not the font size."""
    for name, view in boards(players).items():
        for names in (fx.NAMES, None):
            log, width = drawn(view, lang, names)
            assert len(log) > 20, name
            small = sorted({(round(capitals_on_phone(px, width), 2), px, text) for text, px in log
                            if capitals_on_phone(px, width) < PHONE_CAPITALS_PX})
            assert not small, (f"{name}/{lang}: {small[:5]} have capitals under {PHONE_CAPITALS_PX} px "
                               f"at {PHONE_WIDTH} px wide")


CONTAINERS = ("panel", "piece")  # what other things are drawn on; a badge, a coin or a text holds nothing


def overlaps(marks: list[tuple[str, tuple[int, int, int, int]]]) -> list[str]:
    """Pairs of drawn things whose ink boxes meet, unless one lies wholly inside the other and that other is a
    panel or a piece (a text on its chip, a chip in its panel). A badge over a name, a text on a coin or on
    another text: found."""
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
@pytest.mark.parametrize("players", COUNTS)
def test_nothing_drawn_overlaps_anything_else(players: int, lang: str) -> None:
    """Every panel, card, chip, badge, coin, loot drawing and text: apart, or wholly inside another."""
    for name, view in boards(players).items():
        for names in (fx.NAMES, None):
            found = overlaps(compose(view, names, lang).marks)
            assert not found, f"{name}/{lang}: {found[:3]}"


def test_the_overlap_check_sees_a_crossing() -> None:
    assert overlaps([("a", (0, 0, 10, 10)), ("b", (5, 5, 15, 15))])
    assert overlaps([("sprite", (0, 0, 10, 10)), ("a name", (2, 2, 8, 8))])  # a text on a badge
    assert not overlaps([("panel", (0, 0, 10, 10)), ("a name", (2, 2, 8, 8)), ("sprite", (10, 0, 20, 10))])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", COUNTS)
def test_every_text_stays_inside_its_box(players: int, lang: str) -> None:
    for name, view in boards(players).items():
        for names in (fx.NAMES, None):
            for text, (x0, y0, x1, y1), (bx0, by0, bx1, by1) in compose(view, names, lang).fits:
                assert bx0 - 1 <= x0 and x1 <= bx1 + 1, f"{name}: {text!r} spills sideways: {x0}..{x1} in {bx0}..{bx1}"
                assert by0 - 4 <= y0 and y1 <= by1 + 4, f"{name}: {text!r} spills up or down: {y0}..{y1} in {by0}..{by1}"


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
