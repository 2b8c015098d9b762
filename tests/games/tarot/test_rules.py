"""Rules of rules/tarot.md played through the contract, each test citing its rule IDs."""

from __future__ import annotations

import random

import pytest

from asobiba.core.errors import IllegalMove, SetupError
from asobiba.games.tarot import GAME
from asobiba.games.tarot.cards import BY_NAME, DECK, NAMES
from asobiba.games.tarot.data import LAYOUTS, Contract
from asobiba.games.tarot.deal import deal, is_petit_sec
from asobiba.games.tarot.moves import Declare
from asobiba.games.tarot.state import NOBODY, Phase
from asobiba.games.tarot.tricks import legal_cards, winning_index

from .helpers import bid, card, make_setup, play, start

C = BY_NAME  # card ids by name, for short test tables


def names(cards) -> list[str]:
    return [NAMES[c] for c in cards]


def legal_names(state) -> list[str]:
    (seat,) = GAME.to_act(state)
    return [move.to_json().get("card") for move in GAME.legal_moves(state, seat)]


# -- dealing ---------------------------------------------------------------------------


class NoShuffle(random.Random):
    def shuffle(self, x) -> None:  # the pack stays in deck order, so positions are visible
        pass


@pytest.mark.rule("TAROT-R4", "TAROT-R5")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_deal_in_packets_chien_never_first_or_last_card(players):
    layout = LAYOUTS[players]
    hands, chien = deal(layout, players, 1, 1, NoShuffle())
    assert DECK[0] not in chien and DECK[-1] not in chien  # and a digital deal is never a misdeal (R5)
    assert len(chien) == layout.chien_size and all(len(hand) == layout.hand_size for hand in hands)
    assert hands[1][: layout.packet] == list(range(layout.packet))  # first packet to the dealer's next player
    assert sorted(c for hand in [*hands, chien] for c in hand) == list(DECK)


@pytest.mark.rule("TAROT-R2", "TAROT-R3")
def test_first_dealer_and_deal_are_reproducible_from_the_seed():
    assert GAME.start(4, None, 42) == GAME.start(4, None, 42)
    assert len({GAME.start(4, None, seed).dealer for seed in range(30)}) == 4


@pytest.mark.rule("TAROT-T16", "TAROT-R6")
def test_t16_petit_sec_cancels_the_deal_and_the_next_dealer_deals():
    hand = ["T1", *[f"{suit}{rank}" for suit in "SHD" for rank in range(1, 7)]][:18]
    state = GAME.start(4, {"deals": 1}, 0, make_setup(4, dealer=3, hands={2: hand}))
    assert state.dealer == 0 and state.deal_number >= 2 and state.played == 0


@pytest.mark.rule("TAROT-T16", "TAROT-R6")
def test_t16_petit_with_the_excuse_is_not_petit_sec():
    assert is_petit_sec([C["S1"], C["T1"]])
    assert not is_petit_sec([C["S1"], C["T1"], C["EX"]])
    assert not is_petit_sec([C["S1"], C["T1"], C["T2"]])


@pytest.mark.rule("TAROT-R46")
def test_dealer_passes_to_the_first_bidder_after_each_played_deal():
    for direction, next_dealer in (("counter_clockwise", 0), ("clockwise", 2)):
        state = GAME.start(4, {"deals": 2, "direction": direction}, 0, make_setup(4, dealer=3))
        play(state, bid("garde_sans"), *[bid("pass")] * 3)
        play_out(state)
        assert state.played == 1 and state.dealer == next_dealer


@pytest.mark.rule("TAROT-R47")
def test_five_players_all_play_no_dead_seat_option():
    state = GAME.start(5, None, 0)
    assert {option.name for option in GAME.options} == {"deals", "direction", "declarations", "grassing", "grassing_chien"}
    assert all(len(hand) == 15 for hand in state.hands)


