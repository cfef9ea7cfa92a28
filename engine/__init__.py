"""The games' rules, one room per game (engine/mali/ for Mali Powstańcy), plus what every game shares.

Shared: `errors.RuleError` (a refusal names its rule id and a code; words come from the catalogues) and
`rng.Rng` (a seeded generator whose state lives in the game state). Everything here is pure: no discord,
asyncio, I/O, clock or wording.
"""
