// Package arnak implements the rules of "Zaginiona wyspa Arnak" (Lost Ruins
// of Arnak) behind the engine.Game contract: both board sides (Bird and
// Snake temple) for 1–4 players and the solo rival.
//
// It owns the game state, set-up, legal decisions, effect resolution (a
// stack of effect frames, one decision at a time), scoring, hidden
// information (hands, deck orders, face-down stacks) and the bot
// evaluation. Card, tile and board data live in assets/data/arnak/*.toml and
// are composed from the small op vocabulary in data.go: no card has its own
// Go code.
//
// It imports only the standard library, rules/engine, the TOML decoder and
// the embedded assets. It must never import ebiten, image/..., scenes,
// render or locales.
//
// Travel is paid inside the dig and discover actions: the action names the
// hand cards spent for their symbols and the pilots hired, and Legal lists
// only minimal payments (pay.go), so a card is never played for travel
// without a cost to pay (spec §4.1 PROPOSED).
//
// File map: data.go (TOML loading, the op vocabulary, validation), state.go
// (the value state), setup.go, legal.go, pay.go (travel payments),
// apply.go (Apply, turn and round flow), effects.go (the effect frames and
// the common ops), unique.go (the ops of the cards the rulebook clarifies
// one by one), rival.go (the solo rival), score.go, view.go (View,
// Determinize, Checksum), title.go (descriptor, Describe), eval.go
// (Evaluate), fit.go and fit_coef.go (the search's fitted forecast),
// report.go (sim reports), access.go (read-only accessors for the board).
//
// # Bots
//
// Where issue 10's bot goals stand, the latest figures (sessions 7 and
// 8; the sections below are the history of the measurements, oldest
// first, and a goal they call "not met" was met later):
//   - Trudny beats greedy in 181 of 240 2-player games, 75.4 % (Wilson
//     95 %: 69.6–80.4 %; seeds 1–240, seats rotated), goal ≥ 70 %;
//   - Trudny beats random in 60 of 60, goal ≥ 95 %;
//   - Trudny beats the solo rival at difficulty 2 in 57 of 60, goal ≥ 60 %;
//   - Trudny's mean score in those 2-player games is 56.3 VP, goal ≥ 55;
//   - a whole Trudny-against-Trudny 2-player game takes 2.3–2.5 s on two
//     cores (BenchmarkTrudnyGame2p), goal ≤ 5 s; a mid-game Trudny
//     decision 9.5 ms (BenchmarkISMCTS10k).
//
// The search (rules/bot ISMCTS) is tuned through the title's descriptor
// (title.go). In a 2–4 player game the tree stops where the seat's own
// turn ends (SearchOwnTurn, TurnEnds), a leaf half-way through the turn is
// played on greedily to the turn's end before it is scored (LeafLookahead
// 6), the search reads its own seat by searchEvaluate (the lead of each
// seat's final score as a regression fitted on played games forecasts it,
// fit.go, linear over ±50 VP; the other seat is still modelled by
// Evaluate, as greedy plays) and UCB1 explores with 0.028 (0.2 before
// searchEvaluate; sessions 6 and 7 at the end of this comment). Solo
// (Seats = 1) the
// search is the plain one with random rollouts of 8 decisions (Seats and
// RolloutDepth were not wired until 24 Nov 2026, so the solo game had
// been searched as the 2-player one; the solo figures below predate
// that).
//
// In the last round (RerankToEnd) the search's re-ranking (rules/bot/
// rerank.go) checks the tree's choice: the 4 most visited moves are each
// played on the same 16 determinizations, the seat finishes its turn as
// the tree planned it, and both seats then play one-step greedy to the
// game's end; the best mean place (then score margin) is played. Before
// the last round there is no re-ranking: through the other seat's answer
// it was no better than without it, and through two turns it kept
// Fundusze for a dig less often (below). Measurements of the last-round
// re-ranking at the end of this comment (session 5).
//
// Re-ranking, 24 Nov 2026 (load 40–80 on two cores, so every wall time
// below is the load's; CPU time is the comparable figure):
//
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 1 -workers 1 -json
//	  (run in shards of 20 or 30 consecutive seeds; 4 candidates × 12
//	  determinizations unless said)
//	  1 turn (the other seat's answer):  16/35 (46 % ±17 %), means 51.1–52.0 (seeds 1–12, 21–31, 41–52)
//	  2 turns:                           12/20 (60 % ±21 %), means 53.8–51.8 (seeds 1–10, 31–40)
//	  2 turns, 6 × 24:                   7/11, means 53.9–52.3 (seeds 1–5, 31–36)
//	  without (as now; main, seeds 1–60): 30/60 (50 % ±13 %), means 50.4–50.4
//	go test ./rules/arnak -run '^$' -bench TrudnyGame2p -benchtime 1x (one game, seed 1)
//	  without (as now): 5.15 s CPU (4.46 user, 0.69 system), 55 s wall
//	  under load 30; 3.25 s wall on two idle cores
//	  1 turn: 7.46 s CPU (6.40 user, 1.06 system), about 4.7 s on two
//	  idle cores by the same ratio (an estimate)
//	  2 turns: 5.40 s CPU; 2 turns, 6 × 24: 14.96 s CPU; 2 turns, 4 × 16
//	  with greedy's lookahead of 4 as the policy: 23.6 s CPU (a game is
//	  one trajectory: its cost varies with the moves chosen)
//
// Two turns (the seat's own next turn too) failed
// TestTrudnyKeepsTravelForADig in 3 of 10 deals: played one-step greedy,
// the next turn does not dig with the kept card, so the coin looks
// better. The next thing to try is a rollout policy that sees the dig
// (greedy's lookahead, made cheaper), through two turns.
//
// Measured on a machine shared by 8 helpers (load average 40–70 on two
// cores): times are wall clock under that load, CPU time where given.
// Spreads are 95 % intervals (±1.96·√(p(1−p)/n)).
//
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 1 -workers 1 -json
//	  before (random rollouts of 8), last session: 8/26 (31 %)
//	  now: 30/60 (50 % ±13 %), means 50.4–50.4; 226 ms a Trudny decision
//	  (the game's wall time over half its decisions; greedy's take ~1 ms)
//	  with the card weight at 0.3 (commit 618c8d8, stopped): 18/32 (56 % ±17 %)
//	stolik sim -game arnak -players 2 -bots ismcts:3,random -rotate -games 60 -seed 1 -workers 1 -json
//	  60/60 (100 %, Wilson 95 % interval 94–100 %), means 44.8–17.5, at
//	  commit 618c8d8 (card weight 0.3; the 2-player search as now)
//	stolik sim -game arnak -players 1 -bots ismcts:3 -opt difficulty=2 -games 60 -seed 1 -workers 1 -json
//	  20/60 (33 % ±12 %), mean 49.1, 255 ms a decision (seeds 1–12 and
//	  13–60 in two runs); last session, the same search: 8/12 (on 12 games)
//	  planning one turn at a time (the 2-player search) instead: 0/8, mean 46
//	  greedy, same command with -bots greedy, 30 games: 7/30 (23 % ±15 %), mean 43.3
//	go test ./rules/arnak -bench TrudnyGame2p -benchtime 1x (Trudny against Trudny, a whole game)
//	  (at commit 618c8d8) 58 s wall under load 60; 6.3 s CPU (5.45 user, 0.88 system), so
//	  about 3–3.5 s on two idle cores with the two trees in parallel (an
//	  estimate: no idle machine to measure on). One Trudny decision
//	  (BenchmarkISMCTS10k): 0.45 s wall, 0.04 s CPU; solo (rollouts) 1.2 s
//	  wall, 0.16 s CPU.
//
// Goals of issue 10, before the evaluation below (session 3): beats
// random in ≥ 95 % — met (60/60). Beats greedy in ≥ 70 % — not met
// (50 %). Beats the rival at difficulty 2 in ≥ 60 % — not met (33 %).
// Mean ≥ 55 VP in 2-player games — not met (50.4, the same as greedy's).
// Whole Trudny game ≤ 5 s on two cores — likely met by CPU time.
//
// # The evaluation (eval.go)
//
// Evaluate is the seat's potential (score plus what resources, cards,
// assistants, idols, guardians in reach and the research track are still
// worth) against the best other seat's, or solo against the rival's
// score plus 10 VP a round to come. What changed in session 4, and why
// (greedy self-play per-part means, 20–60 games, scratch harness):
//
//   - Research: greedy self-play scored 15.6 VP from the tracks (magnifier
//     row 6.3, notebook 1.5, temple tiles 0.5). From round 3 on the bots
//     held 2–3 tablets and no arrowhead: nearly every bridge asks for an
//     arrowhead or a jewel, and the old weights counted a tablet the same
//     as an arrowhead. Now tablet 0.6, arrowhead 1.6, jewel 2.4.
//   - The track is valued by researchAhead, the research VP still ahead:
//     each token climbs a Poisson number of rows (mean: a row a round for
//     the magnifier, 0.6 for the notebook, times the rounds to come),
//     capped at the top; the track's VP are convex (1, 2, 4, 6, 9, 12,
//     16, 23), so a row now brings the steep end within reach. It replaces
//     1.5 VP (magnifier) and 1 VP (notebook) per row times the rounds left.
//   - NextStep (0.8 VP per VP of a step the seat can pay for now) stays:
//     without it greedy stopped gathering the right resources (magnifier
//     row 4.7, 22 of 60 against the old weights).
//
// Known flaw, measured and left: researchAhead counts the rows to come
// free of their price and NextStep counts the next step again, so near
// the top of the track holding a bridge's price evaluates above paying
// it (solo, round 2, magnifier on row 7 with the temple's price in hand:
// 0.59 held, 0.10 paid). The consistent reading prices the rows to come
// (Price 1, row rewards MagBonus 1 and NoteBonus 2, Track 0.8) and counts
// NextStep only for the share of the step not expected (NextLate 1);
// under it paying for a step evaluates higher at every row of the Bird
// route in eval_test.go, every round, solo and 2-player (checked with a
// test dropped with it), and greedy with it played even with this one (28 of 60,
// means 50.8–50.8), but it has no Trudny measurement yet; it is five
// numbers away in defaultWeights.
//
// Measured with the sim (seeds 1–60 or 1–100, the same seeds for the
// session-3 build, main at 55e9e4f, and this one; load average 40–88 on
// two shared cores, so no decision times are given):
//
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 1 -workers 1 -json
//	  main: 30/60 (50 % ±13 %), means 50.4–50.4 (Trudny–greedy)
//	  now:  34/60 (57 % ±13 %), means 53.0–52.2 (greedy has the new evaluation too)
//	stolik sim -game arnak -players 1 -bots ismcts:3 -opt difficulty=2 -games 60 -seed 1 -workers 1 -json
//	  main: 20/60 (33 % ±12 %), mean 49.1
//	  now:  31/60 (52 % ±13 %), mean 51.9
//	the same with -bots greedy
//	  main: 13/60 (22 % ±10 %), mean 43.8
//	  now:  23/60 (38 % ±12 %), mean 50.2
//	stolik sim -game arnak -players 2 -bots greedy,greedy -games 100 -seed 1 -workers 1 -json
//	  main: mean 51.2; now: mean 53.0
//
// Goals of issue 10 now: beats the rival at difficulty 2 in ≥ 60 % — not
// met (52 %, from 33 %). Mean ≥ 55 VP in 2-player games — not met (53.0,
// from 50.4). Beats greedy in ≥ 70 % — not met (57 %; greedy gained from
// the evaluation as much as Trudny did). Not re-measured: against random,
// and the time of a whole game.
//
// Greedy screening (greedy level 3 against greedy level 3 with the old
// weights unless a line says "against now", 60 games on 30 deals with
// seats swapped, seeds 1–30, Bird side; wins of the first, ±12–13 % at
// 95 %; the scratch harness is not committed):
//
//	old weights (session 3) against themselves, 40 games  20/40, means 50.1–50.1
//	research resources, researchAhead, NextStep 0.8      42/60 (70 %), 54.1–50.2 (now)
//	  the same, resources only (old track terms)        33/60 (55 %), 52.1–49.9
//	  tablet 1.0 (arrowhead 1.6, jewel 2.4)             41/60, 52.5–48.9
//	  notebook pace 1                                   42/60, 53.5–49.6
//	  magnifier pace 0.7                                40/60, 53.3–50.6
//	  tablet 0.6, arrowhead 2, jewel 3                  41/60, 53.3–48.9
//	  resource floor 0.2 in the last round              40/60, 53.0–49.5
//	  card weight 0.7                                   39/60, 52.9–50.9
//	  NextStep 0                                        22/60 (37 %), 46.9–48.7
//	  rows to come priced (NextStep 0)                  27/60, 48.3–50.3 (magnifier row 4.9)
//	priced, NextStep 0.8, against now                    28/60, 53.2–54.3
//	priced, NextStep 0.8 with NextLate, against now      28/60, 50.8–50.8
//
// Screening (20 games each, seeds 101–120, Trudny against greedy level 3,
// a scratch test harness with the card weight at 0.45, seats alternated
// but not paired by deal, so noisy beyond ±22 %; wall ms per Trudny
// decision under load 40–50):
//
//	tree          leaf             UCB1  iterations  wins   means (Trudny–greedy)  ms
//	own turn      Evaluate         0.2   2 000       11/20  50.8–49.7              16
//	own turn      greedy to end    0.2   2 000       11/20  48.8–50.8              41
//	own turn      greedy to end    1     2 000       11/20  47.7–49.0              49
//	own turn      greedy to end    0.2   8 000       13/20  50.2–48.1              247
//	every seat    greedy to end    0.2   1 000       13/20  50.0–49.0              82
//	every seat    greedy to end    0.2   2 000       14/20  49.4–49.1              176
//	every seat    Evaluate         0.2   2 000        9/20  46.5–48.9              48
//
// More search was not worse (own turn, 2 000 → 8 000 iterations: 11 → 13
// of 20, within noise). Growing the tree through the other seat's turn
// (every seat, greedy to end) may be stronger but costs 4–5 times as much
// a decision at the same iterations; not adopted.
//
// # On the merged build (main after session 4's merge, 2026-11-24)
//
// The evaluation above together with the solo search now wired (Seats and
// RolloutDepth 8 for one player; commit d7bce52: seats() existed but the
// Title did not set it, so solo games had run the 2-player search), the
// 2-player search unchanged. Measured by the lead at load 3–9 on the two
// cores, the same seeds as above:
//
//	stolik sim -game arnak -players 1 -bots ismcts:3 -opt difficulty=2 -games 60 -seed 1 -workers 1 -json
//	  57/60 = 95 % ±5.5 beat the rival, mean 54.4; 16 s a game, 0.15 s a decision
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 1 -workers 1 -json
//	  35/60 = 58 % ±12.5, means 53.0–52.2, margin +0.8 ±2.0; 75 ms a Trudny decision
//	stolik sim -game arnak -players 2 -bots ismcts:3,random -rotate -games 60 -seed 1 -workers 1 -json
//	  60/60, means 45.3–17.9
//	go test ./rules/arnak -run '^$' -bench TrudnyGame2p -benchtime 3x
//	  3.48 s a whole Trudny-against-Trudny game on two idle cores
//	  (23.0 s user + 2.4 s system for 3 games)
//
// Goals of issue 10 on this build: beats the rival at difficulty 2 in
// ≥ 60 % — met (95 %); beats random in ≥ 95 % — met (60/60); whole game
// ≤ 5 s on two cores — met (3.48 s, measured idle); beats greedy in ≥ 70 %
// — not met (58 %); mean ≥ 55 VP in 2-player games — not met (53.0).
//
// # The evaluation, session 5 (branch aeval5): trials, none adopted
//
// Where the points come from (a scratch harness, not committed: the
// score parts of §4.16 at the end; Bird side, bots at level 3):
//
//	                      research  temple  idols  guardians  cards  Fear  total  magnifier  notebook  in the temple
//	greedy self-play, 400 games (seeds 1001–1400)
//	                              17.3     0.4   13.0       10.8   13.9  −2.0   53.4       6.6       2.3           32 %
//	Trudny against greedy, 24 games (seeds 1–24, seats alternated):
//	  Trudny                      20.8     1.9   12.5        7.9   14.2  −2.5   54.9       7.4       2.4           58 %
//	  greedy                      20.2     0.8   13.3       10.0   12.1  −2.0   54.5       7.2       2.6           54 %
//
// Against good human play (research 15–30 with the temple reached by
// round 4, several temple tiles, 3–4 guardians) the bots lose most on
// temple tiles (0.4–1.9 VP), on guardians (1.6–2.2 a game; on these 24
// games Trudny overcame fewer than greedy and took more Fear) and on the notebook
// (row 2–3 at the end: its rows 1–2 hire assistants, the VP start at
// row 3).
//
// Regression (the same 400 greedy games, 800 positions a round, each
// seat at its first decision of a round): the final score less
// potential, least squares on what the seat holds. From round 3 on a
// compass, tablet or arrowhead held is worth about 1 VP more at the end
// than potential counts (coins about 0.3, jewels 0.3–0.9), an idol in
// the crates 0.3–1 VP less, a Fear card 0.4–1.5 VP less (its dead draws:
// the FearCard knob), NextStep's credit 0.6–1.3 VP per VP less (the
// double count noted above), and in round 5 potential overestimates
// the final score by 2.4 VP on average (both seats alike). The resource
// figures are not values to adopt: they are what greedy's policy turns
// a held resource into, and pricing resources that high makes a bot
// hoard them instead (below: 3 of 60).
//
// Greedy screening (greedy level 3 with the weights named against
// greedy level 3 with defaultWeights, paired deals, seats swapped, a
// scratch harness; wins of the first, ±13 % at 95 % on 60 games, ±9 %
// on 120; seeds 1–30 for the first five lines, 101–130 (101–160 for 120
// games) for the rest):
//
//	Res 1.0 2.5 2.2 3.3 3.5 (the regression's values)  3/60, means 43.0–55.3
//	  the same, NextStep 0                              5/60, 39.0–53.4
//	  the same, NextStep 0.4, Idol 0.3, Assistant 3, FearCard 2  5/60, 41.5–54.2
//	Idol 0.3, Assistant 3, FearCard 2                   28/60, 52.0–53.0
//	Horizon                                             35/60, 54.3–54.1
//	Res × 0.8                                           52/120, 52.8–55.1
//	Guard 3.5                                           56/120, 53.0–52.8; 25/60, 52.5–53.2
//	FearCard 2                                          27/60, 51.0–53.2
//	Idol 0.5                                            21/60, 51.8–54.2
//	Dig 3                                               21/60, 50.0–53.7
//	Card 0.6                                            32/60, 53.5–54.2
//	Assistant 3, Gold 1.5                               24/60, 52.7–53.1
//	NextStep 1.2                                        22/60, 50.9–53.8
//	GuardFlat 1 (a guardian in reach not × rounds left) 30/60, 53.2–52.5
//	  the same, Guard 3                                 29/60, 52.0–51.6
//	  the same, Guard 1.5                               28/60, 52.6–52.8
//	  the same, Fear 2                                  25/60, 53.2–53.5
//	TempleGather 0.5 (a scratch build: in the temple, per VP of the best
//	  tile stack left, the share of its price held)     61/120, 54.0–53.7
//	TempleGather 0.25                                   61/120, 54.1–53.7
//
// No single weight moved greedy beyond noise: defaultWeights sit at a
// local optimum of greedy self-play.
//
// Trudny (Trudny and greedy both with the weights named; load 7–16 on
// the two cores; "same seeds" compares with main's games on the seeds
// both runs played, main's being the asearch5 helper's baseline run of
// seeds 1–30):
//
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 1 -workers 1 -json
//	  main (the lead's figure)                          35/60 (58 % ±12.5), means 53.0–52.2, margin +0.8 ±2.0
//	  priced (Price 1, MagBonus 1, NoteBonus 2, Track 0.8, NextLate 1), stopped at 40 games:
//	                                                    19/40 (48 % ±15.5), means 51.5–51.2, margin +0.3 ±2.7;
//	                                                    same 29 seeds: Trudny's mean 50.6 against main's 53.9
//	  Horizon                                           35/60 (58 % ±12.5), means 53.4–52.5, margin +0.9 ±2.0
//	                                                    (21 of main's first 30 games end with the same scores)
//	  Own 0.6, stopped at 33 games                      18/33 (55 % ±17), means 52.8–54.4, margin −1.6 ±3.4
//	  Scale 6, stopped at 27 games                      13/27 (48 % ±19), means 53.5–55.3, margin −1.8 ±2.3
//	  Horizon, the other seat's hand read by its size only (a scratch build), stopped at 20:
//	                                                    all 20 games with Horizon's scores: nearly every
//	                                                    card carries a travel symbol, so the Dig term
//	                                                    hardly depends on which cards a guessed hand holds
//	  GuardFlat 1 (a scratch build: a guardian in reach worth Guard, not Guard × the rounds left)
//	                                                    32/60 (53 % ±12.6), means 53.9–53.2, margin +0.7 ±2.0
//	  Own 0.1                                           33/60 (55 % ±12.6), means 52.4–52.6, margin −0.2 ±2.1
//	  TempleGather 0.5 (a scratch build)                33/60 (55 % ±12.6), means 53.3–52.8, margin +0.5 ±2.1
//
// The priced reading, the one consistent with a step being worth its
// price, scores less with Trudny too (its mean fell by about 3 VP), as
// it did with greedy. Trudny and greedy read one evaluation and greedy
// plans its turn with it as well (GreedyLookahead 4), so a change of
// weight moves both; what separates them is the search. Neither goal
// (≥ 70 % against greedy, mean ≥ 55 VP) is met by the evaluation. Telling
// 58 % from 70 % (80 % power, 5 % two-sided) takes about 130 games; the margin (±2 VP on 60 games) is the more sensitive measure.
//
// # Session 5: the last round played to the end (search only)
//
// Half of the 2-player games against greedy end within 3 VP (margins on
// seeds 1–30, main: 15 of 30 in −3…+3), and the own-turn tree judges the
// last round's turns by Evaluate, which still counts leftover resources
// (ResFloor) and cards at the end of the game. RerankToEnd (rules/bot,
// opt-in: a title hook saying where; nil keeps every other title's
// search as it was) re-ranks the tree's 4 most visited moves only in the
// last round, each on the same 16 determinizations, the rest of the game
// played one-step greedy by both seats and scored by the result: places,
// then 0.004 a point of margin (so a move that wins by more, or loses by
// less, is told apart where every candidate wins or every one loses).
// With places alone (no margin) it changed no game in the first 11 of
// the screen (every candidate won or lost in every sample): stopped.
//
// Measured at load 9–13 on the two cores (four helpers), seeds as the
// earlier tables, Trudny against greedy level 3; the 60-game lines ran as
// seeds 1–30 and 31–60 (two runs of -games 30; a seed gives one game);
// paired = games of the same seed won by one build and lost by the other:
//
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 30 -seed 1 -workers 1 -json
//	  main (b1a6a00), seeds 1–30:          15/30 (50 % ±18), means 53.8–54.1, margin −0.3 ±2.3
//	  tree through every seat (SearchOwnTurn off), greedy leaf, 3 000
//	  iterations (about the same CPU):     18/30 (60 % ±18), means 53.5–54.6, margin −1.1 ±2.7;
//	                                       paired against main +8 −5
//	  own turn, and on through the seat's next turns while the other
//	  seat has passed (tree not stopped at a turn's end when the seat is
//	  to move again):                      16/30 (53 % ±18), means 53.0–54.3, margin −1.3 ±2.5; paired +3 −2
//	  own turn, a leaf scored only after the other seat's one-step greedy
//	  turn: 14 times the CPU of a game (68 s against 4.9 s, one game):
//	  not simulated
//	  last-round re-ranking to the end, places only: identical to main
//	  on the 11 games played (stopped)
//	  last-round re-ranking to the end, places then margin (as now):
//	    seeds 1–30:                        21/30 (70 % ±16), means 55.7–53.2, margin +2.5 ±2.8; paired +6 −0
//	    seeds 31–60:                       21/30 (70 % ±16), means 54.9–50.2, margin +4.7 ±3.3
//	    seeds 1–60:                        42/60 (70 % ±12), means 55.3–51.7, margin +3.6 ±2.2
//	  (main on seeds 1–60, the lead's run: 35/60, means 53.0–52.2, margin +0.8 ±2.0)
//	  a check on other deals, -games 60 -seed 61 (seeds 61–120), load 2–6:
//	    now:                               35/60 (58 % ±12), means 55.7–53.1, margin +2.6 ±1.9
//	    main:                              28/60 (47 % ±13), means 53.5–53.7, margin −0.2 ±2.0;
//	                                       paired now against main +11 −4
//	  seeds 1–120: now 77/120 (64 % ±8.6), mean 55.5; main 63/120 (52.5 % ±8.9), mean 53.3
//	  the same from round 4 (rollouts to the end from there), seeds 1–30:
//	                                       19/30 (63 % ±17), means 55.6–53.5, margin +2.1 ±3.2;
//	                                       paired against the last round only +2 −4; +46 % CPU
//	                                       (one game, seed 1: 8.2 s against 5.6 s main, 6.0 s
//	                                       last round only): not shipped
//	  the margin's weight 0.01 a point instead of 0.004, seeds 1–30:
//	                                       the same 30 games, score for score
//	  the last round, 6 candidates × 24 determinizations, seeds 1–30:
//	                                       18/30 (60 % ±18), means 55.1–53.8, margin +1.3 ±2.8;
//	                                       paired against 4 × 16 +0 −3; +16 % CPU (one game,
//	                                       seed 1: 6.5 s): not shipped
//	go test ./rules/arnak -run '^$' -bench TrudnyGame2p -benchtime 3x (load 9–10, main and this
//	build one after the other)
//	  main: 10.5 s a game wall, 26.8 s CPU for 3 games (23.3 user, 3.5 system)
//	  now:  13.6 s a game wall, 27.6 s CPU for 3 games (23.9 user, 3.7 system)
//	  again at load 4.5–5: main 6.6 s wall, 24.7 s CPU (21.9 + 2.7); now
//	  10.7 s wall, 30.5 s CPU (25.4 + 5.1)
//	  and at load 2–3: main 5.9 s wall, 23.4 s CPU (20.3 + 3.0); now
//	  6.8 s wall, 25.8 s CPU (22.0 + 3.8): +16 % wall, +10 % CPU
//	  +3 %, +24 % and +10 % CPU in the three pairs (the load's noise); the
//	  allocations, which do not depend on the load, +11 % (4.78 GB
//	  against 4.29 GB a game, 2.41 M against 2.12 M allocations): about
//	  3.9–4.3 s a game on two idle cores by those ratios (main measured
//	  3.48 s idle; this build not measured idle)
//	stolik sim -game arnak -players 2 -bots ismcts:3,random -rotate -games 60 -seed 1 -workers 1 -json
//	  60/60 (Wilson 95 % interval 94–100 %), means 50.8–18.4
//	TestTrudnyKeepsTravelForADig (round 1) is untouched: no re-ranking
//	before the last round. The solo game has no re-ranking (Seats = 1):
//	its games are the same as main's, byte for byte (seeds 1–2 compared;
//	main: 57/60 against the rival at difficulty 2), and so are donjon,
//	emerald, discover and dungeonology (no RerankToEnd; seeds 1–2, 3
//	players, with -dump).
//
// Goals of issue 10 on this build (2 players): beats greedy in ≥ 70 % —
// met at the line on the goal's 60 games (42/60 = 70 % ±12, against
// 35/60 on main) but not on the next 60 (35/60 = 58 %): 64 % ±8.6 over
// 120, so not met with confidence; mean ≥ 55 VP — met (55.3 and 55.7 on
// the two sets, from 53.0 and 53.5); beats random in ≥ 95 % — met
// (60/60); solo against the rival at difficulty 2 ≥ 60 % — met (57/60,
// unchanged); whole Trudny game ≤ 5 s on two cores — met by the
// ratios (+3 to +24 % CPU, +11 % allocations: about 3.8–4.3 s), not
// measured idle.
//
// The lead on the merged build (main 85c5bb5, every session-5 branch;
// the evaluation branch changed no play), two idle cores:
//
//	go test ./rules/arnak -run '^$' -bench TrudnyGame2p -benchtime 3x (load 1)
//	  main b1a6a00: 2.72 s a game; this build: 3.07 s and 3.20 s (two runs)
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 121 -workers 1 -json
//	  37/60 (62 % ±12), means 54.6–52.3, margin +2.3 ±2.0, 3.5 s a game
//	seeds 1–180 together: 114/180 first places (one of them shared) =
//	  63 % ±7.0, Trudny's mean 55.2: the ≥ 70 % goal is not met; the
//	  mean ≥ 55 VP is, narrowly (54.6–55.7 on the three sets of 60)
//	the re-ranking rollouts played with the greedy lookahead 2
//	  (RerankLookahead 2 instead of -1), -games 120 -seed 1 -workers 2:
//	  76/120 strict wins, means 55.4–51.6, against 76/120 as shipped
//	  (paired +8 −8), 5.2 s a game against 7.2 s (other loads): no gain,
//	  not shipped
//
// Also screened and not shipped (rerank through the rounds before the last
// with one-step greedy rollouts): to the end of the round (RerankTurns
// 10) failed TestTrudnyKeepsTravelForADig in 2 of 10 deals, as through
// two turns did (2 of 10 here, 3 of 10 in session 4): played one-step
// greedy, the turn after keeping Fundusze buys a card rather than digging
// (Evaluate counts a bought card at 0.45 VP per coin of cost per round
// left: 0.19–0.32 against 0.07–0.13 for the dig, scratch test).
//
// # Session 6 (branch abot): the search's own evaluation
//
// Where the points go (main ba06730, Trudny against greedy, seeds 1–180
// with -dump, per game): Trudny 1.7 idols, 1.5 guardians, 9.9 cards,
// magnifier row 7.4; greedy 2.9 idols, 2.2 guardians, 8.6 cards, row 6.5.
// Trudny buys and researches, greedy discovers and overcomes.
//
// Diagnosis: Evaluate is 0.7·clamp(0.5 + lead/10) + 0.3·potential/100,
// so beyond ±5 VP of potential lead the first term is flat and a move's
// value moves by 0.003 a VP instead of 0.07. The greedy bot only compares
// values, which that does not reorder; the tree's UCB1 (c = 0.2) then
// spreads its visits nearly evenly over moves 0.003 apart (seed 29, lost
// 38–50: from round 2 on every root mean 0.11–0.15, e.g. 381 visits
// against 436). Root means outside [0.25, 0.75] (the lead clamped or
// nearly), replaying main's games in a scratch test, seeds 1 and 5:
// round 3 0 of 16 and 16 of 22 decisions, round 4 9 of 19 and 17 of 17,
// round 5 30 of 34 and 26 of 26.
//
// searchEvaluate (eval.go; the title's SearchEvaluate, a new opt-in hook
// of rules/bot: the searching seat's own reading, the other seats still
// modelled by Evaluate in the tree's leaf policy and the re-ranking
// rollouts): defaultWeights with Own 0 and the lead read linearly, first
// over ±20 VP (Scale 40, exploration 0.07), now over ±50 VP (Scale 100,
// exploration 0.028): 0.2 × (1/Scale)/(0.7/10), the same exploration per
// VP as before. Solo it is Evaluate, and the solo search resets the
// exploration, so solo games are unchanged. Under Scale 40 no root mean
// of rounds 1–4 of seeds 5 and 29 was clamped (round 5: 12 of 23 in seed
// 29); but far ahead of random the lead passed +20 VP, where Scale 40 is
// flat as well, and Trudny scored 40 VP instead of 51: hence Scale 100.
//
// Measured (load 8–17 on the two cores; paired = games of the same seed
// won by one build and lost by the other; intervals 95 %):
//
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed S -workers 1 -json -dump
//	  seeds 1–180 (S = 1, 61, 121):
//	    main:     114/180 (63.3 % ±7.0), means 55.2–52.4, margin +2.8 ±1.2;
//	              by sets of 60: 42, 35, 37 (the lead's figures, game for game)
//	    Scale 40: 119/180 (66.1 % ±6.9), means 55.4–52.4, margin +3.0 ±1.3;
//	              by sets: 48, 37, 34; paired against main +34 −29
//	    Scale 100 (as now): 111/180 (61.7 % ±7.1), means 55.1–52.0,
//	              margin +3.0 ±1.3; by sets: 42, 36, 33; paired against
//	              main +27 −29 (87/131 on seeds 1–131, paired +23 −18,
//	              then 24/49 on seeds 132–180 against main's 31/49)
//	  seeds 181–240 (fresh):
//	    main:     37/60 (61.7 % ±12.3), means 52.9–51.3, margin +1.6 ±2.4
//	    Scale 40: 40/60 (66.7 % ±11.9), means 54.9–51.3, margin +3.6 ±2.3;
//	              paired against main +13 −10
//	    Scale 100: 44/60 (73.3 % ±11.2), means 56.1–50.5, margin +5.6
//	              ±2.3; paired against main +14 −7 (p ≈ 0.19)
//	  seeds 1–240: main 151/240 (62.9 % ±6.1), Trudny's mean 54.6;
//	    Scale 40 159/240 (66.3 % ±6.0), mean 55.3, paired +47 −39 (a
//	    sign test: p ≈ 0.45); Scale 100 155/240 (64.6 % ±6.1),
//	    means 55.3–51.6, margin +3.7 ±1.1, paired against main +41 −36
//	    (p ≈ 0.65). (Counted as here, a tie not won: main's seed 30
//	    ended 50–50, which the lead's figures above count as a win.)
//	  where the points go, Scale 40 (1–180): Trudny 1.8 idols, 1.55
//	    guardians, 10.0 cards, row 7.0; greedy unchanged (2.9, 2.2, 8.6, 6.5);
//	    Scale 100 (1–240): Trudny 1.84 idols, 1.58 guardians
//	stolik sim -game arnak -players 2 -bots ismcts:3,random -rotate -games 60 -seed 1 -workers 1 -json
//	  Scale 100: 60/60 (Wilson 94–100 %), means 54.5–18.8
//	  Scale 40:  60/60, means 40.0–18.1 (the lead beyond +20 VP: flat)
//	  main (session 5's figure): 60/60, means 50.8–18.4
//	stolik sim -game arnak -players 1 -bots ismcts:3 -opt difficulty=2 -games 2 -seed 1 -workers 1 -json -dump
//	  byte for byte as main: the solo 57/60 stands
//	go test ./rules/arnak -run '^$' -bench TrudnyGame2p -benchtime 3x
//	  (Scale 40; load 8–10, main ba06730 and this build one after the other)
//	  main 35.2 s CPU for 3 games (31.9 user + 3.3 system), 4.78 GB and
//	  2.41 M allocations a game; Scale 40 36.1 s CPU (31.1 + 5.0), 4.67 GB,
//	  2.34 M: the same cost (−2 % allocations, +2.5 % CPU); again, Scale
//	  100 (as now) then main, load 11: 35.7 s CPU (31.9 + 3.8), 4.30 GB,
//	  2.22 M allocations a game, against main's 36.8 s (33.1 + 3.7),
//	  4.78 GB, 2.41 M: −3 % CPU, −8 % allocations; so the lead's
//	  3.07–3.20 s a game on two idle cores stands (not measured idle)
//	emerald, donjon, discover, dungeonology (-players 3 -bots
//	  ismcts:3,greedy,greedy -games 2 -seed 1 -dump): byte for byte as
//	  main (SearchEvaluate nil)
//	TestTrudnyKeepsTravelForADig: passes (Scale 40 and 100)
//
// Screened and not shipped (seeds 1–60, against main's 42/60, means
// 55.3–51.7, margin +3.6; scratch builds, Evaluate for the search):
//
//	re-ranking to the end from round 4, gated (the tree's choice kept
//	  unless a candidate's paired lead over it passes 1 standard error
//	  over the 16 samples; the gate, RerankGate, was dropped with it):
//	  42/60, means 56.6–52.6, margin +4.0; paired +4 −4
//	progressive widening 1 (Widening: a node's moves opened in Evaluate's
//	  one-step order, not at random): 43/60, means 55.5–52.4, margin +3.2;
//	  paired +11 −10. It mends a visible flaw: at seed 29's first
//	  decision the random first children made "play a card first" look
//	  poor (the tree bought: 9 211 of 10 000 visits, mean 0.575; widened,
//	  it played Eksploracja first, mean 0.629 on the same budget), and
//	  Trudny's idols rose to 2.0 a game; but it won no more. (+5–20 % CPU
//	  a decision on BenchmarkISMCTS10k.)
//
// Screened on top of Scale 100 and not shipped (seeds 1–60, scratch
// builds; Scale 100 itself 42/60, means 55.6–51.4, margin +4.2 ±2.4,
// Trudny 1.88 idols and 1.64 guardians, greedy 2.87 and 2.21; paired
// against it; no candidate reached 45/60, so none went on to seeds
// 61–240):
//
//	re-ranking to the end from round 4, ungated: 43/60, means 56.0–51.0,
//	  margin +5.0 ±2.5, paired +7 −6; idols 2.0, guardians 1.9. With
//	  widening 1 as well: 41/60, means 56.5–53.1, margin +3.3 ±1.8,
//	  paired +13 −14; idols 2.3. That one took 6.6 s a game in the sim,
//	  against 3.1 s for a last-round build at about the same load:
//	  past the 5 s limit (the round-4 re-ranking alone was timed only
//	  under heavier load, 13.1 s a game)
//	a search reading that values what greedy wins with (searchWeights
//	  with Idol 3 and Guard 3.5 instead of 1.5 and 2): 38/60, means
//	  56.1–52.9, margin +3.2 ±2.5, paired +9 −13. Trudny then discovers
//	  as greedy does (2.28 idols, 2.08 guardians) and wins less: the
//	  idols are not what it lacks
//	progressive widening 1 on searchEvaluate: 42/60, means 56.9–52.9,
//	  margin +4.0 ±2.1, paired +10 −10; idols 2.1
//	a bigger last-round re-ranking, 6 candidates on 32 samples: 43/60,
//	  means 55.5–51.8, margin +3.7 ±2.3, paired +3 −2
//	its rollouts at greedy's own lookahead (RerankLookahead 0, so 4,
//	  instead of one step): 42/60, means 55.2–51.2, margin +4.0 ±2.4,
//	  paired +3 −3 (the opponent modelled exactly as it plays)
//	exploration 0.05: 40/60, means 55.4–52.1, paired +8 −10;
//	  exploration 0.015: 35/60, means 55.5–52.9, paired +8 −15 (0.028
//	  stays)
//
// The search's budget (10 000 iterations a decision) is rules/bot's per
// level and not a title's knob. Screened by the lead in a scratch build
// with IterationsHard 15 000 (every title's Trudny; not shipped): 41/60
// on seeds 1–60, means 55.2–51.0, against this build's 42/60, at 4.7 s
// a game on one core (load 2–3) against about 3.1 s: a larger tree does
// not win more either.
//
// Goals of issue 10 on this build (Scale 100): beats greedy in ≥ 70 % —
// not met (155/240 on seeds 1–240, 64.6 % ±6.1; 44/60 on the fresh
// seeds 181–240 alone, but 111/180 on 1–180); mean ≥ 55 VP in 2-player
// games — met, narrowly (55.3 on seeds 1–240, 55.1 on 1–180); beats
// random ≥ 95 % — met (60/60); solo against the rival at difficulty 2
// ≥ 60 % — met (unchanged, 57/60); whole Trudny game ≤ 5 s on two
// cores — met (the same CPU as main; again at the end of the session,
// load 3: 35.2 s CPU (31.8 + 3.5) for the benchmark's 3 games, 4.30 GB,
// 2.22 M allocations a game; a screening sim of this search with only
// its exploration changed ran 3.1 s a game at that load).
//
// What Trudny still loses on is strategy, not search: a stronger tree
// (widening, an unclamped reading) optimizes Evaluate's turn better
// without winning clearly more, and the only large measured gain came
// from replacing Evaluate by the game's result (the last round's
// re-ranking). Every variant screened above on Scale 100 landed within
// 35–43 of 60 against its 42, inside one set's noise (±7 games); valuing
// idols and guardians by hand made Trudny discover like greedy and lose
// more. Not tried yet: a search reading fit on Trudny-against-greedy
// positions (the final margin regressed on the potential's parts, not
// weights set by hand); a tree valued by the change of lead since its
// root (under Scale 100 the lead is rarely clamped, so this should be
// nearly the same tree).
//
// # Session 7 (branch abot2): the search's reading fitted on played games
//
// The hand-set potential (defaultWeights) was tuned for greedy's one-turn
// comparisons; the search reads the lead of two potentials as the lead of
// the final scores, and there it is off by several VP in rounds 1–3. A
// linear regression of each seat's final score on the parts of its
// position (fit.go: score, the five resources, the owned cards' cost and
// count, Fear cards, assistants and gold sides, idols in the crates,
// researchAhead, stepInReach, unused boons, digs and cards left in hand,
// archaeologists on guarded sites and the payable ones, both research
// rows), one set of coefficients per round, fitted by ridge (λ 0.001) on
// both seats' positions at every change of seat in 518 greedy-against-
// greedy games (seeds 10000–10517) and 32 Trudny-against-greedy games
// and the first 113 positions of a 33rd (seeds 20000–20032, Trudny on the
// hand-set reading; the collection was stopped there), 75 000 positions:
// root mean squared error 6.3 VP in round 1, 5.8, 5.0, 4.4 and 3.2 in
// round 5 (about the same on Trudny's positions when they were held out).
// It says a jewel in hand at round 2 ends the game 4.4 VP up (potential:
// 2.4), an arrowhead 2.9 (1.6), an idol in the crates 1.5, a magnifier
// row 2.2, and a
// card's cost next to nothing (potential: 0.45 VP a coin a round left).
// `go test ./rules/arnak -run TestFitSearchReading -fit` plays the games
// again and rewrites fit_coef.go (7 minutes on two idle cores).
//
// searchEvaluate reads the lead of the fitted forecasts over ±50 VP as
// before (Scale 100, exploration 0.028); greedy, the other seat's model
// in the tree and the solo game keep the hand-set potential.
//
// Measured (load 6–9 on the two cores; paired against the session-6
// build, the reference runs of seeds 1–240 above):
//
//	stolik sim -game arnak -players 2 -bots ismcts:3,greedy -rotate -games 90 -seed S -workers 1 -json -dump
//	  screened on seeds 1–60 with a fit on a slightly different game set
//	  (the last, unfinished game of each set kept): 46/60, means
//	  57.1–49.8, paired +12 −8 (session 6: 42/60)
//	  as committed, seeds 61–240: 135/180 (75.0 %), means 56.1–49.0,
//	  paired +46 −24; seeds 1–60: 46/60, the same games as the screened
//	  fit's but for a point here and there
//	  seeds 1–240: 181/240 = 75.4 % (Wilson 95 %: 69.6–80.4 %), means
//	  56.3–49.2, margin +7.1; session 6 155/240 (64.6 %), 55.3–51.6;
//	  paired +58 −32 (sign test p ≈ 0.008)
//	  where the points go (1–240): Trudny 2.19 idols, 1.99 guardians,
//	  6.9 cards, magnifier row 7.3; greedy 2.65, 1.92, 9.5, 5.8
//	  (session 6: Trudny 1.84, 1.57, 10.0, 7.0): Trudny now buys
//	  fewer cards and discovers and researches more
//	stolik sim -game arnak -players 2 -bots ismcts:3,random -rotate -games 60 -seed 1 -workers 1 -json
//	  60/60, means 53.8–17.7
//	go test ./rules/arnak -run '^$' -bench TrudnyGame2p -benchtime 3x
//	  (two otherwise idle cores, 04:55–05:05, the two builds one after
//	  the other)
//	  session 6's build (ebeea47): 5.1 s a game (36.7 s CPU for the
//	  run), 4.30 GB and 2.22 M allocations a game; not the 3.1 s an
//	  earlier session measured: the machine is slower today
//	  this build: 7.5 s a game (53.6 s CPU), 6.59 GB and 3.55 M
//	  allocations a game: +48 % on these three games. Clone is 99 % of
//	  the bytes: the fitted Trudny holds more resources, so a position
//	  has more payment choices, and the greedy steps of the search's
//	  leaves clone the state for each. On four other games (sim seeds
//	  11–14, Trudny against Trudny) the two builds cost the same CPU
//	  (±2 %), so it is these games more than every game.
//	  with the collector at 400 % (bot.GCPercent; the program now runs
//	  so, and the benchmark too): this build 5.8 s a game, session 6's
//	  4.1 s (800 %: this build 5.3 s)
//	stolik sim -game arnak -players 3 -bots ismcts:3,greedy,greedy -rotate -games 30 -seed 1 -workers 1 -json
//	  (a check that the 2-player fit does not hurt 3-player games):
//	  14/30, Trudny's mean 54.9 against the best greedy's 56.1;
//	  session 6's build 13/30, 55.8–56.2
//	stolik sim -game arnak -players 1 …: unchanged (searchEvaluate
//	  is Evaluate solo, the solo 57/60 stands)
//
// Goals of issue 10 on this build: beats greedy in ≥ 70 % of 2-player
// games — met (75.4 % over seeds 1–240, the interval's lower end 69.6 %);
// mean ≥ 55 VP — met (56.3); beats random ≥ 95 % — met (60/60); solo
// against the rival at difficulty 2 ≥ 60 % — met (unchanged, 57/60);
// whole Trudny game ≤ 5 s on two cores — not met: 5.8 s a game on the
// benchmark's three games with the program's collector setting (7.5 s at
// Go's default), where session 6's build takes 4.1 s (5.1 s). What would
// bring it under: fewer clones in the greedy steps (rules/bot's
// greedyStep clones per candidate; an undo or a clone-into would do), or
// a smaller Game.
//
// # Session 8: the same games at half the time
//
// Nothing a bot chooses changed; only what a choice costs:
//   - rules/bot recycles the search's positions through engine.Copier
//     (Game.CopyFrom: one assignment) instead of one Clone per tried
//     action: a Trudny game allocates 28 MB instead of 6.6 GB, 0.35 M
//     allocations instead of 3.55 M;
//   - the tree's edges are an open-addressing table (rules/bot/edges.go):
//     Go's map hashed the 16-byte (parent, action) key with the general
//     memory hash, 12 % of the CPU with its lookups;
//   - researchAhead for defaultWeights (the fitted reading's feature and
//     greedy's potential) is a table made at load by the same function
//     (aheadTable), 15 % of the CPU before.
//
// The reference games are byte-identical (their JSON with the final
// state, -dump): 2-player seeds 61–63 (Trudny–greedy, rotated), 3-player
// 300–301, Snake Trudny–Trudny 400–401, solo 5–6, and one or two games of
// every other title, against the session-7 build (46c54d1). So every
// win rate of session 7 stands: 181/240 against greedy, 60/60 against
// random, the solo 57/60.
//
//	go test ./rules/arnak -run '^$' -bench TrudnyGame2p -benchtime 3x
//	  (both builds one after the other under the mutation lock, 06:15–
//	  06:17, load 2.3–2.8 from the helpers' test runs)
//	  session 7 (46c54d1): 5.17 s and 4.96 s a game
//	  this build: 2.31 s and 2.48 s a game
//
// Goals of issue 10: whole Trudny game ≤ 5 s on two cores — met (2.3–
// 2.5 s); the others as in session 7. The largest costs left are
// Determinize's shuffles (17 %: every hidden deck, by the state's RNG,
// whose draws a change would alter) and the fitted reading's features.
package arnak
