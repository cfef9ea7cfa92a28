## Libertalia: Winds of Galecrest — names (our own), events, choices and actions; words/libertalia/ fills them in.
## Characters by their data key (data/libertalia/characters.json). A player is named by their colour.

## Player colours.
term-colour-red = red
term-colour-blue = blue
term-colour-green = green
term-colour-yellow = yellow
term-colour-purple = purple
term-colour-black = black

## Characters (40).
term-character-scout = Scout
term-character-apprentice = Apprentice
term-character-beggar = Beggar
term-character-innkeeper = Innkeeper
term-character-cabin_boy = Cabin Boy
term-character-bandit = Bandit
term-character-preacher = Preacher
term-character-barkeep = Barkeep
term-character-stowaway = Stowaway
term-character-explorer = Explorer
term-character-carpenter = Carpenter
term-character-officer = Officer
term-character-smuggler = Smuggler
term-character-bodyguard = Bodyguard
term-character-witch = Witch
term-character-mutineer = Mutineer
term-character-brute = Brute
term-character-gunner = Gunner
term-character-necromancer = Necromancer
term-character-freed_prisoner = Freed Prisoner
term-character-bosun = Bosun
term-character-brawler = Brawler
term-character-thief = Thief
term-character-topman = Topman
term-character-recruiter = Recruiter
term-character-cook = Cook
term-character-watchman = Watchman
term-character-armorer = Armorer
term-character-infantry = Infantry
term-character-merchant = Merchant
term-character-surgeon = Surgeon
term-character-treasurer = Treasurer
term-character-gambler = Gambler
term-character-aristocrat = Aristocrat
term-character-collector = Collector
term-character-quartermaster = Quartermaster
term-character-wind_nymph = Wind Nymph
term-character-first_mate = First Mate
term-character-captain = Captain
term-character-governor = Governor
term-midshipman = Midshipman

## Loot (7).
term-loot-map = map
term-loot-barrel = barrel
term-loot-relic = relic
term-loot-saber = saber
term-loot-amulet = amulet
term-loot-hook = hook
term-loot-chest = chest

## Loot with a number: as a label and inside a sentence (the same in English).
term-loots-map = { $count } { $count ->
        [one] map
       *[other] maps
    }
term-loots-barrel = { $count } { $count ->
        [one] barrel
       *[other] barrels
    }
term-loots-relic = { $count } { $count ->
        [one] relic
       *[other] relics
    }
term-loots-saber = { $count } { $count ->
        [one] saber
       *[other] sabers
    }
term-loots-amulet = { $count } { $count ->
        [one] amulet
       *[other] amulets
    }
term-loots-hook = { $count } { $count ->
        [one] hook
       *[other] hooks
    }
term-loots-chest = { $count } { $count ->
        [one] chest
       *[other] chests
    }
term-loots_acc-map = { $count } { $count ->
        [one] map
       *[other] maps
    }
term-loots_acc-barrel = { $count } { $count ->
        [one] barrel
       *[other] barrels
    }
term-loots_acc-relic = { $count } { $count ->
        [one] relic
       *[other] relics
    }
term-loots_acc-saber = { $count } { $count ->
        [one] saber
       *[other] sabers
    }
term-loots_acc-amulet = { $count } { $count ->
        [one] amulet
       *[other] amulets
    }
term-loots_acc-hook = { $count } { $count ->
        [one] hook
       *[other] hooks
    }
term-loots_acc-chest = { $count } { $count ->
        [one] chest
       *[other] chests
    }

## Phases.
term-phase-selection = Selection
term-phase-day = Daytime
term-phase-dusk = Dusk
term-phase-night = Night
term-phase-anchor = Anchor (end of voyage)
term-phase-ended = Game over

## A card on a button or in a menu: rank and name.
term-card = { $rank } · { $name }
term-nobody = nobody
term-empty = none

## Where something comes from (events with "from").
term-from-island = from the island
term-from-ship = from the ship
term-from-hand = from the hand
term-from-graveyard = from the graveyard
term-from-day = from the current day
term-from-next_day = from the next day
term-from-bag = from the bag

