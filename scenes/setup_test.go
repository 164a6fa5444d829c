package scenes

import "testing"

func TestDefaultNameAfterToggle(t *testing.T) {
	for _, tc := range []struct {
		name   string
		wasBot bool
		want   string
	}{
		{"Bot 2", true, "Gracz 2"},
		{"Gracz 2", false, "Bot 2"},
		{"Ala", true, "Ala"},
		{"Ala", false, "Ala"},
		{"Bot 2", false, "Bot 2"}, // a human the player named "Bot 2" keeps it
	} {
		if got := defaultNameAfterToggle(tc.name, tc.wasBot, "Gracz 2", "Bot 2"); got != tc.want {
			t.Errorf("defaultNameAfterToggle(%q, wasBot=%v) = %q, want %q", tc.name, tc.wasBot, got, tc.want)
		}
	}
}
