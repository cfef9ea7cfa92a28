"""The console table's own words, in English and Polish, in one place.

Everything the console itself says (help, the table view, the log, leaving) is here, keyed, so that the words
layer can later move it into the message catalogues without hunting through the code. Messages from the service
and the engine keep coming from their own catalogues.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    # ---- starting, resuming, leaving
    "banner": {
        "en": "Local table: {players} · {variant} · Liberator {liberator} · Civilian Mail {mail} · seed {seed}. "
              "Type 'help' for commands.",
        "pl": "Stół lokalny: {players} · {variant} · Liberator {liberator} · Poczta Polowa {mail} · ziarno {seed}. "
              "Wpisz 'help', aby zobaczyć polecenia.",
    },
    "on": {"en": "on", "pl": "tak"},
    "off": {"en": "off", "pl": "nie"},
    "variant.basic": {"en": "basic", "pl": "wariant podstawowy"},
    "variant.advanced": {"en": "advanced", "pl": "wariant zaawansowany"},
    "bad_colours": {"en": "Unknown colour(s): {bad}; choose from {all}.",
                    "pl": "Nieznany kolor: {bad}; do wyboru: {all}."},
    "no_script": {"en": "There is no script file {script}.", "pl": "Nie ma pliku skryptu {script}."},
    "bad_db": {"en": "{db} cannot be opened as a game file ({detail}).",
               "pl": "Nie da się otworzyć {db} jako pliku gry ({detail})."},
    "resumed": {"en": "Resuming the game kept in {db} (game {game}): round {round}, {phase}.",
                "pl": "Wznawiam grę zapisaną w {db} (gra {game}): runda {round}, {phase}."},
    "resume_ignores": {"en": "The kept game's own players and options are used; {flags} ignored.",
                       "pl": "Obowiązują gracze i opcje zapisanej gry; pominięto: {flags}."},
    "script_done": {"en": "(end of the script {script}; the keyboard takes over)",
                    "pl": "(koniec skryptu {script}; dalej gra się z klawiatury)"},
    "script_done_bots": {"en": "(end of the script {script}; the computer plays on)",
                         "pl": "(koniec skryptu {script}; dalej gra komputer)"},
    "interrupted": {"en": "Interrupted (Ctrl-C).", "pl": "Przerwano (Ctrl-C)."},
    "end_of_input": {"en": "End of input.", "pl": "Koniec wejścia."},
    "kept_db": {"en": "The game is kept in {db}. Resume it with: {command}",
                "pl": "Gra jest zapisana w {db}. Wznowisz ją poleceniem: {command}"},
    "kept_db_ended": {"en": "The finished game is kept in {db}.", "pl": "Zakończona gra jest zapisana w {db}."},
    "not_kept": {"en": "The game was in a temporary file and is gone (use --db FILE to keep a game).",
                 "pl": "Gra była w pliku tymczasowym i przepadła (użyj --db PLIK, aby ją zachować)."},
    "record_at": {"en": "Every accepted line is in {record}. Replay it with: {command}",
                  "pl": "Wszystkie przyjęte polecenia są w {record}. Odtworzysz grę poleceniem: {command}"},
    "record_at_plain": {"en": "The lines accepted since resuming are in {record}.",
                        "pl": "Polecenia przyjęte od wznowienia są w {record}."},
    "boards_at": {"en": "Board images: {folder}", "pl": "Obrazy planszy: {folder}"},
    "record_header": {"en": "# A console game, recorded line by line (moderator lines included).",
                      "pl": "# Gra przy stole lokalnym, zapisana wiersz po wierszu (z poleceniami moderatora)."},
    "record_replay": {"en": "# Replay: {command}", "pl": "# Odtworzenie: {command}"},
    "record_resumed": {"en": "# resumed from {db}", "pl": "# wznowiono z {db}"},
    # ---- output marks
    "only_to": {"en": "[only to {colour}]", "pl": "[tylko dla: {colour}]"},
    "to_moderators": {"en": "[to moderators]", "pl": "[dla moderatorów]"},
    "board_image": {"en": "(board image: {path})", "pl": "(obraz planszy: {path})"},
    "moderator": {"en": "moderator", "pl": "moderator"},
    "computer": {"en": "[computer]", "pl": "[komputer]"},
    # ---- table commands
    "unknown_colour": {"en": "? unknown colour '{colour}'", "pl": "? nieznany kolor '{colour}'"},
    "hand": {"en": "hand: {cards}; tokens: {tokens}; goal: {goal}", "pl": "ręka: {cards}; żetony: {tokens}; cel: {goal}"},
    "pass_hint": {
        "en": "? a player cannot pass: '{colour}: end' ends your turn; 'mod: skip' plays the waiting "
              "player's turn as a missed deadline would.",
        "pl": "? gracz nie może spasować: '{colour}: end' kończy turę; 'mod: skip' rozgrywa turę czekającego "
              "gracza tak, jakby minął jego termin.",
    },
    "mod_usage": {"en": "? moderator commands: mod: skip | rollback [current|previous] | end",
                  "pl": "? polecenia moderatora (moderator commands): mod: skip | rollback [current|previous] | end"},
    "bots_now": {"en": "The computer plays: {colours}.", "pl": "Komputer gra kolorami: {colours}."},
    "bots_none": {"en": "The computer plays no seat.", "pl": "Komputer nie gra żadnym kolorem."},
    "bots_usage": {"en": "? usage: bots COLOUR… | bots all | bots off [COLOUR…]",
                   "pl": "? użycie: bots KOLOR… | bots all | bots off [KOLOR…]"},
    "bots_not_seated": {"en": "? {colour} has no seat at this table", "pl": "? {colour} nie siedzi przy tym stole"},
    "rules_usage": {"en": "? usage: rules QUERY (a rule id such as B-7.3, or words such as 'threat')",
                    "pl": "? użycie: rules ZAPYTANIE (numer reguły, np. B-7.3, albo słowa, np. 'zagrożenie')"},
    "rules_none": {"en": "No rule matches '{query}'.", "pl": "Żadna reguła nie pasuje do '{query}'."},
    "log_empty": {"en": "(nothing in the log yet)", "pl": "(dziennik jest jeszcze pusty)"},
    "log_usage": {"en": "? usage: log [N | all]", "pl": "? użycie: log [N | all]"},
    # ---- the table view (show)
    "show_head": {"en": "Round {round} · {phase} · {threat} · deck {deck}",
                  "pl": "Runda {round} · {phase} · {threat} · talia {deck}"},
    "threat": {"en": "threat {threat} of {limit}", "pl": "zagrożenie {threat} z {limit}"},
    "threat_crushed": {"en": "threat {threat}: the uprising is crushed (it falls at {limit})",
                       "pl": "zagrożenie {threat}: powstanie upadło (upada przy {limit})"},
    "turn_card": {"en": "Turn: {colour} · card {card} · {mp} MP left",
                  "pl": "Tura: {colour} · karta {card} · zostało PR: {mp}"},
    "turn_no_card": {"en": "Turn: {colour} · no card played yet", "pl": "Tura: {colour} · karta jeszcze nie zagrana"},
    "waiting": {"en": "Waiting for: {colour}", "pl": "Czeka na: {colour}"},
    "points": {"en": "Points from delivered orders: {scores}", "pl": "Punkty za doręczone rozkazy: {scores}"},
    "track_line": {"en": "[{left} left] {order}{carrier}", "pl": "[zostało {left}] {order}{carrier}"},
    "carried_by": {"en": " carried by {scout}", "pl": " niesie: {scout}"},
    "in_prison": {"en": "in prison (misses {turns})", "pl": "w więzieniu (opuszcza {turns})"},
    "turns": {"en": "{n} turn|{n} turns", "pl": "{n} turę|{n} tury|{n} tur"},
    "scout_order": {"en": " order {order}", "pl": " rozkaz {order}"},
    "scout_letters": {"en": " letters {letters}", "pl": " listy {letters}"},
    "tanks": {"en": "tanks: {tanks}", "pl": "czołgi: {tanks}"},
    "soldier": {"en": "German soldier: {space}", "pl": "Niemiecki żołnierz: {space}"},
    "liberator": {"en": "Liberator: {space} (next {next})", "pl": "Liberator: {space} (następnie {next})"},
    "drops": {"en": "drops: {drops}", "pl": "zrzuty: {drops}"},
    "letter": {"en": "letter {id} on {space} → {district}", "pl": "list {id} na polu {space} → {district}"},
    # ---- the end
    "victory": {"en": "== Victory: {winners} win.", "pl": "== Zwycięstwo: {winners}."},
    "victory_one": {"en": "== Victory: {winners} wins.", "pl": "== Zwycięstwo: {winners}."},
    "defeat": {"en": "== Defeat: the uprising is crushed and everybody loses.",
               "pl": "== Porażka: powstanie upadło, przegrywają wszyscy."},
    "aborted": {"en": "== The game was ended early: nobody wins.", "pl": "== Gra przerwana: nikt nie wygrywa."},
    "score_head": {"en": "player         orders tokens letters  goal  total",
                   "pl": "gracz         rozkazy żetony   listy   cel  razem"},
    "and": {"en": " and ", "pl": " i "},
    # ---- the log, one line per entry
    "log.create": {"en": "{who} opens the table", "pl": "{who} otwiera stół"},
    "log.join": {"en": "{colour} sits down", "pl": "{colour} siada do stołu"},
    "log.start": {"en": "the game begins: {colours}", "pl": "gra się zaczyna: {colours}"},
    "log.reset": {"en": "the game starts again: {colours}", "pl": "gra zaczyna się od nowa: {colours}"},
    "log.skip": {"en": "{who} skips {colour}: {action}", "pl": "{who} pomija gracza {colour}: {action}"},
    "log.timeout": {"en": "deadline passed for {colour}: {action}", "pl": "minął termin gracza {colour}: {action}"},
    "log.rollback": {"en": "{who} rolls back to round {round}, {phase}",
                     "pl": "{who} cofa grę do rundy {round}, {phase}"},
    "log.end": {"en": "{who} ends the game", "pl": "{who} kończy grę"},
    "log.other": {"en": "{who}: {kind}", "pl": "{who}: {kind}"},
    "act.play_card": {"en": "plays card {card}", "pl": "zagrywa kartę {card}"},
    "act.move": {"en": "moves {scout} to {space}", "pl": "{scout} idzie na pole {space}"},
    "act.pick_up_order": {"en": "{scout} picks up order {order}", "pl": "{scout} podejmuje rozkaz {order}"},
    "act.pick_up_drops": {"en": "{scout} picks up the drops", "pl": "{scout} zbiera zrzuty"},
    "act.pick_up_letters": {"en": "{scout} picks up letters {letters}", "pl": "{scout} zbiera listy {letters}"},
    "act.exchange_letters": {"en": "{scout} hands letters {letters} to {other}",
                             "pl": "{scout} przekazuje listy {letters} (odbiera {other})"},
    "act.buddies": {"en": "Schoolyard Buddies: {scout} and {other} swap places",
                    "pl": "Koledzy z podwórka: {scout} i {other} zamieniają się miejscami"},
    "act.squad": {"en": "Insurgent Squad", "pl": "Oddział powstańczy"},
    "act.light_signal": {"en": "Light Signal: the Liberator to {space}", "pl": "Sygnał świetlny: Liberator → {space}"},
    "act.change_of_orders": {"en": "Change of Orders: {order} and {other}",
                             "pl": "Zmiana rozkazów: {order} i {other}"},
    "act.use_token": {"en": "uses {token}{target}", "pl": "używa żetonu: {token}{target}"},
    "act.deploy": {"en": "places {scout} on {space}", "pl": "{scout} staje na polu {space}"},
    "act.undo": {"en": "takes back the last move", "pl": "cofa ostatni ruch"},
    "act.end_turn": {"en": "ends the turn", "pl": "kończy turę"},
    "act.timeout_pass": {"en": "turn passed", "pl": "tura pominięta"},
    "act.other": {"en": "{type}", "pl": "{type}"},
}

HELP = {
    "en": """Commands (one per line, prefixed by the colour that acts):
  orange: play 3                 play a movement card (3-change, 1-buddies, 1-squad, 3-signal for specials)
  orange: move 2 Pawiak          move scout 2 to a space (name, unique beginning, or id like WO1)
  orange: take 1 12              scout 1 picks up order 12
  orange: drops 1                scout 1 picks up the drop tokens on its space
  orange: letters 1 [L03 L05]    scout 1 picks up letters (all when none named)
  orange: give 1 2 L03           scout 1 hands letter L03 to scout 2
  orange: swap 1 3 [token]       Schoolyard Buddies (card, or token)
  orange: squad [token]          Insurgent Squad (card, or token)
  orange: signal Pawiak          Light Signal: send the Liberator
  orange: change 12 17           Change of Orders: swap two orders on the track
  orange: use grenade Pawiak | use radio 12 | use map 1 | use bandages | use drugs
  orange: deploy 1 Pawiak        place a scout (advanced setup)
  orange: undo | end             take back the last move | end the turn
