package discoverboard

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

// TestEveryTextReadable lays the board out at 1280×720 and 1024×768 for
// 1–4 heroes, plays games forward (fights, nights, menus and decisions
// come up), and measures every text the board draws (no GPU: the labels
// pass runs with a nil image and records): none under table.MinText
// (12 px), none cut with "…", no word split, none outside the board, and
// no locale key missing.
func TestEveryTextReadable(t *testing.T) {
	for _, screen := range table.Screens {
		area := frameArea(screen)
		for _, c := range []struct{ players, scenario int }{{1, 1}, {2, 5}, {3, 2}, {4, 3}, {4, 4}} {
			t.Run(fmt.Sprintf("%dx%d_%dp_s%d", screen[0], screen[1], c.players, c.scenario), func(t *testing.T) {
				g := newGame(t, c.players, 7, c.scenario)
				boards := make([]*Board, c.players)
				for i := range boards {
					boards[i] = newBoard(t, c.players, screen)
				}
				rng := engine.NewRNG(3)
				var rec []table.Drawn
				checked, menus, boxes := 0, 0, 0
				for step := 0; step < 400 && g.Current() >= 0; step++ {
					seat := g.Current()
					legal := g.Legal(nil)
					if step%7 == 0 {
						b := boards[seat]
						b.Text.Rec = &rec
						view := g.View(seat)
						b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, view, seat, legal)
						if step%14 == 0 && b.dec == "" && b.hero >= 0 && len(b.menuList) > 0 {
							b.openMenu(view.(*discover.Game).UIHero(b.hero).Hex)
							menus++
						}
						if b.boxOn() {
							boxes++
						}
						rec = rec[:0]
						b.labelsPass(nil)
						for _, d := range rec {
							checkDrawn(t, step, d, area)
						}
						checked += len(rec)
						b.closeMenu()
						b.Text.Rec = nil
					}
					if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
						t.Fatal(err)
					}
				}
				if checked < 200 || menus == 0 {
					t.Fatalf("only %d texts measured, %d menus opened", checked, menus)
				}
				t.Logf("%d texts, %d menus, %d fight or night boxes", checked, menus, boxes)
			})
		}
	}
}

func checkDrawn(t *testing.T, step int, d table.Drawn, area geom.Rect) {
	t.Helper()
	tabletest.CheckDrawn(t, step, d, area)
}

// The card faces the board shows large (CardAt, Show) fit at reading size.
func TestFacesFit(t *testing.T) {
	g := newGame(t, 2, 1, 1)
	b := newBoard(t, 2)
	seat := g.Current()
	b.Update(&ui.Input{}, g.View(seat), seat, g.Legal(nil))
	d := b.d
	w, h := table.ReadingSize(b.Area)
	var refs []cardRef
	for i := range d.Cards {
		refs = append(refs, cardRef{ckNumbered, i})
	}
	for i := range d.Characters {
		refs = append(refs, cardRef{ckChar, i})
	}
	for i := range d.Quests {
		refs = append(refs, cardRef{ckQuest, i})
	}
	for i := range d.Night {
		refs = append(refs, cardRef{ckNight, i})
	}
	for i := range d.Threats[0] {
		refs = append(refs, cardRef{ckThreat, i})
	}
	for i := range d.Projects {
		refs = append(refs, cardRef{ckProject, i})
	}
	for i := range d.Support {
		refs = append(refs, cardRef{ckSupport, i})
	}
	// The dealt characters' cards over the map in the draft (2 or 4 dealt).
	for _, screen := range table.Screens {
		bs := newBoard(t, 2, screen)
		bs.Update(&ui.Input{}, g.View(seat), seat, g.Legal(nil))
		for _, n := range []int{2, 4} {
			cw, ch := draftCardSize(bs.lay.View, n)
			for i := range d.Characters {
				if v := bs.Kit.LayoutFace(bs.draftFace(i), cw, ch, 0); v.Overflow {
					t.Errorf("%v: %s's draft card (%.0f×%.0f) overflows", screen, d.Characters[i].Name, cw, ch)
				}
			}
		}
	}
	for _, r := range refs {
		f, ok := b.face(r)
		if !ok || f.Title == "" || strings.Contains(f.Title+f.Kind+f.Text, "[?") {
			t.Errorf("%v: face %+v", r, f)
			continue
		}
		v := b.Kit.LayoutFace(f, w, h, 1)
		if v.Overflow {
			t.Errorf("%v (%s): the text does not fit the large view", r, f.Title)
		}
	}
}

// TestShowsWhatIsRevealed: over whole games, every numbered card resolved,
// threat, night card and step, new quest stage, enemy turned face up and
// die rolled comes up on the table with a face that names it (and fits the
// stage); the other events go to the log only.
func TestShowsWhatIsRevealed(t *testing.T) {
	shown := map[string]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		var log engine.Log
		eg, err := discover.Title().New(engine.Config{Players: 2, Seed: seed, Options: map[string]string{"scenario": "1"}}, &log)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*discover.Game)
		b := newBoard(t, 2)
		rng := engine.NewRNG(seed)
		for step := 0; step < 400 && g.Current() >= 0; step++ {
			l := g.Legal(nil)
			if err := g.Apply(pickBiased(l, &rng), &log); err != nil {
				t.Fatal(err)
			}
		}
		w, h := table.ReadingSize(b.Area)
		for _, e := range log.Events {
			ev, ok := e.For(0)
			if !ok {
				continue
			}
			sh, ok := b.Show(ev, g.View(0))
			want := map[string]bool{"discover.card": true, "discover.threat": true, "discover.night": true,
				"discover.night_step": true, "discover.stage": true, "discover.monster_up": true, "discover.roll": true,
				"discover.leader_roll": true, "discover.dirty_roll": true}[ev.Key]
			if ok != want {
				t.Fatalf("%s: shown %v", ev.Key, ok)
			}
			if !ok {
				continue
			}
			shown[ev.Key]++
			f := sh.Face
			if f.Title == "" || strings.Contains(f.Title+f.Kind+f.Text, "[?") {
				t.Fatalf("%s: face %+v", ev.Key, f)
			}
			if v := b.Kit.LayoutFace(f, w*0.78, h*0.78, 1); v.Overflow {
				t.Errorf("%s: %q does not fit the stage", ev.Key, f.Title)
			}
		}
	}
	for _, k := range []string{"discover.card", "discover.night", "discover.night_step", "discover.threat"} {
		if shown[k] == 0 {
			t.Errorf("no %s came up in the games: the test checked too little", k)
		}
	}
	t.Logf("shown: %v", shown)
}
