"""Mali's board read on a phone 640 px wide (issue 24): the capitals of every text at least 9.5 px high, no marker over another
(the Liberator beside its space clear of every piece), the prisoners on every board, the final one included,
"orders delivered", and the letters' district codes in the legend.

The boards are hand-built fixtures and the views of whole games played by computer players (fixed seeds), 2 to
4 players (what data/mali allows), basic and advanced, with and without the Liberator and the letters."""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Mapping
from functools import cache
from typing import Any

import pytest

from data.mali.loader import game_data
from engine.mali.game import apply, new_game
from engine.mali.state import Options
from engine.mali.view import view, waiting_for
from render import kit
from render.kit import PHONE_CAPITALS_PX, PHONE_WIDTH, capitals_on_phone, recording_text
from render.mali import BASE_H, Renderer, sprites
from render.mali.board import layout
from render.mali.grid import LEGEND_H
from render.mali.legend import CODES_LINES, entries, entry_scale, rows_for
from render.mali.strings import tr
from render.mali.track import short_name
from render.strings import LANGS
from tests.render import fixtures as fx
from tools.mali.players import greedy_player

COLOURS = ["orange", "red", "violet", "green"]
GAMES = {  # name: (players, options, seed)
    "2p-basic": (2, Options("basic", False, False), 5),
    "3p-advanced-liberator": (3, Options("advanced", True, False), 6),
    "4p-advanced-both": (4, Options("advanced", True, True), 1),
    "4p-basic-both": (4, Options("basic", True, True), 3),
}
Box = tuple[int, int, int, int]


@cache
def played(name: str) -> tuple[dict[str, Any], ...]:
    """Every view of a whole game, after each action, to its final board."""
    players, options, seed = GAMES[name]
    data = game_data()
    state, _ = new_game(COLOURS[:players], options, seed, data)
    bots = {c: greedy_player(random.Random(seed * 8 + i), data) for i, c in enumerate(COLOURS[:players])}
    views: list[dict[str, Any]] = [dict(view(state))]
    while state.phase != "ended":
        colour = waiting_for(state)
        assert colour is not None
        state, _ = apply(state, bots[colour](state, colour), data)
        views.append(dict(view(state)))
    return tuple(views)


def sampled(name: str) -> list[dict[str, Any]]:
    """Every third view of the game, and its last (the final board)."""
    views = played(name)
    return [*views[::3], views[-1]]


def with_prisoner(v: Mapping[str, Any], scout: str) -> dict[str, Any]:
    out = copy.deepcopy(dict(v))
    for s in out["scouts"]:
        if s["id"] == scout:
            s["space"], s["prison"] = None, 1
    return out


def fixture_boards() -> list[dict[str, Any]]:
    return [f() for f in (*fx.ALL.values(), fx.busy_board)] + [with_prisoner(fx.finished_game(), "red-3")]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["fixtures", *GAMES])
def test_every_text_is_at_least_9_5_px_on_a_phone(name: str, lang: str) -> None:
    boards = fixture_boards() if name == "fixtures" else sampled(name)
    kit.text_sprite.cache_clear()
    sprites.clear_sprite_caches()
    with recording_text() as log:
        r = Renderer(1080, lang)  # the static layer's words are drawn here
        width = 0
        for v in boards:
            width = r.compose(v).image.width  # type: ignore[arg-type]
    texts = {t for t, _ in log}
    assert tr(lang, "legend") in texts and tr(lang, "threat") in texts  # the static layer and the panel
    assert any(f"{tr(lang, 'orders_done')}: " in t for t in texts)  # the players' lines
    small = sorted({(round(capitals_on_phone(px, width), 2), t) for t, px in log
                    if capitals_on_phone(px, width) < PHONE_CAPITALS_PX})
    assert not small, f"{name}/{lang}: capitals under {PHONE_CAPITALS_PX} px at {PHONE_WIDTH} px wide: {small[:8]}"


@pytest.mark.parametrize("name", [*GAMES])
def test_the_track_rows_and_players_blocks_stay_above_the_legend(name: str) -> None:
    """The text the phone needs takes room: the board is made tall enough for the track and four players'
    blocks with both expansions, read at MIN_TEXT, and the Liberator's lines under them."""
    r = Renderer(1080, "en")
    bottom = BASE_H - LEGEND_H
    for v in sampled(name):
        frame = r.compose(v)  # type: ignore[arg-type]
        low = [(key[0], xy[1] + card.height) for key, card, xy in frame.cards if xy[1] + card.height > bottom]
        assert not low, f"{name}: panel cards run into the legend: {low[:4]}"


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _owner(key: str) -> str:
    """A scout and the tags hung on it are one piece (its pill)."""
    kind, _, rest = key.partition(":")
    return rest if kind in {"scout", "carried", "scout_letters"} else key


def overlaps(v: Mapping[str, Any], r: Renderer) -> list[tuple[str, str]]:
    """Pairs of markers whose boxes overlap. The next-stop ring goes round its space's marker, under the piece
    that stands on it (a tank), so that piece alone may lie inside it."""
    boxes = r.compose(v).boxes  # type: ignore[arg-type]
    lib = v.get("liberator") or {}
    on_ring = {f"tank:{lib.get('next')}"}
    return [(a, b) for (a, ba), (b, bb) in itertools.combinations(sorted(boxes.items()), 2)
            if _owner(a) != _owner(b) and _overlap(ba, bb)
            and not ({a, b} & on_ring and "liberator_next" in {a, b})]


