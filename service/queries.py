"""Looking at a game without changing it: status, the public board, the caller's own view, the log.

They answer from the service's memory while the remembered game is current (service/pipeline.py), so a
keystroke in an autocomplete costs no store round trip.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from jsontypes import Json
from service import checks
from service.caller import Caller
from service.errors import refused, unreadable
from service.history import public_entry
from service.messages import Message
from service.outcome import Outcome, RenderRequest, away_names
from service.pipeline import Pipeline
from service.results import BoardView, Confirmation, LogPage, MyInfo
from store.errors import CorruptRow
from store.records import RUNNING


async def status(p: Pipeline, channel_id: int) -> Outcome:
    g = await p.read(channel_id)
    return Outcome(channel_id, g.record.id, g.record.version, result=p.status_of(g),
                   seats=g.meta.users()).in_room(g.rules.key)


async def board(p: Pipeline, channel_id: int) -> Outcome:
    """The public view (H-4), with a request to draw it."""
    g = await p.read(channel_id)
    if g.state is None:
        raise refused("not_started")
    view = g.rules.view(g.state, None)
    return Outcome(channel_id, g.record.id, g.record.version, renders=[RenderRequest(view, "board")], game=g.rules.key,
                   result=BoardView(view, game=g.rules.key), seats=g.meta.users(),
                   names={**g.meta.names(), **away_names({c: t for c, u in g.meta.users().items()
                                                          if (t := p.away_now(g).get(u)) is not None})})


async def my_info(p: Pipeline, channel_id: int, caller: Caller) -> Outcome:
    """The caller's own view: hand, secret goal and tokens (H-1), what they may do now, and, when they may do
    nothing, why (not their turn, nobody's)."""
    p.saw(caller)  # their name reaches the board at the game's next commit
    g = await p.read(channel_id)
    if g.state is None:
        raise refused("not_started")
    colour = checks.seat(g, caller).colour
    key = (channel_id, g.record.id, g.record.version, g.record.status, colour)
    info = p.answers.get(key)  # each keystroke of an autocomplete asks again: build it once per version
    if not isinstance(info, MyInfo):
        view = g.rules.view(g.state, colour)
        me: Json = next((pl for pl in view.get("players") or [] if isinstance(pl, dict) and pl.get("colour") == colour),
                        {})  # a view lists its players as {"colour": …} (docs/VIEW.md)
        running = g.record.status == RUNNING
        legal = g.rules.legal_actions(g.state, str(colour)) if running else []
        blocked = checks.turn_refusal(g.rules, g.state, colour) if running else refused("game_finished")
        ask = g.rules.confirm_before(g.state, str(colour), "end_turn") if running else None
        stage = g.rules.stage(g.state, str(colour)) if running else None
        info = MyInfo(colour, me, view, legal, blocked, None if ask is None else Confirmation(*ask),
                      None if stage is None else stage_digest(stage), game=g.rules.key)
        p.answers.put(key, info)
    out = Outcome(channel_id, g.record.id, g.record.version, result=info)
    out.tell(caller.user_id, Message("private_info", {"colour": colour}))
    return out.in_room(g.rules.key)


def stage_digest(stage: list[Any]) -> str:
    """Eight hex digits naming a stage (fits a component's custom id)."""
    return hashlib.sha1(json.dumps(stage, sort_keys=True, default=str).encode()).hexdigest()[:8]


async def log(p: Pipeline, channel_id: int, limit: int, game_id: int | None) -> Outcome:
    """The game's log as players may see it (no seed, H-2), newest last."""
    g = await p.read(channel_id, game_id)
    try:
        entries = await p.store.log(g.record.id)
    except CorruptRow as e:
        raise refused("corrupt_game", game=g.record.id, detail=unreadable(e)) from None
    colour_of = {s.user: s.colour for s in g.meta.seats if s.colour}
    entries = g.rules.public_log(entries)  # what is still secret in it stays out (a pick before its reveal)
    return Outcome(channel_id, g.record.id, g.record.version, game=g.rules.key,
                   result=LogPage([public_entry(e, colour_of) for e in entries[-max(1, min(limit, 1000)):]],
                                  game=g.rules.key))
