"""Playing: one player action for the caller's own colour (undo included), and what an undo would take back."""

from __future__ import annotations

from typing import Any

from engine.errors import RuleError
from service import checks
from service.caller import Caller
from service.errors import refused, rule_refused
from service.messages import Message
from service.outcome import Outcome
from service.pipeline import Change, Loaded, Pipeline
from service.results import UndoPreview


async def act(p: Pipeline, channel_id: int, caller: Caller, action: Any, expected_version: int | None) -> Outcome:
    """Any of the rules' player actions; the rules' reserved ones (timeouts, removals) are a moderator's."""
    async def op(g: Loaded) -> Change:
        state = checks.running(g)
        colour = checks.seat(g, caller).colour
        if not isinstance(action, dict):
            raise refused("bad_request", detail="action_shape")
        raw = dict(action)
        raw.setdefault("player", colour)
        if raw["player"] != colour:
            raise refused("not_your_piece", colour=raw["player"] if isinstance(raw["player"], str) else "?")
        try:
            action_obj, parsed = g.rules.parse_action(raw)
        except RuleError as e:
            raise rule_refused(e) from None
        if parsed["type"] in g.rules.reserved_actions:
            raise refused("moderator_action", type=parsed["type"])
        blocked = checks.turn_refusal(g.rules, state, colour)
        if blocked is not None:
            raise blocked
        checks.version(g, expected_version)
        new, events = checks.apply(g.rules, state, action_obj)
        meta = g.meta.copy()
        meta.missed.pop(str(colour), None)
        return Change(meta, p.entry("action", {"action": parsed}, caller), new, events)
    return await p.mutate(channel_id, op)


async def undo_preview(p: Pipeline, channel_id: int, caller: Caller) -> Outcome:
    """What an undo would take back now (B-5.7), before the player asks for it."""
    g = await p.read(channel_id)
    state = checks.running(g)
    colour = checks.seat(g, caller).colour
    actions = g.rules.undo_summary(state, str(colour))
    out = Outcome(channel_id, g.record.id, g.record.version, result=UndoPreview(actions))
    out.tell(caller.user_id, Message("undo_preview" if actions else "undo_nothing", {"actions": actions}))
    return out.in_room(g.rules.key)
