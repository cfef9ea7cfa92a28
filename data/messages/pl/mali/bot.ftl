button-card = Zagraj kartę
button-end = Koniec tury
button-me = Moje karty i cel
button-undo = Cofnij
choice-buddies = Zamień miejscami: { $a } i { $b } ({ $source })
choice-change = Zamień rozkazy { $a } i { $b } na torze
choice-drops = Harcerz { $scout }: leżące tu zrzuty
choice-give = Listy { $letters }: harcerz { $a } → harcerz { $b }
choice-letters = Harcerz { $scout }: leżące tu listy
choice-order = Harcerz { $scout }: { $order }
choice-squad = Oddział powstańczy ({ $source })
confirm_undo = Cofnąć to wszystko?
confirm_undo_or_step = Cofnąć to wszystko czy tylko ostatni krok?
undo-all = Cofnij wszystko
undo-step = Tylko ostatni krok
end_with_mp = Zostało ci { $mp } PR. Mimo to zakończyć turę?
hand-cards = Karty na ręce: { $cards }
hand-goal = Tajny cel: { $goal }
hand-letters = listy { $letters }
hand-prison = w więzieniu
hand-title = **Twoje tajne informacje** ({ $colour })
hand-tokens = Żetony zrzutu: { $tokens }
hand-turn = Twoja tura: karta { $card }, zostało { $mp } PR.
hand-turn_no_card = Twoja tura: najpierw zagraj kartę ({ $cmd_play }).
help = **Jak tu grać** (Mali Powstańcy)
    • W swojej turze dotknij *Moja tura* pod wezwaniem albo użyj `{ $cmd_turn }`: prywatny panel pokazuje twoją sytuację i przycisk do każdego dozwolonego ruchu (karty, ruchy, podejmowanie, żetony, akcje specjalne, cofnięcie, koniec). Po każdym dotknięciu odświeża się w miejscu.
    • To samo poleceniami: `{ $cmd_play }` kartę, potem `{ $cmd_move }` harcerzami (1 PR za krok), `{ $cmd_pickup }` rozkazy, zrzuty lub listy; są też `{ $cmd_token }`, `{ $cmd_special }`, `{ $cmd_signal }`, `{ $cmd_letters }`; `{ $cmd_undo }` cofa, `{ $cmd_end }` kończy turę.
    • `{ $cmd_hand }` pokazuje tylko tobie twoje karty, żetony i tajny cel, w każdej chwili. `{ $cmd_board }` pokazuje planszę, `{ $cmd_log }` ostatnie ruchy, `{ $cmd_rules } B-5.4` albo `{ $cmd_rules } granat` objaśnia zasadę.
    • Gospodarz może też pominąć turę nieobecnego gracza (`{ $cmd_game_skip }`) i porzucić stół (`{ $cmd_game_abandon }`).
    • Moderatorzy: `{ $cmd_mod_rollback }`, `{ $cmd_mod_skip }`, `{ $cmd_mod_replace }`, `{ $cmd_mod_remove }`, `{ $cmd_mod_deadline }`, `{ $cmd_mod_end }`, `{ $cmd_mod_reset }`, `{ $cmd_mod_export }`, `{ $cmd_mod_settings }`.
mp = PR
no_card_now = Teraz nie ma karty do zagrania.
pick_card = Którą kartę?
score-row = { $mark }{ $colour }: **{ $total }** pkt (rozkazy { $orders }, zrzuty { $tokens }, listy { $letters }, cel { $goal })
score-title = **Wyniki końcowe** ({ $outcome })
status-game_line = { $status } · { $variant } · Liberator: { $liberator ->
        [true] tak
       *[other] nie
    } · Poczta cywilna: { $mail ->
        [true] tak
       *[other] nie
    }
unknown_space = Nie ma pola o nazwie „{ $space }”.
via = przez
button-turn = Moja tura
panel-title = **Twoja tura** ({ $colour }) · runda { $round }
panel-not_yours = **Twój panel** ({ $colour }): { $reason }
panel-card = Zagrana karta: { $card } · zostało { $mp } PR
panel-no_card = Nie zagrano jeszcze karty: wybierz ją poniżej.
panel-hand = Na ręce: { $cards }
panel-tokens = Żetony zrzutu: { $tokens }
panel-scout = • { $scout }: { $space }
panel-prison = w więzieniu
panel-carries = niesie { $what }
panel-here = tutaj: { $what }
panel-here-order = { $order } do podjęcia
panel-here-drops = { $count ->
        [one] jeden żeton zrzutu
        [few] { $count } żetony zrzutu
       *[many] { $count } żetonów zrzutu
    }
panel-here-letters = { $count ->
        [one] jeden list
        [few] { $count } listy
       *[many] { $count } listów
    }
panel-deploy = Ustaw harcerza nr { $number }: wybierz wolne pole.
panel-previous = ◀ Poprzednie
panel-next = Następne ▶
panel-back = Wróć
panel-end = Zakończ turę
panel-undo = Cofnij
panel-undo-all = Cofnij turę
panel-undo-step = Cofnij ostatni krok
panel-refresh = Odśwież
panel-confirm-end_turn = Mimo to zakończ turę
panel-confirm-undo = Tak, cofnij
panel-move = Przesuń harcerza nr { $number } na…
panel-menu-o = Inne akcje…
panel-menu-d = Gdzie go ustawić…
panel-stale = Ten panel był nieaktualny (gra poszła dalej); tak wygląda sytuacja teraz.
panel-undo_ask = Cofnięcie odwoła: { $what }. Na pewno?
panel-done = Twoja tura się skończyła.
ping-cards = { $count ->
        [one] jedna karta na ręce
        [few] { $count } karty na ręce
       *[many] { $count } kart na ręce
    }
ping-urgent = ⚠ Ostatnia runda: { $orders }
ping-fail-tank = { $order } (niewykonany: czołg)
ping-fail-falls = { $order } (niewykonany: dzielnica upada)
ping-fail-defeat = { $order } (niewykonany: porażka wszystkich)
ping-fail-defeat_all = { $order } (jeśli wszystkie zawiodą: porażka wszystkich)
space-which = O które pole chodzi: { $candidates }?
space-or = czy
space-suggest = Nie ma pola o nazwie „{ $space }”. Czy chodziło o pole { $suggestion }?
choose_suggestion = Wybierz jedną z podpowiedzi z listy.
card_first = Najpierw zagraj kartę ruchu ({ $cmd_play }); potem to polecenie pokaże, co możesz zrobić.
deploy_first = Najpierw rozstaw harcerzy ({ $cmd_deploy }); reszta przyjdzie, gdy gra będzie gotowa.
nothing_of_that_kind = Teraz nie możesz zrobić nic takiego.
hand-not_placed = jeszcze poza planszą
panel-play = Zagraj { $card }
panel-signal = Sygnał świetlny → { $space }
rules-none = Żadna zasada nie pasuje do „{ $query }”. Spróbuj numeru, np. B-5.4, albo słowa, np. granat.
