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
// ends), Exploration (UCB1's constant), Widening and the Rerank fields
// below. Their zero values keep the plain search (TestISMCTSZeroFields…
// pins its root statistics, visit for visit, to the search before the
// last two existed). Arnak uses the own-turn fields: its Evaluate
// misreads half-played turns, and random rollouts through them lost to
// greedy (rules/arnak/doc.go has the measurements).
//
// An own-turn tree scored by Evaluate at the turn's end judges a move by
// the same evaluation at the same horizon as the greedy bot, so at best it
// plays greedy's moves more carefully: in Arnak it beat greedy in 50 % of
// games, with the same mean score. Two opt-in fields go further:
//
//   - Widening (progressive widening, Coulom 2007; Chaslot et al. 2008):
//     a node visited n times opens at most 1 + W·√n children, in the
//     order the mover's Evaluate likes them one step ahead (computed once
//     per node and move). A turn of 60 first and 60 second actions is
//     then judged by its likely continuations, not by one visit to each
//     of 3 600 (Studium's diagnosis, rules/emerald/doc.go).
//
//   - RerankCandidates, RerankSamples, RerankTurns, RerankLookahead
//     (rerank.go): after the search the K most visited root actions are
//     played on M determinizations shared by all of them (common random
//     numbers: the same deals and draws for every candidate). Each
//     finishes the seat's turn as the tree planned it (its most visited
//     children, then the tree's greedy leaf policy), then T more turns
//     are played by every seat with the greedy policy (one-step best by
//     Evaluate, or looking RerankLookahead own decisions ahead), and the
//     best mean Evaluate there is played. That is one step of policy
//     improvement over the greedy bot (Tesauro & Galperin 1996), where
//     the tree only names the candidates: it sees the other seats'
//     answers and what its next turn can do, which the own-turn tree
//     cannot. The one-step policy costs little (a 2-player Arnak game
//     of two Trudny bots: 5.3–7.5 s CPU against 5.2 s without re-ranking,
//     at K=4, M=12–16, T=1–2); the greedy bot's own lookahead of 4 cost
//     23.6 s.
//
//   - RerankToEnd, a title hook: where it says so (Arnak: the last
//     round) the re-ranking plays its rollouts to the game's end and
//     scores them by places, then by the score margin over the best other
//     seat (endValue: 0.004 a point, at most ±0.2, so a win beats any
//     loss); elsewhere there is no re-ranking. Nil keeps the re-ranking
//     of RerankTurns everywhere, as before.
//
//   - SearchEvaluate, a title hook: the search's own reading of its
//     seat (the tree's rewards, its leaf policy, its own moves and
//     values in the re-ranking), while every other seat is still
//     modelled by Evaluate, as the greedy bot plays (titleFor). Arnak
//     uses it to read the lead linearly where its Evaluate, tuned for
//     the greedy bot (whose argmax no rescaling changes), clamps it and
//     leaves the tree's UCB1 nearly no signal. Nil: Evaluate for every
//     seat, as before.
//
// Studium uses both (rules/emerald/doc.go has the 4-player figures).
// Arnak uses re-ranking in its last round only (RerankToEnd): before it,
// re-ranking through the other seat's answer did not beat greedy more
// often than the own-turn tree, and through two turns its one-step
// greedy next turn undervalued a card kept for a dig; played to the end
// in the last round it beat greedy in 77 of 120 games against 63 of
// 120, mean score 55.5 against 53.3 (rules/arnak/doc.go).
//
// A bot sees only its seat's View. Before it simulates anything it
// determinizes a clone of that view (engine.Game.Determinize), so it never
// reads a secret, and it cannot cheat even by accident. Every bot is
// deterministic given its seed: its randomness comes from its own
// engine.RNG, and the search keys its tree by engine.Action.Key in a way
// that never depends on map iteration order.
//
// What a search costs: each tree recycles its positions (scratch.go)
// through the titles' engine.Copier instead of allocating one per tried
// action, and finds a child through an open-addressing table of its
// edges (edges.go) rather than a Go map. Neither changes a choice: the
// same seed gives the same game, fresh or recycled (TestScratchRecycling…,
// and rules/arnak/doc.go's reference games, byte for byte).
//
// Choose blocks; the UI calls Async, which runs it on another goroutine and
// delivers the answer on a channel, and cancels it through the context.
// A Player is not safe for concurrent use: it reuses its buffers between
// calls (one decision at a time per Player).
//
// It imports rules/engine and the standard library only: never a title,
// never ebiten, image/..., scenes, render or locales.
package bot
