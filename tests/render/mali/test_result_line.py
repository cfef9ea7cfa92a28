"""E-1 - E-4 on the final board: under the outcome, how a tie on the best total was broken and why the game ended,
in the board's language, on the panel and readable at full size and on a phone (640 px wide)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from render import kit
from render.mali import BASE_W, Renderer, sprites
from render.strings import LANGS
from tests.render import fixtures as fx
from words.mali.result import end_line, tie_line

PHONE_W = kit.PHONE_WIDTH
MARGIN = 18  # the panel's margin at the base width (render/mali/panel.py)


def tied(shared: bool) -> dict[str, Any]:
    """The finished game of the fixtures with orange on violet's 49 points: violet wins on orders delivered
    (7 to 6), or both have 7 and share the victory."""
    view = copy.deepcopy(fx.finished_game())
    result = view["result"]
    for row in result["scores"]:
        if row["colour"] == "orange":
            row["total"], row["orders_delivered"] = 49, 7 if shared else 6
    result["tie"] = {"total": 49, "tied": ["violet", "orange"], "orders": 7, "next_orders": None if shared else 6}
    if shared:
        result["winners"] = ["violet", "orange"]
    return view


def defeat() -> dict[str, Any]:
    view = copy.deepcopy(fx.finished_game())
    view["result"].update(outcome="defeat", winners=[], reason="E-2")
    return view


def drawn(view: dict[str, Any], lang: str, width: int) -> list[tuple[str, float]]:
    kit.text_sprite.cache_clear()
    sprites.clear_sprite_caches()
    with kit.recording_text() as log:
        Renderer(width, lang).final(view, None)
    return log


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", [BASE_W, PHONE_W])
@pytest.mark.parametrize("case", ["broken", "shared", "defeat", "plain"])
def test_E_1_the_final_board_names_the_tie_break_and_why_the_game_ended(case: str, width: int, lang: str) -> None:
    view = {"broken": lambda: tied(False), "shared": lambda: tied(True), "defeat": defeat,
            "plain": fx.finished_game}[case]()
    result = view["result"]
    notes = [line for line in (tie_line(result, lang), end_line(result, lang)) if line]
    assert len(notes) == (2 if case in ("broken", "shared") else 1)
    log = drawn(view, lang, width)
    texts = [t for t, _ in log]
    for note in notes:  # each drawn whole, or wrapped into lines that together say it
        parts = [t for t in texts if t in note and len(t) > 12]
        assert " ".join(parts) == note or note in texts, (note, parts)
    room = width - 2 * MARGIN * width / BASE_W
    for text, px in log:
        if any(text in note for note in notes) and len(text) > 12:
            assert kit.text_width(text, "sans", round(px)) <= room, (text, px, width)
            assert kit.capitals_on_phone(px, width) >= kit.PHONE_CAPITALS_PX, (text, px)
