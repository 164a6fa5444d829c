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
// Determinize, Checksum), title.go (descriptor, Describe, Evaluate),
// report.go (sim reports), access.go (read-only accessors for the board).
package arnak
