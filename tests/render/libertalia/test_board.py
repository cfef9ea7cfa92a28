"""Libertalia's board image: what it shows for 2, 3 and 6 players and once the game has ended, its size,
and that the cached bands give the same image as drawing the whole board afresh."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from render.libertalia import Renderer, layout, render_board
from render.libertalia.colours import HIGHLIGHT, INACTIVE, KEPT
from render.libertalia.labels import character_name, label
from render.libertalia.renderer import compose
from render.libertalia.ships import CHIP_W
from render.strings import LANGS
from tests.render.libertalia import fixtures as fx
from words.catalogue import has, keys

MAX_BYTES = 300 * 1024
SRC = Path(__file__).resolve().parents[3] / "render" / "libertalia"
BOARDS: dict[str, Callable[[], dict[str, Any]]] = fx.ALL


def near(a: Any, b: tuple[int, int, int], tol: int = 6) -> bool:
    """Pixel `a` is colour `b` (the PNG palette may hold a neighbour of a flat ink)."""
    return all(abs(int(x) - y) <= tol for x, y in zip(a, b, strict=True))


def png(view: dict[str, Any], lang: str = "en") -> Image.Image:
    data = render_board(view, fx.NAMES, lang)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(data))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(BOARDS))
def test_every_board_is_a_portrait_png_under_300_kb(name: str, lang: str) -> None:
    data = render_board(BOARDS[name](), fx.NAMES, lang)
    im = Image.open(io.BytesIO(data))
    assert (im.width == 1080 and im.height > im.width) or name == "ended"
    assert len(data) <= MAX_BYTES, f"{name}/{lang}: {len(data)} bytes"


@pytest.mark.parametrize("name", ["two_players_day", "three_players_dusk", "six_players_selection"])
def test_every_player_ship_and_supply_is_drawn(name: str) -> None:
    view = BOARDS[name]()
    where = layout(view, fx.NAMES, "en")
    for p in view["players"]:
        c = p["colour"]
        assert f"player:{c}" in where
        for card in p["ship"]:
            assert f"ship:{c}:{card['rank']}" in where
        for kind, n in p["loot"].items():
            assert (f"supply:{c}:{kind}" in where) == (n > 0)


@pytest.mark.parametrize("name", ["two_players_day", "three_players_dusk"])
def test_the_island_stands_in_order_left_to_right(name: str) -> None:
    view = BOARDS[name]()
    where = layout(view, fx.NAMES, "en")
    xs = []
    for c in sorted(view["island"], key=lambda c: c["slot"]):
        rank = c["rank"]
        text = str(int(rank)) if rank == int(rank) else f"{int(rank)}½"
        xs.append(where[f"island:{c['owner'] or 'midshipman'}:{text}"][0])
    assert xs == sorted(xs) and len(set(xs)) == len(xs)


def test_two_players_show_the_midshipman_and_the_empty_s1() -> None:
    """LT-11.3: slots S1, S2, M, R1 …; with S1 empty its place stays as a gap left of S2."""
    view = fx.two_players_day()
    where = layout(view, fx.NAMES, "en")
    assert "island:midshipman:20½" in where
    assert where["slot:0"][0] < where["island:blue:15"][0] == where["slot:1"][0]
    texts = {t for t, _, _ in compose(view, fx.NAMES, "en").fits}
    assert "Midshipman" in texts


def test_the_current_day_is_highlighted_and_others_are_not() -> None:
    view = fx.six_players_selection()
    im = png(view).convert("RGB")
    where = layout(view, fx.NAMES, "en")
    for day in range(1, 7):
        x, y = where[f"day:{day}"]
        lit = near(im.getpixel((x, y)), HIGHLIGHT)
        assert lit == (day == view["day"]), day


def test_inactive_reputation_tokens_are_greyed() -> None:
    view = fx.two_players_day()
    im = png(view).convert("RGB")
    where = layout(view, fx.NAMES, "en")
    for c in view["reputation"]:
        x, y = where[f"rep:{c}"]
        behind = im.getpixel((x - 60, y - 40))
        assert near(behind, INACTIVE) == (c not in view["active"]), c
    assert len(view["reputation"]) == 6


def test_kept_ship_cards_are_marked() -> None:
    view = fx.two_players_day()
    im = png(view).convert("RGB")
    where = layout(view, fx.NAMES, "en")
    for p in view["players"]:
        for card in p["ship"]:
            x, y = where[f"ship:{p['colour']}:{card['rank']}"]
            rim = im.getpixel((x - CHIP_W // 2 + 2, y))  # the chip's left edge
            assert near(rim, KEPT) == card["kept"], (p["colour"], card)
    texts = {t for t, _, _ in compose(view, fx.NAMES, "en").fits}
    assert any("kept: 8" in t for t in texts)


def test_coins_scores_and_names_are_written() -> None:
    view = fx.two_players_day()
    texts = {t for t, _, _ in compose(view, fx.NAMES, "en").fits}
    for p in view["players"]:
        assert fx.NAMES[p["colour"]] in texts
        assert str(p["coins"]) in texts and str(p["score"]) in texts
    assert "Voyage 2/3 · Day 3/5" in texts


def test_the_ended_board_shows_the_final_standings_only() -> None:
    view = fx.ended_view()
    where = layout(view, fx.NAMES, "en")
    for s in view["result"]:
        assert f"score:{s['colour']}" in where
    ys = [where[f"score:{s['colour']}"][1] for s in view["result"]]
    assert ys == sorted(ys)  # place 1 on top
    assert not any(k.startswith(("ship:", "island:", "day:", "waiting:")) for k in where)
    texts = {t for t, _, _ in compose(view, fx.NAMES, "en").fits}
    assert "Final standings" in texts and "71 pts" in texts


def test_names_default_to_the_colour() -> None:
    view = fx.three_players_dusk()
    where = layout(view, None, "pl")
    assert "player:green" in where
    assert render_board(view, None, "pl")[:4] == b"\x89PNG"


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_cached_bands_make_the_same_image_as_a_fresh_board(name: str) -> None:
    r = Renderer("pl")
    view = BOARDS[name]()
    first = r.render(view, fx.NAMES)
    again = r.render(view, fx.NAMES)  # from the band cache
    whole = r.codec.encode(r.codec.to_palette(r.compose(view, fx.NAMES).image))
    assert first == again == whole


def test_a_changed_player_changes_only_their_band() -> None:
    r = Renderer("en")
    view = fx.six_players_selection()
    before = r.final(view, fx.NAMES).convert("RGB")
    view["players"][2]["coins"] += 5
    after = r.final(view, fx.NAMES).convert("RGB")
    diff = Image.frombytes("L", before.size, bytes(a != b for a, b in zip(before.tobytes()[::3],
                                                                          after.tobytes()[::3], strict=True)))
    box = diff.getbbox()
    where = layout(view, fx.NAMES, "en")
    assert box is not None and box[1] > where["player:blue"][1] and box[3] < where["player:yellow"][1]


def test_every_board_label_is_in_both_catalogues() -> None:
    used = set()
    for path in SRC.glob("*.py"):
        found = re.findall(r"""ctx\.t\(\s*f?["'](board\.[a-z_.{}]*)""", path.read_text(encoding="utf-8"))
        used |= {k for k in found if "{" not in k}
    assert len(used) > 20
    for lang in LANGS:
        for key in used:
            assert has(lang, "libertalia/board", key), f"{lang}: {key}"
    assert keys("pl", "libertalia/board") == keys("en", "libertalia/board")


def test_every_days_loot_is_drawn() -> None:
    view = fx.six_players_selection()
    where = layout(view, fx.NAMES, "en")
    for day, kinds in enumerate(view["loot_days"], start=1):
        for kind in kinds:
            assert f"loot:{day}:{kind}" in where
        assert f"day:{day}" in where


async def test_the_async_board_is_the_same_png() -> None:
    from render.libertalia import render_board_async, warm_up

    warm_up(["en"])
    view = fx.three_players_dusk()
    assert await render_board_async(view, fx.NAMES, "en") == render_board(view, fx.NAMES, "en")


def test_a_removed_player_is_marked() -> None:
    view = fx.three_players_dusk()
    view["players"][2]["removed"] = True
    texts = {t for t, _, _ in compose(view, fx.NAMES, "en").fits}
    assert any("left the game" in t for t in texts)


def test_names_lose_only_the_characters_the_font_cannot_draw() -> None:
    view = fx.two_players_day()
    names = {"red": "Anna 🏴‍☠️ Ż", "blue": "🦜🦜"}
    texts = {t for t, _, _ in compose(view, names, "pl").fits}
    assert "Anna ☠ Ż" in texts and "niebieski" in texts  # the skull is in the font, the flag and parrot not


def test_the_ranks_dealt_this_voyage_are_listed() -> None:
    """LT-16.1: everyone knows the six ranks dealt each voyage."""
    view = fx.six_players_selection()
    view["dealt"] = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12], [40, 13, 22, 31, 5, 17]]
    texts = [t for t, _, _ in compose(view, fx.NAMES, "en").fits]
    assert "Dealt this voyage" in texts
    where = layout(view, fx.NAMES, "en")
    dealt = [5, 13, 17, 22, 31, 40]
    spots = [where[f"dealt:{r}"] for r in dealt]
    assert spots == sorted(spots, key=lambda xy: (xy[1], xy[0]))  # read in rank order, row by row
    assert not any(k.startswith("dealt:") and int(k[6:]) not in dealt for k in where)


