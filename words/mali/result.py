"""A finished game's result in words (E-1 - E-4): why the game ended and how a tie on the best total was broken.

The board, the chat's score table, the `game_over` event and the console all say it with these sentences, from
the result record (engine/mali/events.py, MaliResult) or the `game_over` event, which carry the same facts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from words.mali.terms import term

END_REASONS = ("E-1", "E-2", "E-3", "E-4")


def end_reason(result: Mapping[str, Any], lang: str) -> str | None:
    """Why the game ended ("the order deck and the track are empty"), or None for a record without a reason."""
    reason = result.get("reason")
    return term(f"end.{reason}", lang) if reason in END_REASONS else None


def tie_line(result: Mapping[str, Any], lang: str) -> str | None:
    """How a tie on the best total was settled (more orders delivered, or nothing broke it), or None."""
    tie = result.get("tie")
    if not isinstance(tie, Mapping) or result.get("outcome") != "victory":
        return None
    total, orders, beaten = int(tie["total"]), int(tie["orders"]), tie.get("next_orders")
    if beaten is None:
        return term("result.tie.shared", lang, total=total, orders=orders)
    return term("result.tie.broken", lang, total=total, orders=orders, next=int(beaten))


def end_line(result: Mapping[str, Any], lang: str) -> str | None:
    """"The game ended: <why>.", or None for a record without a reason."""
    reason = end_reason(result, lang)
    return None if reason is None else term("result.end", lang, reason=reason)


def result_notes(result: Mapping[str, Any], lang: str) -> list[str]:
    """What a result line adds to the outcome and the winners: the tie-break, if any, then why the game ended."""
    return [line for line in (tie_line(result, lang), end_line(result, lang)) if line]
