"""The resolution machine: task stacks (lanes) whose tasks may stop at a pending choice.

A task is a JSON dict {"op": name, ...}. Its handler either finishes it (changing the state, maybe pushing
sub-tasks on top of its lane) or returns an `Ask` without changing anything. A single option is taken at once
(a choice whose options lead to the same state is not asked, LIBERTALIA.md); no option means the ability does
nothing (LT-6.7, LT-16.3). Otherwise the task goes back on top of its lane and a pending choice is opened;
the answer is written into the task (`answer`) and the handler runs again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.libertalia.ctx import Ctx
from jsontypes import Json


@dataclass(slots=True)
class Ask:
    player: str
    kind: str
    rule: str
    options: list[Json]
    source: Json | None = None
    private: bool = False
    extra: Json = field(default_factory=dict)


Handler = Callable[[Ctx, Json], "Ask | None"]
HANDLERS: dict[str, Handler] = {}


def handler(op: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[op] = fn
        return fn
    return register


def push(ctx: Ctx, *tasks: Json) -> None:
    """Put tasks on top of the current lane, the first one on top."""
    ctx.state.lanes.setdefault(ctx.lane, [])[0:0] = list(tasks)


def has_pending(ctx: Ctx, lane: str) -> bool:
    return any(p["lane"] == lane for p in ctx.state.pending)


def run_lane(ctx: Ctx, lane: str) -> bool:
    """Run the lane's tasks until it is empty (False) or waits for a choice (True)."""
    state = ctx.state
    ctx.lane = lane
    if has_pending(ctx, lane):  # a choice is only ever opened just before returning below
        return True
    while True:
        stack = state.lanes.get(lane)
        if not stack:
            state.lanes.pop(lane, None)
            return False
        task = stack.pop(0)
        ask = HANDLERS[task["op"]](ctx, task)
        if ask is None:
            continue
        if not ask.options:
            raise RuntimeError(f"{task['op']} asked with no option")  # handlers report "nothing" themselves
        if len(ask.options) == 1 or (state.players[ask.player].removed):
            stack = state.lanes.setdefault(lane, [])
            stack.insert(0, dict(task, answer=ask.options[0]["id"]))
            continue
        state.lanes.setdefault(lane, []).insert(0, task)
        pending: Json = {"player": ask.player, "kind": ask.kind, "rule": ask.rule, "source": ask.source,
                         "options": ask.options, "lane": lane}
        if ask.private:
            pending["private"] = True
        state.pending = [*state.pending, pending]
        return True


def answer(ctx: Ctx, pending: Json, option_id: str) -> None:
    """Write the chosen option into the waiting task and close the pending choice."""
    state = ctx.state
    lane = str(pending["lane"])
    stack = state.lanes[lane]
    stack[0] = dict(stack[0], answer=option_id)
    state.pending = [p for p in state.pending if p is not pending]
