## Liberté — events (engine/liberte/game.py), the questions of open choices, option labels and logged actions.
## words/liberte/ fills them in: players by colour, cards, provinces and blocks already in words.

## Engine events, one sentence each.
ev-game_started = A new game of { game-name } with { $count } players: { $players }. Player order: { $order }.
ev-game_started-placeholder = A new game of { game-name } with { $count } players: { $players }. Player order: { $order }. The map and cards are a made-up placeholder, not Liberté's.
ev-offer_filled = New card on the offer: { $card }.
ev-turn_started = Turn { $turn } of { $turns } begins.
ev-parked_returned = The blocks parked on the turn track go back to the supplies: { $blocks }.
ev-player_order = Player order for this turn: { $order }.
ev-displays_taken_back = Everyone takes their display back into their hand.
ev-refresh_kept = { $player } keeps { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } and draws up to the hand size.
ev-discarded = { $player } discards { $card }.
ev-drew_blind = { $player } draws a card blind from the deck.
ev-took_offer = { $player } takes { $card } from the offer.
ev-deck_reshuffled = The deck is empty: the discard pile is shuffled into a new deck ({ $cards }).
ev-action_phase = Turn { $turn }: the action phase begins.
ev-action_phase-last = Turn { $turn }: the action phase begins; a supply is already empty, so this is its only round.
ev-action_phase_ended = The action phase ends after { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.
ev-passed = { $player } passes.
ev-take_started = { $player } takes cards.
ev-card_played = { $player } plays { $card }.
ev-card_played-second = { $player } plays a second card: { $card }.
ev-block_placed = { $player } places { $blocks } in { $province }.
ev-cannon = { $player } uses the cannon of { $card }: a token goes into the Battle Box.
ev-card_kept = { $player } puts { $card } into their display.
ev-card_discarded = { $player } discards { $card }.
ev-card_discarded-full = { $player } discards { $card }: the display is full.
ev-supply_empty = A supply is empty ({ $supply }): round { $round } is the last of this action phase.
ev-special_played = { $player } plays the Special card { $card }.
ev-blocks_removed = { $province }: { $owner_gen }'s stack loses { $blocks } (back to the supply).
ev-display_card_removed = { $card } leaves { $owner_gen }'s display { $to ->
        [box] and the game
       *[discard] for the discard pile
    }.
ev-tiebreak_started = A tie: { $tie } between { $contenders }.
ev-tiebreak_declined = { $player } declines to advance a card.
ev-tiebreak_declined-auto = { $player } has no card to advance.
ev-tiebreak_advanced = { $player } advances { $card } (value { $value }).
ev-tiebreak_ended = { $tie }: { $winner } wins.
ev-tiebreak_ended-unbroken = { $tie }: the tie stays unbroken ({ $remaining }).
ev-battle = Battle of turn { $turn }: eligible to lead the army: { $eligible }. Battle Box: { $box }.
ev-battle-none = Battle of turn { $turn }: nobody is eligible to lead the army. Battle Box: { $box }.
ev-battle_won = { $player } leads the army at { $battle } and scores { $vp }.
ev-battle_lost = The battle of turn { $turn } is lost: a white block goes onto the turn track and counts as a counter-revolution province.
ev-lost_battle_placed = The white block of a lost battle is placed on the turn track.
ev-election_phase = Turn { $turn }: the elections begin.
ev-province_won = { $player } wins { $province } and takes { $votes } for { $faction }.
ev-vp_province = { $player } scores { $vp } for { $province }.
ev-province_unbroken = { $province }: the tie stays unbroken; nobody gets a vote.
ev-government = { $government } form the government, { $opposition } the opposition. Election track: { $track }.
ev-radical_landslide = Radical landslide: red has { $votes }. The game ends at once; red points decide.
ev-counter_revolution = Counter-revolution: white controls { $cr } counter-revolution provinces. The game ends at once; white points decide.
ev-vp_for_votes = { $player } scores { $vp } ({ $place }).
ev-presence = Presence in government: { $players }.
ev-presence-none = Nobody takes a place in the Presence-in-Government box.
ev-game_ended = Game over ({ $reason }): { $count ->
        [one] { $winners } wins!
       *[other] { $winners } share the win!
    }
ev-game_ended-aborted = The game was stopped, with no winner.
ev-player_removed = { $player } leaves the game; from now on the game master answers for them.
ev-timeout = { $player_gen }'s time ran out: the game master answers for them.


## Open choices: the question to the chooser.
choice-action = Your action: play a card, take cards or pass.
choice-refresh_discard = Refresh: discard any cards you like, then keep the rest.
choice-refresh_draw = Refresh: draw a card, from the offer or blind from the deck.
choice-place = Place a block of { $card } ({ $left } left), or use its cannon.
choice-place-plain = Place a block of the card you played, or use its cannon.
choice-keep = Keep { $card } in your display, or discard it?
choice-keep-plain = Keep the card you played in your display, or discard it?
choice-next = Go on with your Play: a second card, a Special card, or end the action.
choice-target = Choose the target of { $card }.
choice-target-plain = Choose the target of your Special card.
choice-take_discard = You hold too many cards: discard one before taking.
choice-take = Take a card: from the offer or blind from the deck.
choice-take_second = You may take a second value-1 card from the offer.
choice-tiebreak = { $tie }: advance a card from your display, or decline.
choice-other = Choose one of the options.
status-pending = { $player } is choosing: { $kind }.
status-waiting = Waiting for: { $colours }.

## Option labels (a Discord button or menu option: at most 80 characters).
option-pass = Pass
option-take = Take cards
option-play = Play: { $card }
option-special = Play: { $card }
option-second = Second card: { $card }
option-discard = Discard: { $card }
option-keep = Keep the rest
option-offer = From the offer: { $card }
option-deck = Blind from the deck
option-place = { $province }
option-cannon = Cannon: a token into the Battle Box
option-display = Into the display
option-discard_card = Discard it
option-end = End the action
option-no_second = No second card
option-stack = { $province }: { $owner_gen }'s stack
option-display_card = { $card } ({ $owner })
option-terror = White blocks out of { $province }
option-advance = Advance: { $card }
option-decline = Decline
option-other = { $option }

## Logged actions (the log, undo summaries).
act-choose = { $player }: { $option }.
act-timeout = The game master acts for { $player_gen } (the deadline passed).
act-remove_player = Removal of { $player_gen } from the game.
act-abort = The game is ended by a moderator.
act-other = An action of { $player_gen }.
