"""The web view's pages as HTML: a game's page (its board, whose turn, the log, the replay's controls) and the
plain pages (a link that does not work, too many requests).

Every text is escaped here; the page's data for its script is JSON inside a non-executed <script> element,
with "<" escaped, so that no name a player chose can end it. The script (web/static/watch.js) and the style
sheet (web/static/web.css) are files of their own: the pages allow no inline script (Content-Security-Policy).
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from service.watch import GamePage, Line, Step
from web.words import (
    WebFront,
    action_text,
    bot_words,
    colour_name,
    player_name,
    title,
    web_text,
    when,
)
from words import Time, codes, languages

POLL_SECONDS = 5  # how often an open page asks whether its game moved on


def names_of(page: GamePage, lang: str) -> dict[int, str]:
    return {s.user: player_name(s.user, s.name, page.game, lang, s.colour) for s in page.seats}


def shell(lang: str, head_title: str, body: str, *, page: str, here: str = "", styles: tuple[str, ...] = ()) -> str:
    """The frame of every page: language, phone viewport, style sheet, the language switch."""
    current = ' aria-current="true"'
    switch = " · ".join(
        f'<a href="{escape(here)}?lang={escape(lg.code)}" hreflang="{escape(lg.code)}"'
        f'{current if lg.code == lang else ""}>{escape(lg.name)}</a>'
        for lg in languages() if lg.code in codes())
    return (f'<!doctype html>\n<html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">'
            f'<title>{escape(head_title)}</title><link rel="stylesheet" href="/static/web.css">'
            + "".join(f'<link rel="stylesheet" href="{escape(css)}">' for css in styles) + '</head>'
            f'<body data-page="{escape(page)}">{body}'
            f'<footer><nav class="langs" aria-label="{escape(web_text("languages", lang))}">{switch}</nav>'
            f'<p>{escape(web_text("footer", lang))}</p></footer></body></html>')


def status_line(page: GamePage, lang: str, front: WebFront) -> str:
    status = bot_words(f"status.{page.status}", lang, front)
    if page.round is not None and page.phase is not None and not page.finished:
        where = bot_words("status.round", lang, front, page.game, round=page.round, phase=page.phase)
        return f"{status} · {where}"
    return status


def step_label(page: GamePage, step: Step, lang: str, front: WebFront) -> str:
    where = bot_words("status.round", lang, front, page.game, round=step.round or 0, phase=step.phase or "")
    return web_text("step", lang, front, n=step.n + 1, total=len(page.steps), where=where)


def line_text(page: GamePage, line: Line, lang: str, front: WebFront) -> str:
    if line.action is not None:
        said = action_text(page.game, line.action, lang, front)
    else:
        said = bot_words(f"log.{line.kind}", lang, front)
    return said


def turn_html(page: GamePage, lang: str, front: WebFront, names: dict[int, str]) -> str:
    if page.finished:
        return f'<p id="turn" class="turn over">{escape(web_text("finished", lang, front))}</p>'
    if not page.waiting:
        return f'<p id="turn" class="turn">{escape(status_line(page, lang, front))}</p>'
    who = ", ".join(names.get(u, "") or web_text("someone", lang) for u in page.waiting_users) or ", ".join(
        colour_name(page.game, c, lang) for c in page.waiting)
    deadline = ""
    if page.deadline_at:
        deadline = (f' <span class="deadline">{escape(web_text("until", lang, front))} '
                    f'<time datetime="{when(page.deadline_at)}">{escape(front.time(_time(page.deadline_at)))}'
                    f'</time></span>')
    return (f'<p id="turn" class="turn">{escape(web_text("waiting", lang, front, who=who))}{deadline}</p>')


def _colour(game: str, colour: str | None, lang: str) -> str:
    """A seat's colour after its player's name, once one is chosen."""
    return f' <span class="colour">({escape(colour_name(game, colour, lang))})</span>' if colour else ""


def _time(at: float) -> Time:
    return Time(at, "f")


def game_page(page: GamePage, lang: str, base: str, here: str, poll: float = POLL_SECONDS) -> str:
    """A game's whole page; `base` is the link's path (its board and data paths hang below it)."""
    names = names_of(page, lang)
    front = WebFront(names, lang)
    name = title(page.game, lang)
    status = status_line(page, lang, front)
    seats = "".join(
        f'<li class="seat{" removed" if s.removed else ""}"><span class="swatch c-{escape(str(s.colour or ""))}"'
        f' aria-hidden="true"></span>{escape(names[s.user])}{_colour(page.game, s.colour, lang)}</li>'
        for s in page.seats)
    lines = "".join(
        f'<li data-step="{line.step}"><time datetime="{when(line.at)}">{escape(front.time(_time(line.at)))}</time> '
        f'{escape(line_text(page, line, lang, front))}</li>'
        for line in page.lines)
    steps = [{"n": s.n, "label": step_label(page, s, lang, front)} for s in page.steps]
    data = {"base": base, "lang": lang, "version": page.version, "finished": page.finished,
            "poll": poll, "steps": steps}
    replay = ""
    if page.steps:
        last = len(page.steps) - 1
        replay = (
            f'<section class="replay" aria-label="{escape(web_text("replay", lang))}">'
            f'<figure><img id="board" src="{escape(base)}/board/{last}.png?lang={escape(lang)}" '
            f'alt="{escape(web_text("board_alt", lang, front, title=name))}"></figure>'
            f'<div class="controls">'
            f'<button type="button" id="first" aria-label="{escape(web_text("first", lang))}">«</button>'
            f'<button type="button" id="prev" aria-label="{escape(web_text("prev", lang))}">‹</button>'
            f'<input type="range" id="step" min="0" max="{last}" value="{last}" '
            f'aria-label="{escape(web_text("replay", lang))}">'
            f'<button type="button" id="next" aria-label="{escape(web_text("next", lang))}">›</button>'
            f'<button type="button" id="last" aria-label="{escape(web_text("last", lang))}">»</button></div>'
            f'<p id="step-label" aria-live="polite">{escape(str(steps[-1]["label"]))}</p>'
            f'<p id="news" class="news" hidden><button type="button" id="reload">'
            f'{escape(web_text("news", lang))}</button></p>'
            + (f'<section id="secrets"><h2>{escape(web_text("secrets", lang))}</h2><div id="secret-list"></div>'
               f'</section>' if page.finished else "")
            + '</section>')
    body = (f'<header><h1>{escape(name)}</h1><p class="status" id="status">{escape(status)}</p></header><main>'
            f'{turn_html(page, lang, front, names)}{replay}'
            f'<section class="seats"><h2>{escape(web_text("players", lang))}</h2><ul>{seats}</ul></section>'
            f'<section class="log"><h2>{escape(web_text("log", lang))}</h2>'
            f'<ol id="log">{lines or "<li>" + escape(bot_words("log.empty", lang, front)) + "</li>"}</ol></section>'
            f'</main><script type="application/json" id="data">{script_json(data)}</script>'
            f'<script src="/static/watch.js" defer></script>')
    return shell(lang, f"{name} · {status}", body, page="game", here=here)


def script_json(data: Any) -> str:
    """JSON that no text in it can end the <script> element it sits in."""
    return json.dumps(data, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e").replace(
        "&", "\\u0026")


def notice_page(lang: str, key: str, status: int) -> str:
    """A page that only says one thing: a link that does not work (404), too many requests (429) ..."""
    text = web_text(key, lang)
    body = f'<main class="notice"><h1>{escape(text)}</h1><p>{escape(web_text(key + "_more", lang))}</p></main>'
    return shell(lang, text, body, page=f"notice-{status}")


__all__ = ["POLL_SECONDS", "game_page", "names_of", "notice_page", "script_json", "shell"]
