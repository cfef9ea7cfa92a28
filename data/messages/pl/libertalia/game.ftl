## Libertalia: Winds of Galecrest — nazwy (nasze własne), zdarzenia, wybory i akcje; words/libertalia/ je wypełnia.
## Postaci po kluczu z danych (data/libertalia/characters.json), z rodzajem i przypadkami, by zdanie mogło się z nimi zgadzać.
## Gracz to jego kolor (przymiotnik rodzaju męskiego, jak „gracz czerwony”).

## Kolory graczy, z przypadkami.
term-colour-red = czerwony
    .gen = czerwonego
    .dat = czerwonemu
    .acc = czerwonego
    .ins = czerwonym
    .loc = czerwonym
term-colour-blue = niebieski
    .gen = niebieskiego
    .dat = niebieskiemu
    .acc = niebieskiego
    .ins = niebieskim
    .loc = niebieskim
term-colour-green = zielony
    .gen = zielonego
    .dat = zielonemu
    .acc = zielonego
    .ins = zielonym
    .loc = zielonym
term-colour-yellow = żółty
    .gen = żółtego
    .dat = żółtemu
    .acc = żółtego
    .ins = żółtym
    .loc = żółtym
term-colour-purple = fioletowy
    .gen = fioletowego
    .dat = fioletowemu
    .acc = fioletowego
    .ins = fioletowym
    .loc = fioletowym
term-colour-black = czarny
    .gen = czarnego
    .dat = czarnemu
    .acc = czarnego
    .ins = czarnym
    .loc = czarnym

## Postaci (40): mianownik, rodzaj, dopełniacz, biernik, narzędnik.
term-character-scout = Zwiadowca
    .gender = masculine
    .gen = Zwiadowcy
    .acc = Zwiadowcę
    .ins = Zwiadowcą
term-character-apprentice = Uczeń
    .gender = masculine
    .gen = Ucznia
    .acc = Ucznia
    .ins = Uczniem
term-character-beggar = Żebrak
    .gender = masculine
    .gen = Żebraka
    .acc = Żebraka
    .ins = Żebrakiem
term-character-innkeeper = Karczmarz
    .gender = masculine
    .gen = Karczmarza
    .acc = Karczmarza
    .ins = Karczmarzem
term-character-cabin_boy = Chłopiec okrętowy
    .gender = masculine
    .gen = Chłopca okrętowego
    .acc = Chłopca okrętowego
    .ins = Chłopcem okrętowym
term-character-bandit = Bandyta
    .gender = masculine
    .gen = Bandyty
    .acc = Bandytę
    .ins = Bandytą
term-character-preacher = Kaznodzieja
    .gender = masculine
    .gen = Kaznodziei
    .acc = Kaznodzieję
    .ins = Kaznodzieją
term-character-barkeep = Szynkarz
    .gender = masculine
    .gen = Szynkarza
    .acc = Szynkarza
    .ins = Szynkarzem
term-character-stowaway = Pasażer na gapę
    .gender = masculine
    .gen = Pasażera na gapę
    .acc = Pasażera na gapę
    .ins = Pasażerem na gapę
term-character-explorer = Odkrywca
    .gender = masculine
    .gen = Odkrywcy
    .acc = Odkrywcę
    .ins = Odkrywcą
term-character-carpenter = Cieśla
    .gender = masculine
    .gen = Cieśli
    .acc = Cieślę
    .ins = Cieślą
term-character-officer = Oficer
    .gender = masculine
    .gen = Oficera
    .acc = Oficera
    .ins = Oficerem
term-character-smuggler = Przemytnik
    .gender = masculine
    .gen = Przemytnika
    .acc = Przemytnika
    .ins = Przemytnikiem
term-character-bodyguard = Ochroniarz
    .gender = masculine
    .gen = Ochroniarza
    .acc = Ochroniarza
    .ins = Ochroniarzem
term-character-witch = Wiedźma
    .gender = feminine
    .gen = Wiedźmy
    .acc = Wiedźmę
    .ins = Wiedźmą
term-character-mutineer = Buntownik
    .gender = masculine
    .gen = Buntownika
    .acc = Buntownika
    .ins = Buntownikiem
term-character-brute = Osiłek
    .gender = masculine
    .gen = Osiłka
    .acc = Osiłka
    .ins = Osiłkiem
