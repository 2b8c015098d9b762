"""``asobiba bench daifugo``: one game at 5 players under the UECda preset (DAIFUGO-R25), beside
OpenSpiel's climbing game, Dou Dizhu. Every Daifugō move is a player's decision."""

OPENSPIEL = "dou_dizhu"
PLAYERS = 5
OPTIONS = {"preset": "uecda", "games": 1}
