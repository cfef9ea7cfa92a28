## Liberté — zdarzenia (engine/liberte/game.py), pytania otwartych wyborów, etykiety opcji i zapisane akcje.
## words/liberte/ je wypełnia: graczy kolorem, karty, prowincje i bloki już słowami.

## Zdarzenia silnika, po jednym zdaniu.
ev-game_started = Nowa gra w { game-name }; liczba graczy: { $count } ({ $players }). Kolejność graczy: { $order }.
ev-game_started-placeholder = Nowa gra w { game-name }; liczba graczy: { $count } ({ $players }). Kolejność graczy: { $order }. Mapa i karty są zmyślone na próbę, to nie są mapa ani karty Liberté.
ev-offer_filled = Nowa karta na wystawce: { $card }.
ev-turn_started = Zaczyna się tura { $turn } z { $turns }.
ev-parked_returned = Bloki odłożone na torze tur wracają do zasobów: { $blocks }.
ev-player_order = Kolejność graczy w tej turze: { $order }.
ev-displays_taken_back = Wszyscy biorą karty ze swoich wystaw z powrotem na rękę.
ev-refresh_kept = { $player } zatrzymuje { $hand ->
        [one] { $hand } kartę
        [few] { $hand } karty
        [many] { $hand } kart
       *[other] { $hand } karty
    } i dobiera do pełnej ręki.
ev-discarded = { $player } odrzuca kartę { $card }.
ev-drew_blind = { $player } dobiera w ciemno kartę z talii.
ev-took_offer = { $player } bierze z wystawki kartę { $card }.
ev-deck_reshuffled = Talia się skończyła: odrzucone karty zostają potasowane w nową talię ({ $cards }).
ev-action_phase = Tura { $turn }: zaczyna się faza akcji.
ev-action_phase-last = Tura { $turn }: zaczyna się faza akcji; jeden z zasobów jest już pusty, więc będzie tylko jedna runda.
ev-action_phase_ended = Faza akcji kończy się po { $rounds ->
        [one] { $rounds } rundzie
       *[other] { $rounds } rundach
    }.
ev-passed = { $player } pasuje.
ev-take_started = { $player } dobiera karty.
ev-card_played = { $player } zagrywa kartę { $card }.
ev-card_played-second = { $player } zagrywa drugą kartę: { $card }.
ev-block_placed = { $player } stawia w prowincji { $province }: { $blocks }.
ev-cannon = { $player } używa armaty z karty { $card }: żeton trafia do pola bitwy.
ev-card_kept = { $player } kładzie kartę { $card } na swojej wystawie.
ev-card_discarded = { $player } odrzuca kartę { $card }.
ev-card_discarded-full = { $player } odrzuca kartę { $card }: wystawa jest pełna.
ev-supply_empty = Jeden z zasobów jest pusty ({ $supply }): runda { $round } jest ostatnią w tej fazie akcji.
ev-special_played = { $player } zagrywa kartę specjalną { $card }.
ev-blocks_removed = { $province }: stos gracza { $owner_gen } traci { $blocks } (z powrotem do zasobu).
ev-display_card_removed = Karta { $card } znika z wystawy gracza { $owner_gen } { $to ->
        [box] i odpada z gry
       *[discard] na stos kart odrzuconych
    }.
