package arnakboard

import (
	"fmt"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/scenes/table"
)

func inside(r, area geom.Rect) bool {
	return r.X >= area.X-0.01 && r.Y >= area.Y-0.01 && r.X+r.W <= area.X+area.W+0.01 && r.Y+r.H <= area.Y+area.H+0.01
}

func overlap(a, b geom.Rect) bool {
	return a.X < b.X+b.W-0.01 && b.X < a.X+a.W-0.01 && a.Y < b.Y+b.H-0.01 && b.Y < a.Y+a.H-0.01
}

func checkSet(t *testing.T, what string, rs []geom.Rect, area geom.Rect) {
	t.Helper()
	for i, r := range rs {
		if r.W <= 0 || r.H <= 0 {
			t.Errorf("%s %d is empty: %+v", what, i, r)
		}
		if !inside(r, area) {
			t.Errorf("%s %d %+v is outside %+v", what, i, r, area)
		}
		for j := i + 1; j < len(rs); j++ {
			if overlap(r, rs[j]) {
				t.Errorf("%s %d %+v overlaps %d %+v", what, i, r, j, rs[j])
			}
		}
	}
}

func TestLayoutFitsWithoutOverlaps(t *testing.T) {
	for _, side := range []uint8{0, 1} {
		d, err := arnak.DefaultData()
		if err != nil {
			t.Fatal(err)
		}
		if side == 1 {
			d = d.Snake
		}
		for _, area := range []geom.Rect{{X: 10, Y: 72, W: 860, H: 638}, {X: 0, Y: 40, W: 1280, H: 680}, {X: 10, Y: 72, W: 1260, H: 640}, {X: 0, Y: 0, W: 1920, H: 1080}} {
			for players := 1; players <= 4; players++ {
				l := NewLayout(area, players, d)
				name := fmt.Sprintf("side %d %dp %vx%v", side, players, area.W, area.H)
				panels := append([]geom.Rect{l.Sites, l.RowPanel, l.Hand, l.Research, l.Buttons}, l.Players...)
				checkSet(t, name+" panel", panels, area)
				if len(l.Site) != len(d.Sites) || len(l.Node) != len(d.NodeRow) || len(l.Players) != players {
					t.Fatalf("%s: %d sites, %d nodes, %d players", name, len(l.Site), len(l.Node), len(l.Players))
				}
				checkSet(t, name+" site", l.Site, l.Sites)
				checkSet(t, name+" row", append(l.Row[:], l.Decks), l.RowPanel)
				checkSet(t, name+" node", append(append([]geom.Rect{}, l.Node...), l.Temple), l.Research)
				checkSet(t, name+" slot", append(append([]geom.Rect{}, l.Slots...), l.Status), l.Buttons)
				checkSet(t, name+" wide slot", append(append([]geom.Rect{}, l.Wide...), l.Status), l.Buttons)
				if len(l.Slots) < 6 {
					t.Errorf("%s: only %d button slots", name, len(l.Slots))
				}
				for n := 1; n <= 14; n++ {
					hr := l.handRects(nil, n)
					checkSet(t, fmt.Sprintf("%s hand of %d", name, n), append(hr, l.playLine()), l.Hand)
				}
				for i, r := range l.Site {
					if r.H < 40 || r.W < 90 {
						t.Errorf("%s: site %d too small to read: %+v", name, i, r)
					}
				}
			}
		}
	}
}

// TestMoonStaffBetweenArtifactsAndItems: the rulebook's moon staff
// (księżycowe berło) stands right of the round's last artifact slot and
// left of the first item slot (round r: r artifacts), in the gap between
// the two cards, and is not drawn once the game is over.
func TestMoonStaffBetweenArtifactsAndItems(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 2)
	for r := 1; r <= 5; r++ {
		at, ok := b.staffAt(r)
		art, item := b.lay.Row[r-1], b.lay.Row[r]
		if !ok || at.X < art.X+art.W-0.5 || at.X+at.W > item.X+0.5 {
			t.Errorf("round %d: staff %v (shown %v), want between %v and %v", r, at, ok, art, item)
		}
	}
	if _, ok := b.staffAt(6); ok {
		t.Error("staff drawn after round 5")
	}
}

