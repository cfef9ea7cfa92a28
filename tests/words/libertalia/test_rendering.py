"""Every Libertalia message rendered as a reader sees it, in both languages and both front ends: no hole, raw
key or id left; Polish plural forms right for 0, 1, 2, 5, 22; labels short enough for a Discord button."""

from __future__ import annotations

import random
from typing import Any

import pytest

from data.libertalia.loader import game_data
from engine.libertalia import Options, apply, legal_actions, new_game, view, waiting_for
from engine.libertalia.events import EVENTS, PENDING
from tests.words.libertalia.examples import ACTIONS, COUNTS, ENGLISH_WORDS, event, events, pending, raw_in
from words import DISCORD, PlainFront, codes, text
from words.catalogue import keys, variables
from words.libertalia import (
    GAME,
    MAX_LABEL,
    PART,
    action_label,
    card_label,
    character_name,
    describe,
    describe_action,
    describe_pending,
    loot_count,
    loot_name,
    option_label,
    options,
    pick_prompt,
    waiting_line,
)
from words.params import Front, Term

LANGS = codes()
FRONTS: tuple[Front, ...] = (DISCORD, PlainFront(names=lambda user: f"player{user}"))


def clean(out: str, lang: str, where: Any) -> None:
    assert out.strip(), where
    assert not raw_in(out), (where, lang, raw_in(out), out)
    assert "<@" not in out and "<t:" not in out, (where, out)
    if lang == "pl":
        assert not ENGLISH_WORDS.search(out), (where, ENGLISH_WORDS.search(out), out)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("front", FRONTS, ids=["discord", "plain"])
def test_every_event_reads_clean(lang: str, front: Front) -> None:
    for ev in events():
        errors: list[Exception] = []
        out = describe(ev, lang, front, errors=errors)
        assert not errors, (ev, lang, errors)
        clean(out, lang, ev)


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_reads_clean_for_every_count(lang: str) -> None:
    for code in EVENTS:
        for count in COUNTS:
            errors: list[Exception] = []
            out = describe(event(code, count), lang, errors=errors)
            assert not errors, (code, count, errors)
            clean(out, lang, (code, count))


# Polish CLDR categories: 0 many, 1 one, 2 few, 5 many, 22 few.
DOUBLOONS_PL = {0: "0 dublonów", 1: "1 dublon", 2: "2 dublony", 5: "5 dublonów", 22: "22 dublony"}
DOUBLOONS_EN = {0: "0 doubloons", 1: "1 doubloon", 2: "2 doubloons", 5: "5 doubloons", 22: "22 doubloons"}


@pytest.mark.parametrize("count", COUNTS)
def test_polish_plural_forms(count: int) -> None:
    gained = {"type": "coins_gained", "player": "red", "count": count, "coins": 9}
    assert DOUBLOONS_PL[count] in describe(gained, "pl")
    assert DOUBLOONS_EN[count] in describe(gained, "en")
    scored = {"type": "voyage_scored", "player": "red", "coins": count, "score": 40}
    assert DOUBLOONS_PL[count] in describe(scored, "pl")
    maps = {0: "0 map", 1: "1 mapa", 2: "2 mapy", 5: "5 map", 22: "22 mapy"}[count]
    assert loot_count("map", count, "pl") == maps
    assert loot_count("chest", count, "pl") == {0: "0 skrzyń", 1: "1 skrzynia", 2: "2 skrzynie", 5: "5 skrzyń",
                                                22: "22 skrzynie"}[count]
    assert loot_count("hook", count, "pl") == {0: "0 haków", 1: "1 hak", 2: "2 haki", 5: "5 haków",
                                               22: "22 haki"}[count]
    assert loot_count("map", count, "pl", case="acc") == maps.replace("1 mapa", "1 mapę")
    assert loot_count("map", count, "en") == ("1 map" if count == 1 else f"{count} maps")
    days = describe({"type": "voyage_started", "voyage": 1, "days": count}, "pl")
    assert (f"{count} dzień" if count == 1 else f"{count} dni") in days
    waiting = describe({"type": "picked", "player": "red", "waiting": count}, "pl")
    assert {0: "wszyscy już wybrali", 1: "na jednego gracza"}.get(count, f"na {count} graczy") in waiting


