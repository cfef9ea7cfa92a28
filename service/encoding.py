"""JSON text of game states, made once per commit by orjson and handed to the store as is (EncodedJson).

Encoding the state is the largest cost of an action's commit after the database itself: the standard
library's json takes about 80 µs for a 6 KiB state, orjson about 6 µs (bench/bench_service.py).
"""

from __future__ import annotations

import orjson

from store.records import EncodedJson, Json


def encode_state(data: Json) -> EncodedJson:
    return EncodedJson(data, orjson.dumps(data).decode("utf-8"))
