"""The multi-process test's shared directory: the raw ledger of what reached "Discord" from every worker, and the
switches the test flips (a channel that refuses posts, stop, hold).

Why a file: the workers are separate processes, each with its own recorder (tests/integration/shared_discord.py);
what Discord would see as one bot token is their union. Every bot-token request (channel posts and edits, direct
messages) is appended as one JSON line by one `write` on an O_APPEND descriptor (a kill cannot half-write it),
under an exclusive `flock` that also covers the global-limit window and the answer, so the ledger's order is
the order in which "Discord" answered. Nothing is folded here: a repeated nonce is a second line.

    <root>/ledger.jsonl       one line per request: at, pid, worker, kind, channel, nonce, status, global, ...
    <root>/window             the times of the requests of the last second (Discord's global limit)
    <root>/refuse/<channel>   while it exists, posts and edits to that channel answer 403 (50013)
    <root>/hold/<worker>      that worker freezes itself mid-delivery in its own server (mp_worker.Acts.freeze)
    <root>/stop               the workers stop playing, drain their outbox and exit
"""

from __future__ import annotations

import fcntl
import itertools
import json
import os
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from jsontypes import Json

GLOBAL_LIMIT = 50  # requests per second per bot token (Discord's global limit)
WINDOW_SECONDS = 1.0
LEDGERED = frozenset({"channel_post", "channel_edit", "dm_post"})  # bot-token requests the global limit counts


