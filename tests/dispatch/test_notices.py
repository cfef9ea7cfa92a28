"""Direct-message notices (issue 27) through real dispatch and the outbox: "your turn" by DM naming the server, the
channel (a link) and the game, carrying the game's *My turn* button, which opens the panel privately in the DM and
plays a whole turn through the same pipeline; a stale DM button refused politely; "you're next"; quiet hours on
a fake clock; closed DMs falling back to the channel's ping (and told once); a restart between the commit and its
DM; reminders by DM."""

from __future__ import annotations

import random
from datetime import datetime
from zoneinfo import ZoneInfo

from cogs.i18n import bot_text
from service import Caller
from service.messages import service_text
from service.notices import dm_queue
from tests.dispatch.fakediscord import Msg
from tests.dispatch.helpers import sweep
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, GUILD, MODERATOR, PLAYERS, Sim, by_user, choose
from tests.dispatch.test_panel import take, the_panel

ALA, BARTEK = PLAYERS[0], PLAYERS[1]
HOUR = 3600


async def table(sim: Sim, *, start: bool = True, **notify: object) -> None:
    """Ala and Bartek at a basic Mali table; both chose `notify` first (e.g. where="dm")."""
    for p in (ALA, BARTEK):
        if notify:
            assert (await sim.slash(p, "notify", guild=False, **notify)).answered
    for ex in (await sim.slash(ALA, "game new", variant="basic"), await sim.slash(BARTEK, "game join")):
        assert ex.answered
    if start:
        assert (await sim.slash(ALA, "game start")).answered
        assert await sim.posted_all()


async def mover(sim: Sim) -> Person:
    status = await sim.status()
    assert status.waiting_user is not None
    return by_user(status.waiting_user)


def turn_dm(sim: Sim, user: Person, game_id: int) -> Msg:
    found = [m for m in sim.discord.dm_messages(user.id) if f"mp:turn:{game_id}:turn" in m.custom_ids()]
    assert found, f"no turn notice with the button for {user.name}: {[m.text for m in sim.discord.dm_messages(user.id)]}"
    return found[-1]


async def test_the_dm_names_the_game_and_its_button_plays_a_whole_turn(sim: Sim) -> None:
    await table(sim, where="dm")
    status = await sim.status()
    who = await mover(sim)
    dm = turn_dm(sim, who, status.game_id)
    assert "**Powstańcy**" in dm.text and f"https://discord.com/channels/{GUILD}/{CHANNEL}" in dm.text
    assert "Mali" in dm.text and "<t:" in dm.text  # the game and the deadline
    ping = [m for m in sim.discord.channel_messages(CHANNEL) if f"mp:turn:{status.game_id}:end" in m.custom_ids()][-1]
    assert who.id not in ping.pinged, "a player who chose direct messages only is not pinged in the channel"
    opened = await sim.press(who, dm, f"mp:turn:{status.game_id}:turn")
    assert opened.answered and opened.private and not opened.posts
    panel = the_panel(opened)
    assert panel.channel_id == dm.channel_id  # the panel is private, in the DM
    rng = random.Random(5)
    log = [opened]
    while (await sim.status()).waiting_user == who.id:
        now = await sim.status()
        legal = await sim.legal(who)
        if f":{now.version}:" not in "".join(panel.custom_ids()):  # the panel moved on: open it again from the DM
            again = await sim.press(who, dm, f"mp:turn:{status.game_id}:turn")
            log.append(again)
            panel = the_panel(again)
        await take(sim, who, panel, legal.index(choose(legal, rng)), log)
    assert all(ex.answered for ex in log)
    assert await sim.posted_all()
    after = await sim.status()
    assert after.version > status.version and after.waiting_user != who.id
    turn_message = [m for m in sim.discord.channel_messages(CHANNEL) if m.at > dm.at]
    assert turn_message, "the turn's one message went to the channel as usual"
    other = by_user(after.waiting_user or 0)
    assert turn_dm(sim, other, status.game_id).at > dm.at, "the next player got their notice"


async def test_a_stale_dm_button_refuses_politely(sim: Sim) -> None:
    await table(sim, where="dm")
    status = await sim.status()
    who = await mover(sim)
    dm = turn_dm(sim, who, status.game_id)
    assert (await sim.slash(MODERATOR, "mod end")).answered
    ex = await sim.press(who, dm, f"mp:turn:{status.game_id}:turn")
    assert ex.answered and all(m.ephemeral for m in ex.replies) and not ex.posts
    assert bot_text("stale_button", who.lang) in ex.reply_text


async def test_youre_next_tells_the_player_after_the_one_who_starts(sim: Sim) -> None:
    await table(sim, start=False)
    assert (await sim.slash(BARTEK, "notify", guild=False, next=True)).answered
    assert (await sim.slash(ALA, "game start")).answered
    assert await sim.posted_all()
    who = await mover(sim)
    texts = [m.text for m in sim.discord.dm_messages(BARTEK.id)]
    if who is BARTEK:  # Bartek moves first: Ala (who did not ask) hears nothing; Bartek's channel ping stays
        assert not texts and not sim.discord.dm_messages(ALA.id)
        return
    assert len(texts) == 1 and texts[0].startswith(bot_text("dm-next", BARTEK.lang, game="mali", server="Powstańcy",
                                                            link="X")[:12]), texts
    assert not sim.discord.dm_messages(ALA.id), "Ala did not ask for anything"


