package donjonboard

import (
	"fmt"
	"testing"

	"stolik/render/geom"
	"stolik/rules/donjon"
	"stolik/scenes/table"
)

// frameArea is the frame's board area on a logical screen (table.Screens:
// 1280×720 and 1024×768).
func frameArea(s [2]int) geom.Rect {
	b := table.FrameLayout(s[0], s[1]).Board
	return geom.Rect{X: float64(b.Min.X), Y: float64(b.Min.Y), W: float64(b.Dx()), H: float64(b.Dy())}
}

func inside(in, out geom.Rect) bool {
	const eps = 0.01
	return in.X >= out.X-eps && in.Y >= out.Y-eps && in.X+in.W <= out.X+out.W+eps && in.Y+in.H <= out.Y+out.H+eps
}

func overlap(a, b geom.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestLayoutFits(t *testing.T) {
	for _, screen := range table.Screens {
		for _, n := range []int{2, 3, 4} {
			t.Run(fmt.Sprintf("%dx%d %d players", screen[0], screen[1], n), func(t *testing.T) {
				testLayoutFits(t, frameArea(screen), n)
			})
		}
	}
}

func testLayoutFits(t *testing.T, frameArea geom.Rect, n int) {
	{
		{
			l := NewLayout(frameArea, n)
			if len(l.Dungeons) != n {
				t.Fatalf("%d dungeons, want %d", len(l.Dungeons), n)
			}
			boards := []geom.Rect{l.Terra, l.Power, l.Office, l.Buttons}
			for i, d := range l.Dungeons {
				boards = append(boards, d.Rect)
				if d.Mini != (i > 0) {
					t.Errorf("dungeon %d mini=%v", i, d.Mini)
				}
			}
			for i, r := range boards {
				if !inside(r, frameArea) {
					t.Errorf("board part %d %v outside the area", i, r)
				}
				for j := i + 1; j < len(boards); j++ {
					if overlap(r, boards[j]) {
						t.Errorf("board parts %d %v and %d %v overlap", i, r, j, boards[j])
					}
				}
			}
			if big, small := l.Dungeons[0].Rect.H, l.Dungeons[n-1].Rect.H; big <= small*1.5 {
				t.Errorf("the large dungeon (%v) is not clearly larger than the others (%v)", big, small)
			}
			for i := range l.Dungeons {
				d := &l.Dungeons[i]
				checkDungeon(t, i, d)
			}
			for a := uint8(0); a < donjon.NumAreas; a++ {
				if !inside(l.Areas[a], l.Terra) {
					t.Errorf("area %d outside Terra Amata", a)
				}
				for ty := uint8(0); ty < donjon.NumTypes; ty++ {
					if !inside(l.AreaCell(a, ty), l.Areas[a]) {
						t.Errorf("area %d cell %d outside its box", a, ty)
					}
				}
			}
			cards := []geom.Rect{l.Sword, l.VIPs[0], l.VIPs[1], l.Reserve, l.PDeck, l.Potions[0], l.Potions[1], l.Potions[2]}
			for i, c := range cards {
				if !inside(c, l.Power) {
					t.Errorf("power board item %d %v outside the power board", i, c)
				}
				for j := i + 1; j < len(cards); j++ {
					if overlap(c, cards[j]) {
						t.Errorf("power board items %d and %d overlap", i, j)
					}
				}
			}
			for i, o := range l.Obj {
				if !inside(o, l.Office) || o.H < 30 {
					t.Errorf("objective %d %v does not fit the office board", i, o)
				}
			}
		}
	}
}

func checkDungeon(t *testing.T, i int, d *DungeonGeom) {
	t.Helper()
	var nodes []geom.Rect
	for l := uint8(0); l < donjon.NumLocs; l++ {
		r := d.Node(l)
		if !inside(r, d.Rect) {
			t.Errorf("dungeon %d node %d %v outside %v", i, l, r, d.Rect)
		}
		if minW, minH := 60.0, 90.0; d.Mini && (r.W < 24 || r.H < 28) || !d.Mini && (r.W < minW || r.H < minH) {
			t.Errorf("dungeon %d node %d is too small: %v", i, l, r)
		}
		c := r.Center()
		if got, ok := d.Hit(c.X, c.Y); !ok || got != l {
			t.Errorf("dungeon %d: hit at node %d's centre gives %d %v", i, l, got, ok)
		}
		for ty := uint8(0); ty < donjon.NumTypes && !d.Mini; ty++ {
			if !inside(d.Cell(l, ty), r) {
				t.Errorf("dungeon %d node %d cell %d outside the node", i, l, ty)
			}
		}
		nodes = append(nodes, r)
	}
	for a := range nodes {
		for b := a + 1; b < len(nodes); b++ {
			if overlap(nodes[a], nodes[b]) {
				t.Errorf("dungeon %d nodes %d and %d overlap", i, a, b)
			}
		}
	}
	// §8.3: room n sits between corridors n and n+1 (room 5 right of
	// corridor 5), rooms above corridors, the entrance leftmost.
	for r := 1; r <= 5; r++ {
		rc := d.Node(donjon.RoomLoc(r)).Center()
		cn := d.Node(donjon.LocC1 + uint8(r-1)).Center()
		if rc.X <= cn.X || rc.Y >= cn.Y {
			t.Errorf("dungeon %d: room %d not above-right of corridor %d", i, r, r)
		}
		if r < 5 {
			if next := d.Node(donjon.LocC1 + uint8(r)).Center(); rc.X >= next.X {
				t.Errorf("dungeon %d: room %d not left of corridor %d", i, r, r+1)
			}
		}
	}
	if d.Node(donjon.LocE).X >= d.Node(donjon.LocC1).X {
		t.Errorf("dungeon %d: entrance not left of corridor 1", i)
	}
	for k, r := range append(d.Keeper[:], d.Tokens[:]...) {
		if !inside(r, d.Rect) {
			t.Errorf("dungeon %d keeper/token box %d outside", i, k)
		}
		for l := uint8(0); l < donjon.NumLocs; l++ {
			if overlap(r, d.Node(l)) {
				t.Errorf("dungeon %d keeper/token box %d overlaps node %d", i, k, l)
			}
		}
	}
}
