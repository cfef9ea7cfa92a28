button-card = Play a card
button-end = End turn
button-me = My cards & goal
button-undo = Undo
choice-buddies = Swap { $a } and { $b } ({ $source })
choice-change = Swap orders { $a } and { $b } on the track
choice-drops = Scout { $scout }: the drop tokens here
choice-give = Letters { $letters }: scout { $a } → scout { $b }
choice-letters = Scout { $scout }: the letters here
choice-order = Scout { $scout }: { $order }
choice-squad = Insurgent Squad ({ $source })
confirm_undo = Undo all of that?
confirm_undo_or_step = Undo all of that, or only the last step?
undo-all = Undo all
undo-step = Only the last step
end_with_mp = You still have { $mp } MP. End the turn anyway?
hand-cards = Cards in hand: { $cards }
hand-goal = Secret goal: { $goal }
hand-letters = letters { $letters }
hand-prison = in prison
hand-title = **Your private information** ({ $colour })
hand-tokens = Drop tokens: { $tokens }
hand-turn = Your turn: card { $card }, { $mp } MP left.
hand-turn_no_card = Your turn: play a card first ({ $cmd_play }).
help = **How to play here** (Mali Powstańcy)
    • On your turn, tap *My turn* under the ping or use `{ $cmd_turn }`: your private panel shows your situation and a button for every legal move (cards, moves, pick-ups, tokens, specials, undo, end). It updates in place after each tap.
    • The same by typing: `{ $cmd_play }` a card, then `{ $cmd_move }` scouts (1 MP per step), `{ $cmd_pickup }` orders, drops or letters, `{ $cmd_token }`, `{ $cmd_special }`, `{ $cmd_signal }`, `{ $cmd_letters }`; `{ $cmd_undo }` if you change your mind; `{ $cmd_end }` when done.
    • `{ $cmd_hand }` shows your cards, tokens and secret goal, only to you, at any time. `{ $cmd_board }` shows the map, `{ $cmd_log }` the latest moves, `{ $cmd_rules } B-5.4` or `{ $cmd_rules } grenade` explains a rule.
    • The host may also `{ $cmd_game_skip }` the turn of a player who is away and `{ $cmd_game_abandon }` the table.
    • Moderators: `{ $cmd_mod_rollback }`, `{ $cmd_mod_skip }`, `{ $cmd_mod_replace }`, `{ $cmd_mod_remove }`, `{ $cmd_mod_deadline }`, `{ $cmd_mod_end }`, `{ $cmd_mod_reset }`, `{ $cmd_mod_export }`, `{ $cmd_mod_settings }`.
mp = MP
no_card_now = There is no card to play right now.
pick_card = Which card?
score-row = { $mark }{ $colour }: **{ $total }** pts (orders { $orders }, drops { $tokens }, letters { $letters }, goal { $goal })
score-title = **Final score** ({ $outcome })
status-game_line = { $status } · { $variant } · Liberator: { $liberator ->
        [true] on
       *[other] off
    } · Civilian Mail: { $mail ->
        [true] on
       *[other] off
    }
unknown_space = There is no space called “{ $space }”.
via = via
button-turn = My turn
panel-title = **Your turn** ({ $colour }) · round { $round }
panel-not_yours = **Your panel** ({ $colour }): { $reason }
panel-card = Card played: { $card } · { $mp } MP left
panel-no_card = No card played yet: choose one below.
panel-hand = Hand: { $cards }
panel-tokens = Drop tokens: { $tokens }
panel-scout = • { $scout }: { $space }
panel-prison = in prison
panel-carries = carries { $what }
panel-here = here: { $what }
panel-here-order = { $order } to pick up
panel-here-drops = { $count ->
        [one] one drop token
       *[other] { $count } drop tokens
    }
panel-here-letters = { $count ->
        [one] one letter
       *[other] { $count } letters
    }
panel-deploy = Place your scout { $number }: choose an empty space.
panel-previous = ◀ Previous
panel-next = Next ▶
panel-back = Back
panel-end = End turn
panel-undo = Undo
panel-undo-all = Undo the turn
panel-undo-step = Undo last step
panel-refresh = Refresh
panel-confirm-end_turn = End the turn anyway
panel-confirm-undo = Yes, undo
panel-move = Move scout { $number } to…
panel-menu-o = Other actions…
panel-menu-d = Where to place it…
panel-stale = That panel was out of date (the game has moved on); here is how things stand now.
panel-undo_ask = Undo takes back: { $what }. Sure?
panel-done = Your turn is over.
ping-cards = { $count ->
        [one] one card in hand
       *[other] { $count } cards in hand
    }
ping-urgent = ⚠ Last round for: { $orders }
ping-fail-tank = { $order } (if not delivered: a tank)
ping-fail-falls = { $order } (if not delivered: the district falls)
ping-fail-defeat = { $order } (if not delivered: defeat for everybody)
ping-fail-defeat_all = { $order } (if all of these fail: defeat for everybody)
space-which = Which space do you mean: { $candidates }?
space-or = or
space-suggest = There is no space called “{ $space }”. Did you mean { $suggestion }?
choose_suggestion = Choose one of the suggestions in the list.
card_first = Play a movement card first ({ $cmd_play }); after that this command lists what you can do.
deploy_first = Place your scouts first ({ $cmd_deploy }); the rest comes once the game is set up.
nothing_of_that_kind = There is nothing of that kind you can do right now.
hand-not_placed = not placed yet
panel-play = Play { $card }
panel-signal = Light Signal → { $space }
rules-none = No rule matches “{ $query }”. Try an id like B-5.4 or a word like grenade.
