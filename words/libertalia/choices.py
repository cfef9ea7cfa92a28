"""Pending choices in words: the question to the chooser and a short label per option.

An option is `{"id": ..., typed fields}` (engine/libertalia/events.py, PENDING). Its shape is read from the id,
which is stable ("loot:map", "owner:red:rank:23", "keep:rank:8", "gain", "order:24", "swap:map:relic",
"loot:map:count:2", "rank:17"), so a logged `choose` action (the id alone) reads as well as a live option.
A label fits a Discord button or select option (at most 80 characters).
"""

from __future__ import annotations

from typing import Any

from jsontypes import Json
from words.catalogue import has
from words.compose import text
from words.libertalia.terms import GAME, PART, loot_count
from words.params import DISCORD, Front, Term

MAX_LABEL = 80  # Discord's cap on a button's label and a select option's label
KEEP_LOOT = frozenset({"preacher_keep"})


def option_fields(option_id: str) -> Json:
    """The typed fields an option id spells out: "owner:red:rank:23" -> {owner: red, rank: 23}."""
    parts = option_id.split(":")
    head = parts[0]
    if head == "gain" and len(parts) == 1:
        return {"gain": True}
    if head == "swap" and len(parts) == 3:
        return {"swap": True, "loot": parts[1], "loot_next": parts[2]}
    if head == "keep":
        return {"keep": True, **option_fields(":".join(parts[1:]))}
    if head == "order" and len(parts) == 2:
        return {"order": True, "rank": _number(parts[1])}
    out: Json = {}
    for i in range(0, len(parts) - 1, 2):
        out[parts[i]] = _number(parts[i + 1]) if parts[i] in ("rank", "count") else parts[i + 1]
    return out


def _number(value: str) -> int | str:
    return int(value) if value.isdigit() else value


def option_params(kind: str, option: Json, lang: str) -> tuple[str, dict[str, Any]]:
    """The catalogue key of one option's label and its parameters (the id's fields, then the typed ones)."""
    fields = option_fields(str(option.get("id", "")))
    fields.update({k: v for k, v in option.items() if k != "id" and v is not None})
    p: dict[str, Any] = {}
    if fields.get("gain"):
        if isinstance(fields.get("count"), int):
            return "option.gain_count", {"count": fields["count"]}
        return "option.gain", p
    if fields.get("swap"):
        return "option.swap", {"loot": Term("loot", str(fields["loot"])),
                               "loot_next": Term("loot", str(fields["loot_next"]))}
    if "rank" in fields:
        p["card"] = Term("card", fields["rank"])
        if fields.get("keep"):
            return "option.keep", p
        if fields.get("order"):
            return "option.order", p
        if "owner" in fields:
            p["owner"] = Term("colour", str(fields["owner"]))
            return "option.owned_card", p
        return "option.card", p
    if "loot" in fields:
        kind_of_loot = str(fields["loot"])
        if isinstance(fields.get("count"), int):
            p["tokens"] = loot_count(kind_of_loot, int(fields["count"]), lang)
            if isinstance(fields.get("coins"), int):
                p["coins"] = fields["coins"]
                return "option.sell_coins", p
            return "option.sell", p
        p["loot"] = Term("loot", kind_of_loot)
        if "owner" in fields:
            p["owner"] = Term("colour", str(fields["owner"]))
            return "option.owned_loot", p
        return ("option.keep_loot" if kind in KEEP_LOOT else "option.loot"), p
    return "option.other", {"number": 1}


def option_label(kind: str, option: Json, lang: str, front: Front = DISCORD) -> str:
    """One option as a button or select shows it: "Mapa", "23 · Złodziej · czerwony", "Weź 2 dublony"."""
    key, params = option_params(kind, option, lang)
    label = text(PART, key, lang, front, _room=GAME, **params)
    label = label[:1].upper() + label[1:]
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1].rstrip() + "…"


def option_text(kind: str, option_id: Any, lang: str) -> str:
    """An option named by its id alone (a logged choice, a timeout), in the reader's language."""
    if option_id is None:
        return text(PART, "term.empty", lang, _room=GAME)
    return option_label(kind, {"id": str(option_id)}, lang)


def describe_pending(pending: Json, lang: str, front: Front = DISCORD) -> str:
    """The question a pending choice asks its chooser."""
    kind = str(pending.get("kind", ""))
    key = f"choice.{kind}" if has("en", PART, f"choice.{kind}") else "choice.other"
    raw = pending.get("source")
    source: Json = raw if isinstance(raw, dict) else {}
    params: dict[str, Any] = {}
    if source.get("rank") is not None:
        params["character"] = Term("character", source["rank"])
    if source.get("owner") is not None:
        params["owner"] = Term("colour", str(source["owner"]))
    params["player"] = Term("colour", str(pending.get("player", "")))
    return text(PART, key, lang, front, _room=GAME, **params)


def options(pending: Json, lang: str, front: Front = DISCORD) -> list[tuple[str, str]]:
    """(option id, label) for every option of a pending choice, in the engine's order."""
    kind = str(pending.get("kind", ""))
    return [(str(o.get("id")), option_label(kind, o, lang, front)) for o in pending.get("options") or []]


def pick_prompt(voyage: int, day: int, lang: str, front: Front = DISCORD) -> str:
    """The daily question on a player's private panel."""
    return text(PART, "choice.pick", lang, front, _room=GAME, voyage=voyage, day=day)


def waiting_line(waiting: list[str], pending: list[Json], lang: str, front: Front = DISCORD) -> str:
    """Who the game waits for: each open choice by its chooser and kind, else the players still to pick."""
    if pending:
        lines = (text(PART, "status.pending", lang, front, _room=GAME, player=str(p.get("player", "")),
                      kind=str(p.get("kind", ""))) for p in pending)
        return " ".join(line[:1].upper() + line[1:] for line in lines)
    return text(PART, "status.waiting", lang, front, _room=GAME, colours=list(waiting))