// TestMoonStaffBelowTheHeading: the staff and its moon (radius 3.5 at its
// top) stay below the row's heading line of text.
func TestMoonStaffBelowTheHeading(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 2)
	at, _ := b.staffAt(3)
	if top := b.lay.Decks.Y + b.lay.Decks.H; at.Y-3.5 < top {
		t.Errorf("staff's moon from y=%.1f, the heading line ends at %.1f", at.Y-3.5, top)
	}
}

// TestResearchNodesNameTheRowsRewardsAndPoints: hovering a research node
// tells what the board prints beside its row, the magnifier's and the
// notebook's reward and end-game points (bird row 5: +1 compass, 9 VP;
// 3 compasses, 6 VP; report §3.5), and the temple the arrival points
// 23/21/20/19.
func TestResearchNodesNameTheRowsRewardsAndPoints(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 2)
	d := b.d
	for n, r := range d.NodeRow {
		tip := b.txt.nodeTip[n]
		switch {
		case r == 5:
			if !strings.Contains(tip, "Lupa w tym rzędzie: kompas; na koniec gry 9 PZ") ||
				!strings.Contains(tip, "Brulion w tym rzędzie: 3 kompasy; na koniec gry 6 PZ") {
				t.Errorf("row 5 node tooltip %q", tip)
			}
		case int(r) == len(d.RowMag)+1:
			if !strings.Contains(tip, "23 / 21 / 20 / 19 PZ") {
				t.Errorf("temple tooltip %q", tip)
			}
		}
	}
}

// TestUndiscoveredSitesShowTheirFaceUpIdol: the rulebook lays one idol
// face up on every undiscovered site (level II: one up, one down); the
// player sees what it gives before discovering. Every undiscovered site's
// tooltip names the face-up idol's reward, and the board shows it in an
// idol pill where the line has room (at 1280×720 with 2 players, the
// resource idols at least).
func TestUndiscoveredSitesShowTheirFaceUpIdol(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 2)
	pills := 0
	for i := range b.d.Sites {
		sv := b.view.UISite(i)
		if b.d.Sites[i].Level == 0 || sv.Tile != arnak.UINone {
			continue
		}
		want := b.view.UIEffectText(b.d.Idols[sv.Idol[0]].Effect)
		if !strings.Contains(b.txt.siteTip[i], "Odkryty bożek daje: "+want) {
			t.Errorf("site %d tooltip %q does not name its idol (%s)", i, b.txt.siteTip[i], want)
		}
		if strings.HasPrefix(b.txt.siteGuard[i], "{bożek} ") {
			pills++
		}
	}
	if pills == 0 {
		t.Error("no undiscovered site shows its idol's reward")
	}
}

// TestResearchRowPointsUnderTheTemple: under the temple's stacks the
// board lists each research row's end-game points, magnifier/notebook, as
// the physical board prints them (bird: 16/10 in row 7 … 1/0 in row 1,
// report §3.5), whole, when the panel has room (1280×720, 2 players).
func TestResearchRowPointsUnderTheTemple(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 2)
	want := []string{"PZ lupa/brulion", "7: 16/10 · 6: 12/8", "5: 9/6 · 4: 6/4", "3: 4/2 · 2: 2/1", "1: 1/0"}
	if strings.Join(b.txt.rowVP, "|") != strings.Join(want, "|") {
		t.Fatalf("row points %q, want %q", b.txt.rowVP, want)
	}
	var rec []table.Drawn
	b.Text.Rec = &rec
	b.labelsPass(nil)
	found := 0
	for _, d := range rec {
		for _, w := range want {
			if d.Text == w && inside(d.Box, b.lay.Temple) && !d.Cut {
				found++
			}
		}
	}
	if found != len(want) {
		t.Errorf("%d of the %d lines drawn whole in the temple panel", found, len(want))
	}
}
