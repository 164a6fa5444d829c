package enginetest

import (
	"math/bits"
	"slices"
	"testing"

	"stolik/rules/engine"
)

// The suite's random choices of what to try, pinned as properties: which
// listed actions are applied, which unlisted actions must be refused. A
// change in them changes what a broken title must get past, which no
// broken title alone shows (most would still be caught, a few steps
// later or by another check).

func TestSampleListsEveryActionUpToTheCap(t *testing.T) {
	rng := engine.NewRNG(1)
	for _, n := range []int{0, 1, 2, 63, 64} {
		got := sample(n, maxApply, &rng, nil)
		want := make([]int, n)
		for i := range want {
			want[i] = i
		}
		if !slices.Equal(got, want) {
			t.Errorf("%d listed actions: applied %v, want every one in Legal's order", n, got)
		}
	}
	// Wider decisions: a sample of maxApply, drawn at random, not the
	// first maxApply in order.
	for _, n := range []int{65, 200} {
		got := sample(n, maxApply, &rng, nil)
		if len(got) != maxApply {
			t.Errorf("%d listed actions: %d applied, want a sample of %d", n, len(got), maxApply)
		}
		inOrder := true
		for k, i := range got {
			if i < 0 || i >= n {
				t.Fatalf("%d listed actions: index %d applied", n, i)
			}
			inOrder = inOrder && i == k
		}
		if inOrder {
			t.Errorf("%d listed actions: the sample is the first %d in order, not drawn at random", n, maxApply)
		}
	}
	// The same generator state gives the same sample.
	a, b := engine.NewRNG(9), engine.NewRNG(9)
	if x, y := sample(100, maxApply, &a, nil), sample(100, maxApply, &b, nil); !slices.Equal(x, y) {
		t.Errorf("same generator, different samples: %v and %v", x, y)
	}
	// The events check's cap: three actions, the first three of three,
	// three drawn of four.
	if got := sample(3, maxSecretActions, &rng, nil); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("3 listed actions, cap %d: %v, want [0 1 2]", maxSecretActions, got)
	}
	if got := sample(4, maxSecretActions, &rng, nil); len(got) != 3 {
		t.Errorf("4 listed actions, cap %d: %v, want 3 drawn", maxSecretActions, got)
	}
}

func unlistedRunner(illegal int) *runner {
	c := newConfig([]Option{IllegalSamples(illegal)})
	return &runner{c: c, title: &engine.Title{ID: "x", KindNames: []string{"zagraj", "spasuj"}}}
}

func origins(ts []try) map[string]int {
	m := map[string]int{}
	for _, t := range ts {
		m[t.origin]++
	}
	return m
}

func TestUnlistedTriesEachKindOfIllegalAction(t *testing.T) {
	legal := []engine.Action{{Kind: 0, A: 3}, {Kind: 1, A: 1, B: 2}}
	r := unlistedRunner(8)
	rng := engine.NewRNG(5)
	got := r.unlisted(legal, &rng, nil)
	if o := origins(got); o[originRandom] != 8 || o[originForeign] != 0 || o[originMutated] != flips || len(got) != 8+flips {
		t.Fatalf("no earlier states: tries by origin %v (%d in all), want 8 random and %d mutated", o, len(got), flips)
	}
	for i, tr := range got[:8] {
		a := tr.a
		plausible := int(a.Kind) <= len(r.title.KindNames) && a.A < 16 && a.B < 8 && a.C < 4 && a.D == 0 && a.E == 0 && a.X == 0
		if i%2 == 0 && !plausible {
			t.Errorf("random try %d: %+v, want a plausible one (kind ≤ %d, small arguments): the even ones, the first included, are", i, a, len(r.title.KindNames))
		}
		if i%2 == 1 && plausible {
			t.Errorf("random try %d: %+v is plausible, want any 64-bit key (the odd ones)", i, a)
		}
	}
	for _, tr := range got[8:] {
		if tr.origin != originMutated {
			t.Fatalf("try %+v after the random ones: origin %q, want the flips last", tr.a, tr.origin)
		}
		ok := false
		for _, l := range legal {
			d := l.Key() ^ tr.a.Key()
			ok = ok || (bits.OnesCount64(d) == 1 && d >= 1<<8)
		}
		if !ok {
			t.Errorf("mutated try %+v is not a listed action with one bit flipped above the kind", tr.a)
		}
	}
	// One random try is a plausible one: the most useful kind when a title
	// thins the samples out.
	r1 := unlistedRunner(1)
	one := r1.unlisted(legal, &rng, nil)
	if a := one[0].a; one[0].origin != originRandom || a.D != 0 || a.E != 0 || a.X != 0 || a.A >= 16 {
		t.Errorf("IllegalSamples(1): first try %+v (%s), want a plausible random action", a, one[0].origin)
	}
	// No listed action: nothing to flip.
	if got := unlistedRunner(0).unlisted(nil, &rng, nil); len(got) != 0 {
		t.Errorf("no samples, no earlier states, nothing listed: %d tries", len(got))
	}
}

// Every plausible kind is drawn, up to the first one past KindNames (an
// unnamed kind a title must refuse), and none beyond it.
func TestUnlistedKindsReachOnePastTheNames(t *testing.T) {
	r := unlistedRunner(400)
	rng := engine.NewRNG(3)
	seen := map[uint8]int{}
	for i, tr := range r.unlisted([]engine.Action{{Kind: 0}}, &rng, nil)[:400] {
		if i%2 == 0 {
			seen[tr.a.Kind]++
		}
	}
	for k := uint8(0); k <= 2; k++ {
		if seen[k] == 0 {
			t.Errorf("plausible kind %d never drawn in 200 tries: %v", k, seen)
		}
	}
	if len(seen) != 3 {
		t.Errorf("plausible kinds drawn %v, want 0, 1 and 2 only (two names and the first past them)", seen)
	}
}

// The ring of earlier-state actions: the last two actions of each Legal,
// the latest 64 kept, all of them tried.
func TestRememberKeepsTheLatestActions(t *testing.T) {
	r := unlistedRunner(0)
	act := func(n int) engine.Action { return engine.Action{Kind: 1, A: uint8(n), B: uint8(n >> 8)} }
	r.remember([]engine.Action{act(1), act(2), act(3)})
	r.remember([]engine.Action{act(4)})
	r.remember(nil)
	rng := engine.NewRNG(1)
	got := r.unlisted(nil, &rng, nil)
	want := []try{{act(3), originForeign}, {act(2), originForeign}, {act(4), originForeign}}
	if !slices.Equal(got, want) {
		t.Fatalf("after Legal [1 2 3], [4], []: tries %v, want %v", got, want)
	}
	// 200 more decisions of two actions each: the ring holds the latest
	// 64, every one tried once.
	for i := 0; i < 200; i++ {
		r.remember([]engine.Action{act(1000 + 2*i), act(1000 + 2*i + 1)})
	}
	got = r.unlisted(nil, &rng, nil)
	if len(got) != len(r.foreign) {
		t.Fatalf("%d earlier-state tries, want the ring's %d", len(got), len(r.foreign))
	}
	seen := map[engine.Action]bool{}
	for _, tr := range got {
		seen[tr.a] = true
	}
	for n := 1000 + 400 - 64; n < 1400; n++ {
		if !seen[act(n)] {
			t.Errorf("action %d of the latest 64 not tried", n)
		}
	}
	if r.nForeign < len(r.foreign) || r.nForeign > 2*len(r.foreign) {
		t.Errorf("ring count %d, want it kept within [%d, %d]", r.nForeign, len(r.foreign), 2*len(r.foreign))
	}
}
