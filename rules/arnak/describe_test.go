package arnak

import (
	"os"
	"regexp"
	"testing"

	"stolik/rules/engine"
)

// TestDescribeFillsTemplates: every legal action in random games is
// described with a key of the Polish locale whose placeholders all have
// arguments.
func TestDescribeFillsTemplates(t *testing.T) {
	b, err := os.ReadFile("../../locales/arnak.pl.toml")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^"([^"]+)" = (.*)$`)
	ph := regexp.MustCompile(`\{\{\.(\w+)\}\}`)
	// A placeholder inside {{if .x}}…{{end}} is optional.
	guarded := regexp.MustCompile(`\{\{if [^}]*\}\}.*?\{\{end\}\}`)
	tmpl := map[string][]string{}
	for _, m := range line.FindAllStringSubmatch(string(b), -1) {
		for _, p := range ph.FindAllStringSubmatch(guarded.ReplaceAllString(m[2], ""), -1) {
			tmpl[m[1]] = append(tmpl[m[1]], p[1])
		}
		if _, ok := tmpl[m[1]]; !ok {
			tmpl[m[1]] = nil
		}
	}
	title := Title()
	for _, opts := range []map[string]string{nil, snake} {
		for seed := uint64(1); seed <= 20; seed++ {
			n := 1 + int(seed%4)
			g := newTestGame(t, n, seed, opts)
			rng := engine.NewRNG(seed)
			for g.Current() != engine.GameOver {
				legal := g.Legal(nil)
				for _, a := range legal {
					e := title.Describe(g, a)
					args, ok := tmpl[e.Key]
					if !ok {
						t.Fatalf("%s: key %q not in the locale", a.Format(kindNames), e.Key)
					}
					for _, x := range args {
						if _, ok := e.Args[x]; !ok && x != "player" {
							t.Fatalf("%s: %s lacks argument %q", a.Format(kindNames), e.Key, x)
						}
					}
				}
				mustApply(t, g, legal[rng.IntN(len(legal))])
			}
		}
	}
}

// TestEffectSymbols: the board's short effect lines put the caller's
// tokens where EffectText puts nouns, and the data's short op names
// (player.toml op_short). Expected values from the published cards
// (cards.toml): Gołąb pocztowy gives 2 tablets, Zegarek 2 coins or,
// passing, 3 coins; Teodolit a coin and a compass per archaeologist;
// Siekiera exiles a card and gives a compass; Solidne buty give a compass
// and a dig or discovery with a 2-boot discount.
func TestEffectSymbols(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	res := [NumRes]string{"C", "K", "T", "A", "J"}
	travel := [NumTravel]string{"b", "s", "c", "p"}
	for _, tc := range []struct{ card, words, symbols string }{
		{"golab_pocztowy", "2 tabliczki", "2 T"},
		{"zegarek", "2 monety albo spasowanie: 3 monety", "2 C albo spasowanie: 3 C"},
		{"teodolit", "moneta; kompas za każdego archeologa na stanowisku", "C; K za każdego archeologa na stanowisku"},
		{"siekiera", "usunięcie karty; kompas", "usunięcie; K"},                                                             // op_short: exile
		{"solidne_buty", "kompas; wykopaliska albo odkrycie stanowiska (zniżka: 2 buty)", "K; wykopaliska / odkrycie −2 b"}, // op_short: dig
	} {
		e := g.d.Cards[cardID(t, g, tc.card)].Effect
		if got := g.d.EffectText(e); got != tc.words {
			t.Errorf("%s: EffectText %q, want %q", tc.card, got, tc.words)
		}
		if got := g.d.EffectSymbols(e, res, travel); got != tc.symbols {
			t.Errorf("%s: EffectSymbols %q, want %q", tc.card, got, tc.symbols)
		}
	}
}

// The log says «ulepsza tabliczkę na grot strzały»: the verb takes the
// accusative (player.toml's second form), as the action's own description
// already did; the nominative «ulepsza tabliczka» was a grammar slip on
// screen.
func TestUpgradeLogTakesTheAccusative(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	g.s.cur().Res = [NumRes]int16{}
	g.s.cur().Res[Tablet] = 1
	play(t, g, "waga_kupcow")
	title := Title()
	for _, a := range g.Legal(nil) {
		if d := title.Describe(g, a); d.Key != "arnak.act.upres" || d.Args["from"] != "tabliczkę" {
			continue
		}
		var log engine.Log
		if err := g.Apply(a, &log); err != nil {
			t.Fatal(err)
		}
		for _, e := range log.Events {
			if e.Key == "arnak.upres" {
				if e.Args["from"] != "tabliczkę" || e.Args["to"] != "grot strzały" {
					t.Errorf("upgrade logged with from=%v to=%v, want «tabliczkę» and «grot strzały»", e.Args["from"], e.Args["to"])
				}
				return
			}
		}
		t.Fatal("upgrading a tablet logged no arnak.upres event")
	}
	t.Fatal("Waga kupców with a tablet offers no upgrade of the tablet")
}

// At the round's cleanup the choice describes itself as keeping the rest
// of the hand (A 0) or discarding a named card (A 1, B the hand slot),
// not as the generic «choose»/«skip» of an effect (mutation: title.go:363).
func TestCleanupChoiceDescriptions(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, cardID(t, g, "kilof"))
	g.s.Cleanup = true
	title := Title()
	if e := title.Describe(g, engine.Action{Kind: KindChoose}); e.Key != "arnak.act.keep" {
		t.Errorf("cleanup, A 0: key %q, want arnak.act.keep", e.Key)
	}
	e := title.Describe(g, engine.Action{Kind: KindChoose, A: 1, B: 0})
	if e.Key != "arnak.act.discard" || e.Args["card"] != "Kilof" {
		t.Errorf("cleanup, A 1 B 0: key %q card %v, want arnak.act.discard of Kilof", e.Key, e.Args["card"])
	}
}
