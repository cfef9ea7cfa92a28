"""Look-ups the panel needs beyond the view: a drop token's kind and name, a secret goal's short label."""

from __future__ import annotations

from functools import lru_cache

from data.mali.loader import game_data
from render.mali.strings import tr


@lru_cache(maxsize=64)
def token_kind(token_id: str) -> str:
    t = game_data().drop_tokens.get(token_id)
    return t.kind if t else token_id


def token_name(token_id: str, lang: str) -> str:
    return tr(lang, f"token.{token_kind(token_id)}")


def goal_short(goal_id: str, lang: str) -> str:
    g = game_data().goals.get(goal_id)
    if g is None:
        return goal_id
    if g.kind == "courier" and g.district:
        return g.district
    return tr(lang, "tokens" if g.kind == "most_drops" else "letters")
