"""The game in words for the terminal: the table view (`show`), the log, the final scores.

Reads the service's plain views and log entries; names colours, scouts, cards and spaces instead of ids.
"""

from __future__ import annotations

from console.mali.words import plural, say
from console.output import cap
from data.mali.loader import GameData, game_data
from jsontypes import Json
from words.mali import card_name, colour_name, order_name, result_notes, scout_name, term, token_name


def space(sid: object, data: GameData) -> str:
    return data.spaces[sid].name if isinstance(sid, str) and sid in data.spaces else str(sid)


def threat_text(threat: int, limit: int, lang: str) -> str:
    """B-7.3: the threat counts the tanks; at the limit (4) the uprising is crushed."""
    key = "threat_crushed" if threat >= limit else "threat"
    return say(key, lang, threat=threat, limit=limit)


def scout_away(prison: int, lang: str) -> str:
    """A scout off the board: in prison (B-5.6), or not placed yet (the advanced deployment, B-2.4)."""
    if prison > 0:
        return say("in_prison", lang, turns=plural("turns", lang, prison))
    return say("not_placed", lang)


def show_lines(v: Json, lang: str, data: GameData | None = None) -> list[str]:
    """The public view as lines: round, phase, threat, turn, points, then the pieces."""
    data = data or game_data()
    phase = term(f"phase.{v.get('phase')}", lang)
    lines = [say("show_head", lang, round=v.get("round"), phase=phase,
                 threat=threat_text(int(v.get("threat", 0)), int(v.get("threat_limit", 4)), lang),
                 deck=v.get("deck_size"))]
    turn = v.get("turn")
    if turn and turn.get("player"):
        who = cap(colour_name(turn["player"], lang))
        if turn.get("card"):
            lines.append(say("turn_card", lang, colour=who, card=card_name(str(turn["card"]), lang), mp=turn.get("mp")))
        else:
            lines.append(say("turn_no_card", lang, colour=who))
    elif v.get("waiting_for"):
        lines.append(say("waiting", lang, colour=cap(colour_name(str(v["waiting_for"]), lang))))
    players = [p for p in v.get("players", []) if not p.get("removed")]
    if players:
        scores = ", ".join(f"{cap(colour_name(p['colour'], lang))} {p.get('order_points', 0)}" for p in players)
        lines.append(say("points", lang, scores=scores))
    for t in v.get("track", []):
        carrier = say("carried_by", lang, scout=scout_name(t["carrier"], lang)) if t.get("carrier") else ""
        lines.append("  " + say("track_line", lang, left=t.get("rounds_left"),
                                order=order_name(int(t["order"]), lang, data), carrier=carrier))
    for s in v.get("scouts", []):
        where = space(s["space"], data) if s.get("space") else scout_away(int(s.get("prison") or 0), lang)
        extra = say("scout_order", lang, order=s["order"]) if s.get("order") else ""
        extra += say("scout_letters", lang, letters=",".join(s["letters"])) if s.get("letters") else ""
        lines.append(f"  {scout_name(s['id'], lang):<16} {where}{extra}")
    if v.get("tanks"):
        tanks = ", ".join(f"{space(k, data)} ({t})" for k, t in v["tanks"].items())
        lines.append("  " + say("tanks", lang, tanks=tanks))
    if v.get("soldier"):
        lines.append("  " + say("soldier", lang, space=space(v["soldier"], data)))
    lib = v.get("liberator")
    if lib and lib.get("space"):
        lines.append("  " + say("liberator", lang, space=space(lib["space"], data), next=space(lib.get("next"), data)))
    if v.get("drops"):
        lines.append("  " + say("drops", lang, drops=", ".join(f"{space(k, data)} ×{n}" for k, n in v["drops"].items())))
    for lt in v.get("letters", []):
        lines.append("  " + say("letter", lang, id=lt["id"], space=space(lt["space"], data),
                                district=data.districts.get(lt["to"], lt["to"])))
    return lines


def result_lines(result: Json, lang: str) -> list[str]:
    """The end: who won, by name, how a tie was broken and why the game ended, then the score table (E-1 - E-4)."""
    outcome = result.get("outcome")
    winners = [cap(colour_name(c, lang)) for c in result.get("winners", [])]
    if outcome == "victory" and winners:
        key = "victory_one" if len(winners) == 1 else "victory"
        lines = [say(key, lang, winners=say("and", lang).join(winners))]
    elif outcome == "defeat":
        lines = [say("defeat", lang)]
    else:
        lines = [say("aborted", lang)]
    lines += [f"   {note}" for note in result_notes(result, lang)]
    lines.append(say("score_head", lang))
    for row in result.get("scores", []):
        mark = " *" if row["colour"] in result.get("winners", []) else ""
        lines.append(f"{cap(colour_name(row['colour'], lang)):<14}{row['orders']:>7}{row['tokens']:>7}"
                     f"{row['letters']:>8}{row['goal_points']:>6}{row['total']:>7}{mark}")
    return lines


