// Package donjon implements the rules of "Nowicjusze w lochach" (Donjon: Les
// Apprentis Gardiens) behind the engine.Game contract.
//
// It owns the game state, set-up, legal decisions, effect resolution,
// scoring, hidden-information views and the bot evaluation. Card, tile and
// board data live in assets/data/donjon/*.toml and are composed from the
// small op vocabulary in effects.go: no card has its own Go code.
//
// It imports only the standard library, rules/engine, the TOML decoder and
// the embedded assets. It must never import ebiten, image/..., scenes,
// render or locales.
//
// File map: data.go (TOML loading and validation), state.go (the value
// state), setup.go, legal.go (decision enumeration and predicates),
// apply.go (Apply and the flow of phases), effects.go (the pending-decision
// queue), score.go, view.go (View, Determinize, Checksum), eval.go,
// title.go (the engine.Title descriptor and Describe), report.go (what
// `stolik sim -dump` reports: points won, points lost to adventurers, the
// round a group first reached room 5).
//
// Balance of the authored Threat and Inn cards (issue 8; greedy rows
// measured on the branch dbot, ISMCTS rows on main 55e9e4f (the same deck),
// 2026-11-24, `stolik sim -game donjon -players N -bots B -games 1000
// -seed 1 -rotate -workers 1 -json -dump`, summed from the dump's per-seat
// fields):
//
//	players  bots       games  mean/seat  winner  spread  lost to adv.  office in r1  turn-position means / win share
//	2        greedy      1000  21.9       26.7    9.6      6.2 (22 %)    never         22.4 21.3 / 48 52 %
//	3        greedy      1000  22.8       30.9    15.2     6.3 (22 %)    never         23.2 23.0 22.2 / 35 33 33 %
//	4        greedy      1000  22.9       32.7    18.2     6.6 (22 %)    never         23.2 23.1 23.4 21.9 / 25 24 28 23 %
//	2        ismcts:1    1000  30.2       34.5    8.6      2.4 ( 7 %)    never         30.1 30.2 / 50 50 %
//	3        ismcts:1    1000  31.7       38.5    13.4     2.5 ( 7 %)    never         31.4 32.2 31.7 / 32 34 34 %
//	4        ismcts:1    1000  30.7       38.7    15.9     2.9 ( 9 %)    never         31.0 30.1 30.8 30.8 / 25 22 27 26 %
//
// ("lost to adv." is the groups left in rooms plus the office tokens, and
// its share of the points won; "spread" is the winner's score minus the
// last seat's; turn position 1 is the first player.) ISMCTS is Łatwy (1000
// iterations), 0.5/0.8/1.3 s a game at 2/3/4 players on two idle cores
// (23–46 s under a load of 40–70). A win share of 1 000 games is ±3
// points at 95 %. A group reached room 5 later in 0.2/2.5/2.8 % of the
// ISMCTS games (round 2 at the earliest, 4 of 3 000). The first
// deck gave 4 greedy seats a mean of −3.7, a winner's mean of 7.0, 113 %
// of the points won lost to adventurers and a group in room 5 in round 1
// in 33 % of the games.
//
// Round 1 and the office. The first retune still let a group into room 5
// in round 1 in 1–2 % of the ISMCTS games: the rulebook's VIP V09
// («przesuń ją do przodu o 3 komnaty»), played by an opponent on a group a
// Threat card had advanced (2 players, seed 5005), or followed by any
// advance. Every Threat card can come up in round 1, so no Threat card
// moves a group now (new groups in room 1 only), and the Inn, which fires
// in round 1 at most on its last turn (the row needs one card per seat),
// places new groups in rooms 2–3 instead of advancing old ones.
// TestNoRound1HistoryReachesOffice walks every round-1 history (every
// ordered draw, every Inn card, every room power a first turn can reach,
// an opponent's «Wszyscy inni» part and the seat's own «Ty» part with
// every removal choice) and finds no group in room 5; on the previous deck
// it finds T03 then V09.
//
// Turn order. The rules never rotate the first player: G27 picks it at
// random, the marker stays, and the final round ends with the seat on its
// right (L1409–1418, TestEndOfGameExample), so the last seat moves last in
// every round, as in the rulebook. Greedy seats show no turn-position edge
// (table). ISMCTS seats that scored a finished game by places did: on the
// previous deck the second mover won 74 of 100 and 50 of 71 2-player
// self-play games, and against greedy (60 games) ISMCTS won 12/23 from the
// first position and 28/37 from the second, greedy 9/37 and 11/23: each
// kind about 25 points more from moving last. On this deck (25
// ISMCTS-against-greedy games with score traces) greedy moving last never
// overturned a lead in the final round (7 leads), ISMCTS moving last
// overturned 4 of 8: the last mover knows the exact margin it needs, a
// property of the rules that only a search can use, and a first mover
// whose finished rollouts score places (all won or all lost against random
// play) most likely cannot defend against it. Scoring a finished game by
// the margin instead (Title.EndByEvaluate, now set) evens ISMCTS self-play
// (the table's 2-player row: 47/53 % by turn position over 160 games) and
// first-mover leads hold (3 of 22 overturned in 50 self-play games with
// traces). It did not weaken the bot: against greedy (80 games, seed 1,
// `-bots ismcts:1,greedy -rotate`) ISMCTS won 62.5/80 = 78 % (±9; 74 %
// from the first position, 81 % from the second), and head to head against
// the places-scoring ISMCTS (70 games, seed 2001, a scratch harness
// seeding the bots as sim does) 38.5/70 = 55 % (±12). In that mixed
// pairing the last mover still won about two thirds of the games either
// way round (margin-scoring first 9.5/29, second 29/41), so a player
// moving first against a searching last mover still faces the rules' edge;
// a human moving last has it too.
//
// Rollout depth. Rollouts cut at 8 decisions instead of 32 cost a third
// (ismcts:1, 5–8 ms against 17–26 ms a decision in
// BenchmarkISMCTSEasyDepth, noisy) and, scoring by places, won as often
// against greedy (39/60 against 40/60, previous deck) and head to head
// (28/60 against depth 32), but in self-play with margin scoring the 3-
// and 4-player games fell to 16 and 15 points a seat (winner 23; 30 and 24
// games) against 31–32 at depth 32, and 2-player spreads doubled: short
// rollouts play a different, poorer game, so donjon keeps the default
// depth.
package donjon