@pytest.mark.parametrize("lang", LANGS)
def test_each_dealt_rank_is_named_in_the_boards_language(lang: str) -> None:
    """"Dealt: 12 · 31 · 32" made a player look each rank up: each rank now stands beside its character's name."""
    view = fx.six_players_selection()
    view["dealt"] = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12], [40, 13, 22, 31, 5, 17]]
    fits = compose(view, fx.NAMES, lang).fits
    where = layout(view, fx.NAMES, lang)
    for rank in (5, 13, 17, 22, 31, 40):
        x, y = where[f"dealt:{rank}"]
        beside = [t for t, (x0, y0, x1, y1), _ in fits if y0 <= y <= y1 and x - 200 <= x0 <= x + 200]
        assert str(rank) in beside and character_name(rank, lang) in beside, (rank, beside)


@pytest.mark.parametrize("view", [
    {},
    {"players": [{"colour": "red"}]},
    {"phase": "ended", "players": [{"colour": "red", "score": 3}], "reputation": ["red"]},
    {"days": 0, "day": 0, "voyage": 0, "island": [{"rank": "x"}], "loot_days": {"map": 1}},
])
def test_a_partial_view_still_draws(view: dict[str, Any]) -> None:
    """A view from an older or newer engine still gives a board, never an exception in the middle of a post."""
    assert render_board(view, None, "pl")[:4] == b"\x89PNG"


