"""§14 End of the game: final scores (E-1), secret goals (B-9), winners, and the result record."""

from __future__ import annotations

from typing import Literal

from data.mali.loader import GameData
from engine.mali.events import EndReason, GameOver, MaliEvent, MaliResult, ScoreRow, TieBreak
from engine.mali.state import GameState


def goal_achieved(state: GameState, data: GameData, colour: str) -> bool:
    goal_id = state.players[colour].goal
    if goal_id is None:
        return False
    goal = data.goals[goal_id]
    rivals = [c for c in state.active_players()]

    def measure(c: str) -> int:
        p = state.players[c]
        if goal.kind == "courier":
            return sum(1 for o in p.delivered if data.spaces[data.orders[o].destination].district == goal.district)
        if goal.kind == "most_drops":
            return p.drops_picked
        return len(p.letters_delivered)

    mine = measure(colour)
    return mine >= 1 and all(mine >= measure(c) for c in rivals)


def score_sheet(state: GameState, data: GameData) -> list[ScoreRow]:
    letter_pts = data.tunables_of(state)["letter_points"]
    sheet: list[ScoreRow] = []
    for colour in state.active_players():
        p = state.players[colour]
        orders = sum(data.orders[o].points for o in p.delivered)
        tokens = sum(data.drop_tokens[t].end_points for t in p.tokens)
        carried = sum(len(s.letters) for s in state.scouts_of(colour))
        letters = len(p.letters_delivered) * int(letter_pts["delivered"]) + carried * int(letter_pts["carried"])
        achieved = goal_achieved(state, data, colour)
        goal_points = data.goals[p.goal].points if (p.goal and achieved) else 0
        sheet.append({"colour": colour, "orders": orders, "orders_delivered": len(p.delivered), "tokens": tokens,
                      "letters_delivered": len(p.letters_delivered), "letters_carried": carried, "letters": letters,
                      "goal": p.goal, "goal_achieved": achieved, "goal_points": goal_points,
                      "total": orders + tokens + letters + goal_points})
    return sheet


def tie_break(sheet: list[ScoreRow], winners: list[str]) -> TieBreak | None:
    """E-1: how a tie on the best total was settled (more orders delivered, else a shared victory); None if
    nobody else reached the winners' total."""
    best = max((r["total"] for r in sheet), default=0)
    tied = [r for r in sheet if r["total"] == best]
    if len(tied) < 2:
        return None
    beaten = [r["orders_delivered"] for r in tied if r["colour"] not in winners]
    return {"total": best, "tied": [r["colour"] for r in tied],
            "orders": max(r["orders_delivered"] for r in tied if r["colour"] in winners),
            "next_orders": max(beaten) if beaten else None}


def finish(state: GameState, data: GameData, reason: EndReason, events: list[MaliEvent]) -> None:
    """End the game (E-1 victory, E-2 defeat, E-3 aborted, E-4 last player standing) and record the result: who
    won, why the game ended, and how a tie was broken."""
    sheet = score_sheet(state, data)
    winners: list[str]
    outcome: Literal["victory", "defeat", "aborted"]
    if reason == "E-2":
        outcome, winners = "defeat", []
    elif reason == "E-3":
        outcome, winners = "aborted", []
    else:
        outcome = "victory"
        best = max(((r["total"], r["orders_delivered"]) for r in sheet), default=(0, 0))
        winners = [r["colour"] for r in sheet if (r["total"], r["orders_delivered"]) == best]
    result: MaliResult = {"outcome": outcome, "winners": winners, "reason": reason, "scores": sheet,
                          "round": state.round}
    over: GameOver = {"type": "game_over", "outcome": outcome, "winners": winners, "reason": reason,
                      "scores": sheet}
    tie = tie_break(sheet, winners) if outcome == "victory" else None
    if tie is not None:
        result["tie"] = over["tie"] = tie
    state.result = result
    state.phase = "ended"
    state.turn = None
    state.turn_queue = []
    state.deploy_queue = []
    events.append(over)
