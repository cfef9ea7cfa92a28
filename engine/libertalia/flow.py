"""The automatic flow of a game: selection → reveal → day → dusk → night (→ anchor) until a choice is needed.

`advance` runs everything that needs nobody's decision (like engine.mali.game.advance) and stops when some
player owes a pick or a pending choice, or when the game is over.
"""

from __future__ import annotations

from typing import Literal

from engine.libertalia import anchor, island, night, setup
from engine.libertalia.ctx import Ctx
from engine.libertalia.events import IslandSlot, Standing
from engine.libertalia.moves import to_bag
from engine.libertalia.resolve import run_lane
from engine.libertalia.state import MAIN, Figure


def start_day(ctx: Ctx) -> None:
    state = ctx.state
    state.day += 1
    state.phase = "selection"
    ctx.emit("day_started", voyage=state.voyage, day=state.day, days=len(state.loot_days), rule="LT-6.1")
    for c in state.active():
        state.players[c].pick = None
        if not state.players[c].hand:
            ctx.emit("no_card", player=c, rule="LT-6.1")


def pickers(ctx: Ctx) -> list[str]:
    """Players who owe a secret selection now (LT-6.1)."""
    s = ctx.state
    if s.phase != "selection":
        return []
    return [c for c in s.active() if s.players[c].hand and s.players[c].pick is None]


def reveal(ctx: Ctx) -> None:
    """LT-6.2 / LT-6.3 / LT-11.3."""
    state = ctx.state
    figures: list[Figure] = []
    for c in state.active():
        p = state.players[c]
        if p.pick is not None:
            p.hand.remove(p.pick)
            figures.append(Figure(p.pick, c))
            p.pick = None
    island.place(state, figures, int(ctx.data.tunables["midshipman_below"]))
    players = [f for f in state.island if f.owner is not None]
    ctx.emit("revealed", picks=[{"player": f.owner, "rank": f.rank} for f in players], rule="LT-6.2")
    ctx.emit("island_placed", island=island_view(ctx), rule="LT-6.3")
    state.phase = "day"
    ctx.emit("phase", phase="day", voyage=state.voyage, day=state.day)


def island_view(ctx: Ctx) -> list[IslandSlot]:
    state = ctx.state
    out: list[IslandSlot] = []
    for f in state.island:
        if f.owner is None:
            out.append({"rank": ctx.data.midshipman_rank, "owner": None, "slot": island.slot_of(state, f)})
        else:
            out.append({"rank": f.rank, "owner": f.owner, "slot": island.slot_of(state, f)})
    return out


def _next_day_figure(ctx: Ctx) -> Figure | None:
    for f in ctx.state.island:
        if f.owner is not None and not f.day_done:
            return f
    return None


def _next_dusk_figure(ctx: Ctx) -> Figure | None:
    for f in reversed(ctx.state.island):
        if f.owner is not None and not f.dusk_done:
            return f
    return None


def start_night(ctx: Ctx) -> None:
    state, data = ctx.state, ctx.data
    state.phase = "night"
    ctx.emit("phase", phase="night", voyage=state.voyage, day=state.day)
    nymphs = data.night_unique_ranks
    # LT-9.4: one snapshot before anybody resolves anything (one entry: the calm side has one such card)
    state.snapshot["night_nymph"] = [c for c in state.active() if any(r in state.players[c].ship for r in nymphs)]
    state.night_deferred = {}
    night, ends_at = data.night_ranks, data.end_of_night_ranks
    for c in state.active():
        ship = state.players[c].ship
        ends = [[r, r] for r in ship if r in ends_at]
        if ends:
            state.night_deferred[c] = ends
        if any(r in night for r in ship):
            state.lanes[c] = [{"op": "night_step", "owner": c, "done": []}]


def start_anchor(ctx: Ctx) -> None:
    state = ctx.state
    state.phase = "anchor"
    ctx.emit("phase", phase="anchor", voyage=state.voyage, day=state.day)
    anchor.snapshot(ctx)
    for c in state.active():
        state.lanes[c] = [{"op": "anchor_player", "owner": c}]


def _run_player_lanes(ctx: Ctx) -> bool:
    """Run every player's lane (night or anchor) as far as it goes; True if any is waiting for a choice."""
    waiting = False
    for c in ctx.state.seats:
        if c in ctx.state.lanes and run_lane(ctx, c):
            waiting = True
    ctx.lane = MAIN
    return waiting


def advance(ctx: Ctx) -> None:
    state = ctx.state
    while state.phase != "ended":
        phase = state.phase
        if phase == "selection":
            if pickers(ctx):
                return
            reveal(ctx)
        elif phase == "day":
            if run_lane(ctx, MAIN):
                return
            f = _next_day_figure(ctx)
            if f is None:
                state.phase = "dusk"
                ctx.emit("phase", phase="dusk", voyage=state.voyage, day=state.day)
                continue
            f.day_done = True
            assert f.owner is not None
            if ctx.data.characters[f.rank].ability("day") is not None:
                ctx.emit("ability", player=f.owner, rank=f.rank, phase="day")
                state.lanes[MAIN] = [{"op": "day_ability", "owner": f.owner, "rank": f.rank, "ability": f.rank}]
        elif phase == "dusk":
            if run_lane(ctx, MAIN):
                return
            f = _next_dusk_figure(ctx)
            if f is None:
                left = state.loot_days[state.day - 1]
                if left:
                    for k in left:
                        to_bag(ctx, k)
                    ctx.emit("loot_returned", loots=list(left), rule="LT-8.4")
                    state.loot_days[state.day - 1] = []
                state.island = []
                start_night(ctx)
                continue
            f.dusk_done = True
            assert f.owner is not None
            state.lanes[MAIN] = [{"op": "dusk_turn", "owner": f.owner, "rank": f.rank}]
        elif phase == "night":
            if _run_player_lanes(ctx):
                return
            night.finish_night(ctx)
            state.snapshot.pop("night_nymph", None)
            if state.day < len(state.loot_days):
                start_day(ctx)
            else:
                start_anchor(ctx)
        elif phase == "anchor":
            if _run_player_lanes(ctx):
                return
            anchor.score_and_clean(ctx)
            if state.voyage < int(ctx.data.tunables["voyages"]):
                setup.start_voyage(ctx)
                start_day(ctx)
            else:
                finish(ctx, "finished", "LT-15.1")
        else:
            raise RuntimeError(f"unknown phase {phase!r}")


def standings(ctx: Ctx) -> list[Standing]:
    """LT-15.2 / LT-15.3: score descending, then reputation descending (positions are unique)."""
    state = ctx.state
    rows = sorted(state.active(), key=lambda c: (-state.players[c].score, -state.position(c)))
    return [{"colour": c, "score": state.players[c].score, "reputation_position": state.position(c), "place": i + 1}
            for i, c in enumerate(rows)]


def finish(ctx: Ctx, outcome: Literal["finished", "aborted"], reason: str) -> None:
    state = ctx.state
    rows = standings(ctx)
    winner = rows[0]["colour"] if rows and outcome == "finished" else None
    state.result = {"outcome": outcome, "reason": reason, "standings": rows, "winner": winner}
    state.phase = "ended"
    state.lanes = {}
    state.pending = []
    for c in state.seats:
        state.players[c].pick = None
    ctx.emit("game_over", outcome=outcome, reason=reason, standings=rows, winner=winner)
