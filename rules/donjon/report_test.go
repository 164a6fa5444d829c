package donjon

import (
	"encoding/json"
	"testing"

	"stolik/rules/engine"
)

// The `sim -dump` report splits a seat's total into points won and points
// lost. Seat 0 took the tokens 1, 2, 3 (lowest first): 2 when a group
// arrived in room 5 (adventurers, −2), 1 and 3 on Keeper powers (−4); its
// groups in rooms 2 and 5 cost 2 + 5. So adventurers took 2 + 7 = 9 and
// the total is won − 9 − 4. Seat 1's group is advanced from room 4 into
// room 5 in round 3 (Round counts completed rounds): token 1 and 5 for the
// group, 6 in all.
func TestReportSplitsPointsWonAndLost(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[0]
	p.M[RoomLoc(1)] = [NumTypes]uint8{1, 1, 1, 1, 0, 0} // a 4-type room: +7
	p.Tokens = 3
	p.OfficeTokens = 1 << 1 // token 2
	p.Covered = [3]uint8{1, 0, 3}
	p.Groups = [5]uint8{0, 1, 0, 0, 1}
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
	res := g.Result()
	won := 0
	for _, part := range res.Scores[0].Parts[:5] { // 4 objectives and the 4-type rooms
		won += part.Points
	}
	a := r.Players[0]
	if a.FourTypes != 7 || a.Won != won || a.Groups != -7 || a.Office != -2 || a.Keeper != -4 ||
		a.Adventurers != -9 || a.Score != won-13 || a.Score != res.Scores[0].Total || a.OfficeRound != 0 ||
		a.GroupsInRooms != [5]int{0, 1, 0, 0, 1} {
		t.Errorf("seat 0 (won %d): %+v", won, a)
	}
	if p := r.Players[1]; p.OfficeRound != 3 || p.Office != -1 || p.Groups != -5 || p.Adventurers != -6 || p.Keeper != 0 {
		t.Errorf("seat 1: %+v", p)
	}
	if r.OfficeRound != 3 || len(r.Players) != 2 {
		t.Errorf("game: office round %d, %d players", r.OfficeRound, len(r.Players))
	}
}
