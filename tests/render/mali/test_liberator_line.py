"""The Liberator's line under the players (issue 23, item 14): a long next stop ("Kościół św. Stanisława
Kostki") is wrapped or shrunk, never cut inside a word, on the full board and on one drawn 640 px wide."""

from __future__ import annotations

from typing import Any, cast

import pytest

from render import kit
from render.kit import recording_text
from render.mali import BASE_W, Renderer, sprites
from render.mali.strings import tr
from render.strings import LANGS
from tests.render import fixtures as fx

LONG = "Kościół św. Stanisława Kostki"


def liberator_lines(view: dict[str, Any], lang: str, width: int) -> list[str]:
    """The Liberator's name line(s) as drawn: from its label to the line of its cards and tokens."""
    kit.text_sprite.cache_clear()
    sprites.clear_sprite_caches()
    with recording_text() as log:
        Renderer(width, lang).final(cast(Any, view), None)
    texts = [t for t, _ in log]
    label = f"{tr(lang, 'liberator')}: "
    start = next(i for i, t in enumerate(texts) if t.startswith(label))
    end = next(i for i in range(start, len(texts)) if texts[i].startswith(tr(lang, "liberator_cards")))
    return texts[start:end]


def heading_for(view: dict[str, Any], here: str, to: str) -> dict[str, Any]:
    view["liberator"] = dict(view["liberator"], space=here, next=to)
    return view


@pytest.mark.parametrize("width", [BASE_W, 640])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("board", [fx.midgame_advanced, fx.busy_board, fx.fallen_district])
def test_a_long_next_stop_is_written_whole(board: Any, lang: str, width: int) -> None:
    lines = liberator_lines(heading_for(board(), "ZO3", "ZO1"), lang, width)
    said = " ".join(lines)
    assert "…" not in said, lines
    assert said == f"{tr(lang, 'liberator')}: Dworzec Gdański → {LONG}", lines
    assert all(line.split() for line in lines)


@pytest.mark.parametrize("lang", LANGS)
def test_a_stop_that_fits_keeps_one_line(lang: str) -> None:
    lines = liberator_lines(heading_for(fx.midgame_advanced(), "SR4", "OC1"), lang, BASE_W)
    assert lines == [f"{tr(lang, 'liberator')}: Politechnika → Kolonia Staszica"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_long_stop_from_the_other_side_is_written_whole_too(lang: str) -> None:
    lines = liberator_lines(heading_for(fx.midgame_advanced(), "ZO1", "ZO2"), lang, BASE_W)
    assert " ".join(lines) == f"{tr(lang, 'liberator')}: {LONG} → Plac Wilsona" and "…" not in " ".join(lines)
