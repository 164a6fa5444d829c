package donjon

import (
	"encoding/json"
	"testing"

	"stolik/rules/engine"
)

// The `sim -dump` report splits the rulebook's 39-point example (L1476–
// 1530) into points won and points lost: objectives 12+14+6+0 and three
// 4-type rooms (21) are won (53); of the tokens −1, −2, −3 we lay 1 and 3
// left of room 5 (adventurers, −4) and 2 on the Keeper tile (−2); groups
// in rooms 1+3+4 cost 8. So adventurers took 12 and 53−12−2 = 39.
func TestReportSplitsScoringExample(t *testing.T) {
	g := blankGame(t, 2)
	ids := [4]string{"O-SP1", "O-CA1", "O-DR3", "O-VA1"}
	for col, id := range ids {
		for i, o := range g.d.Objectives {
			if o.ID == id {
				g.s.Objectives[col] = uint8(i)
			}
		}
	}
	anna := &g.s.P[0]
	set := func(r int, counts [NumTypes]uint8) { anna.M[RoomLoc(r)] = counts }
	set(1, [NumTypes]uint8{1, 1, 2, 1, 0, 0})
	set(2, [NumTypes]uint8{1, 2, 2, 1, 0, 0})
	set(3, [NumTypes]uint8{1, 1, 0, 1, 1, 0})
	set(4, [NumTypes]uint8{0, 3, 0, 1, 0, 0})
	anna.M[LocC1+1][Vampire] = 2
	anna.Tokens = 3
	anna.OfficeTokens = 1<<0 | 1<<2 // tokens 1 and 3
	anna.Covered = [3]uint8{0, 2, 0}
	anna.Groups = [5]uint8{1, 0, 1, 1, 0}
	// A group of seat 1 reaches the office in round 3 (Round counts
	// completed rounds).
	g.s.Round = 2
	g.s.P[1].Groups[3] = 1
	g.advanceGroup(1, 1, nil)

	b, err := g.View(engine.Observer).(*Game).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var r report
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	a := r.Players[0]
	if a.Score != 39 || a.Won != 53 || a.FourTypes != 21 || a.Objectives != [4]int{12, 14, 6, 0} ||
		a.Groups != -8 || a.Office != -4 || a.Keeper != -2 || a.Adventurers != -12 || a.OfficeRound != 0 ||
		a.GroupsInRooms != [5]int{1, 0, 1, 1, 0} {
		t.Errorf("seat 0: %+v", a)
	}
	if p := r.Players[1]; p.OfficeRound != 3 || p.Office != -1 || p.Groups != -5 || p.Adventurers != -6 {
		t.Errorf("seat 1: %+v", p)
	}
	if r.OfficeRound != 3 || len(r.Players) != 2 {
		t.Errorf("game: office round %d, %d players", r.OfficeRound, len(r.Players))
	}
}
