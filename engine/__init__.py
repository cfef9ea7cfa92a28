"""The games' rules, one room per game (engine/mali/ for Mali Powstańcy), plus what every game shares.

Shared: `errors.RuleError` (a refusal names its rule id and a code; words come from the catalogues),
`rng.Rng` (a seeded generator whose state lives in the game state) and `actions` (an action's base class and
the checks that read one back from its dict). Everything here is pure: no discord,
asyncio, I/O, clock or wording.
"""
