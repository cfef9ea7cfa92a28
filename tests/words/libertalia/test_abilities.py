"""Each character's ability in a few words, as the pick menu shows it under the card: every one of the 40 in
both languages, within Discord's 100 characters for an option's description, its numbers from the data."""

from __future__ import annotations

import pytest

from data.libertalia.loader import game_data
from words.libertalia import ability

RANKS = sorted(game_data().characters)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_LT_13_5_every_characters_ability_fits_an_option_description(lang: str) -> None:
    texts = {rank: ability(rank, lang) for rank in RANKS}
    assert len(texts) == 40
    for rank, text in texts.items():
        assert text is not None and 10 <= len(text) <= 100, (rank, text)
        assert "{" not in text and "$" not in text and "ability" not in text.split(":")[0], (rank, text)
    assert len(set(texts.values())) == 40, "each character says what is its own"


@pytest.mark.parametrize(("lang", "rank", "expected"), [
    ("en", 5, "Day: 3 doubloons if leftmost on the island. Dusk: takes no loot."),
    ("pl", 5, "Dzień: 3 dublony, gdy skrajnie lewa na wyspie. Zmierzch: bez łupu."),
    ("en", 30, "Day: sell 1, 2 or 3 loot of one kind for 1 doubloon, 4 doubloons or 9 doubloons."),
    ("pl", 39, "Dzień: reputacja na skrajne prawe pole; −1 dublon za każde pole."),
])
def test_LT_13_5_the_numbers_come_from_the_data_with_their_plural(lang: str, rank: int, expected: str) -> None:
    assert ability(rank, lang) == expected


def test_LT_11_the_midshipman_and_unknown_cards_have_no_ability_text() -> None:
    assert ability(game_data().midshipman_rank, "en") is None
    assert ability(99, "pl") is None
