"""The table service: the game master without Discord — a thin facade over the command pipeline.

Every change runs through `service.pipeline.Pipeline` (lock -> load -> check -> apply -> commit -> announce);
the operations live in modules named for what they hold: lobby, play, moderation, deadlines, archive
(export / import), guild (server settings), and queries (status, board, my info, log).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from jsontypes import Json
from service import archive, away, deadlines, guild, lobby, moderation, pagelinks, play, queries, stats, where
from service.caller import Caller
from service.clock import Clock
from service.errors import ServiceError, refused
from service.memory import DEFAULT_SIZE, Lru
from service.notices import NEXT
from service.notify import Notices, NotifySettings, Where
from service.outcome import Outcome
from service.pipeline import COMPUTER_DELAY, READ_SECONDS, Loaded, Pipeline
from service.results import GameStatus, PageLink
from service.rules import GameRules
from service.stats import GuildStats
from service.where import MyGame
from store.interface import GameStore
from store.records import GuildSettings

DEFAULT: Literal["default"] = "default"
STATS_SECONDS = 60.0  # a server's statistics are worked out again after this long (/stats, the server's page)

__all__ = ["DEFAULT", "Loaded", "TableService"]


class TableService:
    """The public face the cogs, the console, the tests and the benchmarks use."""

    def __init__(self, store: GameStore, rules: GameRules | None = None, clock: Clock | None = None,
                 seed_source: Callable[[], int] | None = None, *, default_game: str | None = None,
                 claim_lease: float = 120.0, cache: bool = True, cache_size: int = DEFAULT_SIZE,
                 read_seconds: float = READ_SECONDS, computer_delay: float = COMPUTER_DELAY) -> None:
        """`computer_delay`: seconds a computer seat waits before it plays (0 in tests); `default_game`: the key of the game a table plays unless it names one (default: the first listed in
        games/); `rules`: an adapter to use for its game instead of the registered one (a test's stand-in)."""
        self.pipeline = Pipeline(store, rules, clock, seed_source, default_game=default_game,
                                 claim_lease=claim_lease, cache=cache, cache_size=cache_size,
                                 read_seconds=read_seconds, computer_delay=computer_delay)
        self.notices = Notices(self.pipeline)  # the players' notification settings (/notify, issue 27)
        self.places: Lru[int, tuple[int, int | None]] = Lru(cache_size)  # game -> its channel and server
        self.figures: Lru[int, GuildStats] = Lru(64)  # server -> its statistics, as last worked out

    # the pipeline's parts, by their old names (tests and benchmarks swap the store or the clock)
    @property
    def store(self) -> GameStore:
        return self.pipeline.store

    @store.setter
    def store(self, store: GameStore) -> None:
        self.pipeline.store = store

    @property
    def rules(self) -> GameRules:
        """The rules of the default game."""
        rules = self.pipeline.rules_for(None)
        assert rules is not None, "the default game is registered"
        return rules

    @property
    def clock(self) -> Clock:
        return self.pipeline.clock

    @property
    def use_cache(self) -> bool:
        return self.pipeline.use_cache

    @use_cache.setter
    def use_cache(self, value: bool) -> None:
        self.pipeline.use_cache = value

    async def _load_active(self, channel_id: int) -> Loaded:
        return await self.pipeline.load_active(channel_id)

    # ---- lobby ----
    async def create_game(self, channel_id: int, caller: Caller, game: str | None = None,
                          options: dict[str, Any] | None = None, *,
                          deadline_seconds: int | Literal["default"] | None = DEFAULT, colour: str | None = None,
                          join: bool = True, every_move: bool | None = None, computers: int = 0) -> Outcome:
        """Open a lobby for `game` (a key of games/; None: the service's default game) with that game's own
        `options` (its rules adapter checks them; none given: its defaults); `every_move`: post each action as
        it happens (None: as the server's settings say); `computers`: how many computer seats to add at once."""
        return await lobby.create_game(self.pipeline, channel_id, caller, options or {},
                                       deadline_seconds=deadline_seconds, colour=colour, join=join, game=game,
                                       every_move=every_move, computers=computers)

    async def join(self, channel_id: int, caller: Caller, colour: str | None = None,
                   expected_version: int | None = None) -> Outcome:
        return await lobby.join(self.pipeline, channel_id, caller, colour, expected_version)

    async def add_computer(self, channel_id: int, caller: Caller, colour: str | None = None) -> Outcome:
        """A computer seat at the lobby's table (the host or a moderator), in `colour` or a free one."""
        return await lobby.add_computer(self.pipeline, channel_id, caller, colour)

    async def remove_computer(self, channel_id: int, caller: Caller, colour: str | None = None) -> Outcome:
        """The lobby's computer seat of `colour` (None: the last one added) stands up (the host or a moderator)."""
        return await lobby.remove_computer(self.pipeline, channel_id, caller, colour)

    async def leave(self, channel_id: int, caller: Caller) -> Outcome:
        return await lobby.leave(self.pipeline, channel_id, caller)

    async def play_again(self, channel_id: int, caller: Caller, game_id: int) -> Outcome:
        """After game `game_id` ended: a new table of the same game, options and players, the caller hosting."""
        return await lobby.play_again(self.pipeline, channel_id, caller, game_id)

    async def start(self, channel_id: int, caller: Caller, expected_version: int | None = None) -> Outcome:
        return await lobby.start(self.pipeline, channel_id, caller, expected_version)

    # ---- playing ----
    async def act(self, channel_id: int, caller: Caller, action: Any, expected_version: int | None = None) -> Outcome:
        return await play.act(self.pipeline, channel_id, caller, action, expected_version)

    async def undo_preview(self, channel_id: int, caller: Caller) -> Outcome:
        return await play.undo_preview(self.pipeline, channel_id, caller)

    # ---- queries ----
    async def status(self, channel_id: int) -> Outcome:
        return await queries.status(self.pipeline, channel_id)

    async def board(self, channel_id: int) -> Outcome:
        return await queries.board(self.pipeline, channel_id)

    async def my_info(self, channel_id: int, caller: Caller) -> Outcome:
        return await queries.my_info(self.pipeline, channel_id, caller)

    async def log(self, channel_id: int, limit: int = 50, game_id: int | None = None) -> Outcome:
        return await queries.log(self.pipeline, channel_id, limit, game_id)

    # ---- away mode ----
    async def away(self, channel_id: int, caller: Caller, until: float, *, this_game: bool = False) -> Outcome:
        """The caller is away until `until` (Unix time) from this channel's game or every game of the server."""
        return await away.set_away(self.pipeline, caller.guild_id or 0, channel_id, caller, until, this_game)

    async def back(self, channel_id: int, caller: Caller) -> Outcome:
        return await away.back(self.pipeline, caller.guild_id or 0, channel_id, caller)

    async def my_games(self, user_id: int) -> list[MyGame]:
        """Every lobby or running game the user sits in, theirs to play first, then by deadline (one store read)."""
        return await where.my_games(self.pipeline.store, user_id, self.pipeline.rules_for)

    async def game_place(self, game_id: int) -> tuple[int, int | None] | None:
        """A game's channel and server (for its buttons pressed in a direct message); None if it is unknown."""
        found = self.places.get(game_id)
        if found is None:
            rec = await self.pipeline.store.game(game_id)
            if rec is None:
                return None
            found = (rec.channel_id, rec.guild_id)
            self.places.put(game_id, found)
        return found

    async def notify_settings(self, user_id: int) -> NotifySettings:
        return await self.notices.of(user_id)

    async def notice_due(self, body: Json) -> float | None:
        """When a player's notice (service/notices.py) goes out, as their settings and the game say at delivery:
        None never (their "your turn" is the channel's ping, "you're next" is off, the turn was played, the game
        moved on), else not before that time (0: now; later: their quiet hours end then)."""
        user, kind, game_id = int(body["user"]), str(body.get("notice")), body.get("game")
        settings = await self.notices.of(user)
        where_to, nxt = settings.for_game(game_id)
        if (kind == NEXT and not nxt) or (kind != NEXT and where_to == "channel"):
            return None
        try:
            status = (await self.status(int(body.get("channel") or 0))).result
        except ServiceError:
            return None
        if not isinstance(status, GameStatus) or status.game_id != game_id or not status.running \
                or status.epoch != int(body.get("epoch") or 0) or (kind == NEXT) == (user in status.waiting_users):
            return None  # played already, or the game moved on: nothing to call them for
        return settings.quiet_until(self.clock.now()) or 0.0

    async def update_notify(self, caller: Caller, *, where: Where | None = None, next: bool | None = None,
                            quiet: str | None = None, zone: str | None = None,
                            channel_id: int | None = None, lang: str | None = None) -> tuple[NotifySettings, int | None]:
        """Change the caller's settings; with `channel_id`, where and "you're next" for that channel's game only
        (the caller must sit in it). The settings now, and the game overridden (if any)."""
        game_id = None
        if channel_id is not None:
            g = await self.pipeline.read(channel_id)
            if g.meta.seat_of(caller.user_id) is None:
                raise refused("not_seated")
            game_id = g.record.id
        found = await self.notices.change(caller.user_id, where=where, next=next, quiet=quiet, zone=zone,
                                          game_id=game_id, lang=lang)
        return found, game_id

    # ---- moderators ----
    async def skip(self, channel_id: int, caller: Caller) -> Outcome:
        return await moderation.skip(self.pipeline, channel_id, caller)

    async def remove_player(self, channel_id: int, caller: Caller, colour: str) -> Outcome:
        return await moderation.remove_player(self.pipeline, channel_id, caller, colour)

    async def replace_player(self, channel_id: int, caller: Caller, colour: str, new_user: int) -> Outcome:
        return await moderation.replace_player(self.pipeline, channel_id, caller, colour, new_user)

    async def hand_to_computer(self, channel_id: int, caller: Caller, colour: str) -> Outcome:
        return await moderation.hand_to_computer(self.pipeline, channel_id, caller, colour)

    async def hand_back(self, channel_id: int, caller: Caller, colour: str) -> Outcome:
        return await moderation.hand_back(self.pipeline, channel_id, caller, colour)

    async def set_deadline(self, channel_id: int, caller: Caller, seconds: int | None) -> Outcome:
        return await moderation.set_deadline(self.pipeline, channel_id, caller, seconds)

    async def end_game(self, channel_id: int, caller: Caller) -> Outcome:
        return await moderation.end_game(self.pipeline, channel_id, caller)

    async def reset(self, channel_id: int, caller: Caller) -> Outcome:
        return await moderation.reset(self.pipeline, channel_id, caller)

    async def rollback(self, channel_id: int, caller: Caller, to: str = "current") -> Outcome:
        return await moderation.rollback(self.pipeline, channel_id, caller, to)

    # ---- deadlines ----
    async def sweep(self, limit: int = 100) -> list[Outcome]:
        return await deadlines.sweep(self.pipeline, limit)

    # ---- export / import ----
    async def export(self, channel_id: int, caller: Caller, *, full: bool = False,
                     game_id: int | None = None) -> Outcome:
        return await archive.export(self.pipeline, channel_id, caller, full, game_id)

    async def import_game(self, channel_id: int, caller: Caller, document: Any) -> Outcome:
        return await archive.import_game(self.pipeline, channel_id, caller, document)

    # ---- the web view's links (issue 28) ----
    async def game_link(self, channel_id: int) -> Outcome:
        return await pagelinks.game_link(self.pipeline, channel_id)

    async def link_of_game(self, game_id: int) -> PageLink | None:
        return await pagelinks.link_of_game(self.pipeline, game_id)

    async def reissue_game_link(self, channel_id: int, caller: Caller) -> Outcome:
        return await pagelinks.reissue_game_link(self.pipeline, channel_id, caller)

    async def server_link(self, guild_id: int, caller: Caller) -> Outcome:
        return await pagelinks.server_link(self.pipeline, guild_id, caller)

    async def reissue_server_link(self, guild_id: int, caller: Caller) -> Outcome:
        return await pagelinks.reissue_server_link(self.pipeline, guild_id, caller)

    # ---- a server's statistics (issue 28) ----
    async def stats(self, guild_id: int, *, fresh: bool = False) -> GuildStats:
        """The server's games and how they went (service/stats.py); worked out again at most once every
        `STATS_SECONDS` (it reads the logs of the newest finished games) unless `fresh`."""
        now = self.clock.now()
        found = None if fresh else self.figures.get(guild_id)
        if found is None or now - found.at >= STATS_SECONDS or now < found.at:
            found = await stats.guild_stats(self.pipeline.store, guild_id, now)
            self.figures.put(guild_id, found)
        return found

    # ---- server settings ----
    async def settings(self, guild_id: int) -> GuildSettings:
        return await guild.guild_settings(self.pipeline, guild_id)

    async def update_settings(self, guild_id: int, caller: Caller, *, moderator_role_id: int | str | None = DEFAULT,
                              default_deadline_seconds: int | str | None = DEFAULT, language: str | None = None,
                              missed_turns_alert: int | None = None,
                              alert_channel_id: int | str | None = DEFAULT, every_move: bool | None = None,
                              deadline_computer: bool | None = None) -> Outcome:
        return await guild.update_settings(self.pipeline, guild_id, caller, moderator_role_id=moderator_role_id,
                                           default_deadline_seconds=default_deadline_seconds, language=language,
                                           missed_turns_alert=missed_turns_alert, alert_channel_id=alert_channel_id,
                                           every_move=every_move, deadline_computer=deadline_computer)
