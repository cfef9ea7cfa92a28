"""What both games' `python -m render...` tools share: reading the JSON file given and writing the PNG."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any


def read_json_object(ap: argparse.ArgumentParser, path: Path) -> dict[str, Any]:
    """The JSON object in `path`; anything else ends the tool with a usage error that names the file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        ap.error(f"cannot read {path}: {exc}")
    if not isinstance(data, dict):
        ap.error(f"{path} does not hold a JSON object")
    return data


def write_png(path: Path, png: bytes) -> None:
    path.write_bytes(png)
    print(f"wrote {path} ({len(png) // 1024} KB)")
