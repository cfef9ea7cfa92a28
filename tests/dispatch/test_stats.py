"""/stats (issue 28) through real dispatch: a private answer in the reader's language with the server's games,
finished counts, victory rates or wins and the median time per turn; the server page's link for moderators only,
and only where the web view is configured (`bot.web_links`)."""

from __future__ import annotations

import random

from cogs.i18n import bot_text
from service import Caller
from store.records import GuildSettings
from tests.dispatch.sim import CHANNEL, GUILD, MODERATOR, OTHER_CHANNEL, PLAYERS, Sim
from tests.service.driver import choose
from words.stats import say, summary

ALA, BARTEK = PLAYERS[0], PLAYERS[1]  # Polish, English


class Links:
    """The web view's link maker as the bot holds it (web/): the server page's signed link per generation."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int]] = []

    def server_url(self, guild_id: int, generation: int) -> str:
        self.asked.append((guild_id, generation))
        return f"https://games.example/s/{generation}/signed"


async def finished_libertalia(sim: Sim) -> None:
    """A game of Libertalia played to its end on this server (through the service), and Mali running here."""
    svc = sim.service
    a, b = Caller(ALA.id, guild_id=GUILD, name=ALA.name), Caller(BARTEK.id, guild_id=GUILD, name=BARTEK.name)
    await svc.create_game(OTHER_CHANNEL, a, "libertalia", {})
    await svc.join(OTHER_CHANNEL, b)
    await svc.start(OTHER_CHANNEL, a)
    rng = random.Random(5)
    for _ in range(2000):
        status = (await svc.status(OTHER_CHANNEL)).data
        if status["status"] != "running":
            break
        who = Caller(int(status["waiting_users"][0]), guild_id=GUILD)
        sim.clock.advance(600)
        await svc.act(OTHER_CHANNEL, who, choose((await svc.my_info(OTHER_CHANNEL, who)).data["legal_actions"], rng))
    assert (await svc.status(OTHER_CHANNEL)).data["status"] == "finished"
    for ex in (await sim.slash(ALA, "game new", variant="basic"), await sim.slash(BARTEK, "game join"),
               await sim.slash(ALA, "game start")):
        assert ex.answered, ex.label


async def test_stats_answers_privately_in_the_readers_language(sim: Sim) -> None:
    await finished_libertalia(sim)
    sim.clock.advance(120)  # past the service's minute of kept figures
    for person, finished, median in ((BARTEK, "1 finished game", "median turn: "),
                                     (ALA, "1 zakończona gra", "mediana czasu tury: ")):
        ex = await sim.slash(person, "stats")
        assert ex.answered and ex.replies and all(m.ephemeral for m in ex.replies) and not ex.posts, ex.label
        text = ex.reply_text
        lang = person.lang
        assert text.splitlines()[0] == ("**Games on this server**" if lang == "en" else "**Gry na tym serwerze**")
        assert summary(1, 1, 0, lang) in text and say("lobbies", lang, lobbies=0) not in text
        line = next(x for x in text.splitlines() if "Libertalia" in x)
        assert finished in line and median in line and "10 min" in line, line  # every turn took ten minutes
        assert any("Mali" in x for x in text.splitlines()), "the running game's game is listed"
        assert bot_text("internal_error", lang) not in text
        assert str(GUILD) not in text and str(OTHER_CHANNEL) not in text and "https://" not in text
        assert "{" not in text and "stats-" not in text, text


async def test_a_moderator_gets_the_server_page_link_where_the_web_view_is_configured(sim: Sim) -> None:
    assert sim.bot is not None
    ex = await sim.slash(MODERATOR, "stats")
    assert ex.answered and "https://" not in ex.reply_text, "no web view: nothing said of a link"
    links = Links()
    setattr(sim.bot, "web_links", links)  # noqa: B010 (the web view sets it where configured: web/)
    await sim.bot.store.put_settings(GuildSettings(GUILD, extra={"web": 3}))
    sim.clock.advance(120)
    ex = await sim.slash(MODERATOR, "stats")
    assert ex.answered and all(m.ephemeral for m in ex.replies) and not ex.posts
    assert "https://games.example/s/3/signed" in ex.reply_text and links.asked == [(GUILD, 3)]
    assert "strona serwera" in ex.reply_text.lower() or "stronie serwera" in ex.reply_text.lower()
    player = await sim.slash(BARTEK, "stats", channel_id=CHANNEL)
    assert player.answered and "https://" not in player.reply_text, "a player who does not moderate gets no link"
    assert links.asked == [(GUILD, 3)]