## Why an ability does nothing (ability_nothing).
term-reason-no_option = there is nothing it could do
term-reason-not_leftmost = it is not the leftmost character
term-reason-not_rightmost = it is not the rightmost character
term-reason-empty_hand = the hand is empty
term-reason-empty_bag = the bag is empty
term-reason-no_relic = no relic
term-reason-empty_graveyard = the graveyard is empty
term-reason-no_next_day = there is no next day
term-reason-midshipman = the target would be the Midshipman
term-reason-no_loot = no loot
term-reason-no_target = no target
term-reason-other = nothing to do

## Kinds of choice (named in a refusal or a status line).
term-choice_kind-pick = the card pick
term-choice_kind-loot_take = the dusk loot
term-choice_kind-cook_take = the { term-character-cook }'s second token
term-choice_kind-smuggler_take = the { term-character-smuggler }'s token
term-choice_kind-midshipman_remove = the token removed at the { term-midshipman }
term-choice_kind-saber_target = the saber's target
term-choice_kind-scout_place = the { term-character-scout }'s card
term-choice_kind-apprentice_copy = the { term-character-apprentice }'s copy
term-choice_kind-innkeeper_return = the { term-character-innkeeper }'s return
term-choice_kind-preacher_keep = the { term-character-preacher }'s kept token
term-choice_kind-gunner_target = the { term-character-gunner }'s target
term-choice_kind-necromancer_raise = the { term-character-necromancer }'s raising
term-choice_kind-brawler_target = the { term-character-brawler }'s target
term-choice_kind-thief_take = the { term-character-thief }'s take
term-choice_kind-recruiter_board = the { term-character-recruiter }'s card
term-choice_kind-watchman_swap = the { term-character-watchman }'s swap
term-choice_kind-merchant_sell = the { term-character-merchant }'s trade
term-choice_kind-surgeon_recover = the { term-character-surgeon }'s card
term-choice_kind-night_order = the order of night abilities
term-choice_kind-witch_copy = the { term-character-witch }'s copy
term-choice_kind-hook = the hook
term-choice_kind-other = a choice

## Engine events (engine/libertalia/events.py), one sentence each.
ev-game_started = A new game of Libertalia: { $seats } ({ $players } players{ $midshipman ->
        [true] , with the Midshipman
       *[other] {""}
    }).
ev-voyage_started = Voyage { $voyage } of 3 begins: { $days } { $days ->
        [one] day
       *[other] days
    }.
ev-loot_populated = Loot for voyage { $voyage }: { $loot_days }.
ev-loot_populated-day = day { $day }: { $loots }
ev-cards_dealt = Everyone gets the same cards: { $ranks }.
ev-voyage_coins = { $player } receives { $count } { $count ->
        [one] doubloon
       *[other] doubloons
    } for reputation position { $position } (now { $coins }).
ev-day_started = Voyage { $voyage }, day { $day } of { $days }.
ev-phase = Voyage { $voyage }, day { $day } · { $phase }.
ev-picked = { $player } has picked a card ({ $waiting ->
        [0] everyone has picked
        [one] waiting for one more player
       *[other] waiting for { $waiting } more players
    }).
ev-picked-last = { $player } has picked a card; only { $last } still has to pick.
ev-pick_changed = { $player } changes their pick.
ev-no_card = { $player } has no cards in hand and puts nobody on the island today.
ev-revealed = Reveal! { $picks }.
ev-revealed-pick = { $player }: { $character }
ev-island_placed = On the island, left to right: { $island }.
ev-island_placed-slot = { $slot }. { $character } ({ $owner })
ev-island_placed-midshipman = { $slot }. { term-midshipman }
ev-ability = { $player }'s { $character } acts ({ $phase }).
ev-ability-copy = { $player }'s { $character } copies the { $copy_acc } ({ $phase }).
ev-ability_nothing = { $player }'s { $character } does nothing: { $reason }.
ev-ability_nothing-loot = { $player }'s { $character }: the { $loot } does nothing ({ $reason }).
ev-coins_gained = { $player } gains { $count } { $count ->
        [one] doubloon
       *[other] doubloons
    } (now { $coins }).
