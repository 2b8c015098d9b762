from asobiba.core.contract import Event, Outcome, seeded_rng


def test_outcome_ranks_share_ties():
    outcome = Outcome.from_scores([10, -5, 10, -15])
    assert outcome.ranks == (1, 3, 1, 4)
    assert outcome.winners == (0, 2)


def test_event_visibility():
    assert Event("card", {}).visible_to(3) and Event("card", {}).visible_to(None)
    private = Event("deal", {}, to=1)
    assert private.visible_to(1) and not private.visible_to(2) and not private.visible_to(None)


def test_seeded_rng_is_reproducible_and_keyed():
    assert seeded_rng(7, "deal", 0).random() == seeded_rng(7, "deal", 0).random()
    assert seeded_rng(7, "deal", 0).random() != seeded_rng(7, "deal", 1).random()
