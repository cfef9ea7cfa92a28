status-round = Day { $round } of the game · { $phase }
status-progress = Voyage { $voyage } of { $voyages }, day { $day } of { $days } · { $phase }
cp-title = { $colour } · voyage { $voyage }, day { $day } of { $days } · { $phase }
cp-purse = Doubloons: { $coins } · score: { $score }
cp-hand = Your hand: { $cards }
cp-pick = Pick a character for today (secret until everyone has picked).
cp-picked = Your pick: { $card }. You may change it until the last player has picked.
cp-pick_menu = Your hand: pick a character
cp-graveyard = Your discard pile: { $cards }
cp-ping-pick = Pick today's character in secret: tap *Your move* (you may change it until everyone has picked).
cp-ping-choose = A choice is waiting for you: tap *Your move*.
help = **How to play here** (Libertalia: Winds of Galecrest)
    • When the ping calls you, tap *Your move* or use `{ $cmd_turn }`: your private panel shows your hand, doubloons and score, and a button or menu for what you may do now.
    • Each day everyone picks a character from their hand in secret; the pick may be changed until the last player has picked, then all are revealed at once and the bot plays out the day, the dusk and the night. It stops only where someone must choose (a loot token, a target…): that player gets a ping and chooses on the panel.
    • `{ $cmd_hand }` shows your hand, today's pick and your discard pile, only to you. `{ $cmd_board }` shows the island, the ships and the scores, `{ $cmd_log }` the latest moves, `{ $cmd_rules } LT-3.3` or `{ $cmd_rules } saber` explains a rule.
    • The host may `{ $cmd_game_skip }` a player who is away (the game master then plays their lowest card, or the first option of their choice) and `{ $cmd_game_abandon }` the table; moderators have `/mod`.
rules-none = No rule matches “{ $query }”. Try an id like LT-3.3 or a word like saber.