ev-coins_lost = { $player } loses { $count } { $count ->
        [one] doubloon
       *[other] doubloons
    } (now { $coins }).
ev-coins_lost-floor = { $player } loses only { $count } instead of { $asked }: coins cannot go below zero (now { $coins }).
ev-coins_paid = { $player } pays { $to_dat } { $count } { $count ->
        [one] doubloon
       *[other] doubloons
    }.
ev-coins_paid-floor = { $player } pays { $to_dat } only { $count } instead of { $asked }: that is all they have.
ev-coins_set = { $player } tops up to { $coins } doubloons (+{ $count }).
ev-reputation_gained = { $player } gains reputation: position { $from } → { $to }.
ev-reputation_gained-overflow = { $player } reaches the top of the reputation track (position { $to }); the steps past it are paid in doubloons.
ev-reputation_gained-top = { $player } is already at the top of the reputation track; the steps past it are paid in doubloons.
ev-reputation_lost = { $player } loses reputation: position { $from } → { $to }.
ev-reputation_lost-overflow = { $player } falls to the bottom of the reputation track (position { $to }); the steps below it cost doubloons.
ev-reputation_lost-bottom = { $player } is already at the bottom of the reputation track; the steps below it cost doubloons.
ev-character_discarded = { $by } discards { $owner_gen }'s { $character_acc } { $from ->
        [ship] from the ship
       *[island] from the island
    }.
ev-character_discarded-own = { $owner } discards their own { $character_acc } { $from ->
        [ship] from the ship
       *[island] from the island
    }.
ev-character_boarded = { $owner }'s { $character } boards the ship{ $from ->
        [hand] { " " }straight from the hand
        [graveyard] { " " }from the graveyard
       *[island] {""}
    }.
ev-character_to_hand = { $owner } takes the { $character_acc } from the ship back into their hand.
ev-character_recovered = { $owner } takes a card from their graveyard back into their hand.
ev-character_inserted = { $owner }'s { $character } joins the island (space { $slot }).
ev-loot_taken = { $from ->
        [bag] { $player } draws from the bag: { $loot }
        [next_day] { $player } takes the { $loot_acc } from the next day
       *[day] { $player } takes the { $loot_acc }
    }.
ev-loot_stolen = { $player } steals the { $loot_acc } from { $from_player_dat }.
ev-loot_discarded = { $player } discards to the bag: { $loots }.
ev-loot_destroyed = { $player } throws off the current day into the bag: { $loots }.
ev-loot_swapped = { $player } swaps the { $loot_acc } of the current day for the { $loot_next_acc } of the next.
ev-loot_removed = { $player } removes the { $loot_acc } from the current day ({ term-midshipman }): it goes back to the bag.
ev-loot_returned = Back into the bag from this day: { $loots }.
ev-loot_sold = { $player } trades { $tokens } for { $coins } { $coins ->
        [one] doubloon
       *[other] doubloons
    }.
ev-dusk_skip = { $player }'s { $character } takes no loot.
ev-midshipman_removal = { term-midshipman }: { $player } removes a token before { $owner } takes loot.
ev-anchor_item = { $player }: { $source } { $tokens ->
        [one] gives
       *[other] give
    } { $count } { $count ->
        [one] doubloon
       *[other] doubloons
    }.
ev-anchor_item-loss = { $player }: { $source } { $tokens ->
        [one] takes
       *[other] take
    } { $count } { $count ->
        [one] doubloon
       *[other] doubloons
    }.
ev-anchor_total = { $player }: anchor balance { $delta }, doubloons { $before } → { $coins }.
ev-kept = { $player } keeps the { $character_acc } aboard for the next voyage (hook).
ev-voyage_scored = { $player } banks { $coins } { $coins ->
        [one] doubloon
       *[other] doubloons
    }: score { $score }.
