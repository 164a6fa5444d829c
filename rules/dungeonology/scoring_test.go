package dungeonology

import (
	"fmt"
	"testing"
)

// Every scoring rule of the final scoring (§4.17 step 4, Max Alert point 4):
//
//	Score = Σ cube track values + Σ Clan modifiers per cube
//	        + publication bonus (10/7/5/3) + Σ intern points − Σ jinx penalties
//
// Each row below sets one seat's board by hand and states the breakdown
// the formula gives, part by part. The numbers are typed from the rulebook
// and the spec, never read from the data: cube values 2/3/4/5/6 for
// Cywilizacja/Wojsko/Wierzenia/Bogactwa/Kasty («Kostki informacji»), the
// Clan cards of spec §5.9 (PLACEHOLDER values, G1), the bonuses 10/7/5/3,
// the intern points of spec §5.5 and assets/data/dungeonology/interns.toml
// (authored where the seed has none, G7), −2 for every jinx card (G7).

// breakdown is the score parts in Result's order.
type breakdown struct{ cubes, clan, pub, interns, jinx int }

func (b breakdown) total() int { return b.cubes + b.clan + b.pub + b.interns + b.jinx }

var partLabels = [5]string{"dungeonology.score.cubes", "dungeonology.score.clan",
	"dungeonology.score.publication", "dungeonology.score.interns", "dungeonology.score.jinx"}

// checkBreakdown compares seat's Result entry part by part.
func checkBreakdown(t *testing.T, g *Game, seat int, want breakdown, why string) {
	t.Helper()
	res := g.Result()
	sc := res.Scores[seat]
	w := [5]int{want.cubes, want.clan, want.pub, want.interns, want.jinx}
	if len(sc.Parts) != len(w) {
		t.Fatalf("%s: %d score parts, want %d", why, len(sc.Parts), len(w))
	}
	for k, p := range sc.Parts {
		if p.Label != partLabels[k] || p.Points != w[k] {
			t.Errorf("%s: part %d = %s %d, want %s %d", why, k, p.Label, p.Points, partLabels[k], w[k])
		}
	}
	if sc.Total != want.total() {
		t.Errorf("%s: total %d, want %d", why, sc.Total, want.total())
	}
}

// bareSeat empties seat's scoring state: no cubes, no thesis, no intern,
// no jinx card.
func bareSeat(g *Game, seat int) {
	p := &g.s.P[seat]
	p.Col = [NumColours]uint8{}
	p.Rank, p.Interns, p.JinxN = 0, 0, 0
	p.Jinx = [numJinx]uint8{}
}

// Cube values and Clan modifiers: two cubes of one colour under each Clan
// card. By hand, cubes = 2 × value, clan = 2 × modifier:
// Klan I (+1, 0, 0, −1, +1), Klan II (−1, +1, +1, 0, 0),
// Klan III (0, −1, +1, +1, −1).
func TestScoreCubesAndClanModifiers(t *testing.T) {
	values := [NumColours]int{2, 3, 4, 5, 6}
	mods := [numClans][NumColours]int{{1, 0, 0, -1, 1}, {-1, 1, 1, 0, 0}, {0, -1, 1, 1, -1}}
	names := [NumColours]string{"Cywilizacja", "Wojsko", "Wierzenia", "Bogactwa", "Kasty"}
	g := newTestGame(t, 2, 3, nil)
	for clan := 0; clan < numClans; clan++ {
		for c := 0; c < int(NumColours); c++ {
			bareSeat(g, 0)
			g.s.Clan = uint8(clan)
			g.s.P[0].Col[c] = 2
			want := breakdown{cubes: 2 * values[c], clan: 2 * mods[clan][c]}
			checkBreakdown(t, g, 0, want, fmt.Sprintf("Klan %d, 2 × %s", clan+1, names[c]))
		}
	}
	// A full board without a Clan card in the view scores the cubes only.
	bareSeat(g, 0)
	g.s.Clan = none
	g.s.P[0].Col = [NumColours]uint8{1, 1, 1, 1, 1}
	checkBreakdown(t, g, 0, breakdown{cubes: 2 + 3 + 4 + 5 + 6}, "one cube of each colour, no Clan card")
}

// Publication bonus by rank (1st 10, 2nd 7, 3rd 5, 4th 3; none unpublished).
func TestScorePublicationBonus(t *testing.T) {
	g := newTestGame(t, 4, 3, nil)
	for _, tc := range []struct {
		rank uint8
		want int
	}{{0, 0}, {1, 10}, {2, 7}, {3, 5}, {4, 3}} {
		bareSeat(g, 1)
		g.s.P[1].Rank = tc.rank
		checkBreakdown(t, g, 1, breakdown{pub: tc.want}, fmt.Sprintf("thesis published %d.", tc.rank))
	}
}

