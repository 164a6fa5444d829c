package donjon

import (
	"fmt"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// mon is a location's monsters in the order of monsters.toml: spiders,
// capcarapy, dragons, vampires, skeletons, VIPs.
func mon(s, c, d, v, k, vip uint8) [NumTypes]uint8 {
	return [NumTypes]uint8{s, c, d, v, k, vip}
}

// where is a dungeon for a scoring test: rooms and corridors by number
// (index 0 unused) and the Entrance.
type where struct {
	rooms, corridors [6][NumTypes]uint8
	entrance         [NumTypes]uint8
}

func (w where) apply(p *dungeon) {
	p.M = [NumLocs][NumTypes]uint8{}
	p.M[LocE] = w.entrance
	for i := 1; i <= 5; i++ {
		p.M[RoomLoc(i)] = w.rooms[i]
		p.M[LocC1+uint8(i-1)] = w.corridors[i]
	}
}

func objectiveIndex(t *testing.T, g *Game, id string) int {
	t.Helper()
	for i, o := range g.d.Objectives {
		if o.ID == id {
			return i
		}
	}
	t.Fatalf("no objective %s", id)
	return -1
}

// Every one of the 16 objective faces (§5.6, objectives.toml), scored on
// a dungeon built for it. The expected points are counted by hand from
// the face's text, as the comment of each case says; the cases sit on the
// thresholds (exactly 2 capcarapy, exactly 6 vampires, the fifth
// corridor), where a `>=` written as `>` or a loop that stops one short
// gives another number. Gold piles (G6, board.toml): two in each of rooms
// 1–4, none in room 5; one dragon per pile.
func TestEveryObjectiveScoredByHand(t *testing.T) {
	type seat = where
	tests := []struct {
		name  string
		id    string
		seats []seat // seat 0 first; others only for the majority face
		want  []int
	}{
		// O-SP1: 4 PZ per room with ≥1 spider and ≥1 capcarap. Rooms 1, 3
		// and 5 qualify; room 2 has spiders only; corridor 1 has both but
		// corridors do not count: 3 × 4 = 12.
		{"spiders and capcarapy in three rooms", "O-SP1", []seat{{
			rooms:     [6][NumTypes]uint8{1: mon(1, 1, 0, 0, 0, 0), 2: mon(2, 0, 0, 0, 0, 0), 3: mon(1, 1, 1, 0, 0, 0), 5: mon(1, 1, 0, 0, 0, 0)},
			corridors: [6][NumTypes]uint8{1: mon(1, 1, 0, 0, 0, 0)},
		}}, []int{12}},
		// O-SP2: spider and dragon in rooms 1 and 4 (room 2 has a spider
		// and a capcarap): 2 × 4 = 8.
		{"spiders and dragons in two rooms", "O-SP2", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(1, 0, 1, 0, 0, 0), 2: mon(1, 1, 0, 0, 0, 0), 4: mon(1, 0, 2, 0, 0, 0)},
		}}, []int{8}},
		// O-SP3: spider and skeleton only in room 5 (room 2: a skeleton
		// alone; the Entrance's pair does not count): 1 × 4 = 4.
		{"spider and skeleton in room 5", "O-SP3", []seat{{
			rooms:    [6][NumTypes]uint8{2: mon(0, 0, 0, 0, 1, 0), 5: mon(1, 0, 0, 0, 1, 0)},
			entrance: mon(1, 0, 0, 0, 1, 0),
		}}, []int{4}},
		// O-SP4: spider and vampire in all five rooms: 5 × 4 = 20.
		{"spiders and vampires everywhere", "O-SP4", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(1, 0, 0, 1, 0, 0), 2: mon(1, 0, 0, 1, 0, 0), 3: mon(1, 0, 0, 1, 0, 0), 4: mon(1, 0, 0, 1, 0, 0), 5: mon(1, 0, 0, 1, 0, 0)},
		}}, []int{20}},
		// O-CA1: per room 1 capcarap = 2, at least 2 = 5. Rooms hold 1, 2,
		// 3, 0, 1: 2 + 5 + 5 + 0 + 2 = 14.
		{"capcarapy tiers", "O-CA1", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 1, 0, 0, 0, 0), 2: mon(0, 2, 0, 0, 0, 0), 3: mon(0, 3, 0, 0, 0, 0), 5: mon(0, 1, 0, 0, 0, 0)},
		}}, []int{14}},
		// O-CA2: 4 PZ per room with at least 2 capcarapy. Rooms hold 2, 1,
		// 3: rooms 1 and 3, 2 × 4 = 8.
		{"pairs of capcarapy", "O-CA2", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 2, 0, 0, 0, 0), 2: mon(0, 1, 0, 0, 0, 0), 3: mon(0, 3, 0, 0, 0, 0)},
		}}, []int{8}},
		// O-CA3: capcarapy in all rooms together: 3 = 5, 6 = 13, 9 = 24
		// (the highest reached). 2 in rooms and 4 in corridors: 2 < 3, 0.
		{"capcarap herd below 3", "O-CA3", []seat{{
			rooms:     [6][NumTypes]uint8{1: mon(0, 2, 0, 0, 0, 0)},
			corridors: [6][NumTypes]uint8{2: mon(0, 4, 0, 0, 0, 0)},
		}}, []int{0}},
		// Exactly 3 (2 + 1): 5.
		{"capcarap herd of exactly 3", "O-CA3", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 2, 0, 0, 0, 0), 4: mon(0, 1, 0, 0, 0, 0)},
		}}, []int{5}},
		// Exactly 6 (3 + 3): 13.
		{"capcarap herd of exactly 6", "O-CA3", []seat{{
			rooms: [6][NumTypes]uint8{2: mon(0, 3, 0, 0, 0, 0), 5: mon(0, 3, 0, 0, 0, 0)},
		}}, []int{13}},
		// 8 (one short of 9): still 13.
		{"capcarap herd of 8", "O-CA3", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 4, 0, 0, 0, 0), 3: mon(0, 4, 0, 0, 0, 0)},
		}}, []int{13}},
		// Exactly 9 (5 + 4): 24.
		{"capcarap herd of exactly 9", "O-CA3", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 5, 0, 0, 0, 0), 3: mon(0, 4, 0, 0, 0, 0)},
		}}, []int{24}},
		// O-CA4: capcarap in 4 rooms = 13, in 5 rooms = 20. Four rooms
		// (room 3 empty): 13.
		{"capcarapy in four rooms", "O-CA4", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 1, 0, 0, 0, 0), 2: mon(0, 2, 0, 0, 0, 0), 4: mon(0, 1, 0, 0, 0, 0), 5: mon(0, 1, 0, 0, 0, 0)},
		}}, []int{13}},
		// All five rooms: 20.
		{"capcarapy in five rooms", "O-CA4", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 1, 0, 0, 0, 0), 2: mon(0, 1, 0, 0, 0, 0), 3: mon(0, 1, 0, 0, 0, 0), 4: mon(0, 1, 0, 0, 0, 0), 5: mon(0, 1, 0, 0, 0, 0)},
		}}, []int{20}},
		// Three rooms and two corridors: the face names rooms only, 0.
		{"capcarapy in three rooms", "O-CA4", []seat{{
			rooms:     [6][NumTypes]uint8{1: mon(0, 1, 0, 0, 0, 0), 2: mon(0, 1, 0, 0, 0, 0), 3: mon(0, 1, 0, 0, 0, 0)},
			corridors: [6][NumTypes]uint8{1: mon(0, 1, 0, 0, 0, 0), 2: mon(0, 1, 0, 0, 0, 0)},
		}}, []int{0}},
		// O-DR1: 3 PZ per dragon on a gold pile, one dragon per pile.
		// Room 1: 1 dragon on 1 pile; room 2: 3 dragons on its 2 piles;
		// room 5 has no gold: 3 × (1 + 2) = 9.
		{"dragons on gold", "O-DR1", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 0, 1, 0, 0, 0), 2: mon(0, 0, 3, 0, 0, 0), 5: mon(0, 0, 2, 0, 0, 0)},
		}}, []int{9}},
		// O-DR2: rooms with a dragon on every pile: 0 = −12, 1 = −5, 2 = 0,
		// 3 = 7, 4 = 15. No dragons at all: −12.
		{"no guarded vault", "O-DR2", []seat{{}}, []int{-12}},
		// Rooms 1 (2 dragons) and 3 (3 dragons) full, room 2 (1 dragon)
		// not, room 5 has no piles: 2 rooms, 0.
		{"two guarded vaults", "O-DR2", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 0, 2, 0, 0, 0), 2: mon(0, 0, 1, 0, 0, 0), 3: mon(0, 0, 3, 0, 0, 0), 5: mon(0, 0, 2, 0, 0, 0)},
		}}, []int{0}},
		// Rooms 1–4 all with 2 dragons: 4 rooms, 15.
		{"four guarded vaults", "O-DR2", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 0, 2, 0, 0, 0), 2: mon(0, 0, 2, 0, 0, 0), 3: mon(0, 0, 2, 0, 0, 0), 4: mon(0, 0, 2, 0, 0, 0)},
		}}, []int{15}},
		// O-DR3: same condition, 1 = 1, 2 = 6, 3 = 15, 4 = 24 (the
		// rulebook's worked example is 2 rooms = 6, TestScoringExample39).
		// One full room (room 4), room 1 half: 1.
		{"one dragon vault", "O-DR3", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 0, 1, 0, 0, 0), 4: mon(0, 0, 2, 0, 0, 0)},
		}}, []int{1}},
		// Three full rooms (1, 2, 3): 15.
		{"three dragon vaults", "O-DR3", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 0, 2, 0, 0, 0), 2: mon(0, 0, 4, 0, 0, 0), 3: mon(0, 0, 2, 0, 0, 0)},
		}}, []int{15}},
		// O-DR4: per room, a dragon on one pile = 2, on both = 8. Room 1:
		// 1 dragon, 2; room 2: 2 dragons, 8; room 3: 5 dragons, 8; room
		// 5 has no piles, 0: 18.
		{"dragon piles", "O-DR4", []seat{{
			rooms: [6][NumTypes]uint8{1: mon(0, 0, 1, 0, 0, 0), 2: mon(0, 0, 2, 0, 0, 0), 3: mon(0, 0, 5, 0, 0, 0), 5: mon(0, 0, 2, 0, 0, 0)},
		}}, []int{18}},
		// O-VA1: 15 PZ with at least 6 vampires in the rooms together.
		// Exactly 6 (2 + 4): 15.
		{"vampire crypt of exactly 6", "O-VA1", []seat{{
			rooms: [6][NumTypes]uint8{2: mon(0, 0, 0, 2, 0, 0), 5: mon(0, 0, 0, 4, 0, 0)},
		}}, []int{15}},
		// 5 in rooms and 3 in corridors: the corridors do not count, 0.
		{"vampire crypt of 5", "O-VA1", []seat{{
			rooms:     [6][NumTypes]uint8{1: mon(0, 0, 0, 5, 0, 0)},
			corridors: [6][NumTypes]uint8{5: mon(0, 0, 0, 3, 0, 0)},
		}}, []int{0}},
		// O-VA2: 4 PZ per corridor with a vampire. Corridors 1, 3 and 5
		// (the last one) and 2 vampires in room 2: 3 × 4 = 12.
		{"vampires in corridors 1, 3 and 5", "O-VA2", []seat{{
			rooms:     [6][NumTypes]uint8{2: mon(0, 0, 0, 2, 0, 0)},
			corridors: [6][NumTypes]uint8{1: mon(0, 0, 0, 1, 0, 0), 3: mon(0, 0, 0, 2, 0, 0), 5: mon(0, 0, 0, 1, 0, 0)},
		}}, []int{12}},
		// Only the fifth corridor: 4.
		{"a vampire in the last corridor", "O-VA2", []seat{{
			corridors: [6][NumTypes]uint8{5: mon(0, 0, 0, 1, 0, 0)},
		}}, []int{4}},
		// O-VA3: 12 PZ to the player(s) with the most vampires in rooms;
		// ties all score; at least one needed (PROPOSED). Seats with 3, 3
		// (one in room 1 and 2 in room 4) and 2 in rooms, and the third
		// seat's 4 corridor vampires do not count: 12, 12, 0.
		{"vampire majority shared", "O-VA3", []seat{
			{rooms: [6][NumTypes]uint8{1: mon(0, 0, 0, 3, 0, 0)}},
			{rooms: [6][NumTypes]uint8{1: mon(0, 0, 0, 1, 0, 0), 4: mon(0, 0, 0, 2, 0, 0)}},
			{rooms: [6][NumTypes]uint8{5: mon(0, 0, 0, 2, 0, 0)}, corridors: [6][NumTypes]uint8{2: mon(0, 0, 0, 4, 0, 0)}},
		}, []int{12, 12, 0}},
		// Nobody has a vampire in a room: nobody scores.
		{"no vampires, no majority", "O-VA3", []seat{
			{corridors: [6][NumTypes]uint8{1: mon(0, 0, 0, 1, 0, 0)}}, {}, {},
		}, []int{0, 0, 0}},
		// O-VA4: corridors with a vampire: 1 = 2, 2 = 6, 3 = 12, 4 = 20,
		// 5 = 30. All five: 30.
		{"vampire patrols in all corridors", "O-VA4", []seat{{
			corridors: [6][NumTypes]uint8{1: mon(0, 0, 0, 1, 0, 0), 2: mon(0, 0, 0, 1, 0, 0), 3: mon(0, 0, 0, 1, 0, 0), 4: mon(0, 0, 0, 2, 0, 0), 5: mon(0, 0, 0, 1, 0, 0)},
		}}, []int{30}},
		// Corridors 2 and 5: 6.
		{"vampire patrols in corridors 2 and 5", "O-VA4", []seat{{
			corridors: [6][NumTypes]uint8{2: mon(0, 0, 0, 1, 0, 0), 5: mon(0, 0, 0, 3, 0, 0)},
		}}, []int{6}},
	}
	covered := map[string]bool{}
	for _, tc := range tests {
		t.Run(tc.id+" "+tc.name, func(t *testing.T) {
			g := blankGame(t, max(2, len(tc.seats)))
			oi := objectiveIndex(t, g, tc.id)
			for i, s := range tc.seats {
				s.apply(&g.s.P[i])
			}
			for i, want := range tc.want {
				if got := g.objective(&g.d.Objectives[oi], uint8(i)); got != want {
					t.Errorf("%s (%s) for seat %d = %d PZ, want %d", tc.id, g.d.Objectives[oi].Text, i, got, want)
				}
			}
		})
		covered[tc.id] = true
	}
	g := blankGame(t, 2)
	for _, o := range g.d.Objectives {
		if !covered[o.ID] {
			t.Errorf("objective %s (%s) is scored by no case", o.ID, o.Name)
		}
	}
}

