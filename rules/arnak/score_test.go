package arnak

import (
	"fmt"
	"testing"
)

// §4.16 final scoring, part by part, on a position built for it. The rules
// are the rulebook's and hard-coded here: each research token scores its
// row's printed VP, a magnifier in the Lost Temple its arrival space's;
// temple tiles their printed VP; 3 VP per idol, slotted ones included, plus
// the printed VP of every empty slot; 5 VP per guardian; the printed VP of
// every item and artifact owned (deck, hand, play area, not exile); −1 per
// Fear card and −2 per fear tile. The printed values (row, arrival and slot
// VP, card VP) are read from the data by name, as the board and cards show
// them: the data is being replaced by the published values and the rules
// must hold whatever they are.
func TestScoreBreakdownByHand(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s, d := &g.s, g.d
	vp := func(id string) int { return int(d.Cards[cardID(t, g, id)].VP) }
	// A row prints two values: a magnifier's VP and a notebook's.
	mag := func(name string) int { return d.RowMagVP[d.NodeRow[node(t, g, name)]-1] }
	note := func(name string) int { return d.RowNoteVP[d.NodeRow[node(t, g, name)]-1] }
	funding, exploration := cardID(t, g, "fundusze_samochod"), cardID(t, g, "eksploracja_statek")

	// Seat 0: magnifier in row 3, notebook in row 5; temple tiles 2 and 6;
	// 2 idols in the crate and 2 on slots 1 and 3 (slots 2 and 4 empty);
	// 2 guardians; Papuga and Dziennik in the deck, Kilof in hand, Namiot
	// in play, Ognisko exiled (not owned), 2 Fear cards and a fear tile.
	p := &s.P[0]
	p.Mag, p.Note = node(t, g, "3"), node(t, g, "5")
	p.Arrival = 0
	p.TempleVP = 8
	p.Crate, p.Slots = 2, 0b0101
	p.NGuard = 2
	p.Deck, p.Hand, p.Play = zone{}, zone{}, zone{}
	for _, id := range []string{"papuga", "dziennik"} {
		p.Deck.push(cardID(t, g, id))
	}
	p.Deck.push(cardFear)
	p.Hand.push(cardID(t, g, "kilof"))
	p.Hand.push(funding)
	p.Play.push(cardID(t, g, "namiot"))
	p.Play.push(cardFear)
	p.FearTiles = 1

	// Seat 1: magnifier arrived second in the Lost Temple, notebook in
	// row 1; no idols (all 4 slots empty), no guardians, only basic cards.
	o := &s.P[1]
	o.Mag, o.Note, o.Arrival = templeNode, node(t, g, "1a"), 2
	o.TempleVP, o.Crate, o.Slots, o.NGuard, o.FearTiles = 0, 0, 0, 0, 0
	o.Deck, o.Hand, o.Play = zone{}, zone{}, zone{}
	o.Deck.push(funding)
	o.Deck.push(exploration)

	want := [2][6]int{
		{
			mag("3") + note("5"),            // research: one token per row
			8,                               // temple tiles 2 + 6
			3*4 + d.SlotVP[1] + d.SlotVP[3], // 4 idols, slots 2 and 4 empty
			5 * 2,                           // guardians
			vp("papuga") + vp("dziennik") + vp("kilof") + vp("namiot"),
			-1*2 - 2*1, // 2 Fear cards, 1 fear tile
		},
		{
			d.ArrivalVP[1] + note("1a"),
			0,
			d.SlotVP[0] + d.SlotVP[1] + d.SlotVP[2] + d.SlotVP[3], // no idols, every slot empty
			0, 0, 0,
		},
	}
	labels := [6]string{"research", "temple", "idols", "guardians", "cards", "fear"}
	r := g.Result()
	for seat := range want {
		sc := r.Scores[seat]
		if len(sc.Parts) != 6 {
			t.Fatalf("seat %d: %d parts, want %v", seat, len(sc.Parts), labels)
		}
		total := 0
		for i, w := range want[seat] {
			total += w
			got := sc.Parts[i]
			if got.Label != "arnak.score."+labels[i] || got.Points != w {
				t.Errorf("seat %d %s: got %s = %d, want %d", seat, labels[i], got.Label, got.Points, w)
			}
		}
		if sc.Total != total {
			t.Errorf("seat %d total %d, want %d", seat, sc.Total, total)
		}
	}
}

