"""The board's words (data/messages/<lang>/liberte/board.ftl): every key the renderer asks for exists in both
languages, plurals follow each language's rules, and no Polish text assumes a player's gender."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from render.liberte.labels import PART, has_label, label
from render.strings import LANGS
from words.catalogue import junk, keys

SRC = Path(__file__).resolve().parents[3] / "render" / "liberte"
ASKED = re.compile(r"""t\(\s*f?["'](board\.[a-z_.{}A-Z]+)["']""")
KINDS = ("action", "place", "keep", "next", "target", "take", "take_second", "take_discard", "refresh_discard",
         "refresh_draw")


def asked() -> set[str]:
    """The label keys the renderer's code names literally or by a pattern (f-strings expanded below)."""
    out: set[str] = set()
    for path in SRC.glob("*.py"):
        out |= set(ASKED.findall(path.read_text(encoding="utf-8")))
    return out


def expanded() -> set[str]:
    fixed = {k for k in asked() if "{" not in k}
    fixed |= {f"board.await.{k}" for k in KINDS} | {f"board.await.tiebreak.{k}" for k in ("battle", "province",
                                                                                        "track", "vp")}
    fixed |= {f"board.phase.{p}" for p in ("setup", "refresh", "action", "battle", "election", "ended")}
    fixed |= {f"board.tie.{k}" for k in ("battle", "province", "track", "vp")}
    fixed |= {f"board.result.{r}" for r in ("turns", "radical_landslide", "counter_revolution", "other")}
    fixed |= {f"board.faction.{f}" for f in "RMW"} | {f"board.card.{t}" for t in ("special", "club")}
    fixed |= {f"board.flag.{f}{n}" for f in ("general", "cannon", "sans_culottes") for n in ("", ".name")}
    fixed |= {f"board.colour.{c}" for c in ("green", "yellow", "purple", "black", "orange", "brown")}
    fixed |= {"board.mark.cr", "board.mark.vp", "board.vp", "board.points"}
    return fixed


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_the_board_asks_for_is_worded(lang: str) -> None:
    assert len(asked()) > 20
    missing = sorted(k for k in expanded() if not has_label(lang, k))
    assert not missing, missing


def test_both_languages_have_the_same_keys_and_parse() -> None:
    assert set(keys("en", PART)) == set(keys("pl", PART))
    assert not junk("en", PART) and not junk("pl", PART)


@pytest.mark.parametrize(("n", "pl", "en"), [(1, "1 punkt", "1 point"), (3, "3 punkty", "3 points"),
                                             (5, "5 punktów", "5 points"), (22, "22 punkty", "22 points")])
def test_points_follow_the_plural_rules(n: int, pl: str, en: str) -> None:
    assert label("pl", "board.points", points=n) == pl and label("en", "board.points", points=n) == en


def test_the_counter_revolution_count_reads_in_both_languages() -> None:
    assert label("en", "board.cr.count", held=1, lost=2, total=3, need=7) == (
        "Counter-revolution: 1 CR province held by white + 2 lost battles = 3 of 7")
    assert label("pl", "board.cr.count", held=5, lost=1, total=6, need=7) == (
        "Kontrrewolucja: 5 prowincji KR w rękach białych + 1 przegrana bitwa = 6 z 7")


def test_no_polish_board_text_assumes_a_players_gender() -> None:
    from tests.words.test_polish_words import gendered

    text = (Path(__file__).resolve().parents[3] / "data" / "messages" / "pl" / "liberte" / "board.ftl").read_text(
        encoding="utf-8")
    assert gendered(text) == []
