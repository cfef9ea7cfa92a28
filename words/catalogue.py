"""Fluent catalogues: one folder per language (data/messages/<lang>/), one .ftl file per part.

The shared parts (bot, service, console) sit at the top of a language's folder; each game has a folder of its
own (its descriptor's `folder`, games/), whose parts are named with it: "mali/events", "libertalia/board". A
game's `terms.ftl`, where it has one, is added to each of that game's bundles, so a refusal, an event line and
the board name a colour, a card or a space the same way. A game's folder may also hold a part named like a
shared one ("mali/bot"): its messages add to or take the place of the shared part's for that game
(words.compose.text). Keys may be written with dots ("ev.card_played.auto"); Fluent ids use hyphens, and
`fluent_id` maps one to the other.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from games import find, on_change
from words.languages import MESSAGES, fallback_language, normal

TERMS = "terms"  # a game folder's part that each of its other parts' bundles includes
Arg = str | int | float


def fluent_id(key: str) -> str:
    return key.replace(".", "-")


def folder(lang: str) -> Path:
    return MESSAGES / normal(lang)


def parts() -> tuple[str, ...]:
    """Every part the fallback language has, the games' as "<game>/<part>" (bot, service, mali/events ...)."""
    root = folder(fallback_language())
    return tuple(sorted(str(p.relative_to(root).with_suffix("")) for p in root.rglob("*.ftl")))


def terms_of(part: str) -> str | None:
    """The terms part a part's bundle includes: its game folder's, if the part is in one and it exists."""
    game, _, name = part.rpartition("/")
    if not game or name == TERMS:
        return None
    return f"{game}/{TERMS}"


def path_of(lang: str, part: str) -> Path:
    """The file of a part: data/messages/<lang>/<part>.ftl, or, for a game with a catalogue directory of its own
    (its descriptor's `catalogue_dir`), <that directory>/<lang>/<part>.ftl."""
    game, _, name = part.rpartition("/")
    spec = find(game) if game else None
    if spec is not None and spec.catalogue_dir:
        return Path(spec.catalogue_dir) / normal(lang) / f"{name}.ftl"
    return folder(lang) / f"{part}.ftl"


@lru_cache(maxsize=128)
def source(lang: str, part: str) -> str:
    path = path_of(lang, part)
    return path.read_text(encoding="utf-8") if path.exists() else ""


@lru_cache(maxsize=128)
def bundle(lang: str, part: str) -> FluentBundle:
    """The part's messages and its game's terms, with the language's CLDR plural rules (via Babel)."""
    lang = normal(lang)
    b = FluentBundle([lang], use_isolating=False)
    b.add_resource(FluentResource(source(lang, part)))
    terms = terms_of(part)
    if terms is not None:
        b.add_resource(FluentResource(source(lang, terms)))
    return b


@lru_cache(maxsize=128)
def syntax(lang: str, part: str) -> ast.Resource:
    return FluentParser(with_spans=False).parse(source(lang, part))


def _forget(key: str) -> None:
    """A game registered again may bring other words: read its parts afresh."""
    for cached in (source, bundle, syntax):
        cached.cache_clear()


on_change(_forget)


def keys(lang: str, part: str) -> list[str]:
    """The message ids of one part file (not the shared terms), in file order.

    A message with attributes only (a space's `.gender`) is grammar of that one language, not a text, and is
    left out: English has no gender to give.
    """
    return [e.id.name for e in syntax(lang, part).body if isinstance(e, ast.Message) and e.value is not None]


class _Vars(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(lang: str, part: str, key: str) -> set[str]:
    """The $variables one message (value and attributes) reads."""
    fid = fluent_id(key)
    for entry in syntax(lang, part).body:
        if isinstance(entry, ast.Message) and entry.id.name == fid:
            v = _Vars()
            v.visit(entry)
            return v.names
    return set()


def junk(lang: str, part: str) -> list[str]:
    """Lines the Fluent parser could not read (a test keeps this empty)."""
    return [str(e.content) for e in syntax(lang, part).body if isinstance(e, ast.Junk)]


def has(lang: str, part: str, key: str) -> bool:
    return bundle(lang, part).has_message(fluent_id(key))


def format_message(lang: str, part: str, key: str, args: Mapping[str, Arg],
                   errors: list[Exception] | None = None) -> str:
    """One message filled in; the fallback language when `lang` lacks it, the key itself when both do."""
    fid = fluent_id(key)
    for code in (normal(lang), fallback_language()):
        b = bundle(code, part)
        if b.has_message(fid):
            message = b.get_message(fid)
            if message.value is None:
                return key
            text, errs = b.format_pattern(message.value, {k: _plain(v) for k, v in args.items()})
            if errors is not None:
                errors.extend(errs)
            return str(text)
    if errors is not None:
        errors.append(KeyError(f"{part}:{key}"))
    return key


def _plain(value: Any) -> Any:
    """Numbers without thousands separators (game 1234, not "1 234"), still numbers for plural selection."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return value


def attribute(lang: str, part: str, key: str, name: str) -> str | None:
    """A message's attribute (e.g. a space's grammatical gender), or None."""
    b = bundle(lang, part)
    fid = fluent_id(key)
    if not b.has_message(fid):
        return None
    message = b.get_message(fid)
    pattern = message.attributes.get(name)
    if pattern is None:
        return None
    text, _ = b.format_pattern(pattern, {})
    return str(text)


class Templates(Mapping[str, str]):
    """A read-only view of one part as {key: template with {name} holes}, for tests that match text loosely.

    A plural or gender selection becomes a `{select}` hole, so a template still matches every rendering.
    """

    def __init__(self, lang: str, part: str) -> None:
        self.lang, self.part = normal(lang), part
        self._ids = keys(self.lang, part)

    def __getitem__(self, key: str) -> str:
        fid = fluent_id(key)
        for entry in syntax(self.lang, self.part).body:
            if isinstance(entry, ast.Message) and entry.id.name == fid and entry.value is not None:
                return _flatten(entry.value)
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


def _flatten(pattern: ast.Pattern) -> str:
    out: list[str] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
        elif isinstance(element, ast.Placeable):
            expr: Any = element.expression
            if isinstance(expr, ast.VariableReference):
                out.append("{" + expr.id.name + "}")
            elif isinstance(expr, ast.StringLiteral):
                out.append(expr.parse()["value"])
            else:
                out.append("{select}")
    return "".join(out)
