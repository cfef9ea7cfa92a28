## Słowa stołu lokalnego. Polecenia tak, jak wpisuje je gracz przy konsoli (zdania usługi wymieniają
## polecenia przez { $cmd_… }, a konsola podstawia te).
cmd-hand = „hand KOLOR”
cmd-deploy = „KOLOR: deploy N POLE”
cmd-game_new = nowy stół (python bot.py --local)
cmd-game_join = --players

## Everything the console itself says (help, the table view, the log, leaving)
banner = Stół lokalny: { $players } · { $variant } · Liberator { $liberator } · Poczta Polowa { $mail } · ziarno { $seed }. Wpisz 'help', aby zobaczyć polecenia.
on = tak
off = nie
variant-basic = wariant podstawowy
variant-advanced = wariant zaawansowany
bad_colours = Nieznany kolor: { $bad }; do wyboru: { $all }.
no_script = Nie ma pliku skryptu { $script }.
bad_db = Nie da się otworzyć { $db } jako pliku gry ({ $detail }).
resumed = Wznawiam grę zapisaną w { $db } (gra { $game }): runda { $round }, { $phase }.
resume_ignores = Obowiązują gracze i opcje zapisanej gry; pominięto: { $flags }.
script_done = (koniec skryptu { $script }; dalej gra się z klawiatury)
script_done_bots = (koniec skryptu { $script }; dalej gra komputer)
interrupted = Przerwano (Ctrl-C).
end_of_input = Koniec wejścia.
kept_db = Gra jest zapisana w { $db }. Wznowisz ją poleceniem: { $command }
kept_db_ended = Zakończona gra jest zapisana w { $db }.
not_kept = Gra była w pliku tymczasowym i przepadła (użyj --db PLIK, aby ją zachować).
record_at = Wszystkie przyjęte polecenia są w { $record }. Odtworzysz grę poleceniem: { $command }
record_at_plain = Polecenia przyjęte od wznowienia są w { $record }.
boards_at = Obrazy planszy: { $folder }
record_header = # Gra przy stole lokalnym, zapisana wiersz po wierszu (z poleceniami moderatora).
record_replay = # Odtworzenie: { $command }
record_resumed = # wznowiono z { $db }
only_to = [tylko dla: { $colour }]
to_moderators = [dla moderatorów]
board_image = (obraz planszy: { $path })
moderator = moderator
computer = [komputer]
unknown_colour = ? nieznany kolor '{ $colour }'
hand = ręka: { $cards }; żetony: { $tokens }; cel: { $goal }
pass_hint = ? gracz nie może spasować: '{ $colour }: end' kończy turę; 'mod: skip' rozgrywa turę czekającego gracza tak, jakby minął jego termin.
mod_usage = ? polecenia moderatora (moderator commands): mod: skip | rollback [current|previous] | end
bots_now = Komputer gra kolorami: { $colours }.
bots_none = Komputer nie gra żadnym kolorem.
bots_usage = ? użycie: bots KOLOR… | bots all | bots off [KOLOR…]
bots_not_seated = ? { $colour } nie siedzi przy tym stole
rules_usage = ? użycie: rules ZAPYTANIE (numer reguły, np. B-7.3, albo słowa, np. 'zagrożenie')
rules_none = Żadna reguła nie pasuje do '{ $query }'.
log_empty = (dziennik jest jeszcze pusty)
log_usage = ? użycie: log [N | all]
show_head = Runda { $round } · { $phase } · { $threat } · talia { $deck }
threat = zagrożenie { $threat } z { $limit }
threat_crushed = zagrożenie { $threat }: powstanie upadło (upada przy { $limit })
turn_card = Tura: { $colour } · karta { $card } · zostało PR: { $mp }
turn_no_card = Tura: { $colour } · karta jeszcze nie zagrana
waiting = Czeka na: { $colour }
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
and = { " " }i{ " " }
log-create = { $who } otwiera stół
log-join = { $colour } siada do stołu
log-start = gra się zaczyna: { $colours }
log-reset = gra zaczyna się od nowa: { $colours }
log-skip = { $who } pomija gracza { $colour }: { $action }
log-timeout = minął termin gracza { $colour }: { $action }
log-rollback = { $who } cofa grę do rundy { $round }, { $phase }
log-end = { $who } kończy grę
log-other = { $who }: { $kind }
act-play_card = zagrywa kartę { $card }
act-move = { $scout } idzie na pole { $space }
act-pick_up_order = { $scout } podejmuje rozkaz { $order }
act-pick_up_drops = { $scout } zbiera zrzuty
act-pick_up_letters = { $scout } zbiera listy { $letters }
act-exchange_letters = { $scout } przekazuje listy { $letters } (odbiera { $other })
act-buddies = Koledzy z podwórka: { $scout } i { $other } zamieniają się miejscami
act-squad = Oddział powstańczy
act-light_signal = Sygnał świetlny: Liberator → { $space }
act-change_of_orders = Zmiana rozkazów: { $order } i { $other }
act-use_token = używa żetonu: { $token }{ $target }
act-deploy = { $scout } staje na polu { $space }
act-undo = cofa ostatni ruch
act-end_turn = kończy turę
act-timeout_pass = tura pominięta
act-other = { $type }
help = Polecenia (jedno w wierszu, na początku kolor, który gra):
      orange: play 3                 zagraj kartę ruchu (3-change, 1-buddies, 1-squad, 3-signal to karty specjalne)
      orange: move 2 Pawiak          przesuń harcerza 2 na pole (nazwa, jednoznaczny początek albo numer, np. WO1)
      orange: take 1 12              harcerz 1 podejmuje rozkaz 12
      orange: drops 1                harcerz 1 zbiera żetony zrzutów ze swojego pola
      orange: letters 1 [L03 L05]    harcerz 1 zbiera listy (wszystkie, gdy nie podano)
      orange: give 1 2 L03           harcerz 1 przekazuje list L03 harcerzowi 2
      orange: swap 1 3 [token]       Koledzy z podwórka (karta albo żeton)
      orange: squad [token]          Oddział powstańczy (karta albo żeton)
      orange: signal Pawiak          Sygnał świetlny: wyślij Liberatora
      orange: change 12 17           Zmiana rozkazów: zamień dwa rozkazy na torze
      orange: use grenade Pawiak | use radio 12 | use map 1 | use bandages | use drugs
      orange: deploy 1 Pawiak        ustaw harcerza (wariant zaawansowany)
      orange: undo | end             cofnij ostatni ruch | zakończ turę
      (kolory i polecenia można pisać też po polsku: pomaranczowy: zagraj 3, idz, podejmij, koniec …)
    Moderator:
      mod: skip                      rozegraj turę czekającego gracza tak, jakby minął jego termin
      mod: rollback [previous]       wróć do początku tej fazy (albo poprzedniej)
      mod: end                       zakończ grę teraz
    Stół:
      show                           plansza słowami: czyja tura, karta, PR, zagrożenie, punkty
      hand KOLOR                     ręka, żetony i tajny cel tego koloru
      log [N|all]                    ostatnie ruchy (15, chyba że podano N)
      rules ZAPYTANIE                znajdź regułę: rules B-7.3, rules granat
      bots KOLOR… | bots all         komputer przejmuje te kolory; bots off [KOLOR…] je oddaje
      help | quit                    ta pomoc | wyjście (gra zostaje w pliku --db)