def test_setup_must_use_every_card_once():
    setup = make_setup(4)
    setup["chien"][0] = setup["hands"][0][0]
    with pytest.raises(SetupError, match="78 cards"):
        GAME.start(4, None, 0, setup)


# -- bidding ---------------------------------------------------------------------------


@pytest.mark.rule("TAROT-R1", "TAROT-R7")
def test_bidding_starts_after_the_dealer_in_play_direction():
    assert GAME.to_act(start(4, dealer=2)) == {3}
    assert GAME.to_act(start(4, {"direction": "clockwise"}, dealer=2)) == {1}


@pytest.mark.rule("TAROT-R7", "TAROT-R8")
def test_each_player_speaks_once_and_must_bid_higher():
    state = start(4, dealer=3)
    play(state, bid("garde"))
    assert [m.to_json()["contract"] for m in GAME.legal_moves(state, 1)] == ["pass", "garde_sans", "garde_contre"]
    with pytest.raises(IllegalMove, match="does not beat"):
        play(state, bid("prise"))
    play(state, bid("pass"), bid("garde_sans"), bid("pass"))
    assert state.taker == 2 and state.contract == Contract.GARDE_SANS and state.phase != Phase.BID


@pytest.mark.rule("TAROT-R9", "TAROT-R46")
def test_all_pass_voids_the_deal_which_does_not_count():
    state = start(4, dealer=3)
    events = play(state, *[bid("pass")] * 4)
    assert [e.kind for e in events if e.kind == "void_deal"] == ["void_deal"]
    assert state.dealer == 0 and state.played == 0 and state.phase == Phase.BID


@pytest.mark.rule("TAROT-R48")
def test_grassing_plays_the_deal_when_all_pass():
    state = start(4, {"grassing": "on"}, dealer=3)
    play(state, *[bid("pass")] * 4)
    assert state.phase == Phase.PLAY and state.taker == NOBODY and GAME.to_act(state) == {0}
    assert all(not choices for choices in state.declarable)  # TAROT-R50: nothing declared


# -- king call (5 players) -------------------------------------------------------------------


@pytest.mark.rule("TAROT-R10")
def test_king_call_names_a_queen_when_holding_all_kings():
    state = start(5, dealer=4, hands={0: ["SK", "HK", "DK", "CK"]})
    play(state, bid("garde_sans"), *[bid("pass")] * 4)
    assert state.phase == Phase.CALL
    assert legal_names(state) == ["SQ", "HQ", "DQ", "CQ"]


@pytest.mark.rule("TAROT-R10")
def test_king_call_names_a_knight_with_all_kings_and_queens():
    state = start(5, dealer=4, hands={0: ["SK", "HK", "DK", "CK", "SQ", "HQ", "DQ", "CQ"]})
    play(state, bid("prise"), *[bid("pass")] * 4)
    assert legal_names(state) == ["SC", "HC", "DC", "CC"]


@pytest.mark.rule("TAROT-R11", "TAROT-R12")
def test_called_king_holder_is_the_secret_partner():
    state = start(5, dealer=4, hands={3: ["HK"]})
    play(state, bid("garde"), *[bid("pass")] * 4, {"type": "call", "card": "HK"})
    assert state.partner == 3
    assert GAME.view(state, 3)["partner"] == 3
    assert all(GAME.view(state, seat)["partner"] is None for seat in (0, 1, 2, 4))


@pytest.mark.rule("TAROT-R11")
@pytest.mark.parametrize("where", ["taker", "chien"])
def test_calling_a_king_held_by_oneself_or_in_the_chien_plays_alone(where):
    state = start(5, dealer=4, **({"hands": {0: ["HK"]}} if where == "taker" else {"chien": ["HK"]}))
    play(state, bid("prise"), *[bid("pass")] * 4, {"type": "call", "card": "HK"})
    assert state.partner == NOBODY


