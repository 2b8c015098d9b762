"""``asobiba bench tichu``: OpenSpiel's climbing game is Dou Dizhu (a game of it against one Tichu round)."""

OPENSPIEL = "dou_dizhu"
