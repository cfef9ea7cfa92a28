"""Generate the frozen scenario files in tests/engine/mali/scenarios/ (complete games, played by computer players).

    .venv/bin/python -m tests.engine.mali.make_scenarios          # rewrite every scenario file
    .venv/bin/python -m tests.engine.mali.make_scenarios --list   # show what would be written
    .venv/bin/python -m tests.engine.mali.make_scenarios --only basic_2p_greedy_victory   # rewrite just that one

Each scenario names its players (the simulation's greedy player, or a seeded random one) and the outcome it
wants; the script tries seeds 0, 1, 2, ... until the game played from that seed ends as wanted (and shows the
events wanted), then writes the seed, the action log and the facts of the final state. The output is frozen:
tests/engine/mali/test_scenarios.py replays the actions and checks those facts. Regenerate only when a rule change
is intended, and read the diff.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine.mali
from engine.mali.state import GameState, Options
from engine.mali.view import waiting_for
from jsontypes import Json
from tools.mali.players import Player, greedy_player, random_player

FOLDER = Path(__file__).resolve().parent / "scenarios"
COLOURS = ("orange", "red", "violet", "green")
# The events a scenario file lists in full; every other kind is only counted.
KEY_EVENTS = ("order_delivered", "order_failed", "tank_placed", "district_fell", "order_discarded", "caught",
              "released", "forced_move", "player_removed", "game_over")


@dataclass(frozen=True)
class Spec:
    name: str
    description: str
    players: int
    variant: str
    policy: str  # "greedy" | "random"
    outcome: str  # "E-1" | "E-2"
    needs: tuple[str, ...] = ()  # event kinds the game must show
    goal_scored: bool = False  # somebody's secret goal must be achieved (B-9)


SPECS = (
    Spec("basic_2p_greedy_victory", "Basic variant, 2 greedy players: the deck and the track run out (E-1).",
         2, "basic", "greedy", "E-1", ("order_delivered", "order_failed")),
    Spec("basic_3p_greedy_defeat_with_prison",
         "Basic variant, 3 greedy players: a scout is caught and released (B-5.6, B-6.2); threat 4 (E-2).",
         3, "basic", "greedy", "E-2", ("caught", "released", "order_delivered")),
    Spec("basic_4p_random_defeat", "Basic variant, 4 random players: a district falls and threat reaches 4 (E-2).",
         4, "basic", "random", "E-2", ("district_fell",)),
    Spec("advanced_3p_greedy_victory",
         "Advanced variant, 3 greedy players: deployment, secret goals scored at the end (E-1).",
         3, "advanced", "greedy", "E-1", ("order_delivered", "tank_placed"), goal_scored=True),
    Spec("advanced_2p_random_defeat",
         "Advanced variant, 2 random players using Change of Orders, Schoolyard Buddies and Insurgent Squad: "
         "collective defeat (E-2).",
         2, "advanced", "random", "E-2", ("tank_placed", "orders_swapped", "buddies", "squad")),
)


def bots(spec: Spec, seed: int, colours: list[str]) -> dict[str, Player]:
    if spec.policy == "greedy":
        return {c: greedy_player(random.Random(seed * 10 + i)) for i, c in enumerate(colours)}
    return {c: random_player(random.Random(seed * 10 + i), end_bias=0.3) for i, c in enumerate(colours)}


def play(spec: Spec, seed: int) -> tuple[GameState, list[Json], list[Json]]:
    colours = list(COLOURS[: spec.players])
    state, events = engine.mali.new_game(colours, Options(spec.variant), seed)
    players = bots(spec, seed, colours)
    log: list[Json] = []
    while state.phase != "ended":
        colour = waiting_for(state)
        assert colour is not None, "a running game waits for nobody"
        action = players[colour](state, colour)
        state, evs = engine.mali.apply(state, action)
        log.append(action.to_dict())
        events.extend(evs)
        assert len(log) < 5000, "a game did not finish"
    return state, log, events


def facts(state: GameState, events: list[Json]) -> Json:
    """What a scenario checks after replaying its actions."""
    assert state.result is not None
    return {
        "phase": state.phase,
        "round": state.round,
        "result": {
            "outcome": state.result["outcome"],
            "reason": state.result["reason"],
            "winners": state.result["winners"],
            "scores": {r["colour"]: r["total"] for r in state.result["scores"]},
            "goals": {r["colour"]: [r["goal"], r["goal_achieved"]] for r in state.result["scores"]},
        },
        "state": {
            "delivered": {c: p.delivered for c, p in state.players.items()},
            "failed": state.failed,
            "discarded": state.discarded,
            "deck": state.deck,
            "track": [{"order": t.order, "position": t.position, "carrier": t.carrier} for t in state.track],
            "tanks": state.tanks,
            "fallen": state.fallen,
            "soldier": state.soldier,
            "scouts": {sid: [s.space, s.prison] for sid, s in state.scouts.items()},
        },
        "event_counts": dict(sorted(Counter(str(e["type"]) for e in events).items())),
        "events": [e for e in events if e["type"] in KEY_EVENTS],
    }


def generate(spec: Spec, max_seed: int = 500) -> Json:
    for seed in range(max_seed):
        state, log, events = play(spec, seed)
        assert state.result is not None
        kinds = {e["type"] for e in events}
        goals = any(r["goal_achieved"] for r in state.result["scores"])
        if state.result["reason"] == spec.outcome and all(k in kinds for k in spec.needs) and (
                goals or not spec.goal_scored):
            return {
                "name": spec.name,
                "description": spec.description,
                "generated_by": f"python -m tests.engine.mali.make_scenarios ({spec.policy} players, first matching seed)",
                "colours": list(COLOURS[: spec.players]),
                "options": Options(spec.variant).to_dict(),
                "seed": seed,
                "actions": log,
                "expect": facts(state, events),
            }
    raise SystemExit(f"{spec.name}: no seed below {max_seed} gives {spec.outcome} with {spec.needs}")


def write(doc: Json, folder: Path) -> Path:
    """One action per line, so that diffs of a regenerated file stay readable."""
    path = folder / f"{doc['name']}.json"
    lines = ["{"]
    items: list[tuple[str, Any]] = list(doc.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "actions":
            body = ",\n".join(f"    {json.dumps(a, ensure_ascii=False)}" for a in value)
            lines.append(f'  "actions": [\n{body}\n  ]{comma}')
        elif key == "expect":
            parts = []
            for k, v in value.items():
                if k == "events":
                    evs = ",\n".join(f"      {json.dumps(e, ensure_ascii=False)}" for e in v)
                    parts.append(f'    "events": [\n{evs}\n    ]')
                else:
                    parts.append(f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}")
            lines.append('  "expect": {\n' + ",\n".join(parts) + f"\n  }}{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(json.dumps(doc))
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="only print the scenarios that would be written")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="regenerate only this scenario (repeatable); the others stay frozen")
    args = parser.parse_args()
    unknown = set(args.only) - {spec.name for spec in SPECS}
    if unknown:
        parser.error(f"unknown scenario(s): {', '.join(sorted(unknown))}")
    FOLDER.mkdir(exist_ok=True)
    for spec in SPECS:
        if args.only and spec.name not in args.only:
            continue
        doc = generate(spec)
        exp = doc["expect"]
        summary = (f"{spec.name}: seed {doc['seed']}, {len(doc['actions'])} actions, round {exp['round']}, "
                   f"{exp['result']['outcome']} ({exp['result']['reason']}), scores {exp['result']['scores']}")
        if args.list:
            print(summary)
            continue
        print(f"{write(doc, FOLDER)}: {summary}")


if __name__ == "__main__":
    main()
