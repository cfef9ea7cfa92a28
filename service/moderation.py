"""The host's and moderators' powers. The host of a table may skip the turn of a player who has been waiting a
while and end (abandon) their own table; removing or replacing a player, changing the deadline, resetting and
rolling back are for moderators only (`Caller.is_moderator`, which the front end decides). The host role
passes to the next seated player when the host leaves the table (service/lobby.py), is removed or replaced."""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable

from games.computer import computer_user, is_computer
from service import checks
from service.caller import Caller
from service.errors import ServiceError, refused, unreadable
from service.history import undone_by_rollback
from service.lobby import new_line
from service.messages import Message
from service.meta import GameMeta, Seat
from service.outcome import Outcome
from service.pipeline import Change, Loaded, Pipeline
from store.errors import CorruptRow
from store.records import FINISHED, LOBBY, RUNNING


def moderated_seat(g: Loaded, caller: Caller, colour: str) -> tuple[GameMeta, Seat]:
    """A moderator's change to one seat of a running game: the metadata to change, and the seat of that colour
    still at the table in it (refused when there is none)."""
    checks.running(g)
    checks.moderator(caller)
    meta = g.meta.copy()
    seat = next((s for s in meta.seats if s.colour == colour and not s.removed), None)
    if seat is None:
        raise refused("no_such_player", colour=str(colour))
    return meta, seat


async def skip(p: Pipeline, channel_id: int, caller: Caller) -> Outcome:
    """Play the waiting players' turns as passes (as if their deadlines had passed): everyone the game waits
    for when asked, one after the other (a simultaneous pick: each one not yet in)."""
    targets: list[str] = []

    def op_for(colour: str | None) -> Callable[[Loaded], Awaitable[Change]]:
        async def op(g: Loaded) -> Change:
            state = checks.running(g)
            checks.host_or_moderator(g, caller)
            waiting = g.rules.waiting_for(state)
            if colour is None:
                if not waiting:
                    raise refused("nobody_to_act", colour="")
                targets[:] = skippable(g, caller, waiting, p.clock.now())  # once, even if the op runs again
                who = targets[0]
            else:
                if colour not in waiting:
                    raise refused("nobody_to_act", colour=colour)
                skippable(g, caller, [colour], p.clock.now())
                who = colour
            action = g.rules.timeout_action(state, who)
            new, events = checks.apply(g.rules, state, action)
            # the pass is told as the skip it is ("skipped"), not as a missed deadline
            events = [ev for ev in events if ev.get("type") not in ("timeout_pass", "timeout")]
            return Change(g.meta.copy(), p.entry("skip", {"action": action}, caller), new, events,
                          first=[Message("skipped", {"colour": who, "user": caller.user_id})])
        return op

    out = await p.mutate(channel_id, op_for(None))
    for colour in targets[1:]:
        try:
            later = await p.mutate(channel_id, op_for(colour))
        except ServiceError:
            continue  # they are no longer waited for (their turn ended with another's), or the game ended
        out = merged(out, later)
    return out


def skippable(g: Loaded, caller: Caller, waiting: list[str], now: float) -> list[str]:
    """Those of `waiting` the caller may skip now: all of them for a moderator; for the host, those waiting for
    a quarter of the deadline already (checks.host_may_skip_from). None of them: refused, saying from when."""
    if caller.is_moderator:
        return list(waiting)
    since = {c: checks.host_may_skip_from(g, c) for c in waiting}
    ready = [c for c in waiting if since[c] <= now]
    if not ready:
        first = min(waiting, key=lambda c: since[c])
        raise refused("skip_too_early", colour=first, at=math.ceil(since[first])).in_room(g.rules.key)
    return ready


def merged(first: Outcome, then: Outcome) -> Outcome:
    """Two changes' outcomes as one answer (the outbox holds each one's posts already)."""
    then.public = [*first.public, *then.public]
    then.moderators = [*first.moderators, *then.moderators]
    then.renders = [*first.renders, *then.renders]
    for user, messages in first.private.items():
        then.private[user] = [*messages, *then.private.get(user, [])]
    then.pings = [*first.pings, *(u for u in then.pings if u not in first.pings)]
    then.queued = first.queued or then.queued
    return then


