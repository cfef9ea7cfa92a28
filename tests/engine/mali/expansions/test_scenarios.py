"""Complete games with both expansions, one per variant, frozen in scenarios/*.json (made by make_scenarios.py):
replaying the recorded actions gives exactly the recorded end, with the full score breakdown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine.mali
from engine.mali.state import GameState, Options
from jsontypes import Json

from .helpers import DATA, assert_every_token_and_letter_in_one_place
from .make_scenarios import highlights

FILES = sorted((Path(__file__).resolve().parent / "scenarios").glob("*.json"))


def load(path: Path) -> Json:
    scenario: Json = json.loads(path.read_text(encoding="utf-8"))
    return scenario


def replay_with_events(scenario: Json) -> tuple[GameState, list[Json]]:
    options = Options.from_dict(scenario["options"])
    state, events = engine.mali.new_game(scenario["colours"], options, scenario["seed"])
    for raw in scenario["actions"]:
        state, new_events = engine.mali.apply(state, engine.mali.action_from_dict(raw))
        events += new_events
    return state, events


def test_both_variants_are_frozen() -> None:
    options = {(s["options"]["variant"], s["options"]["liberator"], s["options"]["mail"])
               for s in map(load, FILES)}
    assert options == {("basic", True, True), ("advanced", True, True)}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_replays_to_its_recorded_result(path: Path) -> None:
    scenario = load(path)
    state, events = replay_with_events(scenario)
    expected = scenario["expected"]
    assert state.result == expected["result"]
    assert highlights(state, events) == expected["highlights"]
    assert events[-1]["type"] == "game_over" and events[-1]["scores"] == expected["result"]["scores"]
    # engine.mali.replay (the service's path) agrees with step-by-step application.
    options = Options.from_dict(scenario["options"])
    assert engine.mali.replay(scenario["colours"], options, scenario["seed"], scenario["actions"]).to_dict() == \
        state.to_dict()
    assert_every_token_and_letter_in_one_place(state)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_score_breakdown_adds_up(path: Path) -> None:
    scenario = load(path)
    state, _ = replay_with_events(scenario)
    result = scenario["expected"]["result"]
    assert result["reason"] == "E-1" and result["outcome"] == "victory"
    for row in result["scores"]:
        p = state.players[row["colour"]]
        carried = sum(len(s.letters) for s in state.scouts_of(row["colour"]))
        assert row["orders"] == sum(DATA.orders[o].points for o in p.delivered)
        assert row["orders_delivered"] == len(p.delivered)
        assert row["tokens"] == sum(DATA.drop_tokens[t].end_points for t in p.tokens)  # Rifle 5, Grenade/Radio 4
        assert (row["letters_delivered"], row["letters_carried"]) == (len(p.letters_delivered), carried)
        assert row["letters"] == 4 * len(p.letters_delivered) - 4 * carried  # M-6.1
        assert row["goal_points"] == (DATA.goals[row["goal"]].points if row["goal_achieved"] else 0)
        assert row["total"] == row["orders"] + row["tokens"] + row["letters"] + row["goal_points"]
    best = max((r["total"], r["orders_delivered"]) for r in result["scores"])
    assert result["winners"] == [r["colour"] for r in result["scores"]
                                 if (r["total"], r["orders_delivered"]) == best]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_shows_both_expansions(path: Path) -> None:
    scenario = load(path)
    h = scenario["expected"]["highlights"]
    scores = scenario["expected"]["result"]["scores"]
    assert h["drops"] >= 3 and h["drop_tokens_picked_up"] >= 3 and len(h["tokens_used"]) >= 2
    assert h["letters_delivered"] >= 2 and any(r["letters_carried"] for r in scores)
    assert any(r["tokens"] for r in scores)
    if scenario["options"]["variant"] == "advanced":
        assert h["light_signals"] > 0
        assert any(r["goal_achieved"] and r["goal"].startswith(("most-drops", "most-letters")) for r in scores)
    else:
        assert h["liberator_left_warsaw"] and h["letters_caught"] > 0
