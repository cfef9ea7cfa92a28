"""The `/rules` help: one entry per RULES.md rule id in both languages, found by id or by words, short enough
for a phone, and written in our own words (no long run copied from the publisher's rulebook or RULES.md)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from data.mali.loader import DATA_DIR, DataError
from data.mali.names import fold
from data.mali.rules_help import LANGUAGES, RuleHelp, heading, load_rules_help, lookup, suggest
from tests.data import rules_help_checks as checks
from words.commands import command_paths, slash

SHARED_RULES = Path(__file__).resolve().parents[3].parent / "shared" / "rules"
RULES_MD = SHARED_RULES / "RULES.md"
RULE_ID = re.compile(r"\b(?:[BLM]-\d+\.\d+|[EH]-\d+)\b")
MAX_TEXT = 600
COPY_RUN = 12  # words in a row shared with the source texts that count as copying

needs_rules = pytest.mark.skipif(
    not RULES_MD.is_file(), reason=f"RULES.md not found at {RULES_MD} (the shared rules folder sits beside the repo)"
)


def rule_ids() -> list[str]:
    return sorted(set(RULE_ID.findall(RULES_MD.read_text(encoding="utf-8"))))


@needs_rules
def test_rules_md_ids_are_found() -> None:
    ids = rule_ids()
    assert "B-5.4" in ids and "L-4.10" in ids and "E-4" in ids and "H-1" in ids
    assert len(ids) >= 70


@needs_rules
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_id_has_an_entry(lang: str) -> None:
    checks.assert_every_id_has_an_entry(load_rules_help(lang), rule_ids(), lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entries_are_complete_and_short(lang: str) -> None:
    entries = load_rules_help(lang)
    assert entries["B-5.4"].id == "B-5.4"
    checks.assert_complete_and_short(entries, lang, MAX_TEXT)
    topics = [rid for rid in entries if rid.startswith("topic:")]
    for topic in ("round", "tokens", "letters", "liberator", "goals", "commands"):
        assert f"topic:{topic}" in topics


def test_both_languages_have_the_same_ids_and_differ_in_text() -> None:
    checks.assert_languages_in_step(load_rules_help("en"), load_rules_help("pl"))


def test_commands_topic_names_every_command() -> None:
    for lang in LANGUAGES:
        text = load_rules_help(lang)["topic:commands"].text
        for path in ("play", "move", "pickup", "token", "signal", "undo", "end", "hand", "board", "rules"):
            command = slash(path, lang)  # the command's name in this language, as the bot registers it
            assert command in text, f"{lang}: {command}"
        assert "/private" not in text  # no such command


def test_rules_help_names_only_commands_that_exist_in_its_language() -> None:
    for lang in LANGUAGES:
        named = {m for e in load_rules_help(lang).values() for m in re.findall(r"(?<![\w<])/([^\W\d_]\w*)", e.text)}
        known = {slash(path, lang)[1:] for path in command_paths()}
        assert named <= known, (lang, named - known)
        assert not any("topic:" in e.text for e in load_rules_help(lang).values()), lang


def test_polish_uses_the_game_terms() -> None:
    pl = " ".join(e.title + " " + e.text for e in load_rules_help("pl").values()).lower()
    for term in ("harcerz", "rozkaz", "tor rozkazów", "karty ruchu", "punkty ruchu (pr)", "mały czołg", "duży czołg",
                 "dzielnica upada", "zagrożenie", "niemiecki żołnierz", "więzieni", "poczta harcerska", "zrzut", "żeton",
                 "liberator", "sygnał świetlny", "poczta cywilna", "tajny cel"):
        assert term in pl, term


@pytest.mark.parametrize("query", ["B-5.4", "b-5.4", "B5.4", "b 5 4", "b54", " B-5.4 ", "b_5.4"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_lookup_by_id_forms(query: str, lang: str) -> None:
    checks.assert_found_as_itself(lookup(query, lang), load_rules_help(lang), "B-5.4")


def test_lookup_other_id_shapes() -> None:
    assert lookup("l-4.10", "en")[0].id == "L-4.10"
    assert lookup("L4.1", "en")[0].id == "L-4.1"
    assert lookup("e 2", "pl")[0].id == "E-2"
    assert lookup("H1", "pl")[0].id == "H-1"
    assert lookup("topic:letters", "pl")[0].id == "topic:letters"
    assert lookup("TOPIC COMMANDS", "en")[0].id == "topic:commands"
    # A section lists its rules in order.
    assert [e.id for e in lookup("B-7", "en", limit=10)] == [f"B-7.{n}" for n in range(1, 8)]
    assert [e.id for e in lookup("l 4", "pl", limit=3)] == ["L-4.1", "L-4.2", "L-4.3"]


@pytest.mark.parametrize(
    ("lang", "query", "expected"),
    [
        ("en", "pick up order", "B-5.4"),
        ("en", "Picking up an order", "B-5.4"),
        ("en", "grenade", "L-4.5"),
        ("en", "prison", "B-5.6"),
        ("en", "light signal", "L-5.1"),
        ("en", "ambush", "L-4.10"),
        ("en", "threat", "B-7.3"),
        ("en", "radio", "L-4.6"),
        ("en", "schoolyard buddies", "B-8.2"),
        ("en", "undo", "B-5.7"),
        ("en", "exchange letters", "M-4.1"),
        ("en", "deliver letter", "M-3.1"),
        ("en", "how do I deliver an order", "B-5.5"),
        ("en", "commands", "topic:commands"),
        ("pl", "podjęcie rozkazu", "B-5.4"),
        ("pl", "podjecie rozkazu", "B-5.4"),
        ("pl", "PODNIEŚ ROZKAZ", "B-5.4"),
        ("pl", "granat", "L-4.5"),
        ("pl", "więzienie", "B-5.6"),
        ("pl", "wiezienie", "B-5.6"),
        ("pl", "sygnał świetlny", "L-5.1"),
        ("pl", "latarka", "L-5.1"),
        ("pl", "zasadzka", "L-4.10"),
        ("pl", "zagrozenie", "B-7.3"),
        ("pl", "radiostacja", "L-4.6"),
        ("pl", "kumple z podwórka", "B-8.2"),
        ("pl", "cofnij", "B-5.7"),
        ("pl", "wymiana listów", "M-4.1"),
        ("pl", "dzielnica upada", "B-7.2"),
        ("pl", "łącznik", "B-9.1"),
        ("pl", "lacznik", "B-9.1"),
        ("pl", "komendy", "topic:commands"),
        ("pl", "jak dostarczyć rozkaz", "B-5.5"),
    ],
)
def test_lookup_by_words(lang: str, query: str, expected: str) -> None:
    found = lookup(query, lang)
    assert found, f"{lang} {query!r}: nothing found"
    assert found[0].id == expected, f"{lang} {query!r}: {[e.id for e in found]}"
    assert all(isinstance(e, RuleHelp) for e in found) and len(found) <= 5


def test_lookup_inflected_polish_and_partial_words() -> None:
    assert "B-7.2" in [e.id for e in lookup("czołgu", "pl")]
    assert "L-4.5" in [e.id for e in lookup("granatem", "pl")]
    assert lookup("libera", "en")[0].id == "topic:liberator"


def test_lookup_falls_back_to_english() -> None:
    # A Polish player typing an English word still gets the Polish entry.
    found = lookup("grenade", "pl")
    assert found[0].id == "L-4.5" and found[0].title == "Granat"
    # An unknown locale reads English; Discord locales work.
    assert lookup("B-5.4", "de")[0].title == load_rules_help("en")["B-5.4"].title
    assert lookup("B-5.4", "en-US")[0].title == load_rules_help("en")["B-5.4"].title
    assert lookup("B-5.4", "pl-PL")[0].title == load_rules_help("pl")["B-5.4"].title


def test_lookup_edges() -> None:
    assert lookup("", "en") == []
    assert lookup("   ", "pl") == []
    assert lookup("xyzzy quux", "en") == []
    assert lookup("order", "en", limit=0) == []
    assert len(lookup("order", "en", limit=3)) == 3


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("prefix", ["", "b", "B-5", "b5.", "l-4", "topic", "order", "rozkaz", "tank", "czołg", "zzz"])
def test_suggest_fits_discord(lang: str, prefix: str) -> None:
    checks.assert_choices_fit_discord(suggest(prefix, lang), load_rules_help(lang), heading, ("topic:",))


def test_suggest_orders_and_limits() -> None:
    assert [v for _, v in suggest("B-5", "en")] == [f"B-5.{n}" for n in range(1, 8)]
    assert suggest("B-5.4", "pl")[0] == ("B-5.4 · Podjęcie rozkazu", "B-5.4")
    assert suggest("grenade", "en")[0][1] == "L-4.5"
    assert len(suggest("", "en")) == 25
    assert len(suggest("", "en", limit=100)) == 25
    assert len(suggest("b", "en", limit=3)) == 3
    assert suggest("zzz", "pl") == []


def test_suggest_truncates_long_labels(tmp_path: Path) -> None:
    folder = copy_files(tmp_path, "en", lambda doc: doc[0].update(title="A very long title " * 10))
    label, value = suggest("", "en", directory=folder)[0]
    assert len(label) == 100 and label.endswith("…") and value == "topic:round"


# --- validation -------------------------------------------------------------------------------------------------


def copy_files(tmp_path: Path, lang: str, edit: Callable[[Any], None]) -> Path:
    return checks.copy_catalogues(DATA_DIR, tmp_path, lang, edit)


def _entry(doc: Any, rid: str) -> Any:
    return next(e for e in doc if e["id"] == rid)


@pytest.mark.parametrize(
    ("lang", "edit", "needle"),
    [
        ("pl", lambda d: d.remove(_entry(d, "B-5.4")), r"rules_help\.pl\.json: entry 'B-5\.4' is missing"),
        ("en", lambda d: d.remove(_entry(d, "L-4.10")), r"rules_help\.en\.json: entry 'L-4\.10' is missing"),
        ("pl", lambda d: _entry(d, "B-7.3").update(text="  "), r"rules_help\.pl\.json: entry 'B-7\.3' has no text"),
        ("en", lambda d: _entry(d, "E-1").update(title=""), r"entry 'E-1' has no title"),
        ("en", lambda d: _entry(d, "E-2").update(keywords=[]), r"entry 'E-2' has no keywords"),
        ("pl", lambda d: _entry(d, "H-1").update(keywords=["ok", ""]), r"entry 'H-1' has an empty"),
        ("en", lambda d: d.append(dict(_entry(d, "B-1.1"))), r"entry 'B-1\.1' is listed twice"),
        ("en", lambda d: d.append({"id": "b 1 1", "title": "t", "text": "t", "keywords": ["k"]}),
         r"entry 'b 1 1' cannot be told apart from 'B-1\.1'"),
        ("pl", lambda d: d.append({"title": "t", "text": "t", "keywords": ["k"]}), r"rules_help\.pl\.json: entry #\d+ has no id"),
    ],
)
def test_validation_names_the_bad_entry(tmp_path: Path, lang: str, edit: Callable[[Any], None], needle: str) -> None:
    folder = copy_files(tmp_path, lang, edit)
    with pytest.raises(DataError, match=needle):
        load_rules_help("en", directory=folder)


def test_validation_of_files(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"rules_help\.en\.json: file missing"):
        load_rules_help("en", directory=tmp_path)
    folder = copy_files(tmp_path, "pl", lambda d: None)
    (folder / "rules_help.pl.json").write_text("[{", encoding="utf-8")
    with pytest.raises(DataError, match=r"rules_help\.pl\.json: not valid JSON"):
        load_rules_help("pl", directory=folder)
    (folder / "rules_help.pl.json").write_text("{}", encoding="utf-8")
    with pytest.raises(DataError, match=r"rules_help\.pl\.json: expected a list"):
        load_rules_help("pl", directory=folder)


def test_loaded_catalogue_cannot_be_spoiled_by_callers() -> None:
    entries = load_rules_help("en")
    entries.clear()
    assert "B-5.4" in load_rules_help("en")


# --- our own words ----------------------------------------------------------------------------------------------


def _runs(text: str, n: int = COPY_RUN) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9]+", fold(text))
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def _sources() -> dict[str, str]:
    paths = [RULES_MD, *sorted((SHARED_RULES / "seeds").glob("*.txt"))]
    return {p.name: p.read_text(encoding="utf-8") for p in paths if p.is_file()}


@needs_rules
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_entry_copies_the_source_texts(lang: str) -> None:
    sources = {name: _runs(text) for name, text in _sources().items()}
    assert len(sources) >= 2, "the publisher's rulebook texts (seeds) are missing"
    copied = []
    for rid, entry in load_rules_help(lang).items():
        mine = _runs(entry.title + " " + entry.text)
        for name, theirs in sources.items():
            shared = mine & theirs
            if shared:
                copied.append(f"{rid} shares {' '.join(sorted(shared)[0])!r} with {name}")
    assert not copied, "\n".join(copied)


def test_copy_check_detects_a_copy() -> None:
    text = "one two three four five six seven eight nine ten eleven twelve thirteen"
    assert _runs(text) & _runs("zero " + text)
    assert not _runs("one two three four five six seven eight nine ten eleven") & _runs(text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_follows_the_engine_on_the_amended_rules(lang: str) -> None:
    """B-8.3: a Squad scout left on a tank is pushed off at Time passes (B-7.5), not stuck until another Squad;
    B-5.1 names its one exception, drop pick-ups before the card (L-3.1)."""
    entries = load_rules_help(lang)
    squad = fold(entries["B-8.3"].text)
    assert "b-7.5" in squad and "another squad" not in squad and "kolejnym oddzialem" not in squad
    assert "L-3.1" in entries["B-5.1"].text


@pytest.mark.parametrize(("lang", "players_left", "undo"), [
    ("en", "as a game of the players left", "no undo brings a removed player back"),
    ("pl", "jak gra dla tylu osob, ile zostalo", "zadne cofniecie nie przywraca usunietego gracza"),
])
def test_help_on_E_4_says_the_game_plays_as_the_players_left_and_no_undo_undoes_a_removal(
        lang: str, players_left: str, undo: str) -> None:
    """E-4 (docs/RULINGS.md): from a removal on, the per-round numbers are those of the players still seated
    (B-4.1 says so too), and an undo takes back only the player's own moves, never the removal."""
    entries = load_rules_help(lang)
    removal = fold(entries["E-4"].text)
    assert players_left in removal and undo in removal
    assert "removal" in fold(entries["B-4.1"].text) or "usunieciu" in fold(entries["B-4.1"].text)