def action_text(action: Json, lang: str, data: GameData | None = None) -> str:
    """One player action in words (without who did it)."""
    data = data or game_data()
    kind = str(action.get("type", ""))
    colour = str(action.get("player", ""))

    def scout(key: str) -> str:
        return scout_name(f"{colour}-{action.get(key)}", lang)

    def letters() -> str:
        return ", ".join(str(x) for x in action.get("letters") or []) or "—"

    if kind == "play_card":
        return say("act.play_card", lang, card=card_name(str(action.get("card")), lang))
    if kind in ("move", "deploy"):
        return say(f"act.{kind}", lang, scout=scout("scout"), space=space(action.get("to") or action.get("space"), data))
    if kind == "pick_up_order":
        return say("act.pick_up_order", lang, scout=scout("scout"), order=action.get("order"))
    if kind == "pick_up_letters" and not action.get("letters"):  # none named: every letter on the space
        return say("act.pick_up_letters.all", lang, scout=scout("scout"))
    if kind in ("pick_up_drops", "pick_up_letters"):
        return say(f"act.{kind}", lang, scout=scout("scout"), letters=letters())
    if kind == "exchange_letters":
        return say("act.exchange_letters", lang, scout=scout("from_scout"), other=scout("to_scout"), letters=letters())
    if kind == "buddies":
        return say("act.buddies", lang, scout=scout("scout_a"), other=scout("scout_b"))
    if kind == "light_signal":
        return say("act.light_signal", lang, space=space(action.get("to"), data))
    if kind == "change_of_orders":
        return say("act.change_of_orders", lang, order=action.get("order_a"), other=action.get("order_b"))
    if kind == "use_token":
        target = ""
        if action.get("space"):
            target = f" → {space(action['space'], data)}"
        elif action.get("order") is not None:
            target = f" → {action['order']}"
        elif action.get("scout") is not None:
            target = f" → {scout('scout')}"
        return say("act.use_token", lang, token=token_name(str(action.get("token")), lang, data), target=target)
    if kind == "undo" and action.get("scope") == "step":
        return say("act.undo-step", lang)
    if f"act.{kind}" in _ACTS:
        return say(f"act.{kind}", lang)
    return say("act.other", lang, type=kind)


_ACTS = {"act.squad", "act.undo", "act.end_turn", "act.timeout_pass"}


def log_line(entry: Json, lang: str, name_of: dict[int, str], data: GameData | None = None) -> str:
    """One log entry as a readable line: `#12 Orange: moves orange 2 to Pawiak`."""
    payload: Json = entry.get("payload") or {}
    kind = str(entry.get("kind", ""))
    actor = entry.get("actor")
    who = name_of.get(actor, say("moderator", lang)) if isinstance(actor, int) else say("moderator", lang)
    who = cap(who)
    if "new_game" in payload:
        colours = ", ".join(colour_name(c, lang) for c in payload["new_game"].get("colours", []))
        text = say("log.reset" if kind == "reset" else "log.start", lang, colours=colours)
    elif "action" in payload and kind == "action":
        action = payload["action"]
        text = f"{cap(colour_name(str(action.get('player')), lang))}: {action_text(action, lang, data)}"
    elif "action" in payload and kind in ("skip", "timeout"):
        action = payload["action"]
        text = say(f"log.{kind}", lang, who=who, colour=colour_name(str(action.get("player")), lang),
                   action=action_text(action, lang, data))
    elif kind == "rollback":
        text = say("log.rollback", lang, who=who, round=payload.get("round"),
                   phase=term(f"phase.{payload.get('phase')}", lang))
    elif kind == "join":
        text = say("log.join", lang, who=who, colour=cap(colour_name(str(payload.get("colour")), lang)))
    elif kind == "end" or kind == "create":
        text = say(f"log.{kind}", lang, who=who)
    elif "action" in payload:
        text = f"{who} ({kind}): {action_text(payload['action'], lang, data)}"
    else:
        text = say("log.other", lang, who=who, kind=kind)
    return f"  #{entry.get('seq')} {text}"