async def test_quiet_hours_hold_the_dm_until_they_end_on_the_fake_clock(sim: Sim) -> None:
    local = datetime.fromtimestamp(sim.clock.now(), ZoneInfo("Europe/Warsaw"))
    quiet = f"{local.hour}-{(local.hour + 2) % 24}"
    await table(sim, start=False, where="dm", quiet=quiet, timezone="Europe/Warsaw")
    assert (await sim.slash(ALA, "game start")).answered
    who = await mover(sim)
    assert not sim.discord.dm_messages(who.id), "quiet hours: the DM waits"
    assert await sim.bot.store.pending_posts(dm_queue(who.id), 10) if sim.bot else False
    deadline = (await sim.status()).deadline_at
    sim.clock.advance(2 * HOUR + 60)
    assert await sim.posted_all(), "after the quiet hours the DM goes out"
    status = await sim.status()
    dm = turn_dm(sim, who, status.game_id)
    assert str(int(deadline or 0)) in dm.text, "the deadline did not change"


async def test_closed_dms_fall_back_to_the_channel_ping_and_are_told_once(sim: Sim) -> None:
    await table(sim, start=False, where="dm")
    sim.discord.close_dms(ALA.id)
    sim.discord.close_dms(BARTEK.id)
    assert (await sim.slash(ALA, "game start")).answered
    assert await sim.posted_all()
    who = await mover(sim)
    fallback = [m for m in sim.discord.channel_messages(CHANNEL) if who.id in m.pinged]
    assert fallback, "the channel pings the player whose DMs are closed"
    assert any(service_text("turn_ping_dm_closed", "pl", user=who.id) in m.text for m in fallback)
    assert (await sim.service.notify_settings(who.id)).dm_closed
    first = await sim.slash(who, "games")
    told = bot_text("dm-closed_told", who.lang)
    assert told in first.reply_text and all(m.ephemeral for m in first.replies)
    second = await sim.slash(who, "games")
    assert told not in second.reply_text, "told once"


async def test_a_restart_between_the_commit_and_its_dm_sends_it_once(sim: Sim) -> None:
    await table(sim, start=False, where="dm")
    assert sim.bot is not None
    await sim.bot.deliverer.stop()  # the process dies right after the commit, before delivering anything
    await sim.service.start(CHANNEL, Caller(ALA.id, guild_id=GUILD))
    who = await mover(sim)
    assert not sim.discord.dm_messages(who.id)
    await sim.restart()
    assert await sim.posted_all()
    status = await sim.status()
    notices = [m for m in sim.discord.dm_messages(who.id) if f"mp:turn:{status.game_id}:turn" in m.custom_ids()]
    assert len(notices) == 1, "delivered after the restart, exactly once"
    await sim.restart()
    assert await sim.posted_all()
    assert len([m for m in sim.discord.dm_messages(who.id) if m.custom_ids()]) == 1


async def test_reminders_follow_the_settings(sim: Sim) -> None:
    await table(sim, where="both")
    who = await mover(sim)
    before = len(sim.discord.dm_messages(who.id))
    sim.clock.advance(19 * HOUR)  # a 24 h deadline reminds a quarter before it
    await sweep(sim)
    assert await sim.posted_all()
    texts = [m.text for m in sim.discord.dm_messages(who.id)][before:]
    assert texts and texts[-1].startswith(bot_text("dm-reminder", who.lang, game="mali", server="Powstańcy",
                                                    link="X", deadline=0)[:12]), texts
    reminder = [m for m in sim.discord.channel_messages(CHANNEL) if who.id in m.pinged]
    assert reminder, "both: the channel pings too"


async def test_libertalia_picks_from_the_dm_button_the_same_way(sim: Sim) -> None:
    """Another game's button (the choice panel's *Your move*): every player picks from their own DM notice."""
    from tests.dispatch.test_libertalia import seat as seat_libertalia
    from tests.dispatch.test_libertalia import tap as tap_libertalia
    from tests.dispatch.test_libertalia import the_panel as libertalia_panel

    players = PLAYERS[:3]
    for p in players:
        assert (await sim.slash(p, "notify", guild=False, where="dm")).answered
    await seat_libertalia(sim, 3)
    assert await sim.posted_all()
    status = await sim.status()
    assert set(status.waiting_users) == {p.id for p in players}  # simultaneous picks: everyone is told
    rng = random.Random(2)
    for p in players:
        dm = [m for m in sim.discord.dm_messages(p.id) if any(c.startswith("cp:o:") for c in m.custom_ids())][-1]
        opened = await sim.press(p, dm, next(c for c in dm.custom_ids() if c.startswith("cp:o:")))
        assert opened.answered and opened.private and not opened.posts
        panel = libertalia_panel(opened)
        legal = await sim.legal(p)
        picked = await tap_libertalia(sim, p, panel, rng.choice(legal))
        assert picked.answered
    assert await sim.posted_all()
    after = await sim.status()
    assert after.version >= status.version + len(players), "each pick went through the pipeline"
