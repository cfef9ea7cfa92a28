## Komunikaty usługi stołu. {user} i {old} to identyfikatory użytkowników Discorda (wzmianki), {deadline} to czas uniksowy (znacznik czasu Discorda).

already_seated = Masz już miejsce przy tym stole.
already_started = Gra już się zaczęła.
auto_pass_failed = Termin { $user } ({ $colour }) minął, ale mistrz gry nie mógł spasować ({ $detail }); zegar zatrzymany.
bad_colour = Nieznany kolor „{ $colour }”: wybierz jeden z tych: { $colours }.
bad_deadline = Termin tury musi wynosić od { $min } minut do { $max } godzin albo nie być ustawiony.
bad_option = Nieznana opcja gry: { $detail }.
bad_request = Nieprawidłowe żądanie: { $detail }.
channel_busy = Na tym kanale już trwa gra. Dokończcie ją (albo poproście moderatora o jej zakończenie), zanim założycie nową.
again_busy = Od końca tamtej gry na tym kanale otwarto już nowy stół; można do niego dołączyć albo najpierw go dokończyć.
again_not_seated = Tym przyciskiem następną grę mogą otworzyć tylko osoby, które grały w tamtą; własny stół otwiera { $cmd_game_new }.
colour_taken = Kolor { $colour } jest już zajęty.
corrupt_game = Zapisanej gry { $game } nie da się odczytać ({ $detail }). Nic nie zmieniono; moderator może wyeksportować jej dziennik albo ją zakończyć.
deadline_none = Tury nie mają już terminu.
deadline_set = Termin tury wynosi teraz { $hours } h; termin bieżącej tury liczy się od teraz.
ended_by_moderator = { $user } kończy grę (E-3): kończy się bez zwycięzcy.
full_export_running = Pełny eksport (z ukrytymi informacjami) jest możliwy dopiero po zakończeniu gry (H-4).
game_finished = Gra na tym kanale się zakończyła. Załóż nową, aby zagrać ponownie.
host_or_moderator_only = Tylko gospodarz tej gry albo moderator może to zrobić.
import_bad = Tego pliku nie można zaimportować: { $detail }.
imported = Gra została zaimportowana jako gra { $game } tego kanału.
joined = { $user } siada do stołu (przy stole: { $count }).
leave_running = Gra trwa: nie da się jej opuścić na własną rękę. Poproś gospodarza albo moderatora o usunięcie lub zastąpienie.
left = { $user } odchodzi od stołu.
lobby_closed = { $user } zamyka stół przed rozpoczęciem gry.
missed_turns = Już { $count } { $count ->
        [one] turę
        [few] tury z rzędu
       *[many] tur z rzędu
    } na kanale { $channel } za gracza { $user } ({ $colour }) gra mistrz gry, bo mija termin. Rozważcie zastąpienie albo usunięcie gracza.
