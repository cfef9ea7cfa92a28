"""Game data, one room per game (data/mali/ for Mali Powstańcy), and the message catalogues (data/messages/)."""
