"""The position key of every public piece of a view (what `render.layout` reports), for tests and tools."""

from __future__ import annotations

from collections.abc import Iterable

from engine.mali.view import MaliView


def iter_piece_keys(view: MaliView) -> Iterable[str]:
    """The position keys every public piece of `view` must get (see `Renderer.compose` and `render.layout`)."""
    for s in view.get("scouts") or []:
        if s.get("space"):
            yield f"scout:{s['id']}"
            if s.get("letters"):
                yield f"scout_letters:{s['id']}"
        elif int(s.get("prison") or 0) > 0:
            yield f"prison:{s['id']}"
    for i, m in enumerate(view.get("last_moves") or []):
        path = m.get("path") or []
        if len(set(path)) > 1:
            yield f"trace:{i}"
    tanks = view.get("tanks") or {}
    for sid in tanks:
        yield f"tank:{sid}"
    for sid in view.get("blocked") or []:
        if sid not in tanks:
            yield f"blocked:{sid}"
    for did in view.get("fallen") or []:
        yield f"fallen:{did}"
    for sid, n in (view.get("drops") or {}).items():
        if n:
            yield f"drop:{sid}"
    for lt in view.get("letters") or []:
        yield f"letter:{lt['id']}"
    for t in view.get("track") or []:
        yield f"order:{t['order']}"
        yield f"target:{t['order']}"
        yield f"carried:{t['carrier']}" if t.get("carrier") else f"order_tag:{t['order']}"
    if view.get("soldier"):
        yield "soldier"
    lib = view.get("liberator")
    if lib and lib.get("space"):
        yield "liberator"
        if lib.get("next"):
            yield "liberator_next"
    result = view.get("result")
    if not result:  # the final board shows only the final scores
        for p in view.get("players") or []:
            yield f"player:{p['colour']}"
    else:
        for row in result.get("scores") or []:
            yield f"score:{row['colour']}"
