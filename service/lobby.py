"""Opening a table, sitting down, standing up, and dealing the game (a start, or a reset's new deal)."""

from __future__ import annotations

from typing import Any

from engine.errors import RuleError
from games.computer import computer_user, is_computer
from jsontypes import Json
from service import checks
from service.caller import Caller
from service.errors import refused, rule_refused, unreadable
from service.guild import every_move_of, guild_settings
from service.messages import Message
from service.meta import GameMeta, Seat
from service.outbox import posts_of
from service.outcome import Outcome
from service.pipeline import Change, Loaded, Pipeline
from service.rules import GameRules
from service.where import index_change
from store.errors import ChannelBusy, CorruptRow
from store.records import FINISHED, LOBBY, RUNNING, NewGame, NewLogEntry

DEFAULT = "default"


async def create_game(p: Pipeline, channel_id: int, caller: Caller, raw_options: Json, *, deadline_seconds: Any,
                      colour: str | None, join: bool, game: str | None = None,
                      every_move: bool | None = None, computers: int = 0) -> Outcome:
    """Open a lobby in the channel for `game` (a game's key or stored name; None: the default game); the host
    sits down at once unless `join` is False. The options are the game's own (its rules adapter checks them);
    the news names the game and its options, for the game's wording of it."""
    rules = p.rules_for(game)
    if rules is None:
        raise refused("bad_option", detail="game")
    try:
        options = rules.options(raw_options)
    except ValueError as e:
        unreadable(e, "options")  # the rules' own (English) reason goes to the log
        raise refused("bad_option", detail="options") from None
    settings = await guild_settings(p, caller.guild_id)
    seconds = settings.default_deadline_seconds if deadline_seconds == DEFAULT else deadline_seconds
    meta = GameMeta(host=caller.user_id, options=options, deadline_seconds=checks.deadline(seconds),
                    missed_alert=settings.missed_turns_alert,
                    live=every_move_of(settings) if every_move is None else bool(every_move))
    if join:
        meta.seats.append(Seat(caller.user_id, free_colour(rules, meta, colour), name=caller.name))
    if not 0 <= computers <= rules.max_players - len(meta.seats):
        raise refused("table_full", max=rules.max_players)
    key = "created" if meta.deadline_seconds else "created_no_deadline"
    news = [Message(key, {**options, "user": caller.user_id, "game": rules.key,
                          "deadline_hours": checks.hours(meta.deadline_seconds)})]
    for _ in range(computers):
        seat = computer_seat(rules, meta, None)
        meta.seats.append(seat)
        news.append(Message("computer_added", {"user": seat.user, "count": len(meta.seats)}))
    return await open_lobby(p, channel_id, caller, rules, meta, news)


async def open_lobby(p: Pipeline, channel_id: int, caller: Caller, rules: GameRules, meta: GameMeta,
                     news: list[Message], created: Json | None = None, busy: str = "channel_busy") -> Outcome:
    """Write a new lobby with its seats, its log (the creation, each seat's sitting down) and its news in one
    transaction; refused (`busy`) while the channel has a lobby or a game going. `created`: more for the
    creation's log entry."""
    now = p.clock.now()
    out = Outcome(channel_id, public=news).in_room(rules.key)  # a game may say it its own way (its options)
    log = [NewLogEntry("create", {"options": meta.options, "deadline_seconds": meta.deadline_seconds, **(created or {})},
                       now, caller.user_id)]
    log += [NewLogEntry("join", {"colour": s.colour}, now, s.user) for s in meta.seats]
    async with p.locks.hold(channel_id):
        try:
            seats = index_change(rules, meta, None, LOBBY) or ()  # the players' index (/games)
            rec = await p.store.create_game(NewGame(caller.guild_id, channel_id, rules.name, meta.to_json(), now,
                                                    seats=seats), log,
                                            posts_of(out, now, caller.user_id))  # the news goes with the game
        except ChannelBusy:
            raise refused(busy) from None
        g = Loaded(rec, meta, None, rules)
        p.remember(g)
    out = Outcome(channel_id, rec.id, rec.version, public=out.public, result=p.status_of(g),
                  seats=meta.users(), queued=True)
    return out.in_room(rules.key)


