"""Words for what the bot shows one user: their private information, choices for menus and autocomplete.

Presentation only: everything here reads views and legal-action dicts that the service returned, and names
things with the words layer's terms (words.mali), so Polish and English stay in one place.
"""

from __future__ import annotations

from typing import Any

from cogs.i18n import game_text
from data.mali.loader import game_data
from jsontypes import Json
from words.mali import GAME, card_name, colour_name, goal_name, order_name, result_notes, scout_name, term, token_name


def mali_text(key: str, lang: str, **params: Any) -> str:
    """A bot-layer string as Mali Powstańcy words it (data/messages/<lang>/mali/bot.ftl, else the shared one)."""
    return game_text(GAME, key, lang, **params)


def space_name(space: str | None) -> str:
    data = game_data()
    return data.spaces[space].name if space and space in data.spaces else "—"


def private_info(data: Json, lang: str) -> str:
    """The /hand answer: hand, tokens, secret goal, scouts, and the turn's state."""
    colour = str(data.get("colour") or "")
    me: Json = data.get("me") or {}
    view: Json = data.get("view") or {}
    lines = [mali_text("hand.title", lang, colour=colour_name(colour, lang))]
    hand = ", ".join(card_name(c, lang) for c in me.get("hand") or []) or "—"
    lines.append(mali_text("hand.cards", lang, cards=hand))
    tokens = ", ".join(token_name(t, lang) for t in me.get("tokens") or []) or "—"
    lines.append(mali_text("hand.tokens", lang, tokens=tokens))
    if me.get("goal"):
        lines.append(mali_text("hand.goal", lang, goal=goal_name(str(me["goal"]), lang)))
    for scout in view.get("scouts", []):
        if scout.get("player") != colour:
            continue
        where = space_name(scout.get("space")) if scout.get("space") else mali_text(
            "hand.prison" if int(scout.get("prison") or 0) > 0 else "hand.not_placed", lang)  # B-5.6 vs deployment
        extra = ""
        if scout.get("order"):
            extra += " · " + order_name(int(scout["order"]), lang)
        if scout.get("letters"):
            extra += " · " + mali_text("hand.letters", lang, letters=", ".join(scout["letters"]))
        lines.append(f"• {scout_name(str(scout['id']), lang)}: {where}{extra}")
    turn = view.get("turn") or {}
    if turn.get("player") == colour:
        if turn.get("card"):
            lines.append(mali_text("hand.turn", lang, card=card_name(str(turn["card"]), lang), mp=turn.get("mp", 0)))
        else:
            lines.append(mali_text("hand.turn_no_card", lang))
    return "\n".join(lines)


def action_label(action: Json, lang: str) -> str:
    """A short label for one legal action, for autocomplete and select menus (≤ 100 characters)."""
    kind = action.get("type")
    player = str(action.get("player", ""))
    label: str
    if kind == "play_card":
        label = card_name(str(action["card"]), lang)
    elif kind == "move":
        label = space_name(str(action["to"]))
        if action.get("cost") is not None:
            path = action.get("path") or []
            via = " → ".join(space_name(s) for s in path[1:-1])
            label += f" · {action['cost']} {mali_text('mp', lang)}" + (f" ({mali_text('via', lang)} {via})" if via else "")
    elif kind == "pick_up_order":
        label = mali_text("choice.order", lang, scout=action["scout"], order=order_name(int(action["order"]), lang))
    elif kind == "pick_up_drops":
        label = mali_text("choice.drops", lang, scout=action["scout"])
    elif kind == "pick_up_letters":
        label = mali_text("choice.letters", lang, scout=action["scout"])
    elif kind == "exchange_letters":
        label = mali_text("choice.give", lang, letters=", ".join(action["letters"]), a=action["from_scout"],
                         b=action["to_scout"])
    elif kind == "change_of_orders":
        label = mali_text("choice.change", lang, a=action["order_a"], b=action["order_b"])
    elif kind == "buddies":
        label = mali_text("choice.buddies", lang, a=scout_name(f"{player}-{action['scout_a']}", lang),
                         b=scout_name(f"{player}-{action['scout_b']}", lang),
                         source=mali_text(f"source.{action.get('source', 'card')}", lang))
    elif kind == "squad":
        label = mali_text("choice.squad", lang, source=mali_text(f"source.{action.get('source', 'card')}", lang))
    elif kind == "light_signal":
        label = space_name(str(action["to"]))
    elif kind == "use_token":
        label = token_name(str(action["token"]), lang)
        if action.get("space"):
            label += f" · {space_name(str(action['space']))}"
        if action.get("order") is not None:
            label += f" · {order_name(int(action['order']), lang)}"
        if action.get("scout") is not None:
            label += " · " + scout_name(f"{player}-{action['scout']}", lang)
    elif kind == "deploy":
        label = space_name(str(action["space"]))
    else:
        label = str(kind)
    return label[:100]


def score_lines(result: Json, lang: str) -> list[str]:
    """The final score table (E-1) from the game's result record, best first (a tie broken as E-1 breaks it);
    winners marked; under the title, how a tie was broken and why the game ended."""
    rows: list[Json] = sorted(result.get("scores") or [],
                              key=lambda r: (-int(r.get("total", 0)), -int(r.get("orders_delivered", 0))))
    if not rows:
        return []
    winners = set(result.get("winners") or [])
    lines = [mali_text("score.title", lang, outcome=term(f"outcome.{result.get('outcome')}", lang)),
             *result_notes(result, lang)]
    for row in rows:
        colour = str(row.get("colour"))
        name = colour_name(colour, lang)
        lines.append(mali_text("score.row", lang, mark="🏆 " if colour in winners else "• ",
                              colour=name[:1].upper() + name[1:], total=row.get("total", 0),
                              orders=row.get("orders", 0), tokens=row.get("tokens", 0),
                              letters=row.get("letters", 0), goal=row.get("goal_points", 0)))
    return lines