term-character-gunner = Kanonier
    .gender = masculine
    .gen = Kanoniera
    .acc = Kanoniera
    .ins = Kanonierem
term-character-necromancer = Nekromanta
    .gender = masculine
    .gen = Nekromanty
    .acc = Nekromantę
    .ins = Nekromantą
term-character-freed_prisoner = Uwolniony więzień
    .gender = masculine
    .gen = Uwolnionego więźnia
    .acc = Uwolnionego więźnia
    .ins = Uwolnionym więźniem
term-character-bosun = Bosman
    .gender = masculine
    .gen = Bosmana
    .acc = Bosmana
    .ins = Bosmanem
term-character-brawler = Zabijaka
    .gender = masculine
    .gen = Zabijaki
    .acc = Zabijakę
    .ins = Zabijaką
term-character-thief = Złodziej
    .gender = masculine
    .gen = Złodzieja
    .acc = Złodzieja
    .ins = Złodziejem
term-character-topman = Marsowy
    .gender = masculine
    .gen = Marsowego
    .acc = Marsowego
    .ins = Marsowym
term-character-recruiter = Werbownik
    .gender = masculine
    .gen = Werbownika
    .acc = Werbownika
    .ins = Werbownikiem
term-character-cook = Kucharz
    .gender = masculine
    .gen = Kucharza
    .acc = Kucharza
    .ins = Kucharzem
term-character-watchman = Wartownik
    .gender = masculine
    .gen = Wartownika
    .acc = Wartownika
    .ins = Wartownikiem
term-character-armorer = Płatnerz
    .gender = masculine
    .gen = Płatnerza
    .acc = Płatnerza
    .ins = Płatnerzem
term-character-infantry = Piechur
    .gender = masculine
    .gen = Piechura
    .acc = Piechura
    .ins = Piechurem
term-character-merchant = Kupiec
    .gender = masculine
    .gen = Kupca
    .acc = Kupca
    .ins = Kupcem
term-character-surgeon = Chirurg
    .gender = masculine
    .gen = Chirurga
    .acc = Chirurga
    .ins = Chirurgiem
term-character-treasurer = Skarbnik
    .gender = masculine
    .gen = Skarbnika
    .acc = Skarbnika
    .ins = Skarbnikiem
term-character-gambler = Hazardzista
    .gender = masculine
    .gen = Hazardzisty
    .acc = Hazardzistę
    .ins = Hazardzistą
term-character-aristocrat = Arystokrata
    .gender = masculine
    .gen = Arystokraty
    .acc = Arystokratę
    .ins = Arystokratą
term-character-collector = Kolekcjoner
    .gender = masculine
    .gen = Kolekcjonera
    .acc = Kolekcjonera
    .ins = Kolekcjonerem
term-character-quartermaster = Kwatermistrz
    .gender = masculine
    .gen = Kwatermistrza
    .acc = Kwatermistrza
    .ins = Kwatermistrzem
term-character-wind_nymph = Nimfa wiatru
    .gender = feminine
    .gen = Nimfy wiatru
    .acc = Nimfę wiatru
    .ins = Nimfą wiatru
term-character-first_mate = Pierwszy oficer
    .gender = masculine
    .gen = Pierwszego oficera
    .acc = Pierwszego oficera
    .ins = Pierwszym oficerem
term-character-captain = Kapitan
    .gender = masculine
    .gen = Kapitana
    .acc = Kapitana
    .ins = Kapitanem
term-character-governor = Gubernator
    .gender = masculine
    .gen = Gubernatora
    .acc = Gubernatora
    .ins = Gubernatorem
term-midshipman = Kadet
    .gender = masculine
    .gen = Kadeta
    .acc = Kadeta
    .ins = Kadetem
    .loc = Kadecie

## Łupy (7): mianownik, rodzaj, biernik.
term-loot-map = mapa
    .gender = feminine
    .acc = mapę
term-loot-barrel = beczka
    .gender = feminine
    .acc = beczkę
term-loot-relic = relikwia
    .gender = feminine
    .acc = relikwię
term-loot-saber = szabla
    .gender = feminine
    .acc = szablę
term-loot-amulet = amulet
    .gender = masculine
    .acc = amulet
term-loot-hook = hak
    .gender = masculine
    .acc = hak
term-loot-chest = skrzynia
    .gender = feminine
    .acc = skrzynię

