"""Every event the Libertalia engine emits, one TypedDict per kind, and every pending-choice kind and refusal.

The words helper writes one sentence per event (words/libertalia/); tests there check that each code has a
message in both languages, so these types are the contract and must stay current with the engine.

Conventions (LIBERTALIA.md): an event is a plain JSON dict `{"type": <code>, ...params}` (so these types cost
nothing at run time). Parameter values are ints, colour strings (key "player", "owner", "to", "from_player", ...),
ranks (int, key "rank"/"ranks"), loot kinds (str, key "loot"/"loots"), phase names, never words. Most events also
carry "rule": "LT-…" (the rule applied) and some carry "source": {"rank": r} | {"loot": k} (the ability that
caused it); both are optional for the sentence. Events never hold hidden information (no hand contents, picks
before the reveal, graveyard contents other than what everybody saw go there).

Each parameter is `Annotated` with its meaning: `EVENTS[code]` ({parameter: meaning}) is read from the types, so
the list the tests and the words examples use cannot drift from what mypy checks. The engine emits through
`Ctx.emit(kind, **params)`, which mypy cannot check per kind; the tests check every emitted event against its
kind's keys. Kinds with a "from" key use the functional syntax. No `from __future__ import annotations` here:
the annotations are read at run time.
"""

from typing import Annotated, Literal, NotRequired, TypeAlias, TypedDict, get_args, get_origin


class Source(TypedDict, total=False):
    """The ability behind an event: a character's rank, or a loot kind (and how many tokens, at anchor)."""

    rank: int
    loot: str
    count: int


class RevealedPick(TypedDict):
    player: str
    rank: int


class IslandSlot(TypedDict):
    rank: int | float  # the Midshipman's is between two ranks (20.5)
    owner: str | None  # None: the Midshipman
    slot: int


class Standing(TypedDict):
    colour: str
    score: int
    reputation_position: int
    place: int


class LibertaliaResult(TypedDict):
    """The game's result record (`GameState.result`): what `game_over` tells."""

    outcome: Literal["finished", "aborted"]
    reason: str  # LT-15.1 | abort | last_player
    standings: list[Standing]
    winner: str | None


class _Told(TypedDict):
    """What most events may carry besides their parameters: the rule applied, the ability that caused them."""

    rule: NotRequired[str]
    source: NotRequired[Source]


# ---- setup, voyages, days ----

class GameStarted(_Told):
    type: Literal["game_started"]
    seats: Annotated[list[str], "colours in seating order"]
    players: Annotated[int, "number of players"]
    midshipman: Annotated[bool, "bool: 2-player Midshipman mode"]


class VoyageStarted(_Told):
    type: Literal["voyage_started"]
    voyage: Annotated[int, "1-3"]
    days: Annotated[int, "days in this voyage (4/5/6)"]


class LootPopulated(_Told):
    type: Literal["loot_populated"]
    voyage: Annotated[int, "1-3"]
    loot_days: Annotated[list[list[str]], "list (per day) of lists of loot kinds"]


class CardsDealt(_Told):
    type: Literal["cards_dealt"]
    voyage: Annotated[int, "1-3"]
    ranks: Annotated[list[int], "the six ranks every player gains"]


class VoyageCoins(_Told):
    type: Literal["voyage_coins"]
    player: Annotated[str, "colour"]
    count: Annotated[int, "doubloons gained (LT-3.7)"]
    position: Annotated[int, "reputation position 1-6"]
    coins: Annotated[int, "coins after"]


class DayStarted(_Told):
    type: Literal["day_started"]
    voyage: Annotated[int, "1-3"]
    day: Annotated[int, "1-6"]
    days: Annotated[int, "days in the voyage"]


class Phase(_Told):
    type: Literal["phase"]
    phase: Annotated[str, "selection|day|dusk|night|anchor"]
    voyage: Annotated[int, "1-3"]
    day: Annotated[int, "1-6"]


# ---- selection and reveal ----

class Picked(_Told):
    type: Literal["picked"]
    player: Annotated[str, "colour (the rank stays secret)"]
    waiting: Annotated[int, "how many players still have to pick"]
    last: NotRequired[Annotated[str, "the one colour still to pick, when one is left (absent otherwise)"]]


class PickChanged(_Told):
    type: Literal["pick_changed"]
    player: Annotated[str, "colour (the rank stays secret)"]


class NoCard(_Told):
    type: Literal["no_card"]
    player: Annotated[str, "colour with an empty hand: no character today (LT-6.1)"]


class Revealed(_Told):
    type: Literal["revealed"]
    picks: Annotated[list[RevealedPick], "list of {player, rank} in island order"]