@pytest.mark.parametrize("name", ["fixtures", *GAMES])
def test_no_marker_covers_another(name: str) -> None:
    r = Renderer(1080, "pl")
    boards = fixture_boards() if name == "fixtures" else sampled(name)
    seen = {k.partition(":")[0] for v in boards for k in r.compose(v).boxes}  # type: ignore[arg-type]
    if name == "4p-advanced-both":
        assert {"scout", "tank", "order_tag", "target", "letter", "liberator", "liberator_next", "drop"} <= seen
    bad = [(i, pair) for i, v in enumerate(boards) for pair in overlaps(v, r)]
    assert not bad, f"{name}: markers overlap: {bad[:8]}"


@pytest.mark.parametrize("space", ["WO3", "CZ1", "CZ2", "SR4"])  # Pałac Michla, Port and Fort Czerniakowski
@pytest.mark.parametrize("heading", ["OC1", "PW2", "ZO1"])
def test_the_liberator_never_covers_a_piece_on_or_near_its_space(space: str, heading: str) -> None:
    """Where the plane covered scouts once: scouts of every colour on its space, a tank, drops and a letter
    beside it, and the pieces of the neighbouring spaces; the plane and its next-stop ring cover none of them."""
    v = fx.midgame_advanced()
    v["liberator"] = {**v["liberator"], "space": space, "next": heading}
    for s in v["scouts"]:
        if s["number"] in (1, 2):
            s["space"] = space
    v["tanks"] = {**v["tanks"], space: "small"}
    v["drops"] = {**(v.get("drops") or {}), space: 2}
    v["letters"] = [*(v.get("letters") or []), {"id": "L99", "space": space, "to": "MO"}]
    r = Renderer(1080, "pl")
    frame = r.compose(v)  # type: ignore[arg-type]
    plane = frame.boxes["liberator"]
    assert not [k for k, b in frame.boxes.items() if k != "liberator" and _overlap(plane, b)]
    assert not overlaps(v, r)


def test_a_scout_in_prison_stays_on_the_final_board() -> None:
    v = with_prisoner(fx.finished_game(), "red-3")
    assert "prison:red-3" in layout(v, lang="en")
    kit.text_sprite.cache_clear()
    with recording_text() as log:
        Renderer(1080, "en").compose(v)  # type: ignore[arg-type]
    assert f"{tr('en', 'colour.red')}: {tr('en', 'in_prison')}" in {t for t, _ in log}


@pytest.mark.parametrize("lang", LANGS)
def test_the_legend_explains_the_district_codes_on_letters(lang: str) -> None:
    kit.text_sprite.cache_clear()
    with recording_text() as log:
        r = Renderer(1080, lang)
        r.static_for({"variant": "advanced", "liberator": True, "mail": True})
    at = next(i for i, (t, _) in enumerate(log) if t.startswith(tr(lang, "lg.codes")))
    line = " · ".join(t for t, _ in log[at:at + CODES_LINES])  # on two lines at the phone's least text size
    for did, name in game_data().districts.items():
        assert f"{did} {name}" in line


def test_orders_are_counted_as_delivered() -> None:
    assert tr("en", "orders_done") == "orders delivered"
    assert tr("pl", "orders_done") == "rozkazy doręczone"


@pytest.mark.parametrize("options", list(itertools.product([False, True], repeat=3)))
def test_the_legend_never_shrinks_a_piece_with_words_in_it(options: tuple[bool, bool, bool]) -> None:
    """The recorder notes a sprite's words at the size drawn; a legend piece reduced afterwards would read
    smaller than recorded, so the pieces with numbers or codes in them keep their size."""
    items = entries(1.0, *options)
    _, row_h = rows_for(len(items), options[2])
    worded = {"lg.order", "lg.target", "lg.carried", "lg.letter"}
    assert {key: entry_scale(sprite, 1.0, row_h) for sprite, key in items if key in worded} == {
        key: 1.0 for _, key in items if key in worded}


def test_a_long_space_name_on_the_track_keeps_its_words_as_initials() -> None:
    """Shortened to fit, a name keeps its first and last words whole: "Kościół św. S. Kostki", not "Kościół św.
    Stanisła…"; only a name that fits in no way ends in an ellipsis."""
    assert short_name("Kościół św. Stanisława Kostki", "bold", 22, 260) == "Kościół św. S. Kostki"
    assert short_name("Plac Trzech Krzyży", "bold", 22, 400) == "Plac Trzech Krzyży"
    assert short_name("Elektrownia Powiśle", "bold", 22, 60).endswith("…")


@pytest.mark.parametrize("lang", LANGS)
def test_a_prisoner_line_breaks_after_its_arrow_rather_than_cut(lang: str) -> None:
    """The longest colour name beside the way back: a second line for the headquarters, no ellipsis."""
    v = with_prisoner(fx.midgame_advanced(), "orange-3")
    for s in v["scouts"]:
        if s["id"] == "orange-3":
            s["prison"] = 2
    kit.text_sprite.cache_clear()
    with recording_text() as log:
        Renderer(1080, lang).compose(v)  # type: ignore[arg-type]
    hq = game_data().spaces[game_data().headquarters].name
    prison = [t for t, _ in log if tr(lang, "prison_back_later") in t or t == hq]
    assert prison and not [t for t in prison if "…" in t], prison
    assert " ".join(prison) == f"{tr(lang, 'colour.orange')}: {tr(lang, 'prison_back_later')} → {hq}"
