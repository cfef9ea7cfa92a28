"""Every message rendered as a reader sees it, in both languages: no hole, raw key or id left, and every
parameter a caller gives is one the template reads (and the other way round)."""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

from engine.mali import Options, apply, new_game
from engine.mali.view import waiting_for
from games import games
from tests.words.examples import COUNTS, ENGLISH_COLOURS, base_names, params_for, raw_in
from tools.mali.players import greedy_player, random_player
from words import DISCORD, PLAIN, PlainFront, codes, text
from words.catalogue import keys, parts, variables
from words.compose import part_for
from words.mali import describe
from words.refusals import refusal_part

LANGS = codes()
ROOT = Path(__file__).resolve().parents[2]
# the board's words are labels without parameters; Libertalia's parts are rendered with its own room
# (tests/words/libertalia/); the shared parts and Mali's are rendered as a Mali game's messages are (its room)
BOARD = "mali/board"
TEXT_PARTS = [p for p in parts() if p != BOARD and not p.startswith("libertalia")]
GAME = "mali"


def rendered(part: str, key: str, lang: str, front: Any = DISCORD, count: int = 2) -> str:
    errors: list[Exception] = []
    own = part_for(part, key, "en", GAME)  # the game's own wording of a shared message, where it has one
    names = base_names(variables("en", own, key) | variables("pl", own, key))
    out = text(part, key, lang, front, _room=GAME, _errors=errors, **params_for(own, key, names, count))
    assert not errors, (part, key, lang, errors)
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("part", [*TEXT_PARTS, BOARD])
def test_every_message_renders_clean(part: str, lang: str) -> None:
    for key in keys("en", part):
        counts = COUNTS if "count" in variables("en", part, key) else (2,)
        for count in counts:
            for front in (DISCORD, PlainFront(names=lambda user: f"player{user}")):
                out = rendered(part, key, lang, front, count)
                if part in ("console", "mali/console") and key == "help":
                    out = out.replace("3-signal", "")  # the console's help spells out what to type: card ids
                assert out.strip(), (part, key)
                assert not raw_in(out), (part, key, lang, raw_in(out), out)
                if front is not DISCORD:
                    assert "<@" not in out and "<#" not in out and "<t:" not in out, (part, key, out)
                if lang == "pl" and key not in ("help", "pass_hint"):  # a help shows typed lines: "orange: …"
                    assert not ENGLISH_COLOURS.search(out), (part, key, out)


@pytest.mark.parametrize("options", [Options("basic", True, True), Options("advanced", True, True)])
def test_every_event_of_whole_games_reads_clean(options: Options) -> None:
    colours = ["orange", "red", "violet", "green"]
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        bots = {c: (greedy_player(rng) if seed % 2 else random_player(rng)) for c in colours}
        state, events = new_game(colours, options, seed)
        while True:
            for ev in events:
                seen.add(ev["type"])
                for lang in LANGS:
                    errors: list[Exception] = []
                    out = describe(ev, lang, errors=errors)
                    assert not errors and not raw_in(out), (ev, lang, errors, raw_in(out), out)
                    if lang == "pl":
                        assert not ENGLISH_COLOURS.search(out), (ev, out)
            if state.phase == "ended":
                break
            who = waiting_for(state)
            assert who is not None
            state, events = apply(state, bots[who](state, who))
    assert {"phase", "order_revealed", "turn_started", "moved", "game_over"} <= seen


# ---- call sites: what the code gives each message is what its template reads ----

CALLS = {"refused": ("service", 0), "ServiceError": ("service", 0), "Message": ("service", 0),
         "RuleError": ("engine", 1), "bot_text": ("bot", 0), "service_text": ("service", 0),
         "mali_text": ("bot", 0), "game_text": ("bot", 1)}


def _rule_of(node: ast.Call, path: Path) -> str:
    """The rule id a RuleError call names, when it is written as a constant (else one of the game whose room the
    file is in)."""
    first = node.args[0] if node.args else None
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return "LT-" if "libertalia" in path.parts else "LB-" if "liberte" in path.parts else "B-"


def owner_part(part: str, key: str) -> str:
    """The part that words `key`: the shared one, or the game's own part of that name that has it."""
    if key.replace(".", "-") in keys("en", part):
        return part
    return next((f"{g.folder}/{part}" for g in games() if key.replace(".", "-") in keys("en", f"{g.folder}/{part}")),
                part)


