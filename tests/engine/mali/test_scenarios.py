"""Scenario files: complete games (colours, options, seed, actions) and the facts they must end with.

The files in tests/engine/mali/scenarios/ are generated once by tests/engine/mali/make_scenarios.py and then frozen;
this test replays each through `engine.mali.apply` and checks the final phase, the result (outcome, winners,
scores, goals), the state's key facts, every key event in order, and the count of every kind of event.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import engine.mali
from engine.mali.state import Options
from jsontypes import Json

from .make_scenarios import KEY_EVENTS, facts

FOLDER = Path(__file__).resolve().parent / "scenarios"
FILES = sorted(FOLDER.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def test_the_scenarios_cover_both_variants_and_both_endings() -> None:
    docs = [load(p) for p in FILES]
    ends = {(d["options"]["variant"], d["expect"]["result"]["reason"]) for d in docs}
    assert {("basic", "E-1"), ("basic", "E-2"), ("advanced", "E-1"), ("advanced", "E-2")} <= ends
    assert {len(d["colours"]) for d in docs} == {2, 3, 4}
    assert all(d["expect"]["phase"] == "ended" for d in docs)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    doc = load(path)
    options = Options.from_dict(doc["options"])
    state, events = engine.mali.new_game(doc["colours"], options, doc["seed"])
    for i, raw in enumerate(doc["actions"]):
        action = engine.mali.action_from_dict(raw)
        offered = engine.mali.legal_actions(state, action.player)
        assert action in offered, f"action {i} {raw} is not among the legal actions"
        state, evs = engine.mali.apply(state, action)
        events.extend(evs)
    got: Json = facts(state, events)
    want: Json = doc["expect"]
    assert got["phase"] == want["phase"] == "ended"
    assert got["round"] == want["round"]
    assert got["result"] == want["result"]
    assert got["state"] == want["state"]
    assert got["events"] == want["events"]
    assert got["event_counts"] == want["event_counts"]
    assert all(e["type"] in KEY_EVENTS for e in want["events"])
    # The same log replays to the same state.
    assert engine.mali.replay(doc["colours"], options, doc["seed"], doc["actions"]).to_dict() == state.to_dict()
