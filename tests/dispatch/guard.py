"""No network in the dispatch layer: socket connections, asyncio connections and aiohttp's connector all raise.

Used by this folder's conftest (for every test) and by bench/bench_dispatch.py, so a request that slipped past
the recorder fails loudly instead of reaching Discord.
"""

from __future__ import annotations

import asyncio.base_events
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp


class NetworkBlocked(AssertionError):
    """Something tried to open a network connection in the dispatch tests."""


@contextmanager
def network_blocked() -> Iterator[None]:
    real_connect = socket.socket.connect

    def connect(self: socket.socket, address: Any) -> None:
        if self.family in (socket.AF_INET, socket.AF_INET6):
            raise NetworkBlocked(f"network connection attempted to {address!r}")
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        raise NetworkBlocked(f"network connection attempted to {address!r}")

    async def aiohttp_connect(self: Any, req: Any, *args: Any, **kwargs: Any) -> Any:
        raise NetworkBlocked(f"aiohttp tried to connect to {req.url}")

    async def create_connection(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise NetworkBlocked(f"asyncio tried to open a connection {args!r}")

    patches: list[tuple[Any, str, Any]] = [
        (socket.socket, "connect", connect), (socket.socket, "connect_ex", connect_ex),
        (aiohttp.BaseConnector, "connect", aiohttp_connect),
        (asyncio.base_events.BaseEventLoop, "create_connection", create_connection),
    ]
    missing = object()
    saved = [(owner, name, owner.__dict__.get(name, missing)) for owner, name, _ in patches]
    for owner, name, value in patches:
        setattr(owner, name, value)
    try:
        yield
    finally:
        for owner, name, value in saved:
            if value is missing:
                delattr(owner, name)  # it was inherited (socket.socket.connect comes from _socket.socket)
            else:
                setattr(owner, name, value)