@pytest.mark.rule("TAROT-R12")
def test_opening_lead_may_not_be_in_the_called_suit_but_the_called_card():
    state = start(5, dealer=4, hands={0: ["HK", "H2"], 1: ["H3", "S5"]})
    play(state, bid("pass"), bid("garde_sans"), *[bid("pass")] * 3, {"type": "call", "card": "HK"}, {"type": "chelem", "announce": False})
    while state.declarable[0]:
        play(state, {"type": "declare"})
    assert "H2" not in legal_names(state) and "HK" in legal_names(state)
    with pytest.raises(IllegalMove, match="opening lead"):
        play(state, card("H2"))
    play(state, card("HK"))
    assert state.partner_known and all(GAME.view(state, seat)["partner"] == 0 for seat in range(5))


# -- chien and écart -------------------------------------------------------------------


def garde_by_seat_0(**setup):
    state = start(4, dealer=3, **setup)
    events = play(state, bid("garde"), *[bid("pass")] * 3)
    return state, events


@pytest.mark.rule("TAROT-R13")
def test_chien_is_shown_to_all_then_taken_and_an_ecart_of_six_made():
    state, events = garde_by_seat_0(chien=["S1", "S2", "S3", "S4", "S5", "S6"])
    (shown,) = [e for e in events if e.kind == "chien"]
    assert shown.to is None and shown.data["cards"] == ["S1", "S2", "S3", "S4", "S5", "S6"]
    assert len(state.hands[0]) == 24 and state.phase == Phase.ECART
    assert all(GAME.view(state, seat)["chien"] == shown.data["cards"] for seat in range(4))
    for _ in range(6):
        play(state, {"type": "discard", "card": legal_names(state)[0]})
    assert len(state.hands[0]) == 18 and len(state.ecart) == 6 and state.phase == Phase.CHELEM
    assert GAME.view(state, 0)["ecart"] is not None and GAME.view(state, 1)["ecart"] is None


@pytest.mark.rule("TAROT-R14")
def test_ecart_never_holds_kings_or_bouts_and_trumps_only_when_forced():
    hand = ["SK", "HK", "DK", "CK", "T1", "T21", "EX", *[f"T{n}" for n in range(2, 13)]]
    state, _ = garde_by_seat_0(hands={0: hand}, chien=["T13", "T14", "T15", "T16", "T17", "S2"])
    # 24 cards: 4 kings, 3 bouts, 16 plain trumps and S2: one suit card for six places
    assert legal_names(state) == ["S2"] + [f"T{n}" for n in range(2, 18)]
    events = play(state, {"type": "discard", "card": "T5"})
    assert [(e.kind, e.to) for e in events] == [("ecart_trump", None)]
    assert GAME.view(state, 2)["ecart_trumps"] == ["T5"]
    with pytest.raises(IllegalMove, match="kings and bouts"):
        play(state, {"type": "discard", "card": "SK"})


@pytest.mark.rule("TAROT-R15")
def test_ecart_is_final_once_complete():
    state, _ = garde_by_seat_0()
    for _ in range(6):
        play(state, {"type": "discard", "card": legal_names(state)[0]})
    with pytest.raises(IllegalMove, match="chelem"):
        play(state, {"type": "discard", "card": NAMES[state.hands[0][0]]})


@pytest.mark.rule("TAROT-R14")
def test_no_trump_in_the_ecart_while_suit_cards_remain():
    state, _ = garde_by_seat_0(hands={0: ["T5", "S2", "S3", "S4", "S5", "S6", "S7"]})
    with pytest.raises(IllegalMove, match="only when nothing else"):
        play(state, {"type": "discard", "card": "T5"})


@pytest.mark.rule("TAROT-R16")
def test_garde_sans_and_contre_never_show_the_chien():
    state = start(4, dealer=3)
    events = play(state, bid("garde_contre"), *[bid("pass")] * 3)
    assert not [e for e in events if e.kind == "chien"]
    assert state.phase == Phase.CHELEM and all(GAME.view(state, seat)["chien"] is None for seat in range(4))


# -- announcements ---------------------------------------------------------------------


