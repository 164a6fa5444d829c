package engine_test

import (
	"testing"

	"stolik/rules/engine"
)

// The text form is the save format (doc.go): pinned string by string, at
// the edges of every rule that writes or reads it.
func TestActionTextFormExactly(t *testing.T) {
	names := []string{"add", "draw"}
	for _, tc := range []struct {
		a    engine.Action
		text string
	}{
		{engine.Action{}, "add"},                                     // no arguments: trailing zeros left out
		{engine.Action{Kind: 1, A: 2, C: 1}, "draw 2 0 1"},           // inner zeros stay
		{engine.Action{Kind: 2}, "k2"},                               // the first kind without a name
		{engine.Action{Kind: 255, X: 65535}, "k255 0 0 0 0 0 65535"}, // every field at its top
		{engine.Action{A: 1, B: 2, C: 3, D: 4, E: 5, X: 6}, "add 1 2 3 4 5 6"},
	} {
		if got := tc.a.Format(names); got != tc.text {
			t.Errorf("Format(%+v) = %q, want %q", tc.a, got, tc.text)
		}
		back, err := engine.ParseAction(tc.text, names)
		if err != nil || back != tc.a {
			t.Errorf("ParseAction(%q) = %+v, %v; want %+v", tc.text, back, err, tc.a)
		}
	}
	for _, tc := range []struct {
		text string
		want engine.Action
	}{
		{"k0", engine.Action{}},                        // a kind by number, the lowest
		{"k255", engine.Action{Kind: 255}},             // and the highest
		{"  draw   7  ", engine.Action{Kind: 1, A: 7}}, // spacing is free
		{"add 255 0 0 0 0 65535", engine.Action{A: 255, X: 65535}},
	} {
		if got, err := engine.ParseAction(tc.text, names); err != nil || got != tc.want {
			t.Errorf("ParseAction(%q) = %+v, %v; want %+v", tc.text, got, err, tc.want)
		}
	}
	for _, bad := range []string{"k256", "k-1", "kx", "add 1 2 3 4 5 65536", "add 1 2 3 4 5 6 7", "add 1 2 3 4 256", "add -0x1"} {
		if a, err := engine.ParseAction(bad, names); engine.CodeOf(err) != engine.CodeBadAction {
			t.Errorf("ParseAction(%q) = %+v, %v; want bad_action", bad, a, err)
		}
	}
	// A title whose first kind's name looks like a number still reads it
	// as that kind.
	if a, err := engine.ParseAction("k3", []string{"k3", "add"}); err != nil || a.Kind != 0 {
		t.Errorf(`ParseAction("k3") with a kind named "k3" = %+v, %v; want kind 0`, a, err)
	}
}