async def remove_player(p: Pipeline, channel_id: int, caller: Caller, colour: str) -> Outcome:
    """E-4: the player leaves the running game; a game left with one player ends."""
    async def op(g: Loaded) -> Change:
        meta, seat = moderated_seat(g, caller, colour)
        action = g.rules.remove_action(colour)
        new, events = checks.apply(g.rules, g.state, action)
        heir = meta.pass_host(seat.user)
        seat.removed = True
        news = [Message("removed", {"colour": colour, "user": seat.user})]
        if heir is not None and not g.rules.ended(new):  # a game left with one player is over: nobody hosts it
            news.append(Message("host_passed", {"user": heir}))
        return Change(meta, p.entry("remove", {"action": action}, caller), new, events, first=news)
    return await p.mutate(channel_id, op)


async def replace_player(p: Pipeline, channel_id: int, caller: Caller, colour: str, new_user: int) -> Outcome:
    """Another person takes over a seat, with everything it holds; their private info goes to them."""
    async def op(g: Loaded) -> Change:
        meta, seat = moderated_seat(g, caller, colour)
        if meta.seat_of(new_user) is not None:
            raise refused("user_already_seated", user=new_user)
        heir = meta.pass_host(seat.user)  # the next seated player, as when a host leaves the lobby
        old, seat.user = seat.user, new_user
        seat.name = None  # the new player's name comes with their first interaction
        seat.was = None  # a member who takes over a computer's seat keeps it
        meta.missed.pop(colour, None)
        waiting = g.waits_for(colour)
        news = [Message("replaced", {"colour": colour, "old": old, "user": new_user})]
        if heir is not None:
            news.append(Message("host_passed", {"user": heir}))
        return Change(meta, p.entry("replace", {"colour": colour, "from_user": old, "to_user": new_user}, caller),
                      first=news,
                      tells=[(new_user, Message("private_info", {"colour": colour}))],
                      pings=[new_user] if waiting else [],
                      restart_turn=waiting and is_computer(old))  # a person's own deadline, not the computer's
    return await p.mutate(channel_id, op)


async def hand_to_computer(p: Pipeline, channel_id: int, caller: Caller, colour: str) -> Outcome:
    """A moderator lets the computer play a person's seat (they are away, or gone) until it is handed back."""
    async def op(g: Loaded) -> Change:
        meta, seat = moderated_seat(g, caller, colour)
        if is_computer(seat.user):
            raise refused("already_computer", colour=colour)
        heir = meta.pass_host(seat.user)
        person, seat.was, seat.user = seat.user, seat.user, computer_user(g.rules.colours, colour)
        meta.missed.pop(colour, None)
        waiting = g.waits_for(colour)
        news = [Message("handed_to_computer", {"colour": colour, "user": person})]
        if heir is not None:
            news.append(Message("host_passed", {"user": heir}))
        return Change(meta, p.entry("replace", {"colour": colour, "from_user": person, "to_user": seat.user,
                                                "computer": True}, caller),
                      first=news, restart_turn=waiting)  # its turn is due after the computer's short delay
    return await p.mutate(channel_id, op)


async def hand_back(p: Pipeline, channel_id: int, caller: Caller, colour: str) -> Outcome:
    """A moderator gives a seat the computer played back to the person it was handed over from."""
    async def op(g: Loaded) -> Change:
        meta, seat = moderated_seat(g, caller, colour)
        if not is_computer(seat.user):
            raise refused("not_computer", colour=colour)
        if seat.was is None:
            raise refused("nobody_to_hand_back", colour=colour)
        if meta.seat_of(seat.was) is not None:
            raise refused("user_already_seated", user=seat.was)
        computer, seat.user, seat.was = seat.user, seat.was, None
        waiting = g.waits_for(colour)
        return Change(meta, p.entry("replace", {"colour": colour, "from_user": computer, "to_user": seat.user},
                                    caller),
                      first=[Message("handed_back", {"colour": colour, "user": seat.user})],
                      tells=[(seat.user, Message("private_info", {"colour": colour}))],
                      pings=[seat.user] if waiting else [], restart_turn=waiting)
    return await p.mutate(channel_id, op)


