"""Every game's rules help behind `/rules`, read the same way: one short, friendly entry per rule id, in Polish
and English, from a game's own folder (data/<game>/rules_help.<lang>.json).

A folder holds `rules_help.en.json` and `rules_help.pl.json`, one object per rule id of the game's rules (its
sections: `B-5`, `LT-3`) plus a few `topic:…` overviews. Both files must hold the same ids; the loader checks
that and names the bad entry. `lookup` finds entries by id (any spelling: `B-5.4`, `b5.4`, `b 5 4`), a whole
section by its number, or by words, with Polish letters and case folded; `suggest` feeds Discord's
autocomplete. Each game's module (data/mali/rules_help.py, data/libertalia/rules_help.py) names its folder.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from data.errors import DataError
from data.text import fold
from words.languages import codes, fallback_language

FALLBACK = fallback_language()
LANGUAGES = (FALLBACK, *(c for c in codes() if c != FALLBACK))  # the one list (languages.json), reference first
MAX_CHOICES = 25  # Discord's cap on autocomplete choices
MAX_LABEL = 100  # Discord's cap on a choice's name

_WORD = re.compile(r"[a-z0-9]+")
_SECTION = re.compile(r"^([a-z]+)[\s_.:-]*(\d+)[\s_.:-]*$")
_STOPWORDS = frozenset(
    {
        # English
        "a", "an", "the", "of", "to", "in", "on", "at", "is", "are", "be", "how", "what", "when", "who", "why", "do",
        "does", "did", "i", "my", "me", "can", "could", "for", "and", "or", "with", "it", "its", "this", "that",
        "there", "if",
        # Polish, folded
        "w", "we", "z", "ze", "na", "o", "od", "po", "jak", "co", "czy", "sie", "jest", "sa", "mozna", "moge", "dla",
        "lub", "albo", "mi", "moj", "moja", "ten", "ta", "te", "gdy", "kiedy", "jesli",
    }
)


@dataclass(frozen=True)
class RuleHelp:
    id: str
    title: str
    text: str
    keywords: tuple[str, ...]


def _words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def _compact(text: str) -> str:
    """An id reduced to letters and digits: `B-5.4`, `b 5 4` and `B5.4` all become `b54`."""
    return "".join(_words(text))


def normalise_lang(lang: str) -> str:
    """Discord locales (`pl`, `en-US`, `en-GB`) to a catalogue language; anything unknown falls back to English."""
    base = lang.strip().lower().replace("_", "-").split("-")[0]
    return base if base in LANGUAGES else FALLBACK


def _read(lang: str, folder: Path) -> list[Any]:
    name = f"rules_help.{lang}.json"
    try:
        raw = json.loads((folder / name).read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise DataError(f"{name}: file missing at {folder / name}") from exc
    except json.JSONDecodeError as exc:
        raise DataError(f"{name}: not valid JSON ({exc})") from exc
    if not isinstance(raw, list):
        raise DataError(f"{name}: expected a list of entries")
    return raw


def _text_field(name: str, label: str, raw: dict[str, Any], key: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value.strip():
        raise DataError(f"{name}: entry {label} has no {key}")
    return value.strip()


def _parse(lang: str, folder: Path) -> dict[str, RuleHelp]:
    name = f"rules_help.{lang}.json"
    entries: dict[str, RuleHelp] = {}
    compact_ids: dict[str, str] = {}
    for index, raw in enumerate(_read(lang, folder)):
        if not isinstance(raw, dict):
            raise DataError(f"{name}: entry #{index} is not an object")
        rid = raw.get("id")
        if not isinstance(rid, str) or not rid.strip():
            raise DataError(f"{name}: entry #{index} has no id")
        label = repr(rid)
        if rid in entries:
            raise DataError(f"{name}: entry {label} is listed twice")
        clash = compact_ids.get(_compact(rid))
        if clash is not None:
            raise DataError(f"{name}: entry {label} cannot be told apart from {clash!r}")
        keywords = raw.get("keywords")
        if not isinstance(keywords, list) or not keywords:
            raise DataError(f"{name}: entry {label} has no keywords")
        if not all(isinstance(k, str) and k.strip() for k in keywords):
            raise DataError(f"{name}: entry {label} has an empty or non-text keyword")
        entries[rid] = RuleHelp(
            id=rid,
            title=_text_field(name, label, raw, "title"),
            text=_text_field(name, label, raw, "text"),
            keywords=tuple(k.strip() for k in keywords),
        )
        compact_ids[_compact(rid)] = rid
    if not entries:
        raise DataError(f"{name}: no entries")
    return entries


@lru_cache(maxsize=16)
def _catalogue(lang: str, folder: Path) -> dict[str, RuleHelp]:
    """One language's entries, validated against every other language (same ids everywhere)."""
    loaded = {code: _parse(code, folder) for code in LANGUAGES}
    reference = loaded[FALLBACK]
    for code, entries in loaded.items():
        for other_code, other in loaded.items():
            missing = [rid for rid in other if rid not in entries]
            if missing:
                raise DataError(
                    f"rules_help.{code}.json: entry {missing[0]!r} is missing (it is in rules_help.{other_code}.json)"
                )
    merged = dict(reference)
    merged.update(loaded[lang])
    return merged


