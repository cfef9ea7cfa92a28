"""Games played through the service for the web view's tests: two named players (names a page must escape),
random legal moves with a fixed seed, as far as asked or to the end."""

from __future__ import annotations

import random
from typing import Any

from service import Caller, TableService

SEED = 8_675_309_123  # a seed no page may show (H-2): long enough that its digits cannot turn up by chance
ALA = Caller(1001, name="Ala <script>alert(1)</script>")
BOLEK = Caller(1002, name="Bolek & \"Lolek\"")
MOD = Caller(9999, is_moderator=True)


async def open_game(svc: TableService, channel: int, game: str, players: int = 2, **options: Any) -> int:
    await svc.create_game(channel, ALA, game, options)
    await svc.join(channel, BOLEK)
    for n in range(3, players + 1):
        await svc.join(channel, Caller(1000 + n, name=f"Gracz {n}"))
    out = await svc.start(channel, ALA)
    assert out.game_id is not None
    return out.game_id


async def play(svc: TableService, channel: int, moves: int | None = None, seed: int = 1) -> int:
    """Random legal moves (never an undo) until `moves` were made or the game ended; how many were made."""
    rng = random.Random(seed)
    made = 0
    while moves is None or made < moves:
        status = (await svc.status(channel)).data
        if status["status"] != "running":
            break
        user = status["waiting_users"][0]
        info = (await svc.my_info(channel, Caller(user))).data
        legal = [a for a in info["legal_actions"] if a["type"] != "undo"]
        ends = [a for a in legal if a["type"] == "end_turn"]
        action = ends[0] if ends and rng.random() < 0.4 else rng.choice(legal)
        await svc.act(channel, Caller(user), action)
        made += 1
    return made


def service(store: Any) -> TableService:
    from service import FakeClock

    return TableService(store, clock=FakeClock(), seed_source=lambda: SEED, computer_delay=0)
