"""Liberté through real discord.py dispatch, by taps only: `/game new game:liberte`, then every move a tap on the
private choice panel opened from the ping's *Your move* button (issue 29, "Must show").

The placeholder data set stands in for an owner's edition (LIBERTE_DATA points at data/liberte/placeholder before
the bot starts): /game new offers Liberté only with a complete data set, and every view still says the map and
cards are made up (LB-D.8). Without one, the choice is absent and a raw payload naming it is refused politely.

The games are *arranged by play*: each seat chooses by a plan (tests/dispatch/liberte_plans.py) from what it sees,
and the seed of the service's deal is fixed (`Sim(seed=…)`), so the same taps give the same game every run:
- 3 players, `landslide` (seed LANDSLIDE_SEED): only red is played, one block per empty province; the turn-1
  elections give red 17+ votes: the Radical landslide ends the game (LB-8.2).
- 4 players, `counter` (seed COUNTER_SEED): white stacks of three in the CR provinces keep two blocks after each
  election, so 7 CR provinces are white in turn 3: the Royalist counter-revolution ends the game (LB-8.3, 8.5).
- 6 players, `short` (seed FULL_SEED): every seat drains the supplies and keeps its cards in its display; two
  seats each put one token in the Battle Box with a General in turn 2 and nobody else is eligible, so the battle
  is tied; both let the deadline pass (the default declines, LB-0.7): a Lost Battle (LB-5.4). Election ties are
  broken by advancing (LB-6.6); one seat misses its first action's deadline (the default passes). The game runs
  its four turns (LB-8.1).
Every step checks that the ping names exactly the player who may act (one at a time in Liberté; a tie-break's
contenders in player order) and that the option the plan chose is on that player's panel; after each game the
stored log replays to the stored state and the ending is read from the replayed events.
Every legal option must be on the panel (a Club on an open map has 28: two selects), and every ping says what is
owed even after a long elections report (the oldest news gives way: cogs/sender.py).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import engine.liberte as engine
from cogs.choice.panel import decode
from cogs.i18n import bot_text, game_text
from data.liberte.loader import PLACEHOLDER_DIR
from games import game, register_game
from jsontypes import Json
from service import Caller, FakeClock
from service.errors import ServiceError
from service.liberte.rules import LiberteRules, data_set
from service.results import MyInfo
from tests.dispatch.fakediscord import Exchange, FakeDiscord, Msg
from tests.dispatch.helpers import sweep
from tests.dispatch.liberte_plans import Plan, engine_game
from tests.dispatch.payloads import Person, command_data
from tests.dispatch.sim import CHANNEL, GUILD, PLAYERS, Sim, by_user
from tests.dispatch.test_game import check_exchange
from tests.dispatch.test_libertalia import find
from tests.dispatch.test_one_door import game_choices

LANDSLIDE_SEED, COUNTER_SEED, FULL_SEED = 12, 15, 67
DEADLINE = 3600  # /game new deadline_hours=1


def data_from_setting(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """LIBERTE_DATA = `folder`, and the rules adapter the registry keeps forgets its data set (it chooses one when
    made; the words room and the board read the folder the setting names). Undone after the test, and the adapter
    forgotten again."""
    monkeypatch.setenv("LIBERTE_DATA", str(folder))
    register_game(game("liberte"))  # the registry drops the adapter it made (games.on_change)


@pytest.fixture(autouse=True)
def adapter_forgotten() -> Iterator[None]:
    yield
    register_game(game("liberte"))  # the next test's adapter reads the data set it is given


@pytest.fixture
def placeholder_edition(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests' stand-in for an owner's edition (set before the bot starts: /game new is built then)."""
    data_from_setting(monkeypatch, PLACEHOLDER_DIR)


Boot = Callable[[int], Awaitable[Sim]]


