"""What the fake Discord records: every HTTP call, every message with who sees it and who it pinged, every
interaction's exchange, and the faults it was asked to inject."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from jsontypes import Json


def iso(at: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(at)) + ".000000+00:00"


@dataclass
class Fault:
    """Answer `status` instead of doing the request, on calls of one route kind (optionally one channel):
    the `calls`-th matching calls (1-based), the next `times` ones, at `rate` (seeded), or all until lifted."""

    kind: str
    status: int
    channel_id: int | None = None
    times: int | None = None
    calls: frozenset[int] | None = None
    rate: float | None = None
    rng: random.Random | None = None
    statuses: tuple[int, ...] = ()
    landed: bool = False  # the request took effect before the error came back (an unknown outcome)
    seen: int = 0
    used: int = 0

    def fires(self, kind: str, channel_id: int | None) -> int | None:
        """The status to answer for this call, or None to let it through."""
        if kind != self.kind and self.kind != "*":
            return None
        if self.channel_id is not None and channel_id != self.channel_id:
            return None
        self.seen += 1
        if self.calls is not None:
            hit = self.seen in self.calls
        elif self.rate is not None:
            assert self.rng is not None
            hit = self.rng.random() < self.rate
        else:
            hit = self.times is None or self.used < self.times
        if not hit:
            return None
        self.used += 1
        if self.statuses:
            assert self.rng is not None
            return self.rng.choice(self.statuses)
        return self.status


@dataclass
class Call:
    """One HTTP request as Discord received it, and what it answered."""

    n: int
    at: float
    method: str
    path: str
    kind: str
    status: int
    body: Json | list[Any] | None
    files: list[tuple[str, bytes]]
    params: Json
    match: dict[str, str]


@dataclass
class Msg:
    """A message as Discord holds it, with who can see it and who it pinged."""

    obj: Json
    channel_id: int
    via: str  # "channel" (bot post) | "interaction" (response or follow-up)
    token: str | None
    ephemeral: bool
    visible_to: int | None  # the one user who sees an ephemeral message; None = the whole channel
    pinged: set[int]
    files: list[tuple[str, bytes]]
    at: float  # when its content reached Discord (for a deferred reply: when it replaced "thinking…")
    allowed_mentions: Json | None = None
    body: Json = field(default_factory=dict)

    @property
    def id(self) -> int:
        return int(self.obj["id"])

    @property
    def content(self) -> str:
        return str(self.obj.get("content") or "")

    @property
    def text(self) -> str:
        parts = [self.content]
        for embed in self.obj.get("embeds") or []:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f.get('name')}\n{f.get('value')}" for f in embed.get("fields") or []]
        return "\n".join(p for p in parts if p)

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for row in self.obj.get("components") or [] for c in row.get("components") or []
                if "custom_id" in c]

    def component(self, custom_id: str) -> Json | None:
        for row in self.obj.get("components") or []:
            for c in row.get("components") or []:
                if c.get("custom_id") == custom_id:
                    return dict(c)
        return None

    def pngs(self) -> list[bytes]:
        return [data for name, data in self.files if name.endswith(".png")]


@dataclass
class Exchange:
    """Everything one interaction caused: its acknowledgement, its replies, and the channel posts made meanwhile."""

    token: str
    kind: str  # "command" | "autocomplete" | "button" | "select"
    user_id: int
    dispatched_at: float
    acked_at: float | None = None
    ack_type: int | None = None
    ack_status: int | None = None
    deferred_ephemeral: bool = False
    original_done: bool = False
    original_id: int | None = None
    choices: list[Json] | None = None
    messages: list[Msg] = field(default_factory=list)  # replies through the interaction token
    posts: list[Msg] = field(default_factory=list)  # channel posts while it ran
    failed_calls: list[Call] = field(default_factory=list)
    finished_at: float | None = None
    label: str = ""  # "/game new", "autocomplete /move space", "button end", "select"

    @property
    def answered(self) -> bool:
        """Whether Discord got an acknowledgement in time (otherwise the user sees "This interaction failed")."""
        return self.ack_status is not None and 200 <= self.ack_status < 300

    @property
    def done_delay(self) -> float:
        """From dispatch to the end of everything the interaction started (replies, posts, boards)."""
        assert self.finished_at is not None
        return self.finished_at - self.dispatched_at

    @property
    def first_response_delay(self) -> float:
        assert self.acked_at is not None, "never acknowledged"
        return self.acked_at - self.dispatched_at

    @property
    def replies(self) -> list[Msg]:
        """Replies carrying something (the deferred placeholder itself is not one)."""
        return [m for m in self.messages if m.obj.get("content") or m.files or m.obj.get("embeds")
                or m.obj.get("components")]

    @property
    def reply_text(self) -> str:
        return "\n".join(m.text for m in self.replies)

    @property
    def private(self) -> list[Msg]:
        return [m for m in self.replies if m.ephemeral]

    @property
    def public_replies(self) -> list[Msg]:
        return [m for m in self.replies if not m.ephemeral]