async def play_again(p: Pipeline, channel_id: int, caller: Caller, game_id: int) -> Outcome:
    """A new table after game `game_id` ended: the same game, options, deadline and players (in their seats and
    colours), the caller hosting. Only a player seated at its end may ask, and only while nothing newer was
    opened in the channel (a second tap, or a table someone opened meanwhile, is refused)."""
    try:
        ended = await p.store.game(game_id)
        newest = await p.store.games_in_channel(channel_id)
    except CorruptRow as e:
        raise refused("corrupt_game", game=game_id, detail=unreadable(e)) from None
    if ended is None or ended.channel_id != channel_id:
        raise refused("unknown_game", game=game_id)
    g = p.parse(ended)
    seats = [s for s in g.meta.seats if not s.removed]
    if caller.user_id not in {s.user for s in seats}:
        raise refused("again_not_seated")
    if ended.status != FINISHED or newest[-1].id != game_id:
        raise refused("again_busy")
    settings = await guild_settings(p, caller.guild_id)
    meta = GameMeta(host=caller.user_id, options=dict(g.meta.options), deadline_seconds=g.meta.deadline_seconds,
                    missed_alert=settings.missed_turns_alert, live=g.meta.live,  # every_move: an option too
                    seats=[Seat(s.user, s.colour, name=s.name) for s in seats])
    news = [Message("again_opened", {"host": caller.user_id, "game": g.rules.key,
                                     "user": [s.user for s in seats]})]
    return await open_lobby(p, channel_id, caller, g.rules, meta, news, {"again": game_id}, busy="again_busy")


def free_colour(rules: GameRules, meta: GameMeta, colour: str | None) -> str | None:
    if colour is None:
        return None
    if colour not in rules.colours:
        raise refused("bad_colour", colour=colour, colours=", ".join(rules.colours)).in_room(rules.key)
    if colour in meta.colours():
        raise refused("colour_taken", colour=colour)
    return colour


async def join(p: Pipeline, channel_id: int, caller: Caller, colour: str | None,
               expected_version: int | None) -> Outcome:
    async def op(g: Loaded) -> Change:
        checks.lobby(g)
        checks.version(g, expected_version)
        meta = g.meta.copy()
        if meta.seat_of(caller.user_id) is not None:
            raise refused("already_seated")
        if len(meta.seats) >= g.rules.max_players:
            raise refused("table_full", max=g.rules.max_players)
        meta.seats.append(Seat(caller.user_id, free_colour(g.rules, meta, colour), name=caller.name))
        return Change(meta, p.entry("join", {"colour": colour}, caller),
                      first=[Message("joined", {"user": caller.user_id, "count": len(meta.seats)})])
    return await p.mutate(channel_id, op)


def computer_seat(rules: GameRules, meta: GameMeta, colour: str | None) -> Seat:
    """A computer seat in `colour` (checked free) or in the last free colour (the first ones are left to people,
    who get them in join order at the start); its user id names its colour (games/computer.py)."""
    if colour is None:
        free = [c for c in rules.colours if c not in meta.colours()]
        if not free:
            raise refused("table_full", max=rules.max_players)
        colour = free[-1]
    chosen = free_colour(rules, meta, colour)
    assert chosen is not None
    return Seat(computer_user(rules.colours, chosen), chosen)


