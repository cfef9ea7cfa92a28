"""Every event code and pending-choice kind the Libertalia engine emits, with their parameters.

The words helper writes one sentence per entry (words/libertalia/); tests there check that each code has a
message in both languages, so this list is the contract and must stay current with the engine.

Conventions (LIBERTALIA.md): an event is a plain JSON dict `{"type": <code>, ...params}`. Parameter values are
ints, colour strings (key "player", "owner", "to", "from_player", ...), ranks (int, key "rank"/"ranks"), loot
kinds (str, key "loot"/"loots"), phase names, never words. Most events also carry "rule": "LT-…" (the rule
applied) and some carry "source": {"rank": r} | {"loot": k} (the ability that caused it); both are optional for
the sentence. Events never hold hidden information (no hand contents, picks before the reveal, graveyard
contents other than what everybody saw go there).

`EVENTS[code]` and `PENDING[kind]` map each name to {parameter: meaning}.
"""

from __future__ import annotations

EVENTS: dict[str, dict[str, str]] = {
    # ---- setup, voyages, days ----
    "game_started": {"seats": "colours in seating order", "players": "number of players",
                     "midshipman": "bool: 2-player Midshipman mode"},
    "voyage_started": {"voyage": "1-3", "days": "days in this voyage (4/5/6)"},
    "loot_populated": {"voyage": "1-3", "loot_days": "list (per day) of lists of loot kinds"},
    "cards_dealt": {"voyage": "1-3", "ranks": "the six ranks every player gains"},
    "voyage_coins": {"player": "colour", "count": "doubloons gained (LT-3.7)", "position": "reputation position 1-6",
                     "coins": "coins after"},
    "day_started": {"voyage": "1-3", "day": "1-6", "days": "days in the voyage"},
    "phase": {"phase": "selection|day|dusk|night|anchor", "voyage": "1-3", "day": "1-6"},
    # ---- selection and reveal ----
    "picked": {"player": "colour (the rank stays secret)", "waiting": "how many players still have to pick",
               "last": "the one colour still to pick, when one is left (absent otherwise)"},
    "pick_changed": {"player": "colour (the rank stays secret)"},
    "no_card": {"player": "colour with an empty hand: no character today (LT-6.1)"},
    "revealed": {"picks": "list of {player, rank} in island order"},
    "island_placed": {"island": "list of {rank, owner (null = Midshipman), slot}"},
    # ---- abilities (narration of what starts) ----
    "ability": {"player": "owner", "rank": "the acting card", "phase": "day|dusk|night|anchor",
                "copy_of": "rank copied (Apprentice/Witch), optional"},
    "ability_nothing": {"player": "owner", "rank": "the acting card", "reason": "short code: no_option | "
                        "not_leftmost | not_rightmost | empty_hand | empty_bag | no_relic | empty_graveyard | "
                        "no_next_day | midshipman | no_loot | no_target", "loot": "saber, when a saber found no target"},
    # ---- doubloons (LT-4) ----
    "coins_gained": {"player": "colour", "count": "doubloons gained", "coins": "coins after"},
    "coins_lost": {"player": "colour", "count": "doubloons actually lost", "asked": "loss before the floor",
                   "coins": "coins after"},
    "coins_paid": {"player": "payer", "to": "receiver", "count": "paid", "asked": "amount asked (LT-4.3)"},
    "coins_set": {"player": "colour", "count": "doubloons gained to reach the target", "coins": "coins after"},
    # ---- reputation (LT-3) ----
    "reputation_gained": {"player": "colour", "count": "steps asked", "from": "position before",
                          "to": "position after", "overflow": "doubloons gained from overflow (LT-3.3)"},
    "reputation_lost": {"player": "colour", "count": "steps asked", "from": "position before",
                        "to": "position after", "overflow": "doubloons to lose from overflow (LT-3.4)"},
    # ---- characters moving ----
    "character_discarded": {"owner": "colour", "rank": "card", "from": "island|ship", "by": "acting player"},
    "character_boarded": {"owner": "colour", "rank": "card", "from": "island|hand|graveyard"},
    "character_to_hand": {"owner": "colour", "rank": "card (public: it was in the ship)", "from": "ship"},
    "character_recovered": {"owner": "colour (Surgeon: graveyard to hand; the rank stays secret)"},
    "character_inserted": {"owner": "colour", "rank": "card placed from hand (Scout)", "slot": "island slot"},
    # ---- loot (LT-12) ----
    "loot_taken": {"player": "colour", "loot": "kind", "from": "day|bag",
                   "rank": "the character taking it at dusk (optional)"},
    "loot_stolen": {"player": "thief", "from_player": "victim", "loot": "kind"},
    "loot_discarded": {"player": "colour", "loots": "list of kinds returned to the bag"},
    "loot_destroyed": {"player": "colour (Bodyguard)", "loots": "kinds discarded from the current day"},
    "loot_swapped": {"player": "colour", "loot": "kind moved from the current day to the next",
                     "loot_next": "kind moved from the next day to the current"},
    "loot_removed": {"player": "chooser (Midshipman removal, LT-11.5)", "loot": "kind returned to the bag"},
    "loot_returned": {"loots": "kinds left on the current day returned to the bag (LT-8.4)"},
    "loot_sold": {"player": "colour (Merchant)", "loot": "kind", "count": "tokens", "coins": "doubloons gained"},
    "dusk_skip": {"player": "colour", "rank": "card taking no loot (Cabin Boy)"},
    "midshipman_removal": {"player": "chooser", "owner": "owner of the character on S2"},
    # ---- end of voyage (LT-10) ----
    "anchor_item": {"player": "colour", "count": "signed doubloons (batch, LT-4.4)", "source": "{rank} or {loot, count}"},
    "anchor_total": {"player": "colour", "before": "coins before", "delta": "sum of the items",
                     "coins": "coins after the clamp at 0"},
    "kept": {"player": "colour", "rank": "character kept for the next voyage (hook)"},
    "voyage_scored": {"player": "colour", "coins": "banked", "score": "score after"},
    "voyage_ended": {"voyage": "1-3"},
    # ---- game ----
    "timeout": {"player": "colour", "kind": "pick | a pending-choice kind",
                "option": "option id taken; null for a pick and for a private choice (the card stays secret)"},
    "choice_made": {"player": "colour", "kind": "pending kind", "option": "option id; null for a private choice"},
    "player_removed": {"player": "colour"},
    "game_over": {"outcome": "finished|aborted", "reason": "LT-15.1 | abort | last_player",
                  "standings": "list of {colour, score, reputation_position, place}", "winner": "colour or null"},
}

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