class IslandPlaced(_Told):
    type: Literal["island_placed"]
    island: Annotated[list[IslandSlot], "list of {rank, owner (null = Midshipman), slot}"]


# ---- abilities (narration of what starts) ----

class Ability(_Told):
    type: Literal["ability"]
    player: Annotated[str, "owner"]
    rank: Annotated[int, "the acting card"]
    phase: Annotated[str, "day|dusk|night|anchor"]
    copy_of: NotRequired[Annotated[int, "rank copied (Apprentice/Witch), optional"]]


class AbilityNothing(_Told):
    type: Literal["ability_nothing"]
    player: Annotated[str, "owner"]
    rank: Annotated[int, "the acting card"]
    reason: Annotated[str, "short code: no_option | not_leftmost | not_rightmost | empty_hand | empty_bag | no_relic | "
                           "empty_graveyard | no_next_day | midshipman | no_loot | no_target"]
    loot: NotRequired[Annotated[str, "saber, when a saber found no target"]]


# ---- doubloons (LT-4) ----

class CoinsGained(_Told):
    type: Literal["coins_gained"]
    player: Annotated[str, "colour"]
    count: Annotated[int, "doubloons gained"]
    coins: Annotated[int, "coins after"]


class CoinsLost(_Told):
    type: Literal["coins_lost"]
    player: Annotated[str, "colour"]
    count: Annotated[int, "doubloons actually lost"]
    asked: Annotated[int, "loss before the floor"]
    coins: Annotated[int, "coins after"]


class CoinsPaid(_Told):
    type: Literal["coins_paid"]
    player: Annotated[str, "payer"]
    to: Annotated[str, "receiver"]
    count: Annotated[int, "paid"]
    asked: Annotated[int, "amount asked (LT-4.3)"]


class CoinsSet(_Told):
    type: Literal["coins_set"]
    player: Annotated[str, "colour"]
    count: Annotated[int, "doubloons gained to reach the target"]
    coins: Annotated[int, "coins after"]


# ---- reputation (LT-3) ----

ReputationGained = TypedDict("ReputationGained", {
    "type": Literal["reputation_gained"],
    "player": Annotated[str, "colour"],
    "count": Annotated[int, "steps asked"],
    "from": Annotated[int, "position before"],
    "to": Annotated[int, "position after"],
    "overflow": Annotated[int, "doubloons gained from overflow (LT-3.3)"],
    "rule": NotRequired[str],
    "source": NotRequired[Source],
})


ReputationLost = TypedDict("ReputationLost", {
    "type": Literal["reputation_lost"],
    "player": Annotated[str, "colour"],
    "count": Annotated[int, "steps asked"],
    "from": Annotated[int, "position before"],
    "to": Annotated[int, "position after"],
    "overflow": Annotated[int, "doubloons to lose from overflow (LT-3.4)"],
    "rule": NotRequired[str],
    "source": NotRequired[Source],
})


# ---- characters moving ----

CharacterDiscarded = TypedDict("CharacterDiscarded", {
    "type": Literal["character_discarded"],
    "owner": Annotated[str, "colour"],
    "rank": Annotated[int, "card"],
    "from": Annotated[str, "island|ship"],
    "by": Annotated[str, "acting player"],
    "rule": NotRequired[str],
    "source": NotRequired[Source],
})


CharacterBoarded = TypedDict("CharacterBoarded", {
    "type": Literal["character_boarded"],
    "owner": Annotated[str, "colour"],
    "rank": Annotated[int, "card"],
    "from": Annotated[str, "island|hand|graveyard"],
    "rule": NotRequired[str],
    "source": NotRequired[Source],
})


CharacterToHand = TypedDict("CharacterToHand", {
    "type": Literal["character_to_hand"],
    "owner": Annotated[str, "colour"],
    "rank": Annotated[int, "card (public: it was in the ship)"],
    "from": Annotated[str, "ship"],
    "rule": NotRequired[str],
    "source": NotRequired[Source],
})


class CharacterRecovered(_Told):
    type: Literal["character_recovered"]
    owner: Annotated[str, "colour (Surgeon: graveyard to hand; the rank stays secret)"]


class CharacterInserted(_Told):
    type: Literal["character_inserted"]
    owner: Annotated[str, "colour"]
    rank: Annotated[int, "card placed from hand (Scout)"]
    slot: Annotated[int, "island slot"]


# ---- loot (LT-12) ----

LootTaken = TypedDict("LootTaken", {
    "type": Literal["loot_taken"],
    "player": Annotated[str, "colour"],
    "loot": Annotated[str, "kind"],
    "from": Annotated[str, "day|bag"],
    "rank": NotRequired[Annotated[int, "the character taking it at dusk (optional)"]],
    "rule": NotRequired[str],
    "source": NotRequired[Source],
})


