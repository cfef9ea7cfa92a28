"""JSON text of game states, without encoding the same unchanged part again on every action.

The engine keeps, inside every state of a turn, the state the turn started from (its undo checkpoint: about
half of the text). It is one shared object that nothing changes, so its text is remembered by identity and
spliced in; the result is an `EncodedJson` that the SQLite store writes as is (bench/bench_service.py).
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from store.records import EncodedJson, Json

MARK = "@@spliced-4f1c9e@@"


def encode(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class StateEncoder:
    def __init__(self, path: tuple[str, str], remember: int = 512) -> None:
        self.path = path  # where the shared, never-changed object sits: (outer key, inner key)
        self.remember = remember
        self._texts: OrderedDict[int, tuple[Any, str]] = OrderedDict()  # id -> (the object, kept alive; text)

    def __call__(self, data: Json) -> EncodedJson:
        outer_key, inner_key = self.path
        outer = data.get(outer_key)
        inner = outer.get(inner_key) if isinstance(outer, dict) else None
        if not isinstance(inner, dict) or not isinstance(outer, dict):
            return EncodedJson(data, encode(data))
        text = self._text_of(inner)
        shallow = dict(data)
        shallow[outer_key] = {**outer, inner_key: MARK}
        return EncodedJson(data, encode(shallow).replace(f'"{MARK}"', text, 1))

    def _text_of(self, obj: Json) -> str:
        key = id(obj)
        hit = self._texts.get(key)
        if hit is not None and hit[0] is obj:
            self._texts.move_to_end(key)
            return hit[1]
        text = encode(obj)
        self._texts[key] = (obj, text)
        if len(self._texts) > self.remember:
            self._texts.popitem(last=False)
        return text
