package titles

import (
	"testing"

	"stolik/assets"
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