class LootStolen(_Told):
    type: Literal["loot_stolen"]
    player: Annotated[str, "thief"]
    from_player: Annotated[str, "victim"]
    loot: Annotated[str, "kind"]


class LootDiscarded(_Told):
    type: Literal["loot_discarded"]
    player: Annotated[str, "colour"]
    loots: Annotated[list[str], "list of kinds returned to the bag"]


class LootDestroyed(_Told):
    type: Literal["loot_destroyed"]
    player: Annotated[str, "colour (Bodyguard)"]
    loots: Annotated[list[str], "kinds discarded from the current day"]


class LootSwapped(_Told):
    type: Literal["loot_swapped"]
    player: Annotated[str, "colour"]
    loot: Annotated[str, "kind moved from the current day to the next"]
    loot_next: Annotated[str, "kind moved from the next day to the current"]


class LootRemoved(_Told):
    type: Literal["loot_removed"]
    player: Annotated[str, "chooser (Midshipman removal, LT-11.5)"]
    loot: Annotated[str, "kind returned to the bag"]


class LootReturned(_Told):
    type: Literal["loot_returned"]
    loots: Annotated[list[str], "kinds left on the current day returned to the bag (LT-8.4)"]


class LootSold(_Told):
    type: Literal["loot_sold"]
    player: Annotated[str, "colour (Merchant)"]
    loot: Annotated[str, "kind"]
    count: Annotated[int, "tokens"]
    coins: Annotated[int, "doubloons gained"]


class DuskSkip(_Told):
    type: Literal["dusk_skip"]
    player: Annotated[str, "colour"]
    rank: Annotated[int, "card taking no loot (Cabin Boy)"]


class MidshipmanRemoval(_Told):
    type: Literal["midshipman_removal"]
    player: Annotated[str, "chooser"]
    owner: Annotated[str, "owner of the character on S2"]


# ---- end of voyage (LT-10) ----

class AnchorItem(TypedDict):  # its source is a parameter of the sentence, not an optional aside
    type: Literal["anchor_item"]
    player: Annotated[str, "colour"]
    count: Annotated[int, "signed doubloons (batch, LT-4.4)"]
    source: Annotated[Source, "{rank} or {loot, count}"]
    rule: NotRequired[str]


class AnchorTotal(_Told):
    type: Literal["anchor_total"]
    player: Annotated[str, "colour"]
    before: Annotated[int, "coins before"]
    delta: Annotated[int, "sum of the items"]
    coins: Annotated[int, "coins after the clamp at 0"]


class Kept(_Told):
    type: Literal["kept"]
    player: Annotated[str, "colour"]
    rank: Annotated[int, "character kept for the next voyage (hook)"]


class VoyageScored(_Told):
    type: Literal["voyage_scored"]
    player: Annotated[str, "colour"]
    coins: Annotated[int, "banked"]
    score: Annotated[int, "score after"]


class VoyageEnded(_Told):
    type: Literal["voyage_ended"]
    voyage: Annotated[int, "1-3"]


# ---- game ----

class Timeout(_Told):
    type: Literal["timeout"]
    player: Annotated[str, "colour"]
    kind: Annotated[str, "pick | a pending-choice kind"]
    option: Annotated[str | None, "option id taken; null for a pick and for a private choice (the card stays secret)"]


class ChoiceMade(_Told):
    type: Literal["choice_made"]
    player: Annotated[str, "colour"]
    kind: Annotated[str, "pending kind"]
    option: Annotated[str | None, "option id; null for a private choice"]


class PlayerRemoved(_Told):
    type: Literal["player_removed"]
    player: Annotated[str, "colour"]


class GameOver(_Told):
    type: Literal["game_over"]
    outcome: Annotated[Literal["finished", "aborted"], "finished|aborted"]
    reason: Annotated[str, "LT-15.1 | abort | last_player"]
    standings: Annotated[list[Standing], "list of {colour, score, reputation_position, place}"]
    winner: Annotated[str | None, "colour or null"]


LibertaliaEvent: TypeAlias = (
    GameStarted | VoyageStarted | LootPopulated | CardsDealt | VoyageCoins | DayStarted | Phase | Picked |
    PickChanged | NoCard | Revealed | IslandPlaced | Ability | AbilityNothing | CoinsGained | CoinsLost | CoinsPaid |
    CoinsSet | ReputationGained | ReputationLost | CharacterDiscarded | CharacterBoarded | CharacterToHand |
    CharacterRecovered | CharacterInserted | LootTaken | LootStolen | LootDiscarded | LootDestroyed | LootSwapped |
    LootRemoved | LootReturned | LootSold | DuskSkip | MidshipmanRemoval | AnchorItem | AnchorTotal | Kept |
    VoyageScored | VoyageEnded | Timeout | ChoiceMade | PlayerRemoved | GameOver
)


