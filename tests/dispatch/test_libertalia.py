"""Libertalia through real discord.py dispatch: `/game new game:libertalia`, the ping's *Your move* button, the
private choice panel (the hand as a select for the secret pick, a button for every option of a pending
choice), boards after the reveals, a restart while a pick and while a choice are open, and a deadline passing
for an absent player. Nothing is typed after the lobby: every move is a tap on what Discord showed."""

from __future__ import annotations

import random
from typing import Any

from cogs.choice.panel import encode
from jsontypes import Json
from tests.dispatch.fakediscord import Exchange, Msg
from tests.dispatch.helpers import sweep
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, PLAYERS, Sim, by_user
from tests.dispatch.test_game import check_exchange
from words.libertalia import colour_name

PANEL = ("cp:b:", "cp:s:")


def check(sim: Sim, ex: Exchange) -> None:
    """Every exchange's promises (tests/dispatch/test_game.check_exchange); on a Discord set to fail now and then
    (`sim.faulty`, test_libertalia_faults), that it was answered."""
    if getattr(sim, "faulty", False):
        assert ex.answered, f"{ex.kind} by {ex.user_id} was never acknowledged"
    else:
        check_exchange(ex)


def is_panel(msg: Msg) -> bool:
    return any(c.startswith(PANEL) or c.startswith("cp:r:") for c in msg.custom_ids())


def the_panel(ex: Exchange) -> Msg:
    found = [m for m in ex.private if is_panel(m)]
    assert found, f"no panel in the reply: {ex.reply_text!r}"
    return found[-1]


def latest_ping(sim: Sim) -> Msg:
    for msg in reversed(sim.discord.channel_messages(CHANNEL)):
        if any(c.startswith("cp:o:") for c in msg.custom_ids()):
            return msg
    raise AssertionError("no 'your move' ping in the channel")


async def open_panel(sim: Sim, user: Person, by_ping: bool = True) -> tuple[Exchange, Msg]:
    if by_ping:
        ping = latest_ping(sim)
        ex = await sim.press(user, ping, next(c for c in ping.custom_ids() if c.startswith("cp:o:")))
    else:
        ex = await sim.slash(user, "turn")
    check(sim, ex)
    return ex, the_panel(ex)


def find(panel: Msg, action: Json) -> tuple[str, str | None] | None:
    """The component carrying `action` on the panel: (custom id, the select value or None for a button)."""
    value = encode(action)
    for custom_id in panel.custom_ids():
        if custom_id.startswith("cp:b:") and custom_id.endswith(f":{value}"):
            return custom_id, None
        if custom_id.startswith("cp:s:"):
            component = panel.component(custom_id) or {}
            if any(o["value"] == value for o in component.get("options") or []):
                return custom_id, value
    return None


async def tap(sim: Sim, user: Person, panel: Msg, action: Json) -> Exchange:
    """Tap the component that carries `action` on the panel as Discord holds it now (edits included); on a
    panel drawn before others moved, Refresh first (what a player does)."""
    panel = sim.discord.by_id.get(panel.id, panel)
    found = find(panel, action)
    if found is None:
        refresh = next(c for c in panel.custom_ids() if c.startswith("cp:r:"))
        check(sim, await sim.press(user, panel, refresh))
        panel = sim.discord.by_id.get(panel.id, panel)
        found = find(panel, action)
    assert found is not None, f"{action} is not on the panel: {panel.custom_ids()}"
    custom_id, value = found
    if value is None:
        return await sim.press(user, panel, custom_id)
    return await sim.select(user, panel, custom_id, [value])


async def seat(sim: Sim, players: int, **options: Any) -> list[Person]:
    host, *others = PLAYERS[:players]
    check(sim, await sim.slash(host, "game new", game="libertalia", **options))
    for p in others:
        check(sim, await sim.slash(p, "game join"))
    check(sim, await sim.slash(host, "game start"))
    return list(PLAYERS[:players])


