banner = { $title } przy stole konsolowym. Gracze: { $players }; ziarno { $seed }. Wpisz help, aby zobaczyć polecenia.
banner-placeholder = { $title } przy stole konsolowym, na DANYCH ZASTĘPCZYCH: mapa i karty są zmyślone na próbę, to NIE są mapa ani karty Liberté (właściciel gry może zainstalować prawdziwe: python -m data.liberte.validate). Gracze: { $players }; ziarno { $seed }. Wpisz help, aby zobaczyć polecenia.
hand = ręka: { $cards } | wystawa: { $display }
bot_discards = odrzuca kartę
