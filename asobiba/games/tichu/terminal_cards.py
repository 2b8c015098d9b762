"""Tichu cards in the terminal: their colours, and what a person types (cards, ranks, specials,
commands). The words shown are in the catalogue (labels/<lang>.json); terminal.py draws with both.

Cards keep the engine's names (``J5`` Jade 5, ``SK`` Sword King, ``P10`` Pagoda 10,
``TA`` Star Ace), coloured by suit as on the cards: Jade green, Sword black/white,
Pagoda blue, Star red. Japanese terms follow the BGA Japanese help
(rules/seed-texts/tichu-bga.ja.txt) and the engine's reasons: 麻雀, 犬, 鳳凰, ドラゴン.
"""

from __future__ import annotations

import re

from asobiba.core.errors import InvalidMove
from asobiba.core.screen import reason
from asobiba.games.tichu.cards import BY_NAME, DOG, DRAGON, MAHJONG, PHOENIX, RANK, parse_card
from asobiba.games.tichu.moves import Play

SUIT_STYLES = {"J": "bold green", "S": "bold", "P": "bold bright_blue", "T": "bold red"}
SPECIAL_STYLES = {"Mahjong": "bold cyan", "Dog": "bold yellow", "Phoenix": "bold magenta", "Dragon": "bold bright_yellow reverse"}
RANK_LABELS = {rank: {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank)) for rank in range(2, 15)}

# Words read in any phase.
SPECIAL_WORDS = {
    **dict.fromkeys(("mj", "mahjong", "mah", "麻雀"), MAHJONG),
    **dict.fromkeys(("dog", "犬"), DOG),
    **dict.fromkeys(("ph", "phx", "phoenix", "鳳凰"), PHOENIX),
    **dict.fromkeys(("dragon", "dr", "drg", "ドラゴン", "龍", "竜"), DRAGON),
}
RANK_RE = r"10|[1-9jqka]"  # 1 is the Mah Jong in a straight
CARD_RE = r"[jspt](?:10|[2-9jqka])"
PHOENIX_AS = re.compile(r"(?:ph|phx|phoenix|鳳凰)=(1[0-4]|[2-9jqka])")
RANK_VALUE = {"j": 11, "q": 12, "k": 13, "a": 14, **{str(rank): rank for rank in range(1, 15)}}
YES, NO = frozenset({"grand", "yes", "y", "はい", "グランド"}), frozenset({"no", "n", "none", "なし", "いいえ"})
PASS_WORDS, TICHU_WORDS = frozenset({"pass", "パス"}), frozenset({"tichu", "ティチュー"})
BOMB_WORDS, HINT_WORDS = frozenset({"bomb", "bombs", "爆弾"}), frozenset({"hint", "hints", "ヒント"})
SEAT_WORDS = {"left": 3, "l": 3, "左": 3, "partner": 2, "p": 2, "パートナー": 2, "味方": 2, "right": 1, "r": 1, "右": 1}


def card_of(word: str) -> int:
    """A card by name or special word; the engine's :class:`InvalidMove` otherwise."""
    return SPECIAL_WORDS[word] if word in SPECIAL_WORDS else parse_card(word)


def read_cards(words: list[str]) -> tuple[list[int], list[int], int]:
    """Typed cards: (cards named, natural ranks named, the Phoenix's rank or 0)."""
    cards: list[int] = []
    ranks: list[int] = []
    phoenix = 0
    for word in words:
        if match := PHOENIX_AS.fullmatch(word):
            cards.append(PHOENIX)
            phoenix = RANK_VALUE[match[1]]
        elif word in SPECIAL_WORDS or word.upper() in BY_NAME:
            cards.append(card_of(word))
        elif re.fullmatch(rf"(?:{CARD_RE})+", word):
            cards.extend(BY_NAME[name.upper()] for name in re.findall(CARD_RE, word))
        elif re.fullmatch(rf"(?:{RANK_RE})+", word):
            for rank in (RANK_VALUE[name] for name in re.findall(RANK_RE, word)):
                cards.append(MAHJONG) if rank == 1 else ranks.append(rank)
        else:
            raise InvalidMove(reason("tichu", "term.unreadable", word=word))
    if len(set(cards)) != len(cards):
        raise InvalidMove(reason("tichu", "term.twice"))
    return cards, ranks, phoenix


def matches(move: Play, cards: list[int], ranks: list[int], phoenix: int) -> bool:
    """Whether ``move`` is made of ``cards`` plus natural cards of ``ranks`` (and the Phoenix as ``phoenix``)."""
    if len(move.cards) != len(cards) + len(ranks) or not set(cards) <= set(move.cards):
        return False
    if phoenix and len(move.cards) > 1 and move.phoenix != phoenix:
        return False
    rest = [card for card in move.cards if card not in cards]
    return all(card < 52 for card in rest) and sorted(RANK[card] for card in rest) == sorted(ranks)


def split(text: str) -> list[str]:
    """Lower-case words; commas, pluses and dashes separate like spaces (``10-10-J-J``)."""
    return re.sub(r"[,、+\-]", " ", text.lower()).split()