moderator_action = Tę akcję ({ $type }) wykonuje mistrz gry albo moderator, nie gracz.
moderator_only = Tylko moderator może to zrobić.
no_game = Na tym kanale nie ma gry. Załóż ją przez { $cmd_game_new }.
no_previous_phase = Nie ma wcześniejszej fazy, do której można wrócić.
no_such_player = W tej grze nie ma gracza w kolorze { $colour_loc }.
nobody_to_act = Teraz nikt nie ma tury.
not_seated = Nie grasz w tej grze.
not_started = Gra jeszcze się nie zaczęła.
not_your_piece = Możesz działać tylko swoim kolorem, nie kolorem { $colour_ins }.
not_your_turn = To nie twoja tura: teraz gra { $colour }.
nothing_to_roll_back = W tej fazie jeszcze nic się nie wydarzyło: nie ma czego cofać.
player_count = Gra wymaga od { $min } do { $max } graczy; jest { $count }.
private_info = Twoje tajne informacje ({ $colour }) są gotowe: { $cmd_hand } pokaże je w każdej chwili.
reminder = Przypomnienie: { $user } ({ $colour }) musi jeszcze { $owes }. Termin: { $deadline }.
removed = Usunięto z gry gracza { $colour_gen } ({ $user }) (E-4).
replaced = { $user } przejmuje kolor { $colour } od { $old }.
reset_done = { $user } zaczyna grę od nowa: nowe rozdanie, ci sami gracze i opcje.
rollback_done = Cofnięto do początku fazy „{ $phase }” w rundzie { $round }. Cofnięte ({ $count }): { $actions }
rule = Ten ruch jest niezgodny z zasadami.
settings_saved = Ustawienia serwera zapisane.
link_reissued = Strona ma nowy link; poprzedni już nie działa.
skipped = { $user } pomija turę gracza { $colour_gen } (rozegraną jako pas).
stale = Gra poszła naprzód od ostatniego spojrzenia (wersja { $expected }, teraz { $actual }). Spójrz jeszcze raz i spróbuj ponownie.
stale_write = W tej samej chwili ktoś inny zmienił grę. Nic nie zastosowano; spójrz jeszcze raz i spróbuj ponownie.
started = Gra się zaczyna! Rozdaje { $user }.
sweep_failed = Mistrz gry nie poradził sobie z terminem gry { $game }: { $detail }.
table_full = Stół jest pełny (graczy: { $max }).
undo_done = { $player } cofa: { $actions }
undo_nothing = W twojej turze nie ma czego cofać.
undo_preview = Cofnięcie zabrałoby: { $actions }
unknown_game = Gra { $game } nie jest grą tego kanału.
user_already_seated = { $user } ma już miejsce w tej grze.
your_turn = { $user }, twoja tura ({ $colour }). Termin: { $deadline }.
your_turn_no_deadline = { $user }, twoja tura ({ $colour }).
owes-turn = rozegrać swoją turę
detail-not_an_export = to nie jest eksport tego bota
detail-not_full = zaimportować można tylko pełny eksport moderatora
detail-other_game = to eksport innej gry
detail-not_finished = zaimportować można tylko zakończoną grę
detail-log_mismatch = jej dziennik nie prowadzi do wyeksportowanego stanu
detail-not_json = to nie jest plik JSON
detail-moderator_role = rola moderatora musi być rolą
detail-language = język musi być jednym z języków bota
detail-missed_turns = próg opuszczonych tur musi wynosić od 0 do 100
detail-rollback_to = cofnąć można do początku bieżącej albo poprzedniej fazy
detail-game_type = to nie ten rodzaj gry albo brak jej stanu
detail-action_shape = akcja musi być obiektem
moved_on = Stan gry zmienił się, odkąd to zostało pokazane. Sprawdź jeszcze raz i spróbuj ponownie.
detail-unreadable = zawartość nie ma oczekiwanej postaci
detail-download = nie udało się pobrać załącznika z Discorda; wyślij go jeszcze raz
detail-options = wariant to basic albo advanced, a każdy dodatek jest włączony albo wyłączony
detail-store_unavailable = baza danych nie odpowiedziała
detail-sweep_refused = nie udało się wczytać ani zmienić gry
detail-alert_channel = kanał moderatorów musi być kanałem tekstowym tego serwera
post_refused = Bot nie może pisać na kanale { $channel }: brakuje mu tam { $count ->
        [one] uprawnienia { $perms }
       *[other] uprawnień { $perms }
    }. Gra czeka; jej wiadomości wyjdą, gdy tylko będzie to dozwolone.
post_gone = Bot nie może już pisać na kanale { $channel }: kanał zniknął albo jest przed nim ukryty. Gra na nim czeka.
your_turn_many = { $user }: wasz ruch ({ $colour }). Termin: { $deadline }.
your_turn_many_no_deadline = { $user }: wasz ruch ({ $colour }).
reminder_many = Przypomnienie: { $user } ({ $colour }) muszą jeszcze { $owes }. Termin: { $deadline }.
auto_play = Minął termin gracza { $user } ({ $colour }).
again_opened = { $host } otwiera nowy stół gry { $game } z tymi samymi ustawieniami dla tych samych graczy: { $user }.{ $front ->
        [discord] { " " }Gospodarz rozpoczyna grę przez { $cmd_game_start }.
       *[other] {""}
    }
