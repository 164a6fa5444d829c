package titles

import (
	"testing"

	"stolik/assets"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// TestEveryEntryHasSource: in every title's data folder each entry says
// where its text comes from (seed, published or authored), a new title's
// included without a test of its own.
func TestEveryEntryHasSource(t *testing.T) {
	for _, title := range append(Preview(), All()...) {
		t.Run(title.ID, func(t *testing.T) {
			enginetest.CheckSources(t, assets.FS, "data/"+title.ID, 0)
		})
	}
}

// Get finds each title by its code name (the saves' "title" field) and
// nothing else; Playable needs rules.
func TestGetAndPlayable(t *testing.T) {
	for _, want := range All() {
		if got := Get(want.ID); got == nil || got.ID != want.ID {
			t.Errorf("Get(%q) = %v", want.ID, got)
		}
		if !Playable(want) {
			t.Errorf("%s: not playable", want.ID)
		}
	}
	for _, id := range []string{"", "Donjon", "toygame", "../donjon"} {
		if got := Get(id); got != nil {
			t.Errorf("Get(%q) = %s, want nil", id, got.ID)
		}
	}
	if Playable(nil) || Playable(&engine.Title{ID: "x"}) {
		t.Error("a missing title or one without rules is playable")
	}
}
