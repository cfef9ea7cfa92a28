"""A store that counts its calls by method name (benchmarks and tests that hold a piece of work to its reads)."""

from __future__ import annotations

from typing import Any


class Counting:
    """Counts the store calls a piece of work makes (by method name)."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        found = getattr(self.store, name)
        if callable(found):
            def call(*args: Any, **kwargs: Any) -> Any:
                self.calls.append(name)
                return found(*args, **kwargs)
            return call
        return found
