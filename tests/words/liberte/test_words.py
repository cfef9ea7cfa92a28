"""Liberté in words (words/liberte/): every event type and every action type worded in both languages, without a
missing key, a raw id or an unfilled hole; Polish plural forms; option labels within Discord's limits; a hand named
only in its owner's secrets.

Events come from whole placeholder games played by seeded random choices (3 to 6 players), and, for the few that
random play does not reach (the sudden ends, a removed seat, a deadline), from one written example each.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

import engine.liberte as L
from data.liberte.loader import placeholder_data
from engine.liberte.actions import ACTION_TYPES
from jsontypes import Json
from tests.words.test_polish_words import gendered
from words import codes
from words.catalogue import keys
from words.liberte import (
    EVENT_TYPES,
    EVENTS,
    MAX_LABEL,
    ROOM,
    TERMS,
    blocks,
    card_label,
    describe,
    describe_action,
    describe_pending,
    option_label,
    options,
    pending_of,
    word,
)
from words.params import DISCORD, PLAIN
from words.refusals import rule_text

T = TypeVar("T")
LANGS = codes()
ROOT = Path(__file__).resolve().parents[3]
DATA = placeholder_data()
COLOURS = [str(c) for c in DATA.r("player_colours")]
# Anything a reader should never see: a hole, a catalogue key, an engine id ("play:12", "tiebreak_started"), a
# faction letter standing alone, an English faction colour in Polish.
RAW = re.compile(r"[{}]|\b(?:ev|option|choice|act|kind|place|phase|reason)[.-]\w|\b[a-z]+_[a-z_]+\b"
                 r"|\b[a-z]+:\d")
LETTER = re.compile(r"(?<![\w'])[RMW](?![\w'])")  # a faction's letter standing alone (Polish has the word "w")
ENGLISH = re.compile(r"\b(?:green|yellow|purple|black|orange|brown|red|blue|white)\b")


def clean(said: str, lang: str) -> str | None:
    """What is wrong with a sentence, or None."""
    text = said.replace("python -m data.liberte.validate", "")
    found = RAW.search(text)
    if found:
        return found.group(0)
    if lang == "pl" and (m := ENGLISH.search(text)):
        return m.group(0)
    if lang == "en" and (m := LETTER.search(text)):
        return m.group(0)
    return None


def whole_games() -> tuple[list[Json], list[tuple[Json, Json]]]:
    """Every event and every (open choice, action) of a few seeded random games, timeouts and a removal included."""
    events: list[Json] = []
    answered: list[tuple[Json, Json]] = []
    for n, seed in ((3, 1), (4, 2), (5, 4), (6, 3)):
        state, evs = L.new_game(COLOURS[:n], seed)
        events += evs
        rng = random.Random(seed)
        steps = 0
        while state.phase != "ended":
            (who,) = L.waiting_for(state)
            action: L.Action
            if steps == 300 and n == 4:
                action = L.RemovePlayer(who)
            elif steps % 50 == 7:
                action = L.Timeout(who)
            else:
                action = rng.choice(L.legal_actions(state, who))
            assert state.pending is not None
            answered.append((dict(state.pending), action.to_dict()))
            state, evs = L.apply(state, action)
            events += evs
            steps += 1
    return events, answered


def sample(items: list[T], shape: Callable[[T], str], keep: int = 3) -> list[T]:
    """A few of each shape (wording every one of ten thousand events would take minutes, and say nothing more)."""
    seen: dict[str, int] = {}
    out = []
    for item in items:
        key = shape(item)
        if seen.get(key, 0) < keep:
            seen[key] = seen.get(key, 0) + 1
            out.append(item)
    return out


def _event_shape(event: Json) -> str:
    return "/".join([str(event["type"]), *sorted(k for k, v in event.items() if v not in (None, False, [], {}))])


def _answer_shape(answered: tuple[Json, Json]) -> str:
    pending, action = answered
    return f"{pending['kind']}/{action['type']}/{re.sub(r'[0-9]+', 'N', str(action.get('option')))}"


PLAYED, ANSWERED_ALL = whole_games()
EVENTS_PLAYED = sample(PLAYED, _event_shape)
ANSWERED = sample(ANSWERED_ALL, _answer_shape)

# the events random play seldom or never reaches, as the engine writes them
WRITTEN: list[Json] = [
    {"type": "counter_revolution", "cr": 7, "moment": "special", "rule": "LB-8.3"},
    {"type": "radical_landslide", "red": 17, "rule": "LB-8.2"},
    {"type": "lost_battle_placed", "rule": "LB-5.4"},
    {"type": "battle_lost", "turn": 3, "rule": "LB-5.4"},
    {"type": "player_removed", "player": "green", "rule": "LB-0.7"},
    {"type": "timeout", "player": "yellow", "rule": "LB-0.7"},
    {"type": "deck_reshuffled", "cards": 22, "rule": "LB-2.7"},
    {"type": "game_ended", "reason": "aborted", "winners": [], "rule": "LB-9.4"},
    {"type": "game_ended", "reason": "counter_revolution", "winners": ["green"], "rule": "LB-8.3"},
    {"type": "game_ended", "reason": "radical_landslide", "winners": ["green", "purple"], "rule": "LB-8.2"},
    {"type": "tiebreak_started", "kind": "track", "contenders": ["R", "W"], "rule": "LB-0.6"},
    {"type": "tiebreak_ended", "kind": "track", "winner": "R", "remaining": ["R"], "rule": "LB-0.6"},
    {"type": "tiebreak_ended", "kind": "battle", "winner": None, "remaining": ["green", "yellow"], "rule": "LB-0.6"},
    {"type": "battle", "turn": 2, "eligible": [], "box": {"green": 1}, "rule": "LB-5.1"},
    {"type": "presence", "players": [], "rule": "LB-6.17"},
    {"type": "action_phase", "turn": 2, "last_round": True, "rule": "LB-4.1"},
    {"type": "card_discarded", "player": "green", "card": 2, "full": True, "rule": "LB-4.9"},
]
ALL_EVENTS = EVENTS_PLAYED + WRITTEN


def test_every_event_type_the_engine_emits_is_listed_and_met() -> None:
    source = (ROOT / "engine" / "liberte" / "game.py").read_text(encoding="utf-8")
    emitted = set(re.findall(r'emit\(\s*"(\w+)"', source)) | set(re.findall(r'emit\("(\w+)" if', source)) | set(
        re.findall(r'else "(\w+)",\s*player=', source))
    assert emitted == EVENT_TYPES
    assert {str(e["type"]) for e in ALL_EVENTS} == EVENT_TYPES


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_reads_clean(lang: str) -> None:
    seen: dict[str, str] = {}
    for event in ALL_EVENTS:
        for front in (DISCORD, PLAIN):
            errors: list[Exception] = []
            said = describe(event, lang, front, errors=errors)
            assert not errors, (event, lang, errors)
            assert said.strip() and clean(said, lang) is None, (event, lang, clean(said, lang), said)
        seen.setdefault(str(event["type"]), said)
    assert set(seen) == EVENT_TYPES


def test_the_placeholder_is_said_at_the_start() -> None:
    start = next(e for e in EVENTS_PLAYED if e["type"] == "game_started")
    assert "not Liberté's" in describe(start, "en")
    assert "nie są mapa ani karty Liberté" in describe(start, "pl")


@pytest.mark.parametrize("lang", LANGS)
def test_every_action_type_and_every_option_is_worded(lang: str) -> None:
    kinds_seen = set()
    for pending, action in ANSWERED:
        kind = str(pending["kind"])
        kinds_seen.add(kind)
        said = describe_action(action, lang)
        assert said and clean(said, lang) is None, (action, said)
        if action["type"] == "choose":
            label = option_label(kind, action["option"], lang)
            assert 0 < len(label) <= MAX_LABEL and clean(label, lang) is None, (kind, action, label)
            assert not label.startswith(str(action["option"])), (kind, label)
    for kind_of_action in ACTION_TYPES:
        said = describe_action({"type": kind_of_action, "player": "green", "option": "pass"}, lang)
        assert said and clean(said, lang) is None, (kind_of_action, said)
    assert kinds_seen >= {"action", "place", "next", "keep", "refresh_draw", "refresh_discard", "take", "tiebreak",
                          "target"}


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_fits_a_button_after_the_longest_prefix(lang: str) -> None:
    for cid in DATA.cards:
        for kind, option in (("next", f"second:{cid}"), ("refresh_draw", f"offer:{cid}"), ("tiebreak", f"advance:{cid}")):
            label = option_label(kind, option, lang)
            assert len(label) <= MAX_LABEL and not label.endswith("…"), label
            assert DATA.cards[cid].title in label, label


def test_every_open_choice_asks_its_question_and_labels_fit_a_button() -> None:
    asked = {}
    for pending, _ in ANSWERED:
        for lang in LANGS:
            question = describe_pending(pending, lang)
            assert question and clean(question, lang) is None, (pending, question)
            for option_id, label in options(pending, lang):
                assert len(label) <= MAX_LABEL and clean(label, lang) is None, (option_id, label)
        asked[pending["kind"]] = describe_pending(pending, "en")
    assert "Choose one of the options." not in asked.values()


def test_a_views_choice_is_asked_without_the_card_it_does_not_carry() -> None:
    state, _ = L.new_game(COLOURS[:3], 3)
    (who,) = L.waiting_for(state)
    play = next(a for a in L.legal_actions(state, who) if isinstance(a, L.Choose) and a.option.startswith("play:"))
    state, _ = L.apply(state, play)
    view = L.view(state, who)
    pending = pending_of(view)
    assert pending is not None and pending["kind"] == "place"
    for lang in LANGS:
        question = describe_pending(pending, lang)
        assert clean(question, lang) is None and "0" not in question, question


def test_terror_and_placing_read_the_same_id_apart() -> None:
    assert option_label("place", "province:8", "en").startswith("8 · ")
    assert option_label("target", "province:8", "en").startswith("White blocks out of 8 · ")
    assert option_label("keep", "discard", "en") == "Discard it"
    assert option_label("take_second", "end", "en") == "No second card"
    assert option_label("next", "end", "en") == "End the action"


@pytest.mark.parametrize(("count", "pl"), [(1, "1 czerwony blok"), (2, "2 czerwone bloki"), (5, "5 czerwonych bloków"),
                                           (22, "22 czerwone bloki"), (12, "12 czerwonych bloków")])
def test_polish_blocks_take_their_plural_forms(count: int, pl: str) -> None:
    assert blocks("R", count, "pl") == pl
    assert blocks("R", count, "en") == f"{count} red block" + ("" if count == 1 else "s")


@pytest.mark.parametrize(("count", "votes", "rounds"), [(1, "1 głos", "1 rundzie"), (3, "3 głosy", "3 rundach"),
                                                        (5, "5 głosów", "5 rundach")])
def test_polish_votes_and_rounds_take_their_plural_forms(count: int, votes: str, rounds: str) -> None:
    assert word("votes", "pl", count=count) == votes
    won = describe({"type": "province_won", "province": 8, "player": "green", "colour": "R", "votes": count}, "pl")
    assert votes in won and "dla frakcji Radykałów (czerwonych)" in won
    assert rounds in describe({"type": "action_phase_ended", "rounds": count}, "pl")
    kept = describe({"type": "refresh_kept", "player": "green", "hand": count}, "pl")
    assert {1: "1 kartę", 3: "3 karty", 5: "5 kart"}[count] in kept


def test_polish_speaks_to_any_player() -> None:
    said = [describe(e, "pl") for e in ALL_EVENTS] + [describe_pending(p, "pl") for p, _ in ANSWERED[:200]]
    assert [s for s in said if gendered(s)] == []


def test_every_refusal_code_is_worded() -> None:
    codes_raised: dict[str, dict[str, object]] = {"lb_player_count": {"players": 2, "min": 3, "max": 6}, "lb_game_over": {},
                    "lb_not_a_player": {"player": "red"}, "lb_not_your_turn": {"player": "green"},
                    "lb_not_an_option": {"option": "play:999", "kind": "action"},
                    "lb_not_waiting": {"player": "yellow"}, "bad_action": {"detail": "shape"}}
    assert set(codes_raised) <= set(keys("en", "liberte/engine"))
    for lang in LANGS:
        for code, params in codes_raised.items():
            said = rule_text(L.RuleError("LB-9.4", code, **params), lang)
            assert said.endswith("(LB-9.4)") and "{" not in said and not gendered(said), said
    assert "Play:" in rule_text(L.RuleError("LB-4.1", "lb_not_an_option", option="play:2", kind="action"), "en")


def test_the_hand_is_a_secret_of_its_owner_only() -> None:
    state, _ = L.new_game(COLOURS[:3], 5)
    mine = L.view(state, "green")
    (name, hand), = ROOM.secrets(mine, "green", "en")
    assert name == "hand" and hand == ", ".join(card_label(c, "en") for c in state.hands["green"])
    public = L.view(state, None)
    assert ROOM.secrets(public, "green", "en") == [("hand", "")]


def test_the_room_names_the_games_terms() -> None:
    any_room: Any = ROOM
    assert any_room.title("pl") == "Liberté" and any_room.kind_of("player", "green") == "colour"
    assert any_room.kind_of("player", "red") is None  # a faction's colour is not a player
    assert any_room.term("colour", "green", "pl").forms["gen"] == "zielonego"
    assert any_room.term("faction", "W", "en").text == "the Royalists (white)"
    assert any_room.term("phase", "election", "pl").text == "Wybory"
    assert any_room.constant("all_colours", "en") == "green, yellow, purple, black, orange, brown"
    assert set(keys("en", TERMS)) == set(keys("pl", TERMS)) and set(keys("en", EVENTS)) == set(keys("pl", EVENTS))