// Every intern card alone: its end-game points (spec §5.5: Mistrz
// Przetrwania and Strażnik +1 from the seed; the rest authored, G7).
func TestScoreEveryIntern(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	points := map[string]int{"straznik": 1, "bard": 1, "mistrz_przetrwania": 1, "zielarka": 1,
		"kaplanka": 1, "skarbnik": 1, "kartograf": 1, "skryba": 2, "tragarz": 1, "akolita": 2}
	if len(points) != len(g.d.Interns) {
		t.Fatalf("%d interns in the data, %d in this table: add the new card", len(g.d.Interns), len(points))
	}
	both := 0
	for id, pts := range points {
		bareSeat(g, 0)
		g.s.P[0].Interns = 1 << internIdx(t, g, id)
		checkBreakdown(t, g, 0, breakdown{interns: pts}, "intern "+id)
		both += pts
	}
	// All ten at once (one seat cannot hold them all in play, but the sum
	// must still add every card): 1 × 8 + 2 × 2 = 12.
	bareSeat(g, 0)
	g.s.P[0].Interns = 1<<len(g.d.Interns) - 1
	checkBreakdown(t, g, 0, breakdown{interns: 12}, "every intern")
	if both != 12 {
		t.Fatalf("table sums to %d, the hand total says 12", both)
	}
}

// Every jinx card alone: −2 (PLACEHOLDER, G7); three of them −6; a
// face-down card counts as well (spec §4.16: they score at the end).
func TestScoreEveryJinx(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	if len(g.d.Jinxes) != 15 {
		t.Fatalf("%d jinx cards, the box has 15", len(g.d.Jinxes))
	}
	for j := range g.d.Jinxes {
		bareSeat(g, 1)
		g.s.P[1].Jinx[0], g.s.P[1].JinxN = uint8(j), 1
		checkBreakdown(t, g, 1, breakdown{jinx: -2}, "jinx "+g.d.Jinxes[j].ID)
	}
	bareSeat(g, 1)
	g.s.P[1].Jinx[0], g.s.P[1].Jinx[1], g.s.P[1].Jinx[2], g.s.P[1].JinxN = 4, 9, 14, 3
	checkBreakdown(t, g, 1, breakdown{jinx: -6}, "three jinx cards")
}

// Two whole boards in one game, every part at once, and the ranking:
// Klan II. Seat 0: cubes {3 Cyw, 2 Woj, 1 Wie, 0, 1 Kas} = 6+6+4+6 = 22,
// Clan −3 +2 +1 +0 = 0, first thesis 10, Skryba 2, one jinx −2: 32.
// Seat 1: {0, 0, 5 Wie, 2 Bog, 0} = 20+10 = 30, Clan +5 = 35, unpublished,
// Akolita 2 + Strażnik 1 = 3, two jinx −4: 34. Seat 1 wins on points.
func TestScoreTwoBoardsByHand(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	bareSeat(g, 0)
	bareSeat(g, 1)
	g.s.Clan = 1
	p0, p1 := &g.s.P[0], &g.s.P[1]
	p0.Col = [NumColours]uint8{3, 2, 1, 0, 1}
	p0.Rank = 1
	p0.Interns = 1 << internIdx(t, g, "skryba")
	p0.Jinx[0], p0.JinxN = 2, 1
	p1.Col = [NumColours]uint8{0, 0, 5, 2, 0}
	p1.Interns = 1<<internIdx(t, g, "akolita") | 1<<internIdx(t, g, "straznik")
	p1.Jinx[0], p1.Jinx[1], p1.JinxN = 0, 7, 2
	checkBreakdown(t, g, 0, breakdown{22, 0, 10, 2, -2}, "seat 0")
	checkBreakdown(t, g, 1, breakdown{30, 5, 0, 3, -4}, "seat 1")
	if res := g.Result(); res.Place[1] != 1 || res.Place[0] != 2 || res.TieBreak != "" {
		t.Errorf("places %v tie-break %q, want seat 1 first on points (34 against 32)", res.Place, res.TieBreak)
	}
}

