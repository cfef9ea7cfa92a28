"""The console table plays whole games through the service, store and renderer, from script files."""

from __future__ import annotations

import argparse
import io
import random
from pathlib import Path

import pytest

from console.mali.commands import parse, to_line
from console.mali.session import run_table
from console.mali.table import ConsoleTable, user_of
from console.output import CHANNEL
from engine.mali import Options, legal_actions
from engine.mali.game import apply, new_game
from engine.mali.view import waiting_for
from service import Caller, FakeClock, TableService
from store import SqliteStore

SCRIPTS = Path(__file__).parent / "scripts"


def table_args(tmp_path: Path, **kw: object) -> argparse.Namespace:
    base: dict[str, object] = {"players": "orange,red", "variant": "basic", "liberator": False, "mail": False,
                               "seed": 21, "lang": "en", "script": None, "boards": tmp_path / "boards", "bots": "",
                               "db": tmp_path / "table.sqlite3", "record": None}
    base.update(kw)
    return argparse.Namespace(**base)


@pytest.mark.parametrize(("script", "players", "variant", "expansions", "seed"), [
    ("basic-2p-seed21.txt", "orange,red", "basic", False, 21),
    ("advanced-3p-liberator-mail-seed5.txt", "orange,red,violet", "advanced", True, 5),
])
def test_a_whole_game_replays_from_its_script_and_ends_with_the_score_table(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], script: str, players: str, variant: str,
        expansions: bool, seed: int) -> None:
    args = table_args(tmp_path, players=players, variant=variant, liberator=expansions, mail=expansions, seed=seed,
                      script=SCRIPTS / script)
    assert run_table(args) == 0
    out = capsys.readouterr().out
    assert "\n  ! " not in out  # every scripted move was accepted
    assert "player         orders tokens letters  goal  total" in out
    assert "The game is over" in out
    boards = sorted((tmp_path / "boards").glob("*/*.png"))
    assert boards and boards[-1].name.endswith("ended.png")
    assert boards[-1].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


async def test_refusals_are_printed_and_change_nothing(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "t.sqlite3")
    await store.open()
    try:
        out = io.StringIO()
        table = ConsoleTable(TableService(store, clock=FakeClock(), seed_source=lambda: 3), "en", out, None, {})
        await table.open(["orange", "red"], Options("basic"))
        who = await table.waiting()
        other = "orange" if who == "red" else "red"
        before = await store.active_game(CHANNEL)
        await table.handle(f"{other}: play 4")
        await table.handle("nonsense")
        await table.handle("mod: dance")
        await table.handle(f"{who}: pass")
        after = await store.active_game(CHANNEL)
        assert before is not None and after is not None and before.version == after.version
        text = out.getvalue()
        assert "start with the colour" in text and "moderator commands" in text and "  ! " in text
        assert f"a player cannot pass: '{who}: end' ends your turn" in text
        await table.handle(f"hand {who}")
        assert f"[only to {who}] hand:" in out.getvalue()
        info = await table.service.my_info(CHANNEL, Caller(user_of(str(who))))
        assert info.data["colour"] == who
    finally:
        await store.close()


@pytest.mark.parametrize("options", [Options("basic", True, True), Options("advanced", True, True)])
def test_every_legal_action_has_a_console_line_that_parses_back(options: Options) -> None:
    rng = random.Random(4)
    state, _ = new_game(["orange", "red", "violet"], options, 8)
    seen = 0
    while state.phase != "ended" and seen < 400:
        who = waiting_for(state)
        assert who is not None
        acts = legal_actions(state, who)
        for action in acts:
            assert parse(to_line(who, action.to_dict())).action == action
        state, _ = apply(state, rng.choice(acts))
        seen += 1