async def add_computer(p: Pipeline, channel_id: int, caller: Caller, colour: str | None) -> Outcome:
    """The host or a moderator seats the computer in the lobby."""
    async def op(g: Loaded) -> Change:
        checks.lobby(g)
        checks.host_or_moderator(g, caller)
        meta = g.meta.copy()
        if len(meta.seats) >= g.rules.max_players:
            raise refused("table_full", max=g.rules.max_players)
        seat = computer_seat(g.rules, meta, colour)
        meta.seats.append(seat)
        return Change(meta, p.entry("join", {"colour": seat.colour, "computer": True}, caller),
                      first=[Message("computer_added", {"user": seat.user, "count": len(meta.seats)})])
    return await p.mutate(channel_id, op)


async def remove_computer(p: Pipeline, channel_id: int, caller: Caller, colour: str | None) -> Outcome:
    """The host or a moderator stands a computer seat up in the lobby (`colour`, or the last one added)."""
    async def op(g: Loaded) -> Change:
        checks.lobby(g)
        checks.host_or_moderator(g, caller)
        meta = g.meta.copy()
        computers = [s for s in meta.seats if is_computer(s.user) and (colour is None or s.colour == colour)]
        if not computers:
            raise refused("no_computer_seat") if colour is None else refused("no_such_player", colour=colour)
        seat = computers[-1]
        meta.seats.remove(seat)
        return Change(meta, p.entry("leave", {"colour": seat.colour, "computer": True}, caller),
                      first=[Message("computer_removed", {"user": seat.user, "count": len(meta.seats)})])
    return await p.mutate(channel_id, op)


async def leave(p: Pipeline, channel_id: int, caller: Caller) -> Outcome:
    async def op(g: Loaded) -> Change:
        if g.record.status == RUNNING:
            raise refused("leave_running")
        checks.lobby(g)
        meta = g.meta.copy()
        seat = meta.seat_of(caller.user_id)
        if seat is None:
            raise refused("not_seated")
        heir = meta.pass_host(caller.user_id)  # a host who left has no host's powers (issue 23)
        meta.seats.remove(seat)
        people = any(not is_computer(s.user) for s in meta.seats)  # the computer alone keeps no table open
        if not people:
            meta.closed = "cancelled"
        news = [Message("left" if people else "lobby_closed", {"user": caller.user_id})]
        if heir is not None and people:
            news.append(Message("host_passed", {"user": heir}))
        return Change(meta, p.entry("leave", {}, caller), status=FINISHED if not people else LOBBY, first=news)
    return await p.mutate(channel_id, op)


async def start(p: Pipeline, channel_id: int, caller: Caller, expected_version: int | None) -> Outcome:
    """Deal the game: colours chosen in the lobby stay, the others go out in join order."""
    async def op(g: Loaded) -> Change:
        checks.lobby(g)
        checks.host_or_moderator(g, caller)
        checks.version(g, expected_version)
        meta = g.meta.copy()
        rules = g.rules
        if not rules.min_players <= len(meta.seats) <= rules.max_players:
            raise refused("player_count", min=rules.min_players, max=rules.max_players, count=len(meta.seats))
        free = [c for c in rules.colours if c not in meta.colours()]
        for seat in meta.seats:
            if seat.colour is None:
                seat.colour = free.pop(0)
        return new_line(p, rules, meta, caller, "start")
    return await p.mutate(channel_id, op)


def new_line(p: Pipeline, rules: GameRules, meta: GameMeta, caller: Caller, kind: str) -> Change:
    """Start (or restart) the game from a fresh deal; everybody gets their private information once."""
    meta.seed = p.seed_source()
    meta.missed = {}
    colours = [s.colour for s in meta.seats if s.colour is not None and not s.removed]
    try:
        state, events = rules.new_game(colours, meta.options, meta.seed)
    except RuleError as e:
        raise rule_refused(e) from None
    entry = p.entry(kind, {"new_game": {"colours": colours, "options": meta.options, "seed": meta.seed}}, caller)
    return Change(meta, entry, state, events, new_line=True, render=kind,
                  first=[Message("started" if kind == "start" else "reset_done", {"user": caller.user_id})],
                  tells=[(s.user, Message("private_info", {"colour": s.colour})) for s in meta.seats
                         if s.colour in colours])
