## Odmowy silnika Liberté (RuleError z engine/liberte/): dlaczego ruch jest niedozwolony. Identyfikator zasady
## (LB-…) dopisuje words.refusals.rule_text. Kolory, rodzaje wyborów i opcje nazywa pokój słów "liberte".

bad_action = Tego żądania gra nie rozumie ({ $detail }).
lb_player_count = { game-name } wymaga od { $min } do { $max } graczy, a nie { $players }.
lb_game_over = Ta gra się zakończyła.
lb_not_a_player = Kolor { $player } nie gra w tej grze.
lb_not_your_turn = Gra nie czeka teraz na gracza { $player_gen }: kolej kogoś innego.
lb_not_an_option = „{ $option }” nie jest jedną z opcji tego wyboru ({ $kind }).
lb_not_waiting = Od gracza { $player_gen } gra nie czeka teraz na żaden ruch.