def test_every_message_of_the_part_renders() -> None:
    """Each key with example values by parameter name (the events above cover their sentences in context)."""
    values: dict[str, Any] = {
        "player": Term("colour", "red"), "owner": Term("colour", "blue"), "by": Term("colour", "green"),
        "to": Term("colour", "yellow"), "from_player": Term("colour", "purple"), "winner": Term("colour", "black"),
        "colour": Term("colour", "red"), "character": Term("character", 37), "copy": Term("character", 15),
        "card": Term("card", 17), "loot": Term("loot", "relic"), "loot_next": Term("loot", "saber"),
        "phase": Term("phase", "night"), "seats": [Term("colour", "red"), Term("colour", "blue")],
        "midshipman": True, "from": "island", "reason": "—", "option": "Mapa", "tokens": "2 mapy",
        "name": "Osiłek", "rank": 17, "delta": "+3",
    }
    for lang in LANGS:
        for key in keys("en", PART):
            names = {n for n in variables("en", PART, key) | variables(lang, PART, key)}
            params = {n: values.get(n, 2) for n in names if not n.endswith(("_gen", "_dat", "_acc", "_gender"))}
            for n in names:
                base = n.rsplit("_", 1)[0]
                if n.endswith(("_gen", "_dat", "_acc", "_gender")) and base not in params:
                    params[base] = values.get(base, 2)
            for front in FRONTS:
                errors: list[Exception] = []
                out = text(PART, key, lang, front, _room=GAME, _errors=errors, **params)
                assert not errors, (lang, key, errors)
                assert out.strip() and not raw_in(out), (lang, key, out)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(PENDING))
def test_every_pending_choice_asks_and_labels_its_options(lang: str, kind: str) -> None:
    p = pending(kind)
    for front in FRONTS:
        clean(describe_pending(p, lang, front), lang, kind)
    labels = options(p, lang)
    assert [i for i, _ in labels] == [o["id"] for o in p["options"]]
    for option_id, label in labels:
        assert 0 < len(label) <= MAX_LABEL, (kind, label)
        clean(label, lang, (kind, option_id))
    assert len({label for _, label in labels}) == len(labels), labels


def test_option_labels_name_what_they_choose() -> None:
    assert option_label("loot_take", {"id": "loot:map", "loot": "map"}, "pl") == "Mapa"
    assert option_label("preacher_keep", {"id": "loot:map", "loot": "map"}, "en") == "Keep: map"
    assert option_label("saber_target", {"id": "owner:red:rank:23"}, "pl") == "23 · Złodziej · czerwony"
    assert option_label("thief_take", {"id": "owner:red:loot:saber"}, "pl") == "Szabla (od gracza czerwonego)"
    assert option_label("merchant_sell", {"id": "loot:map:count:2", "coins": 4}, "pl") == "2 mapy → 4"
    assert option_label("hook", {"id": "gain", "count": 2}, "pl") == "Weź 2 dublony"
    assert option_label("hook", {"id": "keep:rank:8", "rank": 8}, "en") == "Keep: 8 · Barkeep"
    assert option_label("night_order", {"id": "order:24", "rank": 24}, "pl") == "Teraz: 24 · Marsowy"
    assert option_label("watchman_swap", {"id": "swap:relic:map"}, "en") == "Relic ⇄ map"


