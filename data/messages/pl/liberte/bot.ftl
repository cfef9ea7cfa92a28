status-round = Runda { $round } · { $phase }
status-progress = Tura { $turn } z { $turns }, runda { $round } · { $phase }
not_offered = W data/liberte/edition nie zainstalowano danych wydania od właściciela gry (sprawdzi je python -m data.liberte.validate); stół w konsoli gra w Liberté na zmyślonych danych zastępczych.
