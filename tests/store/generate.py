"""Games with real engine states, written through the store interface as the service would write them:
a lobby with create/join entries, a start with a snapshot, a few random legal actions (a snapshot at each
phase change, deadlines and reminders), and every other game finished so its channel holds a second one."""

from __future__ import annotations

import random

from engine.mali import Options, apply, legal_actions, new_game
from engine.mali.view import waiting_for
from store.interface import GameStore
from store.records import FINISHED, LOBBY, RUNNING, GameChange, GuildSettings, NewGame, NewLogEntry, NewSnapshot

COLOURS = ["orange", "red", "violet", "green"]
T0 = 1_700_000_000.0
GUILD = 900_000_000_000_000_000  # snowflake-sized ids


async def generate_game(store: GameStore, i: int, *, steps: int | None = None) -> int:
    """Write game number `i` (channel 5000 + i // 2) and return its id."""
    rng = random.Random(i)
    players = COLOURS[: 2 + i % 3]
    options = Options(rng.choice(["basic", "advanced"]), rng.random() < 0.5, rng.random() < 0.5)
    users = {c: GUILD + 1000 * i + k for k, c in enumerate(players)}
    t = T0 + 3600.0 * i + rng.random()
    meta = {"host": users[players[0]], "options": options.to_dict(), "seats": [], "missed": {},
            "note": rng.choice(["", "Powstańcy 1944 — gra próbna", "🎲 weekend"])}
    guild = None if i % 17 == 0 else GUILD + i % 13
    g = await store.create_game(NewGame(guild, 5000 + i // 2, "mali", meta, t),
                                [NewLogEntry("create", {"options": options.to_dict()}, t, users[players[0]])])
    log = []
    for c in players:
        meta = {**meta, "seats": [*meta["seats"], {"colour": c, "user": users[c]}]}
        log.append(NewLogEntry("join", {"colour": c}, t + 1, users[c]))
    g = await store.commit(g.id, g.version, GameChange(LOBBY, meta, None, None, None, t + 1), log)
    state, _ = new_game(players, options, seed=i)
    t += 60
    snap_version = g.version + 1
    g = await store.commit(
        g.id, g.version, GameChange(RUNNING, meta, state.to_dict(), t + 86400, t + 72000, t),
        [NewLogEntry("start", {"seed": i}, t, users[players[0]], moderator=i % 5 == 0)],
        NewSnapshot(state.phase, state.round, state.to_dict()))
    for n in range(rng.randrange(0, 9) if steps is None else steps):
        colour = waiting_for(state)
        if colour is None:
            break
        action = rng.choice(legal_actions(state, colour))
        before = (state.phase, state.round)
        state, events = apply(state, action)
        t += rng.uniform(30, 7200)
        snapshot = None
        if (state.phase, state.round) != before:
            snapshot = NewSnapshot(state.phase, state.round, state.to_dict(), parent=snap_version)
            snap_version = g.version + 1
        keep = snapshot is None and i % 3 == 1 and n % 4 != 3  # some moves only logged (GameChange.keep_state)
        g = await store.commit(
            g.id, g.version, GameChange(RUNNING, meta, None if keep else state.to_dict(), t + 86400, t + 72000, t,
                                        keep_state=keep),
            [NewLogEntry("action", {"action": action.to_dict(), "events": len(events)}, t, users[colour])], snapshot)
    if i % 2 == 0:  # the channel's first game ends (a moderator), so the next one can start there
        g = await store.commit(g.id, g.version, GameChange(FINISHED, meta, state.to_dict(), None, None, t + 5),
                               [NewLogEntry("end", {"reason": "moderator"}, t + 5, GUILD, moderator=True)])
    return g.id


async def generate(store: GameStore, n: int) -> list[int]:
    ids = [await generate_game(store, i) for i in range(n)]
    for k in range(13):
        await store.put_settings(GuildSettings(GUILD + k, moderator_role_id=GUILD + 500 + k if k % 2 else None,
                                               default_deadline_seconds=None if k % 3 == 0 else 3600 * (k + 1),
                                               language="en" if k % 4 == 0 else "pl", missed_turns_alert=1 + k % 3,
                                               extra={"k": k, "ż": [k, None]}))
    return ids
