"""Liberté's exports and imports (issue 29: everything the other games have): a finished placeholder game's full
export comes back as the same game in another channel, and the public export holds no hand while it runs."""

from __future__ import annotations

from pathlib import Path

from store import SqliteStore
from tests.web.games import MOD, open_game, play, service


async def test_a_finished_game_comes_back_from_its_full_export(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "x.sqlite3")
    await store.open()
    try:
        svc = service(store)
        await open_game(svc, 1, "liberte", players=3)
        await play(svc, 1, 40, seed=3)
        running = (await svc.export(1, MOD)).result
        assert running is not None
        assert all("hand" not in p for p in running.document["view"]["players"]), "LB-9: no hand in a public export"  # type: ignore[attr-defined]
        assert "hand" not in running.document["view"]  # type: ignore[attr-defined]
        await play(svc, 1, None, seed=3)
        before = (await svc.status(1)).data
        assert before["status"] == "finished"
        full = (await svc.export(1, MOD, full=True)).result
        await svc.import_game(2, MOD, full.document)  # type: ignore[union-attr]
        after = (await svc.status(2)).data
        assert after["status"] == "finished" and after["game"] == "liberte" and after["result"] == before["result"]
    finally:
        await store.close()
