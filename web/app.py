"""The web view's server (issue 28): read-only pages behind signed links, served by aiohttp (already installed
with discord.py).

    app = make_app(Watcher(service.pipeline), links, stats=service.stats)

Routes (every one GET; there is no write endpoint):
    /g/<game>/<generation>/<signature>                  a game's page
    /g/<game>/<generation>/<signature>/board/<n>.png    the board at replay step n (the public view while it runs)
    /g/<game>/<generation>/<signature>/step/<n>.json    a finished game's hidden information at step n
    /g/<game>/<generation>/<signature>/live.json        the game's version: an open page asks every few seconds
    /s/<server>/<generation>/<signature>                a server's statistics
    /static/<file>                                      the style sheet and the page script
A link that is not this deployment's, or whose generation a moderator has replaced, gets the same "this link
does not work" page as one that never existed. Requests are small (no body is read), and each client address
has its own budget of requests per second (429 past it).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import web

from render.facade import has_board, render_board_async
from service.errors import ServiceError
from service.memory import Lru
from service.watch import Watcher
from service.weblinks import GAME, SERVER, SERVER_GENERATION, Signed, WebLinks, read_path
from web.pages import POLL_SECONDS, names_of, notice_page, shell
from web.pages import game_page as render_game_page
from web.secrets import seat_lines
from web.words import language, player_name, web_text

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
STATIC_TYPES = {".css": "text/css", ".js": "text/javascript"}
MAX_REQUEST = 8 * 1024  # bytes a request may bring (a GET brings none)
RATE = 20.0  # requests per second per client address, on average
BURST = 60.0  # requests one client may make at once
BOARDS = 256  # boards kept drawn (PNG bytes) across games
HEADERS = {
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
                               "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",  # a page's address is its key: never sent elsewhere
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-store",
}

GameStats = Callable[[int], Awaitable[Any]]  # guild id -> its statistics (service/stats.py)
StatsPage = Callable[[Any, str], str]  # (statistics, lang) -> the page's body


@dataclass(slots=True)
class ClientBudget:
    """A token bucket per client address: `RATE` a second, up to `BURST` at once."""

    rate: float = RATE
    burst: float = BURST
    clients: Lru[str, tuple[float, float]] = field(default_factory=lambda: Lru(10_000))

    def take(self, client: str, now: float) -> bool:
        tokens, at = self.clients.get(client) or (self.burst, now)
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        if tokens < 1:
            self.clients.put(client, (tokens, now))
            return False
        self.clients.put(client, (tokens - 1, now))
        return True


@dataclass(slots=True)
class WebView:
    """What the handlers share: the watcher, the links, the statistics, the drawn boards."""

    watcher: Watcher
    links: WebLinks
    stats: GameStats | None = None
    stats_page: StatsPage | None = None
    server_language: Callable[[int | None], Awaitable[str | None]] | None = None
    poll: float = POLL_SECONDS  # how often an open page asks whether its game moved on
    budget: ClientBudget = field(default_factory=ClientBudget)
    boards: Lru[tuple[int, int, str], bytes] = field(default_factory=lambda: Lru(BOARDS))
    pages: Lru[tuple[int, int, str], str] = field(default_factory=lambda: Lru(BOARDS))  # (game, version, lang)


VIEW = web.AppKey("view", WebView)


def make_app(watcher: Watcher, links: WebLinks, *, stats: GameStats | None = None,
             stats_page: StatsPage | None = None, rate: float = RATE, burst: float = BURST,
             server_language: Callable[[int | None], Awaitable[str | None]] | None = None,
             poll: float = POLL_SECONDS) -> web.Application:
    view = WebView(watcher, links, stats, stats_page, server_language, poll, ClientBudget(rate, burst))
    app = web.Application(client_max_size=MAX_REQUEST, middlewares=[guard])
    app[VIEW] = view
    game = "/g/{ident:[0-9]+}/{gen:[0-9]+}/{sig:[A-Za-z0-9_-]+}"
    app.router.add_get("/", home)
    app.router.add_get(game, game_page)
    app.router.add_get(game + "/board/{n:[0-9]+}.png", board)
    app.router.add_get(game + "/step/{n:[0-9]+}.json", step)
    app.router.add_get(game + "/live.json", live)
    app.router.add_get("/s/{ident:[0-9]+}/{gen:[0-9]+}/{sig:[A-Za-z0-9_-]+}", server_page)
    app.router.add_get("/static/{name}", static)
    app.router.add_get("/favicon.ico", no_icon)
    return app


def view_of(request: web.Request) -> WebView:
    return request.app[VIEW]


def lang_of(request: web.Request, server: str | None = None) -> str:
    return language(request.query.get("lang"), server)


def html(text: str, status: int = 200) -> web.Response:
    return web.Response(text=text, status=status, content_type="text/html", charset="utf-8")


@web.middleware
async def guard(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                ) -> web.StreamResponse:
    """Every request: the client's budget, the security headers, and no traceback for anyone: a refused link
    is a 404 page, an unexpected failure a 500 page (and one line with its traceback in the bot's log)."""
    view = view_of(request)
    client = request.remote or "?"
    if request.method not in ("GET", "HEAD"):
        response: web.StreamResponse = web.Response(status=405, headers={"Allow": "GET, HEAD"})
    elif len(request.rel_url.raw_query_string) > 200 or request.content_length:
        response = html(notice_page(lang_of(request), "bad_request", 400), 400)
    elif not view.budget.take(client, time.monotonic()):
        response = html(notice_page(lang_of(request), "too_many", 429), 429)
        response.headers["Retry-After"] = "5"
    else:
        try:
            response = await handler(request)
        except web.HTTPException as e:
            if e.status == 404 or e.status == 405:
                response = html(notice_page(lang_of(request), "not_found", e.status), e.status)
            else:
                raise
        except ServiceError:
            response = html(notice_page(lang_of(request), "not_found", 404), 404)
        except Exception:
            log.exception("the web view failed on %s", request.path.split("/")[1] if "/" in request.path else "?")
            response = html(notice_page(lang_of(request), "failed", 500), 500)
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response


def signed(request: web.Request, kind: str) -> Signed:
    info = request.match_info
    found = read_path(kind, info["ident"], info["gen"], info["sig"])
    if found is None or not view_of(request).links.valid(found):
        raise web.HTTPNotFound()
    return found


async def checked_game(request: web.Request) -> tuple[Signed, str]:
    """The game of a valid, current link, and its path; 404 otherwise (the same for a forged, an old and an
    unknown link)."""
    link = signed(request, GAME)
    if await view_of(request).watcher.link_generation(link.ident) != link.generation:
        raise web.HTTPNotFound()
    return link, view_of(request).links.path(GAME, link.ident, link.generation)


async def home(request: web.Request) -> web.StreamResponse:
    return html(notice_page(lang_of(request), "home", 200))


async def game_page(request: web.Request) -> web.StreamResponse:
    link, base = await checked_game(request)
    view = view_of(request)
    page = await view.watcher.page(link.ident)
    server = await view.server_language(page.guild_id) if view.server_language else None
    lang = lang_of(request, server)
    key = (page.game_id, page.version, lang)
    made = view.pages.get(key)
    if made is None:  # a page in words costs a sentence per log line: made once per version and language
        made = await asyncio.to_thread(render_game_page, page, lang, base, base, view.poll)  # off the event loop
        view.pages.put(key, made)
    return html(made)


async def board(request: web.Request) -> web.StreamResponse:
    link, _ = await checked_game(request)
    view = view_of(request)
    n = int(request.match_info["n"])
    lang = lang_of(request)
    key = (link.ident, n, lang)
    png = view.boards.get(key)
    if png is None:
        game, seen, _ = await view.watcher.step_view(link.ident, n)
        if not has_board(game):
            raise web.HTTPNotFound()
        seats = await view.watcher.seats(link.ident)
        names = {s.colour: player_name(s.user, s.name, game, lang, s.colour) for s in seats if s.colour}
        png = await render_board_async(game, seen, names, lang)
        view.boards.put(key, png)  # the log only grows: a step's board never changes
    return web.Response(body=png, content_type="image/png",
                        headers={"Cache-Control": "private, max-age=86400, immutable"})


async def step(request: web.Request) -> web.StreamResponse:
    """A finished game's hidden information at one step (each seat's hand, goal, pick): refused while it runs."""
    link, _ = await checked_game(request)
    view = view_of(request)
    n = int(request.match_info["n"])
    lang = lang_of(request)
    page = await view.watcher.page(link.ident)
    if not page.finished:
        raise web.HTTPNotFound()
    seats = await view.watcher.seat_views(link.ident, n)
    _, public, _ = await view.watcher.step_view(link.ident, n)
    names = names_of(page, lang)
    users = {s.colour: s.user for s in page.seats if s.colour}
    out = [{"name": names.get(users.get(colour, 0), ""), "colour": colour,
            "lines": seat_lines(page.game, own, public, colour, lang)} for colour, own in seats.items()]
    return web.json_response({"n": n, "seats": out})


async def live(request: web.Request) -> web.StreamResponse:
    link, _ = await checked_game(request)
    view = view_of(request)
    version, status = await view.watcher.version(link.ident)
    return web.json_response({"version": version, "status": status})


async def server_page(request: web.Request) -> web.StreamResponse:
    link = signed(request, SERVER)
    view = view_of(request)
    if view.stats is None or view.stats_page is None:
        raise web.HTTPNotFound()
    settings = await view.watcher.p.store.settings(link.ident)
    if int(settings.extra.get(SERVER_GENERATION, 0) or 0) != link.generation:
        raise web.HTTPNotFound()
    figures = await view.stats(link.ident)
    lang = lang_of(request, settings.language)
    here = view.links.path(SERVER, link.ident, link.generation)
    return html(_server_shell(view, figures, lang, here))


def _server_shell(view: WebView, figures: Any, lang: str, here: str) -> str:
    assert view.stats_page is not None
    return shell(lang, web_text("stats-title", lang), view.stats_page(figures, lang), page="stats", here=here,
                 styles=("/static/stats.css",))


async def no_icon(request: web.Request) -> web.StreamResponse:
    """Browsers ask for an icon on their own: none, said without an error in their console."""
    return web.Response(status=204, headers={"Cache-Control": "public, max-age=86400"})


async def static(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    if name == "stats.css":  # the server page's own rules (web/stats_page.py)
        from web.stats_page import STATS_CSS

        return web.Response(text=STATS_CSS, content_type="text/css", headers={"Cache-Control": "public, max-age=3600"})
    path = STATIC / name
    kind = STATIC_TYPES.get(path.suffix)
    if kind is None or "/" in name or ".." in name or not path.is_file():
        raise web.HTTPNotFound()
    return web.Response(body=path.read_bytes(), content_type=kind, charset="utf-8",
                        headers={"Cache-Control": "public, max-age=3600"})


__all__ = ["BURST", "MAX_REQUEST", "RATE", "ClientBudget", "WebView", "make_app"]
