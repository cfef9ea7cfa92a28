"""How many service calls and store round trips each kind of interaction costs, through the real cogs, table
service and a SQLite file, in a running 3-player advanced game with both expansions.

    python bench/bench_store_calls.py [--seed N]

Every store method call is one round trip (one transaction or one query batch on PostgreSQL). The target
(issue 10): one round trip per player action (its commit) and none per autocomplete keystroke; none either for
a look-up (/hand, /board, /game status, the My cards button) of a game this process has in memory. That is
also the floor: an action cannot cost less than its commit, a read from memory less than nothing. The sweep's
rows are for information. The board renderer is stubbed (counting only; bench_render.py times it). Counts are
deterministic for a seed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cogs.info import Info
from cogs.lobby import Lobby
from cogs.mali.menus import Confirm
from cogs.mali.play import Play
from cogs.mali.turn_buttons import TurnButton
from service import Caller, FakeClock, TableService
from service.results import MyInfo
from tests.cogs.harness import STRANGER, FakeBot, Reply, Table, choose, open_bot

PNG = b"\x89PNG\r\n\x1a\n"
SERVICE_CALLS = ("status", "my_info", "board", "log", "undo_preview", "act", "settings", "sweep", "export",
                 "join", "start", "create_game", "skip")


class Counts:
    """Service calls and store calls since the last `take`."""

    def __init__(self, bot: FakeBot) -> None:
        self.bot = bot
        self.service: Counter[str] = Counter()
        svc = bot.service
        for name in SERVICE_CALLS:
            original = getattr(svc, name)
            setattr(svc, name, self._wrap(name, original))
        self.mark = 0

    def _wrap(self, name: str, original: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        async def counted(*args: Any, **kwargs: Any) -> Any:
            self.service[name] += 1
            return await original(*args, **kwargs)
        return counted

    def start(self) -> None:
        self.service.clear()
        self.mark = len(self.bot.spy.calls)

    def take(self) -> tuple[int, Counter[str]]:
        store = Counter(name for _, name in self.bot.spy.calls[self.mark:])
        return sum(self.service.values()), store


async def status_of(svc: TableService, table: Table) -> dict[str, Any]:
    """A look-up outside the counted interactions, through the service as it is (memory included)."""
    return (await svc.status(table.channel_id)).data


async def legal_of(svc: TableService, table: Table, user: int) -> list[dict[str, Any]]:
    result = (await svc.my_info(table.channel_id, Caller(user))).result
    assert isinstance(result, MyInfo)
    return result.legal_actions


async def end_turn_by_button(table: Table, game_id: int, user: int) -> tuple[list[Reply], bool]:
    """Press "End turn" under the prompt; tap "confirm" if asked. Whether a confirmation was asked."""
    button = TurnButton(game_id, "end", "pl")
    first = await table.press(button.callback, user)
    for view in first.views():
        if isinstance(view, Confirm):
            return [first, await table.press(view.confirmed, user)], True
    return [first], False


async def measure(seed: int) -> list[tuple[str, int, Counter[str]]]:
    rows: list[tuple[str, int, Counter[str]]] = []
    with tempfile.TemporaryDirectory() as folder, \
            mock.patch("cogs.sender.render_board_async", new=mock.AsyncMock(return_value=PNG)):
        clock = FakeClock()
        bot = await open_bot(Path(folder) / "calls.db", clock, seeds=lambda: seed)
        counts = Counts(bot)
        table = Table(bot)
        svc: TableService = bot.service
        try:
            await table.seat_quietly(3, variant="advanced", liberator=True, mail=True)
            rng = random.Random(seed)

            async def row(name: str, run: Callable[[], Awaitable[Any]]) -> Any:
                counts.start()
                result = await run()
                n, store = counts.take()
                rows.append((name, n, store))
                return result

            async def waiting() -> int:
                return int((await status_of(svc, table))["waiting_user"])

            # a few random actions in, so that the process has a game in memory, as a running bot does
            for _ in range(12):
                user = await waiting()
                await svc.act(table.channel_id, Caller(user), choose(await legal_of(svc, table, user), rng))
            found = await table.advance_until(lambda a: a["type"] == "play_card", rng)
            assert found is not None
            user = found
            await status_of(svc, table)  # the harness's look-ups read the store; a running bot has the game in memory
            await row("autocomplete keystroke (/play card)", lambda: table.complete(Play.play_card_choices, user, "a"))
            card = next(a for a in await legal_of(svc, table, user) if a["type"] == "play_card")
            await row("slash action (/play)", lambda: table.run(Play.play, user, card=str(card["card"])))
            moves = [a for a in await legal_of(svc, table, user) if a["type"] == "move"]
            if moves:
                scout = moves[0]["scout"]
                await row("autocomplete keystroke (/move space)",
                          lambda: table.complete(Play.move_choices, user, "", scout=scout))
                await row("slash action (/move)", lambda: table.run(Play.move, user, scout=scout,
                                                                      space=str(moves[0]["to"])))
            await row("/hand", lambda: table.run(Info.hand, user))
            await row("/board", lambda: table.run(Info.board, STRANGER))
            await row("/game status", lambda: table.run(Lobby.status, STRANGER))
            game_id = int((await status_of(svc, table))["game_id"])
            await row("button: my cards", lambda: table.press(TurnButton(game_id, "me").callback, user))
            await row("sweep tick (nothing due)", lambda: svc.sweep())
            status = await status_of(svc, table)
            assert status["status"] == "running"
            if status["deadline_at"] is not None:
                clock.advance(float(status["deadline_at"]) + 1 - clock.now())
                await row("sweep tick (a deadline passes)", lambda: svc.sweep())
                await svc.settings(table.guild_id)  # the jump above outlived the remembered settings (CACHE_SECONDS)
            # End turn through its button (MP left: confirm), until one of them ends the phase
            seen: set[str] = set()
            for _ in range(400):
                status = await status_of(svc, table)
                if status["status"] != "running":
                    break
                user = int(status["waiting_user"])
                legal = await legal_of(svc, table, user)
                if any(a["type"] == "end_turn" for a in legal):
                    phase = (status["round"], status["phase"])
                    counts.start()
                    _, asked = await end_turn_by_button(table, int(status["game_id"]), user)
                    n, store = counts.take()
                    after = await status_of(svc, table)
                    if after["status"] != "running":
                        break
                    name = ("End turn button" + (" + confirm" if asked else "")
                            + (", phase-ending" if (after["round"], after["phase"]) != phase else ""))
                    if name not in seen:
                        seen.add(name)
                        rows.append((name, n, store))
                    if {"End turn button + confirm", "End turn button + confirm, phase-ending"} <= seen:
                        break
                    continue
                plays = [a for a in legal if a["type"] == "play_card"]
                pick = plays[0] if plays else choose([a for a in legal if a["type"] != "end_turn"] or legal, rng)
                await svc.act(table.channel_id, Caller(user), pick)
        finally:
            await bot.close()
    return rows


def floor_of(name: str) -> int | None:
    """The target (and floor) of a row: store calls it may cost; None for the sweep's rows (information)."""
    if name.startswith("sweep"):
        return None
    return 1 if name.startswith(("slash action", "End turn")) else 0


def print_table(rows: list[tuple[str, int, Counter[str]]]) -> list[str]:
    """The table; what missed its target."""
    missed: list[str] = []
    print(f"{'interaction':<46}{'service':>8}{'store':>6}{'floor':>6}  store calls by kind")
    for name, n, store in rows:
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(store.items()))
        floor = floor_of(name)
        print(f"{name:<46}{n:>8}{sum(store.values()):>6}{'-' if floor is None else floor:>6}  {kinds}")
        if floor is not None and (sum(store.values()) != floor or (floor and store["commit"] != 1)):
            missed.append(f"{name}: {sum(store.values())} store calls ({kinds or 'none'}), target {floor}")
    actions = [sum(store.values()) for name, _, store in rows if floor_of(name) == 1]
    print(f"store calls per player action: {sum(actions) / len(actions):.2f} (floor and target 1, its commit; "
          f"ratio {sum(actions) / len(actions):.2f}); per keystroke or look-up from memory: target 0")
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    one, five, fifteen = os.getloadavg()
    print(f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f} (counts do not depend on it)")
    missed = print_table(asyncio.run(measure(args.seed)))
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0 if not missed else 1


if __name__ == "__main__":
    sys.exit(main())