ev-voyage_ended = Voyage { $voyage } is over.
ev-timeout = { $player_gen }'s time ran out: the game master takes the first option for them ({ $option }).
ev-timeout-private = { $player_gen }'s time ran out: the game master takes the first option for them.
ev-timeout-pick = { $player_gen }'s time ran out: the game master picks the lowest card in their hand.
ev-choice_made = { $player } chooses “{ $option }”.
ev-choice_made-private = { $player } makes their choice.
ev-player_removed = { $player } leaves the game.
ev-game_over = Game over: { $winner } wins! Scores: { $standings }.
ev-game_over-row = { $place }. { $colour } { $score }
ev-game_over-aborted = The game was stopped, with no winner.

## Pending choices (PENDING in events.py): the question to the chooser.
choice-loot_take = Dusk: choose a token from the current day for your { $character }.
choice-cook_take = { term-character-cook }: choose a second token from the current day.
choice-smuggler_take = { term-character-smuggler }: choose a token from the current day; its ability works at once.
choice-midshipman_remove = { term-midshipman }: choose a token to send back to the bag before { $owner_gen }'s character takes loot.
choice-saber_target = Saber: choose another player's character on the island to discard.
choice-scout_place = { term-character-scout }: choose a card from your hand to put on the island.
choice-apprentice_copy = { term-character-apprentice }: choose a character in your ship whose day ability you carry out.
choice-innkeeper_return = { term-character-innkeeper }: choose a character in your ship to take back into your hand.
choice-preacher_keep = { term-character-preacher }: choose the one token you keep; the others are discarded.
choice-gunner_target = { term-character-gunner }: choose a character in any ship to discard.
choice-necromancer_raise = { term-character-necromancer }: choose a character in your graveyard to move into your ship.
choice-brawler_target = { term-character-brawler }: choose whose Brawler to discard.
choice-thief_take = { term-character-thief }: choose a token to take from a neighbour.
choice-recruiter_board = { term-character-recruiter }: choose a card from your hand to put straight into your ship.
choice-watchman_swap = { term-character-watchman }: choose which token of the current day to swap with which token of the next.
choice-merchant_sell = { term-character-merchant }: choose what to trade for doubloons.
choice-surgeon_recover = { term-character-surgeon }: choose a character in your graveyard to take back into your hand.
choice-night_order = Night: choose which ability works now.
choice-witch_copy = { term-character-witch }: choose a character in your ship whose night ability she carries out.
choice-hook = Hook: keep one character aboard for the next voyage, or take the doubloons.
choice-other = Choose one of the options.

## The daily pick and who is awaited (a player's panel, the public post).
choice-pick = Pick your character for day { $day } of voyage { $voyage } (you may change it until everyone has picked).
status-waiting = Waiting for: { $colours }.
status-pending = { $player } is choosing: { $kind }.

## Option labels (a Discord button or menu option, at most 80 characters).
option-loot = { $loot }
option-keep_loot = Keep: { $loot }
option-card = { $card }
option-owned_card = { $card } · { $owner }
option-owned_loot = { $loot } (from { $owner_gen })
option-swap = { $loot } ⇄ { $loot_next }
option-sell = { $tokens }
option-sell_coins = { $tokens } → { $coins }
option-order = Now: { $card }
option-keep = Keep: { $card }
option-gain = Take the doubloons
option-gain_count = Take { $count } { $count ->
        [one] doubloon
       *[other] doubloons
    }
option-other = Option { $number }

## Logged actions (the log, undo summaries) in words.
act-pick = { $player } picks the card { $card }.
act-pick-secret = { $player } picks a card (secret until the reveal).
act-choose = { $player } chooses “{ $option }”.
act-timeout = The game master acts for { $player_gen } (the deadline passed).
act-remove_player = { $player } is removed from the game.
act-abort = The game is ended by a moderator.
act-other = An action of { $player_gen }.
game-name = Libertalia: Winds of Galecrest

## Each character's ability in a few words, under the card in the pick menu (at most 100 characters; our own
## words; the rules help has the full paraphrase). Numbers come from data/libertalia/characters.json: amounts of
## doubloons arrive worded by ability-doubloons, the rest as plain numbers.
ability-doubloons = { $count ->
        [one] { $count } doubloon
       *[other] { $count } doubloons
    }
