"""Libertalia's board says what a waiting player chooses, and counts loot in the catalogue's plurals (issue 23,
item 14): "Waiting for: Blue (chooses: Officer)" while Blue removes a token for the Midshipman read as if Blue
chose the Officer, and "2 barrel", "2 beczka", "2 hak" were not words."""

from __future__ import annotations

from typing import Any

import pytest

from engine.libertalia.events import PENDING
from render.kit import text_width
from render.libertalia import Renderer
from render.libertalia.labels import has_label
from render.libertalia.renderer import compose
from render.libertalia.strip import MIN_TEXT
from render.strings import LANGS
from tests.render.libertalia import fixtures as fx

OFFICER, COOK, WATCHMAN, MERCHANT, CAPTAIN = 12, 26, 27, 30, 39
PHONE_W = 640


def texts(view: dict[str, Any], lang: str) -> set[str]:
    return {t for t, _, _ in compose(view, fx.NAMES, lang).fits}


def asking(kind: str, player: str = "blue", source: dict[str, Any] | None = None) -> dict[str, Any]:
    """Two players at dusk; `player` must answer a choice of `kind`."""
    v = fx.two_players_day()
    v["phase"] = "dusk"
    v["pending"] = [{"player": player, "kind": kind, "rule": "LT-11.5", "source": source, "options": []}]
    v["waiting"] = [player]
    return v


def midshipman_removal() -> dict[str, Any]:
    """Blue removes a token before red's Officer takes its loot (LT-11.5): the choice's source is the Officer."""
    return asking("midshipman_remove", "blue", {"rank": OFFICER, "owner": "red"})


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("en", "Midshipman: a token to remove", "(chooses: Officer)"),
    ("pl", "Kadet: żeton do usunięcia", "(wybiera: Oficer)"),
])
def test_the_midshipmans_removal_says_a_token_is_removed(lang: str, said: str, not_said: str) -> None:
    shown = texts(midshipman_removal(), lang)
    assert said in shown and not_said not in shown
    assert not any("Officer" in t or "Oficer" in t for t in shown if "Midshipman" in t or "Kadet" in t)


@pytest.mark.parametrize(("lang", "said"), [("en", "loot for the Captain"), ("pl", "łup dla Kapitana")])
def test_a_dusk_loot_is_for_the_character_taking_it(lang: str, said: str) -> None:
    view = asking("loot_take", "red", {"rank": CAPTAIN, "owner": "red"})
    shown = texts(view, lang)
    assert said in shown
    assert not any(t.startswith("(") for t in shown)


@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_of_choice_has_words_on_the_board(lang: str) -> None:
    for kind in PENDING:
        assert has_label(lang, f"board.for.{kind}"), (lang, kind)
    assert has_label(lang, "board.for.other") and has_label(lang, "board.for.other.character")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(PENDING))
def test_every_kind_of_choice_is_written_whole_under_the_name(lang: str, kind: str) -> None:
    """Each kind's words, with the acting character where the kind has one, fit their box at a readable size."""
    source = {"rank": COOK, "owner": "blue"} if kind == "loot_take" else None
    fits = compose(asking(kind, "blue", source), fx.NAMES, lang).fits
    name = next(room for t, _, room in fits if t == fx.NAMES["blue"])
    under = [(t, box, room) for t, box, room in fits if room[0] == name[0] and name[1] < room[1] <= name[3] + 10]
    assert len(under) == 1, (kind, under)
    for t, (x0, y0, x1, y1), (bx0, by0, bx1, by1) in under:
        assert not t.endswith("…"), (kind, t)
        assert bx0 - 1 <= x0 and x1 <= bx1 + 1 and by0 - 4 <= y0 and y1 <= by1 + 4, (kind, t)
        assert (y1 - y0) * PHONE_W / 1080 >= 8, (kind, t)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(PENDING))
def test_lt_12_7_several_players_choosing_at_once_each_read_whole(lang: str, kind: str) -> None:
    """Three players answer at once (the hooks at a voyage's end, LT-12.7): two to a line when the words fit
    half a line at the phone's smallest size, else one to a line; never cut ("wziąć d…" lost the doubloons)."""
    v = fx.six_players_selection()
    choosers = ["red", "blue", "green"]
    source = {"rank": COOK, "owner": "blue"} if kind == "loot_take" else None
    v.update(phase="anchor", waiting=choosers,
             pending=[{"player": c, "kind": kind, "rule": "LT-12.7", "source": source, "options": []}
                      for c in choosers])
    long_name = fx.NAMES["black"]
    for t, (x0, _, x1, _), (bx0, _, bx1, _) in compose(v, fx.NAMES, lang).fits:
        assert not t.endswith("…") or long_name.startswith(t[:-1].rstrip()), (kind, t)
        assert bx0 - 1 <= x0 and x1 <= bx1 + 1, (kind, t)


def test_an_unknown_kind_still_names_the_acting_character() -> None:
    view = asking("some_new_kind", "red", {"rank": MERCHANT, "owner": "red"})
    assert "Merchant: a choice" in texts(view, "en") and "Kupiec: wybór" in texts(view, "pl")


def test_a_new_choice_by_the_same_player_redraws_the_header() -> None:
    """The header band is cached under what it shows: the kind of choice is part of it."""
    r = Renderer("en")
    first = {t for t, _, _ in r.compose(midshipman_removal(), fx.NAMES).fits}
    later = asking("thief_take", "blue", {"rank": 23, "owner": "blue"})
    again = {t for t, _, _ in r.compose(later, fx.NAMES).fits}
    assert "Midshipman: a token to remove" in first
    assert "Midshipman: a token to remove" not in again and any(t.endswith(": a token to steal") for t in again)


@pytest.mark.parametrize(("lang", "counted"), [
    ("en", {"2 barrels", "3 maps", "1 chest", "1 hook", "1 relic", "1 amulet", "1 saber"}),
    ("pl", {"2 beczki", "3 mapy", "1 skrzynia", "1 hak", "1 relikwia", "1 amulet", "1 szabla"}),
])
def test_loot_is_counted_in_the_catalogues_plurals(lang: str, counted: set[str]) -> None:
    """two_players_day: red holds 3 maps, a chest and a relic, blue 2 barrels and a hook; day 4 has 2 barrels."""
    shown = texts(fx.two_players_day(), lang)
    assert counted <= shown, counted - shown
    assert not any("×" in t for t in shown)
    assert not ({"2 barrel", "2 beczka", "3 mapa", "3 map"} & shown)


@pytest.mark.parametrize("lang", LANGS)
def test_many_tokens_of_a_kind_take_the_many_form(lang: str) -> None:
    view = fx.two_players_day()
    view["players"][0]["loot"] = {"map": 5, "hook": 2, "chest": 22}
    shown = texts(view, lang)
    expected = {"5 maps", "2 hooks", "22 chests"} if lang == "en" else {"5 map", "2 haki", "22 skrzynie"}
    assert expected <= shown, expected - shown


@pytest.mark.parametrize("lang", LANGS)
def test_six_days_of_counted_loot_fit_their_columns(lang: str) -> None:
    for t, (x0, _, x1, _), (bx0, _, bx1, _) in compose(fx.six_players_selection(), fx.NAMES, lang).fits:
        if t[:1].isdigit() and " " in t:
            assert not t.endswith("…") and bx0 - 1 <= x0 and x1 <= bx1 + 1, t
            assert text_width(t, "bold", MIN_TEXT) <= bx1 - bx0 + 1, t
