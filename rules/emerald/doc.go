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
// the spec (§7) is a switch in rules.toml or a game option.
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
// equal cards once.
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
// secrets.go (the hidden zones for the secrecy test), eval.go (the greedy
// evaluation), title.go (descriptor, Describe), access.go (read-only
// accessors for the board), report.go (sim reports).
package emerald