def test_the_longest_labels_fit_a_button() -> None:
    data = game_data()
    longest = max(data.characters, key=lambda r: len(character_name(r, "pl")))
    for lang in LANGS:
        for colour in data.colours:
            label = option_label("gunner_target", {"id": f"owner:{colour}:rank:{longest}"}, lang)
            assert len(label) <= MAX_LABEL, label
        for kind in data.loot:
            assert len(option_label("merchant_sell", {"id": f"loot:{kind}:count:3", "coins": 9}, lang)) <= MAX_LABEL


@pytest.mark.parametrize("lang", LANGS)
def test_every_action_reads_clean(lang: str) -> None:
    for action in ACTIONS:
        for front in FRONTS:
            clean(describe_action(action, lang, front), lang, action)
    assert "17 · Osiłek" in describe_action(ACTIONS[0], "pl")


@pytest.mark.parametrize("lang", LANGS)
def test_names_of_all_characters_and_loot(lang: str) -> None:
    data = game_data()
    for rank, c in data.characters.items():
        name = character_name(rank, lang)
        assert name and name != c.key and not raw_in(name), (lang, rank, name)
        assert card_label(rank, lang) == f"{rank} · {name}"
        assert character_name(c.key, lang) == name
    for kind in data.loot:
        assert loot_name(kind, lang) and not raw_in(loot_name(kind, lang))
    assert character_name(20.5, lang) == {"pl": "Kadet", "en": "Midshipman"}[lang]


def test_sentences_agree_with_the_polish_gender() -> None:
    own = {"type": "character_discarded", "owner": "red", "rank": 15, "from": "island", "by": "red"}
    assert describe(own, "pl") == "Czerwony odrzuca własną Wiedźmę z wyspy."
    own["rank"] = 17
    assert describe(own, "pl") == "Czerwony odrzuca własnego Osiłka z wyspy."
    stolen = {"type": "loot_stolen", "player": "blue", "from_player": "green", "loot": "saber"}
    assert describe(stolen, "pl") == "Niebieski kradnie szablę graczowi zielonemu."
    paid = {"type": "coins_paid", "player": "yellow", "to": "black", "count": 2, "asked": 2}
    assert describe(paid, "pl") == "Żółty płaci graczowi czarnemu 2 dublony."


def test_deadline_events_say_what_the_game_master_did() -> None:
    pick = describe({"type": "timeout", "player": "red", "kind": "pick", "option": None}, "pl")
    assert "najniższą kartę" in pick and "gracza czerwonego" in pick
    choice = describe({"type": "timeout", "player": "red", "kind": "loot_take", "option": "loot:map"}, "en")
    assert "first option" in choice and "map" in choice.lower()
    secret = describe({"type": "timeout", "player": "red", "kind": "scout_place", "option": None}, "pl")
    assert secret == "Czas gracza czerwonego minął: mistrz gry wybiera w zastępstwie pierwszą opcję."
    saber = describe({"type": "ability_nothing", "player": "red", "rank": 26, "reason": "no_target", "loot": "saber"}, "pl")
    assert saber == "Kucharz gracza czerwonego: szabla nic nie robi (brak celu)."


@pytest.mark.parametrize("players", [2, 3, 6])
def test_every_event_and_choice_of_whole_games_reads_clean(players: int) -> None:
    colours = list(game_data().colours[:players])
    seen: set[str] = set()
    for seed in range(2):
        rng = random.Random(seed)
        state, evs = new_game(colours, Options(), seed)
        while True:
            for ev in evs:
                seen.add(str(ev["type"]))
                for lang in LANGS:
                    errors: list[Exception] = []
                    out = describe(ev, lang, errors=errors)
                    assert not errors, (ev, lang, errors)
                    clean(out, lang, ev)
            if state.ended:
                break
            for p in view(state, None)["pending"]:
                for lang in LANGS:
                    clean(describe_pending(p, lang), lang, p)
            who = rng.choice(waiting_for(state))
            for p in view(state, who)["pending"]:
                for lang in LANGS:
                    for _, label in options(p, lang):
                        assert len(label) <= MAX_LABEL
                        clean(label, lang, p)
            legal = legal_actions(state, who)
            kind = next((str(p["kind"]) for p in view(state, who)["pending"] if p["player"] == who), "")
            for lang in LANGS:
                labels = [action_label(a.to_dict(), lang, kind) for a in legal]
                assert len(set(labels)) == len(labels), labels  # a menu never shows two equal options
                for label in labels:
                    assert 0 < len(label) <= MAX_LABEL
                    clean(label, lang, label)
                clean(waiting_line(waiting_for(state), view(state, None)["pending"], lang), lang, who)
            action = rng.choice(legal)
            for lang in LANGS:
                clean(describe_action(action.to_dict(), lang), lang, action)
            state, evs = apply(state, action)
    assert {"game_started", "revealed", "island_placed", "loot_taken", "voyage_scored", "game_over"} <= seen