## Łupy z liczbą: mianownik (na etykiecie) i biernik (w zdaniu: „oddaje 1 mapę”).
term-loots-map = { $count } { $count ->
        [one] mapa
        [few] mapy
       *[many] map
    }
term-loots-barrel = { $count } { $count ->
        [one] beczka
        [few] beczki
       *[many] beczek
    }
term-loots-relic = { $count } { $count ->
        [one] relikwia
        [few] relikwie
       *[many] relikwii
    }
term-loots-saber = { $count } { $count ->
        [one] szabla
        [few] szable
       *[many] szabel
    }
term-loots-amulet = { $count } { $count ->
        [one] amulet
        [few] amulety
       *[many] amuletów
    }
term-loots-hook = { $count } { $count ->
        [one] hak
        [few] haki
       *[many] haków
    }
term-loots-chest = { $count } { $count ->
        [one] skrzynia
        [few] skrzynie
       *[many] skrzyń
    }
term-loots_acc-map = { $count } { $count ->
        [one] mapę
        [few] mapy
       *[many] map
    }
term-loots_acc-barrel = { $count } { $count ->
        [one] beczkę
        [few] beczki
       *[many] beczek
    }
term-loots_acc-relic = { $count } { $count ->
        [one] relikwię
        [few] relikwie
       *[many] relikwii
    }
term-loots_acc-saber = { $count } { $count ->
        [one] szablę
        [few] szable
       *[many] szabel
    }
term-loots_acc-amulet = { $count } { $count ->
        [one] amulet
        [few] amulety
       *[many] amuletów
    }
term-loots_acc-hook = { $count } { $count ->
        [one] hak
        [few] haki
       *[many] haków
    }
term-loots_acc-chest = { $count } { $count ->
        [one] skrzynię
        [few] skrzynie
       *[many] skrzyń
    }

## Fazy.
term-phase-selection = Wybór postaci
term-phase-day = Dzień
term-phase-dusk = Zmierzch
term-phase-night = Noc
term-phase-anchor = Kotwica (koniec rejsu)
term-phase-ended = Koniec gry

## Karta na przycisku lub w menu: ranga i nazwa.
term-card = { $rank } · { $name }
term-nobody = nikt
term-empty = brak

## Skąd coś pochodzi (zdarzenia z „from”).
term-from-island = z wyspy
term-from-ship = ze statku
term-from-hand = z ręki
term-from-graveyard = z cmentarza
term-from-day = z bieżącego dnia
term-from-next_day = z następnego dnia
term-from-bag = z worka

## Dlaczego zdolność nic nie robi (ability_nothing).
term-reason-no_option = nie ma żadnej możliwości
term-reason-not_leftmost = nie stoi skrajnie po lewej
term-reason-not_rightmost = nie stoi skrajnie po prawej
term-reason-empty_hand = ręka jest pusta
term-reason-empty_bag = worek jest pusty
term-reason-no_relic = brak relikwii
term-reason-empty_graveyard = cmentarz jest pusty
term-reason-no_next_day = nie ma następnego dnia
term-reason-midshipman = celem byłby Kadet
term-reason-no_loot = brak łupów
term-reason-no_target = brak celu
term-reason-other = nie ma czego zrobić

## Rodzaje wyborów (nazwa w odmowie lub w stanie gry).
term-choice_kind-pick = wybór karty
term-choice_kind-loot_take = łup o zmierzchu
term-choice_kind-cook_take = drugi żeton { term-character-cook.gen }
term-choice_kind-smuggler_take = żeton { term-character-smuggler.gen }
term-choice_kind-midshipman_remove = żeton usuwany przy { term-midshipman.loc }
term-choice_kind-saber_target = cel szabli
term-choice_kind-scout_place = karta { term-character-scout.gen }
term-choice_kind-apprentice_copy = naśladowanie przez { term-character-apprentice.acc }
term-choice_kind-innkeeper_return = postać wracająca na rękę ({ term-character-innkeeper })
term-choice_kind-preacher_keep = żeton zatrzymany przez { term-character-preacher.acc }
term-choice_kind-gunner_target = cel { term-character-gunner.gen }
term-choice_kind-necromancer_raise = postać wskrzeszana przez { term-character-necromancer.acc }
term-choice_kind-brawler_target = cel { term-character-brawler.gen }
term-choice_kind-thief_take = łup { term-character-thief.gen }
term-choice_kind-recruiter_board = karta { term-character-recruiter.gen }
term-choice_kind-watchman_swap = zamiana { term-character-watchman.gen }
term-choice_kind-merchant_sell = handel { term-character-merchant.gen }
term-choice_kind-surgeon_recover = karta { term-character-surgeon.gen }
term-choice_kind-night_order = kolejność nocnych zdolności
term-choice_kind-witch_copy = naśladowanie przez { term-character-witch.acc }
term-choice_kind-hook = hak
term-choice_kind-other = wybór