// The research part scores each token alone: two tokens in one row count
// twice; a notebook never scores an arrival; a magnifier in the Lost
// Temple scores its arrival space, the first arrival the most, and
// without an arrival order the last space (a safe default).
func TestResearchVPByHand(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	d := g.d
	n5 := node(t, g, "5")
	tests := []struct {
		name      string
		mag, note uint8
		arrival   uint8
		want      int
	}{
		{"both tokens at the start", node(t, g, "start"), node(t, g, "start"), 0, 0},
		{"both in row 5", n5, n5, 0, d.RowMagVP[4] + d.RowNoteVP[4]},
		{"first arrival", templeNode, n5, 1, d.ArrivalVP[0] + d.RowNoteVP[4]},
		{"fourth arrival", templeNode, n5, 4, d.ArrivalVP[3] + d.RowNoteVP[4]},
	}
	for _, tc := range tests {
		p := &g.s.P[0]
		p.Mag, p.Note, p.Arrival = tc.mag, tc.note, tc.arrival
		if got := g.score(0).Parts[0].Points; got != tc.want {
			t.Errorf("%s: research %d, want %d", tc.name, got, tc.want)
		}
	}
	if d.ArrivalVP[0] <= d.ArrivalVP[1] || d.ArrivalVP[2] <= d.ArrivalVP[3] {
		t.Errorf("arrival VP %v must fall with the arrival order", d.ArrivalVP)
	}
}

// Idols: each is 3 VP wherever it is; a slot's printed VP counts only
// while the slot is empty, so slotting an idol costs that slot's VP.
func TestIdolsAndEmptySlotsByHand(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	sv := g.d.SlotVP
	all := sv[0] + sv[1] + sv[2] + sv[3]
	tests := []struct {
		crate, slots uint8
		want         int
	}{
		{0, 0b0000, all},
		{1, 0b0000, 3 + all},
		{0, 0b0001, 3 + all - sv[0]},
		{2, 0b1000, 9 + all - sv[3]},
		{0, 0b1111, 12},
	}
	for _, tc := range tests {
		p := &g.s.P[0]
		p.Crate, p.Slots = tc.crate, tc.slots
		if got := g.score(0).Parts[2].Points; got != tc.want {
			t.Errorf("%d in the crate, slots %04b: idols %d, want %d", tc.crate, tc.slots, got, tc.want)
		}
	}
}

// Ties (§4.16): the earlier Lost Temple arrival wins, then research VP;
// still tied, the result is shared.
func TestTieBreaksByHand(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	for i := range g.s.P[:3] {
		p := &g.s.P[i]
		p.Deck, p.Hand, p.Play = zone{}, zone{}, zone{}
		p.Mag, p.Note, p.Arrival = node(t, g, "start"), node(t, g, "start"), 0
		p.Crate, p.Slots, p.NGuard, p.FearTiles, p.TempleVP = 0, 0b1111, 0, 0, 0
	}
	// Seats 0 and 1 reach 20 VP through research alone, seat 2 through
	// temple tiles with a smaller research part.
	n5 := node(t, g, "5")
	mag5, note5 := g.d.RowMagVP[4], g.d.RowNoteVP[4]
	g.s.P[0].Mag, g.s.P[0].Note = n5, n5
	g.s.P[1].Mag, g.s.P[1].Note = n5, n5
	g.s.P[2].Mag, g.s.P[2].TempleVP = n5, int16(note5)
	res := g.Result()
	if res.Place[0] != 1 || res.Place[1] != 1 || res.Place[2] != 3 || res.TieBreak != "arnak.tie.research" {
		t.Errorf("research decides against seat 2, seats 0 and 1 share: places %v, tie-break %q", res.Place, res.TieBreak)
	}
	// Seat 1's magnifier reached the temple first; seat 0 makes up the
	// difference with temple tiles. Seat 1 wins the tie; seat 2 drops out.
	g.s.P[1].Arrival = 1
	g.s.P[1].Mag = templeNode
	g.s.P[0].TempleVP = int16(g.d.ArrivalVP[0] - mag5)
	g.s.P[2].TempleVP = 0
	res = g.Result()
	if fmt.Sprint(res.Place) != "[2 1 3]" || res.TieBreak != "arnak.tie.temple" {
		t.Errorf("the temple arrival decides: places %v, tie-break %q, totals %d %d %d", res.Place, res.TieBreak,
			res.Scores[0].Total, res.Scores[1].Total, res.Scores[2].Total)
	}
}