EVENT_TYPES: tuple[type, ...] = get_args(LibertaliaEvent)


def _parameters(kind: type) -> tuple[str, dict[str, str]]:
    """A kind's code and {parameter: meaning}: its keys annotated with a meaning ("rule" and "source" are not)."""
    hints = kind.__annotations__
    (code,) = get_args(hints["type"])
    params: dict[str, str] = {}
    for name, hint in hints.items():
        origin: object = get_origin(hint)
        if origin is NotRequired:
            (hint,) = get_args(hint)
        meaning = getattr(hint, "__metadata__", ())  # Annotated[type, meaning]
        if meaning:
            params[name] = meaning[0]
    return code, params


# {code: {parameter: meaning}} for every event, in the order above
EVENTS: dict[str, dict[str, str]] = dict(_parameters(kind) for kind in EVENT_TYPES)

# Each pending choice: {"player", "kind", "rule", "source": {"rank", "owner"} | null, "options": [...]}; every
# option has an "id" plus the typed fields listed. "private": true marks a choice whose options reveal hidden
# cards (hand, graveyard): other players' views show the kind with an empty option list.
PENDING: dict[str, dict[str, str]] = {
    "loot_take": {"id": "loot:<kind>", "loot": "kind on the current day (dusk loot step)"},
    "cook_take": {"id": "loot:<kind>", "loot": "second token (Cook)"},
    "smuggler_take": {"id": "loot:<kind>", "loot": "token from the current day (Smuggler)"},
    "midshipman_remove": {"id": "loot:<kind>", "loot": "token to return to the bag (LT-11.5)"},
    "saber_target": {"id": "owner:<colour>:rank:<r>", "owner": "colour", "rank": "character on the island"},
    "scout_place": {"id": "rank:<r>", "rank": "card from your hand (private)"},
    "apprentice_copy": {"id": "rank:<r>", "rank": "ship character whose day ability to copy"},
    "innkeeper_return": {"id": "rank:<r>", "rank": "ship character back to hand"},
    "preacher_keep": {"id": "loot:<kind>", "loot": "token kind to keep"},
    "gunner_target": {"id": "owner:<colour>:rank:<r>", "owner": "colour", "rank": "ship character to discard"},
    "necromancer_raise": {"id": "rank:<r>", "rank": "graveyard card to the ship (private)"},
    "brawler_target": {"id": "owner:<colour>:rank:<r>", "owner": "colour", "rank": "22"},
    "thief_take": {"id": "owner:<colour>:loot:<kind>", "owner": "neighbour", "loot": "kind"},
    "recruiter_board": {"id": "rank:<r>", "rank": "card from your hand to the ship (private)"},
    "watchman_swap": {"id": "swap:<kind>:<kind>", "loot": "from the current day", "loot_next": "from the next"},
    "merchant_sell": {"id": "loot:<kind>:count:<n>", "loot": "kind", "count": "1-3", "coins": "gain"},
    "surgeon_recover": {"id": "rank:<r>", "rank": "graveyard card to hand (private)"},
    "night_order": {"id": "order:<r>", "rank": "ship character whose night ability resolves next"},
    "witch_copy": {"id": "rank:<r>", "rank": "ship character whose night ability the Witch carries out"},
    "hook": {"id": "gain | keep:rank:<r>", "rank": "character to keep (keep only)", "count": "doubloons (gain)"},
}

# RuleError codes (engine.errors.RuleError(rule, code, **params)); every rule id starts with "LT-", so the texts
# live in data/messages/<lang>/libertalia_engine.ftl (lead's decision in LIBERTALIA.md).
REFUSALS: dict[str, dict[str, str]] = {
    "game_over": {},
    "not_a_player": {"player": "colour"},
    "bad_action": {"detail": "what was wrong (technical)"},
    "player_count": {"count": "players asked", "min": "2", "max": "6"},
    "bad_colours": {"colours": "colours asked, comma-separated (the words room adds $all_colours itself)"},
    "lt_not_selection": {"phase": "the current phase"},
    "lt_empty_hand": {"player": "colour"},
    "lt_not_in_hand": {"rank": "the rank asked"},
    "lt_no_choice": {"player": "colour with no open choice"},
    "lt_not_an_option": {"option": "the id sent", "kind": "the pending kind"},
    "lt_not_waiting": {"player": "colour the game is not waiting for"},
}

EVENT_CODES = frozenset(EVENTS)
PENDING_KINDS = frozenset(PENDING)
