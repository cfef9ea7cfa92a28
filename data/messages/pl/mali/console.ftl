cmd-deploy = „KOLOR: deploy N POLE”
banner = Stół lokalny: { $players } · { $variant } · Liberator { $liberator } · Poczta cywilna { $mail } · ziarno { $seed }. Wpisz 'help', aby zobaczyć polecenia.
variant-basic = wariant podstawowy
variant-advanced = wariant zaawansowany
resumed = Wznawiam grę zapisaną w { $db } (gra { $number }): runda { $round }, { $phase }.
resume_ignores = Obowiązują gracze i opcje zapisanej gry; pominięto: { $flags }.
hand = ręka: { $cards }; żetony: { $tokens }; tajny cel: { $goal }
pass_hint = ? gracz nie może spasować: '{ $colour }: end' kończy turę; 'mod: skip' rozgrywa turę czekającego gracza tak, jakby minął termin.
mod_usage = ? polecenia moderatora (moderator commands): mod: skip | rollback [current|previous] | end
rules_usage = ? użycie: rules ZAPYTANIE (numer reguły, np. B-7.3, albo słowa, np. 'zagrożenie')
show_head = Runda { $round } · { $phase } · { $threat } · talia { $deck }
threat = zagrożenie { $threat } z { $limit }
threat_crushed = zagrożenie { $threat }: powstanie upadło (upada przy { $limit })
turn_card = Tura: { $colour } · karta { $card } · zostało PR: { $mp }
turn_no_card = Tura: { $colour } · karta jeszcze nie zagrana
waiting = Czekamy na: { $colour }
points = Punkty za doręczone rozkazy: { $scores }
track_line = [zostało { $left }] { $order }{ $carrier }
carried_by = { " " }niesie: { $scout }
in_prison = w więzieniu (opuszcza { $turns })
turns = { $n ->
        [one] { $n } turę
        [few] { $n } tury
       *[many] { $n } tur
    }
scout_order = { " " }rozkaz { $order }
scout_letters = { " " }listy { $letters }
tanks = czołgi: { $tanks }
soldier = Niemiecki żołnierz: { $space }
liberator = Liberator: { $space } (następnie { $next })
drops = zrzuty: { $drops }
letter = list { $id } na polu { $space } → { $district }
victory = == Zwycięstwo: { $winners }.
victory_one = == Zwycięstwo: { $winners }.
defeat = == Porażka: powstanie upadło, przegrywają wszyscy.
aborted = == Gra przerwana: nikt nie wygrywa.
score_head = gracz         rozkazy żetony   listy   cel  razem
act-play_card = zagrywa kartę { $card }
act-move = { $scout } idzie na pole { $space }
act-pick_up_order = { $scout } podejmuje rozkaz { $order }
act-pick_up_drops = { $scout } podnosi zrzuty
act-pick_up_letters = { $scout } podnosi listy { $letters }
act-exchange_letters = { $scout } przekazuje listy { $letters } (odbiera { $other })
act-buddies = Koledzy z podwórka: { $scout } i { $other } zamieniają się miejscami
act-squad = Oddział powstańczy
act-light_signal = Sygnał świetlny: Liberator → { $space }
act-change_of_orders = Zmiana rozkazów: { $order } i { $other }
act-use_token = używa żetonu: { $token }{ $target }
act-deploy = { $scout } staje na polu { $space }
act-undo = cofa dotychczasową turę
act-undo-step = cofa ostatni krok
act-end_turn = kończy turę
act-timeout_pass = tura pominięta
act-other = { $type }
help = Polecenia (jedno w wierszu, na początku kolor, który gra):
      orange: play 3                 zagraj kartę ruchu (3-change, 1-buddies, 1-squad, 3-signal to karty specjalne)
      orange: move 2 Pawiak          przesuń harcerza 2 na pole (nazwa, jednoznaczny początek albo numer, np. WO1)
      orange: take 1 12              harcerz 1 podejmuje rozkaz 12
      orange: drops 1                harcerz 1 podnosi żetony zrzutu ze swojego pola
      orange: letters 1 [L03 L05]    harcerz 1 podnosi listy (wszystkie, gdy nie podano)
      orange: give 1 2 L03           harcerz 1 przekazuje list L03 harcerzowi 2
      orange: swap 1 3 [token]       Koledzy z podwórka (karta albo żeton)
      orange: squad [token]          Oddział powstańczy (karta albo żeton)
      orange: signal Pawiak          Sygnał świetlny: wyślij Liberatora
      orange: change 12 17           Zmiana rozkazów: zamień dwa rozkazy na torze
      orange: use grenade Pawiak | use radio 12 | use map 1 | use bandages | use drugs
      orange: deploy 1 Pawiak        ustaw harcerza (wariant zaawansowany)
      orange: undo | end             cofnij całą dotychczasową turę (B-5.7) | zakończ turę
      orange: undo step              cofnij tylko ostatni krok (B-5.7)
      (kolory i polecenia można pisać też po polsku: pomaranczowy: zagraj 3, idz, podejmij, koniec …)
    Moderator:
      mod: skip                      rozegraj turę czekającego gracza tak, jakby minął termin
      mod: rollback [previous]       wróć do początku tej fazy (albo poprzedniej)
      mod: end                       zakończ grę teraz
    Stół:
      show                           plansza słowami: czyja tura, karta, PR, zagrożenie, punkty
      hand KOLOR                     ręka, żetony i tajny cel tego koloru
      log [N|all]                    ostatnie ruchy (15, chyba że podano N)
      rules ZAPYTANIE                znajdź regułę: rules B-7.3, rules granat
      bots KOLOR… | bots all         komputer przejmuje te kolory; bots off [KOLOR…] je oddaje
      help | quit                    ta pomoc | wyjście (gra zostaje w pliku --db)
act-pick_up_letters-all = { $scout } podnosi wszystkie listy ze swojego pola

## Odmowy dla wiersza, którego stół nie rozumie (console/mali/commands.py), w języku stołu
line-no_colour = ? zacznij od koloru, który gra, np. 'pomarańczowy: koniec'
line-nothing = ? po dwukropku napisz, co zrobić; wpisz 'help'
line-unknown_command = ? nieznane polecenie '{ $command }'; wpisz 'help'
line-number_scout = ? numer harcerza to liczba, nie '{ $word }'
line-number_order = ? numer rozkazu to liczba, nie '{ $word }'
line-space_no_name = ? podaj nazwę pola
line-space_ambiguous = ? '{ $text }' może oznaczać: { $names }
line-space_unknown = ? nie ma pola o nazwie '{ $text }'
line-no_line = ? brak wiersza konsoli dla akcji { $kind }
usage-play = ? użycie: { $colour }: { $command } KARTA
usage-move = ? użycie: { $colour }: { $command } HARCERZ POLE
usage-take = ? użycie: { $colour }: { $command } HARCERZ ROZKAZ
usage-drops = ? użycie: { $colour }: { $command } HARCERZ
usage-letters = ? użycie: { $colour }: { $command } HARCERZ [LIST …]
usage-give = ? użycie: { $colour }: { $command } OD DO LIST [LIST …]
usage-swap = ? użycie: { $colour }: { $command } HARCERZ HARCERZ [token]
usage-signal = ? użycie: { $colour }: { $command } POLE
usage-change = ? użycie: { $colour }: { $command } ROZKAZ ROZKAZ
usage-use = ? użycie: { $colour }: { $command } ŻETON [POLE | ROZKAZ | HARCERZ]
usage-deploy = ? użycie: { $colour }: { $command } HARCERZ POLE
not_placed = czeka na rozstawienie (wariant zaawansowany)
