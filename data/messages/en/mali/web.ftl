# Mali's options as a server's statistics name its variants (the shared web.ftl's stats-flag).
stats-flag = { $option ->
        [liberator] Liberator
        [mail] Civilian Mail
       *[other] { $option }
    }