def _call_sites(folders: tuple[str, ...]) -> list[tuple[str, str, str, set[str] | None]]:
    """(file:line, part, key, parameter names or None when they cannot be read statically)."""
    out = []
    for name in folders:
        for path in sorted((ROOT / name).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                fn = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
                if fn not in CALLS or len(node.args) <= CALLS[fn][1]:
                    continue
                part, at = CALLS[fn]
                if fn == "RuleError":
                    part = refusal_part(_rule_of(node, path))  # a game's refusals live in its own part
                arg = node.args[at]
                if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                    continue
                given: set[str] | None = {k.arg for k in node.keywords if k.arg and k.arg not in ("rule_error",)}
                if any(k.arg is None for k in node.keywords):
                    given = None  # **params
                if fn == "Message":
                    if len(node.args) > 1 and isinstance(node.args[1], ast.Dict) and \
                            all(isinstance(k, ast.Constant) for k in node.args[1].keys):
                        given = {str(k.value) for k in node.args[1].keys if isinstance(k, ast.Constant)}
                    elif len(node.args) > 1:
                        given = None
                    else:
                        given = set()
                out.append((f"{path.relative_to(ROOT)}:{node.lineno}", owner_part(part, arg.value), arg.value, given))
    return out


# Parameters a refusal carries for code, not for its sentence: the rule refusal's own rule id and code (its
# words are the rule error's), the colour "nobody" is waiting for.
METADATA: dict[str, set[str]] = {"rule": {"rule", "code"}, "nobody_to_act": {"colour"}}
SITES = _call_sites(("engine", "service", "cogs", "console"))


def test_the_scan_finds_the_call_sites() -> None:
    assert len([s for s in SITES if s[1].endswith("engine")]) > 50
    assert len([s for s in SITES if s[1].endswith("service")]) > 30


@pytest.mark.parametrize(("where", "part", "key", "given"), SITES, ids=[f"{s[0]}:{s[2]}" for s in SITES])
def test_each_call_gives_exactly_what_its_template_reads(where: str, part: str, key: str,
                                                         given: set[str] | None) -> None:
    if key == "event":
        return  # an engine event, checked through whole games above
    assert key.replace(".", "-") in keys("en", part), f"{where}: no message {part}:{key}"
    needs = base_names(variables("en", part, key)) | base_names(variables("pl", part, key))
    if given is None:
        return
    assert needs <= given, f"{where}: {part}:{key} reads {needs - given} that the caller does not give"
    unused = given - needs - METADATA.get(key, set())
    assert not unused, f"{where}: {part}:{key} is given {unused} that neither language uses"


def test_plain_front_writes_names_and_local_times() -> None:
    front = PlainFront(names=lambda user: {42: "Ala"}.get(user, "?"))
    pl = text("service", "your_turn", "pl", front, _room=GAME, user=42, colour="red", deadline=1_767_225_600)
    assert "Ala" in pl and "czerwony" in pl and "<" not in pl and "00:00" in pl
    assert "<@42>" in text("service", "your_turn", "en", DISCORD, user=42, colour="red", deadline=1_767_225_600)
    assert "<t:1767225600:R>" in text("service", "your_turn", "en", user=42, colour="red", deadline=1_767_225_600)
    assert PLAIN.user.__name__ == "user"


def test_each_game_brings_its_own_room_and_a_message_of_no_game_names_no_terms(toy_game: str) -> None:
    from words.compose import room

    with pytest.raises(KeyError):
        room("no_such_game")
    assert "niebieski" in text("service", "colour_taken", "pl", _room=toy_game, colour="blue")  # its own catalogue
    assert "pomarańczowy" in text("service", "colour_taken", "pl", _room=GAME, colour="orange")
    assert "orange" in text("service", "colour_taken", "pl", colour="orange")  # no game: an id stands as it is


def test_numbers_have_no_thousands_separators() -> None:
    """A game id, a seed or a version is a number to Fluent, which groups digits by locale unless told not to."""
    for lang in LANGS:
        assert "123456" in text("service", "imported", lang, game=123456)
        assert "1234" in text("mali/terms", "order", lang, id=1234, pickup="A", destination="B", points=2)
