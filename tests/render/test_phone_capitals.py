"""How text height on a phone is measured (issue 24): the capitals' height once the board is 640 px wide."""

from __future__ import annotations

import pytest

from render.kit import CAP_HEIGHT, capitals_on_phone, font, smallest_font_for_phone


@pytest.mark.parametrize("kind", ["sans", "bold", "serif"])
def test_cap_height_is_what_the_shipped_faces_draw(kind: str) -> None:
    _, top, _, bottom = font(kind, 100).getbbox("H")
    assert (bottom - top) / 100 == pytest.approx(CAP_HEIGHT, abs=0.005)


def test_a_1080_px_board_needs_22_px_text_for_capitals_of_9_5_px_on_a_phone() -> None:
    assert smallest_font_for_phone(1080) == 22
    assert capitals_on_phone(22, 1080) >= 9.5 > capitals_on_phone(21, 1080)
    assert capitals_on_phone(17, 1080) == pytest.approx(7.35, abs=0.01), "the issue's 'about 7 px' lines"
