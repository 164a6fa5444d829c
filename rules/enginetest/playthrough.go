package enginetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// Playthrough is a title's golden playthrough (OpenSpiel's playthroughs):
// one seeded game played with uniformly random legal actions, printed
// decision by decision with the events each one logged and, at the end,
// each seat's score part by part, so any change of behaviour shows up as
// a diff of the first lines that changed. The loop, the policy and the
// file handling are written here once; a title says only how its lines
// read, so its existing golden files stay byte for byte what they were.
//
// The policy draws from engine.NewRNG(Config.Seed): the same config plays
// the same game.
type Playthrough struct {
	Title  *engine.Title
	Config engine.Config
	// Decision is the line printed before decision n is applied (without
	// the newline); action is the action's text form.
	Decision func(g engine.Game, n int, action string) string
	// Event is the line of one logged event (without the newline); nil
	// prints EventLine.
	Event func(e engine.Event) string
	// End writes the lines after the last decision: the scores part by
	// part and anything else the title's result holds.
	End func(g engine.Game, b *strings.Builder)
}

// Text plays the game and returns what it printed. It fails t on a set-up
// error or a listed action that Apply refuses.
func (p Playthrough) Text(t testing.TB) string {
	t.Helper()
	var log engine.Log
	g, err := p.Title.New(p.Config, &log)
	if err != nil {
		t.Fatal(err)
	}
	event := p.Event
	if event == nil {
		event = EventLine
	}
	var b strings.Builder
	events := func() {
		for _, e := range log.Events {
			b.WriteString(event(e))
			b.WriteByte('\n')
		}
		log.Events = log.Events[:0]
	}
	events()
	rng := engine.NewRNG(p.Config.Seed)
	for n := 0; g.Current() != engine.GameOver; n++ {
		legal := g.Legal(nil)
		if len(legal) == 0 {
			t.Fatalf("decision %d: %v to move but Legal is empty", n, g.Current())
		}
		a := legal[rng.IntN(len(legal))]
		text := a.Format(p.Title.KindNames)
		b.WriteString(p.Decision(g, n, text))
		b.WriteByte('\n')
		if err := g.Apply(a, &log); err != nil {
			t.Fatalf("decision %d %s: %v", n, text, err)
		}
		events()
	}
	if p.End != nil {
		p.End(g, &b)
	}
	return b.String()
}

// Check plays the game and compares the text with the golden file at path
// (see Golden; update rewrites it).
func (p Playthrough) Check(t testing.TB, path string, update bool) {
	t.Helper()
	Golden(t, path, p.Text(t), update)
}

// EventLine is the common line of an event: its key, its seat and its
// arguments sorted by name ("  arnak.draw seat=1 card=7").
func EventLine(e engine.Event) string {
	return fmt.Sprintf("  %s seat=%d%s", e.Key, e.Seat, EventArgs(e.Args))
}

// EventArgs prints arguments sorted by name as " key=value" each, leaving
// out the keys in skip (a card's text, say: the card's id already says
// which card, and a reworded text is not a change of behaviour).
func EventArgs(m map[string]any, skip ...string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		if !slices.Contains(skip, k) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%v", k, m[k])
	}
	return b.String()
}

// ScoreParts prints a score's breakdown as " label=points" each, the
// labels without prefix (the title's "<t>.score.").
func ScoreParts(ps []engine.ScorePart, prefix string) string {
	var b strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&b, " %s=%d", strings.TrimPrefix(p.Label, prefix), p.Points)
	}
	return b.String()
}
