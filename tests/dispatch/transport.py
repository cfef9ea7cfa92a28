"""The transport under discord.py: a stand-in for its aiohttp session and responses, and the request bodies
(JSON text or multipart form data) read back as Discord would."""

from __future__ import annotations

import io
import json
import types
from typing import TYPE_CHECKING, Any

import aiohttp

from jsontypes import Json

if TYPE_CHECKING:
    from tests.dispatch.fakediscord import FakeDiscord



class FakeResponse:
    """Enough of aiohttp.ClientResponse for discord.py: status, headers, text(), read()."""

    def __init__(self, status: int, body: Any, headers: dict[str, str] | None = None,
                 raw: bytes | None = None) -> None:
        self.status = status
        self.reason = {200: "OK", 204: "No Content", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
                       429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway"}.get(status, "")
        self.headers: dict[str, str] = {"content-type": "application/json", **(headers or {})}
        self._text = "" if body is None else json.dumps(body)
        self._raw = raw

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text

    async def read(self) -> bytes:
        return self._raw if self._raw is not None else self._text.encode()

    async def __aenter__(self) -> FakeResponse:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    def release(self) -> None:
        return None


class FakeSession:
    """Stands where discord.py's aiohttp.ClientSession would: every request is answered by `FakeDiscord`."""

    def __init__(self, discord_: FakeDiscord, connector: Any = None) -> None:
        self.discord = discord_
        self.connector = connector
        self.closed = False

    def request(self, method: str, url: str, **kwargs: Any) -> FakeResponse:
        return self.discord.answer(method, url, kwargs)

    def get(self, url: str, **kwargs: Any) -> FakeResponse:
        return self.discord.answer("GET", url, kwargs)

    def ws_connect(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the dispatch tests never open the gateway")

    async def close(self) -> None:
        self.closed = True
        if self.connector is not None and hasattr(self.connector, "close"):
            await self.connector.close()


class ModuleProxy(types.ModuleType):
    """A module seen through a few replaced attributes (patched in one library module only)."""

    def __init__(self, real: types.ModuleType, **replaced: Any) -> None:
        super().__init__(real.__name__)
        self._real = real
        for name, value in replaced.items():
            setattr(self, name, value)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def decode_body(kwargs: Json) -> tuple[Any, list[tuple[str, bytes]]]:
    """The JSON payload and the files of a request (plain JSON text, or multipart form data)."""
    data = kwargs.get("data")
    if data is None:
        return None, []
    if isinstance(data, (str, bytes)):
        return json.loads(data), []
    if isinstance(data, aiohttp.FormData):
        body: Any = None
        files: list[tuple[str, bytes]] = []
        for options, _headers, value in data._fields:
            if options.get("name") == "payload_json":
                body = json.loads(value)
            elif "filename" in options:
                fp = value
                raw = fp.getvalue() if isinstance(fp, io.BytesIO) else fp.read()
                files.append((str(options["filename"]), bytes(raw)))
        return body, files
    raise AssertionError(f"unexpected request body {type(data)}")
