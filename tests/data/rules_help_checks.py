"""The checks both games' `/rules` help tests make alike: the languages in step, complete short entries, an id
found as itself, autocomplete choices that fit Discord, and a copy of the catalogues to spoil in a test.

Both games read their help with the same machinery (data/mali/rules_help.py), so one check serves both;
what each game's help must say stays in its own test module.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from data.mali.rules_help import LANGUAGES, RuleHelp


def assert_languages_in_step(en: dict[str, RuleHelp], pl: dict[str, RuleHelp]) -> None:
    """The same ids in the same order, and no text left untranslated."""
    assert list(en) == list(pl)
    assert sum(en[rid].text == pl[rid].text for rid in en) == 0


def assert_every_id_has_an_entry(entries: dict[str, RuleHelp], ids: list[str], lang: str) -> None:
    missing = [rid for rid in ids if rid not in entries]
    assert not missing, f"{lang}: no help for {missing}"


def assert_complete_and_short(entries: dict[str, RuleHelp], lang: str, max_text: int) -> None:
    for rid, entry in entries.items():
        assert entry.id == rid and entry.title and entry.text and entry.keywords
        assert len(entry.text) <= max_text, f"{lang} {rid}: {len(entry.text)} characters"


def assert_found_as_itself(found: list[RuleHelp], entries: dict[str, RuleHelp], rid: str) -> None:
    """A lookup by an id, in any spelling, gives that entry alone."""
    assert [e.id for e in found] == [rid]
    assert found[0] == entries[rid]


def assert_choices_fit_discord(choices: list[tuple[str, str]], entries: dict[str, RuleHelp],
                               heading: Callable[[RuleHelp], str], hidden: tuple[str, ...]) -> None:
    """At most 25 distinct choices, labels of 1..100 characters that start with the heading, and none showing
    an internal id prefix from `hidden`."""
    assert len(choices) <= 25
    for label, value in choices:
        assert 0 < len(label) <= 100 and value in entries
        assert label.startswith(heading(entries[value])[:99]) and not any(h in label for h in hidden)
    assert len({value for _, value in choices}) == len(choices)


def copy_catalogues(source: Path, tmp_path: Path, lang: str, edit: Callable[[Any], None]) -> Path:
    """Every language's rules_help.<code>.json from `source` copied to `tmp_path`, `lang`'s changed by `edit`."""
    for code in LANGUAGES:
        shutil.copy(source / f"rules_help.{code}.json", tmp_path / f"rules_help.{code}.json")
    path = tmp_path / f"rules_help.{lang}.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    edit(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return tmp_path
