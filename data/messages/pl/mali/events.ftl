ev-ambush = Zasadzka! Harcerz { $scout } wpada w pułapkę na polu { $space }; na tor trafia dodatkowy rozkaz.
ev-ambush_no_order = Talia rozkazów jest pusta: zasadzka nie przynosi nowego rozkazu.
ev-buddies = Koledzy z podwórka: { $a } i { $b } zamieniają się miejscami.
ev-card_played = { $player } zagrywa { $card }.
ev-card_played-auto = Czas gracza { $player_gen } minął: kartę { $card } zagrano automatycznie.
ev-caught = { $scout } zostaje złapany na polu { $space } i trafia do więzienia!
ev-deployed = { $scout } staje na polu { $space }.
ev-district_fell = Dzielnica { $district } upadła: duży czołg zamyka ją całą.
ev-drop = Zrzut spada zakryty na pole { $space } ({ $count ->
        [one] jedyny na tym polu
       *[other] zrzutów na tym polu: { $count }
    }).
ev-drops_picked_up = { $scout } podnosi { $count } { $count ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } zrzutu na polu { $space }.
ev-forced_move = { $scout } musi uciekać z pola { $from } na pole { $to }.
ev-game_over = Koniec gry: { $reason }. { $kind ->
        [victory] { $count ->
            [one] Zwycięstwo: { $winners }.
           *[other] Wspólne zwycięstwo: { $winners }.
        }
        [defeat] Powstanie upada: przegrywają wszyscy.
       *[aborted] Nikt nie wygrywa.
    }
ev-game_started = Zaczyna się nowa gra: { $seats }. Zaczyna { $start }.
ev-hand_refilled = { $player } bierze karty ruchu z powrotem na rękę.
ev-letter_delivered = { $scout } dostarcza list do dzielnicy { $district }.
ev-letters_dropped = { $count ->
        [one] List harcerza { $scout_gen } zostaje
        [few] { $count } listy harcerza { $scout_gen } zostają
       *[many] { $count } listów harcerza { $scout_gen } zostaje
    } na polu { $space }.
ev-letters_exchanged = { $player } przekazuje { $count } { $count ->
        [one] list
        [few] listy
       *[many] listów
    }: { $from } → { $to }.
ev-letters_picked_up = { $scout } podnosi { $count } { $count ->
        [one] list
        [few] listy
       *[many] listów
    } na polu { $space }.
ev-liberator_card = Odkryta karta Liberatora: { $card }.
ev-liberator_card-drop = zrzut
ev-liberator_card-no_drop = brak zrzutu
ev-liberator_left_warsaw = Liberator odkrył ostatnią kartę i odlatuje znad Warszawy.
ev-liberator_moved = Liberator leci z pola { $from } na pole { $to }.
ev-light_signal = { $player } daje sygnał świetlny: Liberator leci z pola { $from } na pole { $to }.
ev-moved = { $scout }: { $path } (zostało { $mp_left } PR).
ev-order_delivered = { $scout } dostarcza { $order } na polu { $space }: +{ $points }!
ev-order_discarded = { $order } odpada: jedno z jego pól jest zablokowane (to nie porażka).
ev-order_failed = { $order } nie został wykonany.
ev-order_picked_up = { $scout } podejmuje { $order }.
ev-order_revealed = Nowy { $order }.
ev-orders_swapped = { $player } zamienia rozkazy { $a } i { $b } na torze (Zmiana rozkazów).
ev-phase = Runda { $round } · { $phase }.
ev-player_removed = { $player } opuszcza grę; harcerze tego koloru schodzą z planszy.
ev-prison_wait = { $scout } czeka w więzieniu w tej turze.
ev-released = { $scout } wychodzi z więzienia i wraca na pole { $space }.
ev-slipped_away = { $scout } wymyka się żołnierzowi (wyrzucono { $roll }).
ev-soldier_moved = Niemiecki żołnierz idzie z pola { $from } na pole { $to }.
ev-soldier_roll = Niemiecki żołnierz rzuca { $roll }: { $steps ->
        [0] zostaje na miejscu
        [one] { $steps } krok
        [few] { $steps } kroki
       *[many] { $steps } kroków
    }.
ev-squad = { $player } wzywa Oddział powstańczy: w tej turze małe czołgi nie zatrzymują harcerzy tego koloru.
ev-start_player = W następnej rundzie zaczyna: { $player }.
ev-tank_placed = Mały czołg wjeżdża na pole { $space }.
ev-threat = Zagrożenie: { $threat } / { $limit }.
ev-timeout_pass = { $player }: termin minął, tura przepada.
ev-token_found = Twoje znalezisko: { $token }.
ev-token_used = { $player } używa żetonu: { $token }.
ev-turn_ended = { $player } kończy turę.
ev-turn_started = Tura gracza: { $player }.
ev-undone = { $player } cofa { $count } { $count ->
        [one] akcję
        [few] akcje
       *[many] akcji
    }.
ev-token_used-mp = { $player } używa żetonu: { $token } (+{ $mp } PR, zostaje { $mp_left } PR).
ev-token_used-grenade = { $player } używa żetonu: { $token } — mały czołg na polu { $space } zostaje zniszczony, a zagrożenie spada do { $threat }.
ev-token_used-radio = { $player } używa żetonu: { $token } — { $order } schodzi z toru (to nie porażka).
ev-token_used-map = { $player } używa żetonu: { $token } — { $scout } jest we właściwej dzielnicy i tam dostarcza rozkaz.
