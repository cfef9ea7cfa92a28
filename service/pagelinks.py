"""The web view's links as the service hands them out (issue 28): a game's page and a server's page, each at
its current generation; a moderator's reissue moves the generation on, so every older link stops working.

The front end signs a link (service/weblinks.py: the secret is the deployment's, not the game's); the service
only keeps which generation is current: `GameMeta.web` for a game (running or finished), the server settings'
`extra["web"]` for a server.
"""

from __future__ import annotations

from dataclasses import replace

from service import checks
from service.caller import Caller
from service.errors import refused
from service.guild import guild_settings
from service.messages import Message
from service.outcome import Outcome
from service.pipeline import Pipeline
from service.results import PageLink
from service.weblinks import SERVER_GENERATION
from store.errors import StaleVersion
from store.records import GameChange, NewLogEntry

GAME_PAGE = "game"
SERVER_PAGE = "server"


async def game_link(p: Pipeline, channel_id: int) -> Outcome:
    """The channel's game page link (its active game, else its latest finished one)."""
    g = await p.read(channel_id)
    return Outcome(channel_id, g.record.id, g.record.version, result=PageLink(GAME_PAGE, g.record.id, g.meta.web),
                   game=g.rules.key)


async def link_of_game(p: Pipeline, game_id: int) -> PageLink | None:
    """A game's page link by its id (the final post carries it), or None if there is no such game."""
    rec = await p.store.game(game_id)
    if rec is None:
        return None
    return PageLink(GAME_PAGE, game_id, int(rec.meta.get("web") or 0))


async def reissue_game_link(p: Pipeline, channel_id: int, caller: Caller) -> Outcome:
    """A moderator replaces the channel's game page link (running or finished): the old one stops working."""
    checks.moderator(caller)
    async with p.locks.hold(channel_id):
        p.forget(channel_id)
        g = await p.read(channel_id)
        rec = g.record
        meta = g.meta.copy()
        meta.web += 1
        now = p.clock.now()
        change = GameChange(status=rec.status, meta=meta.to_json(),
                            state=None if g.state is None else g.rules.dump(g.state), deadline_at=rec.deadline_at,
                            remind_at=rec.remind_at, updated_at=now)
        entry = NewLogEntry("link", {"generation": meta.web}, now, caller.user_id, moderator=True)
        try:
            written = await p.store.commit(rec.id, rec.version, change, [entry])
        except StaleVersion:
            raise refused("stale_write") from None
        p.forget(channel_id)
    out = Outcome(channel_id, written.id, written.version, result=PageLink(GAME_PAGE, written.id, meta.web),
                  game=g.rules.key)
    out.tell(caller.user_id, Message("link_reissued", {}))
    return out


async def server_link(p: Pipeline, guild_id: int, caller: Caller) -> Outcome:
    """The server's statistics page link, for its moderators."""
    checks.moderator(caller)
    settings = await guild_settings(p, guild_id)
    return Outcome(0, result=PageLink(SERVER_PAGE, guild_id, int(settings.extra.get(SERVER_GENERATION, 0) or 0)))


async def reissue_server_link(p: Pipeline, guild_id: int, caller: Caller) -> Outcome:
    """A moderator replaces the server page's link: the old one stops working."""
    checks.moderator(caller)
    p.guilds.pop(guild_id)
    s = await p.store.settings(guild_id)
    generation = int(s.extra.get(SERVER_GENERATION, 0) or 0) + 1
    s = replace(s, extra={**s.extra, SERVER_GENERATION: generation})
    await p.store.put_settings(s)
    p.guilds.put(guild_id, (s, p.clock.now()))
    out = Outcome(0, result=PageLink(SERVER_PAGE, guild_id, generation))
    out.tell(caller.user_id, Message("link_reissued", {}))
    return out


__all__ = ["GAME_PAGE", "SERVER_PAGE", "PageLink", "game_link", "link_of_game", "reissue_game_link", "reissue_server_link",
           "server_link"]
