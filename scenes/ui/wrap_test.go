package ui

import (
	"image"
	"reflect"
	"testing"
)

// Ten pixels per rune makes widths easy to reason about.
func adv(s string) float64 { return float64(len([]rune(s))) * 10 }

func TestWrap(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		width float64
		want  []string
	}{
		{"no wrap", "ala ma kota", 0, []string{"ala ma kota"}},
		{"fits", "ala ma kota", 110, []string{"ala ma kota"}},
		{"breaks at spaces", "ala ma kota", 60, []string{"ala ma", "kota"}},
		{"newlines kept", "ab\ncd", 100, []string{"ab", "cd"}},
		{"orphan stays with next word", "idzie w las", 70, []string{"idzie", "w las"}},
		{"long word cut by letters", "abcdefghij", 40, []string{"abcd", "efgh", "ij"}},
		{"polish letters counted as runes", "żółć źdźbło", 60, []string{"żółć", "źdźbło"}},
	}
	for _, tc := range tests {
		got := Wrap(tc.in, tc.width, adv)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: Wrap(%q, %v) = %q, want %q", tc.name, tc.in, tc.width, got, tc.want)
		}
		for _, l := range got {
			if tc.width > 0 && adv(l) > tc.width {
				t.Errorf("%s: line %q wider than %v", tc.name, l, tc.width)
			}
		}
	}
}

func TestButtonClickAndHover(t *testing.T) {
	b := Button{R: image.Rect(10, 10, 110, 50)}
	tests := []struct {
		name            string
		in              Input
		disabled        bool
		clicked, change bool
	}{
		{"hover in", Input{Cursor: image.Pt(20, 20)}, false, false, true},
		{"click inside", Input{Cursor: image.Pt(20, 20), Click: true}, false, true, true},
		{"click outside", Input{Cursor: image.Pt(200, 20), Click: true}, false, false, true},
		{"disabled swallows click", Input{Cursor: image.Pt(20, 20), Click: true}, true, false, true},
	}
	for _, tc := range tests {
		b.Disabled = tc.disabled
		in := tc.in
		c, ch := b.Update(&in)
		if c != tc.clicked || ch != tc.change {
			t.Errorf("%s: clicked=%v changed=%v, want %v %v", tc.name, c, ch, tc.clicked, tc.change)
		}
		if c && in.Click {
			t.Errorf("%s: click not consumed", tc.name)
		}
	}
}

func TestTextField(t *testing.T) {
	f := TextField{R: image.Rect(0, 0, 100, 30), Digits: true, MaxLen: 4}
	in := Input{Cursor: image.Pt(5, 5), Click: true}
	f.Update(&in)
	if !f.Active {
		t.Fatal("click did not activate the field")
	}
	in = Input{Chars: []rune("12a345")}
	f.Update(&in)
	if f.Value != "1234" {
		t.Errorf("value %q, want digits only and at most 4", f.Value)
	}
	in = Input{Backspace: true}
	f.Update(&in)
	if f.Value != "123" {
		t.Errorf("backspace gave %q", f.Value)
	}
}