async def set_deadline(p: Pipeline, channel_id: int, caller: Caller, seconds: int | None) -> Outcome:
    """A new turn deadline (None: no deadline); in a running game the current turn gets it from now."""
    async def op(g: Loaded) -> Change:
        if g.record.status not in (LOBBY, RUNNING):
            raise refused("game_finished")
        checks.moderator(caller)
        meta = g.meta.copy()
        meta.deadline_seconds = checks.deadline(seconds)
        return Change(meta, p.entry("deadline", {"seconds": meta.deadline_seconds}, caller),
                      restart_turn=g.record.status == RUNNING,
                      first=[Message("deadline_set" if seconds else "deadline_none", {"hours": checks.hours(seconds)})])
    return await p.mutate(channel_id, op)


async def end_game(p: Pipeline, channel_id: int, caller: Caller) -> Outcome:
    """E-3: end the game now, without a winner (a lobby is simply closed)."""
    async def op(g: Loaded) -> Change:
        checks.host_or_moderator(g, caller)
        if g.record.status == LOBBY:
            meta = g.meta.copy()
            meta.closed = "cancelled"
            return Change(meta, p.entry("end", {}, caller), status=FINISHED,
                          first=[Message("lobby_closed", {"user": caller.user_id})])
        state = checks.running(g)
        action = g.rules.abort_action((g.rules.waiting_for(state) or g.meta.colours())[0])
        new, events = checks.apply(g.rules, state, action)
        return Change(g.meta.copy(), p.entry("end", {"action": action}, caller), new, events,
                      first=[Message("ended_by_moderator", {"user": caller.user_id})])
    return await p.mutate(channel_id, op)


async def reset(p: Pipeline, channel_id: int, caller: Caller) -> Outcome:
    """E-3: start the game over — same seats and options, a new deal."""
    async def op(g: Loaded) -> Change:
        checks.running(g)
        checks.moderator(caller)
        meta = g.meta.copy()
        seated = len([s for s in meta.seats if not s.removed])
        if seated < g.rules.min_players:
            raise refused("player_count", min=g.rules.min_players, max=g.rules.max_players, count=seated)
        meta.epoch += 1  # the old deal's buttons are refused from now on
        return new_line(p, g.rules, meta, caller, "reset")
    return await p.mutate(channel_id, op)


async def rollback(p: Pipeline, channel_id: int, caller: Caller, to: str) -> Outcome:
    """Back to the start of the current or the previous phase, naming every action it takes back."""
    async def op(g: Loaded) -> Change:
        checks.running(g)
        checks.moderator(caller)
        if to not in ("current", "previous"):
            raise refused("bad_request", detail="rollback_to")
        meta = g.meta.copy()
        try:
            target = None if meta.phase_snapshot is None else await p.store.snapshot(g.record.id,
                                                                                   meta.phase_snapshot)
            if target is not None and to == "previous":
                target = None if target.parent is None else await p.store.snapshot(g.record.id, target.parent)
            entries = await p.store.log(g.record.id)
        except CorruptRow as e:
            raise refused("corrupt_game", game=g.record.id, detail=unreadable(e)) from None
        if target is None:
            raise refused("no_previous_phase" if to == "previous" else "nothing_to_roll_back")
        if to == "current" and target.version == g.record.version:
            raise refused("nothing_to_roll_back")
        try:
            state = g.rules.load(target.state)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            raise refused("corrupt_game", game=g.record.id, detail="snapshot") from None
        undone = undone_by_rollback(g.rules.public_log(entries), target.version)  # a secret pick stays secret
        meta.phase_snapshot = target.version
        meta.epoch += 1  # buttons shown before the rollback are refused from now on
        entry = p.entry("rollback", {"to_version": target.version, "phase": target.phase, "round": target.round,
                                     "undone": undone}, caller)
        return Change(meta, entry, state, state_json=target.state, restart_turn=True, render="rollback",
                      first=[Message("rollback_done", {"phase": target.phase, "round": target.round,
                                                       "count": len(undone), "actions": undone})])
    return await p.mutate(channel_id, op)
