// Package bot holds the computer players, written once for every title
// over the rules/engine contract: "random" (uniform legal move, for tests),
// "greedy" (one-step look-ahead scored by the title's Evaluate hook, or
// through the seat's own next decisions when the title sets
// GreedyLookahead; instant) and "ismcts" (single-observer
// information-set Monte Carlo tree search, Cowling, Powley & Whitehouse
// 2012, with root parallelism over a fixed number of trees), with levels
// 1 Łatwy, 2 Średni, 3 Trudny set by search budget.
//
// A bot sees only its seat's View. Before it simulates anything it
// determinizes a clone of that view (engine.Game.Determinize), so it never
// reads a secret, and it cannot cheat even by accident. Every bot is
// deterministic given its seed: its randomness comes from its own
// engine.RNG, and the search keys its tree by engine.Action.Key in a way
// that never depends on map iteration order.
//
// Choose blocks; the UI calls Async, which runs it on another goroutine and
// delivers the answer on a channel, and cancels it through the context.
// A Player is not safe for concurrent use: it reuses its buffers between
// calls (one decision at a time per Player).
//
// It imports rules/engine and the standard library only: never a title,
// never ebiten, image/..., scenes, render or locales.
package bot
