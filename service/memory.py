"""Bounded memory for the service: an LRU map, and the channel locks (trimmed with it, never a held one)."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")
DEFAULT_SIZE = 1000  # games (and servers) a process keeps in memory; settings.CACHE_SIZE changes it


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


class ChannelLocks:
    """One lock per channel, so that requests of one table run one at a time. The table is trimmed back to
    `size` locks whenever it grows past it; a lock that someone holds or waits for is never dropped (dropping
    it would let a second request into the same channel)."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.size = max(1, size)
        self._locks: OrderedDict[int, asyncio.Lock] = OrderedDict()
        self._users: dict[int, int] = {}  # channel -> requests holding or waiting for its lock

    @asynccontextmanager
    async def hold(self, channel_id: int) -> AsyncIterator[None]:
        lock = self._locks.get(channel_id)
        self._users[channel_id] = self._users.get(channel_id, 0) + 1
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
            self._trim()
        self._locks.move_to_end(channel_id)
        try:
            async with lock:
                yield
        finally:
            left = self._users[channel_id] - 1
            if left:
                self._users[channel_id] = left
            else:
                del self._users[channel_id]

    def _trim(self) -> None:
        if len(self._locks) <= self.size:
            return
        for channel_id in list(self._locks):
            if len(self._locks) <= self.size:
                break
            if channel_id not in self._users:
                del self._locks[channel_id]

    def __len__(self) -> int:
        return len(self._locks)

    def in_use(self, channel_id: int) -> bool:
        return channel_id in self._users
