"""JSON as the stores write and read it; and how the SQLite store keeps large values (game states, snapshots,
outbox bodies): lz4-compressed.

A 6 KiB state packs to about 1.3 KiB in about 6 µs, so a commit writes a quarter of the bytes and the file
holds four times the snapshots per page (issue 16; zlib takes ten times as long here for a similar size).
A packed value is a BLOB: one marker byte (`LZ4`), then an lz4 block with its size in front. Text is still
read as JSON text, so files written before this keep loading; small values stay text (readable in the
sqlite3 shell), as do metadata, log payloads and settings.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

from store.records import EncodedJson

try:
    import lz4.block as _lz4  # type: ignore[import-untyped]  # (no type information shipped)
except ImportError:  # pragma: no cover - without lz4 everything is written as text (and packed values refused)
    _lz4 = None

LZ4 = 1  # the marker byte of an lz4 block
PACK_FROM = 1024  # bytes of JSON text from which a value is packed; below, packing saves too little
_MARKER = bytes([LZ4])  # (a control character, which JSON text never starts with: other markers may follow)
_JSON_SPACE = frozenset(b" \t\n\r")


def dump(data: Any) -> str:
    """JSON text of any value, exactly as the standard library would read it back.

    orjson is several times faster (a 0.5 KiB metadata object: about a fifth of the time), but writes NaN
    and infinities as null and refuses what the standard library accepts (integer keys, integers past 64
    bits, lone surrogates); so its text is used only when it parses back equal to the value (NaN never
    equals, nor a tuple its list), and the standard library encodes everything else. Text the service
    made already (EncodedJson) is used as is.
    """
    if isinstance(data, EncodedJson):
        return data.text
    try:
        raw = orjson.dumps(data)
        if orjson.loads(raw) == data:
            return raw.decode("utf-8")
    except (TypeError, ValueError):  # (orjson.JSONEncodeError is a TypeError)
        pass
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def pack(text: str) -> str | bytes:
    """JSON text as the store writes it: as is when small, else its lz4 block behind the marker byte."""
    if len(text) < PACK_FROM or _lz4 is None:
        return text
    return _block(text.encode("utf-8", "surrogatepass"))


def pack_bytes(text: str) -> bytes:
    """JSON text as bytes, lz4-packed when large (PostgreSQL's bytea state column): UTF-8 text when small, which
    `unpacked` tells apart by its first byte (JSON text never starts with the marker). Text that is not valid
    UTF-8 (a lone surrogate) raises UnicodeEncodeError before anything is written."""
    raw = text.encode("utf-8")
    return raw if len(raw) < PACK_FROM or _lz4 is None else _block(raw)


def _block(raw: bytes) -> bytes:
    """The marker byte, then the lz4 block (its size in front)."""
    packed: bytes = _lz4.compress(raw)
    return _MARKER + packed


def unpacked(value: Any) -> Any:
    """A stored value back as JSON text (str or UTF-8 bytes); anything else is returned for the caller to refuse.
    Bytes are an lz4 block behind the marker, or else JSON text as UTF-8 (what `pack_bytes` keeps small, and
    what PostgreSQL's migration 4 turned the JSONB states into)."""
    if not isinstance(value, bytes):
        return value
    if not value:
        raise ValueError("empty value")
    if value[0] >= 0x20 or value[0] in _JSON_SPACE:  # JSON text starts with a printable character (or space)
        return value
    if value[0] != LZ4:
        raise ValueError(f"unknown packing {value[:1]!r}")
    if _lz4 is None:
        raise ValueError("packed with lz4, which is not installed")
    try:
        return bytes(_lz4.decompress(value[1:]))
    except _lz4.LZ4BlockError as e:
        raise ValueError(f"broken lz4 block ({e})") from None


def parse(text: str | bytes) -> Any:
    """JSON text parsed by the standard library: orjson would read an integer past 64 bits as a float, and
    parsing is off the commit path (a load, a replay, an export), where the difference is a few µs."""
    return json.loads(text)