def test_cards_are_named_once_with_their_rank() -> None:
    assert describe({"type": "cards_dealt", "voyage": 1, "ranks": [3, 17, 40]}, "pl") == \
        "Wszyscy dostają te same karty: 3 · Żebrak, 17 · Osiłek, 40 · Gubernator."
    assert describe({"type": "voyage_coins", "player": "red", "count": 11, "position": 2, "coins": 11}, "pl") == \
        "Czerwony dostaje 11 dublonów za 2. miejsce na torze reputacji (ma teraz 11)."
    assert describe_action({"type": "pick", "player": "red", "rank": 17}, "pl") == "Czerwony wybiera kartę 17 · Osiłek."
    assert describe({"type": "game_over", "outcome": "finished", "reason": "LT-15.1", "winner": "blue",
                     "standings": [{"colour": "blue", "score": 61, "reputation_position": 5, "place": 1},
                                   {"colour": "red", "score": 61, "reputation_position": 2, "place": 2}]}, "pl") == \
        "Koniec gry: wygrywa niebieski! Wyniki: 1. niebieski 61, 2. czerwony 61."


def test_the_pick_panel_and_the_waiting_line() -> None:
    assert pick_prompt(2, 3, "pl").startswith("Wybierz postać na dzień 3 rejsu 2")
    assert pick_prompt(2, 3, "en").startswith("Pick your character for day 3 of voyage 2")
    assert waiting_line(["red", "black"], [], "pl") == "Czekamy na: czerwony, czarny."
    assert waiting_line([], [{"player": "blue", "kind": "thief_take"}], "en") == "Blue is choosing: the Thief's take."
    assert action_label({"type": "pick", "player": "red", "rank": 5}, "pl") == "5 · Chłopiec okrętowy"
    assert action_label({"type": "choose", "player": "red", "option": "loot:chest"}, "en") == "Chest"


@pytest.mark.parametrize(("tokens", "coins", "en", "pl"), [
    (1, 3, "Red: amulet gives 3 doubloons.", "Czerwony: amulet daje 3 dublony."),
    (2, 6, "Red: 2 amulets give 6 doubloons.", "Czerwony: 2 amulety dają 6 dublonów."),
    (5, 15, "Red: 5 amulets give 15 doubloons.", "Czerwony: 5 amuletów daje 15 dublonów."),
    (22, 44, "Red: 22 amulets give 44 doubloons.", "Czerwony: 22 amulety dają 44 dublony."),
    (3, -3, "Red: 3 barrels take 3 doubloons.", "Czerwony: 3 beczki zabierają 3 dublony."),
])
def test_an_anchor_item_names_how_many_tokens_pay_and_the_verb_agrees(tokens: int, coins: int, en: str, pl: str) -> None:
    """LT-10.2: the anchor's line for several tokens of one kind says how many (the event carries the count)."""
    kind = "amulet" if coins > 0 else "barrel"
    ev = {"type": "anchor_item", "player": "red", "count": coins, "source": {"loot": kind, "count": tokens}}
    assert describe(ev, "en", PlainFront()) == en
    assert describe(ev, "pl", PlainFront()) == pl
