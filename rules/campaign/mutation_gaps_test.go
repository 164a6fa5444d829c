package campaign

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// Gaps found by mutating this package (gremlins v0.5.0): each case fails
// when one boundary or one index of the code is off by one.

func TestCodexGroupSize(t *testing.T) {
	for _, tc := range []struct {
		g    CodexGroup
		want int
	}{
		{CodexGroup{From: 1, To: 9}, 9},           // no count: the whole range
		{CodexGroup{From: 1, To: 9, Count: 1}, 1}, // a count of one is a count
		{CodexGroup{From: 0, To: 0}, 1},
	} {
		if got := tc.g.Size(); got != tc.want {
			t.Errorf("%+v: size %d, want %d", tc.g, got, tc.want)
		}
	}
}

// The ladder's messages name the entry by its 1-based position, as a
// person editing the TOML counts them.
func TestLadderCheckNamesTheEntry(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(l *Ladder)
		want string
	}{
		{"second chapter twice", func(l *Ladder) { l.Chapters[1].ID = "a" }, "chapter 2 (a): id used twice"},
		{"group numbers", func(l *Ladder) {
			l.Codex, l.CodexGroups = "t.card", []CodexGroup{{Name: "x", From: 9, To: 1, Source: "authored"}}
		}, "codex group 1: numbers 9..1"},
		{"group count", func(l *Ladder) {
			l.Codex, l.CodexGroups = "t.card", []CodexGroup{{Name: "x", From: 1, To: 3, Count: 4, Source: "authored"}}
		}, "codex group 1: count 4"},
		{"group beyond the codex", func(l *Ladder) {
			l.Codex, l.CodexGroups = "t.card", []CodexGroup{{Name: "x", From: 1, To: MaxCodexNumber + 1, Source: "authored"}}
		}, "numbers 1..10000"},
	} {
		l := ladder3()
		l.Chapters[3].Players, l.Chapters[3].Level = 1, 0
		tc.edit(&l)
		if err := l.Check(nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// The largest codex range and a count equal to its size are allowed.
	l := ladder3()
	l.Chapters[3].Players, l.Chapters[3].Level = 1, 0
	l.Codex, l.CodexGroups = "t.card", []CodexGroup{{Name: "x", From: 0, To: MaxCodexNumber, Count: MaxCodexNumber + 1, Source: "authored"}}
	if err := l.Check(nil); err != nil {
		t.Errorf("codex 0..%d with its full count: %v", MaxCodexNumber, err)
	}
}

// Indices outside the ladder never panic and open nothing; the first
// chapter requires nothing even when it is not marked Start.
func TestLadderIndicesOutside(t *testing.T) {
	lad := ladder3()
	p := New()
	if r := lad.Requirements(0); r != nil {
		t.Errorf("the first chapter requires %v", r)
	}
	if r := lad.Requirements(1); !slices.Equal(r, []string{"a"}) {
		t.Errorf("the second chapter requires %v, want [a]", r)
	}
	for _, i := range []int{-1, len(lad.Chapters)} {
		if lad.Unlocked(p, i) {
			t.Errorf("chapter %d (outside) unlocked", i)
		}
		if r := lad.Requirements(i); r != nil {
			t.Errorf("chapter %d (outside) requires %v", i, r)
		}
		if got := lad.NewlyUnlocked(p, i); got != nil {
			t.Errorf("winning chapter %d (outside) opens %v", i, got)
		}
	}
	if lad.Find("b") != 1 || lad.Find("zz") != -1 {
		t.Errorf("Find: b at %d, zz at %d", lad.Find("b"), lad.Find("zz"))
	}
}

// Bounds of a progress file: exactly the byte limit, exactly the record
// limit, and codex numbers 0 and MaxCodexNumber are accepted; one more of
// each is refused.
func TestProgressLimitsInclusive(t *testing.T) {
	head := "format = 1\n"
	pad := func(n int) string { // a comment line making the file n bytes long
		return head + "#" + strings.Repeat("x", n-len(head)-2) + "\n"
	}
	if _, err := Decode([]byte(pad(maxBytes))); err != nil {
		t.Errorf("a file of exactly %d bytes: %v", maxBytes, err)
	}
	if _, err := Decode([]byte(pad(maxBytes + 1))); !errors.Is(err, ErrCorrupt) {
		t.Errorf("a file of %d bytes: %v, want ErrCorrupt", maxBytes+1, err)
	}
	p := New()
	for i := 0; i < maxRecords; i++ {
		p.Records = append(p.Records, Record{Title: "donjon", Chapter: fmt.Sprintf("c%d", i), Plays: 1})
	}
	if err := p.validate(); err != nil {
		t.Errorf("%d records: %v", maxRecords, err)
	}
	p.Records = append(p.Records, Record{Title: "donjon", Chapter: "extra", Plays: 1})
	if err := p.validate(); err == nil {
		t.Errorf("%d records accepted", maxRecords+1)
	}
	for _, nums := range [][]int{{0}, {MaxCodexNumber}, {0, MaxCodexNumber}} {
		q := New()
		q.Codex = []Codex{{Title: "discover", Numbers: nums}}
		if err := q.validate(); err != nil {
			t.Errorf("codex %v: %v", nums, err)
		}
	}
	q := New()
	if n := q.Discover("discover", []int{0, MaxCodexNumber}); n != 2 {
		t.Errorf("Discover(0, %d) added %d, want 2", MaxCodexNumber, n)
	}
	// Only numbers outside the codex: no empty entry is left behind.
	r := New()
	if n := r.Discover("discover", []int{-1, MaxCodexNumber + 1}); n != 0 || len(r.Codex) != 0 {
		t.Errorf("Discover of numbers outside: added %d, codex %+v", n, r.Codex)
	}
}

// A seat past the result's places (a damaged result) is not a win and
// does not panic.
func TestOutcomeSeatOutside(t *testing.T) {
	res := engine.Result{Place: []int{1, 2}, Scores: []engine.Score{{Seat: 0, Total: 5}, {Seat: 1, Total: 3}}}
	for _, seat := range []engine.Seat{2, 3} {
		if score, won := Outcome(res, seat); won || score != 0 {
			t.Errorf("seat %d of 2: score %d won %v", seat, score, won)
		}
	}
	if score, won := Outcome(res, 0); !won || score != 5 {
		t.Errorf("seat 0: score %d won %v, want 5 true", score, won)
	}
}