class SharedDir:
    """One test's shared directory, as a worker or the test sees it."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.ledger = root / "ledger.jsonl"
        self.window = root / "window"
        self.lock = root / "lock"
        self.refuse_dir = root / "refuse"
        self.hold_dir = root / "hold"
        self.stop_file = root / "stop"
        self._fd: int | None = None

    def make(self) -> SharedDir:
        for folder in (self.root, self.refuse_dir, self.hold_dir):
            folder.mkdir(parents=True, exist_ok=True)
        return self

    # ---- switches ----
    def refusing(self, channel_id: int | None) -> bool:
        return channel_id is not None and (self.refuse_dir / str(channel_id)).exists()

    def refused_channels(self) -> list[int]:
        return [int(p.name) for p in self.refuse_dir.iterdir()] if self.refuse_dir.exists() else []

    def refuse(self, channel_id: int, on: bool = True) -> None:
        path = self.refuse_dir / str(channel_id)
        if on:
            path.touch()
        else:
            path.unlink(missing_ok=True)

    def held(self, worker: str) -> bool:
        return (self.hold_dir / worker).exists()

    def hold(self, worker: str, on: bool = True) -> None:
        path = self.hold_dir / worker
        if on:
            path.touch()
        else:
            path.unlink(missing_ok=True)

    @property
    def stopping(self) -> bool:
        return self.stop_file.exists()

    # ---- the shared critical section ----
    @contextmanager
    def locked(self) -> Iterator[None]:
        """Every worker's requests one at a time (a blocking flock: held for a millisecond or so)."""
        fd = os.open(self.lock, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    def admit(self, now: float) -> float | None:
        """Count one request against the global limit (call it under `locked`): None when it is within the
        limit, else how long until the window has room (the 429's retry_after). Refused requests count too."""
        try:
            times = [float(t) for t in self.window.read_text().split()]
        except FileNotFoundError:
            times = []
        recent = [t for t in times if t > now - WINDOW_SECONDS]
        over = len(recent) >= GLOBAL_LIMIT
        recent.append(now)
        self.window.write_text(" ".join(f"{t:.6f}" for t in recent))
        if not over:
            return None
        return max(0.05, recent[-GLOBAL_LIMIT - 1] + WINDOW_SECONDS - now)

    def append(self, record: Json) -> None:
        """One ledger line, in one write."""
        if self._fd is None:
            self._fd = os.open(self.ledger, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        os.write(self._fd, (json.dumps(record, separators=(",", ":")) + "\n").encode())


@dataclass(frozen=True, slots=True)
class Entry:
    """One raw request as the ledger holds it."""

    at: float
    pid: int
    worker: str
    kind: str
    channel: int | None
    nonce: str | None
    status: int
    is_global: bool = False  # a 429 for the global limit
    folded: bool = False  # the worker's recorder returned an earlier message for this nonce (not a new one)
    refs: tuple[int, ...] = ()  # the channels the content mentions (<#id>): which channel an alert is about

    @property
    def posted(self) -> bool:
        """A message post that Discord accepted (a new message, or one an `enforce_nonce` nonce folded)."""
        return self.kind in ("channel_post", "dm_post") and 200 <= self.status < 300

    @property
    def part(self) -> tuple[int, int] | None:
        """(outbox post id, part) from the outbox's nonce "post.part.game" (service/delivery.nonce_of)."""
        if self.nonce is None:
            return None
        bits = self.nonce.split(".")
        if len(bits) < 2 or not (bits[0].isdigit() and bits[1].isdigit()):
            return None
        return int(bits[0]), int(bits[1])


def read_ledger(root: Path) -> list[Entry]:
    path = SharedDir(root).ledger
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        out.append(Entry(float(r["at"]), int(r["pid"]), str(r["worker"]), str(r["kind"]), r.get("channel"),
                         r.get("nonce"), int(r["status"]), bool(r.get("global")), bool(r.get("folded")),
                         tuple(int(c) for c in r.get("refs") or ())))
    return out


# ---- figures ----
def posted_twice(entries: list[Entry]) -> dict[tuple[int, int], int]:
    """Parts Discord accepted more than once, raw (repeated nonces not folded): part -> times."""
    counts = Counter((e.channel, e.nonce) for e in entries if e.posted and e.part is not None)
    by_part: dict[tuple[int, int], int] = {}
    for (_, nonce), n in counts.items():
        if n > 1 and nonce is not None:
            bits = nonce.split(".")
            by_part[(int(bits[0]), int(bits[1]))] = n
    return by_part


def out_of_order(entries: list[Entry]) -> list[tuple[int | None, tuple[int, int], tuple[int, int]]]:
    """Accepted parts that reached their channel after a later part of that channel: (channel, part, the
    latest part before it). The ledger is in answer order."""
    latest: dict[int | None, tuple[int, int]] = {}
    late = []
    for e in entries:
        key = e.part
        if not e.posted or key is None:
            continue
        top = latest.get(e.channel)
        if top is not None and key < top:
            late.append((e.channel, key, top))
        else:
            latest[e.channel] = key
    return late


def busiest_second(entries: list[Entry]) -> tuple[int, float]:
    """The most bot-token requests in any window of one second (sliding), and where it starts."""
    times = sorted(e.at for e in entries if e.kind in LEDGERED)
    best, start, j = 0, 0.0, 0
    for i, t in enumerate(times):
        while times[j] <= t - WINDOW_SECONDS:
            j += 1
        if i - j + 1 > best:
            best, start = i - j + 1, times[j]
    return best, start


def global_429s(entries: list[Entry]) -> int:
    return sum(1 for e in entries if e.status == 429 and e.is_global)


def refused_requests(entries: list[Entry], channel_id: int) -> list[Entry]:
    return [e for e in entries if e.channel == channel_id and e.status == 403]


def allowed_refusals(span: float, first: float, last: float) -> int:
    """How many requests a channel refused for `span` seconds may get when it is tried again after FIRST, then
    twice the pause each time up to LAST: one at the start and one per retry time that falls within the span."""
    n, t, pause = 1, 0.0, first
    while t + pause <= span:
        t += pause
        n += 1
        pause = min(last, pause * 2)
    return n


def tight_refusals(refused: list[Entry], first: float) -> int:
    """Refused requests that came sooner than `first` seconds after the previous one (from any process)."""
    times = sorted(e.at for e in refused)
    return sum(1 for a, b in itertools.pairwise(times) if b - a < first * 0.9)


def alerts_about(entries: list[Entry], channel_id: int, where: int) -> dict[int, int]:
    """The moderator alerts about `channel_id` accepted in channel `where`: outbox post id -> raw posts."""
    found: dict[int, int] = defaultdict(int)
    for e in entries:
        if e.posted and e.channel == where and channel_id in e.refs and e.part is not None:
            found[e.part[0]] += 1
    return dict(found)
