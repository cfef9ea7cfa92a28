"""What a player reads once, not twice: doubloons from going past an end of the reputation track are told by the
coins event that follows (LT-3.3, LT-3.4), and a pick whose card is still secret is logged without it."""

from __future__ import annotations

import pytest

from words.libertalia.actions import describe_action
from words.libertalia.events import describe


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_lt_3_3_overflow_leaves_the_doubloons_to_the_coins_event(lang: str) -> None:
    at_top = describe({"type": "reputation_gained", "player": "red", "count": 1, "from": 6, "to": 6, "overflow": 1}, lang)
    reaching = describe({"type": "reputation_gained", "player": "red", "count": 2, "from": 5, "to": 6, "overflow": 1}, lang)
    at_bottom = describe({"type": "reputation_lost", "player": "red", "count": 2, "from": 1, "to": 1, "overflow": 2}, lang)
    for sentence in (at_top, reaching, at_bottom):
        assert "1" not in sentence.replace("(pole 6)", "").replace("(position 6)", "") and "2" not in sentence
    assert "6 → 6" not in at_top and "1 → 1" not in at_bottom
    assert describe({"type": "coins_gained", "player": "red", "count": 1, "coins": 5}, lang).count("1") == 1


@pytest.mark.parametrize(("lang", "secret", "shown"), [("pl", "Czerwony wybiera kartę (tajną do odkrycia).", "17"),
                                                       ("en", "Red picks a card (secret until the reveal).", "17")])
def test_lt_16_2_a_secret_pick_is_logged_without_its_card(lang: str, secret: str, shown: str) -> None:
    assert describe_action({"type": "pick", "player": "red"}, lang) == secret
    assert shown in describe_action({"type": "pick", "player": "red", "rank": 17}, lang)