## Zdarzenia silnika (engine/libertalia/events.py), po jednym zdaniu.
ev-game_started = Nowa gra w Libertalię: { $seats } (graczy: { $players }{ $midshipman ->
        [true] , z Kadetem
       *[other] {""}
    }).
ev-voyage_started = Zaczyna się rejs { $voyage } z 3: { $days } { $days ->
        [one] dzień
       *[other] dni
    }.
ev-loot_populated = Łupy na rejs { $voyage }: { $loot_days }.
ev-loot_populated-day = dzień { $day }: { $loots }
ev-cards_dealt = Wszyscy dostają te same karty: { $ranks }.
ev-voyage_coins = { $player } dostaje { $count } { $count ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    } za { $position }. miejsce na torze reputacji (ma teraz { $coins }).
ev-day_started = Rejs { $voyage }, dzień { $day } z { $days }.
ev-phase = Rejs { $voyage }, dzień { $day } · { $phase }.
ev-picked = { $player } ma już wybraną kartę ({ $waiting ->
        [0] wszyscy już wybrali
        [one] czekamy jeszcze na jednego gracza
       *[other] czekamy jeszcze na { $waiting } graczy
    }).
ev-picked-last = { $player } ma już wybraną kartę; jeszcze tylko { $last } musi wybrać.
ev-pick_changed = { $player } zmienia wybór.
ev-no_card = { $player } nie ma kart na ręce i tego dnia nie stawia nikogo na wyspie.
ev-revealed = Odkrycie! { $picks }.
ev-revealed-pick = { $player }: { $character }
ev-island_placed = Na wyspie od lewej: { $island }.
ev-island_placed-slot = { $slot }. { $character } ({ $owner })
ev-island_placed-midshipman = { $slot }. { term-midshipman }
ev-ability = { $character } gracza { $player_gen } działa ({ $phase }).
ev-ability-copy = { $character } gracza { $player_gen } naśladuje { $copy_acc } ({ $phase }).
ev-ability_nothing = { $character } gracza { $player_gen } nic nie robi: { $reason }.
ev-ability_nothing-loot = { $character } gracza { $player_gen }: { $loot } nic nie robi ({ $reason }).
ev-coins_gained = { $player } dostaje { $count } { $count ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    } (ma teraz { $coins }).
ev-coins_lost = { $player } traci { $count } { $count ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    } (ma teraz { $coins }).
ev-coins_lost-floor = { $player } traci tylko { $count } zamiast { $asked }: dublonów nie może być mniej niż zero (ma teraz { $coins }).
ev-coins_paid = { $player } płaci graczowi { $to_dat } { $count } { $count ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    }.
ev-coins_paid-floor = { $player } płaci graczowi { $to_dat } tylko { $count } zamiast { $asked }: więcej nie ma.
ev-coins_set = { $player } uzupełnia dublony do { $coins } (+{ $count }).
ev-reputation_gained = { $player } zyskuje reputację: pole { $from } → { $to }.
ev-reputation_gained-overflow = { $player } dochodzi na szczyt toru reputacji (pole { $to }); kroki ponad szczyt zamieniają się w dublony.
ev-reputation_gained-top = { $player } jest już na szczycie toru reputacji; kroki ponad szczyt zamieniają się w dublony.
ev-reputation_lost = { $player } traci reputację: pole { $from } → { $to }.
ev-reputation_lost-overflow = { $player } spada na dno toru reputacji (pole { $to }); kroki poniżej dna kosztują dublony.
ev-reputation_lost-bottom = { $player } jest już na dnie toru reputacji; kroki poniżej dna kosztują dublony.
ev-character_discarded = { $by } odrzuca { $character_acc } gracza { $owner_gen } { $from ->
        [ship] ze statku
       *[island] z wyspy
    }.
