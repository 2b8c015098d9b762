"""The protocols external Riichi programs play through (``--seat-bot 'mjai:COMMAND'``)."""

from asobiba.games.riichi.mjai_seat import MjaiSeat

PROTOCOLS = {"mjai": MjaiSeat}
