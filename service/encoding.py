"""JSON text made once by orjson and handed to the store as is (EncodedJson), so the store need not encode it.

Encoding is the largest cost of an action's commit after the database itself: the standard library's json
takes about 80 µs for a 6 KiB state, orjson about 6 µs (bench/bench_commit.py). The store's own fallback is
the standard library, because orjson writes NaN and infinities as null where the store must keep any value
exactly; what the service encodes here holds none (states, metadata, log payloads, outbox bodies: whole
numbers, strings, booleans, lists and objects only).
"""

from __future__ import annotations

import orjson

from jsontypes import Json
from store.records import EncodedJson


def encode_state(data: Json) -> EncodedJson:
    return EncodedJson(data, orjson.dumps(data).decode("utf-8"))


def encode_json(data: Json) -> EncodedJson:
    """Any JSON object the service writes (metadata, a log payload, a post's body); keys must be strings."""
    return EncodedJson(data, orjson.dumps(data).decode("utf-8"))
