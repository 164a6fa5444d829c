// Package toygame is a tiny but complete title used to test the conformance
// suite (rules/enginetest) and the bots (rules/bot): "Licytacja", a 2–4
// player Goofspiel variant with secret hands, hidden bids and a prize drawn
// by chance each round.
//
// Rules. Rounds R (option "rounds", 8 by default; 6 or 10 allowed). The bid
// deck holds one card of each value 1..R per player. It is dealt by pairs
// of ranks: of the cards valued 2k-1 or 2k each seat gets two at random
// (so a hand may hold two 3s and no 4), R secret cards in all. Each round a prize of value 1..R is
// drawn from the prize pile (each value once) and added to the pot. Starting
// with the round's leader (round mod players) every seat bids one card face
// down. When all have bid the bids are revealed: the single highest bid
// takes the pot; if the highest bid is tied the pot carries over to the next
// round. Bid cards are discarded face up. After R rounds the highest score
// wins; ties are broken by the number of prizes taken, then shared.
//
// It has a real strategy (spend high cards on high pots, keep them
// otherwise), so a searching bot measurably beats a random one.
//
// The state is a value with fixed arrays, so Clone is one copy. Unseen
// information: other seats' hands and pending bids, and the order of future
// prizes (the state's RNG, replaced in views). It is not shipped to players
// and has no locale file; its event keys are nevertheless shaped like a
// real title's ("toygame.bid").
//
// It imports only rules/engine, never ebiten, image/..., scenes, render or
// locales. Only its tests import rules/enginetest; rules/bot's tests use it
// as their opponent ground.
package toygame
