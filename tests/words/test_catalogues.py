"""The catalogues themselves: both languages complete and in step, Fluent-valid, no front-end syntax, one
list of languages."""

from __future__ import annotations

import json
import re

import pytest

from tests.words.examples import base_names
from words import codes
from words.catalogue import folder, junk, keys, parts, variables
from words.commands import exists, path_of
from words.languages import MESSAGES

LANGS = codes()
PARTS = parts()


def used(lang: str, part: str, key: str) -> set[str]:
    return base_names(variables(lang, part, key))


def test_one_folder_per_listed_language_with_the_same_parts() -> None:
    listed = [x["code"] for x in json.loads((MESSAGES / "languages.json").read_text(encoding="utf-8"))["languages"]]
    assert list(LANGS) == listed == ["pl", "en"]
    for lang in LANGS:
        assert tuple(sorted(str(p.relative_to(folder(lang)).with_suffix("")) for p in folder(lang).rglob("*.ftl"))) == PARTS
    assert {"service", "bot", "console", "mali/terms", "mali/events", "mali/engine", "mali/board",
            "libertalia/game", "libertalia/engine", "libertalia/board"} <= set(PARTS)


@pytest.mark.parametrize("part", PARTS)
def test_every_key_is_in_every_language_and_parses(part: str) -> None:
    for lang in LANGS:
        assert junk(lang, part) == [], f"{lang}/{part}.ftl has lines Fluent cannot read"
    reference = keys("en", part)
    assert len(reference) == len(set(reference)), f"{part}: a key is written twice"
    for lang in LANGS:
        assert set(keys(lang, part)) == set(reference), (lang, part, set(keys(lang, part)) ^ set(reference))


@pytest.mark.parametrize("part", PARTS)
def test_both_languages_read_the_same_parameters(part: str) -> None:
    """A parameter one language leaves out (or invents) is a sentence that lost (or made up) a fact."""
    for key in keys("en", part):
        assert used("pl", part, key) == used("en", part, key), (part, key)


def test_command_variables_name_commands_that_exist() -> None:
    for lang in LANGS:
        for part in PARTS:
            for key in keys(lang, part):
                for name in variables(lang, part, key):
                    if name.startswith("cmd_"):
                        assert exists(path_of(name)), (lang, part, key, name)


@pytest.mark.parametrize("lang", LANGS)
def test_no_front_end_syntax_and_no_slashed_endings(lang: str) -> None:
    """Mentions and timestamps are the front end's job; "(s)", "(a)", "/aś" are the catalogue's (plural/gender)."""
    for part in PARTS:
        if part.rpartition("/")[2] in ("terms", "events", "engine", "service"):
            source = (folder(lang) / f"{part}.ftl").read_text(encoding="utf-8")
            assert not re.search(r"<[@#t]", source), (lang, part)
    for part in PARTS:
        source = (folder(lang) / f"{part}.ftl").read_text(encoding="utf-8")
        for bad in ("(s)", "(a)", "(es)", "/aś", "/a ", "niego/nią", "(y)"):
            assert bad not in source, (lang, part, bad)


def test_engine_and_service_texts_name_no_slash_command_literally() -> None:
    """A command is a `{ $cmd_… }`: the console has none of Discord's slash commands."""
    for lang in LANGS:
        for part in PARTS:
            if part.rpartition("/")[2] in ("engine", "service", "events"):
                source = (folder(lang) / f"{part}.ftl").read_text(encoding="utf-8")
                assert not re.search(r"(?<![\w<])/[^\W\d_]", source), (lang, part)
