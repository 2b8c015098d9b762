"""Table options of Daifugō (rules/daifugo.md §3–4): a preset and every house rule.

Each house rule may be set on its own; left at ``preset`` it takes the preset's value.
So ``{"preset": "uecda"}`` is the UECda table, and ``{"preset": "uecda", "shibari":
"off"}`` the same without the lock. :func:`rules_of` resolves the options into
:class:`Rules`, which is all the engine reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.options import OFF, ON, Choice, Follows, IntRange
from asobiba.core.text import Text

PRESET = "preset"
AS_PRESET = Text("As the preset", "プリセットどおり")

# rules/daifugo.md §3 defaults (standard), §4 DAIFUGO-R25 (UECda) and DAIFUGO-R26 (Tera-fugō, reduced).
STANDARD: dict[str, str] = {
    "revolution": "four_of_a_kind",
    "eight_cut": "plain",
    "shibari": "off",
    "spade_3": "off",
    "eleven_back": "off",
    "five_skip": "off",
    "six_reverse": "off",
    "seven_pass": "off",
    "miyako_ochi": "off",
    "foul_finish": "off",
    "jokers": "one",
    "sequences": "on",
    "sequence_beat": "higher",
    "pass_lock": "on",
    "special_suits": "all",
    "flush": "others_pass",
    "joker_takes_effect": "off",
    "joker_suit": "wild",
    "sequence_joker_ends": "off",
    "classes": "on",
    "first_lead": "lowest_class",
    "first_lead_must_include": "off",
    "seat_changes": "off",
    # docs/daifugo.md, house rules beyond the spec (DAIFUGO-H1 … H4): off in every preset, none of whose texts names them
    "ten_discard": "off",
    "number_lock": "off",
    "sandstorm": "off",
    "ambulance": "off",
}
ADDED_RULES = ("ten_discard", "number_lock", "sandstorm", "ambulance")  # the house rules above that the spec does not name
PRESETS: dict[str, dict[str, str]] = {
    "standard": STANDARD,
    "uecda": {
        **STANDARD,
        "revolution": "four_or_sequence5",
        "eight_cut": "any_play",
        "shibari": "on",
        "spade_3": "on",
        "sequence_beat": "no_overlap",
        "flush": "all_pass",
        "joker_takes_effect": "on",
        "joker_suit": "declared",
        "sequence_joker_ends": "on",
        "first_lead": "diamond_3",
        "seat_changes": "every_3",
    },
    "terafugo": {
        **STANDARD,
        "classes": "off",
        "first_lead": "diamond_3",
        "sequences": "off",
        "pass_lock": "off",
        "special_suits": "spades_only",
        "foul_finish": "joker_only",
        "shibari": "on",
    },
}


def _rule(name: str, values: tuple[str, ...], label: Text, labels: tuple[Text, ...]) -> Choice:
    follows = Follows("preset", PRESET, tuple((preset, rules[name]) for preset, rules in PRESETS.items()))
    return Choice(name, (PRESET, *values), PRESET, label, (AS_PRESET, *labels), follows=follows)


def _switch(name: str, label: Text) -> Choice:
    return _rule(name, ("off", "on"), label, (OFF, ON))


OPTIONS = (
    Choice(
        "preset",
        tuple(PRESETS),
        "standard",
        Text("Rules", "ルール"),
        (
            Text("Standard", "標準"),
            Text("UECda (computer Daifugō contest)", "UECda（コンピュータ大貧民大会）"),
            Text("Tera-fugō (reduced)", "テラ富豪（簡易版）"),
        ),
    ),
    IntRange("games", 1, 1000, 5, Text("Games in the match", "ゲーム数")),
    _rule(
        "revolution",
        ("off", "four_of_a_kind", "four_or_sequence5"),
        Text("Revolution", "革命"),
        (OFF, Text("Four of a kind", "4枚以上の同じ数"), Text("Four of a kind or a sequence of 5", "4枚以上の同じ数か5枚以上の階段")),
    ),
    _rule(
        "eight_cut",
        ("off", "plain", "any_play"),
        Text("Eight-cut", "8切り"),
        (OFF, Text("Singles and multiples", "単体と複数枚"), Text("Any play with an 8", "8を含むすべての出し方")),
    ),
    _switch("shibari", Text("Lock (shibari)", "縛り")),
    _switch("spade_3", Text("Spade 3 beats a lone Joker", "スペ3返し")),
    _switch("eleven_back", Text("Eleven-back", "イレブンバック")),
    _switch("five_skip", Text("Five-skip", "5飛び")),
    _switch("six_reverse", Text("Six-reverse", "6リバース")),
    _switch("seven_pass", Text("Seven-pass", "7渡し")),
    _switch("ten_discard", Text("Ten-discard: discard up to as many cards as 10s played", "10捨て（出した10の枚数まで捨てられる）")),
    _switch("number_lock", Text("Number lock: consecutive ranks lock the next rank", "数字縛り（階段縛り）")),
    _switch("sandstorm", Text("Sandstorm: three 3s beat any three of a kind", "砂嵐（3の3枚がどの3枚組にも勝つ）")),
    _switch("ambulance", Text("Ambulance: two 9s beat any pair", "救急車（9の2枚がどのペアにも勝つ）")),
    _switch("miyako_ochi", Text("Miyako-ochi (the fallen Daifugō)", "都落ち")),
    _rule(
        "foul_finish",
        ("off", "standard", "joker_only"),
        Text("Foul finish", "反則上がり"),
        (OFF, Text("Joker, 2, 8, spade 3", "ジョーカー・2・8・スペ3"), Text("Joker only", "ジョーカーのみ")),
    ),
    _rule("jokers", ("one", "two"), Text("Jokers", "ジョーカーの枚数"), (Text("One", "1枚"), Text("Two", "2枚"))),
    _switch("sequences", Text("Sequences (kaidan)", "階段")),
    _rule(
        "sequence_beat",
        ("higher", "no_overlap"),
        Text("A sequence beats one", "階段の強さ"),
        (Text("With a higher lowest card", "最小のカードが上"), Text("Entirely above it", "すべてのカードが上")),
    ),
    _switch("pass_lock", Text("Who passed sits out the trick", "パスしたら場が流れるまで出せない")),
    _rule(
        "special_suits",
        ("all", "spades_only"),
        Text("Special cards' suits", "特殊カードのスート"),
        (Text("All suits", "全スート"), Text("Spades only", "スペードのみ")),
    ),
    _rule(
        "flush",
        ("others_pass", "all_pass"),
        Text("The trick is flushed when", "場が流れるとき"),
        (Text("Everyone else passes", "ほかの全員がパス"), Text("Everyone passes, the last player too", "出した人も含めて全員がパス")),
    ),
    _switch("joker_takes_effect", Text("A Joker takes its card's effect", "ジョーカーが代わりのカードの効果を持つ")),
    _rule(
        "joker_suit",
        ("wild", "declared"),
        Text("A Joker's suit", "ジョーカーのスート"),
        (Text("Any suit", "どのスートにもなる"), Text("Declared", "宣言する")),
    ),
    _switch("sequence_joker_ends", Text("A Joker may extend a sequence past 3 or 2", "ジョーカーで3の下・2の上に階段をのばせる")),
    _switch("classes", Text("Classes and the card exchange", "階級とカード交換")),
    _rule(
        "first_lead",
        ("lowest_class", "diamond_3"),
        Text("Who leads a game", "最初に出す人"),
        (
            Text("The Daihinmin (♦3 in the first game)", "大貧民（最初のゲームは♦3）"),
            Text("The ♦3 holder, every game", "毎ゲーム♦3を持つ人"),
        ),
    ),
    _switch("first_lead_must_include", Text("The first lead must include the ♦3", "最初に出すカードに♦3を含める")),
    _rule("seat_changes", ("off", "every_3"), Text("Seats reshuffled", "席替え"), (OFF, Text("Every 3 games", "3ゲームごと"))),
    Choice(
        "format",
        ("normal", "sanma"),
        "normal",
        Text("Format", "形式"),
        (
            Text("One hand a game", "通常"),
            Text("Sanma: the hand split into rounds, the last player out each round", "さんま: 手札を分けて数ラウンド、毎回最下位が脱落"),
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class Rules:
    """The house rules in force, resolved from the options."""

    games: int
    revolution: str
    eight_cut: str
    shibari: bool
    spade_3: bool
    eleven_back: bool
    five_skip: bool
    six_reverse: bool
    seven_pass: bool
    ten_discard: bool
    number_lock: bool
    sandstorm: bool
    ambulance: bool
    miyako_ochi: bool
    foul_finish: str
    jokers: int
    sequences: bool
    no_overlap: bool
    pass_lock: bool
    spades_only: bool
    all_pass: bool
    joker_takes_effect: bool
    declared_suits: bool
    joker_ends: bool
    classes: bool
    diamond_3_leads: bool
    must_include_diamond_3: bool
    seat_changes: bool
    sanma: bool


def rules_of(options: dict[str, Any]) -> Rules:
    """The rules of a table from its resolved options."""
    preset = PRESETS[options["preset"]]
    value = {name: preset[name] if options[name] == PRESET else options[name] for name in preset}
    on = {name: value[name] == "on" for name in value}
    sanma = options["format"] == "sanma"
    classes = on["classes"] and not sanma  # a sanma game ranks its players by its rounds alone (DAIFUGO-R27)
    return Rules(
        games=options["games"],
        revolution=value["revolution"],
        eight_cut=value["eight_cut"],
        shibari=on["shibari"],
        spade_3=on["spade_3"],
        eleven_back=on["eleven_back"],
        five_skip=on["five_skip"],
        six_reverse=on["six_reverse"],
        seven_pass=on["seven_pass"],
        ten_discard=on["ten_discard"],
        number_lock=on["number_lock"],
        sandstorm=on["sandstorm"],
        ambulance=on["ambulance"],
        miyako_ochi=on["miyako_ochi"] and classes,
        foul_finish=value["foul_finish"],
        jokers=2 if value["jokers"] == "two" else 1,
        sequences=on["sequences"],
        no_overlap=value["sequence_beat"] == "no_overlap",
        pass_lock=on["pass_lock"],
        spades_only=value["special_suits"] == "spades_only",
        all_pass=value["flush"] == "all_pass",
        joker_takes_effect=on["joker_takes_effect"],
        declared_suits=value["joker_suit"] == "declared",
        joker_ends=on["sequence_joker_ends"],
        classes=classes,
        diamond_3_leads=value["first_lead"] == "diamond_3",
        must_include_diamond_3=on["first_lead_must_include"],
        seat_changes=value["seat_changes"] == "every_3",
        sanma=sanma,
    )