ability-scout = Day: discarded; a card from your hand goes onto the island at its rank.
ability-apprentice = Day: copies the day ability of a character in your ship.
ability-beggar = Day: the rightmost card's owner pays you { $day_coins }, then gains { $day_reputation } reputation.
ability-innkeeper = Day: take a character from your ship back into your hand.
ability-cabin_boy = Day: { $day_coins } if leftmost on the island. Dusk: takes no loot.
ability-bandit = Day: your reputation to the far left; { $day_coins_per_space } per space moved.
ability-preacher = Day: keep one loot, discard the rest, +{ $day_reputation_per_token } reputation each. Anchor: { $anchor_coins }.
ability-barkeep = Night: { $night_coins }. Anchor: { $anchor_coins } per barrel.
ability-stowaway = Day: a random loot from the bag works at once; then discarded.
ability-explorer = Dusk: +{ $dusk_reputation } reputation for a map taken. Anchor: one more map counts.
ability-carpenter = Day: lose { $day_numerator }/{ $day_denominator } of your doubloons. Anchor: { $anchor_coins }.
ability-officer = Day: +{ $day_reputation } reputation with { $day_threshold } doubloons or more, else up to { $day_threshold }.
ability-smuggler = Day: take one loot of today (works at once); straight to your ship.
ability-bodyguard = Day: discard today's sabers and hooks; { $day_coins_per_token } for each.
ability-witch = Night: copies another night ability in your ship. Anchor: back to hand if the only one.
ability-mutineer = Night: discard the lowest character in your ship, then { $night_coins }.
ability-brute = Day: discard the rightmost card on the island; its owner +{ $day_reputation } reputation.
ability-gunner = Day: discard a character from any ship; yours +{ $day_reputation_own }, another's −{ $day_reputation_other } reputation.
ability-necromancer = Day: pay a relic to bring a character from your graveyard to your ship.
ability-freed_prisoner = Night: { $night_coins_per_card } per ship card above { $night_above }; discarded at { $night_discard_at } or more.
ability-bosun = Day: { $day_coins } per character in your ship ranked below { $day_below }.
ability-brawler = Day: discard another's { term-character-brawler } for +{ $day_reputation } reputation. Night: { $night_coins }.
ability-thief = Day: take a loot from a neighbour, then −{ $day_reputation_loss } reputation.
ability-topman = Night: { $night_coins }, less { $night_loss_per_card } per character in your ship.
ability-recruiter = Day: put a card from your hand straight into your ship.
ability-cook = Dusk: takes a second loot of today.
ability-watchman = Day: swap one loot of today with one of the next day.
ability-armorer = Dusk: +{ $dusk_reputation } reputation for a saber or hook. Night: { $night_coins } per saber and hook.
ability-infantry = Day: { $day_coins } if rightmost on the island.
ability-merchant = Day: sell 1, 2 or 3 loot of one kind for { $day_prices_1 }, { $day_prices_2 } or { $day_prices_3 }.
ability-surgeon = Day: take a character from your graveyard back into your hand.
ability-treasurer = Anchor: { $anchor_coins } per barrel, amulet and chest.
ability-gambler = Day: lose { $day_coins } per loot you have. Anchor: { $anchor_coins }.
ability-aristocrat = Day: +{ $day_count } reputation. Anchor: { $anchor_gain } if the only { term-character-aristocrat }, else lose { $anchor_lose }.
ability-collector = Anchor: paid for different kinds of loot, up to { $anchor_at_least_coins }.
ability-quartermaster = Day: { $day_coins } per loot you have. Anchor: lose { $anchor_coins }.
ability-wind_nymph = Night: { $night_coins } if the only { term-character-wind_nymph } in a ship, else discarded.
ability-first_mate = Day: lose { $day_coins } per character in your ship. Anchor: { $anchor_coins } per character there.
ability-captain = Day: your reputation to the far right; lose { $day_coins_per_space } per space moved.
ability-governor = Day: discard your whole ship; +{ $day_reputation_per_card } reputation per card.
