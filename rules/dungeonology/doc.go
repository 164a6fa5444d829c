// Package dungeonology implements the rules of "Stworologia: Ekspedycja"
// (Dungeonology: The Expedition) behind the engine.Game contract.
//
// It owns the game state, set-up, legal decisions, effect resolution,
// scoring, hidden-information views and the bot evaluation. Card, tile and
// board data live in assets/data/dungeonology/*.toml and are composed from
// the small op vocabulary in data.go: no trick card has its own Go code
// (the scholars' abilities and the Panic cards' scripts are rules here).
//
// It imports only the standard library, rules/engine, the TOML decoder
// (through engine.DataLoader) and the embedded assets. It must never
// import ebiten, image/..., scenes, render or locales.
//
// File map: data.go (TOML loading and validation), state.go (the value
// state, action kinds), stats.go (a scholar's current figures), board.go
// (the tile plane: positions, passages, links), setup.go, legal.go
// (decision enumeration), apply.go (Apply and the flow of a turn),
// effects.go (the pending stack: cards, zones, cubes, students, boss,
// panic, abilities, publication, rest), stealth.go (Research and Spying
// tests), score.go, view.go (View, Determinize, Checksum), secrets.go
// (engine.Title.Secrets), eval.go (the greedy bot's evaluation), access.go
// (read-only accessors for the board), report.go (sim reports), title.go
// (the engine.Title descriptor, options, Describe).
package dungeonology