@pytest.mark.rule("TAROT-R17", "TAROT-R23")
def test_chelem_announcer_leads_the_first_trick():
    state = start(4, dealer=3)
    play(state, bid("pass"), bid("pass"), bid("garde_sans"), bid("pass"), {"type": "chelem", "announce": True})
    assert GAME.to_act(state) == {2} and state.chelem


@pytest.mark.rule("TAROT-R23")
def test_without_chelem_the_dealers_next_player_leads():
    state = start(4, dealer=3)
    play(state, bid("pass"), bid("pass"), bid("garde_sans"), bid("pass"), {"type": "chelem", "announce": False})
    assert GAME.to_act(state) == {0}


def to_first_card(state, contract="garde_sans"):
    play(state, bid(contract), *[bid("pass")] * (state.n - 1))
    if state.n == 5:
        play(state, {"type": "call", "card": GAME.legal_moves(state, 0)[0].to_json()["card"]})
    play(state, {"type": "chelem", "announce": False})


TEN_TRUMPS = [f"T{n}" for n in range(2, 12)]


@pytest.mark.rule("TAROT-R18", "TAROT-R19")
def test_poignee_is_offered_before_the_first_card_and_shows_exactly_the_threshold():
    state = start(4, dealer=3, hands={0: [*TEN_TRUMPS, "T15", "T16"]})
    to_first_card(state)
    offered = GAME.legal_moves(state, 0)
    assert offered == [Declare(), Declare("simple")]
    with pytest.raises(IllegalMove, match="declare"):
        play(state, card("T2"))
    events = play(state, {"type": "declare", "poignee": "simple"})
    (shown,) = [e for e in events if e.kind == "declare"]
    assert shown.to is None and len(shown.data["cards"]) == 10
    assert all(GAME.view(state, seat)["declarations"][0]["cards"] == shown.data["cards"] for seat in range(4))
    assert len(state.hands[0]) == 18  # the cards go back into the hand


@pytest.mark.rule("TAROT-R20")
def test_excuse_completes_a_poignee_only_without_other_trumps():
    nine = TEN_TRUMPS[:9]
    state = start(4, dealer=3, hands={0: [*nine, "EX"]}, chien=["T20", "T21", "T12", "T13", "T14", "T15"])
    to_first_card(state)
    assert Declare("simple") in GAME.legal_moves(state, 0)
    play(state, {"type": "declare", "poignee": "simple"})
    assert "EX" in GAME.view(state, 1)["declarations"][0]["cards"]
    state = start(4, dealer=3, hands={0: [*TEN_TRUMPS, "EX"]}, chien=["T20", "T21", "T12", "T13", "T14", "T15"])
    to_first_card(state)
    play(state, {"type": "declare", "poignee": "simple"})
    assert "EX" not in GAME.view(state, 1)["declarations"][0]["cards"]


@pytest.mark.rule("TAROT-R21")
def test_trump_forced_into_the_ecart_counts_for_a_triple_poignee():
    hand = ["SK", "HK", "DK", "CK", *[f"T{n}" for n in range(1, 15)]]
    state, _ = garde_by_seat_0(hands={0: hand}, chien=["T15", "S2", "S3", "S4", "S5", "H2"])
    for name in ["S2", "S3", "S4", "S5", "H2", "T15"]:
        play(state, {"type": "discard", "card": name})
    play(state, {"type": "chelem", "announce": False})
    assert Declare("triple") in GAME.legal_moves(state, 0)
    play(state, {"type": "declare", "poignee": "triple"})
    assert "T15" in GAME.view(state, 1)["declarations"][0]["cards"]


