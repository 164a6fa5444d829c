// Package emerald implements the rules of "Studium w Szmaragdzie" (A Study
// in Emerald, 2nd edition) behind the engine.Game contract, for 2–5
// players: secret identities, deck-building, area majority, assassinations
// and the final scoring by faction.
//
// It owns the game state, set-up, legal decisions, effect resolution (a
// stack of frames: block windows, forced reveals, step-by-step moves and
// retrieves, zombies, the Loyalist refill), scoring, hidden information
// and the bot evaluation. Card, city and royalty data live in
// assets/data/emerald/*.toml; card texts are composed from the op
// vocabulary in data.go, run in effects.go. Every PROPOSED resolution of
// the spec (§7) is a switch in rules.toml or a game option, with its
// default the PROPOSED reading (switches_test.go shows each alternative),
// except where no other reading can be played, as rules.toml says at each:
// G28 (the leftover cards are only unseen), G29 (every card reaches a
// discard pile face up, so its contents are public whatever the screen
// lists), G34 (a stack whose next card stayed face down could never be
// taken again), and the halves of G16 (zombie figures are shared and
// unmarked, so "your" zombie cannot be told at a table), G19 (pieces not in
// the supply cannot be placed) and G27 (the rulebook only refills to five;
// no discard-down rule exists to switch on).
//
// Hidden information: a seat sees its own hand and identity; the other
// hands are known only as a whole with their decks (every card was shown
// when gained), identity cards only when revealed or seen with Burcew,
// never the set-aside ones, the face-down stack cards or the box. Out of
// turn decisions (block windows, forced reveals) are decisions of that
// seat, opened whenever the situation arises whatever the seat holds, so
// their existence leaks nothing.
//
// Cards played for symbols are named by hand masks (X) of the sorted hand;
// Legal lists only minimal sets (no overpaying, §4.3) and each multiset of
// equal cards once. X names positions 0–15 as saves always had them; cards
// further on (no hand limit, G27; MaxHand, 55 with the data, is checked
// against each kind's room at load) are named by rank in the bytes the
// kind leaves free (legal.go, withMask), so old keys keep their meaning.
// Sets within the first 16 positions are listed in full; sets reaching
// further come smallest first, at most 4 096 per kind (every card alone,
// then pairs …): a 30-card hand would have 2^30 discards.
//
// It imports only the standard library, rules/engine, the TOML decoder and
// the embedded assets. It must never import ebiten, image/..., scenes,
// render or locales.
//
// File map: data.go (TOML loading, the op vocabulary, validation), state.go
// (the value state, action kinds, frames), setup.go (§3, drawing, stack
// reveals), legal.go (decision enumeration), apply.go (Apply, the frames,
// turn flow, reveals, game end, acquisitions, assassinations), effects.go
// (card texts), score.go (§4.16), view.go (View, Determinize, Checksum),
// secrets.go (the hidden zones for the secrecy test), eval.go (the bots'
// evaluation and the belief over identities), title.go (descriptor, Describe), access.go (read-only
// accessors for the board), report.go (sim reports).
//
// # Balance and speed
//
// Measured on 24 Nov 2026 on the shared 2-core machine while other jobs
// kept the load average between 20 and 50: times are several times what an
// idle machine gives and are noisy; win shares do not depend on speed.
//
// Self-play, greedy in every seat, 1 000 games per player count (seeds
// 1–1000), measured again after evalTaken (below) on the merged build of
// this session, with
//
//	nice -n 15 stolik sim -game emerald -players N -games 1000 -bots greedy -seed 1 -rotate -workers 1 -json -dump -cards
//
// Faction = the effective identity in each line's dump; turn position
// counts from the seat that starts (first_player); card lift = the share
// of winners' decks holding a card ÷ the share of all decks holding it
// (cards in ≥ 30 decks; shared first places split). Ends: VP threshold /
// track at 10 / Restorationist revealed / 40-round cap.
//
//	players  wins by seat %            by turn position %        R / L share of wins  top card lift    ends VP/track/reveal/cap  rounds
//	2        52.2 47.8                 44.2 55.8                 55.2 / 44.8          1.32 (063)       856/128/10/6              22.5
//	3        33.2 32.2 34.5            33.2 34.5 32.4            54.6 / 45.4          1.49 (041)       866/132/2/0               18.4
//	4        27.1 24.4 22.9 25.5       25.9 24.7 24.4 25.0       53.7 / 46.3          1.53 (010)       780/218/2/0               16.0
//	5        19.1 19.8 20.1 17.7 23.4  17.4 20.7 20.2 20.6 21.0  53.6 / 46.4          1.62 (010)       774/225/1/0               14.1
//
// Every seat and turn position is within 10 points of fair, both factions
// win between 40 and 60 % of the games, and no card reaches twice its share
// of the winners' decks, so the authored data was not retuned. Wiera
// Zasulicz (010) tops the lifts at 4 and 5 players and is the first card
// to weaken if a later pass needs it. Before evalTaken the same run gave
// 49.6 / 50.4, 45.2 / 54.8, 49.5 / 50.5 and 50.9 / 49.1 for R / L and
// 136, 57, 8 and 13 games ended by the cap.
//
// Round cap. With that evaluation 2-player greedy games stalled at the
// 40-round cap: every stack came to be topped by a card worth next to
// nothing to either side (Doktor Watson, Klub Diogenesa, Agenci
// Pinkertona…), while a cube in the supply was worth more than the share
// of such a card a majority gave, so nobody placed cubes or took those
// cards, the cards beneath (with the VP) were never uncovered, and nobody
// reached 28 VP; in the many games where both seats share a faction the
// tracks pay both alike, so they did not move either. evalTaken (eval.go)
// values every card a player has taken from the board, so taking even a
// card worth little pays, and the card beneath comes up. Ends by the cap,
// greedy in every seat, seeds 1–500 (shared machine; counts, not times):
//
//	nice -n 10 stolik sim -game emerald -players N -bots greedy -games 500 -seed 1 -workers 1 -json -dump
//
//	players  cap before          cap after       ends after VP/track/reveal/cap  rounds after  R / L wins after
//	2        67/500 = 13.4 %     5/500 = 1.0 %   432/59/4/5                      22.6          57.4 / 42.6
//	3        30/500 = 6.0 %      0/500 = 0 %     432/68/0/0                      18.2          53.2 / 46.8
//	4        3/500 = 0.6 %       0/500 = 0 %     399/100/1/0                     16.1          55.2 / 44.8
//	5        6/500 = 1.2 %       0/500 = 0 %     390/109/1/0                     14.0          55.6 / 44.4
//
// Games now end mostly on the VP threshold rather than on a track, and the
// Restorationists win somewhat more often (by identity card; still inside
// 40–60 %, see the 1 000-game table above).
//
// # Bot strength
//
// What "Trudny wins" means. Studium has one winner: the most VP after the
// faction filter and penalty (§4.16), shared first places split. Against
// random the goal (≥ 90 %) is Trudny's share of the wins. Against greedy
// (≥ 60 %) it is read per count, since a fair share is 1/N:
//
//   - 2 players, Trudny against one greedy: its share of the wins (fair 50 %).
//   - 4 players, 1 Trudny against 3 greedy: its share of the wins (fair 25 %)
//     and its mean margin over the best greedy score. The fair margin is
//     not 0 but −5.6: a greedy seat against three greedy seats averaged
//     −5.6 over 100 games (27 % wins), because the best of three others
//     usually beats one seat.
//     Also its pairwise reading: the share of the greedy seats it finishes
//     ahead of (ties half; fair 50 %), which is the search's own reward for
//     a finished game; ≥ 60 % pairwise is the goal's words read per
//     opponent.
//   - 4 players, 2 Trudny against 2 greedy (seats alternate): the share of
//     games a Trudny seat wins (fair 50 %); ≥ 60 % there is the
//     two-player goal's analogue.
//
// Commands (the binary of this commit; seats rotated; game i has seed
// seed+i; a run was split into shards over consecutive seed ranges, each
// `-workers 1` under nice, because a 4-player Trudny game took 3–4 min on
// the loaded machine):
//
//	nice -n 10 stolik sim -game emerald -players 4 -bots ismcts:3,greedy,greedy,greedy -rotate -games 8 -seed S -workers 1 -json   (S = 1, 9, …, 57)
//	nice -n 10 stolik sim -game emerald -players 4 -bots ismcts:3,greedy,ismcts:3,greedy -rotate -games 4 -seed S -workers 1 -json   (S = 1, 5)
//	nice -n 10 stolik sim -game emerald -players 2 -bots ismcts:3,greedy -rotate -games 8 -seed S -workers 1 -json                 (S = 1, 9)
//	nice -n 10 stolik sim -game emerald -players 2 -bots ismcts:3,random -rotate -games 10 -seed 1 -workers 1 -json                (7 finished)
//	nice -n 10 stolik sim -game emerald -players 4 -bots ismcts:3,random,random,random -rotate -games 12 -seed 1 -workers 1 -json   (5 finished)
//
// Results (spread: 95 % normal interval of the win share and of the mean
// margin over the best other seat):
//
//	players  opponents     games  Trudny wins       goal   fair   mean margin
//	4        3 × greedy    64     17/64 = 26.6 % ±10.7   60 %   25 %   −6.1 ±1.9 (fair −5.6)
//	4        2 × greedy    60     40/60 = 66.7 % ±11.9 * 60 %   50 %   +2.8
//	2        greedy        60     49/60 = 81.7 % ±9.8    60 %   50 %   +8.3
//	2        random        60     60/60                  90 %   50 %   +27.1
//	4        3 × random    60     60/60                  90 %   25 %   +18.3
//
// (* the share of games a Trudny seat won, 2 Trudny against 2 greedy.) The
// four 60-game rows were measured by the lead on the merged build of this
// session (Trudny settings as now, evalTaken included), load 3–20:
//
//	nice -n 15 stolik sim -game emerald -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 101 -workers 1 -json
//	nice -n 15 stolik sim -game emerald -players 4 -bots ismcts:3,greedy,ismcts:3,greedy -rotate -games 60 -seed 101 -workers 1 -json
//	(and -bots ismcts:3,random / ismcts:3,random,random,random, same flags)
//
// A Trudny decision took about 0.1 s at 2 players and 0.2 s at 4 there
// (game milliseconds over the bot's decisions). Earlier, smaller samples:
// 2 Trudny vs 2 greedy 2/8, 2 players vs greedy 10/16.
//
// Trudny meets the goals at 2 players (vs greedy and vs random) and
// against random at 4; at 4 players two Trudny seats win two thirds of the
// games against two greedy ones, but one Trudny against three greedy wins
// only its fair share (a fair share and the fair margin, up from 14 % of 14
// and −10.1), so "≥ 60 % against greedy" at 4 players is met only in the
// 2-against-2 reading. After the second pass on the evaluation (below), one
// Trudny against three greedy won 29/60 = 48 % (fair 25 %) and finished
// ahead of 68 % of the greedy seats it met, on seeds where the first
// evaluation won 38 % and 62 %.
//
// Widening and re-ranking (rules/bot, 24 Nov 2026, later the same day).
// The tree now opens a node's moves in Evaluate's order, 1 + √visits of
// them (Widening 1), and its 4 most visited moves are played on the same
// 12 determinizations, the turn finished as the tree planned it and the
// next 3 turns played one-step greedy by every seat (as the greedy bots
// play), the best mean Evaluate chosen (RerankCandidates 4,
// RerankSamples 12, RerankTurns 3). Measured with 1 Trudny against 3
// greedy (the 2-player and 2-against-2 rows above are of the search
// before, not re-measured):
//
//	nice -n 10 stolik sim -game emerald -players 4 -bots ismcts:3,greedy,greedy,greedy -rotate -games 60 -seed 101 -workers 1 -json
//	  (four shards: seeds 101–116, 117–132, 133–148, 149–160)
//	  now:    31.5/60 = 52.5 % ±12.6 (a shared first place split), mean
//	          margin over the best greedy seat −1.1 ±1.7 (fair −5.6);
//	          mean score 15.1 against 10.5 a greedy seat
//	  before, on seeds 101–113 (13 games, then stopped for CPU):
//	          6/13 (46 %), mean margin −2.4; now, on the same 13 seeds:
//	          9/13, margin +0.8
//
// So the seeds from 101 on favour Trudny more than seeds 1–64 did (17/64
// there): the jump from 27 % is partly the seeds, and the search's own
// gain is what the 13 paired seeds show (+3 wins, +3.2 margin), too few
// to call. The goal (≥ 60 % against greedy) is not met at 4 players. A
// decision costs about 45 % more CPU than before (the bench of 4
// two-player and 4 four-player Trudny decisions: 2.09 s CPU against
// 1.42 s), and a 4-player game took 4–5 min of wall time at load 50–80.
//
// Why Trudny played worse than greedy (found on 24 Nov 2026 with a
// harness playing the bot at 1 000–10 000 iterations against greedy and
// comparing its choices with greedy's in the same positions):
//
//   - It played noise. Evaluate separates good and bad moves by 0.01–0.05
//     (a cube is a fraction of a point, squashed), while every untried
//     action of a node is played once before any is revisited and UCB1 with
//     c = 1 then spreads the visits almost evenly. A first action's value
//     became the average over random second actions and random replies of
//     the others, so the actions that leave least to choose afterwards
//     looked safest: Trudny discarded its whole hand and passed, turn after
//     turn (TestTrudnyKeepsItsTurn is one such position).
//   - Random rollouts cut after 10 decisions scored positions in the middle
//     of someone's turn, where Evaluate misreads pending moves and the
//     hand. Without rollouts (RolloutDepth −1) the margin against greedy
//     went from −11.0 (40 games) to −9.0 (40 games) at 1 000 iterations.
//   - Now the tree stops at the end of Trudny's own turn (SearchOwnTurn)
//     and each leaf is scored where Trudny's greedy play ends that turn
//     (LeafLookahead 8), so every score is of a whole turn. At 1 000
//     iterations (Łatwy's budget) that won 12 of 24 games against three
//     greedy (margin −2.9) where the old fields won 2 of 40. At 10 000
//     iterations with c = 1 it did not (sim: 0 of 13, margin −8.5; at 2
//     players 6 of 9, against random 7 of 7 and 5 of 5): with ~77 visits
//     per first action and ~50 second actions each expanded once, a first
//     action was again judged by the average of random second actions.
//     Hence the UCB1 constant 0.1 (Exploration): once every second action
//     has been tried, the visits left go to the best ones, so a first
//     action's mean moves towards its best continuation (harness, 10 000
//     iterations: 3 of 8, margin −2.3). Expanding children in the order
//     Evaluate likes them (progressive widening) would attack the cause;
//     that is rules/bot's, not the title's.
//   - Checked and not the cause: the belief over identities (Brier score
//     0.20 against 0.25 for a coin, 0.17 after turn 40, over 30 greedy
//     games; Determinize deals identities from the same evidence; since
//     made sharper, below), and the
//     search never reads a teammate's identity (Evaluate uses the belief,
//     not the sampled card; only a finished sample is scored by its own
//     identities). Reading the hand only in one's own turn (so that a
//     search could not fish for a lucky refill) made it worse: cards kept
//     for the next turn are a plan, and Trudny lost 0 of 3 at 2 players.
//
// The evaluation at 4 players (second pass, 24 Nov 2026). The first
// evaluation estimated one score per player (the faction odds mixed in),
// charged the penalty by a single "lowest" player, and weighed seat's score
// against the leader's and the field's. Now:
//
//   - The score is read as §4.16 will: for every assignment of sides to the
//     players whose side seat does not know (weighed by the belief), each
//     player's VP that side keeps (kill boxes only for that assignment's
//     Restorationist victims), less the penalty charged to the lowest
//     player's whole side (softly: who ends lowest is uncertain, 2 VP of
//     softness), so the penalty never changes who is ahead between two
//     players of one side.
//   - The value is the share of the others seat is likely to finish ahead
//     of (a logistic of each score difference, scale 5 VP), the measure the
//     search gives a finished game; the first evaluation read a sure
//     second place of four as 0.28 where the game pays 0.67, so a search
//     near the end weighed an unfinished position against a finished one
//     on two different scales (TestEvaluateReadsThePlaces).
//   - The belief (and Determinize, which deals from the same evidence) also
//     reads which side's VP each player has taken, odds ×2 a point of
//     difference up to 5: Brier score over 30 greedy 4-player games
//     0.198 → 0.113 with the first pass's games, 0.098 on games played with
//     the new evaluation (a coin 0.25; harness in a scratch test, factors
//     1.5 / 2 / 2.5 / 3 gave 0.123 / 0.113 / 0.111 / 0.111).
//
// Measured on the shared machine at load 30–80 (counts, not times), the
// same seeds and seat rotation for both builds. Each 60-game run was split
// into shards under nice: seeds 101–130 and 131–160 each a run of its own
// (so the rotation restarts at 131), later shards starting 4k games
// further so that every game keeps its seating:
//
//	nice -n 10 stolik sim -game emerald -players 4 -bots ismcts:3,greedy,greedy,greedy -rotate -games 30 -seed S -workers 1 -json   (S = 101, 131)
//
//	1 Trudny vs 3 greedy     games  Trudny wins            pairwise (±95 %, by game)  by greedy seat +1 / +2 / +3  margin over best greedy
//	first evaluation (main)  60     23/60 = 38.3 % ±12.3   112.5/180 = 62.5 % ±8.9     59 / 61 / 68 %               −2.7 ±1.7
//	this evaluation          60     29/60 = 48.3 % ±12.6   122/180 = 67.8 % ±9.0       63 / 68 / 72 %               −1.6 ±2.1
//
// (Ties for first count as wins here; split, 27.5 and 22.0.) On these
// seeds the first evaluation already won more than its fair share (17/64
// on seeds 1–64 was measured with an older build); the new one won 15
// games the old one lost and lost 9 it won (a sign test gives p ≈ 0.3),
// so the gain of 10 points of wins and 5 pairwise is within the noise of
// 60 games. Against a fair 25 % the new evaluation's wins are clearly
// above (35.7 % at the low end of the interval), and pairwise it finishes
// ahead of each greedy seat in 63–72 % of the games (the interval's low
// end, 58.8 %, just short of 60 %). At Łatwy (ismcts:1, same seeds, runs
// cut short for time): first evaluation 11/22 = 50 % (pairwise 66 %),
// this one 10/16 = 63 % (77 %).
//
// Greedy with the new evaluation against three greedy with the first one
// (a scratch harness, 80 games, seats rotated): 21/80 = 26 % of the wins
// (fair 25 %), pairwise 126/240 = 52.5 %: in one step's hands the
// evaluation is hardly stronger; what changes is what the search reads.
// At 2 players (same flags, seeds 101–160, Trudny as above):
// against greedy 49/60 = 81.7 % ±9.8 (ties split 48.0), margin +6.7; against
// random 60/60, margin +27.1 (the goals: 60 % and 90 %).
// Greedy self-play at 4 players with the new evaluation, 300 games
// (nice -n 10 stolik sim -game emerald -players 4 -games 300 -bots greedy
// -seed 1 -rotate -workers 1 -json -dump): wins by seat 27.2 28.7 23.7
// 20.5 %, by turn position 28.3 24.2 23.5 24.0 %, Restorationists /
// Loyalists 53.0 / 47.0 %, ends VP / track 227 / 73, 16.4 rounds; the
// 1 000-game table above (first evaluation) had 27.1 24.4 22.9 25.5 and
// 53.7 / 46.3, so the balance aims still hold on 300 games. Evaluate now
// costs about twice as much (3.6 µs against 1.9, both noisy; up to 16
// assignments of sides at 4 players).
//
// Time per Trudny decision, in the sims above (10 to 12 of these jobs ran
// at once, load 45–70): 2.6 s at 4 players and 2.0 s at 2 (game time ÷
// Trudny's share of the decisions; greedy's take milliseconds). The
// benchmarks below at load 18: 0.23 s at 2 players, 0.22 s at 4, Łatwy
// 0.03 s; a decision allocates 70–150 MB, the clones of the greedy
// completion of each leaf (rules/bot's LeafLookahead).
//
// Benchmarks (go test -bench . ./rules/emerald/), taken when the load had
// fallen to about 6.5 (still noisy; under the sims' load of 20–50 every
// figure was 20–30 times slower): Legal+Apply of a random 4-player
// decision 1.2 µs; Legal alone at the start of a turn 1.0 µs (65 actions);
// Clone 1.5 µs (a 2 264-byte state, one allocation); Determinize 4.2 µs;
// random playouts 3 016/s at 2 players, 932/s at 4; Evaluate 1.9 µs;
// greedy decision 1.3 ms at 4 players; ISMCTS decision, before this
// pass's search fields, 0.37 s at 2 players and 0.49 s at 4 with 10 000
// iterations (Trudny), 0.08 s with 1 000 (Łatwy).
//
// # On the merged build (main after session 4's merge, 2026-11-24)
//
// The evaluation of the second pass with widening and re-ranking, both
// as set in title.go now. Measured by the lead at load 3–9 (ties for
// first split; spreads 95 %, pairwise by game):
//
//	nice -n 8 stolik sim -game emerald -players 4 -bots ismcts:3,greedy,greedy,greedy -rotate -games 60 -seed 101 -workers 1 -json
//	  29.3/60 = 48.9 % of the wins (fair 25 %); finishes ahead of
//	  134.5/180 = 74.7 % ±7.0 of the greedy seats it meets; margin over
//	  the best greedy seat +0.1 ±1.8 (fair −5.6); means 15.6 against
//	  10.1; 0.41 s a Trudny decision
//	nice -n 8 stolik sim -game emerald -players 2 -bots ismcts:3,greedy -rotate -games 60 -seed 101 -workers 1 -json
//	  56/60 = 93.3 % ±6.4, margin +12.3 ±1.9; 0.17 s a Trudny decision
//
// Goals of issue 11: against greedy ≥ 60 % at 2 players — met (93 %); at 4
// players — met in the pairwise reading (74.7 %, the interval's low end
// 67.7 %) and in the 2-against-2 reading (67 %, the search before), while
// one Trudny's share of the wins (48.9 %) is about twice its fair 25 %.
package emerald