@pytest.fixture
async def boot(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[Boot]:
    """Start the bot (after the test set LIBERTE_DATA) with the service's first deal seeded by `seed`."""
    started: list[Sim] = []

    async def start(seed: int) -> Sim:
        sim = Sim(fake_discord, tmp_path / f"g{seed}.sqlite3", FakeClock(), seed=seed)
        await sim.start()
        started.append(sim)
        return sim

    yield start
    for sim in started:
        await sim.stop()


def test_the_arranged_seeds_reach_their_endings_in_the_engine() -> None:
    """The plans and seeds below, straight through the engine: if a dispatch game ends otherwise, the difference
    lies between the engine and Discord, not in the arrangement (liberte_plans.engine_game finds new seeds)."""
    colours = [str(c) for c in data_set("placeholder").r("player_colours")]
    view, events = engine_game(Plan("landslide", LANDSLIDE_SEED), colours[:3], LANDSLIDE_SEED)
    assert view["result"]["reason"] == "radical_landslide" and view["turn"] == 1
    view, events = engine_game(Plan("counter", COUNTER_SEED), colours[:4], COUNTER_SEED)
    assert view["result"]["reason"] == "counter_revolution"
    first = engine.new_game(colours[:6], FULL_SEED)[0].order[0]
    plan = Plan("short", FULL_SEED, pair=tuple(colours[:2]), absent=frozenset({(1, 1, first)}))
    view, events = engine_game(plan, colours[:6], FULL_SEED)
    assert view["result"]["reason"] == "turns" and 2 in view["lost_battles"]
    assert broken_by_advancing(events, "province")


# ---------------------------------------------------------------------------------------------- offered or not

async def test_without_an_owners_data_set_game_new_does_not_offer_liberte(
        monkeypatch: pytest.MonkeyPatch, boot: Boot, tmp_path: Path) -> None:
    data_from_setting(monkeypatch, tmp_path / "no-data-here")
    sim: Sim = await boot(11)
    assert "liberte" not in game_choices(sim), "no choice for it"
    host = PLAYERS[1]  # reads English
    data = command_data(sim.discord.commands, "game new", {})
    data["options"][0]["options"].append({"name": "game", "type": 3, "value": "liberte"})  # a raw payload
    ex = await sim.dispatch(sim.envelope(host, 2, data), "command", host, "/game new game:liberte")
    check_exchange(ex)
    assert ex.replies and all(m.ephemeral for m in ex.replies)
    assert bot_text("game_not_offered", "en") in ex.reply_text
    with pytest.raises(ServiceError):
        await sim.service.status(CHANNEL)  # no table was opened
    assert not sim.discord.channel_messages(CHANNEL), "nothing opened, nothing posted"


async def test_with_a_complete_data_set_game_new_offers_liberte(placeholder_edition: None,
                                                              boot: Boot) -> None:
    sim: Sim = await boot(11)
    assert "liberte" in game_choices(sim)
    people = await seat(sim, 3)
    status = await sim.status()
    assert status.running and status.game == "liberte" and len(status.seats) == len(people)
    info = await my_info(sim, people[0])
    assert info.view["placeholder_data"] is True, "the made-up set is never taken for Liberté (LB-D.8)"


# ---------------------------------------------------------------------------------------------- playing by taps

async def seat(sim: Sim, players: int, **options: Any) -> list[Person]:
    host, *others = PLAYERS[:players]
    check_exchange(await sim.slash(host, "game new", game="liberte", **options))
    for p in others:
        check_exchange(await sim.slash(p, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    return list(PLAYERS[:players])


async def my_info(sim: Sim, user: Person) -> MyInfo:
    result = (await sim.service.my_info(CHANNEL, Caller(user.id, guild_id=GUILD))).result
    assert isinstance(result, MyInfo)
    return result


def is_panel(msg: Msg) -> bool:
    return any(c.startswith(("cp:b:", "cp:s:", "cp:r:")) for c in msg.custom_ids())


def latest_ping(sim: Sim) -> Msg | None:
    for msg in reversed(sim.discord.channel_messages(CHANNEL)):
        if any(c.startswith("cp:o:") for c in msg.custom_ids()):
            return msg
    return None


def reachable(panel: Msg) -> set[str]:
    """The option ids a panel offers (its buttons and its selects' options)."""
    values: list[str] = []
    for custom_id in panel.custom_ids():
        if custom_id.startswith("cp:b:"):
            values.append(custom_id.split(":", 5)[5])
        elif custom_id.startswith("cp:s:"):
            values += [o["value"] for o in (panel.component(custom_id) or {}).get("options") or []]
    actions = [decode(v) for v in values]
    return {str(a["option"]) for a in actions if a is not None and a.get("type") == "choose"}


@dataclass
class Played:
    """What a game by taps went through (for the checks after it)."""

    log: list[Exchange] = field(default_factory=list)
    events: list[Json] = field(default_factory=list)  # every decision: who, which choice, which option, when
    pings: list[tuple[int, set[int]]] = field(default_factory=list)  # (waiting user, pinged) at each change
    lapses: list[Json] = field(default_factory=list)  # the decisions a deadline took
    unreachable: list[Json] = field(default_factory=list)
    cut: list[Json] = field(default_factory=list)  # pings whose line saying what is owed was cut off


async def play(sim: Sim, plan: Plan, limit: int = 3000) -> Played:
    """Every decision by the seat's plan, made by a tap on its panel (or by its deadline passing)."""
    out = Played()
    panels: dict[int, Msg] = {}
    last_waiting: int | None = None
    last_ping: int | None = None
    for _ in range(limit):
        status = await sim.status()
        if not status.running:
            return out
        assert len(status.waiting_users) == 1, "Liberté waits for one player at a time"
        user = by_user(status.waiting_users[0])
        info = await my_info(sim, user)
        view, colour = info.view, str(info.colour)
        options = [str(a["option"]) for a in info.legal_actions]
        option = plan.decide(view, colour, options)
        if user.id != last_waiting:  # a new player may act: the channel pinged exactly them, in a new post
            ping = latest_ping(sim)
            assert ping is not None and ping.id != last_ping, f"no new ping for {user.name}"
            out.pings.append((user.id, set(ping.pinged)))
            assert ping.pinged == {user.id}, (ping.pinged, user.id, ping.text)
            assert f"<@{user.id}>" in ping.text, ping.text
            kind = str(view["choice"]["kind"])
            owes = "tiebreak" if kind == "tiebreak" else "refresh" if kind.startswith("refresh") else "action"
            if game_text("liberte", f"cp.ping.{owes}", "pl") not in ping.text:  # the server speaks Polish
                out.cut.append({"owes": owes, "length": len(ping.text), "end": ping.text[-80:]})
            last_ping, last_waiting = ping.id, user.id
            panels.pop(user.id, None)
        event = {"player": colour, "kind": view["choice"]["kind"], "option": option, "turn": view["turn"],
                 "tiebreak": view.get("tiebreak"), "order": view["order"]}
        if event["kind"] == "tiebreak":  # the truth behind the view (the test's oracle): who is still to answer
            state = (await sim.service._load_active(CHANNEL)).state
            assert state is not None
            truth: Json = state.tiebreak
            event["truth"] = {k: truth[k] for k in ("kind", "actors", "contenders", "round")}
        out.events.append(event)
        if plan.lapses(view, colour, option):
            version, before = status.version, len(sim.discord.channel_messages(CHANNEL))
            sim.clock.advance(DEADLINE + 1)
            outcomes = await sweep(sim)
            assert outcomes, "the deadline passed and the sweeper acted"
            assert (await sim.status()).version > version
            told = sim.discord.channel_messages(CHANNEL)[before:]
            assert any(f"<@{user.id}>" in m.text for m in told), "the channel is told who missed the deadline"
            out.lapses.append(out.events[-1])
            last_waiting = None  # the next player (maybe the same) is pinged anew
            continue
        panel = panels.get(user.id)
        if panel is None:
            ping = latest_ping(sim)
            assert ping is not None
            ex = await sim.press(user, ping, next(c for c in ping.custom_ids() if c.startswith("cp:o:")))
            check_exchange(ex)
            out.log.append(ex)
            panel = next(m for m in reversed(ex.private) if is_panel(m))
        panel = sim.discord.by_id.get(panel.id, panel)
        offered = reachable(panel)
        missing = [o for o in options if o not in offered]
        if missing:  # every legal option is on the panel, within Discord's limits (issue 29)
            out.unreachable.append({"kind": view["choice"]["kind"], "missing": missing, "of": len(options)})
        action = {"type": "choose", "option": option}
        found = find(panel, action)
        assert found is not None, f"{option} ({view['choice']['kind']}) is not on {user.name}'s panel"
        custom_id, value = found
        ex = await (sim.press(user, panel, custom_id) if value is None else sim.select(user, panel, custom_id, [value]))
        check_exchange(ex)
        assert ex.ack_type == 6, "a tap on the panel edits it in place"
        out.log.append(ex)
        panels[user.id] = panel
    raise AssertionError("the game did not end")


async def replayed(sim: Sim) -> list[Json]:
    """Every event of the game, rebuilt from its stored log by the engine (the deal, then each action, a
    deadline's pass included); the replay must end exactly in the stored state (LB-0.5: exact replay)."""
    g = await sim.service.pipeline.read(CHANNEL)
    rules = LiberteRules(data="placeholder")
    state: Any = None
    events: list[Json] = []
    for entry in await sim.service.store.log(g.record.id):
        if "new_game" in entry.payload:
            ng = entry.payload["new_game"]
            state, new = rules.new_game(list(ng["colours"]), dict(ng["options"]), int(ng["seed"]))
        elif "action" in entry.payload:
            state, new = rules.apply(state, entry.payload["action"])
        else:
            continue
        events += [dict(e) for e in new]
    assert state is not None and g.state is not None
    assert state.to_dict() == g.state.to_dict(), "the log replays to the stored state"
    return events


def broken_by_advancing(events: list[Json], kind: str) -> list[Json]:
    """The tie-breaks of `kind` whose winner advanced a card in them (LB-0.6 (b))."""
    out: list[Json] = []
    advanced: list[str] = []
    for e in events:
        if e["type"] == "tiebreak_started":
            advanced = []
        elif e["type"] == "tiebreak_advanced":
            advanced.append(e["player"])
        elif e["type"] == "tiebreak_ended" and e["kind"] == kind and e["winner"] in advanced:
            out.append(e)
    return out


async def result_of(sim: Sim, user: Person) -> Json:
    status = await sim.status()
    assert status.status == "finished" and status.game == "liberte"
    result = (await my_info(sim, user)).view["result"]
    assert isinstance(result, dict)
    return result


def taps_only(played: Played) -> None:
    assert all(ex.kind in ("button", "select") for ex in played.log), "nothing typed after the lobby"
    assert not played.unreachable, played.unreachable[:3]


def tiebreaks_in_order(played: Played) -> int:
    """Every tie-break step asked the first of its actors still to answer, in player order (LB-0.6), each a
    contender (a track tie-break is open to every player, LB-6.12); how many steps."""
    steps = [e for e in played.events if e["kind"] == "tiebreak"]
    for e in steps:
        tb = e["truth"]
        assert tb["actors"][0] == e["player"], e
        assert tb["actors"] == [c for c in e["order"] if c in tb["actors"]], e
        if tb["kind"] != "track":
            assert set(tb["actors"]) <= set(tb["contenders"]), e
    return len(steps)


async def test_three_players_radical_landslide_by_taps(placeholder_edition: None,
                                                       boot: Boot) -> None:
    sim: Sim = await boot(LANDSLIDE_SEED)
    people = await seat(sim, 3, deadline_hours=1)
    played = await play(sim, Plan("landslide", LANDSLIDE_SEED))
    taps_only(played)
    result = await result_of(sim, people[0])
    assert result["reason"] == "radical_landslide" and result["rule"] == "LB-8.2"
    points = result["points"]
    best = max(p["total"] for p in points.values())
    assert all(points[c]["total"] == best for c in result["winners"])
    assert "hands" in result, "a sudden end reveals every hand (LB-9.3)"
    assert {u for u, _ in played.pings} == {p.id for p in people}
    events = await replayed(sim)
    red = [e for e in events if e["type"] == "radical_landslide"]
    assert len(red) == 1 and red[0]["red"] >= 17
    assert not any(e["type"] == "turn_started" and e["turn"] > 1 for e in events), "in the turn-1 elections"


CUT_SEED = 39  # a six-player game whose turn message after an election runs to 2,000 characters


async def test_every_ping_says_what_is_owed(placeholder_edition: None, boot: Boot) -> None:
    """A six-player game like the one below: one of its pings (after an election) is cut at 2,000 characters."""
    sim = await boot(CUT_SEED)
    people = await seat(sim, 6, deadline_hours=1)
    colours = [str((await my_info(sim, p)).colour) for p in people]
    first = (await my_info(sim, people[0])).view["order"][0]
    played = await play(sim, Plan("short", CUT_SEED, pair=tuple(colours[:2]), absent=frozenset({(1, 1, first)})))
    assert played.pings and not played.cut, played.cut[:3]


async def test_four_players_royalist_counter_revolution_by_taps(placeholder_edition: None,
                                                                boot: Boot) -> None:
    sim: Sim = await boot(COUNTER_SEED)
    people = await seat(sim, 4, deadline_hours=1)
    played = await play(sim, Plan("counter", COUNTER_SEED))
    taps_only(played)
    result = await result_of(sim, people[0])
    assert result["reason"] == "counter_revolution" and result["rule"] == "LB-8.3"
    view = (await my_info(sim, people[0])).view
    assert view["turn"] in (3, 4), "checked only in turns 3 and 4 (LB-8.5)"
    assert all(p["votes"] == 0 for p in result["points"].values()), "white points count no votes"
    tiebreaks_in_order(played)
    [counter] = [e for e in (await replayed(sim)) if e["type"] == "counter_revolution"]
    assert counter["cr"] >= 7


async def test_six_players_four_turns_with_a_lost_battle_and_ties_broken_by_advancing(
        placeholder_edition: None, boot: Boot) -> None:
    sim: Sim = await boot(FULL_SEED)
    people = await seat(sim, 6, deadline_hours=1)
    colours = [str((await my_info(sim, p)).colour) for p in people]
    first = (await my_info(sim, people[0])).view["order"][0]
    plan = Plan("short", FULL_SEED, pair=tuple(colours[:2]), absent=frozenset({(1, 1, first)}))
    played = await play(sim, plan)
    taps_only(played)
    result = await result_of(sim, people[0])
    assert result["reason"] == "turns" and result["rule"] == "LB-8.1"
    view = (await my_info(sim, people[0])).view
    assert view["turn"] == 4
    assert 2 in view["lost_battles"], "the turn-2 battle was lost (LB-5.4)"
    boards = [png for m in sim.discord.channel_messages(CHANNEL) for png in m.pngs()]
    if game("liberte").board is not None:  # the board at the phases' ends, once the descriptor names it
        assert len(boards) >= 4 and all(png.startswith(b"\x89PNG\r\n\x1a\n") for png in boards)
    kinds = [(e["kind"], e["option"]) for e in played.lapses]
    assert ("action", "pass") in kinds, "a missed action deadline passes (LB-0.7)"
    battle = [e for e in played.lapses if e["tiebreak"] and e["tiebreak"]["kind"] == "battle"]
    assert sorted(e["player"] for e in battle if e["turn"] == 2) == sorted(colours[:2]), "both tied Generals declined"
    advanced = [e for e in played.events if e["kind"] == "tiebreak" and e["option"].startswith("advance:")
                and e["tiebreak"]["kind"] == "province"]
    assert advanced, "election ties broken by advancing (LB-6.6)"
    assert tiebreaks_in_order(played) >= len(advanced)
    events = await replayed(sim)
    assert [e["turn"] for e in events if e["type"] == "battle_lost"][:1] == [2]
    assert broken_by_advancing(events, "province"), "an election tie broken by advancing (LB-6.6)"
    assert {u for u, _ in played.pings} == {p.id for p in people}
