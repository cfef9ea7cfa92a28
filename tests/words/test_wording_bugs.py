"""Each wording bug a new user met (issue 10), pinned in both languages, through the code path that showed it."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from console.mali.table import ConsoleTable
from data.mali.rules_help import heading, load_rules_help, suggest
from engine.errors import RuleError
from engine.mali import Options
from render.mali.strings import tr
from service import Caller, FakeClock, ServiceError, TableService
from service.messages import Message
from store import SqliteStore
from tests.words.examples import raw_in
from words import PLAIN, codes, text
from words.mali import colour_name, describe, rule_text

LANGS = codes()
HOST, OTHER = Caller(1000), Caller(1001)
POLISH_COLOURS = "pomarańczowy, czerwony, fioletowy, zielony"


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[TableService]:
    store = SqliteStore(tmp_path / "words.sqlite3")
    await store.open()
    try:
        yield TableService(store, clock=FakeClock(), seed_source=lambda: 5)
    finally:
        await store.close()


async def test_not_your_turn_names_the_waiting_colour_once_translated(svc: TableService) -> None:
    """It read "colour.pomarańczowy": a colour translated twice."""
    await svc.create_game(1, HOST, colour="orange")
    await svc.join(1, OTHER, colour="red")
    await svc.start(1, HOST)
    refusals = []
    for caller in (HOST, OTHER):
        try:
            await svc.act(1, caller, {"type": "end_turn"})
        except ServiceError as e:
            if e.key == "not_your_turn":
                refusals.append(e)
    [err] = refusals
    waiting = str(err.params["colour"])
    pl, en = err.message("pl"), err.message("en")
    assert colour_name(waiting, "pl") in pl and "colour." not in pl and waiting not in pl
    assert waiting in en and "colour." not in en


async def test_bad_colour_lists_the_colours_in_the_readers_language(svc: TableService) -> None:
    """It read "colour.black" and listed English colour ids to Polish players."""
    await svc.create_game(1, HOST)
    with pytest.raises(ServiceError) as caught:
        await svc.join(1, OTHER, colour="black")
    pl, en = caught.value.message("pl"), caught.value.message("en")
    assert "„black”" in pl and POLISH_COLOURS in pl and "colour." not in pl and "orange" not in pl
    assert "“black”" in en and "orange, red, violet, green" in en and "colour." not in en


@pytest.mark.parametrize(("code", "params", "named"), [
    ("special_not_available", {"action": "light_signal"}, {"pl": "Sygnał świetlny", "en": "Light Signal"}),
    ("special_not_available", {"action": "buddies"}, {"pl": "Koledzy z podwórka", "en": "Schoolyard Buddies"}),
    ("card_already_played", {"card": "3-signal"}, {"pl": "3 · Sygnał świetlny", "en": "3 · Light Signal"}),
    ("token_not_held", {"token": "radio"}, {"pl": "Radiostacja", "en": "Radio Station"}),
])
def test_rule_refusals_name_things_not_ids(code: str, params: dict[str, str], named: dict[str, str]) -> None:
    """They read "(light_signal)", "(buddies)", "card 3-signal"."""
    error = RuleError("B-8.1", code, **params)
    for lang in LANGS:
        words = rule_text(error, lang)
        assert named[lang] in words and raw_in(words) is None, words


@pytest.mark.parametrize("lang", LANGS)
def test_rules_choices_and_answers_name_topics_by_title(lang: str) -> None:
    """The /rules choices read "topic:threat · …"."""
    labels = [label for label, _ in suggest("", lang)] + [label for label, _ in suggest("topic", lang)]
    assert labels and not [x for x in labels if "topic:" in x]
    threat = load_rules_help(lang)["topic:threat"]
    assert heading(threat) == threat.title


@pytest.mark.parametrize(("count", "pl", "en"), [(1, "1 turę", "a turn"), (2, "2 tury", "2 turns"),
                                                 (6, "6 tur", "6 turns"), (22, "22 tury", "22 turns"),
                                                 (25, "25 tur", "25 turns")])
def test_missed_turns_counts_in_polish_plural_forms(count: int, pl: str, en: str) -> None:
    """It read "opuścił(a) 6 tury"."""
    message = Message("missed_turns", {"user": 7, "colour": "red", "count": count, "channel": 3}, "mali")
    polish, english = message.text("pl"), message.text("en")
    assert pl in polish and "(a)" not in polish and "czerwony" in polish
    assert en in english
    assert f"<#{3}>" in polish and "<@7>" in english  # on Discord a mention; the service wrote neither


@pytest.mark.parametrize("count", [1, 3, 5])
def test_counts_read_without_parenthesised_plurals(count: int) -> None:
    """"step(s)", "letter(s)", "drop token(s)", "action(s)" are gone."""
    letters = [f"L0{i}" for i in range(count)]
    events = [
        {"type": "soldier_roll", "roll": 4, "steps": count},
        {"type": "letters_picked_up", "scout": "red-1", "space": "WO2", "letters": letters},
        {"type": "letters_dropped", "scout": "red-1", "space": "WO2", "letters": letters},
        {"type": "letters_exchanged", "player": "red", "from": "red-1", "to": "red-2", "letters": letters},
        {"type": "drops_picked_up", "scout": "red-1", "space": "WO2", "count": count},
        {"type": "undone", "player": "red", "actions": [{}] * count},
    ]
    for ev in events:
        for lang in LANGS:
            words = describe(ev, lang)
            assert "(s)" not in words and "(" not in words.split(":")[-1] and raw_in(words) is None, words
    assert describe(events[0], "en").endswith(("one step.", f"{count} steps."))
    assert describe(events[1], "pl").startswith(f"Czerwony 1 podnosi {count} {'list' if count == 1 else 'listy' if count == 3 else 'listów'}")


def test_polish_space_names_agree_in_gender() -> None:
    for space, agreed in (("WO2", "Browar Warszawski nie jest połączony"), ("SR1", "Poczta Harcerska nie jest połączona")):
        assert agreed in rule_text(RuleError("L-5.1", "signal_not_connected", space=space), "pl")
    assert "Browar Warszawski is not" in rule_text(RuleError("L-5.1", "signal_not_connected", space="WO2"), "en")


@pytest.mark.parametrize("lang", LANGS)
async def test_the_console_writes_names_and_its_own_commands(tmp_path: Path, lang: str) -> None:
    """The console printed "@orange", "Join with /game join" and "use /hand"."""
    store = SqliteStore(tmp_path / "console.sqlite3")
    await store.open()
    try:
        out = io.StringIO()
        table = ConsoleTable(TableService(store, clock=FakeClock(), seed_source=lambda: 3), lang, out, None, {})
        await table.open(["orange", "red"], Options("basic"))
        said = out.getvalue()
    finally:
        await store.close()
    assert "@" not in said and "<" not in said and "/game" not in said and "/gra" not in said
    assert "/hand" not in said and "/ręka" not in said
    assert ("hand COLOUR" if lang == "en" else "hand KOLOR") in said
    assert colour_name("orange", lang).capitalize() in said


@pytest.mark.parametrize("lang", LANGS)
def test_plain_front_end_drops_discord_only_hints(lang: str) -> None:
    created = Message("created_no_deadline", {"user": 1, "variant": "basic"})
    assert "/" in created.text(lang) and "/" not in created.text(lang, PLAIN)


@pytest.mark.parametrize("lang", LANGS)
def test_board_and_chat_name_cards_tokens_and_outcomes_alike(lang: str) -> None:
    """The board said "Radio" where the chat said "Radio Station", "Kumple" for "Koledzy z podwórka"."""
    for token in ("bandages", "drugs", "rifle", "grenade", "radio", "map", "buddies", "squad", "ambush"):
        assert tr(lang, f"token.{token}") == text("mali/terms", f"token.{token}", lang)
    for card in ("3-change", "1-buddies", "1-squad", "3-signal"):
        assert text("mali/terms", f"card.{card}", lang).endswith(tr(lang, f"cardname.{card}"))
    for outcome in ("victory", "defeat"):
        assert tr(lang, f"outcome.{outcome}").lower() == text("mali/terms", f"outcome.{outcome}", lang).lower()