async def act_by_panel(sim: Sim, user: Person, action: Json, panels: dict[int, Msg], log: list[Exchange],
                       rng: random.Random) -> None:
    panel = panels.get(user.id)
    if panel is None or rng.random() < 0.2:  # now and then from the ping (or /turn) instead of the open panel
        ex, panel = await open_panel(sim, user, by_ping=rng.random() < 0.7)
        log.append(ex)
        panels[user.id] = panel
    log.append(await tap(sim, user, panel, action))


async def play(sim: Sim, seed: int, limit: int = 3000, stop: Any = None) -> list[Exchange]:
    """Random legal moves by whoever owes one, each by taps on that player's panel, until the end (or `stop`)."""
    rng = random.Random(seed)
    log: list[Exchange] = []
    panels: dict[int, Msg] = {}
    for _ in range(limit):
        status = await sim.status()
        if not status.running or (stop is not None and await stop(status)):
            return log
        user = by_user(rng.choice(status.waiting_users))
        legal = await sim.legal(user)
        await act_by_panel(sim, user, rng.choice(legal), panels, log, rng)
    raise AssertionError("the game did not end")


async def test_a_whole_libertalia_game_by_taps(sim: Sim) -> None:
    people = await seat(sim, 3, deadline_hours=24)
    start = [m for m in sim.discord.channel_messages(CHANNEL) if any(c.startswith("cp:o:") for c in m.custom_ids())]
    assert start and set(start[-1].pinged) == {p.id for p in people}, "the first ping names every player"
    from cogs.i18n import game_text

    assert game_text("libertalia", "cp.ping.pick", "pl") in start[-1].text, "and says what is owed (the server speaks Polish)"
    log = await play(sim, seed=7)
    status = await sim.status()
    assert status.status == "finished" and status.game == "libertalia"
    for ex in log:
        check_exchange(ex)
    assert all(ex.kind in ("button", "select", "command") for ex in log), "nothing typed: taps (and /turn)"
    taps = [ex for ex in log if ex.kind == "select" or (ex.kind == "button" and not ex.replies)]
    assert taps and all(ex.ack_type == 6 for ex in taps), "a tap on the panel edits it in place"
    boards = [m for m in sim.discord.channel_messages(CHANNEL) if m.pngs()]
    assert len(boards) > 10, "a board after each reveal, dusk and night"
    assert boards[-1].pngs()[0][:8] == b"\x89PNG\r\n\x1a\n"
    final = " ".join(m.text for m in sim.discord.channel_messages(CHANNEL)[-5:])
    assert final.strip()


async def test_a_pick_stays_secret_and_can_change_until_the_last(sim: Sim) -> None:
    a, b = await seat(sim, 2)
    _, panel_a = await open_panel(sim, a)
    hand = [x for x in await sim.legal(a) if x["type"] == "pick"]
    before = len(sim.discord.channel_messages(CHANNEL))
    await tap(sim, a, panel_a, hand[-1])
    await tap(sim, a, panel_a, hand[0])  # changed: the panel was edited in place and still offers the hand
    posts = sim.discord.channel_messages(CHANNEL)[before:]
    from words.libertalia import card_label

    for lang in ("pl", "en"):
        for pick in (hand[0], hand[-1]):
            assert all(card_label(int(pick["rank"]), lang) not in m.text for m in posts), "a pick stays secret"
    log = await sim.slash(b, "log")
    check_exchange(log)
    assert all(card_label(int(p["rank"]), "en") not in log.reply_text for p in hand), "nor in /log"
    assert "secret until the reveal" in log.reply_text
    me = (await sim.service.my_info(CHANNEL, _caller(a))).result
    assert me is not None and me.view["pick"] == hand[0]["rank"]  # type: ignore[union-attr]
    _, panel_b = await open_panel(sim, b)
    await tap(sim, b, panel_b, next(x for x in await sim.legal(b) if x["type"] == "pick"))
    assert (await sim.status()).phase != "selection" or (await sim.status()).round != 1


