"""The web view's links through discord.py's real dispatch (issue 28): /game status gives every player the
game page's signed link in their language, the final post carries the finished game's, and a moderator's
/mod link shows or replaces them (the old one then fails its check); without a web view nothing speaks of one."""

from __future__ import annotations

from cogs.i18n import bot_text
from service.weblinks import GAME, SERVER, WebLinks, read_path
from tests.dispatch.sim import CHANNEL, GUILD, MODERATOR, PLAYERS, Sim
from tests.dispatch.test_game import check_exchange
from tests.dispatch.test_play_again import final_post

LINKS = WebLinks(b"dispatch-tests-" + b"s" * 32, "https://games.example")


def link_in(text: str, kind: str) -> tuple[int, int, bool]:
    """The (id, generation, valid) of the one link of `kind` in a reply."""
    start = text.index("https://games.example/")
    url = text[start:].split(">")[0].split()[0]
    path, _, query = url.removeprefix("https://games.example/").partition("?")
    parts = path.split("/")
    signed = read_path(kind, parts[1], parts[2], parts[3])
    assert signed is not None and parts[0] == kind and query.startswith("lang="), url
    return signed.ident, signed.generation, LINKS.valid(signed)


async def test_status_gives_the_game_page_and_a_moderator_replaces_it(sim: Sim) -> None:
    host, bartek = PLAYERS[:2]
    check_exchange(await sim.slash(host, "game new"))
    check_exchange(await sim.slash(bartek, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    status = await sim.status()
    ex = await sim.slash(bartek, "game status")
    assert "https://" not in ex.reply_text, "no web view: no link"
    setattr(sim.bot, "web_links", LINKS)  # noqa: B010 (the bot sets it when WEB_PORT is set: bot.py)
    for person in (host, bartek):
        ex = await sim.slash(person, "game status")
        assert ex.replies and all(m.ephemeral for m in ex.replies) and not ex.posts
        assert link_in(ex.reply_text, GAME) == (status.game_id, 0, True)
        assert f"lang={person.lang}" in ex.reply_text
        assert bot_text("web.game", person.lang, url="X").split(":")[0] in ex.reply_text

    ex = await sim.slash(MODERATOR, "mod link", new=True)
    check_exchange(ex)
    assert ex.replies and all(m.ephemeral for m in ex.replies) and not ex.posts
    assert link_in(ex.reply_text, GAME) == (status.game_id, 1, True)
    ex = await sim.slash(bartek, "game status")
    assert link_in(ex.reply_text, GAME)[1] == 1, "the players' link is the new one"

    ex = await sim.slash(MODERATOR, "mod link", page="server")
    assert link_in(ex.reply_text, SERVER) == (GUILD, 0, True)
    refused = await sim.slash(bartek, "mod link", new=True)
    assert "https://" not in refused.reply_text, "only moderators replace a link"


async def test_the_final_post_carries_the_finished_games_page(sim: Sim) -> None:
    host, bartek = PLAYERS[:2]
    setattr(sim.bot, "web_links", LINKS)  # noqa: B010
    check_exchange(await sim.slash(host, "game new"))
    check_exchange(await sim.slash(bartek, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    ended = await sim.status()
    check_exchange(await sim.slash(host, "game abandon"))
    post, _ = final_post(sim)
    assert link_in(post.content, GAME) == (ended.game_id, 0, True)
    assert bot_text("web.final", "pl", url="X").split(":")[0] in post.content, "in the server's language"
    assert sum(1 for m in sim.discord.channel_messages(CHANNEL) if "games.example" in m.content) == 1


async def test_a_final_post_goes_out_without_its_link_when_the_link_cannot_be_read(sim: Sim) -> None:
    host, bartek = PLAYERS[:2]
    setattr(sim.bot, "web_links", LINKS)  # noqa: B010
    check_exchange(await sim.slash(host, "game new"))
    check_exchange(await sim.slash(bartek, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    assert sim.bot is not None

    async def unreadable(game_id: int) -> None:
        raise RuntimeError("the store went away")
    setattr(sim.bot.service, "link_of_game", unreadable)  # noqa: B010
    check_exchange(await sim.slash(host, "game abandon"))
    assert await sim.posted_all()
    post, _ = final_post(sim)
    assert "games.example" not in post.content, "the final post itself is never held back by its link"