// §4.11 on one dungeon, part by part as the results screen shows them.
// Objectives O-SP4, O-CA2, O-DR4, O-VA2 (basic/advanced mix). Counted by
// hand:
//   - room 1: spider, capcarap ×2, dragon, vampire — 4 types → 7; spider
//     and vampire → O-SP4 4; 2 capcarapy → O-CA2 4; 1 dragon on one of
//     its 2 piles → O-DR4 2;
//   - room 2: spider, vampire, skeleton — 3 types, no bonus; O-SP4 4;
//   - room 3: capcarap, dragon ×2, skeleton, VIP — 4 types with the VIP
//     (G11: it counts as a type) → 7; both piles → O-DR4 8;
//   - room 5: spider ×3 — one type; nothing;
//   - corridors 2 and 5 hold a vampire → O-VA2 2 × 4 = 8;
//   - penalty tokens 1 and 2 taken → −3; groups in rooms 2 and 5 → −7.
//
// Objectives 8 + 4 + 10 + 8 = 30, four types 14, penalties −3, groups −7:
// 34. The other seat, with 4 monsters of only 3 types (no vampire, one
// capcarap) in room 4 and one group in room 1, has 0 − 1 = −1.
func TestScoreBreakdownByHand(t *testing.T) {
	g := blankGame(t, 2)
	for col, id := range [4]string{"O-SP4", "O-CA2", "O-DR4", "O-VA2"} {
		g.s.Objectives[col] = uint8(objectiveIndex(t, g, id))
	}
	where{
		rooms: [6][NumTypes]uint8{
			1: mon(1, 2, 1, 1, 0, 0),
			2: mon(1, 0, 0, 1, 1, 0),
			3: mon(0, 1, 2, 0, 1, 1),
			5: mon(3, 0, 0, 0, 0, 0),
		},
		corridors: [6][NumTypes]uint8{2: mon(0, 0, 0, 1, 0, 0), 5: mon(0, 0, 0, 1, 0, 0)},
	}.apply(&g.s.P[0])
	g.s.P[0].Tokens = 2
	g.s.P[0].Groups = [5]uint8{0, 1, 0, 0, 1}
	where{rooms: [6][NumTypes]uint8{4: mon(2, 1, 0, 0, 1, 0)}}.apply(&g.s.P[1])
	g.s.P[1].Groups = [5]uint8{1, 0, 0, 0, 0}

	r := g.Result()
	sp := func(label string, points int) engine.ScorePart { return engine.ScorePart{Label: label, Points: points} }
	want := [][]engine.ScorePart{
		{sp("Pająki i wampiry", 8), sp("Pary capcarapów", 4), sp("Smocze stosy", 10), sp("Wampiry w korytarzach", 8),
			sp("donjon.score.four_types", 14), sp("donjon.score.penalties", -3), sp("donjon.score.groups", -7)},
		{sp("Pająki i wampiry", 0), sp("Pary capcarapów", 0), sp("Smocze stosy", 0), sp("Wampiry w korytarzach", 0),
			sp("donjon.score.four_types", 0), sp("donjon.score.penalties", 0), sp("donjon.score.groups", -1)},
	}
	for seat, parts := range want {
		got := r.Scores[seat]
		if d := diffParts(got.Parts, parts); d != "" {
			t.Errorf("seat %d breakdown:\n%s", seat, d)
		}
		sum := 0
		for _, p := range parts {
			sum += p.Points
		}
		if got.Total != sum {
			t.Errorf("seat %d total %d, want %d", seat, got.Total, sum)
		}
	}
	if r.Scores[0].Total != 34 || r.Place[0] != 1 || r.Place[1] != 2 || r.NoWinner {
		t.Errorf("result %+v, want seat 0 first with 34", r)
	}
}

