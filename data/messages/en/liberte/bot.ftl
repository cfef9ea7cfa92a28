status-round = Round { $round } · { $phase }
status-progress = Turn { $turn } of { $turns }, round { $round } · { $phase }
not_offered = No owner's edition data is installed in data/liberte/edition (check it with python -m data.liberte.validate); the console table plays Liberté on made-up placeholder data.
cp-title = { $colour } · turn { $turn }, round { $round } · { $phase }
cp-placeholder = Placeholder data: the map and the cards are made up, not Liberté's.
cp-me = { $vp } VP · unused tokens: { $tokens } · in the Battle Box: { $box }
cp-hand = Your hand ({ $count }): { $cards }
cp-display = Your display ({ $count }): { $cards }
cp-ping-action = Your action: tap *Your move* to play a card, take cards or pass.
cp-ping-refresh = Refresh your hand: tap *Your move* to discard and draw up to seven.
cp-ping-tiebreak = A tie-break: tap *Your move* to advance a card from your display, or decline.
result-vp = Final victory points: { $rows }.
result-points = { $tally ->
        [red] Red points
       *[white] White points
    } (votes + blocks on the map + blocks on cards): { $rows }.
result-points_row = { $colour } { $total } ({ $votes } + { $map } + { $cards })
result-hand = { $colour }'s hand, revealed: { $cards }
help = **How to play here** (Liberté)
    • When the ping calls you, tap *Your move* or use `{ $cmd_turn }`: your private panel shows your hand, your display, your VP and tokens, and a button or menu for every option you have now.
    • Everything runs in player order, one choice at a time: your action (play a card and place its blocks, take cards, or pass), refreshing your hand, a Special card's target, and the tie-breaks, where each tied player in turn advances a card from their display or declines.
    • `{ $cmd_hand }` shows your private information, `{ $cmd_board }` the board, `{ $cmd_log }` the latest moves, `{ $cmd_rules } LB-6.4` explains a rule.
    • The host may `{ $cmd_game_skip }` a player who is away (the game master then passes for them, or declines in a tie-break) and `{ $cmd_game_abandon }` the table; moderators have `/mod`.
