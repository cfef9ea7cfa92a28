"""The recorder of one worker process (tests/dispatch/fakediscord.py), joined to what the workers share: every
bot-token request is written raw to the shared ledger (before the recorder folds a repeated nonce), a channel
the test refuses answers 403 in every process, and Discord's global limit counts the requests of all processes
(more than 50 in the last second: 429 with "global": true, as Discord answers a bot token over its budget).

Interaction callbacks and webhooks (follow-ups, edits of a reply) are exempt from the global limit at Discord,
and are not shared here either: they stay the worker's own.
"""

from __future__ import annotations

import os
import re
import signal
import time
from typing import Any

from jsontypes import Json
from tests.dispatch.fakediscord import API, FakeDiscord, route_of
from tests.dispatch.transport import FakeResponse
from tests.integration.ledger import LEDGERED, SharedDir

CHANNEL_MENTION = re.compile(r"<#(\d+)>")
REFUSED: Json = {"message": "Missing Permissions", "code": 50013}


class SharedFakeDiscord(FakeDiscord):
    """A worker's fake Discord; the ledger line of each bot-token request is written under the shared lock."""

    def __init__(self, shared: SharedDir, worker: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.shared = shared
        self.worker = worker
        self.gate = self._gate
        self._line: Json | None = None
        self.freeze_in: set[int] = set()  # channels whose next post freezes this process (mp_worker's hold)

    def answer(self, method: str, url: str, kwargs: Json) -> FakeResponse:
        found = route_of(method, url[len(API):]) if url.startswith(API) else None
        if found is None or found[0] not in ("channel_post", "channel_edit"):
            return super().answer(method, url, kwargs)
        channel = int(found[1]["channel"])
        if channel in self.freeze_in:  # the test is about to kill this process: it stops mid-delivery
            print("held", channel, flush=True)
            os.kill(os.getpid(), signal.SIGSTOP)
        with self.shared.locked():
            self._line = None
            response = super().answer(method, url, kwargs)
            line, self._line = self._line, None
            if line is not None:
                self.shared.append({**line, "status": response.status})
        return response

    def _gate(self, kind: str, channel_id: int | None, body: Any) -> tuple[int, Json, dict[str, str]] | None:
        if kind not in LEDGERED:
            return None
        now = time.time()
        body = body if isinstance(body, dict) else {}
        nonce = body.get("nonce")
        folded = (kind != "channel_edit" and nonce is not None and bool(body.get("enforce_nonce"))
                  and (channel_id, str(nonce)) in self.nonces)
        refs = sorted({int(c) for c in CHANNEL_MENTION.findall(str(body.get("content") or ""))})
        self._line = {"at": round(now, 6), "pid": os.getpid(), "worker": self.worker, "kind": kind,
                      "channel": channel_id, "nonce": None if nonce is None else str(nonce), "folded": folded,
                      **({"refs": refs} if refs else {})}
        wait = self.shared.admit(now)
        if wait is not None:
            self._line["global"] = True
            return 429, {"message": "You are being rate limited.", "retry_after": round(wait, 3), "global": True,
                         "code": 0}, {"Retry-After": str(max(1, round(wait))), "X-RateLimit-Global": "true",
                                      "X-RateLimit-Scope": "global", "Via": "1.1 google"}
        if kind != "dm_post" and self.shared.refusing(channel_id):
            return 403, dict(REFUSED), {}
        return None
