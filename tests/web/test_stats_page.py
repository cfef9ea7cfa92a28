"""A server's page body (issue 28): the statistics as an HTML fragment in Polish and English, every name escaped,
the figures shown, no id shown, tables that scroll sideways on a phone; and from games really played."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import pytest

from service import Caller, FakeClock, TableService
from service.stats import GameLine, GameSummary, GroupStats, GuildStats, Player, PlayerRecord, Times
from store import SqliteStore
from tests.service.driver import choose
from web.stats_page import STATS_CSS, stats_body

GUILD, CHANNEL = 600_000_000_000_000_001, 600_000_000_000_000_100
ALA, BOB = 700_000_000_000_000_001, 700_000_000_000_000_002
EVIL = "<script>alert('x')</script> & \"Bob\""
AT = 1_700_000_000.0

WORDS = {"pl": ["Statystyki serwera", "Gry w toku", "Ostatnio zakończone", "Według gry, wariantu i liczby graczy",
                "Wyniki graczy", "Zwycięstwo", "Pierwsze miejsce", "zaawansowany", "Liberator", "Poczta cywilna",
                "2 gry w toku", "1 stół czeka na graczy", "60% (3 z 5)", "2 / 1 (wg kolejności miejsc",
                "1 godz. 5 min", "2 dni 3 godz.", "Komputer · "],
         "en": ["Server statistics", "Games running", "Recently finished", "By game, variant and number of players",
                "Players&#x27; records", "Victory", "First place", "advanced", "Liberator", "Civilian Mail",
                "2 games running", "1 table waiting for players", "60% (3 of 5)", "2 / 1 (by seat order",
                "1 h 5 min", "2 days 3 h", "Computer · "]}


def made_up() -> GuildStats:
    """Figures as the service would give them, with a player whose name is markup."""
    players = (Player(ALA, "red", "Ala"), Player(BOB, "blue", EVIL))
    mali = (("variant", "advanced"), ("liberator", True), ("mail", True))
    running = GameLine(1, "mali", CHANNEL, "running", (*players, Player(-3, "orange")), AT - 7200, variant=mali)
    won = GameLine(2, "mali", CHANNEL + 1, "finished", players, AT - 90_000, AT - 3600,
                   {"kind": "team", "won": True, "winners": [], "places": [], "aborted": False}, mali)
    ranked = GameLine(3, "libertalia", CHANNEL + 2, "finished", players, AT - 80_000, AT - 1800,
                      {"kind": "rank", "won": None, "winners": ["blue"], "places": ["blue", "red"], "aborted": False})
    team = GroupStats("mali", mali, 2, "team", 5, 1, 3, 2, (), (), Times(40, 3900.0, 183_600.0))
    rank = GroupStats("libertalia", (), 2, "rank", 3, 0, 0, 0, (2, 1), (("blue", 2), ("red", 1)), Times(30, 75.0, 30.0))
    return GuildStats(GUILD, AT, 2, 1, 8, False, (running,), (ranked, won),
                      (GameSummary("mali", 5, "team", 3, 2, team.times, 1), GameSummary("libertalia", 3, "rank")),
                      (team, rank),
                      (PlayerRecord(BOB, EVIL, 8, 5, 3, Times(30, 600.0, 300.0)),
                       PlayerRecord(ALA, "Ala", 8, 3, 5, Times(40, 7200.0, 3900.0))))


class Tags(HTMLParser):
    """Checks that every element opened is closed, in order (a fragment the page can embed as it is)."""

    VOID = frozenset({"br", "img", "meta", "hr"})

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.texts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open.pop() == tag, tag

    def handle_data(self, data: str) -> None:
        self.texts.append(data)


def parsed(body: str) -> Tags:
    tags = Tags()
    tags.feed(body)
    tags.close()
    assert tags.open == [], tags.open
    return tags


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_page_shows_the_figures_in_the_readers_language(lang: str) -> None:
    body = stats_body(made_up(), lang)
    for word in WORDS[lang]:
        assert word in body, word
    other = WORDS["en" if lang == "pl" else "pl"]
    assert other[0] not in body and other[1] not in body, "nothing in the other language"
    assert body.count("<div class=\"scroll\"><table>") == 4, "every table scrolls sideways on a phone"
    parsed(body)


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_every_name_is_escaped_and_no_id_is_shown(lang: str) -> None:
    body = stats_body(made_up(), lang)
    assert "<script>" not in body and EVIL not in body
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &quot;Bob&quot;" in body
    assert "<script>alert('x')</script> & \"Bob\"" in "".join(parsed(body).texts), "the reader sees the name as typed"
    for number in (GUILD, CHANNEL, ALA, BOB, CHANNEL + 1):
        assert str(number) not in body
    assert "stats-" not in body and "{" not in body and "$" not in body, "no key or placeholder left"


def test_an_empty_server_says_so_and_the_css_fits_a_phone() -> None:
    empty = GuildStats(GUILD, AT, 0, 0, 0, False, (), (), (), (), ())
    assert "Na tym serwerze nie rozegrano jeszcze żadnej gry." in stats_body(empty, "pl")
    assert "No game has been played on this server yet." in stats_body(empty, "en")
    assert "<table" not in stats_body(empty, "en")
    assert ".stats .scroll{overflow-x:auto" in STATS_CSS and "max-width:480px" in STATS_CSS
    sampled = GuildStats(GUILD, AT, 0, 0, 100, True, (), (), (), (), ())
    assert "The figures cover the latest 100 finished games." in stats_body(sampled, "en")
    assert "Dane z 100 ostatnich zakończonych gier." in stats_body(sampled, "pl")


async def test_the_page_of_games_really_played() -> None:
    async with SqliteStore(":memory:") as store:
        clock = FakeClock(AT)
        svc = TableService(store, clock=clock, seed_source=lambda: 7)
        a, b = Caller(ALA, guild_id=GUILD, name="Ala"), Caller(BOB, guild_id=GUILD, name=EVIL)
        await svc.create_game(CHANNEL, a, "libertalia", {})
        await svc.join(CHANNEL, b)
        await svc.start(CHANNEL, a)
        rng = random.Random(7)
        while (status := (await svc.status(CHANNEL)).data)["status"] == "running":
            who = Caller(int(status["waiting_users"][0]), guild_id=GUILD)
            clock.advance(300)
            await svc.act(CHANNEL, who, choose((await svc.my_info(CHANNEL, who)).data["legal_actions"], rng))
        found = await svc.stats(GUILD)
    for lang in ("pl", "en"):
        body = stats_body(found, lang)
        parsed(body)
        assert "Libertalia" in body and "&lt;script&gt;" in body and "<script>" not in body
        assert re.search(r"<td>\d+ min</td><td>5 min</td></tr>", body), "most turns took five minutes (the median)"
        assert str(GUILD) not in body and str(ALA) not in body