ev-character_discarded-own = { $owner } odrzuca { $character_gender ->
        [feminine] własną
       *[other] własnego
    } { $character_acc } { $from ->
        [ship] ze statku
       *[island] z wyspy
    }.
ev-character_boarded = { $character } gracza { $owner_gen } wchodzi na statek{ $from ->
        [hand] { " " }prosto z ręki
        [graveyard] { " " }z cmentarza
       *[island] {""}
    }.
ev-character_to_hand = { $owner } zabiera { $character_acc } ze statku z powrotem na rękę.
ev-character_recovered = { $owner } zabiera kartę z cmentarza z powrotem na rękę.
ev-character_inserted = { $character } gracza { $owner_gen } staje na wyspie (miejsce { $slot }).
ev-loot_taken = { $from ->
        [bag] { $player } losuje z worka: { $loot }
        [next_day] { $player } bierze { $loot_acc } z następnego dnia
       *[day] { $player } bierze { $loot_acc }
    }.
ev-loot_stolen = { $player } kradnie { $loot_acc } graczowi { $from_player_dat }.
ev-loot_discarded = { $player } odrzuca do worka: { $loots }.
ev-loot_destroyed = { $player } zrzuca z bieżącego dnia do worka: { $loots }.
ev-loot_swapped = { $player } zamienia { $loot_acc } z bieżącego dnia na { $loot_next_acc } z następnego.
ev-loot_removed = { $player } usuwa { $loot_acc } z bieżącego dnia ({ term-midshipman }): żeton wraca do worka.
ev-loot_returned = Do worka wraca to, co zostało na tym dniu: { $loots }.
ev-loot_sold = { $player } wymienia { $tokens } na { $coins } { $coins ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    }.
ev-dusk_skip = { $character } gracza { $player_gen } nie bierze łupu.
ev-midshipman_removal = { term-midshipman }: { $player } usuwa żeton, zanim { $owner } weźmie łup.
ev-anchor_item = { $player }: { $source } { $tokens ->
        [few] dają
       *[other] daje
    } { $count } { $count ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    }.
ev-anchor_item-loss = { $player }: { $source } { $tokens ->
        [few] zabierają
       *[other] zabiera
    } { $count } { $count ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    }.
ev-anchor_total = { $player }: bilans kotwicy { $delta }, dublony { $before } → { $coins }.
ev-kept = { $player } zatrzymuje { $character_acc } na pokładzie na następny rejs (hak).
ev-voyage_scored = { $player } odkłada { $coins } { $coins ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    }: wynik { $score }.
ev-voyage_ended = Koniec rejsu { $voyage }.
ev-timeout = Czas gracza { $player_gen } minął: mistrz gry wybiera w zastępstwie pierwszą opcję ({ $option }).
ev-timeout-private = Czas gracza { $player_gen } minął: mistrz gry wybiera w zastępstwie pierwszą opcję.
ev-timeout-pick = Czas gracza { $player_gen } minął: mistrz gry wybiera w zastępstwie najniższą kartę z ręki.
ev-choice_made = { $player } wybiera „{ $option }”.
ev-choice_made-private = { $player } dokonuje wyboru.
ev-player_removed = { $player } opuszcza grę.
ev-game_over = Koniec gry: wygrywa { $winner }! Wyniki: { $standings }.
ev-game_over-row = { $place }. { $colour } { $score }
ev-game_over-aborted = Gra została przerwana, bez zwycięzcy.

