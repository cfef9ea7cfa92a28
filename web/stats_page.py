"""A server's page body (issue 28): its statistics as an HTML fragment in the reader's language, for the web
view's page around it (web/). Every text is escaped; the words are the catalogues' (`web.ftl`, `stats-…`); tables
scroll sideways inside `<div class="scroll">`, so the page reads on a 390 px phone. No id is shown: players by the
name Discord last gave them (a computer seat by its own name), games by their title."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from service.rules import TEAM
from service.stats import GameLine, GroupStats, GuildStats, Player, PlayerRecord
from words.compose import room
from words.params import PLAIN, Time
from words.stats import duration, game_title, player_name, say, seat_wins, summary, variant_text, victories

STATS_CSS = """
.stats{font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:64rem;margin:0 auto;
  padding:0 .75rem 2rem;color:var(--fg, #1b1b1b)}
.stats h1{font-size:1.45rem;margin:1rem 0 .25rem}
.stats h2{font-size:1.15rem;margin:1.6rem 0 .5rem}
.stats p{margin:.35rem 0}
.stats .note{color:var(--muted, #555);font-size:.9rem}
.stats .scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}
.stats table{border-collapse:collapse;min-width:100%;font-size:.95rem}
.stats th,.stats td{padding:.4rem .55rem;border-bottom:1px solid rgba(127,127,127,.3);text-align:left;vertical-align:top;
  white-space:nowrap}
.stats th{background:var(--card, #f3f3f3);font-weight:600}
.stats td.num{text-align:right;font-variant-numeric:tabular-nums}
.stats td.wide{white-space:normal;min-width:10rem}
.stats td.name{white-space:normal;min-width:7rem}
@media (max-width:480px){.stats{padding:0 .5rem 1.5rem}.stats th,.stats td{padding:.35rem .4rem}}
"""


def _e(value: object) -> str:
    return escape(str(value), quote=True)


def _when(at: float | None, lang: str) -> str:
    return say("no-figure", lang) if at is None else PLAIN.time(Time(at, "f"))


def _table(headers: Sequence[str], rows: Iterable[Sequence[tuple[str, str]]]) -> str:
    """A table that scrolls sideways on a narrow screen; each cell is (its class, its escaped content)."""
    head = "".join(f"<th scope=\"col\">{_e(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td class=\"{cls}\">{html}</td>" if cls else f"<td>{html}</td>"
                                    for cls, html in row) + "</tr>" for row in rows)
    return f"<div class=\"scroll\"><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>"


def _player(p: Player, game: str, lang: str) -> str:
    name = player_name(p.user, p.name, lang, game)
    if p.colour is None or p.computer:  # a computer seat's name says its colour already
        return name
    try:
        colour = room(game).term("colour", p.colour, lang).text
    except (KeyError, ImportError, AttributeError):
        colour = p.colour
    return f"{name} ({colour})"


def _players(line: GameLine, lang: str) -> str:
    return _e(", ".join(_player(p, line.game, lang) for p in line.players))


def _result(line: GameLine, lang: str) -> str:
    result = line.result or {}
    if result.get("aborted"):
        return say("result-aborted", lang)
    if result.get("kind") == TEAM:
        return say("result-victory" if result.get("won") else "result-defeat", lang)
    winners = line.winners
    if not winners:
        return say("result-none", lang)
    names = ", ".join(player_name(p.user, p.name, lang, line.game) for p in winners)
    return say("result-first", lang, winners=names)


def _running(lines: Sequence[GameLine], lang: str) -> str:
    headers = [say(k, lang) for k in ("col-game", "col-variant", "col-players", "col-started")]
    return _table(headers, ([("name", _e(game_title(g.game, lang))), ("wide", _e(variant_text(g.game, g.variant, lang))),
                             ("wide", _players(g, lang)), ("", _e(_when(g.started_at, lang)))] for g in lines))


def _finished(lines: Sequence[GameLine], lang: str) -> str:
    headers = [say(k, lang) for k in ("col-game", "col-variant", "col-players", "col-started", "col-ended",
                                      "col-result")]
    return _table(headers, ([("name", _e(game_title(g.game, lang))), ("wide", _e(variant_text(g.game, g.variant, lang))),
                             ("wide", _players(g, lang)), ("", _e(_when(g.started_at, lang))),
                             ("", _e(_when(g.ended_at, lang))), ("wide", _e(_result(g, lang)))] for g in lines))


def _outcome(group: GroupStats, lang: str) -> str:
    if group.kind == TEAM:
        return victories(group.victories, group.victories + group.defeats, lang)
    return seat_wins(group.wins_by_seat, lang)


def _groups(groups: Sequence[GroupStats], lang: str) -> str:
    headers = [say(k, lang) for k in ("col-game", "col-variant", "col-seats", "col-finished", "col-aborted",
                                      "col-outcome", "col-mean", "col-median")]
    return _table(headers, ([("name", _e(game_title(g.game, lang))), ("wide", _e(variant_text(g.game, g.variant, lang))),
                             ("num", _e(g.players)), ("num", _e(g.finished)), ("num", _e(g.aborted)),
                             ("", _e(_outcome(g, lang))), ("", _e(duration(g.times.mean, lang))),
                             ("", _e(duration(g.times.median, lang)))] for g in groups))


def _records(players: Sequence[PlayerRecord], lang: str) -> str:
    headers = [say(k, lang) for k in ("col-who", "col-played", "col-won", "col-lost", "col-mean", "col-median")]
    return _table(headers, ([("", _e(player_name(p.user, p.name, lang))), ("num", _e(p.played)),
                             ("num", _e(p.won)), ("num", _e(p.lost)), ("", _e(duration(p.times.mean, lang))),
                             ("", _e(duration(p.times.median, lang)))] for p in players))


def stats_body(stats: GuildStats, lang: str) -> str:
    """The server page's body: the counts, the games running, the latest finished, the figures by game, variant
    and number of players, and the players' records (each section only when it has something to show)."""
    parts = [f"<section class=\"stats\" lang=\"{_e(lang)}\">", f"<h1>{_e(say('title', lang))}</h1>",
             f"<p class=\"note\">{_e(say('as-of', lang, at=Time(stats.at, 'f')))}</p>",
             f"<p>{_e(summary(stats.running, stats.finished, stats.lobbies, lang))}</p>"]
    if not stats.running_games and not stats.finished_games:
        parts.append(f"<p>{_e(say('none', lang))}</p>")
    if stats.running_games:
        parts += [f"<h2>{_e(say('running', lang))}</h2>", _running(stats.running_games, lang)]
    if stats.finished_games:
        parts += [f"<h2>{_e(say('finished', lang))}</h2>", _finished(stats.finished_games, lang)]
    if stats.groups:
        parts += [f"<h2>{_e(say('by-game', lang))}</h2>", _groups(stats.groups, lang)]
    if stats.players:
        parts += [f"<h2>{_e(say('players', lang))}</h2>", _records(stats.players, lang)]
    if stats.sampled:
        parts.append(f"<p class=\"note\">{_e(say('sampled', lang, recent=stats.finished))}</p>")
    parts.append("</section>")
    return "\n".join(parts)


__all__ = ["STATS_CSS", "stats_body"]
