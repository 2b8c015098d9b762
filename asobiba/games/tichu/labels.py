"""Words of the Tichu terminal screen both ways: what it shows in English and Japanese
(cards drawn in colour), and what a person types (cards, ranks, specials, commands).

Cards keep the engine's names (``J5`` Jade 5, ``SK`` Sword King, ``P10`` Pagoda 10,
``TA`` Star Ace), coloured by suit as on the cards: Jade green, Sword black/white,
Pagoda blue, Star red. Japanese terms follow the BGA Japanese help
(rules/seed-texts/tichu-bga.ja.txt) and the engine's reasons: 麻雀, 犬, 鳳凰, ドラゴン.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.text import Text as RichText

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from asobiba.games.tichu.cards import BY_NAME, DOG, DRAGON, MAHJONG, PHOENIX, RANK, parse_card
from asobiba.games.tichu.moves import Play
from asobiba.games.tichu.reasons import KIND_JA

SUIT_STYLES = {"J": "bold green", "S": "bold", "P": "bold bright_blue", "T": "bold red"}
SPECIAL_STYLES = {"Mahjong": "bold cyan", "Dog": "bold yellow", "Phoenix": "bold magenta", "Dragon": "bold bright_yellow reverse"}
SPECIAL_NAMES = {
    "Mahjong": Text("Mah Jong", "麻雀"),
    "Dog": Text("Dog", "犬"),
    "Phoenix": Text("Phoenix", "鳳凰"),
    "Dragon": Text("Dragon", "ドラゴン"),
}
KIND_EN = {
    "single": "single",
    "pair": "pair",
    "trio": "trio",
    "full_house": "full house",
    "straight": "straight",
    "steps": "steps",
    "bomb": "bomb",
    "dog": "Dog",
}
RANK_LABELS = {rank: {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank)) for rank in range(2, 15)}


def card_text(name: str, lang: str) -> RichText:
    """One card, coloured: ``J5`` in green, the specials by name."""
    if name in SPECIAL_NAMES:
        return RichText(SPECIAL_NAMES[name].get(lang), style=SPECIAL_STYLES[name])
    return RichText(name, style=SUIT_STYLES[name[0]])


def cards_text(names: list[str], lang: str) -> RichText:
    return RichText(" ").join(card_text(name, lang) for name in names)


def grid(rows: list[list[str | RichText]], right: tuple[int, ...] = (), styles: list[str] | None = None) -> RichText:
    """Rows of cells in columns, padded by display width so Japanese lines up: a light Rich table."""
    cells = [[cell if isinstance(cell, RichText) else RichText(cell) for cell in row] for row in rows]
    widths = [max(cell_len(row[index].plain) for row in cells) for index in range(len(cells[0]))]
    lines = []
    for number, row in enumerate(cells):
        line = RichText("  ", style=styles[number] if styles else "")
        for index, cell in enumerate(row):
            pad = " " * (widths[index] - cell_len(cell.plain))
            line.append(pad if index in right else "").append_text(cell).append("" if index in right else pad).append("  ")
        line.rstrip()
        lines.append(line)
    return RichText("\n").join(lines)


def kind_name(kind: str, lang: str, length: int = 0) -> str:
    """``straight (6)``, ``steps (3 pairs)``; other kinds by name only."""
    name = KIND_JA[kind] if lang == "ja" else KIND_EN[kind]
    if kind == "straight" and length:
        return f"{name} ({length})" if lang == "en" else f"{name}（{length}枚）"
    if kind == "steps" and length:
        return f"{name} ({length // 2} pairs)" if lang == "en" else f"{name}（{length // 2}組）"
    return name


def ordinal(place: int, lang: str) -> str:
    if lang == "ja":
        return f"{place}位"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"


LEGEND = Text(
    "Suits: J Jade (green) · S Sword · P Pagoda (blue) · T Star (red). Specials: Mah Jong, Dog, Phoenix, Dragon.",
    "スート: J 翡翠（緑）· S 剣 · P 塔（青）· T 星（赤）。特殊札: 麻雀、犬、鳳凰、ドラゴン。",
)

HELP = Text(
    "Tichu:\n"
    "  J5 S5            cards by name: suit J S P T (Jade, Sword, Pagoda, Star), rank 2–10 J Q K A\n"
    "  55, 5 5, 10 10 J J, 3 4 5 6 7\n"
    "                   cards by rank: a legal play with those ranks, keeping your bombs whole\n"
    "  mj dog ph dragon the specials (also mahjong, phoenix); 1 is the Mah Jong in a straight\n"
    "  ph=9 9           the Phoenix standing for a rank (asked when it could stand for several)\n"
    "  <number>         a numbered suggestion; a number with no suggestion is read as ranks (55)\n"
    "  pass, tichu      pass in a trick; call Tichu (before your first card)\n"
    "  bomb             list your bombs. Bomb on your turn, or when asked as a trick is about\n"
    "                   to be taken (your own too): then Enter or no lets the play stand\n"
    "  grand, no        Grand Tichu or not;  wish: a rank or none;  Dragon trick: left or right\n"
    "  passing cards    SK gives SK to the seat asked; SK>2, SK to partner name the seat\n"
    "                   (left, partner, right or 0–3); S2 PA T3 gives left, partner, right at once\n"
    "  hint             the suggestions again",
    "ティチュー:\n"
    "  J5 S5            カード名: スート J S P T（翡翠・剣・塔・星）とランク 2〜10 J Q K A\n"
    "  55, 5 5, 10 10 J J, 3 4 5 6 7\n"
    "                   ランクで指定: そのランクで出せる組み合わせ（爆弾は崩さない）\n"
    "  mj dog ph dragon 特殊札（mahjong, phoenix, 麻雀, 犬, 鳳凰, ドラゴン でも可）。ストレートの 1 は麻雀\n"
    "  ph=9 9           鳳凰を指定のランクとして出す（複数ありうるときは聞き返します）\n"
    "  <番号>           番号付きの提案。その番号の提案がなければランクとして読みます（55）\n"
    "  pass, tichu      パス / ティチュー宣言（最初のカードを出す前まで）\n"
    "  bomb             爆弾の一覧。爆弾は自分の番か、トリックが（自分のでも）取られる直前に聞かれたときに出せます\n"
    "                   （そのとき Enter か no で見送り）\n"
    "  grand, no        グランドティチューする / しない。願い: ランクか none。ドラゴン: left か right\n"
    "  カード交換       SK で聞かれている相手に渡す。SK>2 や SK to partner で相手を指定\n"
    "                   （left, partner, right か 0〜3）。S2 PA T3 で左・パートナー・右にまとめて\n"
    "  hint             提案をもう一度表示",
)

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

# Why typed input is not a move.
UNREADABLE = Text(
    "cannot read {word!r}: cards look like J5 S10 PK TA (Jade, Sword, Pagoda, Star), ranks like 5 5 or 10 J, "
    "specials mj dog ph dragon (help lists every form)",
    "{word!r} を読めません: カードは J5 S10 PK TA（翡翠・剣・塔・星）、ランクは 5 5 や 10 J、特殊札は mj dog ph dragon"
    "（help で入力方法を表示）",
)
TWICE = Text("each card can be played only once", "同じカードは1回しか出せません")
SHORT = Text("you hold fewer than {count} cards of rank {rank}", "ランク {rank} のカードを {count} 枚持っていません")
NO_CHOICE = Text("there is no choice {number}: choose from 1 to {count}", "{number} 番の選択肢はありません。1〜{count} から選んでください")
GIVE_FORMS = Text(
    "give one card (SK, SK>2, SK to partner) or {count} cards at once",
    "1枚（SK, SK>2, SK to partner）か {count} 枚まとめて入力してください",
)
NO_SEAT = Text("{word!r} is not a seat: left, partner, right or 0–3", "{word!r} は席ではありません: left, partner, right か 0〜3")
PHOENIX_QUESTION = Text("The Phoenix can stand for several ranks here; choose:", "鳳凰はここで複数のランクになれます。選んでください:")

L = {
    "you": Text("You", "あなた"),
    "who_role": Text("{who} ({role})", "{who}（{role}）"),
    "right": Text("right", "右"),
    "left": Text("left", "左"),
    "partner": Text("partner", "パートナー"),
    "us": Text("Us ({a} + {b})", "味方（{a}＋{b}）"),
    "them": Text("Them ({a} + {b})", "相手（{a}＋{b}）"),
    "heading": Text(
        "Round {round} · {us} {ours} · {them} {theirs} · play to {target}",
        "ラウンド {round} · {us} {ours} · {them} {theirs} · 目標 {target} 点",
    ),
    "round_rule": Text("Round {round}", "ラウンド {round}"),
    "player": Text("Player", "プレイヤー"),
    "where": Text("Position", "位置"),
    "cards": Text("Cards", "枚数"),
    "call": Text("Call", "宣言"),
    "pile": Text("Tricks won", "獲得"),
    "pile_cell": Text("{cards} cards, {points} pts", "{cards}枚 {points}点"),
    "out_cell": Text("out {place}", "{place}で上がり"),
    "tichu": Text("Tichu", "ティチュー"),
    "grand": Text("Grand Tichu", "グランドティチュー"),
    "to_move": Text("to play", "手番"),
    "trick": Text("Trick: ", "場: "),
    "trick_empty": Text("Trick: empty, you lead.", "場: 空。あなたのリードです。"),
    "passes": Text("  ({n} passed)", "（{n}人パス）"),
    "to_beat": Text("  ← to beat", "  ← これより強く"),
    "phoenix_as": Text(" (Phoenix as {rank})", "（鳳凰={rank}）"),
    "wish_line": Text("Wish: {rank} (whoever can play a {rank} must)", "願い: {rank}（{rank} を出せる人は出さなければなりません）"),
    "hand": Text("Your hand ({n}): ", "あなたの手札（{n}枚）: "),
    "bombs": Text("Your bombs: ", "あなたの爆弾: "),
    "given": Text("Given so far: ", "渡したカード: "),
    "received": Text("Received: ", "受け取ったカード: "),
    "arrow": Text("{card} → {who}", "{card} → {who}"),
    "from": Text("{card} from {who}", "{who}から {card}"),
    "hints": Text("Suggestions (type the number):", "提案（番号で選べます）:"),
    "no_grand": Text("No Grand Tichu", "グランドティチューしない"),
    "call_grand": Text("Call Grand Tichu (+200 if you go out first, else −200)", "グランドティチューを宣言（1位で +200、失敗で −200）"),
    "call_tichu": Text("Call Tichu (+100 if you go out first, else −100)", "ティチューを宣言（1位で +100、失敗で −100）"),
    "pass_move": Text("Pass", "パス"),
    "no_bomb": Text("No bomb: let the play stand", "爆弾を出さない"),
    "no_wish": Text("No wish", "願いなし"),
    "wish_rank": Text("Wish for {rank}", "{rank} を願う"),
    "gift_to": Text("Give the Dragon trick to {who}", "ドラゴンのトリックを{who}に渡す"),
    "give_set": Text("Give ", "渡す: "),
    "your_bombs_none": Text("You hold no bomb.", "爆弾を持っていません。"),
    "your_bombs_later": Text("  (cannot beat the table now)", "（今は場に勝てません）"),
    # prompts
    "ask_grand": Text(
        "Grand Tichu? 1 or no: no · 2 or grand: call it", "グランドティチューを宣言しますか？ 1 か no: しない · 2 か grand: する"
    ),
    "ask_give": Text(
        "Give a card to {who}: a card (SK), or {n} cards at once for {order}; tichu to call Tichu",
        "{who}に渡すカード: カード名（SK）、または {order} に {n} 枚まとめて。tichu でティチュー宣言",
    ),
    "ask_give_last": Text(
        "Give a card to {who}: a card name (SK); tichu to call Tichu", "{who}に渡すカード名（SK）。tichu でティチュー宣言"
    ),
    "ask_lead": Text(
        "Your lead: cards (J5 S5, 55, ph=9 …) or a suggestion's number (help)",
        "あなたのリード: カード（J5 S5, 55, ph=9 …）か提案の番号（help）",
    ),
    "ask_follow": Text("Beat the {combo} with cards or a number, or pass (help)", "{combo}より強いカードか番号を入力、または pass（help）"),
    "ask_wish_due": Text("You must play a {rank} if you can. ", "出せるなら {rank} を出さなければなりません。"),
    "ask_bomb": Text(
        "Bomb? type your bomb's cards or its number; Enter or no lets the play stand",
        "爆弾を出しますか？ 爆弾のカードか番号を入力。Enter か no で見送り",
    ),
    "ask_bomb_tichu": Text(
        "Bomb? type your bomb's cards or its number; Enter or no lets the play stand; tichu calls Tichu first",
        "爆弾を出しますか？ 爆弾のカードか番号を入力。Enter か no で見送り。先に tichu で宣言も可",
    ),
    "ask_wish": Text(
        "Make a wish: a rank 2–10, J, Q, K, A, or none (1)", "願いを言ってください: ランク 2〜10, J, Q, K, A、なしなら none（1）"
    ),
    "ask_gift": Text(
        "Give the Dragon trick to an opponent: 1 or 2 (or right / left)",
        "ドラゴンのトリックを相手に渡します: 1 か 2（right / left でも可）",
    ),
    # events
    "ev_deal8": Text("Round {round}: your first 8 cards: {cards}", "ラウンド {round}: 最初の8枚: {cards}"),
    "ev_deal6": Text("Your other 6 cards: {cards}", "残りの6枚: {cards}"),
    "ev_grand": Text("{who} calls Grand Tichu!", "{who}がグランドティチューを宣言しました！"),
    "ev_no_grand": Text("Nobody calls Grand Tichu.", "グランドティチューの宣言はありません。"),
    "ev_tichu": Text("{who} calls Tichu!", "{who}がティチューを宣言しました！"),
    "ev_give": Text("You give {card} to {to}.", "{card} を{to}に渡しました。"),
    "ev_received": Text("You receive: ", "受け取ったカード: "),
    "ev_lead": Text("{who} holds the Mah Jong and leads.", "{who}が麻雀を持っているのでリードします。"),
    "ev_play": Text("{who} plays {combo}: {cards}", "{who}: {combo} {cards}"),
    "ev_bomb": Text("{who} bombs out of turn! {cards}", "{who}が手番外に爆弾！ {cards}"),
    "ev_pass": Text("{who} passes.", "{who}: パス"),
    "ev_wish": Text("{who} wishes for {rank}.", "{who}の願い: {rank}"),
    "ev_no_wish": Text("{who} makes no wish.", "{who}: 願いなし"),
    "ev_wish_fulfilled": Text("The wish for {rank} is fulfilled.", "願い（{rank}）が叶いました。"),
    "ev_dog": Text("The Dog gives the lead to {lead}.", "犬によりリードは{lead}に移ります。"),
    "ev_trick": Text("→ {who} takes the trick ({points} pts).", "→ {who}がトリックを取りました（{points}点）。"),
    "ev_gift": Text("{who} gives the Dragon trick ({points} pts) to {to}.", "{who}がドラゴンのトリック（{points}点）を{to}に渡しました。"),
    "ev_out": Text("{who} is out ({place}).", "{who}が上がりました（{place}）。"),
    # score sheet and end
    "sheet": Text("Round {round} score sheet", "ラウンド {round} 得点表"),
    "out_order": Text("Out: ", "上がり順: "),
    "last": Text("last", "最下位"),
    "still_in": Text("still holding cards: {who}", "残り: {who}"),
    "team": Text("Team", "チーム"),
    "card_points": Text("Card points", "カード点"),
    "double": Text("double victory 200", "ワンツー 200"),
    "calls": Text("Calls", "宣言"),
    "this_round": Text("This round", "このラウンド"),
    "total": Text("Total", "合計"),
    "made": Text("{who} {call} {amount:+d}", "{who} {call} {amount:+d}"),
    "final": Text("Final ranking", "最終順位"),
    "rank": Text("Rank", "順位"),
    "score": Text("Score", "得点"),
    "you_win": Text("Your team wins!", "あなたのチームの勝ちです！"),
    "they_win": Text("The other team wins.", "相手チームの勝ちです。"),
}

# English verbs agree with "You"; Japanese needs no variant.
YOU_EN = {
    "ev_grand": "You call Grand Tichu!",
    "ev_tichu": "You call Tichu!",
    "ev_lead": "You hold the Mah Jong and lead.",
    "ev_play": "You play {combo}: {cards}",
    "ev_bomb": "You bomb out of turn! {cards}",
    "ev_pass": "You pass.",
    "ev_wish": "You wish for {rank}.",
    "ev_no_wish": "You make no wish.",
    "ev_trick": "→ You take the trick ({points} pts).",
    "ev_gift": "You give the Dragon trick ({points} pts) to {to}.",
    "ev_out": "You are out ({place}).",
}


# -- reading typed cards --------------------------------------------------------------


def fill(text: Text, **fields: object) -> Text:
    return Text(text.en.format(**fields), text.ja.format(**fields))


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
            raise InvalidMove(fill(UNREADABLE, word=word))
    if len(set(cards)) != len(cards):
        raise InvalidMove(TWICE)
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
