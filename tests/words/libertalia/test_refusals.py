"""Libertalia's refusals: every `RuleError("LT-…", code, **params)` the engine raises reads as a sentence in both
languages, from its own part (libertalia_engine), naming colours, cards, phases and options in the reader's
language and ending in the rule id."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from engine.errors import RuleError
from engine.libertalia.events import REFUSALS
from tests.words.examples import base_names
from tests.words.libertalia.examples import ENGLISH_WORDS, raw_in
from words import codes
from words.catalogue import has, variables
from words.refusals import refusal_part, rule_text

ROOT = Path(__file__).resolve().parents[3]
LANGS = codes()
EXAMPLES: dict[str, Any] = {"detail": "—", "count": 7, "min": 2, "max": 6, "colours": "red, orange", "player": "blue",
                            "phase": "night", "rank": 17, "option": "owner:red:loot:saber", "kind": "thief_take"}


def call_sites() -> list[tuple[str, str, str, tuple[str, ...]]]:
    """(file:line, rule, code, keyword names) of every RuleError raised in engine/libertalia/."""
    out = []
    for path in sorted((ROOT / "engine" / "libertalia").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RuleError" and len(node.args) >= 2:
                rule, code = node.args[0], node.args[1]
                if isinstance(rule, ast.Constant) and isinstance(code, ast.Constant):
                    names = tuple(k.arg for k in node.keywords if k.arg)
                    out.append((f"{path.relative_to(ROOT)}:{node.lineno}", str(rule.value), str(code.value), names))
    return out


SITES = call_sites()


def test_the_scan_finds_the_engine_refusals() -> None:
    assert len(SITES) >= 10 and all(rule.startswith("LT-") for _, rule, _, _ in SITES)


@pytest.mark.parametrize(("where", "rule", "code", "names"), SITES, ids=[f"{s[0]}:{s[2]}" for s in SITES])
def test_each_refusal_reads_clean_in_both_languages(where: str, rule: str, code: str, names: tuple[str, ...]) -> None:
    part = refusal_part(rule)
    assert part == "libertalia/engine"
    params = {n: EXAMPLES.get(n, 2) for n in names if n != "all_colours"}  # the room names all colours itself
    for lang in LANGS:
        assert has(lang, part, code), f"{where}: no {lang} sentence for {code}"
        errors: list[Exception] = []
        out = rule_text(RuleError(rule, code, **params), lang, errors=errors)
        assert not errors, (where, lang, errors)
        assert out.endswith(f"({rule})") and not raw_in(out.replace(f"({rule})", "")), (where, out)
        if lang == "pl":
            assert not ENGLISH_WORDS.search(out.replace("orange", "")), (where, out)
        assert {n for n in variables(lang, part, code) if not n.endswith("_gen")} <= {*params, "all_colours"}, where


def test_refusals_name_things_in_the_readers_language() -> None:
    assert rule_text(RuleError("LT-6.1", "lt_not_in_hand", rank=17), "pl") == "Tej karty nie ma na ręce: Osiłek. (LT-6.1)"
    out = rule_text(RuleError("LT-16.3", "lt_not_an_option", option="loot:map", kind="thief_take"), "pl")
    assert out == "„Mapa” nie jest jedną z opcji tego wyboru (łup Złodzieja). (LT-16.3)"
    out = rule_text(RuleError("LT-2.2", "bad_colours", colours="red, orange"), "pl")
    assert "czerwony, niebieski, zielony, żółty, fioletowy, czarny" in out and "podano: czerwony, orange" in out


@pytest.mark.parametrize("lang", LANGS)
def test_every_listed_refusal_code_has_its_sentence(lang: str) -> None:
    for code, params in REFUSALS.items():
        assert has(lang, "libertalia/engine", code), (lang, code)
        read = base_names(variables(lang, "libertalia/engine", code))  # all_colours: the room's, not the caller's
        assert read == set(params) - {"all_colours"}, (lang, code, read ^ set(params))