## Oczekujące wybory (PENDING w events.py): pytanie do wybierającego.
choice-loot_take = Zmierzch: wybierz żeton z bieżącego dnia dla postaci { $character }.
choice-cook_take = { term-character-cook }: wybierz drugi żeton z bieżącego dnia.
choice-smuggler_take = { term-character-smuggler }: wybierz żeton z bieżącego dnia; jego zdolność zadziała od razu.
choice-midshipman_remove = { term-midshipman }: wybierz żeton, który wróci do worka, zanim postać gracza { $owner_gen } weźmie łup.
choice-saber_target = Szabla: wybierz cudzą postać na wyspie, którą odrzucisz.
choice-scout_place = { term-character-scout }: wybierz kartę z ręki, która stanie na wyspie.
choice-apprentice_copy = { term-character-apprentice }: wybierz postać ze statku, której zdolność dzienną wykonasz.
choice-innkeeper_return = { term-character-innkeeper }: wybierz postać ze statku, którą weźmiesz z powrotem na rękę.
choice-preacher_keep = { term-character-preacher }: wybierz jedyny żeton, który zatrzymasz; resztę odrzucisz.
choice-gunner_target = { term-character-gunner }: wybierz postać na dowolnym statku, którą odrzucisz.
choice-necromancer_raise = { term-character-necromancer }: wybierz postać z cmentarza, która wejdzie na twój statek.
choice-brawler_target = { term-character-brawler }: wybierz, czyjego Zabijakę odrzucisz.
choice-thief_take = { term-character-thief }: wybierz żeton, który zabierzesz sąsiadowi.
choice-recruiter_board = { term-character-recruiter }: wybierz kartę z ręki, która od razu trafi na statek.
choice-watchman_swap = { term-character-watchman }: wybierz, który żeton bieżącego dnia zamienisz z którym żetonem następnego.
choice-merchant_sell = { term-character-merchant }: wybierz, co wymienisz na dublony.
choice-surgeon_recover = { term-character-surgeon }: wybierz postać z cmentarza, którą weźmiesz z powrotem na rękę.
choice-night_order = Noc: wybierz, która zdolność zadziała teraz.
choice-witch_copy = { term-character-witch }: wybierz postać ze statku, której nocną zdolność wykonasz.
choice-hook = Hak: zatrzymaj jedną postać na pokładzie na następny rejs albo weź dublony.
choice-other = Wybierz jedną z opcji.

## Wybór dzienny i stan oczekiwania (panel gracza, wpis publiczny).
choice-pick = Wybierz postać na dzień { $day } rejsu { $voyage } (wybór możesz zmienić, dopóki wszyscy nie wybiorą).
status-waiting = Czekamy na: { $colours }.
status-pending = { $player } wybiera: { $kind }.

## Etykiety opcji (przycisk lub menu Discorda, najwyżej 80 znaków).
option-loot = { $loot }
option-keep_loot = Zatrzymaj: { $loot }
option-card = { $card }
option-owned_card = { $card } · { $owner }
option-owned_loot = { $loot } (od gracza { $owner_gen })
option-swap = { $loot } ⇄ { $loot_next }
option-sell = { $tokens }
option-sell_coins = { $tokens } → { $coins }
option-order = Teraz: { $card }
option-keep = Zatrzymaj: { $card }
option-gain = Weź dublony
option-gain_count = Weź { $count } { $count ->
        [one] dublon
        [few] dublony
       *[many] dublonów
    }
option-other = Opcja { $number }

## Zapisane akcje (dziennik, cofnięcia) i ich opis.
act-pick = { $player } wybiera kartę { $card }.
act-pick-secret = { $player } wybiera kartę (tajną do odkrycia).
act-choose = { $player } wybiera „{ $option }”.
act-timeout = Mistrz gry działa za gracza { $player_gen } (minął termin).
act-remove_player = Usunięcie gracza { $player_gen } z gry.
act-abort = Gra zostaje zakończona przez moderatora.
act-other = Akcja gracza { $player_gen }.
game-name = Libertalia: Wiatry Galecrest

## Zdolność każdej postaci w kilku słowach, pod kartą w menu wyboru (najwyżej 100 znaków; nasze własne słowa,
## pełne omówienie w pomocy do zasad). Liczby z data/libertalia/characters.json: kwoty dublonów przychodzą już ujęte
## w słowa przez ability-doubloons, reszta jako zwykłe liczby.
ability-doubloons = { $count ->
        [one] { $count } dublon
        [few] { $count } dublony
       *[many] { $count } dublonów
    }
