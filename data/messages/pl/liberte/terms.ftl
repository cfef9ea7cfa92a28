## Liberté — pojęcia gry (nasze własne słowa), wspólne dla każdej części jej katalogu (zdarzenia, silnik, plansza …).
## Gracz to kolor jego żetonów (przymiotnik rodzaju męskiego, jak „gracz zielony”). Karty, prowincje, regiony i bitwy
## nazywa zestaw danych w użyciu (data/liberte/), tak jak są wydrukowane; te wiadomości tylko je obramowują.

game-name = Liberté

## Kolory żetonów graczy (player_colours w rules.toml), z przypadkami.
colour-green = zielony
    .gen = zielonego
    .dat = zielonemu
    .acc = zielonego
    .ins = zielonym
    .loc = zielonym
colour-yellow = żółty
    .gen = żółtego
    .dat = żółtemu
    .acc = żółtego
    .ins = żółtym
    .loc = żółtym
colour-purple = fioletowy
    .gen = fioletowego
    .dat = fioletowemu
    .acc = fioletowego
    .ins = fioletowym
    .loc = fioletowym
colour-black = czarny
    .gen = czarnego
    .dat = czarnemu
    .acc = czarnego
    .ins = czarnym
    .loc = czarnym
colour-orange = pomarańczowy
    .gen = pomarańczowego
    .dat = pomarańczowemu
    .acc = pomarańczowego
    .ins = pomarańczowym
    .loc = pomarańczowym
colour-brown = brązowy
    .gen = brązowego
    .dat = brązowemu
    .acc = brązowego
    .ins = brązowym
    .loc = brązowym

## Frakcje (LB-0.3) i kolory ich bloków.
faction-R = Radykałowie (czerwoni)
    .gen = Radykałów (czerwonych)
faction-M = Umiarkowani (niebiescy)
    .gen = Umiarkowanych (niebieskich)
faction-W = Rojaliści (biali)
    .gen = Rojalistów (białych)
block_colour-R = czerwony
block_colour-M = niebieski
block_colour-W = biały
blocks-R = { $count } { $count ->
        [one] czerwony blok
        [few] czerwone bloki
        [many] czerwonych bloków
       *[other] czerwonego bloku
    }
blocks-M = { $count } { $count ->
        [one] niebieski blok
        [few] niebieskie bloki
        [many] niebieskich bloków
       *[other] niebieskiego bloku
    }
blocks-W = { $count } { $count ->
        [one] biały blok
        [few] białe bloki
        [many] białych bloków
       *[other] białego bloku
    }

## Fazy tury (LB-3.0).
phase-setup = Przygotowanie
phase-refresh = Odświeżenie ręki
phase-action = Faza akcji
phase-battle = Bitwa
phase-election = Wybory
phase-ended = Koniec gry
phase-other = { $phase }

## Rodzaje otwartego wyboru i dogrywki (wiersz stanu, odmowa).
kind-action = akcja
kind-refresh_discard = odrzucanie przy odświeżeniu
kind-refresh_draw = dobieranie przy odświeżeniu
kind-place = dokładanie bloków
kind-keep = zachowanie karty lub nie
kind-next = dalsza część zagrania
kind-target = cel karty specjalnej
kind-take_discard = odrzucanie przed dobraniem
kind-take = dobranie karty
kind-take_second = druga dobierana karta
kind-tiebreak = dogrywka
kind-other = wybór

## Dogrywki według tego, o czym rozstrzygają (LB-0.6).
tie-battle = dogrywka o dowództwo w bitwie
tie-province = dogrywka o prowincję
tie-track = dogrywka na torze wyborczym
tie-vp = dogrywka o punkty zwycięstwa za głosy

## Miejsca punktowane za głosy (LB-6.14–6.16).
place-gov_first = najwięcej głosów rządu
place-gov_second = drugie miejsce w głosach rządu
place-opp_first = najwięcej głosów opozycji
place-gov_first_tied_each = remis o najwięcej głosów rządu
place-gov_second_tied_each = remis o drugie miejsce w głosach rządu
place-opp_first_tied_each = remis o najwięcej głosów opozycji

## Symbole na karcie oraz karta na przycisku lub w menu.
symbol-cannon = Armata
symbol-general = Generał
symbol-sans_culottes = Sankiuloci
card-placing = { $title } ({ $faction } { $value }, { $region }{ $has_symbols ->
        [true] ; { $symbols }
       *[other] {""}
    })
card-club_region = Klub, dowolny region
card-short = { $title } ({ $faction } { $value })
card-special = { $title } (karta specjalna)

## Prowincja: jej numer wyborczy, wydrukowana nazwa, oznaczenia.
province = { $order } · { $name }{ $has_marks ->
        [true] { " " }({ $marks })
       *[other] {""}
    }
mark-paris = Paryż
mark-cr = KR
mark-vp = { $vp } PZ

## Liczby z rzeczownikami.
vp = { $count } PZ
votes = { $count } { $count ->
        [one] głos
        [few] głosy
        [many] głosów
       *[other] głosu
    }
cards = { $count } { $count ->
        [one] karta
        [few] karty
        [many] kart
       *[other] karty
    }
tokens = { $count } { $count ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }
nobody = nikt
none = brak

## Dlaczego gra się skończyła.
reason-turns = po ostatniej turze, najwięcej PZ
reason-radical_landslide = miażdżące zwycięstwo Radykałów, najwięcej czerwonych punktów
reason-counter_revolution = kontrrewolucja, najwięcej białych punktów