created = { $user } otwiera stół gry { $game } (termin tury: { $deadline_hours } h).{ $front ->
        [discord] { " " }Dołącz przez { $cmd_game_join }; gospodarz rozpoczyna grę.
       *[other] {""}
    }
created_no_deadline = { $user } otwiera stół gry { $game } (bez terminu tury).{ $front ->
        [discord] { " " }Dołącz przez { $cmd_game_join }; gospodarz rozpoczyna grę.
       *[other] {""}
    }
host_passed = Rolę gospodarza stołu przejmuje { $user }.
skip_too_early = Za wcześnie na pominięcie tury gracza { $colour_gen }: gospodarz może pominąć turę dopiero wtedy, gdy trwa ona co najmniej ćwierć terminu tury (godzinę, jeśli terminu nie ma), czyli { $front ->
        [discord] { $at }
       *[other] o { $at }
    }. Moderator może to zrobić od razu.
detail-illegal_move = jej dziennik zawiera ruch niezgodny z zasadami
detail-pass_refused = zasady nie pozwalają tam na pas
detail-every_move = ustawienie „każdy ruch” musi mieć wartość tak albo nie
since_last_turn = Od ostatniego ruchu:
computer_name = Komputer · { $colour }
computer_nameless = Komputer
computer_added = { $user } siada do stołu (przy stole: { $count }).
computer_removed = { $user } odchodzi od stołu (przy stole: { $count }).
no_computer_seat = Przy tym stole nie ma komputera.
computer_for_late = Termin minął: turę gracza { $colour_gen } ({ $user }) rozegrał komputer.
handed_to_computer = Za gracza { $colour_gen } ({ $user }) gra teraz komputer (decyzja moderacji), dopóki moderacja nie zwróci tego miejsca.
handed_back = { $user } przejmuje z powrotem od komputera miejsce gracza { $colour_gen }.
already_computer = Za gracza { $colour_gen } już gra komputer.
not_computer = Za gracza { $colour_gen } nie gra komputer.
nobody_to_hand_back = Nikt nie oddał komputerowi miejsca gracza { $colour_gen }: przekaż je komuś poleceniem { $cmd_mod_replace }.
computer_for_away = (komputer, za { $user } podczas nieobecności do { $at })
away_set_game = { $user }: nieobecność w tej grze do { $at }. Do tego czasu tury tej osoby rozgrywa komputer.
away_set_all = { $user }: nieobecność we wszystkich grach tej osoby do { $at }. Do tego czasu komputer gra za tę osobę.
back_done = { $user } wraca do gry: swoje tury znowu rozgrywa samodzielnie.
bad_away = Nieobecność musi kończyć się w przyszłości, najpóźniej za { $days } dni.
not_away = Nie ustawiono tu nieobecności.

games_yours = { $game } — twój ruch: trzeba { $owes } (faza: { $phase }, runda { $round })
games_yours_plain = { $game } — twój ruch (faza: { $phase }, runda { $round })
games_waiting = { $game } — czekamy na { $user } (faza: { $phase }, runda { $round })
games_nobody = { $game } (faza: { $phase }, runda { $round })
games_lobby = { $game } — stół jeszcze nie wystartował
games_unknown = { $game } — w toku (szczegóły po następnym ruchu)
bad_quiet = „{ $value }” to nie przedział godzin: wpisz go jako 22-7 albo 22:30-07:00 (albo „off”).
bad_zone = „{ $value }” to nie strefa czasowa znana botowi: wybierz ją z listy, np. Europe/Warsaw.
turn_ping_dm_closed = { $user }, twój ruch tutaj: bot nie mógł dotrzeć do ciebie wiadomością prywatną.
