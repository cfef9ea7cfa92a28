auto_pass = Minął termin gracza { $user } ({ $colour }): tura zostaje rozegrana jako pas (najniższa karta, bez ruchów).
created = { $user } otwiera stół (wariant { $variant }, termin tury: { $deadline_hours } h).{ $front ->
        [discord] { " " }Dołącz przez { $cmd_game_join }; gospodarz rozpoczyna grę.
       *[other] {""}
    }
owes-deploy = rozstawić harcerza
owes-card = zagrać kartę ruchu i zakończyć turę
owes-end_turn = dokończyć ruchy i zakończyć turę
action-deploy = { $player }: { $scout } staje na polu { $space }
action-play_card = { $player }: zagrywa { $card }
action-move = { $player }: { $scout } idzie na pole { $to }
action-pick_up_order = { $player }: { $scout } podejmuje { $order }
action-pick_up_drops = { $player }: { $scout } podnosi zrzuty
action-pick_up_letters = { $player }: { $scout } podnosi listy
action-exchange_letters = { $player }: listy { $from_scout } → { $to_scout }
action-change_of_orders = { $player }: Zmiana rozkazów: { $order_a } i { $order_b }
action-buddies = { $player }: { $scout_a } i { $scout_b } zamieniają się miejscami
action-squad = { $player }: Oddział powstańczy
action-light_signal = { $player }: sygnał świetlny, Liberator leci na pole { $to }
action-use_token = { $player }: używa żetonu { $token }
action-undo = { $player }: { $scope ->
        [step] cofnięcie ostatniego kroku
       *[other] cofnięcie dotychczasowej tury
    }
action-end_turn = { $player }: koniec tury
action-timeout_pass = { $player }: pas (termin)
action-remove_player = { $player }: usunięcie z gry
action-abort = koniec gry
action-new_game = nowe rozdanie
action-other = { $player }: { $type }
created_no_deadline = { $user } otwiera stół (wariant { $variant }, bez terminu tury).{ $front ->
        [discord] { " " }Dołącz przez { $cmd_game_join }; gospodarz rozpoczyna grę.
       *[other] {""}
    }
