# Plansza Liberté: napisy, których używa tylko obrazek (render/liberte/). Klucze planszy (board-…);
# pojęcia gry (terms.ftl) są w tym samym pakiecie, ale plansza ich nie potrzebuje.

board-title = LIBERTÉ
board-turn = Tura { $turn }/{ $turns }
board-phase-setup = Przygotowanie
board-phase-refresh = Odświeżenie ręki
board-phase-action = Akcje
board-phase-action-round = Akcje · runda { $round }
board-phase-battle = Bitwa
board-phase-election = Wybory
board-phase-ended = Koniec gry
board-placeholder = DANE ZASTĘPCZE — to nie jest prawdziwa gra: zmyślona mapa i talia
board-waiting = Czekamy na
# Na co czeka gra (rodzaje wyboru z engine/liberte/game.py); bezosobowo, pasuje do każdego gracza
board-await-action = wybór akcji: zagranie, dobranie lub pas
board-await-place = rozmieszczenie bloków
board-await-keep = karta na wystawę lub do odrzuconych
board-await-next = dalsza część zagrania lub jego koniec
board-await-target = cel karty specjalnej
board-await-take = dobranie karty
board-await-take_second = druga karta o wartości 1 lub koniec
board-await-take_discard = odrzucenie dwóch kart przed dobraniem
board-await-refresh_discard = odrzucanie kart z ręki
board-await-refresh_draw = dobieranie do siedmiu kart
board-await-tiebreak-battle = wystawienie generała lub rezygnacja
board-await-tiebreak-province = wystawienie karty lub rezygnacja
board-await-tiebreak-track = wystawienie karty lub rezygnacja
board-await-tiebreak-vp = wystawienie karty lub rezygnacja
board-await-other = ruch
board-tie-battle = Dogrywka o dowództwo w bitwie
board-tie-province = Dogrywka o prowincję
board-tie-province-at = Dogrywka o prowincję { $province }
board-tie-track = Dogrywka na torze wyborczym
board-tie-vp = Dogrywka o punkty zwycięstwa za głosy
board-tie-other = Dogrywka
board-tie-round = runda { $round }
board-tie-advanced = wystawiono { $value }
board-result-turns = Koniec gry po ostatniej turze: wygrywa najwięcej PZ
board-result-radical_landslide = Koniec gry: miażdżące zwycięstwo Radykałów, wygrywa najwięcej czerwonych punktów
board-result-counter_revolution = Koniec gry: kontrrewolucja, wygrywa najwięcej białych punktów
board-result-other = Koniec gry
board-winner = zwycięstwo
board-result-points = głosy { $votes } · na mapie { $map } · na kartach { $cards }
board-points = { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
board-vp = { $vp } PZ
board-faction-R = Radykałowie
board-faction-M = Umiarkowani
board-faction-W = Rojaliści
board-colour-green = zielony
board-colour-yellow = żółty
board-colour-purple = fioletowy
board-colour-black = czarny
board-colour-orange = pomarańczowy
board-colour-brown = brązowy
board-map = Mapa · prowincje według regionów, w kolejności wyborów
board-legend-cr = prowincja kontrrewolucji (podświetlona: trzymają ją biali)
board-legend-vp = prowincja z PZ: zwycięzca punktuje w turach 3 i 4
board-legend-paris = Paryż: zwycięzca bierze cały stos jako głosy
board-mark-cr = KR
board-mark-vp = { $vp } PZ
board-election = Tor wyborczy
board-government = rząd
board-opposition = opozycja
board-presence = Obecność w rządzie
board-none = nikt
board-cr-count = Kontrrewolucja: { $held } { $held ->
        [one] prowincja KR
        [few] prowincje KR
        [many] prowincji KR
       *[other] prowincji KR
    } w rękach białych + { $lost } { $lost ->
        [one] przegrana bitwa
        [few] przegrane bitwy
        [many] przegranych bitew
       *[other] przegranej bitwy
    } = { $total } z { $need }
board-supply = Zapas
board-piles = Talia { $deck } · odrzucone { $discard } · poza grą { $box }
board-turns = Tor tur i pole bitwy
board-turn-space = Tura { $turn }
board-battle = Bitwa
board-no-battle = bez bitwy
board-lost = przegrana
board-battle-box = Pole bitwy
board-empty = puste
board-offer = Odkryte karty
board-flag-general = G
board-flag-general-name = Generał
board-flag-cannon = A
board-flag-cannon-name = Armata
board-flag-sans_culottes = S
board-flag-sans_culottes-name = Sankiuloci
board-card-special = Specjalna
board-card-club = Klub
board-card-region = region
board-players = Gracze w kolejności tury
board-hand = na ręce: { $count } { $count ->
        [one] karta
        [few] karty
        [many] kart
       *[other] karty
    }
board-tokens = { $count } { $count ->
        [one] wolny żeton
        [few] wolne żetony
        [many] wolnych żetonów
       *[other] wolnego żetonu
    }
board-in-box = { $count } na polu bitwy
board-in-government = w rządzie
board-votes = głosy: { $votes }
board-removed = poza grą
board-display-empty = wystawa pusta
