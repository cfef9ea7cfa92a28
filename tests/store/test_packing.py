"""store/packing.py: JSON text that reads back exactly, and lz4 packing of large values (issue 16)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from store.packing import PACK_FROM, dump, pack, parse, unpacked
from store.records import EncodedJson


@pytest.mark.parametrize("value", [
    {"host": 1, "seats": [{"user": 2, "name": "Żaneta"}], "turn": None, "closed": False},
    {"v": [float("nan")]}, {"v": float("inf")}, {"v": -float("inf")},  # orjson would write null
    {1: "integer key"}, {"big": 2 ** 70}, {"t": (1, 2)}, {"f": 1e16, "g": -0.0, "h": 0.1},
])
def test_dump_reads_back_as_the_standard_library_would(value: dict[Any, Any]) -> None:
    text = dump(value)
    assert repr(parse(text)) == repr(json.loads(json.dumps(value)))


def test_text_the_service_encoded_is_used_as_is() -> None:
    assert dump(EncodedJson({"a": 1}, '{"a": 1}')) == '{"a": 1}'


def test_small_text_stays_text_and_large_text_packs_and_unpacks() -> None:
    small = json.dumps({"a": "x" * (PACK_FROM // 2)})
    assert pack(small) == small
    large = json.dumps({"scouts": [{"id": f"red-{i}", "at": "B3"} for i in range(100)]})
    packed = pack(large)
    assert isinstance(packed, bytes) and len(packed) < len(large) / 3
    assert parse(unpacked(packed)) == json.loads(large)
    assert unpacked(large) == large


@pytest.mark.parametrize("damage", [b"", b"\x02other", b"\x01\xff\xff\xff\x7fnot lz4"])
def test_a_damaged_blob_is_a_value_error(damage: bytes) -> None:
    with pytest.raises(ValueError):
        unpacked(damage)
