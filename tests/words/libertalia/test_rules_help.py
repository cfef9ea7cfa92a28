"""Libertalia's `/rules` help: an entry for every LT id of RULES.md, every card and the deadline rulings, in both
languages, found by id, section or words, short enough for a phone, and in our own words (no long run shared
with RULES.md or the publisher's seed page)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from data.libertalia.loader import game_data
from data.libertalia.rules_help import DATA_DIR, LANGUAGES, RuleHelp, heading, load_rules_help, lookup, suggest
from data.mali.loader import DataError
from data.mali.names import fold
from tests.data import rules_help_checks as checks

SHARED_RULES = Path(__file__).resolve().parents[3].parent / "shared" / "rules"
RULES_MD = SHARED_RULES / "libertalia" / "RULES.md"
SEED = SHARED_RULES / "seeds" / "003_88b010a8f749b07b.txt"
RULE_ID = re.compile(r"^(?:- |\| )(LT-\d+\.\d+)", re.M)
MAX_TEXT = 600
COPY_RUN = 12  # words in a row shared with a source text that count as copying

needs_rules = pytest.mark.skipif(not RULES_MD.is_file(), reason=f"RULES.md not found at {RULES_MD}")


def rule_ids() -> list[str]:
    return sorted(set(RULE_ID.findall(RULES_MD.read_text(encoding="utf-8"))))


@needs_rules
def test_rules_md_ids_are_found() -> None:
    ids = rule_ids()
    assert "LT-3.3" in ids and "LT-12.10" in ids and "LT-16.3" in ids and len(ids) >= 100


@needs_rules
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_id_has_an_entry(lang: str) -> None:
    entries = load_rules_help(lang)
    checks.assert_every_id_has_an_entry(entries, rule_ids(), lang)
    extra = [rid for rid in entries if rid.startswith("LT-") and rid not in rule_ids()]
    assert not extra, f"{lang}: help for ids RULES.md does not have: {extra}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_and_topic_has_an_entry(lang: str) -> None:
    entries = load_rules_help(lang)
    for c in game_data().characters.values():
        assert f"card:{c.key}" in entries, (lang, c.key)
        assert entries[f"card:{c.key}"].title.startswith(f"{c.rank} · ")
    for topic in ("overview", "day", "choices", "order", "deadlines", "removal", "paraphrase"):
        assert f"topic:{topic}" in entries, (lang, topic)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entries_are_complete_and_short(lang: str) -> None:
    checks.assert_complete_and_short(load_rules_help(lang), lang, MAX_TEXT)


def test_both_languages_have_the_same_ids_and_differ_in_text() -> None:
    checks.assert_languages_in_step(load_rules_help("en"), load_rules_help("pl"))


def test_the_help_states_the_deadline_rulings() -> None:
    en, pl = load_rules_help("en"), load_rules_help("pl")
    assert "lowest-ranked card" in en["topic:deadlines"].text and "first legal option" in en["topic:deadlines"].text
    assert "najniższej randze" in pl["topic:deadlines"].text and "pierwszą dozwoloną opcję" in pl["topic:deadlines"].text
    assert "lowest-ranked card" in en["LT-6.1"].text and "najniższej randze" in pl["LT-6.1"].text
    assert "automatically" in en["topic:deadlines"].text and "automatically" in en["LT-16.3"].text
    assert "taking the doubloons comes first" in en["topic:deadlines"].text  # a hook's first option


def test_the_help_says_card_texts_are_our_paraphrase_and_names_the_unverified_facts() -> None:
    en, pl = load_rules_help("en"), load_rules_help("pl")
    assert "our own paraphrase" in en["topic:paraphrase"].text
    assert "naszym własnym omówieniem" in pl["topic:paraphrase"].text
    for c in game_data().characters.values():
        assert "Our paraphrase of the card; unverified." in en[f"card:{c.key}"].text
        assert "Nasze omówienie karty; niezweryfikowane." in pl[f"card:{c.key}"].text
    for rid in ("LT-3.7", "LT-13.5", "LT-13.6", "card:merchant"):  # the ⚠ CHECK facts of RULES.md
        assert "unverified" in en[rid].text and "niezweryfikowan" in pl[rid].text, rid


def _runs(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9ąćęłńóśźż]+", text.lower())
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


@needs_rules
def test_written_in_our_own_words() -> None:
    sources = _runs(RULES_MD.read_text(encoding="utf-8"), COPY_RUN)
    if SEED.is_file():
        sources |= _runs(SEED.read_text(encoding="utf-8"), COPY_RUN)
    for lang in LANGUAGES:
        for rid, entry in load_rules_help(lang).items():
            shared = _runs(entry.text, COPY_RUN) & sources
            assert not shared, f"{lang} {rid}: {' '.join(next(iter(shared)))}"


@pytest.mark.parametrize("query", ["LT-3.3", "lt-3.3", "LT3.3", "lt 3 3", " LT-3.3 ", "lt_3.3"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_lookup_by_id_forms(query: str, lang: str) -> None:
    checks.assert_found_as_itself(lookup(query, lang), load_rules_help(lang), "LT-3.3")


def test_lookup_a_section_and_other_ids() -> None:
    assert [e.id for e in lookup("LT-3", "en", limit=10)] == [f"LT-3.{n}" for n in range(1, 9)]
    assert [e.id for e in lookup("lt 13", "pl", limit=3)] == ["LT-13.1", "LT-13.2", "LT-13.3"]
    assert lookup("LT-12.10", "pl")[0].id == "LT-12.10"
    assert lookup("LT-1.3", "en")[0].id == "LT-1.3"
    assert lookup("card:brute", "en")[0].id == "card:brute"
    assert lookup("topic:deadlines", "pl")[0].id == "topic:deadlines"


@pytest.mark.parametrize(
    ("lang", "query", "expected"),
    [
        ("en", "captain", "card:captain"), ("en", "Wind Nymph", "card:wind_nymph"), ("en", "deadline", "topic:deadlines"),
        ("en", "midshipman", "LT-11.2"), ("en", "hook", "LT-12.7"), ("en", "saber", "LT-12.8"), ("en", "map values", "LT-12.9"),
        ("en", "who wins", "LT-15.2"), ("en", "paraphrase", "topic:paraphrase"), ("en", "remove player", "topic:removal"),
        ("en", "night order", "topic:order"), ("pl", "kolejność nocy", "topic:order"),
        ("pl", "usunięcie gracza", "topic:removal"),
        ("pl", "kapitan", "card:captain"), ("pl", "nimfa wiatru", "card:wind_nymph"), ("pl", "termin", "topic:deadlines"),
        ("pl", "kadet", "LT-11.2"), ("pl", "hak", "LT-12.7"), ("pl", "szabla", "LT-12.8"), ("pl", "osilek", "card:brute"),
        ("pl", "kto wygrywa", "LT-15.2"), ("pl", "pusta ręka", "LT-14.10"), ("pl", "wiedzma", "card:witch"),
    ],
)
def test_lookup_by_words(lang: str, query: str, expected: str) -> None:
    found = lookup(query, lang)
    assert found and found[0].id == expected, f"{lang} {query!r}: {[e.id for e in found]}"
    assert all(isinstance(e, RuleHelp) for e in found) and len(found) <= 5


def test_lookup_falls_back_to_english_and_reads_locales() -> None:
    found = lookup("brute", "pl")
    assert found[0].id == "card:brute" and found[0].title == "17 · Osiłek"
    assert lookup("LT-3.3", "en-US")[0].title == load_rules_help("en")["LT-3.3"].title
    assert lookup("LT-3.3", "pl-PL")[0].title == load_rules_help("pl")["LT-3.3"].title
    assert lookup("", "en") == [] and lookup("xyzzy quux", "pl") == [] and lookup("LT-3", "en", limit=0) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("prefix", ["", "lt", "LT-3", "lt12.", "card", "topic", "kapitan", "hook", "zzz"])
def test_suggest_fits_discord(lang: str, prefix: str) -> None:
    checks.assert_choices_fit_discord(suggest(prefix, lang), load_rules_help(lang), heading, ("topic:", "card:"))


def test_headings() -> None:
    pl = load_rules_help("pl")
    assert heading(pl["LT-3.3"]) == "LT-3.3 · Zdobywanie reputacji"
    assert heading(pl["card:witch"]) == "15 · Wiedźma"
    assert heading(pl["topic:deadlines"]) == "Terminy i nieobecni gracze"
    assert [v for _, v in suggest("LT-3", "en")][:8] == [f"LT-3.{n}" for n in range(1, 9)]


def test_the_polish_help_uses_the_game_terms() -> None:
    pl = fold(" ".join(e.title + " " + e.text for e in load_rules_help("pl").values()))
    for term in ("dublon", "reputacj", "wyspa", "statek", "cmentarz", "worek", "zmierzch", "noc", "kotwica", "kadet",
                 "rejs", "lup"):
        assert fold(term) in pl, term


def test_a_missing_entry_in_one_language_is_named(tmp_path: Path) -> None:
    folder = checks.copy_catalogues(DATA_DIR, tmp_path, "pl",
                                    lambda doc: doc.remove(next(e for e in doc if e["id"] == "LT-4.4")))
    with pytest.raises(DataError, match=r"rules_help\.pl\.json: entry 'LT-4\.4' is missing"):
        load_rules_help("en", directory=folder)
