## Odmowy silnika Libertalii (RuleError z engine/libertalia/): dlaczego ruch jest niedozwolony. Identyfikator zasady
## (LT-…) dopisuje words.refusals.rule_text. Kolory, postaci, fazy i opcje nazywa pokój słów "libertalia".

bad_action = Tego żądania gra nie rozumie ({ $detail }).
bad_colours = Każdy gracz potrzebuje innego koloru, jednego z tych: { $all_colours } (podano: { $colours }).
game_over = Ta gra się zakończyła.
not_a_player = Kolor { $player } nie gra w tej grze.
player_count = Libertalia potrzebuje od { $min } do { $max } graczy, a nie { $count }.
lt_not_selection = Kartę wybiera się tylko na początku dnia, a teraz trwa faza: { $phase }.
lt_empty_hand = Gracz { $player } nie ma kart na ręce, więc dziś nikogo nie wystawia na wyspę.
lt_not_in_hand = Tej karty nie ma na ręce: { $rank }.
lt_no_choice = Gracz { $player } nie ma teraz niczego do wyboru.
lt_not_an_option = „{ $option }” nie jest jedną z opcji tego wyboru ({ $kind }).
lt_not_waiting = Od gracza { $player_gen } gra nie czeka teraz na żaden ruch.
