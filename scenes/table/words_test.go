package table

import (
	"strings"
	"testing"
)

func TestCapFirst(t *testing.T) {
	for in, want := range map[string]string{"": "", "źródło": "Źródło", "Już": "Już", "1 karta": "1 karta"} {
		if got := CapFirst(in); got != want {
			t.Errorf("CapFirst(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDescribeButtonDropsTheMover: the demo's Describe names the mover
// first ("Ala ..."); the button says the rest, capitalised, and keeps
// every other word.
func TestDescribeButtonDropsTheMover(t *testing.T) {
	env, g := newDemo(t)
	checked := 0
	for _, a := range g.Legal(nil) {
		full := Describe(env, g, a)
		name := env.Names[g.Current()]
		rest, ok := strings.CutPrefix(full, name+" ")
		if !ok {
			rest, ok = strings.CutPrefix(full, name+": ")
		}
		if !ok {
			continue
		}
		checked++
		if got := DescribeButton(env, g, a); got != CapFirst(rest) || strings.Contains(got, name) {
			t.Errorf("DescribeButton = %q from %q", got, full)
		}
	}
	if checked == 0 {
		t.Fatal("the demo's descriptions never start with the mover's name: the test checks nothing")
	}
}
