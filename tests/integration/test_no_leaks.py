"""H-1, H-2, H-4: nothing hidden leaks into anything the channel sees, in whole games of every option set.

Complete games are played through the table service (computer players, fixed seeds) for every combination
of variant, Liberator and Civilian Mail. Every public message, in both languages, is scanned for what only
one player (or nobody) may know; every board the bot would post is checked to be a function of public
information alone: scrambling the hidden parts of the state (token identities, secret goals, deck order,
seed) leaves the public view, and so the image, exactly the same.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from data.mali.loader import game_data
from engine.mali import GameState, view
from render.mali.board import render_board
from service import Caller, FakeClock, Outcome, TableService
from store import SqliteStore
from tools.mali.players import greedy_player
from words.mali import goal_name, token_name

CHANNEL = 77
COMBOS = list(itertools.product(("basic", "advanced"), (False, True), (False, True)))


def scramble(state: GameState, rng: random.Random) -> GameState:
    """The same public situation with every hidden thing changed: tokens, goals, decks, seed. (Once the game
    has ended, goals and unused tokens are revealed by the scores, so only decks and seed stay hidden.)"""
    s = state.clone()
    if s.phase == "ended":
        rng.shuffle(s.deck)
        s.rng = rng.getrandbits(63)
        return s
    hidden_slots: list[tuple[list[str], int]] = []
    for p in s.players.values():
        hidden_slots += [(p.tokens, i) for i in range(len(p.tokens))]
    for tokens in s.drops.values():
        hidden_slots += [(tokens, i) for i in range(len(tokens))]
    hidden_slots += [(s.drop_stack, i) for i in range(len(s.drop_stack))]
    names = [slot[i] for slot, i in hidden_slots]
    rng.shuffle(names)
    for (slot, i), name in zip(hidden_slots, names, strict=True):
        slot[i] = name
    goals = [g for g in game_data().goals if g not in {p.goal for p in s.players.values()}]
    for p in s.players.values():
        if p.goal is not None and goals:
            p.goal = goals.pop(rng.randrange(len(goals)))
    rng.shuffle(s.deck)
    rng.shuffle(s.liberator_deck)
    s.rng = rng.getrandbits(63)
    return s


def hidden_words(state: GameState, lang: str) -> set[str]:
    """Names that must not appear in public text now: goals (until the end) and kinds of tokens nobody showed."""
    words: set[str] = set()
    if state.phase != "ended":
        words |= {goal_name(p.goal, lang).split(" (+")[0] for p in state.players.values() if p.goal}
    shown = {game_data().drop_tokens[t].kind for p in state.players.values() for t in p.used_tokens + p.ambushes}
    secret = [t for p in state.players.values() for t in p.tokens] + [t for ts in state.drops.values() for t in ts]
    for token in secret:
        kind = game_data().drop_tokens[token].kind
        if kind not in shown:
            words.add(token_name(token, lang))
    return words


async def play_and_check(tmp_path: Path, variant: str, liberator: bool, mail: bool, seed: int) -> tuple[int, int]:
    store = SqliteStore(tmp_path / f"{variant}-{liberator}-{mail}.sqlite3")
    await store.open()
    checked = secrets = 0
    try:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: seed)
        users = [Caller(500 + i) for i in range(3)]
        await svc.create_game(CHANNEL, users[0], options={"variant": variant, "liberator": liberator, "mail": mail},
                              deadline_seconds=None)
        for u in users[1:]:
            await svc.join(CHANNEL, u)
        outcomes: list[Outcome] = [await svc.start(CHANNEL, users[0])]
        bots = {c: greedy_player(random.Random(seed + i)) for i, c in enumerate(("orange", "red", "violet"))}
        rng = random.Random(seed)
        for _ in range(3000):
            for out in outcomes:
                secrets += sum(len(m) for m in out.private.values())
                record = await store.active_game(CHANNEL) or (await store.games_in_channel(CHANNEL))[-1]
                state = svc.pipeline.parse(record).state  # (the in-turn actions the row is behind by replayed)
                assert isinstance(state, GameState)
                for lang in ("pl", "en"):
                    forbidden = hidden_words(state, lang)
                    for message in out.public:
                        text = message.text(lang)
                        assert not any(w in text for w in forbidden), (text, forbidden)
                        assert "Znalazłeś" not in text and "You found" not in text
                for request in out.renders:
                    public = request.view
                    assert public == view(state, None)
                    assert public == view(scramble(state, rng), None)
                    assert all(p["hand"] is None and p["tokens"] is None for p in public["players"])
                    assert state.phase == "ended" or all(p["goal"] is None for p in public["players"])
                    assert all(isinstance(n, int) for n in public["drops"].values())
                    if checked % 4 == 0:  # the image is drawn from the public view alone
                        assert render_board(public) == render_board(view(scramble(state, rng), None))
                    checked += 1
            status = (await svc.status(CHANNEL)).data
            if status["status"] != "running":
                break
            colour = str(status["waiting_for"])
            active = await store.active_game(CHANNEL)
            assert active is not None
            action = bots[colour](svc.pipeline.parse(active).state, colour)
            outcomes = [await svc.act(CHANNEL, Caller(int(status["waiting_user"])), action.to_dict())]
        assert (await svc.status(CHANNEL)).data["status"] == "finished"
    finally:
        await store.close()
    return checked, secrets


@pytest.mark.parametrize(("variant", "liberator", "mail"), COMBOS)
async def test_no_hidden_information_in_public_messages_or_boards(tmp_path: Path, variant: str, liberator: bool,
                                                                  mail: bool) -> None:
    boards, secrets = await play_and_check(tmp_path, variant, liberator, mail, seed=31)
    assert boards >= 3
    assert secrets > 0  # private news existed (start-of-game notes, tokens found) and stayed private


def test_the_scrambler_really_changes_hidden_things() -> None:
    from engine.mali import Options, new_game
    state, _ = new_game(["orange", "red", "violet"], Options("advanced", True, True), 5)
    other = scramble(state, random.Random(1))
    assert other.deck != state.deck or other.drop_stack != state.drop_stack
    assert other.rng != state.rng
    assert [p.goal for p in other.players.values()] != [p.goal for p in state.players.values()]
    assert view(other, None) == view(state, None)
    assert view(other, "orange") != view(state, "orange")  # the owner does see the difference
