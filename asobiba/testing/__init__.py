"""The conformance suite every game passes (DESIGN.md, "Principles"), like OpenSpiel's API tests.

:mod:`asobiba.testing.suite` plays random games through the contract and checks, at
every step, what the contract promises (exact legal moves, refused moves changing
nothing, no leaks in any view or event, ``views``, ``clone``, ``sample``, move JSON,
records, outcomes); :mod:`asobiba.testing.golden` replays each game's golden records.
Asobiba's own tests run both over every registered game (tests/test_conformance.py); a
game package of its own runs them the same way, with ``pytest_plugins =
["asobiba.testing.pytest_plugin"]`` in its conftest for ``--update-golden``.

What a game supplies for the suite lives in its folder's ``conformance.py``; see
:mod:`asobiba.testing.suite` and docs/adding-a-game.md.
"""