ev-tiebreak_started = Remis: { $tie }; walczą: { $contenders }.
ev-tiebreak_declined = { $player } nie wystawia żadnej karty.
ev-tiebreak_declined-auto = { $player } nie ma karty do wystawienia.
ev-tiebreak_advanced = { $player } wystawia kartę { $card } (wartość { $value }).
ev-tiebreak_ended = { $tie }: wygrywa { $winner }.
ev-tiebreak_ended-unbroken = { $tie }: remis pozostaje nierozstrzygnięty ({ $remaining }).
ev-battle = Bitwa tury { $turn }: armię mogą poprowadzić: { $eligible }. Pole bitwy: { $box }.
ev-battle-none = Bitwa tury { $turn }: nikt nie może poprowadzić armii. Pole bitwy: { $box }.
ev-battle_won = { $player } prowadzi armię pod { $battle } i zdobywa { $vp }.
ev-battle_lost = Bitwa tury { $turn } jest przegrana: biały blok trafia na tor tur i liczy się jako prowincja kontrrewolucji.
ev-lost_battle_placed = Biały blok przegranej bitwy trafia na tor tur.
ev-election_phase = Tura { $turn }: zaczynają się wybory.
ev-province_won = { $player } wygrywa w prowincji { $province } i bierze { $votes } dla frakcji { $faction_gen }.
ev-vp_province = { $player } zdobywa { $vp } za prowincję { $province }.
ev-province_unbroken = { $province }: remis pozostaje nierozstrzygnięty; nikt nie dostaje głosu.
ev-government = Rząd tworzą { $government }, opozycję { $opposition }. Tor wyborczy: { $track }.
ev-radical_landslide = Miażdżące zwycięstwo Radykałów: czerwoni mają { $votes }. Gra kończy się od razu; decydują czerwone punkty.
ev-counter_revolution = Kontrrewolucja: biali kontrolują prowincje kontrrewolucji, ich liczba: { $cr }. Gra kończy się od razu; decydują białe punkty.
ev-vp_for_votes = { $player } zdobywa { $vp } ({ $place }).
ev-presence = Obecność w rządzie: { $players }.
ev-presence-none = Nikt nie zajmuje miejsca w polu obecności w rządzie.
ev-game_ended = Koniec gry ({ $reason }): { $count ->
        [one] wygrywa { $winners }!
       *[other] zwycięstwo dzielą: { $winners }!
    }
ev-game_ended-aborted = Gra została przerwana, bez zwycięzcy.
ev-player_removed = { $player } opuszcza grę; odtąd za ten kolor odpowiada mistrz gry.
ev-timeout = Czas gracza { $player_gen } minął: mistrz gry odpowiada w zastępstwie.


## Otwarte wybory: pytanie do wybierającego.
choice-action = Twoja akcja: zagranie karty, dobranie kart albo pas.
choice-refresh_discard = Odświeżenie: odrzuć dowolne karty, a potem zatrzymaj resztę.
choice-refresh_draw = Odświeżenie: dobierz kartę z wystawki albo w ciemno z talii.
choice-place = Postaw blok z karty { $card } (zostało: { $left }) albo użyj jej armaty.
choice-place-plain = Postaw blok z zagranej karty albo użyj jej armaty.
choice-keep = Karta { $card }: na wystawę czy do odrzuconych?
choice-keep-plain = Zagrana karta: na wystawę czy do odrzuconych?
choice-next = Dalsza część zagrania: druga karta, karta specjalna albo koniec akcji.
choice-target = Wybierz cel karty { $card }.
choice-target-plain = Wybierz cel zagranej karty specjalnej.
choice-take_discard = Za dużo kart na ręce: przed dobraniem odrzuć kartę.
choice-take = Dobierz kartę z wystawki albo w ciemno z talii.
choice-take_second = Można dobrać z wystawki drugą kartę o wartości 1.
choice-tiebreak = { $tie }: wystaw kartę ze swojej wystawy albo zrezygnuj.
choice-other = Wybierz jedną z opcji.
status-pending = Wybiera { $player }: { $kind }.
status-waiting = Czekamy na: { $colours }.

## Etykiety opcji (przycisk lub pozycja menu na Discordzie: najwyżej 80 znaków).
option-pass = Pas
option-take = Dobierz karty
option-play = Zagraj: { $card }
option-special = Zagraj: { $card }
option-second = Druga karta: { $card }
option-discard = Odrzuć: { $card }
option-keep = Zatrzymaj resztę
option-offer = Z wystawki: { $card }
option-deck = W ciemno z talii
option-place = { $province }
option-cannon = Armata: żeton do pola bitwy
option-display = Na wystawę
option-discard_card = Do odrzuconych
option-end = Koniec akcji
option-no_second = Bez drugiej karty
option-stack = { $province }: stos gracza { $owner_gen }
option-display_card = { $card } ({ $owner })
option-terror = Białe bloki z prowincji { $province }
option-advance = Wystaw: { $card }
option-decline = Rezygnuję
option-other = { $option }

## Zapisane akcje (dziennik, podsumowania cofnięć).
act-choose = { $player }: { $option }.
act-timeout = Mistrz gry działa w zastępstwie gracza { $player_gen } (minął termin).
act-remove_player = Usunięcie gracza { $player_gen } z gry.
act-abort = Gra zostaje zakończona przez moderatora.
act-other = Akcja gracza { $player_gen }.