def _caller(p: Person) -> Any:
    from service import Caller
    from tests.dispatch.sim import GUILD

    return Caller(p.id, guild_id=GUILD)


async def test_a_restart_while_a_pick_is_open(sim: Sim) -> None:
    a, b, c = await seat(sim, 3)
    _, panel_a = await open_panel(sim, a)
    _, panel_b = await open_panel(sim, b)
    await tap(sim, a, panel_a, next(x for x in await sim.legal(a) if x["type"] == "pick"))
    await sim.restart()
    # the panels drawn before the restart still work: b picks, a changes their pick
    ex = await tap(sim, b, panel_b, next(x for x in await sim.legal(b) if x["type"] == "pick"))
    check_exchange(ex)
    assert [u for u in (await sim.status()).waiting_users] == [c.id]
    ex = await tap(sim, a, panel_a, [x for x in await sim.legal(a) if x["type"] == "pick"][-1])
    check_exchange(ex)
    _, panel_c = await open_panel(sim, c)
    await tap(sim, c, panel_c, next(x for x in await sim.legal(c) if x["type"] == "pick"))
    assert (await sim.status()).phase != "selection"


async def test_a_restart_while_a_choice_is_open(sim: Sim) -> None:
    await seat(sim, 3)

    async def choosing(status: Any) -> bool:
        return status.phase != "selection" and len(status.waiting_users) == 1

    await play(sim, seed=3, stop=choosing)
    status = await sim.status()
    chooser = by_user(status.waiting_users[0])
    _, panel = await open_panel(sim, chooser)
    legal = await sim.legal(chooser)
    assert legal and all(x["type"] == "choose" for x in legal)
    await sim.restart()
    ex = await tap(sim, chooser, panel, legal[-1])
    check_exchange(ex)
    after = await sim.status()
    assert after.version > status.version, "the tap on the old panel acted after the restart"


async def test_a_deadline_passes_for_an_absent_player(sim: Sim) -> None:
    a, b, c = await seat(sim, 3, deadline_hours=1)
    for p in (a, b):
        _, panel = await open_panel(sim, p)
        await tap(sim, p, panel, next(x for x in await sim.legal(p) if x["type"] == "pick"))
    status = await sim.status()
    assert list(status.waiting_users) == [c.id]
    sim.clock.advance(3601)
    outs = await sweep(sim)
    assert outs and outs[0].public[0].key == "auto_play"
    after = await sim.status()
    assert after.version > status.version and after.phase != "selection"
    told = [m for m in sim.discord.channel_messages(CHANNEL) if f"<@{c.id}>" in m.text]
    assert told, "the channel is told who missed the deadline"


async def test_status_rules_and_hand_speak_libertalia(sim: Sim) -> None:
    a, b, c = await seat(sim, 3)
    ex = await sim.slash(b, "game status")  # Bartek reads English
    check_exchange(ex)
    assert all(f"<@{p.id}>" in ex.reply_text for p in (a, b, c)), "everyone owing a pick is named"
    assert "Libertalia" in ex.reply_text
    ex = await sim.slash(b, "rules", query="LT-3.3")
    check_exchange(ex)
    embeds = [e for m in ex.replies for e in m.obj.get("embeds") or []]
    assert embeds and embeds[0]["fields"][0]["name"].startswith("LT-3.3")
    ex = await sim.slash(b, "hand")
    check_exchange(ex)
    from words.libertalia import card_label

    hand = [x["rank"] for x in await sim.legal(b) if x["type"] == "pick"]
    assert all(card_label(int(r), "en") in ex.reply_text for r in hand), ex.reply_text
    assert ex.replies and all(m.ephemeral for m in ex.replies)