Moderator:
  mod: skip                      play the waiting player's turn as a missed deadline would
  mod: rollback [previous]       back to the start of this phase (or the previous one)
  mod: end                       end the game now
Table:
  show                           the board in words: whose turn, card, MP, threat, points
  hand COLOUR                    that colour's hand, tokens and secret goal
  log [N|all]                    the latest moves (15 unless N)
  rules QUERY                    look a rule up: rules B-7.3, rules grenade
  bots COLOUR… | bots all        the computer takes these seats; bots off [COLOUR…] gives them back
  help | quit                    this text | leave (the game stays in the --db file)""",
    "pl": """Polecenia (jedno w wierszu, na początku kolor, który gra):
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
  help | quit                    ta pomoc | wyjście (gra zostaje w pliku --db)""",
}


def say(key: str, lang: str, **params: object) -> str:
    """One of the console's sentences in `lang` (English when missing), filled in."""
    forms = WORDS[key]
    return (forms.get(lang) or forms["en"]).format(**params)


def plural(key: str, lang: str, n: int) -> str:
    """A count with its noun: English one/other, Polish one/few/many (1 turę, 2 tury, 5 tur, 22 tury)."""
    forms = say(key, lang, n=n).split("|")
    if lang == "pl" and len(forms) == 3:
        if n == 1:
            return forms[0]
        return forms[1] if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else forms[2]
    return forms[0] if n == 1 else forms[-1]


def help_text(lang: str) -> str:
    return HELP.get(lang) or HELP["en"]
