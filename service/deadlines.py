"""Deadlines and reminders: `sweep` does whatever fell due, idempotently, and safely beside other processes
(the store's claims make sure one process does each transition)."""

from __future__ import annotations

from dataclasses import replace

from engine.errors import RuleError
from service.computer import computer_colours, computer_turn
from service.errors import ServiceError, log
from service.guild import alert_target, computer_at_deadline, guild_settings
from service.messages import Message
from service.meta import PlayerTimer
from service.notices import reminder_notices
from service.outbox import posts_of
from service.outcome import Outcome
from service.pipeline import Change, Loaded, Pipeline
from store.errors import StoreError
from store.records import RUNNING, DueGame


async def sweep(p: Pipeline, limit: int) -> list[Outcome]:
    """Do every reminder and deadline pass that is due now; safe to run twice, and at start-up to catch up."""
    outcomes: list[Outcome] = []
    seen: set[tuple[int, int]] = set()
    while True:
        now = p.clock.now()
        due = [d for d in await p.store.claim_due(now, now + p.claim_lease, limit)
               if (d.game_id, d.version) not in seen]
        if not due:  # nothing more, or only what this sweep already handled (claims may lapse at once)
            return outcomes
        for d in due:
            seen.add((d.game_id, d.version))
            try:
                out = await due_now(p, d)
            except (ServiceError, StoreError) as e:
                out = Outcome(d.channel_id, d.game_id, d.version)
                out.moderators.append(Message("sweep_failed", {"game": d.game_id, "detail": sweep_detail(e)}))
                try:  # the alert goes through the outbox too (no game change carries it)
                    known = p.cached(d.channel_id)  # the game's server, if remembered: the store may be down
                    out.alerts_to, out.alert_role = await alert_target(p, known.record.guild_id if known else None)
                    await p.store.add_posts([post if post.channel_id is not None else replace(
                        post, channel_id=d.channel_id) for post in posts_of(out, p.clock.now(), None)])
                    out.queued = True
                except StoreError:
                    pass  # the store is down: the caller posts it directly
            if out is not None:
                outcomes.append(out)


def sweep_detail(error: Exception) -> str:
    """Why a deadline could not be handled, as a detail code worded in each language (never Python's text)."""
    return "store_unavailable" if isinstance(error, StoreError) else "sweep_refused"


async def due_now(p: Pipeline, d: DueGame) -> Outcome | None:
    """One claimed game: pass for the absent player, or remind them; nothing if somebody acted meanwhile."""
    async with p.locks.hold(d.channel_id):
        g = same_as_claimed(p, d)
        if g is None:
            try:
                g = await p.load_active(d.channel_id)  # from the store: another process may have moved it
            except ServiceError as e:
                if e.key in ("no_game", "game_finished"):  # it ended since it was claimed: nothing is due
                    return None
                raise
        if g.record.id != d.game_id or g.record.status != RUNNING or g.state is None:
            return None
        now = p.clock.now()
        rec = g.record
        turns = waiting_turns(g)
        if rec.deadline_at is not None and rec.deadline_at <= now:
            late = [c for c, t in turns.items() if t.deadline is not None and t.deadline <= now]
            if not late:  # nobody owes that deadline any more: the row's times follow who still waits
                deadline = min((t.deadline for t in turns.values() if t.deadline is not None), default=None)
                remind = min((r for r in unsent(turns, rec.remind_at)), default=None)
                await p.store.set_timers(rec.id, rec.version, deadline if deadline and deadline > now else None,
                                         remind)
                p.forget(d.channel_id)
                return None
            computers = computer_colours(g)
            away = await p.away_here(rec.guild_id, g.meta, now)
            for colour in late:  # a computer seat's turn falls due a short delay after it began: it plays
                user = g.meta.user_of(colour)
                if colour in computers or user in away:  # ... and so does an away player's (/away)
                    played = await computer_turn(p, g, colour, away=None if user is None else away.get(user))
                    if played is not None:
                        return played
            if computer_at_deadline(await guild_settings(p, rec.guild_id)):  # the server's policy: it plays
                played = await computer_turn(p, g, late[0], late=True)
                if played is not None:
                    return played
            return await deadline_pass(p, g, late[0])  # one pass per commit; the sweep comes back for the next
        if rec.remind_at is not None and rec.remind_at <= now:
            due = [c for c, t in turns.items() if t.remind is not None and rec.remind_at <= t.remind <= now]
            out = reminder(g, due, turns) if due else None
            later = min((t.remind for t in turns.values() if t.remind is not None and t.remind > now), default=None)
            posts = [] if out is None else posts_of(out, now, None)  # written with the timers (the outbox)
            if out is not None:  # each player reminded also by direct message, as their settings say (issue 27)
                deadline = min((t.deadline for c, t in turns.items() if c in due and t.deadline is not None),
                               default=None)
                notices = reminder_notices(out, g.rules.key, rec.guild_id, deadline, g.meta.epoch, now)
                out.notified = [int(n.body["user"]) for n in notices]
                posts += notices
            if not await p.store.set_timers(rec.id, rec.version, rec.deadline_at, later, posts):
                return None  # somebody acted meanwhile: their commit set new times
            p.remember(replace(g, record=replace(rec, remind_at=later)))
            if out is not None:
                out.queued = bool(posts)
            return out
        p.remember(g)
        return None


