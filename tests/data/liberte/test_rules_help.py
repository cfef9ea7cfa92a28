"""Liberté's `/rules` help: an entry for every LB id of RULES.md and a few topics, in both languages, found by id,
section or words, within Discord's limits, in our own words, and honest about every [proposed] or [CHECK] rule
(it says so and names the data key a group may change)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import data.liberte.rules_help as help_module
from data.errors import DataError
from data.liberte.loader import RULE_KEYS
from data.liberte.rules_help import (
    DATA_DIR,
    LANGUAGES,
    RuleHelp,
    heading,
    load_rules_help,
    lookup,
    rule_ids,
    suggest,
)
from data.text import fold
from games.check import NEEDS
from tests.data import rules_help_checks as checks

SHARED_RULES = Path(__file__).resolve().parents[3].parent / "shared" / "rules"
RULES_MD = SHARED_RULES / "liberte" / "RULES.md"
SEEDS = SHARED_RULES / "seeds"
RULE_HEAD = re.compile(r"^(?:- (LB-\d+\.\d+)|### (LB-D\.\d+))", re.M)
MAX_TEXT = 900  # Discord's embed field holds 1024; a phone screen is the real limit
MAX_TITLE = 80  # a heading "LB-6.12 · …" fits a 100-character autocomplete label uncut
COPY_RUN_RULES = 10  # words in a row shared with RULES.md (ours, but the help is written anew for players)
COPY_RUN_SEEDS = 8  # words in a row shared with the publisher-derived seed pages
UNCONFIRMED = {"en": "Unconfirmed: ", "pl": "Niepotwierdzone: "}
NAMES_ITS_PLACE = {"en": ("data", "fixed in the bot"), "pl": ("danych", "zapisane na stałe w bocie")}
# LB-0.2 explains the tags themselves; the LB-D sections describe data files (their OWNER rows, not rulings).
TAGS_NOT_RULINGS = ("LB-0.2",)
DATA_KEY = re.compile(r"\b(?:vp\.)?[a-z]+(?:_[a-z0-9]+)+\b(?!\.csv)")

needs_rules = pytest.mark.skipif(not RULES_MD.is_file(), reason=f"RULES.md not found at {RULES_MD}")


def rules_md_ids() -> list[str]:
    return [a or b for a, b in RULE_HEAD.findall(RULES_MD.read_text(encoding="utf-8"))]


def rules_md_blocks() -> dict[str, str]:
    """Each LB id's own text in RULES.md: from its bullet or heading to the next one (or the section's end)."""
    text = RULES_MD.read_text(encoding="utf-8")
    marks = list(RULE_HEAD.finditer(text))
    blocks = {}
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        blocks[m.group(1) or m.group(2)] = re.split(r"\n## |\n---", text[m.start():end])[0]
    return blocks


def tagged_ids() -> list[str]:
    """The rules RULES.md marks as our ruling or as still to check against a real copy."""
    return [rid for rid, block in rules_md_blocks().items() if ("proposed" in block or "CHECK" in block)
            and not rid.startswith("LB-D.") and rid not in TAGS_NOT_RULINGS]


def fixed(key: str) -> bool:
    """Whether the engine knows one reading of a rules.toml key only (the loader refuses any other value)."""
    allowed = RULE_KEYS[key][1]
    return allowed is not None and len(allowed) == 1


@needs_rules
def test_rules_md_ids_are_found() -> None:
    ids = rules_md_ids()
    assert len(ids) == len(set(ids)) >= 90
    for rid in ("LB-0.1", "LB-0.10", "LB-3.0", "LB-4.16", "LB-6.18", "LB-9.4", "LB-D.1", "LB-D.8"):
        assert rid in ids


@needs_rules
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_id_has_an_entry(lang: str) -> None:
    entries = load_rules_help(lang)
    checks.assert_every_id_has_an_entry(entries, rules_md_ids(), lang)
    extra = [rid for rid in entries if rid.startswith("LB-") and rid not in rules_md_ids()]
    assert not extra, f"{lang}: help for ids RULES.md does not have: {extra}"
    assert rule_ids(lang) == rules_md_ids()  # and in RULES.md's order


def test_the_module_offers_what_rules_and_the_console_call() -> None:
    for name in (*NEEDS["rules_help"], "rule_ids", "load_rules_help"):
        assert callable(getattr(help_module, name)), name
    assert [rid for rid in rule_ids() if not rid.startswith("LB-")] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entries_are_complete_and_within_discord_limits(lang: str) -> None:
    entries = load_rules_help(lang)
    checks.assert_complete_and_short(entries, lang, MAX_TEXT)
    for rid, entry in entries.items():
        assert len(entry.title) <= MAX_TITLE and len(heading(entry)) <= 100, rid
        assert all(len(k) <= 100 for k in entry.keywords), rid
    for topic in ("overview", "turn", "deadlines", "placeholder", "unconfirmed"):
        assert f"topic:{topic}" in entries, (lang, topic)


def test_both_languages_have_the_same_ids_and_differ_in_text() -> None:
    checks.assert_languages_in_step(load_rules_help("en"), load_rules_help("pl"))


@needs_rules
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_proposed_or_check_rule_says_it_is_unconfirmed_and_where_it_lives(lang: str) -> None:
    entries = load_rules_help(lang)
    tagged = tagged_ids()
    assert {"LB-4.4", "LB-4.10", "LB-5.5", "LB-6.16", "LB-7.2", "LB-8.4"} <= set(tagged)
    for rid in tagged:
        text = entries[rid].text
        assert UNCONFIRMED[lang] in text, f"{lang} {rid}: no '{UNCONFIRMED[lang]}'"
        assert any(w in text for w in NAMES_ITS_PLACE[lang]), f"{lang} {rid}: does not say where the ruling lives"
    settled = [rid for rid in rules_md_ids() if rid not in tagged and not rid.startswith("LB-D.")
               and rid not in TAGS_NOT_RULINGS]
    assert settled and not [rid for rid in settled if UNCONFIRMED[lang] in entries[rid].text]


def test_named_data_keys_exist_and_the_help_says_whether_a_group_may_change_them() -> None:
    """A key a help text names is a rules.toml key (data/liberte/loader.py RULE_KEYS), named alike in both
    languages; the text says "fixed in the bot" for a key the engine reads one way only, and that a group may
    change it for one it honours either way."""
    en, pl = load_rules_help("en"), load_rules_help("pl")
    says = {"en": ("fixed in the bot", "may change"), "pl": ("zapisane na stałe w bocie", "zmienić")}
    for rid in en:
        named = set(DATA_KEY.findall(en[rid].text))
        assert named == set(DATA_KEY.findall(pl[rid].text)), rid
        assert named <= set(RULE_KEYS), f"{rid}: {sorted(named - set(RULE_KEYS))} not rules.toml keys"
        for lang, entries in (("en", en), ("pl", pl)):
            if any(fixed(k) for k in named):
                assert says[lang][0] in entries[rid].text, f"{lang} {rid}: a fixed key, not said so"
            if any(not fixed(k) for k in named):
                assert says[lang][1] in entries[rid].text, f"{lang} {rid}: a key a group may change, not said so"
    assert "add_to_own_stack" in en["LB-4.4"].text and "vp_tie_shares_win" in pl["LB-8.1"].text
    assert "specials.csv" in en["LB-7.2"].text and "specials.csv" in pl["LB-7.2"].text


def _runs(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9ąćęłńóśźż]+", text.lower())
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


@needs_rules
def test_written_in_our_own_words() -> None:
    rules = _runs(RULES_MD.read_text(encoding="utf-8"), COPY_RUN_RULES)
    seeds: set[tuple[str, ...]] = set()
    for page in sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []:
        seeds |= _runs(page.read_text(encoding="utf-8"), COPY_RUN_SEEDS)
    for lang in LANGUAGES:
        for rid, entry in load_rules_help(lang).items():
            shared = (_runs(entry.text, COPY_RUN_RULES) & rules) | (_runs(entry.text, COPY_RUN_SEEDS) & seeds)
            assert not shared, f"{lang} {rid}: {' '.join(next(iter(shared)))}"


@pytest.mark.parametrize("query", ["LB-6.4", "lb6.4", "LB6.4", "lb 6 4", " LB-6.4 ", "lb_6.4", "Lb-6.4"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_lookup_by_id_forms(query: str, lang: str) -> None:
    checks.assert_found_as_itself(lookup(query, lang), load_rules_help(lang), "LB-6.4")


def test_lookup_a_section_and_ids_that_look_alike() -> None:
    assert [e.id for e in lookup("LB-6", "en", limit=20)] == [f"LB-6.{n}" for n in range(1, 19)]
    assert [e.id for e in lookup("lb 4", "pl", limit=3)] == ["LB-4.1", "LB-4.2", "LB-4.3"]
    assert [e.id for e in lookup("LB-0", "en", limit=20)][-1] == "LB-0.10"
    assert lookup("LB-4.1", "en")[0].id == "LB-4.1" and lookup("LB-4.10", "en")[0].id == "LB-4.10"
    assert lookup("LB-0.1", "pl")[0].id == "LB-0.1" and lookup("lb0.10", "pl")[0].id == "LB-0.10"
    assert lookup("LB-3.0", "en")[0].id == "LB-3.0"
    assert lookup("LB-D.8", "en")[0].id == "LB-D.8" and lookup("lbd1", "pl")[0].id == "LB-D.1"
    assert lookup("topic:deadlines", "pl")[0].id == "topic:deadlines"


@pytest.mark.parametrize(
    ("lang", "query", "expected"),
    [
        ("en", "guillotine", "LB-7.2"), ("pl", "gilotyna", "LB-7.2"), ("pl", "Gilotyna", "LB-7.2"),
        ("en", "terror", "LB-7.2"), ("pl", "czystka", "LB-7.2"), ("en", "bread shortage", "LB-7.2"),
        ("en", "lost battle", "LB-5.4"), ("pl", "przegrana bitwa", "LB-5.4"),
        ("en", "paris", "LB-6.5"), ("pl", "paryż", "LB-6.5"), ("pl", "paryz", "LB-6.5"),
        ("en", "counter-revolution", "LB-8.3"), ("pl", "kontrrewolucja", "LB-8.3"),
        ("en", "landslide", "LB-8.2"), ("pl", "miażdżące zwycięstwo", "LB-8.2"),
        ("en", "sans-culottes", "LB-4.9"), ("pl", "sankiuloci", "LB-4.9"),
        ("en", "second card", "LB-4.7"), ("pl", "druga karta", "LB-4.7"),
        ("en", "battle tie", "LB-5.3"), ("pl", "remis w bitwie", "LB-5.3"),
        ("en", "presence in government", "LB-6.17"), ("pl", "obecność w rządzie", "LB-6.17"),
        ("en", "take", "LB-4.10"), ("pl", "dobranie", "LB-4.10"), ("en", "pass", "LB-4.12"), ("pl", "pas", "LB-4.12"),
        ("en", "tie-break", "LB-0.6"), ("pl", "dogrywka", "LB-0.6"), ("en", "who wins", "LB-8.1"),
        ("pl", "kto wygrywa", "LB-8.1"), ("en", "how many players", "LB-0.9"), ("pl", "ilu graczy", "LB-0.9"),
        ("en", "deadline", "topic:deadlines"), ("pl", "termin", "topic:deadlines"),
        ("en", "placeholder", "topic:placeholder"), ("pl", "dane zastępcze", "topic:placeholder"),
        ("en", "unconfirmed", "topic:unconfirmed"), ("pl", "niepotwierdzone", "topic:unconfirmed"),
    ],
)
def test_lookup_by_words(lang: str, query: str, expected: str) -> None:
    found = lookup(query, lang)
    assert found and found[0].id == expected, f"{lang} {query!r}: {[e.id for e in found]}"
    assert all(isinstance(e, RuleHelp) for e in found) and len(found) <= 5


def test_lookup_falls_back_to_english_and_reads_locales() -> None:
    found = lookup("guillotine", "pl")
    assert found[0].id == "LB-7.2" and found[0].title == "Sześć kart specjalnych"
    assert lookup("LB-6.4", "en-US")[0].title == load_rules_help("en")["LB-6.4"].title
    assert lookup("LB-6.4", "pl-PL")[0].title == load_rules_help("pl")["LB-6.4"].title
    assert lookup("", "en") == [] and lookup("xyzzy quux", "pl") == [] and lookup("LB-6", "en", limit=0) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("prefix", ["", "lb", "LB-6", "lb4.1", "lbd", "topic", "gilotyna", "battle", "zzz"])
def test_suggest_fits_discord(lang: str, prefix: str) -> None:
    checks.assert_choices_fit_discord(suggest(prefix, lang), load_rules_help(lang), heading, ("topic:",))


def test_headings() -> None:
    en, pl = load_rules_help("en"), load_rules_help("pl")
    assert heading(pl["LB-6.4"]) == "LB-6.4 · Wyraźny zwycięzca: jeden głos"
    assert heading(en["LB-5.4"]) == "LB-5.4 · Lost Battle"
    assert heading(pl["topic:deadlines"]) == "Terminy i nieobecni gracze"
    assert [v for _, v in suggest("LB-6", "en")][:3] == ["LB-6.1", "LB-6.2", "LB-6.3"]
    assert [v for _, v in suggest("lb4.1", "pl")][:8] == ["LB-4.1", "LB-4.10", "LB-4.11", "LB-4.12", "LB-4.13",
                                                          "LB-4.14", "LB-4.15", "LB-4.16"]


def test_the_help_states_the_deadline_defaults_and_the_placeholder() -> None:
    en, pl = load_rules_help("en"), load_rules_help("pl")
    for rid in ("topic:deadlines", "LB-0.7"):
        assert "passes" in en[rid].text and "declines" in en[rid].text and "blind" in en[rid].text
        assert "pasuje" in pl[rid].text and "rezygnuje" in pl[rid].text and "w ciemno" in pl[rid].text
    for lang, entries in (("en", en), ("pl", pl)):
        assert "PLACEHOLDER DATA — not the real game" in entries["topic:placeholder"].text, lang
        assert "PLACEHOLDER DATA — not the real game" in entries["LB-D.8"].text, lang
    assert "not" in en["topic:placeholder"].text and "/game new" in en["topic:placeholder"].text
    assert "/gra nowa" in pl["topic:placeholder"].text


def test_the_polish_help_uses_the_game_terms_and_no_second_person() -> None:
    entries = load_rules_help("pl").values()
    text = " ".join(e.title + " " + e.text for e in entries)
    folded = fold(text)
    for term in ("frakcj", "klocek", "klock", "zeton", "stos", "prowincj", "ekspozycj", "glos", "rzad", "opozycj",
                 "dogrywk", "radykal", "umiarkowan", "rojalist", "general", "sankiulot", "gilotyn", "przegrana bitwa",
                 "kontrrewolucj", "pole bitwy", "oferta", "talia"):
        assert term in folded, term
    # no gendered (or any) second person: players are addressed impersonally ("gracz", "można", "trzeba")
    words = re.findall(r"[a-ząćęłńóśźż]+", text.lower())
    second = [w for w in words if re.fullmatch(r"\w+(łeś|łaś|łabyś|łbyś|esz|isz|ysz)", w)
              or w in {"twój", "twoja", "twoje", "twoich", "twoim", "twoją", "tobie", "ciebie", "cię", "masz"}]
    assert not second, second


def test_a_missing_entry_in_one_language_is_named(tmp_path: Path) -> None:
    folder = checks.copy_catalogues(DATA_DIR, tmp_path, "pl",
                                    lambda doc: doc.remove(next(e for e in doc if e["id"] == "LB-6.4")))
    with pytest.raises(DataError, match=r"rules_help\.pl\.json: entry 'LB-6\.4' is missing"):
        load_rules_help("en", directory=folder)
