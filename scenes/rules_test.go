package scenes

import (
	"reflect"
	"strings"
	"testing"
)

// The review's m7: raw *n* asterisks and the source's hard line breaks
// showed in the rules reader. The Markdown is parsed into blocks and runs.
func TestParseRules(t *testing.T) {
	src := "# Tytuł\n\nLoch ma 11 miejsc. **Krok** przesuwa\njednego potwora. Komnata *n* łączy się\nz korytarzami.\n\n" +
		"## Tura\n\n1. **Zagrożenie.** Odkryj kartę\n   Zagrożenia.\n2. Ruch.\n- las, bagna\n- snake_case zostaje\n"
	got := parseRules(src)
	want := []mdBlock{
		{level: 1, runs: []mdRun{{"Tytuł", styleRegular}}},
		{runs: []mdRun{{"Loch ma 11 miejsc. ", styleRegular}, {"Krok", styleBold},
			{" przesuwa jednego potwora. Komnata ", styleRegular}, {"n", styleItalic}, {" łączy się z korytarzami.", styleRegular}}},
		{level: 2, runs: []mdRun{{"Tura", styleRegular}}},
		{marker: "1.", runs: []mdRun{{"Zagrożenie.", styleBold}, {" Odkryj kartę Zagrożenia.", styleRegular}}},
		{marker: "2.", runs: []mdRun{{"Ruch.", styleRegular}}},
		{marker: "•", runs: []mdRun{{"las, bagna", styleRegular}}},
		{marker: "•", runs: []mdRun{{"snake_case zostaje", styleRegular}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("parseRules:\n got  %+v\n want %+v", got, want)
	}
	for _, b := range got {
		if strings.ContainsAny(b.text(), "*#") {
			t.Errorf("markup left in %q", b.text())
		}
	}
}

// Lines wrap at the width, lists indent their continuation lines, and no
// word is lost (10 px a rune makes the widths easy to follow).
func TestLayoutRules(t *testing.T) {
	blocks := parseRules("Ala ma kota, a kot ma Alę.\n\n- pierwsza pozycja listy\n")
	mono := func(s string, style uint8, heading bool) float64 { return float64(len([]rune(s))) * 10 }
	lines := layoutRules(blocks, 120, mono)
	var words []string
	for _, ln := range lines {
		for _, w := range ln.words {
			if w.x+mono(w.text, 0, false) > 120.01 {
				t.Errorf("%q at %v runs past the width", w.text, w.x)
			}
			words = append(words, w.text)
		}
		if ln.marker == "" && len(ln.words) > 0 && blocks[ln.block].marker != "" && ln.words[0].x < 26 {
			t.Errorf("a list item's second line is not indented: %+v", ln)
		}
	}
	if got := strings.Join(words, " "); got != "Ala ma kota, a kot ma Alę. pierwsza pozycja listy" {
		t.Errorf("words laid out: %q", got)
	}
}