def waiting_turns(g: Loaded) -> dict[str, PlayerTimer]:
    """The timers of the players the game waits for, in seat order (a row stored before per-player timers:
    the row's own times, for each of them)."""
    rec, meta = g.record, g.meta
    waiting = g.rules.waiting_for(g.state)
    if not meta.turns and meta.turn is not None:
        return {c: PlayerTimer(list(meta.turn), rec.deadline_at, rec.remind_at) for c in waiting}
    return {c: meta.turns[c] for c in waiting if c in meta.turns}


def unsent(turns: dict[str, PlayerTimer], row_remind: float | None) -> list[float]:
    """The reminder times not sent yet: the row holds the earliest unsent one (None: all sent)."""
    if row_remind is None:
        return []
    return [t.remind for t in turns.values() if t.remind is not None and t.remind >= row_remind]


def reminder(g: Loaded, due: list[str], turns: dict[str, PlayerTimer]) -> Outcome:
    """One reminder naming everyone whose reminder fell due, with the earliest of their deadlines."""
    rec, meta = g.record, g.meta
    users = [u for u in (meta.user_of(c) for c in due) if u is not None]
    deadline = min((t.deadline for c, t in turns.items() if c in due and t.deadline is not None), default=None)
    out = Outcome(rec.channel_id, rec.id, rec.version, seats=meta.users())
    owes = g.rules.owes(g.state, due[0]) or "turn"
    when = None if deadline is None else int(deadline)
    if len(due) == 1:
        out.public.append(Message("reminder", {"colour": due[0], "user": users[0] if users else None, "owes": owes,
                                               "deadline": when}))
    else:
        out.public.append(Message("reminder_many", {"colour": due, "user": users, "owes": owes, "deadline": when}))
    for user in users:
        out.ping(user)
    return out.in_room(g.rules.key)


def same_as_claimed(p: Pipeline, d: DueGame) -> Loaded | None:
    """The remembered game, if it is exactly the row the store just claimed (same game, version and timers)."""
    g = p.cached(d.channel_id)
    if g is None:
        return None
    rec = g.record
    same = (rec.id, rec.version, rec.deadline_at, rec.remind_at) == (d.game_id, d.version, d.deadline_at, d.remind_at)
    return g if same else None


async def deadline_pass(p: Pipeline, g: Loaded, colour: str) -> Outcome:
    action = g.rules.timeout_action(g.state, colour)
    user = g.meta.user_of(colour)
    try:
        new, events = g.rules.apply(g.state, action)
    except RuleError as e:  # cannot pass for them: stop the clock and tell the moderators
        out = Outcome(g.record.channel_id, g.record.id, g.record.version)
        log.warning("game %s: the rules refuse the pass for %s: %s (%s)", g.record.id, colour, e.code, e.rule)
        out.moderators.append(Message("auto_pass_failed", {"colour": colour, "user": user,
                                                           "detail": "pass_refused"}))  # words, not the code
        out.in_room(g.rules.key)
        out.alerts_to, out.alert_role = await alert_target(p, g.record.guild_id)
        posts = posts_of(out, p.clock.now(), None)
        out.queued = await p.store.set_timers(g.record.id, g.record.version, None, None, posts)
        p.forget(g.record.channel_id)
        return out
    meta = g.meta.copy()
    missed = meta.missed.get(colour, 0) + 1
    meta.missed[colour] = missed
    alert = []
    target: tuple[int | None, int | None] = (None, None)
    if missed >= meta.missed_alert > 0 and missed % meta.missed_alert == 0:
        alert.append(Message("missed_turns", {"colour": colour, "user": user, "count": missed,
                                              "channel": g.record.channel_id}))
        target = await alert_target(p, g.record.guild_id)  # the moderators' channel, or their role
    return await p.commit(g, Change(meta, p.entry("timeout", {"action": action}, None), new, events,
                                    first=[Message(g.rules.timeout_key, {"colour": colour, "user": user})],
                                    moderators=alert, alerts=target))
