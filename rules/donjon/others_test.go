package donjon

import (
	"flag"
	"strconv"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// "Wszyscy inni gracze" choices belong to those seats, clockwise from the
// active player's left (G25): S08 makes each other player send one of
// their own monsters to the Pit.
func TestOthersDecideForThemselves(t *testing.T) {
	g := blankGame(t, 3)
	g.s.Active = 1
	s08 := -1
	for i, c := range g.d.Swords {
		if c.ID == "S08" {
			s08 = i
		}
	}
	g.s.SwordDeck[g.s.SwordN-1] = uint8(s08)
	g.s.Phase = phPower
	for i := range g.s.P {
		g.s.P[i].M[LocE] = [NumTypes]uint8{1, 1, 0, 0, 0, 0}
	}
	g.s.P[1].M[RoomLoc(4)][Dragon] = 1
	g.s.P[1].Groups[0] = 1
	mustApply(t, g, engine.Action{Kind: KindPower, A: 4, B: Dragon}, nil)
	if g.s.P[1].Groups[0] != 0 {
		t.Fatal("the active player's group was not removed")
	}
	for _, want := range []engine.Seat{2, 0} {
		if g.Current() != want {
			t.Fatalf("current %d, want %d", g.Current(), want)
		}
		for _, a := range g.Legal(nil) {
			if a.Kind != KindSacrifice {
				t.Fatalf("unexpected choice %v", a.Format(kindNames))
			}
		}
		mustApply(t, g, engine.Action{Kind: KindSacrifice, A: LocE, B: Capcarap}, nil)
		if g.s.P[want].M[LocE][Capcarap] != 0 {
			t.Fatalf("seat %d did not lose its capcarap", want)
		}
	}
	if g.s.Areas[Pit][Capcarap] < 2 {
		t.Fatal("sacrificed monsters not in the Pit")
	}
}

// G17: both areas below 5 with equal counts — the active player chooses.
func TestThreatAreaTieChoice(t *testing.T) {
	g := blankGame(t, 2)
	g.s.Areas[Forest] = [NumTypes]uint8{1, 1}
	g.s.Areas[Swamp] = [NumTypes]uint8{0, 0, 2}
	g.s.Phase = phThreat
	g.advance(nil)
	legal := g.Legal(nil)
	if len(legal) != 2 || legal[0].Kind != KindArea || g.Current() != 0 {
		t.Fatalf("tie choice %v", legal)
	}
	mustApply(t, g, engine.Action{Kind: KindArea, A: Swamp}, nil)
	if areaTotal(&g.s.Areas[Swamp]) != 4 || areaTotal(&g.s.Areas[Forest]) != 2 {
		t.Fatalf("forest %v swamp %v", g.s.Areas[Forest], g.s.Areas[Swamp])
	}
}

var update = flag.Bool("update", false, "rewrite testdata golden files")

// A seeded game per player count, printed decision by decision with the
// events each one logged, and ending with each seat's score part by part:
// any change of behaviour or of the log shows up as a diff of the first
// lines that changed (OpenSpiel's playthroughs).
// Rewrite with `go test ./rules/donjon -run Golden -args -update`.
func TestGoldenPlaythrough(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
		opts    map[string]string
	}{
		{2, 2024, map[string]string{"objectives": "basic"}},
		{3, 2026, map[string]string{"objectives": "advanced"}},
		{4, 2028, map[string]string{"objectives": "basic"}},
	} {
		enginetest.Playthrough{
			Title:  Title(),
			Config: engine.Config{Players: tc.players, Seed: tc.seed, Options: tc.opts},
			Decision: func(eg engine.Game, n int, action string) string {
				return strings.Join([]string{itoa(n), "seat", itoa(int(eg.Current())), "phase", itoa(eg.(*Game).Phase()), action}, " ")
			},
			// Card texts are left out: the card's id says which card, and a
			// reworded text is not a change of behaviour.
			Event: func(e engine.Event) string {
				line := "  " + e.Key + " seat=" + itoa(int(e.Seat))
				if e.Reveal {
					line += " reveal"
				}
				return line + enginetest.EventArgs(e.Args, "text")
			},
			End: func(eg engine.Game, b *strings.Builder) {
				r := eg.Result()
				for _, s := range r.Scores {
					b.WriteString("score " + itoa(int(s.Seat)) + " " + itoa(s.Total) + " place " + itoa(r.Place[s.Seat]) + "\n")
					for _, p := range s.Parts {
						b.WriteString("  " + strings.TrimPrefix(p.Label, "donjon.score.") + " " + itoa(p.Points) + "\n")
					}
				}
			},
		}.Check(t, "testdata/playthrough_"+itoa(tc.players)+"p.txt", *update)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