## Libertalia przy stole w konsoli (console/libertalia.py)
lt_banner = Libertalia: Wiatry Galecrest przy stole w konsoli. Gracze: { $players }; ziarno { $seed }. Wpisz help, by zobaczyć polecenia.
lt_hand = karty: { $cards }; dzisiejszy wybór: { $pick }; cmentarz: { $graveyard }
lt_show = Rejs { $voyage }, dzień { $day } ({ $phase }).
lt_player = { $colour }: { $coins ->
    [one] 1 dublon
    [few] { $coins } dublony
   *[many] { $coins } dublonów
  }, wynik { $score }, { $cards ->
    [one] 1 karta
    [few] { $cards } karty
   *[many] { $cards } kart
  } w ręce; statek: { $ship }; łupy: { $loot }
lt_no_choice = { $colour } nie ma teraz nic do wyboru.
lt_choose_range = ? wybierz liczbę od 1 do { $count }
lt_bot_did = wybrał kartę (tajną do odkrycia)
lt_usage = ? użycie: KOLOR: pick RANGA | KOLOR: choose N | KOLOR: N | hand KOLOR | show | bots … | rules … | help | quit
lt_help =
    Polecenia (jedno w wierszu):
      czerwony: pick 17              tajna karta czerwonego na dziś (można ją zmienić, dopóki ktoś jeszcze wybiera)
      czerwony: choose 2 | czerwony: 2  druga opcja otwartego wyboru czerwonego
      hand KOLOR                     karty, wybór, cmentarz i opcje tego gracza (pozostali nie patrzą)
      show                           dublony, wynik, statek i łupy wszystkich oraz obraz planszy
      rules ZAPYTANIE                znajdź regułę: rules LT-3.3, rules szabla
      bots KOLOR… | bots all | off   komputer gra tymi kolorami
      help | quit                    ta pomoc | wyjście
