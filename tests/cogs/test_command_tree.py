"""The whole command tree as Discord receives it (English with Polish localisations), frozen in a snapshot.

The tree is built offline as bot.py's setup_hook does (no token, no connection). A change to any command,
option, choice or translation shows up as a diff of tests/cogs/snapshots/command_tree.json; regenerate it
deliberately with UPDATE_SNAPSHOTS=1.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import COGS, GameBot
from cogs.i18n import CatalogueTranslator
from jsontypes import Json
from settings import Settings

SNAPSHOT = Path(__file__).parent / "snapshots" / "command_tree.json"
NAME = re.compile(r"^[-_\w]{1,32}$")


async def command_tree() -> list[Json]:
    bot = GameBot(Settings())
    try:
        translator = CatalogueTranslator()
        await bot.tree.set_translator(translator)
        for name in COGS:
            await bot.load_extension(name)
        payloads = [await cmd.get_translated_payload(bot.tree, translator) for cmd in bot.tree.get_commands()]
    finally:
        for name in COGS:
            if name in bot.extensions:
                await bot.unload_extension(name)
    return sorted(payloads, key=lambda p: str(p["name"]))


def walk(payloads: list[Json], path: str = "") -> Iterator[tuple[str, Json]]:
    """Every command, subcommand and option, with a readable path."""
    for p in payloads:
        here = f"{path} {p['name']}".strip()
        yield here, p
        yield from walk(p.get("options") or [], here)


@pytest.fixture
async def tree() -> list[Json]:
    return await command_tree()


async def test_command_tree_matches_the_snapshot(tree: list[Json]) -> None:
    text = json.dumps(tree, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if os.environ.get("UPDATE_SNAPSHOTS") == "1" or not SNAPSHOT.exists():
        SNAPSHOT.parent.mkdir(parents=True, exist_ok=True)
        SNAPSHOT.write_text(text, encoding="utf-8")
    assert text == SNAPSHOT.read_text(encoding="utf-8"), (
        "the command tree changed; if that is deliberate, run with UPDATE_SNAPSHOTS=1 and commit the snapshot")


async def test_every_command_is_there(tree: list[Json]) -> None:
    names = {path for path, p in walk(tree) if p.get("type") in (None, 1, 2)}
    for expected in ("game new", "game join", "game leave", "game start", "game status", "game abandon",
                     "play", "move", "pickup", "token", "special", "signal", "letters", "deploy", "undo", "end",
                     "board", "hand", "log", "rules", "help",
                     "mod reset", "mod rollback", "mod skip", "mod replace", "mod remove", "mod deadline", "mod end",
                     "mod export", "mod import", "mod settings"):
        assert expected in names, expected


async def test_every_name_and_description_has_a_valid_polish_translation(tree: list[Json]) -> None:
    for path, p in walk(tree):
        assert NAME.match(p["name"]) and p["name"] == p["name"].lower(), path
        pl = (p.get("name_localizations") or {}).get("pl")
        assert pl, f"{path}: no Polish name"
        assert NAME.match(pl) and pl == pl.lower(), f"{path}: Polish name {pl!r} is not valid for Discord"
        assert 1 <= len(p["description"]) <= 100, path
        pl_desc = (p.get("description_localizations") or {}).get("pl")
        assert pl_desc, f"{path}: no Polish description"
        assert 1 <= len(pl_desc) <= 100, f"{path}: Polish description too long ({len(pl_desc)})"
        for choice in p.get("choices") or []:
            assert 1 <= len(choice["name"]) <= 100
            assert (choice.get("name_localizations") or {}).get("pl"), f"{path}: choice {choice['name']} untranslated"


async def test_polish_names_are_unique_among_siblings(tree: list[Json]) -> None:
    def check(items: list[Json], where: str) -> None:
        pl = [i["name_localizations"]["pl"] for i in items]
        assert len(pl) == len(set(pl)), f"{where}: {pl}"
        for i in items:
            check([o for o in i.get("options") or []], f"{where} {i['name']}")
    check(tree, "/")


async def test_only_moderation_needs_manage_server(tree: list[Json]) -> None:
    by_name = {p["name"]: p for p in tree}
    assert int(by_name["mod"]["default_member_permissions"]) == 32  # Manage Server
    assert by_name["mod"]["dm_permission"] is False and by_name["mod"]["contexts"] == [0]  # servers only
    for name, p in by_name.items():
        if name != "mod":
            assert p.get("default_member_permissions") is None, name


def commands_named_in(text: str) -> list[list[str]]:
    """`/gra nowa`, `/ręka`, `/mod eksport pełny:tak` -> [["gra", "nowa"], ["ręka"], ["mod", "eksport"]] (names in any
    letters, as Discord allows: "/żeton" is one name, not "/" and a word cut at "ż")."""
    return [m.split() for m in re.findall(r"(?<![\w<])/([^\W\d_]\w*(?: [^\W\d_]\w*)?)", text)]


def known_paths(tree: list[Json], lang: str) -> set[tuple[str, ...]]:
    def name(p: Json) -> str:
        return str(p["name"]) if lang == "en" else str(p["name_localizations"]["pl"])
    paths: set[tuple[str, ...]] = set()
    for p in tree:
        paths.add((name(p),))
        for sub in p.get("options") or []:
            if sub.get("type") == 1:
                paths.add((name(p), name(sub)))
    return paths


def unknown_commands(tree: list[Json], part: str) -> list[str]:
    from data.messages import catalogue

    bad = []
    for lang in ("pl", "en"):
        paths = known_paths(tree, lang)
        groups = {p[0] for p in paths if len(p) == 2}
        for key, text in catalogue(lang, part).items():
            for words in commands_named_in(text):
                path = tuple(words[:2]) if words[0] in groups else (words[0],)
                if path not in paths:
                    bad.append(f"{part}.{lang}.json {key}: /{' '.join(path)}")
    return bad


async def test_the_bots_own_texts_name_commands_that_exist_in_their_language(tree: list[Json]) -> None:
    assert unknown_commands(tree, "bot") == []


async def test_the_services_texts_name_commands_that_exist_in_their_language(tree: list[Json]) -> None:
    assert unknown_commands(tree, "service") == []


def polish_letters(name: str) -> bool:
    return any(ch in "ąćęłńóśźż" for ch in name)


async def test_polish_names_use_polish_letters_and_are_valid_for_discord(tree: list[Json]) -> None:
    """Issue 23: Discord's rule for a command or option name (and its localisations) is
    ^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$, lowercase where a letter has a lowercase form: "ręka" and
    "żeton" are names, so Polish names are written with their letters, not folded to "reka" or "zeton"."""
    names = {path: p["name_localizations"]["pl"] for path, p in walk(tree) if p.get("name_localizations")}
    for english, polish in (("hand", "ręka"), ("game join", "dołącz"), ("game leave", "odejdź"),
                            ("game abandon", "porzuć"), ("pickup", "podnieś"), ("signal", "sygnał"), ("token", "żeton"),
                            ("mod rollback", "cofnij_fazę"), ("mod skip", "pomiń"), ("mod remove", "usuń"),
                            ("mod replace", "zastąp"), ("mod export full", "pełny"), ("mod settings language", "język"),
                            ("mod settings alert_channel", "kanał_alertów")):
        assert names[english] == polish, (english, names[english])
    assert sum(polish_letters(n) for n in names.values()) >= 14
    folded = {"reka", "dolacz", "odejdz", "porzuc", "podnies", "sygnal", "zeton", "cofnij_faze", "pomin", "usun",
              "zastap", "pelny", "jezyk", "kanal_alertow", "bez_kanalu_alertow", "domyslny_termin_godz"}
    assert not folded & set(names.values())


@pytest.mark.parametrize("part", ["bot", "service", "mali/bot", "mali/service", "mali/engine", "mali/events",
                                  "libertalia/bot", "libertalia/game", "libertalia/engine"])
async def test_every_catalogue_part_names_commands_that_exist_in_its_language(tree: list[Json], part: str) -> None:
    """A command written out in any part, in either language, is one the tree has under that spelling."""
    assert unknown_commands(tree, part) == []


async def test_the_rules_help_names_commands_that_exist_in_its_language(tree: list[Json]) -> None:
    import importlib

    from games import games

    bad = []
    for spec in games():
        if not spec.rules_help:
            continue
        for lang in ("pl", "en"):
            paths = known_paths(tree, lang)
            groups = {p[0] for p in paths if len(p) == 2}
            for entry in importlib.import_module(spec.rules_help).load_rules_help(lang).values():
                for words in commands_named_in(entry.text):
                    path = tuple(words[:2]) if words[0] in groups else (words[0],)
                    if path not in paths:
                        bad.append(f"{spec.key} {lang} {entry.id}: /{' '.join(path)}")
    assert bad == []