def test_a_pending_choice_names_its_chooser_and_the_acting_character() -> None:
    view = fx.two_players_day()  # red's Merchant (30) waits for red's choice
    where = layout(view, fx.NAMES, "en")
    assert "waiting:red" in where
    texts = {t for t, _, _ in compose(view, fx.NAMES, "en").fits}
    assert "Merchant: loot to sell" in texts  # what is chosen, and for whose ability (issue 23)


def test_days_already_played_collapse_to_one_line_each() -> None:
    """Day 4 of 6: days 1-3 hold nothing (LT-8.4) and take one short line, side by side, not full-size boxes."""
    from render.libertalia.loot_days import DONE_H

    view = fx.six_players_selection()
    c = compose(view, fx.NAMES, "en")
    ys = {c.positions[f"day:{d}"][1] for d in (1, 2, 3)}
    assert len(ys) == 1
    lines = [box for t, box, _ in c.fits if t.startswith("Day ") and t.endswith("· taken")]
    assert len(lines) == 3 and all(y1 - y0 <= DONE_H for _, y0, _, y1 in lines)
    assert c.positions["day:4"][1] - ys.pop() <= DONE_H + 60  # today's row comes right after that line
    assert "Day 4" in {t for t, _, _ in c.fits}


def test_lt_10_3_the_final_board_gives_each_players_points_per_voyage() -> None:
    view = fx.ended_view()
    for lang, word in (("en", "Voyage"), ("pl", "Rejs")):
        fits = compose(view, fx.NAMES, lang).fits
        texts = {t for t, _, _ in fits}
        for p in view["players"]:
            line = " · ".join(f"{word} {i + 1}: {n}" for i, n in enumerate(p["voyage_scores"]))
            assert line in texts, (lang, line)
            y_line = next(b[1] for t, b, _ in fits if t == line)
            y_score = layout(view, fx.NAMES, lang)[f"score:{p['colour']}"][1]
            assert abs(y_line - y_score) < 80  # in that player's row


def test_lt_3_7_the_final_board_has_no_voyage_start_doubloons() -> None:
    """Once the game is over no voyage starts, so the track's doubloons mean nothing and are not drawn."""
    coins = [91, 92, 93, 94, 95, 96]
    running = {t for t, _, _ in compose({**fx.three_players_dusk(), "reputation_coins": coins}, fx.NAMES, "en").fits}
    ended = {t for t, _, _ in compose({**fx.ended_view(), "reputation_coins": coins}, fx.NAMES, "en").fits}
    assert {str(n) for n in coins} <= running
    assert not {str(n) for n in coins} & ended
    assert "Reputation" in ended  # the track stays: it breaks ties (LT-15.3)


def test_an_island_emptied_by_the_day_does_not_say_yet() -> None:
    """At night the island is empty because the day is over: "no characters yet" would read as still to come."""
    for phase, key in (("selection", "board.island.empty"), ("night", "board.island.left"),
                       ("dusk", "board.island.left")):
        view = {**fx.three_players_dusk(), "island": [], "phase": phase}
        for lang in LANGS:
            texts = {t for t, _, _ in compose(view, fx.NAMES, lang).fits}
            assert label(lang, key) in texts, (phase, lang)


def test_the_polish_final_board_says_victory_not_a_masculine_winner() -> None:
    """"zwycięzca" is masculine whoever won: the winner's row says "zwycięstwo" (victory), which fits anyone."""
    texts = " ".join(t for t, _, _ in compose(fx.ended_view(), fx.NAMES, "pl").fits)
    assert "zwycięstwo · reputacja 5" in texts and "zwycięzc" not in texts