def load_rules_help(lang: str, directory: Path) -> dict[str, RuleHelp]:
    """All entries of a language by id, in file order (topics first). Unknown languages get English.

    Raises `DataError` naming the bad entry if a file is malformed or the languages disagree on their ids.
    """
    return dict(_catalogue(normalise_lang(lang), directory.resolve()))


@dataclass(frozen=True)
class _Indexed:
    entry: RuleHelp
    order: int
    compact_id: str
    keyword_phrases: tuple[str, ...]
    keyword_words: frozenset[str]
    title_phrase: str
    title_words: frozenset[str]
    text_words: frozenset[str]


@lru_cache(maxsize=16)
def _index(lang: str, folder: Path) -> tuple[_Indexed, ...]:
    out = []
    for order, entry in enumerate(_catalogue(lang, folder).values()):
        phrases = tuple(" ".join(_words(k)) for k in entry.keywords)
        out.append(
            _Indexed(
                entry=entry,
                order=order,
                compact_id=_compact(entry.id),
                keyword_phrases=phrases,
                keyword_words=frozenset(w for p in phrases for w in p.split()),
                title_phrase=" ".join(_words(entry.title)),
                title_words=frozenset(_words(entry.title)),
                text_words=frozenset(_words(entry.text)),
            )
        )
    return tuple(out)


def _similarity(query_word: str, word: str) -> float:
    """1 for the same word, less for a typed beginning or another ending of the same stem (Polish inflects)."""
    if query_word == word:
        return 1.0
    if len(query_word) >= 3 and word.startswith(query_word):
        return 0.8
    common = 0
    for a, b in zip(query_word, word, strict=False):
        if a != b:
            break
        common += 1
    if common >= 4 and common >= min(len(query_word), len(word)) - 2:
        return 0.7
    return 0.0


def _best(query_word: str, words: frozenset[str]) -> float:
    return max((_similarity(query_word, w) for w in words), default=0.0)


def _score(item: _Indexed, phrase: str, query_words: list[str]) -> float:
    # The whole query as a title or keyword (word-aligned) counts most; a title beats a keyword.
    padded = f" {phrase} "
    score = 0.0
    if phrase == item.title_phrase:
        score += 12.0
    elif padded in f" {item.title_phrase} ":
        score += 5.0
    if phrase in item.keyword_phrases:
        score += 10.0
    elif any(padded in f" {p} " for p in item.keyword_phrases):
        score += 4.0
    matched = 0
    for word in query_words:
        named = max(3.0 * _best(word, item.keyword_words), 2.5 * _best(word, item.title_words))
        text = _best(word, item.text_words)
        if named or text:
            matched += 1
        score += named + 0.5 * text
    if not query_words:
        return score
    return score * matched / len(query_words)


def _by_id(query: str, index: tuple[_Indexed, ...]) -> list[RuleHelp]:
    """A whole section (`B-5`, `LT-13`: its rules in order), else one id in any spelling (`b54` is B-5.4)."""
    section = _SECTION.match(fold(query).strip())
    if section:
        prefix = f"{section.group(1)}-{int(section.group(2))}."
        found = [item.entry for item in index if item.entry.id.lower().startswith(prefix)]
        if found:
            return found
    key = _compact(query)
    if not key:
        return []
    return next(([item.entry] for item in index if item.compact_id == key), [])


