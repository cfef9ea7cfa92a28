"""Generate the frozen scenario games in scenarios/: one complete game with both expansions per variant.

    .venv/bin/python -m tests.engine.mali.expansions.make_scenarios

The deterministic greedy driver (players.greedy_action, no randomness) plays each seed in turn; the first seed
whose game shows every feature wanted (listed in WANTED) is written out with its actions and its result. The
test test_scenarios.py replays the files: it does not run this script, so the files stay fixed even if the
driver changes. Re-run it only on purpose (after a rules change), and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import engine.mali
from engine.mali import actions as A
from engine.mali.state import GameState, Options
from engine.mali.view import waiting_for
from jsontypes import Json

from .players import greedy_action

HERE = Path(__file__).resolve().parent / "scenarios"

SCENARIOS = [
    {"name": "basic-liberator-mail", "colours": ["orange", "red", "violet"], "options": Options("basic", True, True)},
    {"name": "advanced-liberator-mail", "colours": ["orange", "red", "violet", "green"],
     "options": Options("advanced", True, True)},
]


def play(colours: list[str], options: Options, seed: int) -> tuple[GameState, list[A.Action], list[Json]]:
    state, events = engine.mali.new_game(colours, options, seed)
    log: list[A.Action] = []
    while state.phase != "ended":
        colour = waiting_for(state)
        assert colour is not None and len(log) < 5000
        action = greedy_action(state, colour)
        state, new_events = engine.mali.apply(state, action)
        log.append(action)
        events += new_events
    return state, log, events


def highlights(state: GameState, events: list[Json]) -> dict[str, Any]:
    """What the game shows of the expansions, recomputed by the test from a replay."""
    def count(kind: str) -> int:
        return sum(1 for e in events if e["type"] == kind)

    left = [e for e in events if e["type"] == "liberator_left_warsaw"]
    return {
        "drops": count("drop"),
        "drop_tokens_picked_up": sum(p.drops_picked for p in state.players.values()),
        "ambushes": count("ambush"),
        "tokens_used": sorted(e["kind"] for e in events if e["type"] == "token_used"),
        "light_signals": count("light_signal"),
        "liberator_left_warsaw": bool(left),
        "letters_picked_up": sum(len(e["letters"]) for e in events if e["type"] == "letters_picked_up"),
        "letters_delivered": count("letter_delivered"),
        "letters_caught": sum(len(e["letters"]) for e in events if e["type"] == "letters_dropped"),
        "orders_delivered": count("order_delivered"),
        "orders_failed": len(state.failed),
    }


def wanted(options: Options, state: GameState, h: dict[str, Any]) -> bool:
    assert state.result is not None
    scores = state.result["scores"]
    ok = (state.result["reason"] == "E-1" and h["drop_tokens_picked_up"] >= 3 and len(h["tokens_used"]) >= 2
          and h["letters_delivered"] >= 2
          and any(r["tokens"] > 0 for r in scores) and any(r["letters_carried"] > 0 for r in scores))
    if options.variant == "advanced":  # 14 Liberator cards usually outlast the game
        ok = ok and h["light_signals"] > 0 and any(r["goal_achieved"] for r in scores) and any(
            r["goal"].startswith(("most-drops", "most-letters")) for r in scores)
    else:  # 11 cards: the Liberator leaves Warsaw; the German soldier catches a scout with letters
        ok = ok and h["liberator_left_warsaw"] and h["letters_caught"] > 0
    return ok


def make(spec: dict[str, Any], seeds: range = range(1, 400)) -> Json:
    options: Options = spec["options"]
    for seed in seeds:
        state, log, events = play(spec["colours"], options, seed)
        h = highlights(state, events)
        if wanted(options, state, h):
            assert state.result is not None
            return {
                "name": spec["name"],
                "about": "A complete game played by the deterministic greedy driver (make_scenarios.py); "
                         "replaying the actions must give exactly this result.",
                "colours": spec["colours"],
                "options": options.to_dict(),
                "seed": seed,
                "actions": [a.to_dict() for a in log],
                "expected": {"result": state.result, "highlights": h},
            }
    raise SystemExit(f"no seed in {seeds} gives the wanted game for {spec['name']}")


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for spec in SCENARIOS:
        scenario = make(spec)
        path = HERE / f"{spec['name']}.json"
        # One action per line: readable diffs, small files.
        body = json.dumps({k: v for k, v in scenario.items() if k != "actions"}, ensure_ascii=False, indent=1)
        actions = ",\n".join("  " + json.dumps(a, ensure_ascii=False) for a in scenario["actions"])
        path.write_text(body[:-2] + ',\n "actions": [\n' + actions + "\n ]\n}\n", encoding="utf-8")
        result = scenario["expected"]["result"]
        print(f"{path.name}: seed {scenario['seed']}, {len(scenario['actions'])} actions, round {result['round']}, "
              f"winners {result['winners']}")


if __name__ == "__main__":
    main()
