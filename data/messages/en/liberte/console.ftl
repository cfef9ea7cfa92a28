banner = { $title } at the console table. Players: { $players }; seed { $seed }. Type help for the commands.
banner-placeholder = { $title } at the console table, on PLACEHOLDER DATA: the map and the cards are made up for trying the game out, they are NOT Liberté's (an owner of the game can install the real ones: python -m data.liberte.validate). Players: { $players }; seed { $seed }. Type help for the commands.
hand = hand: { $cards } | display: { $display }
bot_discards = discards a card
