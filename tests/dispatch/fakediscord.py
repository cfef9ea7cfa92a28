"""Discord's HTTP side, answered in memory: a recorder that replies as Discord would, and fails on demand.

It replaces the one object every request of discord.py goes through: the aiohttp session that
`HTTPClient.static_login` makes (channel posts, command sync, login) and that interactions hand to the webhook
adapter (`AsyncWebhookAdapter.request`: interaction callbacks, follow-ups, edits of the original). Patching
there keeps discord.py's own request code real: its retries on 429 and 5xx, its rate-limit buckets, and the
mapping of statuses to `Forbidden` / `DiscordServerError`. Retry sleeps inside discord.py are scaled down
(they still happen, in order, and are counted, and the recorder's clock moves on by what was skipped, so
latencies and the 3 s window see them), so a run stays fast.

What it models of Discord, because the bot's behaviour depends on it:
- an interaction is acknowledged once (a second callback is 400, code 40060); a follow-up before any
  acknowledgement is 404 (Unknown Webhook); a first acknowledgement later than 3 s is 404 (Unknown
  interaction, 10062);
- after a deferred "thinking" response, the first follow-up replaces it and keeps the defer's visibility,
  whatever its own flags (why a refusal after a public defer is public);
- who is pinged: users mentioned in the content, filtered by `allowed_mentions`; ephemeral messages ping
  nobody;
- a message created with `enforce_nonce` and a nonce already used in that channel returns the first message
  instead of posting twice.

What it records is in records.py (calls, messages, exchanges, faults); the session stand-in in transport.py.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp
import discord.http
import discord.webhook.async_

from jsontypes import Json
from tests.dispatch.records import Call, Exchange, Fault, Msg, iso
from tests.dispatch.transport import FakeResponse, FakeSession, ModuleProxy, decode_body

__all__ = ["API", "Call", "Exchange", "FakeDiscord", "Fault", "Msg", "iso"]

API = "https://discord.com/api/v10"
EPHEMERAL = 64
ACK_WINDOW = 3.0
MENTION = re.compile(r"<@!?(\d+)>")

# Route kinds, by method and path (the names tests use to inject faults).
ROUTES: list[tuple[str, re.Pattern[str], str]] = [
    ("GET", re.compile(r"/users/@me"), "login"),
    ("GET", re.compile(r"/oauth2/applications/@me"), "application"),
    ("PUT", re.compile(r"/applications/(?P<app>\d+)/commands"), "sync"),
    ("PUT", re.compile(r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands"), "sync"),
    ("GET", re.compile(r"/applications/(?P<app>\d+)/commands"), "fetch_commands"),
    ("POST", re.compile(r"/users/@me/channels"), "dm_open"),  # a DM channel with one user (recipient_id)
    ("POST", re.compile(r"/channels/(?P<channel>\d+)/messages"), "channel_post"),  # "dm_post" in a DM channel
    ("PATCH", re.compile(r"/channels/(?P<channel>\d+)/messages/(?P<message>\d+)"), "channel_edit"),
    ("DELETE", re.compile(r"/channels/(?P<channel>\d+)/messages/(?P<message>\d+)"), "channel_delete"),
    ("GET", re.compile(r"/channels/(?P<channel>\d+)"), "fetch_channel"),
    ("POST", re.compile(r"/interactions/(?P<interaction>\d+)/(?P<token>[^/]+)/callback"), "callback"),
    ("POST", re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)"), "followup"),
    ("PATCH", re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<message>@original|\d+)"),
     "webhook_edit"),
    ("GET", re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<message>@original|\d+)"),
     "webhook_get"),
    ("DELETE", re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<message>@original|\d+)"),
     "webhook_delete"),
]

BODIES: dict[int, Json] = {
    403: {"message": "Missing Permissions", "code": 50013},
    404: {"message": "Unknown Channel", "code": 10003},
    429: {"message": "You are being rate limited.", "retry_after": 0.35, "global": False, "code": 0},
    500: {"message": "500: Internal Server Error", "code": 0},
    502: {"message": "502: Bad Gateway", "code": 0},
}

# A gate sees each routed request (its kind, channel and decoded body) before the faults and the handler, and may
# answer it itself: (status, body, headers). tests/integration/shared_discord.py uses it for what is shared
# between processes (a channel refused from outside, Discord's global limit per bot token).
Gate = Callable[[str, "int | None", Any], "tuple[int, Json, dict[str, str]] | None"]


class FakeDiscord:
    """The recorder: holds the bot user, the application, the synced commands, every message, every call."""

    def __init__(self, *, application_id: int = 900_000_000_000_000_001, bot_user_id: int = 900_000_000_000_000_001,
                 sleep_scale: float = 0.0) -> None:
        self.application_id = application_id
        self.bot_user: Json = {"id": str(bot_user_id), "username": "MaliPowstancy", "global_name": None,
                               "discriminator": "0", "avatar": None, "bot": True, "flags": 0}
        self.sleep_scale = sleep_scale
        self.calls: list[Call] = []
        self.messages: list[Msg] = []
        self.by_id: dict[int, Msg] = {}
        self.commands: list[Json] = []
        self.syncs = 0
        self.faults: list[Fault] = []
        self.exchanges: dict[str, Exchange] = {}
        self.current: Exchange | None = None  # the interaction being handled (channel posts are filed under it)
        self.cdn: dict[str, bytes] = {}
        self.channels: dict[int, Json] = {}
        self.nonces: dict[tuple[int, str], Msg] = {}
        self.dms: dict[int, int] = {}  # DM channel -> the user it talks to
        self.closed_dms: set[int] = set()  # users whose direct messages refuse the bot (403, code 50007)
        self.waits: list[float] = []  # the sleeps discord.py asked for (retries, rate limits)
        self.skipped = 0.0  # the part of those sleeps not really slept (sleep_scale < 1)
        self.unexpected: list[str] = []
        self.gate: Gate | None = None
        self._exchange_channels: dict[str, int] = {}
        self._snowflake = 1_300_000_000_000_000_000

    # ---- ids and time ----
    def now(self) -> float:
        """Discord's time as the bot lives it: the wall clock plus the retry sleeps that were skipped (so a 500
        on an interaction callback still costs its 1 s against the 3 s window)."""
        return time.perf_counter() + self.skipped

    def snowflake(self) -> int:
        self._snowflake += 4_194_304  # one millisecond later, as Discord's ids go
        return self._snowflake

    # ---- faults ----
    def fail(self, kind: str, status: int, *, channel_id: int | None = None, times: int | None = None,
             calls: tuple[int, ...] | None = None, landed: bool = False) -> Fault:
        """Refuse calls of one route kind with `status` (all of them until `heal`, the next `times`, or the
        `calls`-th ones); `landed`: the request took effect, only its answer is the error."""
        fault = Fault(kind, status, channel_id, times, frozenset(calls) if calls else None, landed=landed)
        self.faults.append(fault)
        return fault

    def fail_at_rate(self, kind: str, rate: float, statuses: tuple[int, ...] = (429, 500), *, seed: int = 0,
                     channel_id: int | None = None, landed: bool = False) -> Fault:
        """Answer a seeded `rate` of the calls with one of `statuses` (`landed`: 5xx after the request took effect)."""
        fault = Fault(kind, statuses[0], channel_id, rate=rate, rng=random.Random(seed), statuses=statuses,
                      landed=landed)
        self.faults.append(fault)
        return fault

    def heal(self) -> None:
        self.faults.clear()

    def _fault_for(self, kind: str, channel_id: int | None) -> tuple[int, Fault] | None:
        for fault in self.faults:
            status = fault.fires(kind, channel_id)
            if status is not None:
                return status, fault
        return None

    # ---- counts ----
    def count(self, kind: str, status: int | None = None) -> int:
        return sum(1 for c in self.calls if c.kind == kind and (status is None or c.status == status))

    @property
    def retried(self) -> int:
        """Answers discord.py retries by itself: rate limits and server errors."""
        return sum(1 for c in self.calls if c.status == 429 or c.status >= 500)

    def channel_messages(self, channel_id: int) -> list[Msg]:
        """What the whole channel sees, in order (bot posts and public interaction replies)."""
        return [m for m in self.messages if m.channel_id == channel_id and m.visible_to is None]

    def seen_by(self, user_id: int, channel_id: int) -> list[Msg]:
        return [m for m in self.messages if m.channel_id == channel_id and m.visible_to in (None, user_id)]

    def dm_messages(self, user_id: int) -> list[Msg]:
        """What the bot wrote to that user by direct message, in order."""
        return [m for m in self.messages if self.dms.get(m.channel_id) == user_id]

    def close_dms(self, user_id: int) -> None:
        """That user's DMs refuse the bot from now on (privacy settings, or the bot is blocked)."""
        self.closed_dms.add(user_id)

    def pings_of(self, user_id: int) -> list[Msg]:
        return [m for m in self.messages if user_id in m.pinged]

    # ---- answering ----
    def answer(self, method: str, url: str, kwargs: Json) -> FakeResponse:
        if url.startswith("https://cdn.discordapp.com/"):
            return self._cdn(url)
        assert url.startswith(API), url
        path = url[len(API):]
        params = dict(kwargs.get("params") or {})
        body, files = decode_body(kwargs)
        found = route_of(method, path)
        if found is None:
            self.unexpected.append(f"{method} {path}")
            return self._record(method, path, "unknown", 404, body, files, params, {},
                                {"message": "404: Not Found", "code": 0})
        kind, match = found
        channel = int(match["channel"]) if "channel" in match else None
        exchange = self.exchanges.get(match["token"]) if "token" in match else None
        if kind == "channel_post" and channel is not None:
            exchange = self.current
            if channel in self.dms:  # a direct message: not one of the interaction's channel posts
                kind, exchange = "dm_post", None
        early = self.gate(kind, channel, body) if self.gate is not None else None
        if early is not None:
            call = self._record_call(method, path, kind, early[0], body, files, params, match)
            if exchange is not None:
                exchange.failed_calls.append(call)
            return FakeResponse(*early)
        fired = self._fault_for(kind, channel)
        if fired is not None:
            injected, fault = fired
            if fault.landed and injected >= 500:
                getattr(self, f"_{kind}")(match, body, files, params)  # done, but the answer is lost
            reply = dict(BODIES.get(injected, {"message": "error", "code": 0}))
            headers: dict[str, str] = {}
            if injected == 429:
                headers = {"Retry-After": "1", "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
                           "X-RateLimit-Reset-After": str(reply["retry_after"]), "X-RateLimit-Scope": "user",
                           "X-RateLimit-Bucket": f"bucket-{kind}", "Via": "1.1 google"}
            call = self._record_call(method, path, kind, injected, body, files, params, match)
            if exchange is not None:
                exchange.failed_calls.append(call)
            return FakeResponse(injected, reply, headers)
        handler = getattr(self, f"_{kind}")
        status, reply = handler(match, body, files, params)
        call = self._record_call(method, path, kind, status, body, files, params, match)
        if exchange is not None and status >= 300:
            exchange.failed_calls.append(call)
        return FakeResponse(status, reply)

    def _record_call(self, method: str, path: str, kind: str, status: int, body: Any,
                     files: list[tuple[str, bytes]], params: Json, match: dict[str, str]) -> Call:
        call = Call(len(self.calls) + 1, self.now(), method, path, kind, status, body, files, params, match)
        self.calls.append(call)
        return call

    def _record(self, method: str, path: str, kind: str, status: int, body: Any, files: list[tuple[str, bytes]],
                params: Json, match: dict[str, str], reply: Any) -> FakeResponse:
        self._record_call(method, path, kind, status, body, files, params, match)
        return FakeResponse(status, reply)

    def _cdn(self, url: str) -> FakeResponse:
        self._record_call("GET", url, "cdn", 200 if url in self.cdn else 404, None, [], {}, {})
        if url not in self.cdn:
            return FakeResponse(404, {"message": "404: Not Found", "code": 0})
        return FakeResponse(200, None, {"content-type": "application/octet-stream"}, raw=self.cdn[url])

    # ---- routes ----
    def _login(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        return 200, {**self.bot_user, "verified": True, "mfa_enabled": False, "locale": "en-US"}

    def _application(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        return 200, {"id": str(self.application_id), "name": "Mali Powstańcy", "icon": None,
                     "description": "", "rpc_origins": [], "bot_public": True, "bot_require_code_grant": False,
                     "owner": {"id": "1", "username": "owner", "discriminator": "0", "avatar": None},
                     "summary": "", "verify_key": "0" * 64, "team": None, "flags": 0,
                     "interactions_endpoint_url": None, "bot": self.bot_user}

    def _sync(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        self.syncs += 1
        out = []
        for cmd in body or []:
            out.append({**cmd, "id": str(self.snowflake()), "application_id": str(self.application_id),
                        "version": str(self.snowflake())})
        if "guild" not in match:
            self.commands = out
        return 200, out

    def _fetch_commands(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        return 200, self.commands

    def _fetch_channel(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        channel = self.channels.get(int(match["channel"]))
        return (200, channel) if channel is not None else (404, BODIES[404])

    def _channel_post(self, match: dict[str, str], body: Any, files: list[tuple[str, bytes]],
                      params: Json) -> tuple[int, Any]:
        channel_id = int(match["channel"])
        if channel_id not in self.channels:
            return 404, BODIES[404]
        body = body or {}
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce") and (channel_id, str(nonce)) in self.nonces:
            return 200, self.nonces[(channel_id, str(nonce))].obj
        msg = self.make_message(channel_id, body, files, via="channel", token=None, ephemeral=False, viewer=None)
        if nonce is not None:
            self.nonces[(channel_id, str(nonce))] = msg
        if self.current is not None:
            self.current.posts.append(msg)
        return 200, msg.obj

    def _dm_open(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        user_id = int((body or {})["recipient_id"])
        channel_id = next((c for c, u in self.dms.items() if u == user_id), None) or self.snowflake()
        self.dms[channel_id] = user_id
        obj = {"id": str(channel_id), "type": 1, "last_message_id": None, "flags": 0,
               "recipients": [{"id": str(user_id), "username": f"user{user_id}", "discriminator": "0",
                               "avatar": None, "global_name": None}]}
        self.channels[channel_id] = obj
        return 200, obj

    def _dm_post(self, match: dict[str, str], body: Any, files: list[tuple[str, bytes]],
                 params: Json) -> tuple[int, Any]:
        if self.dms.get(int(match["channel"])) in self.closed_dms:
            return 403, {"message": "Cannot send messages to this user", "code": 50007}
        current, self.current = self.current, None  # not filed under the interaction being handled
        try:
            return self._channel_post(match, body, files, params)
        finally:
            self.current = current

    def _channel_edit(self, match: dict[str, str], body: Any, files: list[tuple[str, bytes]],
                      params: Json) -> tuple[int, Any]:
        msg = self.by_id.get(int(match["message"]))
        if msg is None:
            return 404, {"message": "Unknown Message", "code": 10008}
        self.edit_message(msg, body or {}, files)
        return 200, msg.obj

    def _channel_delete(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        msg = self.by_id.pop(int(match["message"]), None)
        if msg is not None:
            self.messages.remove(msg)
        return 204, None

    def _callback(self, match: dict[str, str], body: Any, files: list[tuple[str, bytes]],
                  params: Json) -> tuple[int, Any]:
        ex = self.exchanges.get(match["token"])
        if ex is None:
            return 404, {"message": "Unknown interaction", "code": 10062}
        if ex.ack_type is not None:
            return 400, {"message": "Interaction has already been acknowledged.", "code": 40060}
        now = self.now()
        if now - ex.dispatched_at > ACK_WINDOW:
            ex.ack_status = 404
            return 404, {"message": "Unknown interaction", "code": 10062}
        kind = int(body["type"])
        data = body.get("data") or {}
        ex.acked_at, ex.ack_type, ex.ack_status = now, kind, 200
        reply: Json = {"interaction": {"id": match["interaction"], "type": 2}}
        if kind == 8:  # autocomplete result
            ex.choices = list(data.get("choices") or [])
            return 200, reply
        if kind in (4, 5):
            ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
            ex.deferred_ephemeral = ephemeral
            msg = self.make_message(self.channel_of(ex), data if kind == 4 else {"content": ""}, files,
                                    via="interaction", token=ex.token, ephemeral=ephemeral, viewer=ex.user_id,
                                    loading=kind == 5)
            ex.original_id = msg.id
            ex.original_done = kind == 4
            ex.messages.append(msg)
            reply["interaction"].update({"response_message_id": str(msg.id), "response_message_loading": kind == 5,
                                         "response_message_ephemeral": ephemeral})
            reply["resource"] = {"type": kind, "message": msg.obj}
            return 200, reply
        if kind == 7:  # update the message the component is on
            target = self.by_id.get(ex.original_id or 0)
            if target is not None:
                self.edit_message(target, data, files)
            return 200, reply
        return 200, reply  # 6: deferred update, 9: modal

    def channel_of(self, ex: Exchange) -> int:
        return self._exchange_channels[ex.token]

    def _followup(self, match: dict[str, str], body: Any, files: list[tuple[str, bytes]],
                  params: Json) -> tuple[int, Any]:
        ex = self.exchanges.get(match["token"])
        if ex is None or ex.ack_type is None or ex.ack_status != 200:
            return 404, {"message": "Unknown Webhook", "code": 10015}
        body = body or {}
        if ex.ack_type == 5 and not ex.original_done:
            # The first follow-up after a deferred response replaces the "thinking" placeholder: it keeps the
            # defer's visibility whatever its own flags say.
            original = self.by_id[ex.original_id or 0]
            ex.original_done = True
            original.at = self.now()  # what the user reads arrives now, in place of "thinking…"
            self.edit_message(original, {**body, "flags": original.obj["flags"] & ~128}, files, fresh=True)
            return 200, original.obj
        ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
        msg = self.make_message(self.channel_of(ex), body, files, via="interaction", token=ex.token,
                                ephemeral=ephemeral, viewer=ex.user_id)
        ex.messages.append(msg)
        return 200, msg.obj

    def _webhook_edit(self, match: dict[str, str], body: Any, files: list[tuple[str, bytes]],
                      params: Json) -> tuple[int, Any]:
        ex = self.exchanges.get(match["token"])
        if ex is None or ex.ack_type is None:
            return 404, {"message": "Unknown Webhook", "code": 10015}
        mid = ex.original_id if match["message"] == "@original" else int(match["message"])
        msg = self.by_id.get(mid or 0)
        if msg is None:
            return 404, {"message": "Unknown Message", "code": 10008}
        if match["message"] == "@original" and not ex.original_done:
            msg.at = self.now()
        self.edit_message(msg, body or {}, files, fresh=match["message"] == "@original" and not ex.original_done)
        if match["message"] == "@original":
            ex.original_done = True
        return 200, msg.obj

    def _webhook_get(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        ex = self.exchanges.get(match["token"])
        mid = (ex.original_id if ex else None) if match["message"] == "@original" else int(match["message"])
        msg = self.by_id.get(mid or 0)
        return (200, msg.obj) if msg is not None else (404, {"message": "Unknown Message", "code": 10008})

    def _webhook_delete(self, match: dict[str, str], body: Any, files: Any, params: Json) -> tuple[int, Any]:
        return 204, None

    # ---- messages ----
    def attachment(self, channel_id: int, filename: str, data: bytes) -> Json:
        aid = self.snowflake()
        url = f"https://cdn.discordapp.com/attachments/{channel_id}/{aid}/{filename}"
        self.cdn[url] = data
        ctype = "image/png" if filename.endswith(".png") else "application/json"
        return {"id": str(aid), "filename": filename, "size": len(data), "url": url, "proxy_url": url,
                "content_type": ctype}

    def make_message(self, channel_id: int, body: Json, files: list[tuple[str, bytes]], *, via: str,
                     token: str | None, ephemeral: bool, viewer: int | None, loading: bool = False) -> Msg:
        flags = (EPHEMERAL if ephemeral else 0) | (128 if loading else 0)
        now = time.time()
        obj: Json = {"id": str(self.snowflake()), "channel_id": str(channel_id), "author": self.bot_user,
                     "content": "", "timestamp": iso(now), "edited_timestamp": None, "tts": False,
                     "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
                     "embeds": [], "pinned": False, "type": 20 if via == "interaction" else 0, "flags": flags,
                     "components": []}
        if via == "interaction":
            obj["webhook_id"] = str(self.application_id)
            obj["application_id"] = str(self.application_id)
        msg = Msg(obj, channel_id, via, token, ephemeral, viewer if ephemeral else None, set(), [], self.now())
        self.edit_message(msg, body, files, fresh=True)
        self.messages.append(msg)
        self.by_id[msg.id] = msg
        return msg

    def edit_message(self, msg: Msg, body: Json, files: list[tuple[str, bytes]], fresh: bool = False) -> None:
        obj = msg.obj
        if "content" in body:
            obj["content"] = body["content"] or ""
        if "embeds" in body:
            obj["embeds"] = body["embeds"] or []
        if "components" in body:
            obj["components"] = body["components"] or []
        if "flags" in body and fresh:
            obj["flags"] = int(body["flags"] or 0) | (obj["flags"] & EPHEMERAL)
        if files:
            obj["attachments"] = [self.attachment(msg.channel_id, name, data) for name, data in files]
            msg.files = list(files)
        if not fresh:
            obj["edited_timestamp"] = iso(time.time())
        mentioned = [int(u) for u in MENTION.findall(obj["content"])]
        obj["mentions"] = [{"id": str(u), "username": f"user{u}", "discriminator": "0", "avatar": None}
                           for u in dict.fromkeys(mentioned)]
        msg.body = body if fresh else {**msg.body, **body}
        if fresh:
            msg.allowed_mentions = body.get("allowed_mentions")
            msg.pinged = set() if msg.ephemeral else allowed(set(mentioned), body.get("allowed_mentions"))

    # ---- interactions ----
    def open_exchange(self, token: str, kind: str, user_id: int, channel_id: int) -> Exchange:
        ex = Exchange(token, kind, user_id, self.now())
        self.exchanges[token] = ex
        self._exchange_channels[token] = channel_id
        return ex

    # ---- installing ----
    @contextmanager
    def installed(self) -> Iterator[FakeDiscord]:
        """Route discord.py's session, and its retry sleeps, here (restored on exit)."""
        real_asyncio = asyncio

        async def sleep(delay: float, result: Any = None) -> Any:
            if delay and delay > 0:
                self.waits.append(float(delay))
                self.skipped += float(delay) * (1.0 - self.sleep_scale)
            return await real_asyncio.sleep(float(delay) * self.sleep_scale, result)

        def session(*args: Any, connector: Any = None, **kwargs: Any) -> FakeSession:
            return FakeSession(self, connector)

        http_mod: Any = discord.http
        hook_mod: Any = discord.webhook.async_
        saved = (http_mod.aiohttp, http_mod.asyncio, hook_mod.asyncio)
        http_mod.aiohttp = ModuleProxy(aiohttp, ClientSession=session)
        http_mod.asyncio = ModuleProxy(asyncio, sleep=sleep)
        hook_mod.asyncio = ModuleProxy(asyncio, sleep=sleep)
        try:
            yield self
        finally:
            http_mod.aiohttp, http_mod.asyncio, hook_mod.asyncio = saved


def route_of(method: str, path: str) -> tuple[str, dict[str, str]] | None:
    """The route kind of a request and its path parameters, or None for a route Discord would not know."""
    for route_method, pattern, kind in ROUTES:
        m = pattern.fullmatch(path)
        if m and route_method == method:
            return kind, m.groupdict()
    return None


def allowed(mentioned: set[int], policy: Json | None) -> set[int]:
    """Who a message pings: the users it mentions, as far as its allowed_mentions lets it."""
    if policy is None:
        return mentioned
    if "users" in (policy.get("parse") or []):
        return mentioned
    return mentioned & {int(u) for u in policy.get("users") or []}
