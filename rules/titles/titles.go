// Package titles lists the games Stolik knows, in menu order. It is the
// only package that imports every title; the platform reaches titles
// through it and never imports their internals.
package titles

import (
	"stolik/rules/arnak"
	"stolik/rules/discover"
	"stolik/rules/donjon"
	"stolik/rules/dungeonology"
	"stolik/rules/emerald"
	"stolik/rules/engine"
)

// All returns the five titles in menu order. A title whose rules are not
// built yet has New == nil: the menu shows it and says it cannot start.
func All() []*engine.Title {
	return []*engine.Title{
		donjon.Title(),
		arnak.Title(),
		emerald.Title(),
		discover.Title(),
		dungeonology.Title(),
	}
}

// Preview returns titles whose rules are built but whose board is not:
// `stolik sim` and `stolik replay` reach them, the menu does not offer
// them yet (All keeps their placeholder, which cannot start).
func Preview() []*engine.Title {
	return nil
}

// Get returns the title with that code name (a preview one first), or nil.
func Get(id string) *engine.Title {
	for _, t := range append(Preview(), All()...) {
		if t.ID == id {
			return t
		}
	}
	return nil
}

// Playable reports whether a title's rules are built.
func Playable(t *engine.Title) bool { return t != nil && t.New != nil }
