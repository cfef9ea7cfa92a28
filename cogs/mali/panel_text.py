"""The turn panel's words: the player's situation (card, MP, hand, what lies under each scout) and the
richer turn ping's extra lines (cards in hand, orders in their last round and what their failure causes)."""

from __future__ import annotations

from cogs.mali.texts import mali_text, space_name
from data.mali.loader import game_data
from engine.mali.forecast import failure_effects
from jsontypes import Json
from service.results import MyInfo
from words.mali import card_name, colour_name, order_name, scout_name, token_name


def here(view: Json, space: str, lang: str) -> list[str]:
    """What a scout on `space` could pick up or meets there: orders waiting, drop tokens, letters."""
    things = [mali_text("panel.here.order", lang, order=order_name(int(t["order"]), lang))
              for t in view.get("track") or [] if t.get("pickup") == space and not t.get("carrier")]
    drops = int((view.get("drops") or {}).get(space, 0))
    if drops:
        things.append(mali_text("panel.here.drops", lang, count=drops))
    letters = [lt for lt in view.get("letters") or [] if lt.get("space") == space]
    if letters:
        things.append(mali_text("panel.here.letters", lang, count=len(letters)))
    return things


def situation(info: MyInfo, lang: str) -> str:
    colour = str(info.colour or "")
    view, me = info.view, info.me
    turn: Json = view.get("turn") or {}
    lines: list[str] = []
    if info.blocked is not None:
        lines.append(mali_text("panel.not_yours", lang, colour=colour_name(colour, lang),
                              reason=info.blocked.message(lang)))
    else:
        lines.append(mali_text("panel.title", lang, colour=colour_name(colour, lang), round=view.get("round", 0)))
        if view.get("phase") == "deploy" and view.get("deploy_next"):
            lines.append(mali_text("panel.deploy", lang, number=str(view["deploy_next"]).rsplit("-", 1)[-1]))
        elif turn.get("card"):
            lines.append(mali_text("panel.card", lang, card=card_name(str(turn["card"]), lang), mp=turn.get("mp", 0)))
        elif turn.get("player") == colour:
            lines.append(mali_text("panel.no_card", lang))
    hand = ", ".join(card_name(str(c), lang) for c in me.get("hand") or []) or "—"
    lines.append(mali_text("panel.hand", lang, cards=hand))
    if me.get("tokens"):
        lines.append(mali_text("panel.tokens", lang, tokens=", ".join(token_name(str(t), lang) for t in me["tokens"])))
    for scout in view.get("scouts") or []:
        if scout.get("player") != colour:
            continue
        space = scout.get("space")
        parts = [space_name(space) if space else mali_text("panel.prison", lang)]
        carried = [order_name(int(scout["order"]), lang)] if scout.get("order") else []
        carried += [str(lt) for lt in scout.get("letters") or []]
        if carried:
            parts.append(mali_text("panel.carries", lang, what=", ".join(carried)))
        found = here(view, str(space), lang) if space else []
        if found:
            parts.append(mali_text("panel.here", lang, what=", ".join(found)))
        lines.append(mali_text("panel.scout", lang, scout=scout_name(str(scout["id"]), lang), space=" · ".join(parts)))
    return "\n".join(lines)


def ping_lines(view: Json, colour: str, lang: str) -> list[str]:
    """Extra lines for the turn ping: how many cards the player holds, and what is urgent on the track."""
    player = next((p for p in view.get("players") or [] if p.get("colour") == colour), None)
    lines = []
    if player is not None:
        lines.append(mali_text("ping.cards", lang, count=int(player.get("hand_size") or 0)))
    effects = failure_effects(view, game_data())
    if effects:
        urgent = ", ".join(mali_text(f"ping.fail.{effect}", lang, order=order_name(order, lang))
                           for order, effect in sorted(effects.items()))
        lines.append(mali_text("ping.urgent", lang, orders=urgent))
    return lines
