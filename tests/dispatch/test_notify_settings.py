"""`/notify` through real dispatch (issue 27): where "your turn" reaches a player, "you're next", quiet hours in
their time zone, one setting for all games overridable for one; privately, in a server or a direct message."""

from __future__ import annotations

from cogs.i18n import bot_text
from service.messages import service_text
from tests.dispatch.sim import CHANNEL, PLAYERS, Sim


async def seated(sim: Sim) -> None:
    for ex in (await sim.slash(PLAYERS[0], "game new", variant="basic"), await sim.slash(PLAYERS[1], "game join"),
               await sim.slash(PLAYERS[0], "game start")):
        assert ex.answered


async def test_notify_shows_the_defaults_then_keeps_a_choice(sim: Sim) -> None:
    bob = PLAYERS[1]
    ex = await sim.slash(bob, "notify", guild=False)
    assert ex.answered and ex.replies and all(m.ephemeral for m in ex.replies) and not ex.posts
    assert bot_text("notify-where", bob.lang, where="channel") in ex.reply_text
    assert bot_text("notify-next", bob.lang, next="no") in ex.reply_text
    ex = await sim.slash(bob, "notify", guild=False, where="dm", next=True, quiet="22-7", timezone="Europe/Warsaw")
    assert ex.answered and bot_text("notify-changed", bob.lang) in ex.reply_text
    assert bot_text("notify-where", bob.lang, where="dm") in ex.reply_text
    assert bot_text("notify-quiet", bob.lang, zone="Europe/Warsaw", **{"from": "22:00", "to": "07:00"}) in ex.reply_text
    found = await sim.service.notify_settings(bob.id)
    assert (found.where, found.next, found.quiet, found.zone) == ("dm", True, (22 * 60, 7 * 60), "Europe/Warsaw")


async def test_one_game_overrides_the_general_choice(sim: Sim) -> None:
    await seated(sim)
    bob = PLAYERS[1]
    await sim.slash(bob, "notify", where="dm")
    ex = await sim.slash(bob, "notify", where="both", this_game=True)
    assert ex.answered and all(m.ephemeral for m in ex.replies)
    assert bot_text("notify-game", bob.lang, where="both", next="general") in ex.reply_text
    found = await sim.service.notify_settings(bob.id)
    game_id = (await sim.status(CHANNEL)).game_id
    assert found.for_game(game_id) == ("both", False) and found.for_game(game_id + 1) == ("dm", False)


async def test_a_wrong_span_or_zone_is_refused_politely(sim: Sim) -> None:
    bob = PLAYERS[1]
    ex = await sim.slash(bob, "notify", quiet="late evening")
    assert ex.answered and all(m.ephemeral for m in ex.replies)
    assert service_text("bad_quiet", bob.lang, value="late evening") in ex.reply_text
    ex = await sim.slash(bob, "notify", timezone="Mars/Olympus")
    assert service_text("bad_zone", bob.lang, value="Mars/Olympus") in ex.reply_text
    assert (await sim.service.notify_settings(bob.id)).quiet is None


async def test_the_zone_is_offered_as_typed(sim: Sim) -> None:
    choices = await sim.autocomplete(PLAYERS[1], "notify", "timezone", "warsaw")
    assert choices and choices[0]["value"] == "Europe/Warsaw"
