package dungeonology

import (
	"testing"

	"stolik/rules/engine"
)

// TestStateEncodesCompletely: the state must be a fixed-size value, so the
// checksum hashes every byte on its fast path (binary.Write). An int, a
// string or a slice among its fields would send StateChecksum down its
// slow reflective path; the error names the field.
func TestStateEncodesCompletely(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	if err := engine.CheckStateEncoding(&g.s); err != nil {
		t.Fatal(err)
	}
}
