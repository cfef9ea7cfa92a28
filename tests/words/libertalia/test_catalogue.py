"""Libertalia's catalogue part: both languages complete and in step, every engine event code and pending-choice
kind has its sentence, and every character, loot kind, colour and phase has its name (Polish with gender)."""

from __future__ import annotations

import re

import pytest

from data.libertalia.loader import game_data
from engine.libertalia.events import EVENT_CODES, PENDING_KINDS
from tests.words.examples import base_names
from words import codes
from words.catalogue import attribute, folder, format_message, has, junk, keys, variables
from words.libertalia import PART

LANGS = codes()
PARTS = (PART, "libertalia/engine")  # the game's words and its refusals


@pytest.mark.parametrize("part", PARTS)
def test_the_parts_parse_and_both_languages_hold_the_same_keys(part: str) -> None:
    for lang in LANGS:
        assert junk(lang, part) == [], f"{lang}/{part}.ftl has lines Fluent cannot read"
    reference = keys("en", part)
    assert reference and len(reference) == len(set(reference))
    for lang in LANGS:
        assert set(keys(lang, part)) == set(reference), (lang, set(keys(lang, part)) ^ set(reference))


@pytest.mark.parametrize("part", PARTS)
def test_both_languages_read_the_same_parameters(part: str) -> None:
    for key in keys("en", part):
        assert base_names(variables("pl", part, key)) == base_names(variables("en", part, key)), key


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_code_has_a_sentence(lang: str) -> None:
    missing = sorted(code for code in EVENT_CODES if not has(lang, PART, f"ev.{code}"))
    assert not missing, f"{lang}: no sentence for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_pending_choice_kind_has_a_question(lang: str) -> None:
    missing = sorted(kind for kind in PENDING_KINDS if not has(lang, PART, f"choice.{kind}"))
    assert not missing, f"{lang}: no question for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_pending_choice_kind_has_a_name(lang: str) -> None:
    missing = sorted(kind for kind in {*PENDING_KINDS, "pick"} if not has(lang, PART, f"term.choice_kind.{kind}"))
    assert not missing, f"{lang}: no name for {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_action_type_has_a_sentence(lang: str) -> None:
    for kind in ("pick", "choose", "timeout", "remove_player", "abort"):
        assert has(lang, PART, f"act.{kind}"), (lang, kind)


@pytest.mark.parametrize("lang", LANGS)
def test_names_of_all_characters_loot_colours_and_phases(lang: str) -> None:
    data = game_data()
    assert len(data.characters) == 40 and len(data.loot) == 7
    names = []
    for c in data.characters.values():
        key = f"term.character.{c.key}"
        assert has(lang, PART, key), (lang, c.rank, c.key)
        names.append(format_message(lang, PART, key, {}))
    assert len(set(names)) == 40, f"{lang}: two characters share a name"
    loot = [format_message(lang, PART, f"term.loot.{k}", {}) for k in data.loot if has(lang, PART, f"term.loot.{k}")]
    assert len(set(loot)) == 7, lang
    for kind in data.loot:
        assert has(lang, PART, f"term.loots.{kind}") and has(lang, PART, f"term.loots_acc.{kind}")
    for colour in data.colours:
        assert has(lang, PART, f"term.colour.{colour}"), (lang, colour)
    for phase in ("selection", "day", "dusk", "night", "anchor", "ended"):
        assert has(lang, PART, f"term.phase.{phase}"), (lang, phase)
    assert has(lang, PART, "term.midshipman")


def test_polish_names_carry_gender_and_cases() -> None:
    data = game_data()
    for c in data.characters.values():
        key = f"term.character.{c.key}"
        assert attribute("pl", PART, key, "gender") in ("masculine", "feminine"), c.key
        for case in ("gen", "acc", "ins"):
            assert attribute("pl", PART, key, case), (c.key, case)
    assert attribute("pl", PART, "term.character.witch", "gender") == "feminine"
    assert attribute("pl", PART, "term.character.wind_nymph", "gender") == "feminine"
    assert attribute("pl", PART, "term.character.witch", "acc") == "Wiedźmę"
    for kind in data.loot:
        assert attribute("pl", PART, f"term.loot.{kind}", "gender") in ("masculine", "feminine")
        assert attribute("pl", PART, f"term.loot.{kind}", "acc")
    for colour in data.colours:
        for case in ("gen", "dat", "acc", "ins", "loc"):
            assert attribute("pl", PART, f"term.colour.{colour}", case), (colour, case)


def test_polish_and_english_names_differ() -> None:
    """Our own Polish names, not the English ones left in place (Amulet is the same word in both)."""
    data = game_data()
    same = [c.key for c in data.characters.values()
            if format_message("pl", PART, f"term.character.{c.key}", {})
            == format_message("en", PART, f"term.character.{c.key}", {})]
    assert not same, same


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("part", PARTS)
def test_no_front_end_syntax_and_no_slashed_endings(lang: str, part: str) -> None:
    source = (folder(lang) / f"{part}.ftl").read_text(encoding="utf-8")
    assert not re.search(r"<[@#t]", source)
    for bad in ("(s)", "(a)", "(es)", "/aś", "/a ", "niego/nią", "(y)"):
        assert bad not in source, bad
    assert not re.search(r"(?<![\w<])/[^\W\d_]", source), "a slash command written out (use { $cmd_… })"
