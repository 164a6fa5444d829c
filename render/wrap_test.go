package render

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// monoMeasurer gives every rune the same width, so expected breaks can be
// worked out by hand.
type monoMeasurer float64

func (m monoMeasurer) Advance(s string) float64 {
	return float64(utf8.RuneCountInString(s)) * float64(m)
}

func wrapLines(s string, width float64, m Measurer) []string {
	var wr Wrapper
	var out []string
	for _, l := range wr.Wrap(nil, s, width, m) {
		out = append(out, s[l.Start:l.End])
	}
	return out
}

func TestWrapMono(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		width float64 // in runes (the measurer is 1 px per rune)
		want  []string
	}{
		{"fits", "Zdobądź 2 złota", 20, []string{"Zdobądź 2 złota"}},
		{"simple break", "Weź jedną kartę stąd", 12, []string{"Weź jedną", "kartę stąd"}},
		{"glue moves z down", "Weź jedną kartę z talii", 12, []string{"Weź jedną", "kartę", "z talii"}},
		{"glue w", "Potwór czeka w lochu", 14, []string{"Potwór czeka", "w lochu"}},
		{"glue z", "Zagraj kartę z ręki", 13, []string{"Zagraj kartę", "z ręki"}},
		{"glue chain i w", "Ty i w domu", 9, []string{"Ty", "i w domu"}},
		{"glue chain too long yields once", "Ty i w domu", 6, []string{"Ty i", "w domu"}},
		{"glue capital", "A potem", 5, []string{"A", "potem"}},
		{"not glue: two letters", "Idź do sali", 6, []string{"Idź do", "sali"}},
		{"long word split", "Najprzewspanialszy", 7, []string{"Najprze", "wspania", "lszy"}},
		{"long word mid text", "ab Najprzewspanialszy cd", 7, []string{"ab", "Najprze", "wspania", "lszy cd"}},
		{"spaces collapse at breaks", "raz   dwa    trzy", 9, []string{"raz   dwa", "trzy"}},
		{"paragraphs", "Pierwszy\n\nDrugi akapit", 20, []string{"Pierwszy", "", "Drugi akapit"}},
		{"no wrap", "bardzo długi tekst bez zawijania", 0, []string{"bardzo długi tekst bez zawijania"}},
		{"empty", "", 10, []string{""}},
		{"leading spaces", "  ab cd", 5, []string{"ab cd"}},
		{"polish letters count as one", "ąćęłńóśźż żółć", 9, []string{"ąćęłńóśźż", "żółć"}},
		{"narrower than a rune", "abc", 0.5, []string{"a", "b", "c"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := wrapLines(tc.text, tc.width, monoMeasurer(1))
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestWrapGlueGivesWayWhenImpossible(t *testing.T) {
	// "w" + "Najdłuższym" cannot share a 10-wide line; the glue yields
	// rather than forcing a split of the long word.
	got := wrapLines("idź w Najdłuższym", 11, monoMeasurer(1))
	want := []string{"idź w", "Najdłuższym"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestWrapNeverEndsLineWithGlueWhenAvoidable(t *testing.T) {
	text := "Gdy potwór wejdzie do komnaty i w niej zostanie, a u ciebie jest o jedną kartę więcej, weź z talii i odrzuć w ciemność"
	for w := 12.0; w <= 40; w++ {
		for _, l := range wrapLines(text, w, monoMeasurer(1)) {
			f := strings.Fields(l)
			if len(f) > 1 && glueNext(f[len(f)-1]) {
				t.Errorf("width %v: line %q ends with a one-letter word", w, l)
			}
			if float64(utf8.RuneCountInString(l)) > w {
				t.Errorf("width %v: line %q too long", w, l)
			}
		}
	}
}

func TestWrapKeepsEveryWord(t *testing.T) {
	text := "Każdy bohater, który wejdzie do lochu z pochodnią, może zbadać jedną komnatę więcej i zabrać skarb"
	for w := 1.0; w <= 60; w += 3 {
		got := strings.Join(wrapLines(text, w, monoMeasurer(1)), "")
		if got != strings.ReplaceAll(text, " ", "") && strings.Join(strings.Fields(got), "") != strings.ReplaceAll(text, " ", "") {
			t.Errorf("width %v lost text: %q", w, got)
		}
	}
}

func TestWrapLineWidths(t *testing.T) {
	var wr Wrapper
	lines := wr.Wrap(nil, "ab cde fghij", 6, monoMeasurer(2))
	want := []Line{{0, 2, 4}, {3, 6, 6}, {7, 10, 6}, {10, 12, 4}}
	if len(lines) != len(want) {
		t.Fatalf("lines %v", lines)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d = %v, want %v", i, lines[i], want[i])
		}
	}
}
