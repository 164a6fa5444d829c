package dungeonologyboard

import (
	"image"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// screenStrings is every text seat's screen shows or would show: the
// labels drawn, the tooltips and large card faces under a grid of points,
// the buttons and the prompt.
func screenStrings(b *Board, view engine.Game, seat engine.Seat) string {
	var rec []table.Drawn
	b.Text.Rec = &rec
	b.labelsPass(nil)
	b.mapLabels(nil)
	b.floating(nil)
	b.Text.Rec = nil
	var sb strings.Builder
	for _, d := range rec {
		sb.WriteString(d.Text + "\n")
	}
	for y := b.Area.Y + 2; y < b.Area.Y+b.Area.H; y += 16 {
		for x := b.Area.X + 2; x < b.Area.X+b.Area.W; x += 16 {
			sb.WriteString(b.tipAt(x, y) + "\n")
			if f, ok := b.CardAt(x, y); ok {
				sb.WriteString(f.Title + "\n" + f.Kind + "\n" + f.Text + "\n" + f.Note + "\n")
			}
		}
	}
	for _, e := range b.btns.All {
		sb.WriteString(e.Text + "\n")
	}
	sb.WriteString(b.Prompt(view, seat))
	return sb.String()
}

// hasName reports whether name occurs in s as a whole name ("Klan I" is
// not in "Klan II").
func hasName(s, name string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			return false
		}
		end := i + k + len(name)
		r, _ := utf8.DecodeRuneInString(s[end:])
		if end >= len(s) || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return true
		}
		i = end
	}
}

// inPublic reports whether txt is, or is part of, a text shown openly
// (one trick's text may be a sentence of another's).
func inPublic(public map[string]bool, txt string) bool {
	for p := range public {
		if strings.Contains(p, txt) {
			return true
		}
	}
	return false
}

// TestSecretsStayOnTheirScreen renders every seat's screen through whole
// games and checks that no other seat's trick cards (unless shown openly:
// the seat's own hand, the discard pile's top), no Clan card the seat may
// not see and no face-down Panic card appear in anything it shows; and
// that a seat whose view holds the Clan card sees it.
func TestSecretsStayOnTheirScreen(t *testing.T) {
	hidden, clanSeen, clanHidden := 0, 0, 0
	for _, players := range []int{2, 4} {
		for seed := uint64(1); seed <= 3; seed++ {
			g := newGame(t, players, seed)
			d := g.Data()
			boards := make([]*Board, players)
			for i := range boards {
				boards[i] = newBoard(t, players)
			}
			rng := engine.NewRNG(seed + 40)
			for step := 0; step < 600 && g.Current() >= 0; step++ {
				if step%17 == 0 {
					full := g.UICamp()
					for s := 0; s < players; s++ {
						seat := engine.Seat(s)
						view := g.View(seat).(*dungeonology.Game)
						var legal []engine.Action
						if g.Current() == seat {
							legal = g.Legal(nil)
						}
						b := boards[s]
						b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, view, seat, legal)
						all := screenStrings(b, view, seat)
						if i := strings.Index(all, "[?"); i >= 0 {
							t.Fatalf("a locale key is missing: %q", all[i:min(len(all), i+50)])
						}
						// Names and texts shown openly: a hidden card that
						// shares one with them is not looked for by it.
						public := map[string]bool{}
						for _, c := range g.UIHand(s) {
							tr := d.Trick(c)
							public[tr.Name], public[tr.Text], public[tr.Flavour] = true, true, true
						}
						if tr := d.Trick(full.LastDiscard); tr != nil {
							public[tr.Name], public[tr.Text], public[tr.Flavour] = true, true, true
						}
						for v := 0; v < players; v++ {
							if v == s {
								continue
							}
							for _, c := range g.UIHand(v) {
								name := d.Trick(c).Name
								if public[name] {
									continue
								}
								hidden++
								if hasName(all, name) {
									t.Fatalf("%dp seed %d step %d: seat %d's screen shows %q from seat %d's hand", players, seed, step, s, name, v)
								}
								// The card's text and flavour, whole (a tooltip
								// or a card face holds them unwrapped).
								for _, txt := range []string{d.Trick(c).Text, d.Trick(c).Flavour} {
									if len(txt) >= 20 && !inPublic(public, txt) && strings.Contains(all, txt) {
										t.Fatalf("%dp seed %d step %d: seat %d's screen shows the text of %q from seat %d's hand: %q", players, seed, step, s, name, v, txt)
									}
								}
							}
						}
						if full.Clan >= 0 {
							name := d.Clans[full.Clan].Name
							if view.UICamp().Clan >= 0 {
								clanSeen++
								if !hasName(all, name) {
									t.Fatalf("step %d: seat %d may see the Clan card but its screen does not show %q", step, s, name)
								}
							} else {
								clanHidden++
								for _, cl := range d.Clans {
									if hasName(all, cl.Name) {
										t.Fatalf("%dp seed %d step %d: seat %d's screen names a Clan card (%q) it may not see", players, seed, step, s, cl.Name)
									}
								}
							}
						}
						if g.View(seat).(*dungeonology.Game).UICamp().Panic < 0 {
							for _, pc := range d.Panics {
								if hasName(all, pc.Name) {
									t.Fatalf("step %d: seat %d's screen names the face-down Panic card %q", step, s, pc.Name)
								}
							}
						}
					}
				}
				mustApply(t, g, pick(g.Legal(nil), &rng))
			}
		}
	}
	t.Logf("hidden cards checked %d, Clan seen %d, Clan hidden %d", hidden, clanSeen, clanHidden)
	if hidden == 0 || clanSeen == 0 || clanHidden == 0 {
		t.Fatalf("the test checked too little: %d hidden cards, Clan seen %d, hidden %d", hidden, clanSeen, clanHidden)
	}
}