@pytest.mark.rule("TAROT-R44", "TAROT-R45")
def test_misere_only_with_the_option_and_only_when_the_hand_qualifies():
    plain = [f"{suit}{rank}" for suit in "SHD" for rank in range(1, 7)]
    state = start(4, {"declarations": "poignee_misere"}, dealer=3, hands={1: plain})
    to_first_card(state, "garde_contre")
    if state.declarable[0]:
        play(state, {"type": "declare"})
    play(state, card(legal_names(state)[0]))
    assert Declare(None, ("no_face", "no_trump")) in GAME.legal_moves(state, 1)
    state = start(4, {"declarations": "none"}, dealer=3, hands={1: plain, 0: [*TEN_TRUMPS, "T15", "T16"]})
    to_first_card(state)
    assert GAME.legal_moves(state, 0)[0].to_json()["type"] == "card"


# -- trick play ------------------------------------------------------------------------


def ids(*cards: str) -> list[int]:
    return sorted(C[name] for name in cards)


@pytest.mark.rule("TAROT-R24")
@pytest.mark.parametrize(
    "hand, trick, legal",
    [
        (["H2", "H9", "S3", "T4"], ["H5"], ["H2", "H9"]),  # follow, no need to go higher
        (["S3", "T4", "T9"], ["H5"], ["T4", "T9"]),  # void: must trump
        (["S3", "T4", "T9"], ["H5", "T6"], ["T9"]),  # must overtrump, even a partner
        (["S3", "T4"], ["H5", "T6"], ["T4"]),  # cannot overtrump: any trump ("pisser")
        (["S3", "D4"], ["H5", "T6"], ["S3", "D4"]),  # neither suit nor trump: anything
        (["H2", "EX", "T3"], ["H5"], ["H2", "EX"]),  # the Excuse is always allowed
    ],
)
def test_suit_led(hand, trick, legal):
    assert legal_cards(ids(*hand), [C[name] for name in trick]) == ids(*legal)


@pytest.mark.rule("TAROT-R25")
@pytest.mark.parametrize(
    "hand, trick, legal",
    [
        (["T3", "T12", "S1"], ["T8"], ["T12"]),
        (["T3", "T7", "S1"], ["T8"], ["T3", "T7"]),
        (["S1", "H4"], ["T8"], ["S1", "H4"]),
    ],
)
def test_trump_led(hand, trick, legal):
    assert legal_cards(ids(*hand), [C[name] for name in trick]) == ids(*legal)


@pytest.mark.rule("TAROT-R27")
def test_led_excuse_lets_the_next_card_fix_the_suit():
    assert legal_cards(ids("S2", "H3", "T4"), [C["EX"]]) == ids("S2", "H3", "T4")
    assert legal_cards(ids("S2", "H3", "T4"), [C["EX"], C["H8"]]) == ids("H3")


@pytest.mark.rule("TAROT-R26", "TAROT-R27")
@pytest.mark.parametrize(
    "trick, winner",
    [(["H5", "HK", "S10", "H2"], 1), (["H5", "HK", "T2", "H2"], 2), (["T2", "T21", "EX", "T20"], 1), (["EX", "S3", "SK", "T1"], 3)],
)
def test_trick_winner(trick, winner):
    assert winning_index([C[name] for name in trick]) == winner


def play_out(state) -> None:
    """Finish the deal with the first legal move each time."""
    while state.played == 0 and GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        GAME.play(state, seat, GAME.legal_moves(state, seat)[0])


@pytest.mark.rule("TAROT-R28")
def test_excuse_stays_with_its_camp_for_half_a_point():
    state = start(4, dealer=3, hands={0: ["S2"], 1: ["EX", "S5"], 2: ["SK"], 3: ["S9"]})
    to_first_card(state)
    for name in ["S2", "EX", "SK", "S9"]:
        (seat,) = GAME.to_act(state)
        if state.declarable[seat]:
            play(state, {"type": "declare"})
        play(state, card(name))
    assert C["EX"] in state.won[1] and C["SK"] in state.won[2]
    assert state.excuse_debt == (1, 2)


