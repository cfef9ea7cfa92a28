"""The Liberté adapter (service.liberte.rules): a whole placeholder game through it, deadlines, storage."""

from __future__ import annotations

import json
import random

from service.liberte.rules import LiberteRules, player_colours
from service.rules import BaseRules
from store.records import EncodedJson


def _rules() -> LiberteRules:
    return LiberteRules(data="placeholder")


def test_adapter_is_a_base_rules_keyed_liberte() -> None:
    r = _rules()
    assert isinstance(r, BaseRules) and r.key == "liberte"
    assert r.colours == player_colours() and (r.min_players, r.max_players) == (3, 6)


def test_whole_game_through_the_adapter_with_dumps_and_loads() -> None:
    """A 3- and a 6-player game to their end by legal actions and timeouts, stored and reloaded at every step."""
    for n, seed in ((3, 1), (6, 2)):
        r = _rules()
        state, _ = r.new_game(list(r.colours[:n]), {}, seed)
        rng = random.Random(seed)
        steps = 0
        while not r.ended(state):
            (who,) = r.waiting_for(state)
            assert set(r.turn_keys(state)) == {who} and r.owes(state, who) is not None
            legal = r.legal_actions(state, who)
            raw = r.timeout_action(state, who) if steps % 7 == 0 else rng.choice(legal)
            state, _ = r.apply(state, raw)
            stored = r.dump(state)
            assert isinstance(stored, EncodedJson)
            state = r.load(json.loads(stored.text))  # stored and read back, as the service does
            steps += 1
        assert r.progress(state) is None and r.view(state, None)["result"]["winners"] is not None


def test_views_hide_hands_and_say_placeholder() -> None:
    r = _rules()
    state, _ = r.new_game(list(r.colours[:4]), {}, 3)
    pub = r.view(state, None)
    assert pub["placeholder_data"] is True and "hand" not in pub
    who = r.waiting_for(state)[0]
    seat = r.seat_view(state, who)
    assert seat.hands[who] == state.hands[who] and all(not h for c, h in seat.hands.items() if c != who)
    assert r.legal_actions(seat, who) == r.legal_actions(state, who) and seat.seed == 0
    other = next(c for c in r.colours[:4] if c != who)
    assert "options" not in r.view(state, other)["choice"]