// The room bonus needs 4 different types (§4.11): 4 monsters of 3 types
// give nothing, 4 of 4 types give 7, and 4 types counting the VIP too
// (G11). Penalty tokens cost their values: all 5 taken is −15.
func TestFourTypesAndPenaltiesAtTheEdges(t *testing.T) {
	tests := []struct {
		name        string
		room        [NumTypes]uint8
		tokens      uint8
		types, pens int
	}{
		{"three types, four monsters", mon(2, 1, 1, 0, 0, 0), 0, 0, 0},
		{"exactly four types", mon(1, 1, 1, 1, 0, 0), 1, 7, -1},
		{"three types and a VIP", mon(1, 0, 1, 1, 0, 1), 4, 7, -10},
		{"all six types", mon(1, 1, 1, 1, 1, 1), 5, 7, -15},
	}
	for _, tc := range tests {
		g := blankGame(t, 2)
		for r := 1; r <= 5; r++ {
			g.s.P[0].M[RoomLoc(r)] = tc.room // the same room five times
		}
		g.s.P[0].Tokens = tc.tokens
		sp := g.score(0)
		if sp.FourTypes != 5*tc.types || sp.Penalties != tc.pens {
			t.Errorf("%s: four types %d, penalties %d; want %d (7 per room, 5 rooms) and %d", tc.name, sp.FourTypes, sp.Penalties, 5*tc.types, tc.pens)
		}
	}
}

func diffParts(got, want []engine.ScorePart) string {
	var b strings.Builder
	for i := 0; i < len(got) || i < len(want); i++ {
		var g, w string
		if i < len(got) {
			g = fmt.Sprintf("%s %d", got[i].Label, got[i].Points)
		}
		if i < len(want) {
			w = fmt.Sprintf("%s %d", want[i].Label, want[i].Points)
		}
		if g != w {
			fmt.Fprintf(&b, "  part %d: got %q, want %q\n", i, g, w)
		}
	}
	return b.String()
}