async def test_picks_are_quiet_until_one_player_is_left_to_pick_when_every_move_is_live(sim: Sim) -> None:
    """Ruling R-17, at a table that asked for every move live (`every_move:`): a day is not one channel post per
    pick. The first picks (and a changed pick) post nothing; the pick that leaves one player says so once; the
    last one reveals the day with its board."""
    people = await seat(sim, 4, every_move=True)
    before = len(sim.discord.channel_messages(CHANNEL))
    for p in people[:2]:
        _, panel = await open_panel(sim, p, by_ping=False)
        picks = [x for x in await sim.legal(p) if x["type"] == "pick"]
        await tap(sim, p, panel, picks[0])
        await tap(sim, p, panel, picks[-1])  # changed its mind: quiet too
    assert sim.discord.channel_messages(CHANNEL)[before:] == [], "two picks and a change: nothing posted"
    _, panel = await open_panel(sim, people[2], by_ping=False)
    await tap(sim, people[2], panel, next(x for x in await sim.legal(people[2]) if x["type"] == "pick"))
    [waiting] = sim.discord.channel_messages(CHANNEL)[before:]
    last = (await sim.status()).waiting[0]
    assert f"jeszcze tylko {colour_name(last, 'pl')} musi wybrać" in waiting.text, waiting.text
    assert not waiting.pinged, "named, not pinged: the deadline's reminder pings"
    _, panel = await open_panel(sim, people[3], by_ping=False)
    await tap(sim, people[3], panel, next(x for x in await sim.legal(people[3]) if x["type"] == "pick"))
    reveal = sim.discord.channel_messages(CHANNEL)[before + 1:]
    assert reveal and any(m.pngs() for m in reveal), "the last pick reveals the day, with the board"
    assert all("wybiera kartę" not in m.text for m in reveal)


async def test_the_pick_menu_on_discord_carries_each_characters_ability(sim: Sim) -> None:
    """The select Discord receives has a description under every card: what that character does."""
    from words.libertalia import ability

    people = await seat(sim, 2)
    _, panel = await open_panel(sim, people[0])
    select = next(c for c in panel.custom_ids() if c.startswith("cp:s:"))
    options = (panel.component(select) or {}).get("options") or []
    assert len(options) == 6
    ranks = [int(x["rank"]) for x in await sim.legal(people[0]) if x["type"] == "pick"]
    lang = "pl"  # the sim's players speak Polish unless told
    assert [o.get("description") for o in options] == [ability(r, lang) for r in ranks]


async def test_a_day_is_one_message_from_the_reveal_to_the_next_choice(sim: Sim) -> None:
    """One message per turn (issue 24): no pick posts anything, not even the one that leaves a single player (its
    name is in /game status and the panel); the last pick's reveal, the day and whatever follows it until
    someone must choose are one message, with the board, pinging exactly those who must act now, with their
    buttons."""
    people = await seat(sim, 4)
    before = len(sim.discord.channel_messages(CHANNEL))
    for p in people[:3]:
        _, panel = await open_panel(sim, p, by_ping=False)
        picks = [x for x in await sim.legal(p) if x["type"] == "pick"]
        await tap(sim, p, panel, picks[0])
        await tap(sim, p, panel, picks[-1])  # changed its mind: quiet too
    assert sim.discord.channel_messages(CHANNEL)[before:] == [], "three picks and changes: nothing posted"
    _, panel = await open_panel(sim, people[3], by_ping=False)
    await tap(sim, people[3], panel, next(x for x in await sim.legal(people[3]) if x["type"] == "pick"))
    [reveal] = sim.discord.channel_messages(CHANNEL)[before:]
    assert reveal.pngs(), "the reveal carries the board"
    status = await sim.status()
    assert reveal.pinged == set(status.waiting_users), (reveal.pinged, status.waiting_users)
    assert any(c.startswith("cp:o:") for c in reveal.custom_ids()), "and the buttons of those who must act"
    assert "musi wybrać" not in reveal.text