def _search(query: str, lang: str, folder: Path) -> list[tuple[float, int, str]]:
    words = _words(query)
    content = [w for w in words if w not in _STOPWORDS] or words
    phrase = " ".join(words)
    if not content:
        return []
    scored = []
    for item in _index(lang, folder):
        score = _score(item, phrase, content)
        if score > 0:
            scored.append((-score, item.order, item.entry.id))
    scored.sort()
    return scored


def lookup(query: str, lang: str, limit: int, directory: Path) -> list[RuleHelp]:
    """Entries for a `/rules` query, best first: an id (any spelling) first, else ranked word matches.

    Words are matched against keywords, titles and texts with case and diacritics folded. If nothing matches
    in the player's language, the English keywords are tried too (a Polish player typing `grenade` still gets
    the Polish entry).
    """
    lang = normalise_lang(lang)
    folder = directory.resolve()
    entries = _catalogue(lang, folder)
    if limit <= 0 or not query.strip():
        return []
    found = _by_id(query, _index(lang, folder))
    if found:
        return [entries[e.id] for e in found][:limit]
    ranked = _search(query, lang, folder)
    if not ranked and lang != FALLBACK:
        ranked = _search(query, FALLBACK, folder)
    return [entries[rid] for _, _, rid in ranked[:limit]]


def heading(entry: RuleHelp) -> str:
    """How an entry is named to players: "B-5.4 · Picking up an order"; a topic or a card (an id with a colon)
    by its title alone."""
    return entry.title if ":" in entry.id else f"{entry.id} · {entry.title}"


def label(entry: RuleHelp, named: Callable[[RuleHelp], str] = heading) -> str:
    """An entry's heading cut to what a Discord choice holds."""
    text = named(entry)
    return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1].rstrip() + "…"


def distinct_choices(picked: Iterable[RuleHelp], label: Callable[[RuleHelp], str], limit: int) -> list[tuple[str, str]]:
    """The first `limit` distinct entries as autocomplete choices (label, id), in the order found (any game's help)."""
    seen: set[str] = set()
    choices: list[tuple[str, str]] = []
    for entry in picked:
        if entry.id in seen:
            continue
        seen.add(entry.id)
        choices.append((label(entry), entry.id))
        if len(choices) >= limit:
            break
    return choices


def suggest(prefix: str, lang: str, limit: int, directory: Path,
            named: Callable[[RuleHelp], str] = heading) -> list[tuple[str, str]]:
    """Autocomplete choices for `/rules`: (label `B-5.4 · Picking up an order`, value `B-5.4`), at most 25.

    An empty prefix lists the topics and the first rules; a beginning of an id lists the ids that start so;
    words list the best matches as in `lookup`.
    """
    lang = normalise_lang(lang)
    folder = directory.resolve()
    limit = max(0, min(limit, MAX_CHOICES))
    index = _index(lang, folder)
    if not prefix.strip():
        picked = [item.entry for item in index]
    else:
        key = _compact(prefix)
        picked = [item.entry for item in index if key and item.compact_id.startswith(key)]
        picked += lookup(prefix, lang, limit=MAX_CHOICES, directory=folder)
    return distinct_choices(picked, lambda entry: label(entry, named), limit)


class GameHelp:
    """One game's rules help: its folder, and the calls `/rules` and the console make (a test may read another
    folder by `directory`)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def load_rules_help(self, lang: str, directory: Path | None = None) -> dict[str, RuleHelp]:
        return load_rules_help(lang, directory or self.folder)

    def lookup(self, query: str, lang: str, limit: int = 5, directory: Path | None = None) -> list[RuleHelp]:
        return lookup(query, lang, limit, directory or self.folder)

    def suggest(self, prefix: str, lang: str, limit: int = MAX_CHOICES,
                directory: Path | None = None) -> list[tuple[str, str]]:
        return suggest(prefix, lang, limit, directory or self.folder)
