"""Every event of whole games reads as a finished sentence in both languages (worded by words.mali: the engine
only emits codes; tests/words/ checks every message in depth)."""

from __future__ import annotations

import random

import pytest

from data.messages import catalogue
from engine.mali import Options, apply, new_game
from engine.mali.view import waiting_for
from tools.players import greedy_player, random_player
from words.mali import describe


@pytest.mark.parametrize("options", [Options("basic", True, True), Options("advanced", True, True)])
def test_every_event_of_a_game_is_described(options: Options) -> None:
    colours = ["orange", "red", "violet", "green"]
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        bots = {c: (greedy_player(rng) if seed % 2 else random_player(rng)) for c in colours}
        state, events = new_game(colours, options, seed)
        while True:
            for ev in events:
                seen.add(ev["type"])
                for lang in ("pl", "en"):
                    text = describe(ev, lang)
                    assert "{" not in text and not text.startswith("ev."), (ev, text)
            if state.phase == "ended":
                break
            who = waiting_for(state)
            assert who is not None
            state, events = apply(state, bots[who](state, who))
    assert {"phase", "order_revealed", "turn_started", "moved", "game_over"} <= seen


def test_catalogues_have_the_same_keys_in_both_languages() -> None:
    for part in ("engine", "events"):
        assert set(catalogue("pl", part)) == set(catalogue("en", part))