ability-scout = Dzień: odpada; karta z ręki staje na wyspie przy swojej randze.
ability-apprentice = Dzień: naśladuje zdolność dzienną postaci ze statku.
ability-beggar = Dzień: właściciel skrajnie prawej karty płaci { $day_coins } i zyskuje +{ $day_reputation } do reputacji.
ability-innkeeper = Dzień: postać ze statku wraca na rękę.
ability-cabin_boy = Dzień: { $day_coins }, gdy skrajnie lewa na wyspie. Zmierzch: bez łupu.
ability-bandit = Dzień: reputacja na skrajne lewe pole; { $day_coins_per_space } za każde pole.
ability-preacher = Dzień: zostaje jeden łup, reszta odpada, +{ $day_reputation_per_token } do reputacji za każdy. Kotwica: { $anchor_coins }.
ability-barkeep = Noc: { $night_coins }. Kotwica: { $anchor_coins } za każdą beczkę.
ability-stowaway = Dzień: losowy łup z worka działa od razu; potem odpada.
ability-explorer = Zmierzch: +{ $dusk_reputation } do reputacji za wziętą mapę. Kotwica: jedna mapa więcej.
ability-carpenter = Dzień: przepada { $day_numerator }/{ $day_denominator } dublonów. Kotwica: { $anchor_coins }.
ability-officer = Dzień: +{ $day_reputation } do reputacji przy { $day_threshold } dublonach lub więcej, inaczej dopłata do { $day_threshold }.
ability-smuggler = Dzień: jeden łup z bieżącego dnia (działa od razu); od razu na statek.
ability-bodyguard = Dzień: szable i haki z bieżącego dnia odpadają; { $day_coins_per_token } za każdy.
ability-witch = Noc: naśladuje inną zdolność nocną ze statku. Kotwica: wraca na rękę, gdy jedyna nocna.
ability-mutineer = Noc: najniższa postać ze statku odpada, potem { $night_coins }.
ability-brute = Dzień: skrajnie prawa karta na wyspie odpada; jej właściciel +{ $day_reputation } do reputacji.
ability-gunner = Dzień: odpada postać z dowolnego statku; własna +{ $day_reputation_own }, cudza −{ $day_reputation_other } do reputacji.
ability-necromancer = Dzień: za relikwię postać z cmentarza wchodzi na statek.
ability-freed_prisoner = Noc: { $night_coins_per_card } za kartę powyżej { $night_above } na statku; przy { $night_discard_at } lub więcej odpada.
ability-bosun = Dzień: { $day_coins } za każdą postać na statku z rangą poniżej { $day_below }.
ability-brawler = Dzień: cudzy { term-character-brawler } odpada, +{ $day_reputation } do reputacji. Noc: { $night_coins }.
ability-thief = Dzień: łup od sąsiada, potem −{ $day_reputation_loss } do reputacji.
ability-topman = Noc: { $night_coins } minus { $night_loss_per_card } za każdą postać na statku.
ability-recruiter = Dzień: karta z ręki od razu na statek.
ability-cook = Zmierzch: drugi łup z bieżącego dnia.
ability-watchman = Dzień: zamiana łupu z bieżącego dnia na łup z następnego.
ability-armorer = Zmierzch: +{ $dusk_reputation } do reputacji za szablę lub hak. Noc: { $night_coins } za każdą szablę i hak.
ability-infantry = Dzień: { $day_coins }, gdy skrajnie prawa na wyspie.
ability-merchant = Dzień: sprzedaż 1, 2 lub 3 łupów jednego rodzaju za { $day_prices_1 }, { $day_prices_2 } lub { $day_prices_3 }.
ability-surgeon = Dzień: postać z cmentarza wraca na rękę.
ability-treasurer = Kotwica: { $anchor_coins } za każdą beczkę, amulet i skrzynię.
ability-gambler = Dzień: −{ $day_coins } za każdy łup. Kotwica: { $anchor_coins }.
ability-aristocrat = Dzień: +{ $day_count } do reputacji. Kotwica: { $anchor_gain }, gdy jedyny { term-character-aristocrat }, inaczej −{ $anchor_lose }.
ability-collector = Kotwica: zapłata za różne rodzaje łupów, najwyżej { $anchor_at_least_coins }.
ability-quartermaster = Dzień: { $day_coins } za każdy łup. Kotwica: −{ $anchor_coins }.
ability-wind_nymph = Noc: { $night_coins }, gdy jedyna { term-character-wind_nymph } na statkach, inaczej odpada.
ability-first_mate = Dzień: −{ $day_coins } za każdą postać na statku. Kotwica: { $anchor_coins } za każdą.
ability-captain = Dzień: reputacja na skrajne prawe pole; −{ $day_coins_per_space } za każde pole.
ability-governor = Dzień: cały statek odpada; +{ $day_reputation_per_card } do reputacji za każdą kartę.
