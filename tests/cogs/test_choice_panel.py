"""The choice panel's layout over whole Libertalia games (cogs/choice_panel.rows_for, no Discord): at every
moment, every legal action of every player who may act is one tap away, within Discord's limits (5 rows,
5 buttons a row, 25 options a menu, 100-character ids, 80-character labels), in both languages."""

from __future__ import annotations

import random

import pytest

from cogs.choice.panel import ID_LIMIT, Menu, button_id, encode, rows_for
from engine.libertalia import Options, apply, legal_actions, new_game, view, waiting_for
from service.libertalia.rules import LibertaliaRules
from service.queries import stage_digest
from service.results import MyInfo


def info_for(rules: LibertaliaRules, state: object, colour: str) -> MyInfo:
    seen = view(state, colour)  # type: ignore[arg-type]
    me = next(p for p in seen["players"] if p["colour"] == colour)
    legal = rules.legal_actions(state, colour)
    stage = rules.stage(state, colour)
    return MyInfo(colour, me, seen, legal, None, None, None if stage is None else stage_digest(stage), game="libertalia")


@pytest.mark.parametrize("players", [2, 3, 6])
def test_every_legal_action_is_one_tap_away(players: int) -> None:
    rules = LibertaliaRules()
    colours = list(rules.colours[:players])
    state, _ = new_game(colours, Options(), seed=players)
    rng = random.Random(players)
    checked = 0
    while not state.ended:
        for colour in colours:
            info = info_for(rules, state, colour)
            if not info.legal_actions:
                continue
            lang = rng.choice(["pl", "en"])
            rows = rows_for(info, lang)
            assert len(rows) <= 4  # the fifth row is Refresh
            offered: list[str] = []
            for row in rows:
                if isinstance(row, Menu):
                    assert 0 < len(row.options) <= 25
                    assert all(len(o.label) <= 100 and len(o.value) <= 100 for o in row.options)
                    offered += [o.value for o in row.options]
                else:
                    assert 0 < len(row) <= 5
                    for tap in row:
                        assert len(tap.label) <= 80 and tap.label.strip()
                        assert len(button_id(999_999, 99, "0123abcd", tap.value)) <= ID_LIMIT
                    offered += [tap.value for tap in row]
            assert sorted(offered) == sorted(encode(a) for a in info.legal_actions)
            checked += 1
        who = rng.choice(waiting_for(state))
        state, _ = apply(state, rng.choice(legal_actions(state, who)))
    assert checked > 50


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_LT_6_1_the_pick_menu_says_what_each_character_does(lang: str) -> None:
    """Where the pick is made, each card's option carries its ability in a few words (≤ 100 characters)."""
    from words.libertalia import ability

    rules = LibertaliaRules()
    colours = list(rules.colours[:3])
    state, _ = new_game(colours, Options(), seed=3)
    info = info_for(rules, state, colours[0])
    (menu,) = [row for row in rows_for(info, lang) if isinstance(row, Menu)]
    ranks = [int(a["rank"]) for a in info.legal_actions if a["type"] == "pick"]
    assert len(menu.options) == len(ranks) == 6
    assert [o.description for o in menu.options] == [ability(r, lang) for r in ranks]
    assert all(o.description and len(o.description) <= 100 for o in menu.options)
