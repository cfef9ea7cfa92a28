"""Whole games played through the turn panel only, as a player on a phone would (issue 12).

Each seat decides like the greedy computer player (tools/mali/players.py), then carries the decision out by taps on
the panel (cogs/panel_model.py, built from the same legal actions the service gives): one tap on the ping's
*My turn* button to open the panel, then the cheapest path of taps to each chosen action (menu pages and the
confirmation before ending with MP left included). An action with no path would have to be typed: that turn
counts as typed. Prints taps per turn (median, 95th percentile), per movement turn, and the share of turns
finished without typing, counting a menu choice as one tap and, stricter, as two (open the menu, choose).
Targets: a median movement turn in at most 5 taps, and no turn that needs typing. The floor is the fewest taps
a turn could take: the opening tap and one per action chosen (no menu page, no confirmation).

    python bench/bench_panel.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cogs.i18n import bot_text
from cogs.mali import panel_model as pm
from data.mali.loader import game_data
from engine.mali import Options, action_from_dict, apply, new_game
from engine.mali.legal import legal_choices
from engine.mali.state import GameState
from engine.mali.view import waiting_for
from tools.mali.players import greedy_player

TARGET_MEDIAN_MOVEMENT = 5
OPEN = 1  # the *My turn* tap that opens the panel


def words(lang: str) -> pm.Words:
    return lambda key, **params: bot_text(key, lang, **params)


def bare(action: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in action.items() if k not in ("path", "cost") and v is not None}


def percentile(values: list[int], p: float) -> float:
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))])


def play(options: Options, players: int, seed: int, lang: str) -> list[tuple[str, int, int, bool, int]]:
    """One game; per turn: its kind (movement/deploy), taps (menu = 1), taps (menu = 2), typed, the floor
    (the opening tap and one per action)."""
    data = game_data()
    colours = list(data.tunables["players"]["colours"][:players])
    state: GameState
    state, _ = new_game(colours, options, seed)
    chooser = greedy_player(random.Random(seed), data)
    turns: list[tuple[str, int, int, bool, int]] = []
    current: list[int] | None = None  # [taps, strict taps, typed, floor]
    for _ in range(5000):
        who = waiting_for(state)
        if who is None:
            break
        if current is None:
            current = [OPEN, OPEN, 0, OPEN]
        current[3] += 1
        action = chooser(state, who).to_dict()
        legal = legal_choices(state, who, data)
        index = next((i for i, a in enumerate(legal) if bare(a) == bare(action)), None)
        confirm = bool(state.turn and state.turn.card and state.turn.mp > 0)
        if index is None:
            current[2] = 1
        else:
            taps = pm.reachable(legal, lang, words(lang), confirm)
            strict = pm.reachable(legal, lang, words(lang), confirm, menu_cost=2)
            if index not in taps:
                current[2] = 1
            else:
                current[0] += taps[index]
                current[1] += strict[index]
        kind = "deploy" if action["type"] == "deploy" else "movement"
        state, _ = apply(state, action_from_dict(action))
        if action["type"] in ("deploy", "end_turn"):
            turns.append((kind, current[0], current[1], bool(current[2]), current[3]))
            current = None
    return turns


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games per option set and player count")
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    rows: list[tuple[str, int, int, bool, int]] = []
    games = 0
    for (variant, lib, mail), players in product(product(("basic", "advanced"), (False, True), (False, True)),
                                                 (2, 3, 4)):
        for g in range(args.games):
            rows += play(Options(variant, lib, mail), players, args.seed * 1000 + players * 10 + g,
                         ("pl", "en")[g % 2])
            games += 1
    movement = [r for r in rows if r[0] == "movement"]
    taps = [r[1] for r in rows]
    mv, mv_strict = [r[1] for r in movement], [r[2] for r in movement]
    untyped = sum(1 for r in rows if not r[3]) / len(rows)
    print(f"games: {games} (8 option sets x 2-4 players x {args.games}), turns: {len(rows)}, "
          f"movement turns: {len(movement)}")
    print(f"taps per turn (menu choice = 1 tap, opening tap included): median {statistics.median(taps):g}, "
          f"95th percentile {percentile(taps, 0.95):g}")
    print(f"taps per movement turn: median {statistics.median(mv):g}, 95th percentile {percentile(mv, 0.95):g}, "
          f"mean {statistics.mean(mv):.2f} (target: median <= {TARGET_MEDIAN_MOVEMENT})")
    floor = [r[4] for r in movement]
    print(f"floor, the opening tap + one per action: movement median {statistics.median(floor):g}, "
          f"mean {statistics.mean(floor):.2f}; ratio of the means {statistics.mean(mv) / statistics.mean(floor):.2f}")
    print(f"stricter, menu = 2 taps (open, choose): movement median {statistics.median(mv_strict):g}, "
          f"95th percentile {percentile(mv_strict, 0.95):g}")
    print(f"turns finished without typing: {100 * untyped:.1f} %")
    one, five, fifteen = os.getloadavg()
    print(f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f} (taps do not depend on it)")
    missed = []
    if statistics.median(mv) > TARGET_MEDIAN_MOVEMENT:
        missed.append(f"median taps per movement turn {statistics.median(mv):g} > {TARGET_MEDIAN_MOVEMENT}")
    if untyped < 1.0:
        missed.append(f"{100 * (1 - untyped):.1f} % of turns needed typing")
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
