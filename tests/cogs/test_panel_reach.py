"""Issue 12, the turn panel: over random legal states of all 8 option sets and 2-4 players, every legal action
(the engine's, B-3.1 onward) is reachable through the panel's buttons and menus, and nothing else is offered;
Discord's limits hold on every screen (5 rows, 5 buttons a row, 25 options a menu, paging beyond).

States come from seeded random play (tools/players.random_player), fixed seeds; each tap's action is applied to
the engine to prove it is allowed (a refused one would raise RuleError)."""

from __future__ import annotations

import json
import random
from itertools import product
from typing import Any

import pytest

from cogs.i18n import bot_text
from cogs.mali import panel_model as pm
from data.mali.loader import game_data
from engine.mali import Options, action_from_dict, apply, new_game
from engine.mali.legal import legal_choices
from engine.mali.state import GameState
from engine.mali.view import waiting_for
from tools.mali.players import random_player

OPTION_SETS = [Options(v, lib, mail) for v, lib, mail in product(("basic", "advanced"), (False, True), (False, True))]
SAMPLES = 14  # states looked at per (option set, player count)


def words(lang: str) -> pm.Words:
    return lambda key, **params: bot_text(key, lang, **params)


def sampled_states(options: Options, players: int, seed: int) -> list[GameState]:
    """States at random points of one random game (a second game when the first ends early)."""
    rng = random.Random(seed)
    out: list[GameState] = []
    colours = list(game_data().tunables["players"]["colours"][:players])
    for game in range(8):
        state, _ = new_game(colours, options, seed * 10 + game)
        chooser = random_player(rng)
        for _ in range(600):
            who = waiting_for(state)
            if who is None:
                break
            if rng.random() < 0.08:
                out.append(state)
                if len(out) >= SAMPLES:
                    return out
            state, _ = apply(state, chooser(state, who))
    return out


def screens(actions: list[dict[str, Any]], lang: str, confirm_end: bool) -> list[pm.Panel]:
    """Every screen a player can reach from the main one."""
    seen = {pm.Screen()}
    todo = [pm.Screen()]
    panels: list[pm.Panel] = []
    while todo:
        screen = todo.pop()
        panel = pm.build(actions, lang, words(lang), screen, confirm_end)
        panels.append(panel)
        for choice in pm.choices_of(panel):
            _, _, new = pm.parse_choice(choice)
            if new is not None and new not in seen:
                seen.add(new)
                todo.append(new)
    return panels


def check_limits(panel: pm.Panel) -> None:
    assert len(panel.rows) <= pm.ROWS
    for row in panel.rows:
        if isinstance(row, pm.Menu):
            assert 1 <= len(row.options) <= pm.MAX_OPTIONS
            assert len({o.value for o in row.options}) == len(row.options)  # Discord wants distinct values
            assert all(o.label and len(o.label) <= 100 for o in row.options)
            assert len(f"mp:ps:{10**12}:{10**6}:{row.key}") <= 100
        else:
            assert 1 <= len(row) <= pm.BUTTONS_PER_ROW
            assert all(b.label and len(b.label) <= 80 and len(f"mp:pb:{10**12}:{10**6}:{b.value}") <= 100
                       for b in row)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o.variant}-lib{int(o.liberator)}-mail{int(o.mail)}")
def test_every_legal_action_is_reachable_and_nothing_else(options: Options, players: int) -> None:
    states = sampled_states(options, players, seed=1200 + players)
    assert len(states) >= 8
    kinds: set[str] = set()
    for n, state in enumerate(states):
        colour = waiting_for(state)
        assert colour is not None
        actions = legal_choices(state, colour)
        lang = ("pl", "en")[n % 2]
        confirm_end = bool(state.turn and state.turn.card and state.turn.mp > 0)
        taps = pm.reachable(actions, lang, words(lang), confirm_end)
        assert set(taps) == set(range(len(actions))), "a legal action has no tap"
        offered: set[int] = set()
        for panel in screens(actions, lang, confirm_end):
            check_limits(panel)
            for choice in pm.choices_of(panel):
                kind, index, _ = pm.parse_choice(choice)
                if kind in ("apply", "confirm"):
                    assert 0 <= index < len(actions)
                    offered.add(index)
        for index in offered:  # B-3.1: the engine accepts every action the panel can apply
            apply(state, action_from_dict(actions[index]))
            kinds.add(str(actions[index]["type"]))
        assert len({json.dumps(a, sort_keys=True) for a in actions}) == len(actions)
    assert {"play_card", "end_turn"} <= kinds or {"deploy"} <= kinds


def test_a_long_menu_pages_and_every_page_is_reachable() -> None:
    """More than 25 choices of one kind (here 60 change-of-orders pairs, B-8.1, as if the track were long): the
    menu shows 23 and pages, and every choice stays reachable."""
    actions: list[dict[str, Any]] = [{"type": "change_of_orders", "player": "red", "order_a": a, "order_b": b}
                                     for a in range(1, 13) for b in range(a + 1, 13)][:60]
    actions.append({"type": "end_turn", "player": "red"})
    panel = pm.build(actions, "pl", words("pl"))
    menu = next(r for r in panel.rows if isinstance(r, pm.Menu))
    assert len(menu.options) == pm.PAGE + 1  # 23 choices and "next"
    assert menu.options[-1].value == "po.1"
    middle = pm.build(actions, "pl", words("pl"), pm.Screen("o", 1))
    menu = next(r for r in middle.rows if isinstance(r, pm.Menu))
    assert [menu.options[0].value, menu.options[-1].value] == ["po.0", "po.2"]
    taps = pm.reachable(actions, "pl", words("pl"))
    assert set(taps) == set(range(len(actions)))
    assert max(taps.values()) == 3  # two page turns, then the choice


def test_ending_with_mp_left_asks_once_more() -> None:
    """B-5.7: with MP unused the End turn button leads to a confirmation, whose tap ends the turn."""
    actions: list[dict[str, Any]] = [{"type": "end_turn", "player": "red"}]
    panel = pm.build(actions, "en", words("en"), confirm_end=True)
    assert pm.choices_of(panel) == ["c0", "r"]
    confirm = pm.build(actions, "en", words("en"), pm.Screen(confirm=0), True)
    assert pm.choices_of(confirm) == ["a0", "m"]
    assert pm.reachable(actions, "en", words("en"), True) == {0: 2}
    assert pm.reachable(actions, "en", words("en"), False) == {0: 1}