// Publication (§4.3 step 2): success when cubes + Clan modifiers reach the
// Clan's threshold (≥), failure one point below. Boards by hand, effective
// values per cube (value + modifier):
//
//	Klan I, threshold 28 (3, 3, 4, 4, 7): {4, 0, 4, 0, 0} = 12 + 16 = 28;
//	        {5, 4, 0, 0, 0} = 15 + 12 = 27.
//	Klan II, threshold 30 (1, 4, 5, 5, 6): {0, 0, 5, 1, 0} = 25 + 5 = 30;
//	        {0, 1, 5, 0, 0} = 4 + 25 = 29.
//	Klan III, threshold 32 (2, 2, 5, 6, 5): {0, 0, 4, 2, 0} = 20 + 12 = 32;
//	        {0, 0, 5, 1, 0} = 25 + 6 = 31.
//
// Interns and jinx cards do not count here (§4.3 step 2), so seat 0 holds
// an intern worth 2 and the 31-point boards still fail. A success takes
// the next rank; a failure removes the most valuable cube and draws a jinx.
func TestPublicationThresholdExactly(t *testing.T) {
	for _, tc := range []struct {
		clan    uint8
		col     [NumColours]uint8
		success bool
	}{
		{0, [NumColours]uint8{4, 0, 4, 0, 0}, true},
		{0, [NumColours]uint8{5, 4, 0, 0, 0}, false},
		{1, [NumColours]uint8{0, 0, 5, 1, 0}, true},
		{1, [NumColours]uint8{0, 1, 5, 0, 0}, false},
		{2, [NumColours]uint8{0, 0, 4, 2, 0}, true},
		{2, [NumColours]uint8{0, 0, 5, 1, 0}, false},
	} {
		g := newTestGame(t, 2, 5, nil)
		g.s.Clan = tc.clan
		bareSeat(g, 0)
		p := &g.s.P[0]
		p.Col = tc.col
		p.Interns = 1 << internIdx(t, g, "skryba")
		g.publish(0, nil)
		what := fmt.Sprintf("Klan %d, board %v", tc.clan+1, tc.col)
		if tc.success {
			if p.Rank != 1 || !p.Finished || p.Col != tc.col || p.JinxN != 0 {
				t.Errorf("%s reaches the threshold exactly: rank %d finished %v cubes %v jinx %d; want published first, cubes kept",
					what, p.Rank, p.Finished, p.Col, p.JinxN)
			}
			continue
		}
		if p.Rank != 0 || p.JinxN != 1 {
			t.Errorf("%s is one point short: rank %d, %d jinx cards; want a failure and one jinx", what, p.Rank, p.JinxN)
		}
	}
}

// Stars (§4.3 step 1): publishing needs 2 stars. The note board's stars
// (spec G2, PLACEHOLDER) lie on the 3rd Cywilizacja, 3rd Wojsko, 2nd
// Wierzenia, 2nd Bogactwa and 1st Kasty space: {0,0,2,0,0} has 1 star,
// {2,2,1,1,0} none, {0,0,2,0,1} two, {3,3,2,2,1} all five.
func TestPublicationNeedsTwoStars(t *testing.T) {
	g := newTestGame(t, 2, 5, nil)
	for _, tc := range []struct {
		col   [NumColours]uint8
		stars int
	}{
		{[NumColours]uint8{0, 0, 2, 0, 0}, 1},
		{[NumColours]uint8{2, 2, 1, 1, 0}, 0},
		{[NumColours]uint8{0, 0, 2, 0, 1}, 2},
		{[NumColours]uint8{3, 0, 0, 0, 0}, 1},
		{[NumColours]uint8{3, 3, 0, 0, 0}, 2},
		{[NumColours]uint8{0, 0, 0, 2, 0}, 1},
		{[NumColours]uint8{3, 3, 2, 2, 1}, 5},
	} {
		g.s.P[0].Col = tc.col
		if got := g.stars(0); got != tc.stars {
			t.Errorf("board %v: %d stars, want %d", tc.col, got, tc.stars)
		}
		g.s.MaxAlert = false
		if got := g.canPublish(0); got != (tc.stars >= 2) {
			t.Errorf("board %v (%d stars): may publish %v, want %v", tc.col, tc.stars, got, tc.stars >= 2)
		}
	}
	g.s.P[0].Col = [NumColours]uint8{3, 3, 2, 2, 1}
	g.s.MaxAlert = true
	if g.canPublish(0) {
		t.Error("the publication phase is skipped in Max Alert (§4.17), whatever the stars")
	}
}

// Tie-break (1) against a scholar who never published: seat 0 published
// 4th (3 points, nothing else); seat 1 has one Wojsko cube under Klan I
// (3 + 0). Both score 3 and seat 1 has more students, but having
// published comes before students, so seat 0 ranks above seat 1.
func TestTieBreakPublishedBeatsUnpublished(t *testing.T) {
	g := newTestGame(t, 4, 3, nil)
	g.s.Clan = 0
	for i := 0; i < 4; i++ {
		bareSeat(g, i)
		g.s.P[i].Students = 1
	}
	g.s.P[0].Rank = 4
	g.s.P[1].Col[1] = 1
	g.s.P[1].Students = 5
	g.s.P[2].Col[0] = 5 // 10 + 5 = 15, first on points
	checkBreakdown(t, g, 0, breakdown{pub: 3}, "seat 0")
	checkBreakdown(t, g, 1, breakdown{cubes: 3}, "seat 1")
	res := g.Result()
	if res.Place[2] != 1 || res.Place[0] != 2 || res.Place[1] != 3 || res.TieBreak != "dungeonology.tiebreak.published" {
		t.Errorf("places %v tie-break %q: want seat 2 first, then the published seat 0 before seat 1", res.Place, res.TieBreak)
	}
}
