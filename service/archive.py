"""Export and import: a game as JSON (what players may see, or everything once it has ended), and a
moderator's full export brought back as a finished game after its log is replayed and checked."""

from __future__ import annotations

import logging
from typing import Any

from engine.errors import RuleError
from service.caller import Caller
from service.errors import refused, unreadable
from service.exports import EXPORT_FORMAT, export_document, read_import
from service.history import replay_log
from service.messages import Message
from service.meta import GameMeta
from service.outcome import Outcome
from service.pipeline import Pipeline
from service.results import ExportDocument
from store.errors import ChannelBusy, CorruptRow
from store.records import FINISHED, NewGame, NewLogEntry

logger = logging.getLogger("mp.service")


async def export(p: Pipeline, channel_id: int, caller: Caller, full: bool, game_id: int | None) -> Outcome:
    """The game as JSON: what players may see (H-4), or everything for a moderator once it has ended."""
    g = await p.read(channel_id, game_id)
    if full:
        if not caller.is_moderator:
            raise refused("moderator_only")
        if g.record.status != FINISHED:
            raise refused("full_export_running")
    try:
        entries = await p.store.log(g.record.id)
    except CorruptRow as e:
        raise refused("corrupt_game", game=g.record.id, detail=unreadable(e)) from None
    view = None if g.state is None else g.rules.view(g.state, None)
    if not full:
        entries = g.rules.public_log(entries)
    return Outcome(channel_id, g.record.id, g.record.version, game=g.rules.key,
                   result=ExportDocument(export_document(g.record, g.meta, view, entries, full)))


async def import_game(p: Pipeline, channel_id: int, caller: Caller, document: Any) -> Outcome:
    if not caller.is_moderator:
        raise refused("moderator_only")
    named = document.get("game_type") if isinstance(document, dict) else None
    rules = p.rules_for(named if isinstance(named, str) else None)
    if rules is None:
        raise refused("import_bad", detail="other_game")  # a game this bot does not play
    doc = read_import(document, rules.name)
    try:
        GameMeta.from_json(doc["meta"])
        replayed = replay_log(rules, doc["entries"])
        stored = rules.dump(rules.load(doc["state"]))  # an older export's state, brought to today's format
    except RuleError as e:  # the code names the refusal for the log; the moderator reads what it means
        logger.warning("import: a move of the log is refused by the rules: %s (%s)", e.code, e.rule)
        raise refused("import_bad", detail="illegal_move") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError, OverflowError) as e:
        raise refused("import_bad", detail=unreadable(e, "import")) from None
    if replayed is None or rules.dump(replayed) != stored or not rules.ended(replayed):
        raise refused("import_bad", detail="log_mismatch")
    now = p.clock.now()
    log = [NewLogEntry(e.kind, e.payload, e.at, e.actor_id, e.moderator, e.version) for e in doc["entries"]]
    log.append(NewLogEntry("import", {"format": EXPORT_FORMAT, "from_game": doc["game_id"]}, now,
                           caller.user_id, True, doc["version"]))
    async with p.locks.hold(channel_id):
        await channel_free(p, channel_id)
        try:
            rec = await p.store.create_game(
                NewGame(caller.guild_id, channel_id, rules.name, doc["meta"], doc["created_at"], FINISHED,
                        doc["state"], version=doc["version"]), log)
        except ChannelBusy:
            raise refused("channel_busy") from None
        except (OverflowError, RecursionError, ValueError) as e:  # a number or a depth the database cannot keep
            raise refused("import_bad", detail=unreadable(e, "import")) from None
        p.forget(channel_id)  # the channel has a game now
    return Outcome(channel_id, rec.id, rec.version, public=[Message("imported", {"game": rec.id})]).in_room(rules.key)


async def channel_free(p: Pipeline, channel_id: int) -> None:
    """An import goes into a channel without a lobby or a running game, as /game new does: a finished game
    imported beside a running one would stand for the channel's game once that one ends (issue 23)."""
    try:
        busy = await p.store.active_game(channel_id) is not None
    except CorruptRow:
        busy = True  # an active row there, unreadable: still a game in the way
    if busy:
        raise refused("channel_busy")
