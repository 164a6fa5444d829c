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
package donjon