def last_trick(hands: list[str], leader: int, winners: list[int], penultimate: list[str] | None = None):
    """A garde-sans deal at 4 players (taker 0) with one card left each and 17 tricks won by ``winners``."""
    state = start(4, {"declarations": "none"}, dealer=3)
    to_first_card(state)
    state.hands = [[C[name]] for name in hands]
    filler = (C["S2"], C["S3"], C["S4"], C["S5"])
    state.tricks = [(0, filler, winner) for winner in winners]
    if penultimate is not None:
        state.tricks[-1] = (0, tuple(C[name] for name in penultimate), winners[-1])
    state.won = [[], [], [], []]
    state.leader = state.turn = leader
    return state


@pytest.mark.rule("TAROT-R29")
def test_excuse_in_the_last_trick_goes_to_the_winner():
    state = last_trick(["S7", "EX", "SK", "S9"], leader=0, winners=[0, 1] * 8 + [0])
    play(state, card("S7"), card("EX"), card("SK"), card("S9"))
    assert state.tricks[-1][2] == 2 and C["EX"] in state.won[2] and state.excuse_debt is None


@pytest.mark.rule("TAROT-R30", "TAROT-R32")
def test_excuse_led_by_a_camp_that_won_every_trick_wins_the_last_and_petit_in_the_penultimate_is_au_bout():
    state = last_trick(["EX", "S7", "SK", "S9"], leader=0, winners=[0] * 17, penultimate=["T1", "S6", "S8", "S10"])
    events = play(state, card("EX"), card("S7"), card("SK"), card("S9"))
    assert state.results[0]["petit_au_bout"] == "attack"
    assert state.results[0]["chelem"] == 200
    assert [e.data["winner"] for e in events if e.kind == "trick"] == [0]


@pytest.mark.rule("TAROT-R30")
def test_excuse_led_last_without_every_trick_loses():
    state = last_trick(["EX", "S7", "SK", "S9"], leader=0, winners=[0] * 16 + [1])
    events = play(state, card("EX"), card("S7"), card("SK"), card("S9"))
    assert [e.data["winner"] for e in events if e.kind == "trick"] == [2]


@pytest.mark.rule("TAROT-R29", "TAROT-R31")
def test_defence_keeps_its_excuse_played_to_the_last_trick_of_a_chelem():
    state = last_trick(["T9", "S7", "SK", "EX"], leader=0, winners=[0] * 17)
    play(state, card("T9"), card("S7"), card("SK"), card("EX"))
    assert C["EX"] in state.won[3] and C["EX"] not in state.won[0]
    assert state.results[0]["chelem"] == 200


@pytest.mark.rule("TAROT-R30", "TAROT-R50")
def test_no_chelem_exception_in_a_grassed_deal():
    """Decision: R50 rules out chelems when grassing, so a led Excuse loses even after every trick."""
    state = start(4, {"grassing": "on"}, dealer=3)
    play(state, *[bid("pass")] * 4)
    state.hands = [[C[name]] for name in ["EX", "S7", "SK", "S9"]]
    state.tricks = [(0, (C["S2"], C["S3"], C["S4"], C["S5"]), 0)] * 17
    events = play(state, card("EX"), card("S7"), card("SK"), card("S9"))
    assert [e.data["winner"] for e in events if e.kind == "trick"] == [2]
    assert C["EX"] in state.won[2]


@pytest.mark.rule("TAROT-R32")
def test_petit_overtrumped_in_the_last_trick_gives_the_bonus_to_the_defence():
    state = last_trick(["T1", "T5", "S2", "S3"], leader=0, winners=[0, 1] * 8 + [0])
    play(state, card("T1"), card("T5"), card("S2"), card("S3"))
    assert state.results[0]["petit_au_bout"] == "defence"


@pytest.mark.rule("TAROT-R30")
def test_chelem_announcer_must_keep_the_excuse_for_the_last_trick():
    state = start(4, {"declarations": "none"}, dealer=3, hands={0: ["EX", "S2"]})
    play(state, bid("garde_sans"), *[bid("pass")] * 3, {"type": "chelem", "announce": True})
    assert "EX" not in legal_names(state)
    with pytest.raises(IllegalMove, match="Excuse"):
        play(state, card("EX"))
