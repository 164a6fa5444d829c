// Package locales owns every player-visible string: the platform's UI texts
// (pl.toml, en.toml), and it loads the per-title files (<title>.pl.toml,
// <title>.en.toml) that the title packages' authors write beside them. All
// files are embedded; go-i18n takes the language from the file name suffix.
//
// Polish is the default language and the fallback: a key missing in English
// shows the Polish text, a key missing everywhere shows a visible marker
// ([?key?]) so a gap is noticed on screen instead of crashing the app.
//
// It may import rules/engine (events and rule errors are what it turns into
// text) but never ebiten, scenes or render: tests and tools use it headless.
package locales
