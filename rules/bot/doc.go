// Package bot holds the computer players, written once for every title
// over the rules/engine contract: "random" (uniform legal move, for tests),
// "greedy" (one-step look-ahead scored by the title's Evaluate hook, or
// through the seat's own next decisions when the title sets
// GreedyLookahead; instant) and "ismcts" (single-observer
// information-set Monte Carlo tree search, Cowling, Powley & Whitehouse
// 2012, with root parallelism over a fixed number of trees), with levels
// 1 Łatwy, 2 Średni, 3 Trudny set by search budget.
//
// A title tunes the search through engine.Title: RolloutDepth (cut random
// rollouts and Evaluate there), LeafLookahead (no rollout: the seat that
// made a leaf's decision plays on greedily to its turn's end, which is
// scored), SearchOwnTurn (the tree stops where the searching seat's turn
// ends) and Exploration (UCB1's constant). Their zero values keep the
// plain search. Arnak uses the last three: its Evaluate misreads
// half-played turns, and random rollouts through them lost to greedy
// (rules/arnak/doc.go has the measurements).
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
