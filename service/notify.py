"""Each player's notification settings (issue 27, `/notify`): where "your turn" reaches them — the channel's ping
(the default), a direct message, or both —, whether they hear "you're next" when the player before them starts,
and their quiet hours in their own time zone (direct messages wait until they end; deadlines do not change). One
setting for all their games, each of which may override where and "you're next".

Kept in the store as the player's own JSON (`player_settings`), read through a short memory here: the deliverer
asks for them at every notice, and a player's change made in another process is seen within `FRESH_SECONDS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from jsontypes import Json
from service.clock import Clock
from service.errors import refused
from service.memory import Lru
from service.pipeline import Pipeline
from store.interface import GameStore

Where = Literal["channel", "dm", "both"]
WHERES: tuple[Where, ...] = ("channel", "dm", "both")
FRESH_SECONDS = 60.0
DEFAULT_ZONE = "Europe/Warsaw"


@dataclass(frozen=True, slots=True)
class GameOverride:
    """One game's own choice, over the player's general one (None: as in general)."""

    where: Where | None = None
    next: bool | None = None

    def to_json(self) -> Json:
        return {k: v for k, v in (("where", self.where), ("next", self.next)) if v is not None}


@dataclass(frozen=True, slots=True)
class NotifySettings:
    """A player's settings. `quiet`: (from, to) in minutes after their local midnight (to < from: over midnight);
    `dm_closed`: their direct messages refused a notice (the channel pings them instead until they choose again)."""

    where: Where = "channel"
    next: bool = False
    quiet: tuple[int, int] | None = None
    zone: str = DEFAULT_ZONE
    games: dict[int, GameOverride] = field(default_factory=dict)
    dm_closed: bool = False
    lang: str | None = None  # the language of their direct messages (their client's, when they last chose)

    def for_game(self, game_id: int | None) -> tuple[Where, bool]:
        """Where "your turn" goes in this game and whether "you're next" does (closed DMs: the channel)."""
        own = self.games.get(game_id) if game_id is not None else None
        where = (own.where if own is not None and own.where is not None else self.where)
        nxt = own.next if own is not None and own.next is not None else self.next
        if self.dm_closed:
            where = "channel"
        return where, nxt

    def quiet_until(self, now: float) -> float | None:
        """When the quiet hours that hold at `now` end (epoch seconds), or None when it is not quiet."""
        if self.quiet is None:
            return None
        start, end = self.quiet
        local = datetime.fromtimestamp(now, ZoneInfo(self.zone))
        minute = local.hour * 60 + local.minute
        inside = start <= minute < end if start < end else (minute >= start or minute < end)
        if not inside:
            return None
        day = local.replace(hour=0, minute=0, second=0, microsecond=0)
        until = day + timedelta(minutes=end)
        if until <= local:
            until += timedelta(days=1)
        # a wall-clock time of the player's zone (a DST change moves it by its hour, as it should)
        return datetime(until.year, until.month, until.day, end // 60, end % 60, tzinfo=ZoneInfo(self.zone)).timestamp()

    def takes_dms(self) -> bool:
        """Whether any notice of theirs may go by direct message (else none is even written)."""
        if self.dm_closed:
            return False
        return self.where != "channel" or self.next or any(
            (o.where is not None and o.where != "channel") or o.next for o in self.games.values())

    def to_json(self) -> Json:
        out: Json = {"where": self.where, "next": self.next, "zone": self.zone}
        if self.quiet is not None:
            out["quiet"] = list(self.quiet)
        if self.games:
            out["games"] = {str(g): o.to_json() for g, o in self.games.items()}
        if self.dm_closed:
            out["dm_closed"] = True
        if self.lang:
            out["lang"] = self.lang
        return out

    @staticmethod
    def from_json(d: Json) -> NotifySettings:
        where = d.get("where")
        quiet = d.get("quiet")
        games: dict[int, GameOverride] = {}
        for g, o in dict(d.get("games") or {}).items():
            w = o.get("where")
            n = o.get("next")
            games[int(g)] = GameOverride(w if w in WHERES else None, None if n is None else bool(n))
        return NotifySettings(where if where in WHERES else "channel", bool(d.get("next", False)),
                              (int(quiet[0]), int(quiet[1])) if isinstance(quiet, list) and len(quiet) == 2 else None,
                              str(d.get("zone") or DEFAULT_ZONE), games, bool(d.get("dm_closed", False)),
                              None if not d.get("lang") else str(d["lang"]))


def parse_quiet(text: str) -> tuple[int, int] | None:
    """"22-7", "22:30-07:15" -> minutes after midnight; "off", "" -> None; anything else is refused."""
    t = text.strip().lower().replace(" ", "")
    if t in ("", "off", "wył", "wyl", "brak", "none", "0"):
        return None
    try:
        a, b = t.replace("–", "-").split("-")
        start, end = _minute(a), _minute(b)
    except ValueError:
        raise refused("bad_quiet", value=text[:40]) from None
    if start == end:
        raise refused("bad_quiet", value=text[:40])
    return start, end


def _minute(hhmm: str) -> int:
    h, _, m = hhmm.partition(":")
    hour, minute = int(h), int(m or 0)
    if not (0 <= hour <= 24 and 0 <= minute < 60) or hour * 60 + minute > 24 * 60:
        raise ValueError(hhmm)
    return (hour * 60 + minute) % (24 * 60)


def check_zone(zone: str) -> str:
    """An IANA time zone ("Europe/Warsaw"), or a polite refusal."""
    try:
        ZoneInfo(zone.strip())
    except (ZoneInfoNotFoundError, ValueError):
        raise refused("bad_zone", value=zone[:40]) from None
    return zone.strip()


class Notices:
    """The players' settings as the service reads and changes them (a short memory before the store)."""

    def __init__(self, source: Pipeline) -> None:
        self.source = source  # the pipeline's store and clock (a test may swap either)
        self.memory: Lru[int, tuple[NotifySettings, float]] = Lru(4096)

    @property
    def store(self) -> GameStore:
        return self.source.store

    @property
    def clock(self) -> Clock:
        return self.source.clock

    async def of(self, user_id: int) -> NotifySettings:
        hit = self.memory.get(user_id)
        now = self.clock.now()
        if hit is not None and now - hit[1] < FRESH_SECONDS:
            return hit[0]
        found = NotifySettings.from_json(await self.store.player_settings(user_id))
        self.memory.put(user_id, (found, now))
        return found

    async def change(self, user_id: int, *, where: Where | None = None, next: bool | None = None,
                     quiet: str | None = None, zone: str | None = None, game_id: int | None = None,
                     lang: str | None = None) -> NotifySettings:
        """Change what was given (for one game's override when `game_id` is set); choosing anything again also
        clears the mark of closed direct messages (the player may have opened them)."""
        now = self.clock.now()
        current = NotifySettings.from_json(await self.store.player_settings(user_id))
        if game_id is not None:
            own = current.games.get(game_id, GameOverride())
            own = GameOverride(where if where is not None else own.where, next if next is not None else own.next)
            games = {**current.games, game_id: own}
            new = replace(current, games=games)
        else:
            new = replace(current, where=where or current.where, next=current.next if next is None else next)
        if quiet is not None:
            new = replace(new, quiet=parse_quiet(quiet))
        if zone is not None:
            new = replace(new, zone=check_zone(zone))
        new = replace(new, dm_closed=False, lang=lang or new.lang)
        await self.store.put_player_settings(user_id, new.to_json(), now, takes_dms=new.takes_dms())
        self.memory.put(user_id, (new, now))
        return new

    def may_take(self, user_id: int) -> bool:
        """Whether this process last knew the player to take direct messages (from memory, however old: it only
        decides whether their queue is flushed at once or at the deliverer's next scan)."""
        hit = self.memory.get(user_id)
        return hit is not None and hit[0].takes_dms()

    async def closed(self, user_id: int) -> bool:
        """Their direct messages refused a notice: remember it (the channel pings them from now on); whether it
        is news (they were not marked yet)."""
        current = NotifySettings.from_json(await self.store.player_settings(user_id))
        if current.dm_closed:
            return False
        new = replace(current, dm_closed=True)
        await self.store.put_player_settings(user_id, new.to_json(), self.clock.now(), takes_dms=False)
        self.memory.put(user_id, (new, self.clock.now()))
        return True
