"""Polish words that a table of players reads (issue 23, items 11, 12 and 16): the Civilian Mail expansion is
"Poczta cywilna", no sentence assumes a male (or female) player, and each thing has one Polish name everywhere
(catalogues, board, console, rules help). English is checked alongside where the same sentence changed."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from console.mali.describe import action_text
from console.mali.words import say as mali_console_say
from console.words import say as console_say
from engine.errors import RuleError
from render.mali.strings import tr
from words import codes, text
from words.catalogue import folder, keys, parts, syntax
from words.libertalia.events import describe as describe_libertalia
from words.mali import describe as describe_mali
from words.mali import rule_text

ROOT = Path(__file__).resolve().parents[2]
LANGS = codes()
PARTS = parts()
RULES_HELP = (ROOT / "data" / "mali" / "rules_help.pl.json", ROOT / "data" / "libertalia" / "rules_help.pl.json")
COMMAND_TABLES = (ROOT / "data" / "messages" / "commands.pl.json", *sorted((ROOT / "data" / "messages" / "pl").glob(
    "*/commands.json")))


def mali_describe(event: dict[str, Any], lang: str) -> str:
    """A Mali event as the log says it (the dict stands for the engine's typed event)."""
    return describe_mali(cast(Any, event), lang)


def libertalia_describe(event: dict[str, Any], lang: str) -> str:
    return describe_libertalia(cast(Any, event), lang)


class _Texts(Visitor):
    """The words of one message (value, variants and attributes), each placeholder as "¤"."""

    def __init__(self) -> None:
        super().__init__()
        self.bits: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.bits.append(node.value)

    def visit_Placeable(self, node: ast.Placeable) -> None:
        if isinstance(node.expression, ast.SelectExpression):
            self.generic_visit(node)
        else:
            self.bits.append("¤")


def texts_of(lang: str, part: str) -> dict[str, str]:
    """Every message and term of a part as plain words, without comments (each variant on its own line)."""
    out = {}
    for entry in syntax(lang, part).body:
        if isinstance(entry, ast.Message | ast.Term):
            v = _Texts()
            v.visit(entry)
            out[entry.id.name] = "\n".join(" ".join(v.bits).splitlines())
    return out


def polish_texts(rules: bool = True) -> Iterator[tuple[str, str]]:
    """(where, text) for every Polish text a player can read: catalogue messages, the command tables'
    descriptions and names, and (unless `rules` is False) the rules help's titles and texts."""
    for part in PARTS:
        for key, words in texts_of("pl", part).items():
            yield f"pl/{part}.ftl {key}", words
    for path in COMMAND_TABLES:
        for key, words in json.loads(path.read_text(encoding="utf-8")).items():
            yield f"{path.relative_to(ROOT)} {key}", words
    if rules:
        for path in RULES_HELP:
            for entry in json.loads(path.read_text(encoding="utf-8")):
                yield f"{path.relative_to(ROOT)} {entry['id']}", f"{entry['title']}\n{entry['text']}"


# ------------------------------------------------------------------------------------- item 11: Poczta cywilna

FIELD_POST = re.compile(r"(?<!harcerska )\bpocz\w*\s+polow\w*", re.IGNORECASE)


def test_the_field_post_check_allows_only_the_players_name() -> None:
    for bad in ("Poczta Polowa", "bez Poczty Polowej", "z Pocztą Polową", "w Poczcie Polowej", "pocztę polową"):
        assert FIELD_POST.search(bad), bad
    assert not FIELD_POST.search("gracze to Harcerska Poczta Polowa")


def test_no_polish_text_calls_the_civilian_mail_poczta_polowa() -> None:
    found = [where for where, words in polish_texts() if FIELD_POST.search(words)]
    keywords = [k for path in RULES_HELP for e in json.loads(path.read_text(encoding="utf-8")) for k in e["keywords"]
                if FIELD_POST.search(k)]
    assert found == [] and keywords == []


@pytest.mark.parametrize(("lang", "name", "without"), [("pl", "Poczta cywilna", "bez Poczty cywilnej"),
                                                       ("en", "Civilian Mail", "without Civilian Mail")])
def test_the_expansion_is_named_alike_in_status_console_refusal_and_commands(lang: str, name: str, without: str) -> None:
    from cogs.mali.texts import mali_text

    status = mali_text("status.game_line", lang, status="W grze", variant="basic", liberator="false", mail="true")
    assert f"{name}: " in status
    banner = mali_console_say("banner", lang, players="orange, red", variant="basic", liberator="-", mail="+", seed=3)
    assert f"{name} +" in banner
    assert without in rule_text(RuleError("M-4.1", "no_mail"), lang)
    if lang == "pl":
        table = json.loads((ROOT / "data/messages/pl/mali/commands.json").read_text(encoding="utf-8"))
        assert table["parameter_description:play with the Civilian Mail expansion"] == "graj z dodatkiem Poczta cywilna"
        rules = {e["id"]: e for e in json.loads(RULES_HELP[0].read_text(encoding="utf-8"))}
        assert "Pocztę cywilną" in rules["B-2.5"]["text"] and rules["M-1.1"]["title"].endswith("Poczta cywilna")


# ------------------------------------------------------------------------------ item 12: Polish fits every player

# Second person past and conditional, by gender ("zagrałeś", "użyłaś", "mógłbyś"), and a "you are" with a
# gendered adjective ("jesteś pewny").
SECOND_PERSON = re.compile(r"\b\w+(?:łeś|łaś|łbyś|łabyś)\b|\bjesteś\s+\w+(?:y|a)\b|\bpowinn?(?:ieneś|aś)\b")
# A player spoken of in the third person in a gendered form: past tenses and participles of what a player does
# or undergoes, and the pronouns that stand for a player. (The rules help speaks of "a player" in general, as
# a rulebook does; this is for the sentences about one player at the table.)
THIRD_PERSON = re.compile(
    r"\b(?:zdążył|zagrał|usiadł|odszedł|cofnął|dał|użył|znalazł|wybrał|wygrał|przegrał|zrobił|"
    r"dostarczył|przekazał|spasował|dołączył|zmienił swój)a?\b|\bopuścił(?:a)?\s+(?:już\s+)?(?:¤|\d)"
    r"|\b(?:został|zostaje|jest)\s+(?:usunięty|usunięta|zastąpiony|zastąpiona|pominięty|pominięta)\b"
    r"|^(?:usunięty|usunięta)$"
    r"|\bw (?:jego|jej) imieniu\b|\bza (?:niego|nią)\b|\b(?:jego|jej) (?:harcerz\w*|termin\w*|tur\w*|kart\w*)",
    re.IGNORECASE | re.MULTILINE)


def gendered(words: str, third_person: bool = True) -> list[str]:
    found = [m.group(0) for m in SECOND_PERSON.finditer(words)]
    return found + [m.group(0) for m in THIRD_PERSON.finditer(words)] if third_person else found


@pytest.mark.parametrize("before", [
    "W tej turze zagrałeś już kartę 2.",
    "Po ruchu dałeś sygnał świetlny, więc w tej turze twoi harcerze już się nie ruszą.",
    "Zagrana w tej turze karta nie daje tej akcji albo już jej użyłeś.",
    "Znalazłeś: Granat.",
    "czerwony nie zdążył przed terminem: tura przepada.",
    "Minął termin gracza Ania (czerwony): mistrz gry pasuje w jego imieniu.",
    "Gracz Ania (czerwony) opuścił już 3 tury z rzędu.",
    "Gracz Ania (czerwony) opuścił 1 turę.",
    "Gracz czerwony (Ania) zostaje usunięty z gry (E-4).",
    "Czas gracza czerwonego minął: mistrz gry wybiera za niego pierwszą opcję.",
    "usunięty",
    "Użyłaś już tej akcji.",
])
def test_the_gender_check_catches_what_players_met(before: str) -> None:
    assert gendered(before), before


@pytest.mark.parametrize("fine", [
    "Nie mogę pisać na tym kanale.", "Wybierz kanał moderatorów: kanałem tekstowym.", "z Oddziałem powstańczym",
    "Stół jest pełny.", "Wisła", "Zmiana rozkazów", "Mały czołg wjeżdża na pole.", "Sygnał świetlny",
    "Liberator odleciał znad Warszawy.", "W tej samej chwili ktoś inny zmienił grę.", "Dzielnica upadła.",
    "Mistrz gry nie mógł spasować.", "gracz czerwony", "Działa.", "Tylko ty widzisz swój tajny cel.",
    "Przemytnik: jego zdolność zadziała od razu.", "Usunięto z gry gracza czerwonego.", "poza grą",
    "Liberator nie może wrócić na pole, które właśnie opuścił.",
])
def test_the_gender_check_leaves_nouns_and_neutral_forms_alone(fine: str) -> None:
    assert gendered(fine) == [], fine


def test_no_polish_text_assumes_a_players_gender() -> None:
    found = [(where, gendered(words)) for where, words in polish_texts(rules=False) if gendered(words)]
    assert found == []


def test_the_rules_help_speaks_to_any_reader() -> None:
    found = [(where, gendered(words, False)) for where, words in polish_texts() if gendered(words, False)]
    assert found == []


@pytest.mark.parametrize(("key", "params"), [
    ("card_already_played", {"card": "2"}), ("moves_closed", {}), ("special_not_available", {"action": "buddies"}),
])
def test_the_engines_refusals_speak_to_any_player(key: str, params: dict[str, str]) -> None:
    for lang in LANGS:
        said = rule_text(RuleError("B-5.1", key, **params), lang)
        assert said and not gendered(said), (lang, said)


def test_the_events_and_notices_about_a_player_fit_every_player() -> None:
    from service.messages import Message

    said = [mali_describe({"type": "token_found", "player": "red", "token": "grenade"}, "pl"),
            mali_describe({"type": "timeout_pass", "player": "red"}, "pl"),
            Message("auto_pass", {"user": 7, "colour": "red"}, "mali").text("pl"),
            Message("missed_turns", {"user": 7, "colour": "red", "count": 3, "channel": 3}, "mali").text("pl"),
            Message("removed", {"user": 7, "colour": "red"}, "mali").text("pl"),
            text("mali/board", "removed", "pl")]
    for line in said:
        assert not gendered(line), line
    assert "Granat" in said[0] and "czerwony" in said[1].lower() and "3 tury z rzędu" in said[3]
    assert "czerwonego" in said[4] and "(E-4)" in said[4]


# -------------------------------------------------------------------------------- item 16: one name for a thing

ONE_NAME = {  # a form no Polish text uses any more -> the one kept
    r"\bOddział Powstańcz": "Oddział powstańczy",
    r"\bklęsk": "porażka",
    r"\b[Cc]el(?:e|ów|u)? tajn": "tajny cel",
    r"\b[Żż]eton\w* zrzutów\b": "żetony zrzutu",
    r"\bw ręce\b": "na ręce",
    r"\bzbiera\w*\b": "podnosi (zrzuty, listy)",
    r"\bbierze ¤|\bbierze rozkaz": "podejmuje (rozkaz)",
    r"\bCzeka na\b(?! ciebie)": "Czekamy na",
    r"\bPoczt\w* [Pp]olow": "Poczta cywilna",
}


def test_each_thing_has_one_polish_name_everywhere() -> None:
    found = []
    for where, words in polish_texts():
        for pattern, kept in ONE_NAME.items():
            if (m := re.search(pattern, words)) and "Harcersk" not in words[max(0, m.start() - 12):m.start()]:
                found.append(f"{where}: {m.group(0)!r} (use {kept!r})")
    assert found == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_boards_short_card_names_are_the_cards_own_words(lang: str) -> None:
    """The board said "3·Zamiana", "1·Kumple", "3·Sygnały" for "Zmiana rozkazów", "Koledzy z podwórka",
    "Sygnał świetlny": a short name is a word of the card's name."""
    for card in ("3-change", "1-buddies", "1-squad", "3-signal"):
        number, _, short = tr(lang, f"cardshort.{card}").partition("·")
        name = tr(lang, f"cardname.{card}")
        assert number == card[0] and short.lower() in name.lower().split(), (lang, short, name)


def test_the_labels_that_wait_say_czekamy_na() -> None:
    assert tr("pl", "waiting") == "Czekamy na"
    assert mali_console_say("waiting", "pl", colour="czerwony") == "Czekamy na: czerwony"
    assert console_say("waiting_for", "pl", colours="czerwony").startswith("Czekamy na")
    assert mali_console_say("waiting", "en", colour="red") == "Waiting for: red"


@pytest.mark.parametrize(("steps", "pl", "en"), [(0, "zostaje na miejscu", "stays where he is"), (1, "1 krok", "one step"),
                                                 (3, "3 kroki", "3 steps"), (5, "5 kroków", "5 steps")])
def test_a_soldier_who_does_not_move_stays_put(steps: int, pl: str, en: str) -> None:
    event = {"type": "soldier_roll", "roll": 2, "steps": steps}
    polish, english = mali_describe(event, "pl"), mali_describe(event, "en")
    assert pl in polish and en in english
    assert "0 kroków" not in polish and "0 steps" not in english


def test_every_libertalia_choice_speaks_to_the_chooser() -> None:
    """The Witch's question was the only one in the third person ("… której nocną zdolność wykona")."""
    witch = text("libertalia/game", "choice.witch_copy", "pl", _room="libertalia")
    assert "wykonasz" in witch and not re.search(r"\bwykona\b", witch)
    for key, words in texts_of("pl", "libertalia/game").items():
        if key.startswith("choice-") and key != "choice-other":
            assert re.search(r"\b(?:wybierz|zatrzymaj|weź)\b", words, re.IGNORECASE), key


@pytest.mark.parametrize(("lang", "done"), [("pl", "ma już wybraną kartę"), ("en", "has picked a card")])
def test_a_pick_is_told_as_done(lang: str, done: str) -> None:
    last = libertalia_describe({"type": "picked", "player": "red", "waiting": 1, "last": "blue"}, lang)
    counted = libertalia_describe({"type": "picked", "player": "red", "waiting": 2}, lang)
    assert done in last and done in counted
    assert "wybiera kartę" not in last + counted


@pytest.mark.parametrize(("lang", "until"), [("pl", "dopóki wszyscy nie wybiorą"), ("en", "until everyone has picked")])
def test_the_pick_ping_says_until_when_a_pick_may_change(lang: str, until: str) -> None:
    said = text("bot", "cp.ping.pick", lang, _room="libertalia")
    assert until in said and "ostatniego wyboru" not in said and "last pick" not in said


@pytest.mark.parametrize("lang", LANGS)
def test_a_tied_libertalia_score_still_has_one_winner_said_in_the_singular(lang: str) -> None:
    """LT-15.2: reputation breaks a tie on score, so there is always exactly one winner: the sentence names one
    (a shared win cannot happen in Libertalia, so the line needs no plural)."""
    event = {"type": "game_over", "outcome": "finished", "reason": "LT-15.1", "winner": "blue",
             "standings": [{"colour": "blue", "score": 71, "reputation_position": 5, "place": 1},
                           {"colour": "green", "score": 71, "reputation_position": 4, "place": 2}]}
    said = libertalia_describe(event, lang)
    assert ("wygrywa niebieski" if lang == "pl" else "blue wins") in said.lower()


@pytest.mark.parametrize("lang", LANGS)
def test_picking_up_every_letter_is_said_without_a_dangling_dash(lang: str) -> None:
    every = action_text({"type": "pick_up_letters", "player": "red", "scout": 1, "letters": []}, lang)
    named = action_text({"type": "pick_up_letters", "player": "red", "scout": 1, "letters": ["L03", "L05"]}, lang)
    assert "—" not in every and ("wszystkie listy" if lang == "pl" else "all the letters") in every
    assert "L03, L05" in named
    assert ("podnosi" if lang == "pl" else "picks up") in every + named


def test_the_log_says_a_scout_podejmuje_an_order() -> None:
    from service.messages import Message

    said = Message("action.pick_up_order", {"player": "red", "scout": "red-1", "order": 12}, "mali").text("pl")
    assert "podejmuje" in said and "bierze" not in said


@pytest.mark.parametrize("lang", LANGS)
def test_the_help_names_the_commands_as_the_tree_spells_them(lang: str) -> None:
    from cogs.mali.texts import mali_text

    helped = mali_text("help", lang)
    expected = (("/zagraj", "/podnieś", "/żeton", "/sygnał", "/mod cofnij_fazę", "/mod pomiń", "/zasady B-5.4")
                if lang == "pl" else ("/play", "/pickup", "/token", "/signal", "/mod rollback", "/mod skip",
                                      "/rules B-5.4"))
    for command in expected:
        assert command in helped, command
    assert "/podnies" not in helped and "/zeton" not in helped and "/sygnal" not in helped


def console_words(path: Path) -> set[str]:
    """The command words a console table accepts, as its code lists them (`head in ("quit", "exit", …)`, `verb in …`)."""
    found = set()
    for group in re.findall(r"(?:head|verb) in \(((?:\"[a-z]+\",?\s*)+)\)", path.read_text(encoding="utf-8")):
        found |= set(re.findall(r"\"([a-z]+)\"", group))
    return found


def test_the_libertalia_console_help_lists_the_polish_words_it_accepts() -> None:
    english = {"pick", "choose", "quit", "exit", "help", "show", "hand", "bots", "rules", "off", "all"}
    polish = (console_words(ROOT / "console" / "libertalia.py") | console_words(ROOT / "console" / "choice.py")) - english
    assert {"wybierz", "opcja", "koniec"} <= polish
    for lang in LANGS:
        helped = console_say("help", lang, "libertalia")
        assert all(re.search(rf"\b{w}\b", helped) for w in polish), (lang, polish)


def test_catalogue_files_still_parse() -> None:
    """The checks above read the Fluent syntax: a file it cannot read would pass them silently."""
    for part in PARTS:
        assert (folder("pl") / f"{part}.ftl").exists()
        assert keys("pl", part), part
