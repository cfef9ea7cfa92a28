# Opcje gry Mali Powstańcy tak, jak statystyki serwera nazywają warianty (stats-flag ze wspólnego web.ftl).
stats-flag = { $option ->
        [liberator] Liberator
        [mail] Poczta cywilna
       *[other] { $option }
    }
