"""Away mode: a player away for some hours or until a moment (`/away`), from this channel's game or from all their
games, has the computer play their turns (service/computer.py) until then or until `/back`.

Where it is kept: one game's in its metadata (`GameMeta.away`). "All their games" is every game they sit in now,
on every server (the players' index, `GameStore.games_of`: each marked in its metadata), and this server's
settings too (`extra`, service.meta.AWAY), so that a game they join here meanwhile counts as well. The pipeline
reads both when a turn begins (service/pipeline.py): an away player's turn falls due after the computer's short
delay, and is not called in the channel. `/back` clears it everywhere.
"""

from __future__ import annotations

from dataclasses import replace

from service import checks
from service.caller import Caller
from service.errors import ServiceError, refused
from service.guild import guild_settings
from service.messages import Message
from service.meta import AWAY, server_away
from service.outcome import Outcome
from service.pipeline import Change, Loaded, Pipeline

MAX_AWAY = 30 * 24 * 3600  # s: the longest time away one /away sets
PLAIN = ("no_game", "game_finished", "not_seated", "not_started")  # no game of theirs here: nothing to change


async def set_away(p: Pipeline, guild_id: int, channel_id: int, caller: Caller, until: float,
                   this_game: bool) -> Outcome:
    """`caller` is away until `until` (a Unix time) from this channel's game, or from every game of the server;
    their turn owed here now goes to the computer at once."""
    now = p.clock.now()
    if not now < until <= now + MAX_AWAY:
        raise refused("bad_away", days=MAX_AWAY // 86400)
    if this_game:
        return await _mark(p, channel_id, caller, until, "away_set_game", required=True)
    await _server(p, guild_id, caller.user_id, until)
    elsewhere = await _everywhere(p, channel_id, caller, until)
    out = await _mark(p, channel_id, caller, None, "away_set_all", shown=until)
    out.elsewhere = elsewhere
    return out


async def back(p: Pipeline, guild_id: int, channel_id: int, caller: Caller) -> Outcome:
    """`caller` is back: away from no game of the server, nor from this channel's; their turn owed here is theirs
    again, with a person's deadline."""
    was_away = False
    for guild in {guild_id, *(g.guild_id for g in await p.store.games_of(caller.user_id) if g.guild_id)}:
        settings = await guild_settings(p, guild)
        if caller.user_id in server_away(settings.extra, p.clock.now()):
            await _server(p, guild, caller.user_id, None)
            was_away = True
    elsewhere = await _everywhere(p, channel_id, caller, None)
    try:
        out = await _mark(p, channel_id, caller, None, "back_done", clear=True,
                          required=not (was_away or elsewhere))
    except ServiceError as e:
        if e.key in PLAIN:
            raise refused("not_away") from None
        raise
    out.elsewhere = elsewhere
    return out


async def _everywhere(p: Pipeline, channel_id: int, caller: Caller, until: float | None) -> list[int]:
    """Mark (None: clear) the caller away in every other running game they sit in, on any server (the players'
    index): the channels whose games changed (their posts are in the outbox). A game that cannot be changed
    now (it moved on, it ended) is left as it is: the caller is told about this channel's only."""
    changed = []
    for game in await p.store.games_of(caller.user_id):
        if game.channel_id == channel_id or game.status != "running":
            continue
        try:
            await _mark(p, game.channel_id, caller, until, "away_set_game" if until else "back_done",
                        clear=until is None, required=True)
        except ServiceError:
            continue  # not away there (a /back), or no longer theirs
        changed.append(game.channel_id)
    return changed


async def _server(p: Pipeline, guild_id: int, user: int, until: float | None) -> None:
    """Write (None: clear) `user`'s time away from every game of the server; ended ones are dropped."""
    s = await p.store.settings(guild_id)
    away = {str(u): t for u, t in server_away(s.extra, p.clock.now()).items() if u != user}
    if until is not None:
        away[str(user)] = until
    extra = {k: v for k, v in s.extra.items() if k != AWAY}
    s = replace(s, extra={**extra, AWAY: away} if away else extra)
    p.guilds.pop(guild_id)
    await p.store.put_settings(s)
    p.guilds.put(guild_id, (s, p.clock.now()))


async def _mark(p: Pipeline, channel_id: int, caller: Caller, until: float | None, key: str, *,
                clear: bool = False, required: bool = False, shown: float | None = None) -> Outcome:
    """This channel's running game, where `caller` sits: their time away set (or cleared), their turn owed now
    begun again (the computer's delay, or a person's deadline), and the channel told. Without such a game: only
    the caller is told (or refused, when the game was what they asked about)."""
    async def op(g: Loaded) -> Change:
        checks.running(g)
        seat = checks.seat(g, caller)
        meta = g.meta.copy()
        if clear:
            if required and caller.user_id not in meta.away:
                raise refused("not_away")
            meta.away.pop(caller.user_id, None)
        elif until is not None:
            meta.away[caller.user_id] = until
        waiting = g.waits_for(seat.colour)
        moment = until if until is not None else shown
        said = {"user": caller.user_id, "colour": seat.colour, **({"at": int(moment)} if moment else {})}
        return Change(meta, p.entry("away", {"until": until, "back": clear}, caller), restart_turn=waiting,
                      first=[Message(key, said)], pings=[caller.user_id] if clear and waiting else [])
    try:
        return await p.mutate(channel_id, op)
    except ServiceError as e:
        if required or e.key not in PLAIN:
            raise
    out = Outcome(channel_id)
    out.tell(caller.user_id, Message(key, {"user": caller.user_id, **({"at": int(shown)} if shown else {})}))
    return out


__all__ = ["MAX_AWAY", "back", "set_away"]
