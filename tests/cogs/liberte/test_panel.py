"""Liberté's choice panel (cogs/liberte.py on cogs/choice/, no Discord): over whole placeholder games, every legal
option of the player who may act is one tap away within Discord's limits (5 buttons a row, 25 options a select,
80-character button labels, 100-character option labels and ids), in both languages, and the situation says
the hand, the display, VP and tokens and the question asked now (a tie-break's "advance or decline" included)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.liberte as L
from cogs.choice.panel import ID_LIMIT, button_id, encode, rows_for
from cogs.components import Menu
from cogs.liberte import UI, LiberteWords, not_offered
from games import game, not_on_discord
from service.liberte.rules import LiberteRules
from service.queries import stage_digest
from service.results import MyInfo
from words.liberte import card_label

RULES = LiberteRules(data="placeholder")
COLOURS = list(RULES.colours)


def info_for(state: Any, colour: str) -> MyInfo:
    seen = RULES.view(state, colour)
    me = next(p for p in seen["players"] if p["colour"] == colour)
    legal = RULES.legal_actions(state, colour)
    stage = RULES.stage(state, colour)
    return MyInfo(colour, me, seen, legal, None, None, None if stage is None else stage_digest(stage), game="liberte")


def offered_by(rows: list[Any]) -> list[str]:
    offered: list[str] = []
    for row in rows:
        if isinstance(row, Menu):
            assert 0 < len(row.options) <= 25
            assert all(0 < len(o.label) <= 100 and len(o.value) <= 100 for o in row.options)
            offered += [o.value for o in row.options]
        else:
            assert 0 < len(row) <= 5
            for tap in row:
                assert 0 < len(tap.label) <= 80 and tap.label.strip()
                assert len(button_id(999_999, 99, "0123abcd", tap.value)) <= ID_LIMIT
            offered += [tap.value for tap in row]
    return offered


def test_the_descriptor_names_this_panel_and_keeps_liberte_off_discord_without_an_edition() -> None:
    spec = game("liberte")
    assert spec.ui == "cogs.liberte" and isinstance(UI.words, LiberteWords)
    reason = not_offered()
    assert reason is not None and "data/liberte/edition" in reason  # the placeholder only, in this repository
    assert not_on_discord(spec) == reason


@pytest.mark.parametrize("players", [3, 6])
def test_every_option_of_at_most_25_is_one_tap_away(players: int) -> None:
    state, _ = L.new_game(COLOURS[:players], players)
    rng = random.Random(players)
    checked = steps = 0
    while state.phase != "ended":
        (who,) = L.waiting_for(state)
        steps += 1
        if steps % 3:  # every third moment: the kinds of choice all come by, in a third of the time
            state, _ = L.apply(state, rng.choice(L.legal_actions(state, who)))
            continue
        info = info_for(state, who)
        lang = rng.choice(["pl", "en"])
        rows = rows_for(info, lang)
        assert len(rows) <= 4  # the fifth row is Refresh
        offered = offered_by(rows)
        if len(info.legal_actions) <= 25:
            assert sorted(offered) == sorted(encode(a) for a in info.legal_actions)
        situation = UI.words.situation(info, lang)
        assert len("\n".join(situation)) < 1800 and all("{" not in line for line in situation)
        checked += 1
        state, _ = L.apply(state, rng.choice(L.legal_actions(state, who)))
    assert checked > 200


def test_a_clubs_first_block_may_go_to_any_province() -> None:
    """More than 25 options (a select's limit) take a second select: every one is reachable."""
    state, _ = L.new_game(COLOURS[:3], 3)
    for _ in range(2000):
        (who,) = L.waiting_for(state)
        if len(L.legal_actions(state, who)) > 25:
            break
        state, _ = L.apply(state, L.legal_actions(state, who)[-1])
    info = info_for(state, who)
    assert len(info.legal_actions) > 25
    assert sorted(offered_by(rows_for(info, "en"))) == sorted(encode(a) for a in info.legal_actions)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_situation_says_hand_display_vp_tokens_and_the_question(lang: str) -> None:
    state, _ = L.new_game(COLOURS[:3], 4)
    (who,) = L.waiting_for(state)
    lines = UI.words.situation(info_for(state, who), lang)
    said = "\n".join(lines)
    assert all(card_label(c, lang) in said for c in state.hands[who])
    assert ("VP" if lang == "en" else "PZ") in said and ("made up" in said or "zmyślone" in said)
    assert lines[-1] == {"en": "Your action: play a card, take cards or pass.",
                         "pl": "Twoja akcja: zagranie karty, dobranie kart albo pas."}[lang]


def test_a_tiebreak_asks_to_advance_or_decline() -> None:
    state, _ = L.new_game(COLOURS[:3], 1)
    rng = random.Random(1)
    while state.phase != "ended" and not (state.pending and state.pending["kind"] == "tiebreak"):
        (who,) = L.waiting_for(state)
        state, _ = L.apply(state, rng.choice(L.legal_actions(state, who)))
    assert state.pending is not None and state.pending["kind"] == "tiebreak"
    info = info_for(state, state.pending["player"])
    said = UI.words.situation(info, "en")[-1]
    assert "advance a card from your display, or decline" in said
    labels = [UI.words.label_of(a, info, "en") for a in info.legal_actions]
    assert labels[-1] == "Decline" and all(label.startswith("Advance: ") for label in labels[:-1])


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_LB_9_3_a_sudden_end_tells_each_players_points_in_three_parts_and_every_hand(lang: str) -> None:
    hand = [1, 2]
    result = {"reason": "radical_landslide", "winners": ["green"], "vp": {"green": 3, "yellow": 5},
              "points": {"green": {"votes": 8, "map": 4, "cards": 6, "total": 18},
                         "yellow": {"votes": 3, "map": 3, "cards": 4, "total": 10}},
              "hands": {"green": hand, "yellow": []}}
    lines = UI.result_lines(result, lang)
    assert lines[0].startswith({"en": "Red points", "pl": "Czerwone punkty"}[lang]) and "18 (8 + 4 + 6)" in lines[0]
    assert all(card_label(c, lang) in lines[1] for c in hand)
    assert lines[1].startswith({"en": "Green's hand", "pl": "Ręka gracza zielonego"}[lang])
    final = UI.result_lines({"reason": "turns", "winners": ["yellow"], "vp": {"green": 3, "yellow": 5}}, lang)
    assert final == [{"en": "Final victory points: yellow 5, green 3.",
                      "pl": "Końcowe punkty zwycięstwa: żółty 5, zielony 3."}[lang]]
