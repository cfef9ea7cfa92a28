"""Bounded memory for the service: an LRU map, and the channel locks (trimmed with it, never a held one).

What a cached game costs is measured by bench/bench_memory.py (target: at most 12 KiB per cached game, and
10,000 running games touched in one process within 150 MiB).
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import replace
from typing import Generic, TypeVar

from store.records import GameRecord

K = TypeVar("K")
V = TypeVar("V")
DEFAULT_SIZE = 1000  # games (and servers) a process keeps in memory; settings.CACHE_SIZE changes it
ANSWERS_PER_GAME = 8  # one built answer (a player's info, ~16 KiB) kept per this many cached games
MIN_ANSWERS = 64


def answers_size(cache_size: int) -> int:
    """How many built answers to keep beside `cache_size` games: they serve the keystrokes of the few games
    being typed in right now, and each is bigger than a game, so far fewer of them than games."""
    return max(1, min(cache_size, max(MIN_ANSWERS, cache_size // ANSWERS_PER_GAME)))


def slim(record: GameRecord) -> GameRecord:
    """The row as memory keeps it: without the JSON of its metadata and state, which the parsed game (its
    GameMeta and the engine's state) already carries; those dicts were half of what a cached game cost.
    A commit that leaves the state unchanged dumps the engine's state again instead."""
    if not record.meta and record.state is None:
        return record
    return replace(record, meta={}, state=None)


class Lru(Generic[K, V]):
    """At most `size` entries; the least recently used one goes first."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.size = max(1, size)
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def pop(self, key: K) -> None:
        self._items.pop(key, None)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items


class _Held:
    """One request's hold on its channel's lock (ChannelLocks.hold)."""

    __slots__ = ("channel_id", "lock", "locks")

    def __init__(self, locks: ChannelLocks, channel_id: int) -> None:
        self.locks, self.channel_id = locks, channel_id

    async def __aenter__(self) -> None:
        self.lock = self.locks._enter(self.channel_id)
        try:
            await self.lock.acquire()
        except BaseException:  # cancelled while waiting: no longer a user of the lock
            self.locks._leave(self.channel_id)
            raise

    async def __aexit__(self, *exc: object) -> None:
        self.lock.release()
        self.locks._leave(self.channel_id)


class ChannelLocks:
    """One lock per channel, so that requests of one table run one at a time. A lock lives only while a request
    holds it or waits for it: the last one out drops it, so the table never holds more locks than requests in
    flight, whatever the cache keeps (a lock nobody holds guards nothing: the next request makes a fresh one,
    and a lock somebody holds or waits for is never dropped). `size` is kept for the callers that pass the
    cache's size; the table is trimmed by the requests themselves."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.size = max(1, size)
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}  # channel -> requests holding or waiting for its lock

    def hold(self, channel_id: int) -> _Held:
        """`async with locks.hold(channel):` the channel's requests one at a time (a plain class rather than
        an @asynccontextmanager generator: it is on every request's path, and costs a third as much)."""
        return _Held(self, channel_id)

    def _enter(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        self._users[channel_id] = self._users.get(channel_id, 0) + 1
        return lock

    def _leave(self, channel_id: int) -> None:
        left = self._users[channel_id] - 1
        if left:
            self._users[channel_id] = left
        else:  # nobody holds or waits for it: gone with the request
            del self._users[channel_id]
            del self._locks[channel_id]

    def __len__(self) -> int:
        return len(self._locks)

    def in_use(self, channel_id: int) -> bool:
        return channel_id in self._users
