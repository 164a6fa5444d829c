package donjon

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/rules/engine"
)

// Tests for mutants that lived in the sampled gremlins runs of issue 14
// (rules/enginetest/MUTATION.md, shards of 24 over every non-test file).
// Each expected value is worked out by hand from the spec
// (/work/shared/rules/nowicjusze.md), as each comment says.

// TestBadRoomStepsNamesTheRoom (board.toml checks in Polish, rooms counted
// from 1; §4.8 room 3 «Tam i z powrotem» gives 7 steps): room 3 with
// steps = 0 is refused as «komnata 3: steps 1..20». Kills data.go:720
// (`i+1` → `i−1`: «komnata 1»).
func TestBadRoomStepsNamesTheRoom(t *testing.T) {
	m := dataFS(t)
	s := string(m["board.toml"].Data)
	if !strings.Contains(s, "steps = 7\n") {
		t.Fatal("fixture text «steps = 7» not found in board.toml")
	}
	m["board.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, "steps = 7\n", "steps = 0\n", 1))}
	_, err := LoadData(m)
	if err == nil || !strings.Contains(err.Error(), "komnata 3: steps 1..20") {
		t.Fatalf("room 3 with 0 steps: err %v, want one saying «komnata 3: steps 1..20»", err)
	}
}

// TestPenaltyTokenLogged (§4.4 «Nie chcę poszukiwaczy przygód w moim
// biurze!»: a group arriving in room 5 takes the lowest penalty token left,
// at any moment): seat 1's group in room 3 advancing 3 rooms arrives in
// room 5 and takes token 1; the log says so, «donjon.penalty» with value
// 1; with a second group arriving the value is 2. Kills effects.go:288
// (`log != nil` → `== nil`: the penalty never logged).
func TestPenaltyTokenLogged(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[1]
	p.Groups[2], p.Groups[3] = 1, 1 // rooms 3 and 4
	for _, want := range []int{1, 2} {
		log := &engine.Log{}
		g.advanceGroup(1, 3, log)
		var got []any
		for _, e := range log.Events {
			if e.Key == "donjon.penalty" {
				got = append(got, e.Args["value"])
			}
		}
		if len(got) != 1 || got[0] != want || p.Tokens != uint8(want) {
			t.Errorf("group %d arriving in room 5: penalty lines %v, tokens %d; want one with value %d", want, got, p.Tokens, want)
		}
	}
}

// TestObjectiveTableLastValueForLargerCounts (objectives.toml: «tabele:
// indeks = liczba (komnat/korytarzy), ostatnia wartość dla większych
// liczb»; §5.6 the table objectives): a count past the table's end scores
// the table's last value, a count within it the value at that index, an
// empty table 0. By hand with [0, 2, 6]: 0 → 0, 2 → 6, 5 → 6; with O-CA4's
// table shortened to [0, 0, 0, 0, 13] on a copy of the data (every shipped
// table already reaches the largest count), 5 rooms with a capcarap score
// 13. Kills score.go:48 ×2 (`len(t)−1` → `len(t)+1`: read past the table,
// a panic).
func TestObjectiveTableLastValueForLargerCounts(t *testing.T) {
	for _, tc := range []struct {
		table []int
		i     int
		want  int
	}{{nil, 3, 0}, {[]int{0, 2, 6}, 0, 0}, {[]int{0, 2, 6}, 2, 6}, {[]int{0, 2, 6}, 5, 6}} {
		got, ok := func() (v int, ok bool) {
			defer func() { ok = recover() == nil }()
			return tableAt(tc.table, tc.i), true
		}()
		if !ok || got != tc.want {
			t.Errorf("table %v at %d: %d (no panic: %v), want %d, the last value for larger counts", tc.table, tc.i, got, ok, tc.want)
		}
	}
	m := dataFS(t)
	s := string(m["objectives.toml"].Data)
	if !strings.Contains(s, "table = [0, 0, 0, 0, 13, 20]") {
		t.Fatal("O-CA4's table not found in objectives.toml")
	}
	m["objectives.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, "table = [0, 0, 0, 0, 13, 20]", "table = [0, 0, 0, 0, 13]", 1))}
	d, err := LoadData(m)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(d, engine.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	o := &d.Objectives[objectiveIndex(t, g, "O-CA4")]
	for r := 1; r <= 5; r++ {
		g.s.P[0].M[RoomLoc(r)][o.Type] = 1
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("O-CA4 with a 5-entry table and 5 rooms: panic %v", r)
			}
		}()
		if got := g.objective(o, 0); got != 13 {
			t.Errorf("O-CA4 with the table [0 0 0 0 13] and 5 rooms: %d, want 13 (the last value)", got)
		}
	}()
}

// TestDescribeAKindPastTheLast (title.go describe: any action may be
// described, even one the rules refuse): the kind one past the last,
// numKinds, is described as «donjon.act.unknown» and never read past
// the names. Kills title.go:72 (`>= len(kindNames)` → `>`: a panic).
func TestDescribeAKindPastTheLast(t *testing.T) {
	g := blankGame(t, 2)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing kind %d panics: %v", numKinds, r)
		}
	}()
	if e := describe(g, engine.Action{Kind: numKinds}); e.Key != "donjon.act.unknown" {
		t.Errorf("kind %d described as %q, want donjon.act.unknown", numKinds, e.Key)
	}
}

// TestDeterminizeDealsEveryFaceDownKeeperTile (§3.4 each player one of
// the 6 Keeper tiles; §4.5 a tile turns face up at 5 monsters in room 5,
// then everybody knows it; G26 a face-down tile is hidden from all, its
// owner too): with seat 3's tile face up and seats 0, 1 and 2 face down,
// a determinization for seat 0 deals each of seats 0, 1 and 2 a different
// tile from the 5 that are not face up, and never changes the face-up one.
// By hand: seats hold tiles 0–3, tile 3 face up, so the pool is tiles 0,
// 1, 2, 4 and 5; 30 redeals each give three different ones of them.
// Kills view.go:120 (`i++` → `i--`: only seat 0 redealt, seats 1 and 2
// left with the view's masked tile 0, the same tile twice).
func TestDeterminizeDealsEveryFaceDownKeeperTile(t *testing.T) {
	g := blankGame(t, 4)
	for i := range g.s.P {
		g.s.P[i].Keeper = uint8(i)
		g.s.P[i].KeeperUp = i == 3
	}
	view := g.View(0).(*Game)
	rng := engine.NewRNG(7)
	for k := 0; k < 30; k++ {
		d := view.Clone().(*Game)
		d.Determinize(0, &rng)
		if d.s.P[3].Keeper != 3 {
			t.Fatalf("redeal %d: seat 3's face-up tile 3 became %d", k, d.s.P[3].Keeper)
		}
		var used [numTiles]bool
		used[3] = true
		for i := 0; i < 3; i++ {
			x := d.s.P[i].Keeper
			if int(x) >= numTiles || used[x] {
				t.Fatalf("redeal %d: face-down tiles of seats 0–2 %d, %d, %d; want three different tiles other than 3",
					k, d.s.P[0].Keeper, d.s.P[1].Keeper, d.s.P[2].Keeper)
			}
			used[x] = true
		}
	}
}

// TestVampireMajorityAgainstEverySeat (O-VA3 «12 PZ dla gracza (graczy)
// z największą liczbą wampirów we wszystkich komnatach razem», §5.6): a
// seat scores only when no seat at all has more, the last one included.
// By hand, 3 seats with 1, 2 and 3 vampires in rooms: 0, 0, 12 (seat 1's
// 2 beat seat 0's 1 but not seat 2's 3). Kills score.go:145 (`i++` →
// `i--`: only seat 0 compared, so seat 1 scored 12).
func TestVampireMajorityAgainstEverySeat(t *testing.T) {
	g := blankGame(t, 3)
	o := &g.d.Objectives[objectiveIndex(t, g, "O-VA3")]
	for i, n := range []uint8{1, 2, 3} {
		g.s.P[i].M[RoomLoc(i+1)][Vampire] = n
	}
	for i, want := range []int{0, 0, 12} {
		if got := g.objective(o, uint8(i)); got != want {
			t.Errorf("O-VA3 with 1, 2 and 3 vampires in rooms: seat %d scores %d, want %d", i, got, want)
		}
	}
}

// TestThreatWithOneMonsterRefused: a threat card names 2 monsters for the
// forest and the swamp; one is refused with a message, without reading
// past the list. Kills data.go:890 (`i < len(t.Monsters)` → `<=`: a panic
// on the missing second).
func TestThreatWithOneMonsterRefused(t *testing.T) {
	m := dataFS(t)
	s := string(m["threats.toml"].Data)
	const two = `monsters = ["spider", "capcarap"]`
	if !strings.Contains(s, two) {
		t.Fatal("a threat with spider and capcarap not found in threats.toml")
	}
	m["threats.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, two, `monsters = ["spider"]`, 1))}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("a threat with one monster: panic %v, want an error", r)
			}
		}()
		_, err = LoadData(m)
	}()
	if err == nil || !strings.Contains(err.Error(), "potrzeba 2 potworów") {
		t.Fatalf("a threat with one monster: %v, want «potrzeba 2 potworów»", err)
	}
}

// TestGameOfficeRoundIsTheEarliest: the report's game-wide office round is
// the first round any seat's group reached the office, 0 when none did,
// whatever the seats' order. Kills report.go:74 (`> 0` → `>= 0`: a seat
// that never reached it wipes an earlier one; `<` → `>=`: the latest
// kept).
func TestGameOfficeRoundIsTheEarliest(t *testing.T) {
	for _, tc := range []struct {
		seats [2]uint8
		want  int
	}{{[2]uint8{3, 0}, 3}, {[2]uint8{0, 3}, 3}, {[2]uint8{3, 2}, 2}, {[2]uint8{2, 3}, 2}, {[2]uint8{0, 0}, 0}} {
		g := newTestGame(t, 2, 1, nil)
		g.s.P[0].OfficeRound, g.s.P[1].OfficeRound = tc.seats[0], tc.seats[1]
		if got := g.report().OfficeRound; got != tc.want {
			t.Errorf("seats' office rounds %v: game's %d, want %d", tc.seats, got, tc.want)
		}
	}
}

// TestVIPOutsideTheTypesWhenTheRuleSaysSo (board.toml vip_counts_as_type,
// PROPOSED true; §5 a room with 4 kinds of monster scores FourTypesVP):
// with the rule false, a room of 3 kinds and a VIP is not a 4-kind room
// and a room of 4 kinds is; with the shipped data (true) both are. By
// hand: 7 and 14. Kills score.go:28 (`t == VIP` → `!=`: with the rule
// false every other kind skipped, 0).
func TestVIPOutsideTheTypesWhenTheRuleSaysSo(t *testing.T) {
	for _, tc := range []struct {
		counts bool
		want   int
	}{{false, 7}, {true, 14}} {
		m := dataFS(t)
		s := string(m["board.toml"].Data)
		if !strings.Contains(s, "vip_counts_as_type = true") {
			t.Fatal("vip_counts_as_type = true not found in board.toml")
		}
		if !tc.counts {
			m["board.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, "vip_counts_as_type = true", "vip_counts_as_type = false", 1))}
		}
		d, err := LoadData(m)
		if err != nil {
			t.Fatal(err)
		}
		g, err := New(d, engine.Config{Players: 2, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if d.Rules.FourTypesMin != 4 || d.Rules.FourTypesVP != 7 {
			t.Fatalf("4-kind rooms: min %d, %d PZ; the test assumes 4 and 7", d.Rules.FourTypesMin, d.Rules.FourTypesVP)
		}
		p := &g.s.P[0]
		p.M[RoomLoc(1)] = [NumTypes]uint8{1, 1, 1, 0, 0, 1} // 3 kinds and a VIP
		p.M[RoomLoc(2)] = [NumTypes]uint8{1, 1, 1, 1, 0, 0} // 4 kinds
		if got := g.score(0).FourTypes; got != tc.want {
			t.Errorf("VIP counts as a kind: %v: 4-kind rooms %d PZ, want %d", tc.counts, got, tc.want)
		}
	}
}

// TestFaceDownKeeperSecretWhenTileZeroIsTaken (G26: a face-down Keeper
// tile is hidden from all): the secrets list swaps seat 2's face-down
// tile for one nobody holds, also when tile 0 is taken. By hand: seat 1
// holds tile 0 (face up), seat 2 tile 3 face down: the swap is 1, 2, 4
// or 5. Kills secrets.go:76 (`int(t) < len` → `>=` and `t < numTiles` →
// `>=`: no tile tried, no secret; `t++` → `t--`: only tile 0 tried,
// taken, no secret).
func TestFaceDownKeeperSecretWhenTileZeroIsTaken(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	g.s.P[0].Keeper, g.s.P[0].KeeperUp = 0, true
	g.s.P[1].Keeper, g.s.P[1].KeeperUp = 3, false
	rng := engine.NewRNG(1)
	for _, sec := range secrets(g, &rng) {
		if sec.Name != "zakryty kafelek Strażnika gracza 2" {
			continue
		}
		switch k := sec.Game.(*Game).s.P[1].Keeper; k {
		case 1, 2, 4, 5:
			return
		default:
			t.Fatalf("seat 2's face-down tile swapped for %d, held already", k)
		}
	}
	t.Fatal("no secret «zakryty kafelek Strażnika gracza 2»")
}

// TestRecruitWithoutAnArea: a recruitment whose area index is past the
// last (no area) is described without one and without a panic. Kills
// title.go:100 (`a.A < NumAreas` → `<=`: AreaNames read past its end).
func TestRecruitWithoutAnArea(t *testing.T) {
	g := blankGame(t, 2)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing a recruitment with area %d panics: %v", NumAreas, r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindRecruit, A: NumAreas, B: 0, C: 1}); e.Args["area"] != nil {
		t.Errorf("a recruitment with area %d described with area %v", NumAreas, e.Args["area"])
	}
}

// TestWrongMonsterIDNamesItsPlace (monsters.toml in its fixed order,
// counted from 1): the first monster with another id is refused as
// «potwór 1: oczekiwano id "spider"». Kills data.go:580 (`i+1` → `i-1`:
// «potwór -1»).
func TestWrongMonsterIDNamesItsPlace(t *testing.T) {
	m := dataFS(t)
	s := string(m["monsters.toml"].Data)
	if !strings.Contains(s, `id = "spider"`) {
		t.Fatal(`id = "spider" not found in monsters.toml`)
	}
	m["monsters.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, `id = "spider"`, `id = "pajak"`, 1))}
	_, err := LoadData(m)
	if err == nil || !strings.Contains(err.Error(), `potwór 1: oczekiwano id "spider"`) {
		t.Fatalf("the first monster's id changed: %v, want «potwór 1: oczekiwano id \"spider\"»", err)
	}
}

// TestDragonOnGoldInTheLastRoom (O-DR1 «3 PZ za smoka na 1 stosie
// złota»): every room with gold counts, the fifth too. The shipped board
// has no gold in room 5 (board.toml, authored), so on a copy with one pile
// there a dragon on it scores 3 PZ. Kills score.go:100 (`r <= 5` → `<`:
// room 5 never read, 0).
func TestDragonOnGoldInTheLastRoom(t *testing.T) {
	m := dataFS(t)
	s := string(m["board.toml"].Data)
	const r5 = "id = \"R5\"\nname_pl = \"komnata 5\"\nkind = \"room\"\ngold = 0\n"
	if !strings.Contains(s, r5) {
		t.Fatal("room 5 with gold = 0 not found in board.toml")
	}
	m["board.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, r5, strings.Replace(r5, "gold = 0", "gold = 1", 1), 1))}
	d, err := LoadData(m)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(d, engine.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.s.P[0].M[RoomLoc(5)][Dragon] = 1
	if got := g.objective(&d.Objectives[objectiveIndex(t, g, "O-DR1")], 0); got != 3 {
		t.Errorf("a dragon on room 5's one pile of gold: O-DR1 %d PZ, want 3", got)
	}
}

// TestRemoveAGroupFromTheLastRoom (spec «remove_groups»: groups back to
// the inn terrace from any room of the dungeon, S09 «z dowolnej komnaty»,
// rooms 1–5): with one group in room 2 and one in room 5 and one to
// remove, both rooms are offered and each is accepted; removing from room
// 5 leaves room 2's group and puts one on the terrace. Kills legal.go:296
// (`a.A <= hi` → `<`: the group in the last room listed but refused).
func TestRemoveAGroupFromTheLastRoom(t *testing.T) {
	for _, room := range []uint8{2, 5} {
		g := blankGame(t, 2)
		g.s.P[0].Groups = [5]uint8{0, 1, 0, 0, 1}
		g.s.Phase = phPower
		g.pushRaw(pending{Op: opRemoveGroups, Seat: 0, N: 1, From: selAnyRooms})
		g.advance(nil)
		terrace := g.s.InnTerrace
		a := engine.Action{Kind: KindRemove, A: room}
		if !engine.Contains(g.Legal(nil), a) {
			t.Fatalf("room %d is not offered: %v", room, g.Legal(nil))
		}
		if err := g.Apply(a, nil); err != nil {
			t.Fatalf("removing the group in room %d refused: %v", room, err)
		}
		want := [5]uint8{0, 1, 0, 0, 1}
		want[room-1] = 0
		if g.s.P[0].Groups != want || g.s.InnTerrace != terrace+1 {
			t.Errorf("after removing from room %d: groups %v, terrace %d; want %v, %d", room, g.s.P[0].Groups, g.s.InnTerrace, want, terrace+1)
		}
	}
}

// TestThreatRowOrderIsASecret (§4.3: the face-down Threat row's cards
// were all shown, its order is the secret): for a row of three different
// cards, every draw of the Secrets hook offers a variant that swaps two
// different places of the row and changes nothing else of it. Kills
// secrets.go:56 (`i + 1` → `i − 1`: the other place may be the same one,
// or −1, a panic; `RowN − 1` → `RowN + 1`: the same place drawn twice,
// so some draws offer no variant).
func TestThreatRowOrderIsASecret(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	g.s.ThreatRow[0], g.s.ThreatRow[1], g.s.ThreatRow[2] = 1, 2, 3
	g.s.RowN = 3
	for seed := uint64(1); seed <= 60; seed++ {
		rng := engine.NewRNG(seed)
		found := false
		for _, sec := range secrets(g, &rng) {
			if sec.Name != "kolejność zakrytego rzędu zagrożeń" {
				continue
			}
			found = true
			row := sec.Game.(*Game).s.ThreatRow
			moved := 0
			for i := range 3 {
				if row[i] != g.s.ThreatRow[i] {
					moved++
				}
			}
			if moved != 2 || row[0]+row[1]+row[2] != 6 || row[0]*row[1]*row[2] != 6 || row[3] != g.s.ThreatRow[3] {
				t.Fatalf("seed %d: the row's variant is %v, want two of the places 1, 2, 3 swapped", seed, row[:4])
			}
		}
		if !found {
			t.Fatalf("seed %d: no variant of the Threat row's order", seed)
		}
	}
}

// TestFinishLogsTheWinnerOrNone (§5.7: the highest score wins; a tie for
// first has no winner, G-rule in score.go): the end of the game logs one
// «donjon.final_score» per seat and then «donjon.no_winner» for a tie
// for first, «donjon.winner» naming the seat otherwise. By hand: two blank
// dungeons tie; one penalty token more for seat 1 (−) makes seat 0 the
// winner. Kills apply.go:369 (`log != nil` → `==`: a tie ended without
// saying there is no winner).
func TestFinishLogsTheWinnerOrNone(t *testing.T) {
	for _, tc := range []struct {
		name      string
		tokens1   uint8
		noWinner  bool
		winnerKey engine.Seat
	}{
		{"a tie for first", 0, true, engine.GameOver},
		{"seat 0 ahead", 2, false, 0},
	} {
		g := blankGame(t, 2)
		g.s.P[1].Tokens = tc.tokens1
		var log engine.Log
		g.finish(&log)
		scores, none, winners := 0, 0, []engine.Seat{}
		for _, e := range log.Events {
			switch e.Key {
			case "donjon.final_score":
				scores++
			case "donjon.no_winner":
				none++
			case "donjon.winner":
				winners = append(winners, e.Seat)
			}
		}
		wantWinners := []engine.Seat{}
		if !tc.noWinner {
			wantWinners = append(wantWinners, tc.winnerKey)
		}
		if scores != 2 || (none == 1) != tc.noWinner || fmt.Sprint(winners) != fmt.Sprint(wantWinners) {
			t.Errorf("%s: %d final scores, %d «no winner», winners %v; want 2, %v, %v (scores %+v)",
				tc.name, scores, none, winners, tc.noWinner, wantWinners, g.Result().Scores)
		}
	}
}

// TestSacrificeMovesOneMonsterToThePit (spec «sacrifice»: own monster →
// Pit, no power): with two spiders in room 2 and one chosen from another
// room to keep the decision open, the seat sacrifices a spider of room 2:
// room 2 keeps 1, the Pit gains 1, the log says «donjon.sacrificed». A
// location past the last, a type past the last and a place without that
// monster are refused, without a panic. Kills effects.go:178 (`Pit++` →
// `--`), effects.go:179 (`log != nil` → `==`) and legal.go:298 ×3 (each
// bound `<` → `<=`, `> 0` → `>= 0`).
func TestSacrificeMovesOneMonsterToThePit(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[0]
	room2 := RoomLoc(2)
	p.M[room2][Spider] = 2
	p.M[RoomLoc(3)][Skeleton] = 1
	g.s.Phase = phPower
	g.pushRaw(pending{Op: opSacrifice, Seat: 0, N: 1})
	g.advance(nil)
	if g.s.QN == 0 || g.s.Q[0].Op != opSacrifice {
		t.Fatalf("fixture: no sacrifice decision pending (queue %d)", g.s.QN)
	}
	for _, bad := range []engine.Action{
		{Kind: KindSacrifice, A: NumLocs, B: Spider},
		{Kind: KindSacrifice, A: room2, B: NumTypes},
		{Kind: KindSacrifice, A: room2, B: Vampire},
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("sacrifice %+v panics: %v", bad, r)
				}
			}()
			if err := g.Apply(bad, nil); err == nil {
				t.Errorf("sacrifice %+v accepted", bad)
			}
		}()
	}
	pit := g.s.Areas[Pit][Spider]
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindSacrifice, A: room2, B: Spider}, &log); err != nil {
		t.Fatal(err)
	}
	logged := false
	for _, e := range log.Events {
		logged = logged || e.Key == "donjon.sacrificed"
	}
	if p.M[room2][Spider] != 1 || g.s.Areas[Pit][Spider] != pit+1 || !logged {
		t.Errorf("after sacrificing a spider of room 2: %d left there, Pit %d → %d, logged %v; want 1, +1, true",
			p.M[room2][Spider], pit, g.s.Areas[Pit][Spider], logged)
	}
}

// TestThreatMayAdvanceGroups (threats.toml, checked by the loader: «karta
// Zagrożenia może tylko dodawać lub przesuwać grupy» — a Threat card's
// effect on all may add a group or move groups on): the first Threat
// card's «new_group» turned into «advance_group» loads; turned into
// «remove_groups» it is refused with that message. Kills data.go:898
// (`!= opAdvanceGroup` → `==`: moving groups on refused).
func TestThreatMayAdvanceGroups(t *testing.T) {
	for _, tc := range []struct {
		effect string
		ok     bool
	}{
		{`all = [{ op = "advance_group", n = 1 }]`, true},
		{`all = [{ op = "remove_groups", n = 1, from = "any_rooms" }]`, false},
	} {
		m := dataFS(t)
		s := string(m["threats.toml"].Data)
		const was = `all = [{ op = "new_group", room = 1 }]`
		if !strings.Contains(s, was) {
			t.Fatalf("fixture text %q not found in threats.toml", was)
		}
		m["threats.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, was, tc.effect, 1))}
		_, err := LoadData(m)
		if tc.ok && err != nil {
			t.Errorf("a Threat card with %s refused: %v", tc.effect, err)
		}
		if !tc.ok && (err == nil || !strings.Contains(err.Error(), "może tylko dodawać lub przesuwać grupy")) {
			t.Errorf("a Threat card with %s: err %v, want «może tylko dodawać lub przesuwać grupy»", tc.effect, err)
		}
	}
}

// TestRetreatFromTheHighestRoom (spec «retreat»: a monster of the highest
// occupied room back to the Entrance): with a spider and a dragon in room
// 4 (the highest occupied) and a spider in room 1, a type past the last
// and a type absent from room 4 are refused without a panic; the dragon
// retreats to the Entrance. Kills legal.go:300 ×2 (`a.B < NumTypes` →
// `<=`, `> 0` → `>= 0`).
func TestRetreatFromTheHighestRoom(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[0]
	r4 := RoomLoc(4)
	p.M[r4][Spider], p.M[r4][Dragon], p.M[RoomLoc(1)][Spider] = 1, 1, 1
	g.s.Phase = phPower
	g.pushRaw(pending{Op: opRetreat, Seat: 0, N: 1})
	g.advance(nil)
	if g.s.QN == 0 || g.s.Q[0].Op != opRetreat {
		t.Fatalf("fixture: no retreat decision pending (queue %d)", g.s.QN)
	}
	for _, bad := range []engine.Action{
		{Kind: KindRetreat, A: r4, B: NumTypes},
		{Kind: KindRetreat, A: r4, B: Vampire},
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("retreat %+v panics: %v", bad, r)
				}
			}()
			if err := g.Apply(bad, nil); err == nil {
				t.Errorf("retreat %+v accepted", bad)
			}
		}()
	}
	if err := g.Apply(engine.Action{Kind: KindRetreat, A: r4, B: Dragon}, nil); err != nil {
		t.Fatal(err)
	}
	if p.M[r4][Dragon] != 0 || p.M[LocE][Dragon] != 1 {
		t.Errorf("after the dragon's retreat: room 4 holds %d, the Entrance %d; want 0 and 1", p.M[r4][Dragon], p.M[LocE][Dragon])
	}
}

// TestTwoCardDeckOrderIsASecret (G26: deck orders are hidden from all):
// a Threat deck of exactly two cards still has an order to hide, so the
// Secrets hook offers it swapped. Kills secrets.go:36 (`n < 2` → `<=`:
// two-card decks never offered).
func TestTwoCardDeckOrderIsASecret(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	a, b := g.s.ThreatDeck[0], g.s.ThreatDeck[1]
	if a == b {
		t.Fatal("fixture: the first two Threat cards are the same card")
	}
	g.s.ThreatN = 2
	rng := engine.NewRNG(1)
	for _, sec := range secrets(g, &rng) {
		if sec.Name == "kolejność talii zagrożeń" {
			if d := sec.Game.(*Game).s.ThreatDeck; d[0] != b || d[1] != a {
				t.Errorf("the two-card deck's variant is %v, want %v swapped", d[:2], []uint8{a, b})
			}
			return
		}
	}
	t.Error("a two-card Threat deck has no order variant")
}

// TestWrongLocationIDNamesItsPlace (board.toml in the fixed order of the
// dungeon's places, counted from 1: E, C1 … C5, R1 … R5): the first
// place with another id is refused as «miejsce 1: oczekiwano id "E"».
// Kills data.go:660 (`i+1` → `i−1`: «miejsce -1»).
func TestWrongLocationIDNamesItsPlace(t *testing.T) {
	m := dataFS(t)
	s := string(m["board.toml"].Data)
	const was = "[[location]]\nid = \"E\"\n"
	if !strings.Contains(s, was) {
		t.Fatal("fixture text of the first location not found in board.toml")
	}
	m["board.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, was, "[[location]]\nid = \"X\"\n", 1))}
	_, err := LoadData(m)
	if err == nil || !strings.Contains(err.Error(), `miejsce 1: oczekiwano id "E"`) {
		t.Fatalf("the first location renamed: err %v, want «miejsce 1: oczekiwano id \"E\"»", err)
	}
}

// TestTeleportOfATypePastTheLast (spec «teleport»: a monster of one of the
// kinds moves between places): a teleport naming the type after the last
// is refused without a panic, and the real one is accepted. Kills
// legal.go:279 (`a.C >= NumTypes` → `>`: the type indexes past the
// monsters' table).
func TestTeleportOfATypePastTheLast(t *testing.T) {
	g := blankGame(t, 2)
	g.s.P[0].M[RoomLoc(2)][Dragon] = 1
	g.s.Phase = phMove
	g.pushRaw(pending{Op: opTeleport, Seat: 0, N: 1, From: selAnywhere, To: selAnywhere})
	g.advance(nil)
	if g.s.QN == 0 || g.s.Q[0].Op != opTeleport {
		t.Fatalf("fixture: no teleport pending (queue %d)", g.s.QN)
	}
	bad := engine.Action{Kind: KindTeleport, A: RoomLoc(2), B: LocE, C: NumTypes}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("teleport %+v panics: %v", bad, r)
			}
		}()
		if err := g.Apply(bad, nil); err == nil {
			t.Errorf("teleport %+v accepted", bad)
		}
	}()
	if err := g.Apply(engine.Action{Kind: KindTeleport, A: RoomLoc(2), B: LocE, C: Dragon}, nil); err != nil {
		t.Fatal(err)
	}
	if g.s.P[0].M[RoomLoc(2)][Dragon] != 0 || g.s.P[0].M[LocE][Dragon] != 1 {
		t.Errorf("after the teleport: room 2 holds %d dragons, the Entrance %d; want 0 and 1", g.s.P[0].M[RoomLoc(2)][Dragon], g.s.P[0].M[LocE][Dragon])
	}
}

// TestEmptyPotionSlotReadsMinusOne (access.go's contract for the board:
// an empty place of the Potion market reads -1, a card its index): a
// market of cards 4, none, 0 reads 4, -1, 0 with the deck's size. Kills
// access.go:111 (`-1` → `1` or `+1`: the empty slot drawn as card 1).
func TestEmptyPotionSlotReadsMinusOne(t *testing.T) {
	g := blankGame(t, 2)
	g.s.PotionMarket = [3]uint8{4, none, 0}
	g.s.PotionN = 7
	deck, market := g.UIPotions()
	if deck != 7 || market != [3]int{4, -1, 0} {
		t.Errorf("UIPotions = %d, %v; want 7, [4 -1 0]", deck, market)
	}
}

// TestStartEntranceNeverOverdrawsTheSupply (§3.4: each player takes the
// entrance's monsters from the general supply; the supply is the box's
// figures, so what is not there is not taken): with one capcarap in the
// supply and two players, the first player's Entrance gets it, the
// second's none, and the supply holds 0 (Terra Amata's pool skips an
// empty supply). Kills setup.go:62 (`Supply[t] > 0` → `>= 0`: a capcarap
// from an empty supply, which wraps to 255).
func TestStartEntranceNeverOverdrawsTheSupply(t *testing.T) {
	m := dataFS(t)
	s := string(m["monsters.toml"].Data)
	const was = "id = \"capcarap\"\nname_pl = \"capcarap\"\nplural_pl = \"capcarapy\"\nsupply = 20\n"
	if !strings.Contains(s, was) {
		t.Fatal("fixture: the capcarap's entry not found in monsters.toml")
	}
	m["monsters.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, was, strings.Replace(was, "supply = 20", "supply = 1", 1), 1))}
	d, err := LoadData(m)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(d, engine.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if a, b := g.s.P[0].M[LocE][Capcarap], g.s.P[1].M[LocE][Capcarap]; a != 1 || b != 0 || g.s.Supply[Capcarap] != 0 {
		t.Errorf("capcaraps at the Entrances %d and %d, supply %d; want 1, 0, 0", a, b, g.s.Supply[Capcarap])
	}
}

// TestThreatMonstersGoToTheSmallerArea (§4.3 B with G17 PROPOSED: the two
// monsters go to the area under 5; when both are under 5, to the one with
// fewer): each row's counts are put in the Forest and the Swamp, the
// Threat phase runs with no decision, and the two new monsters are found
// where the rule sends them — Forest 2 / Swamp 4 → Forest, 4 / 2 →
// Swamp, 5 / 3 → Swamp, 3 / 5 → Forest. Kills effects.go:64 (`f < th` →
// `f >= th`, `w < th` → `w >= th`: both under 5, the Swamp gets them
// whatever it holds).
func TestThreatMonstersGoToTheSmallerArea(t *testing.T) {
	for _, tc := range []struct {
		forest, swamp uint8
		want          uint8
	}{{2, 4, Forest}, {4, 2, Swamp}, {5, 3, Swamp}, {3, 5, Forest}} {
		g := blankGame(t, 2)
		g.s.Areas[Forest] = [NumTypes]uint8{tc.forest}
		g.s.Areas[Swamp] = [NumTypes]uint8{tc.swamp}
		g.s.Phase = phThreat
		g.advance(nil)
		f, w := areaTotal(&g.s.Areas[Forest]), areaTotal(&g.s.Areas[Swamp])
		wantF, wantW := int(tc.forest), int(tc.swamp)
		if tc.want == Forest {
			wantF += 2
		} else {
			wantW += 2
		}
		if f != wantF || w != wantW {
			t.Errorf("forest %d, swamp %d: after the threat %d and %d, want %d and %d", tc.forest, tc.swamp, f, w, wantF, wantW)
		}
	}
}

// TestRetreatFromRoomOne (spec «retreat»: a monster of the highest
// occupied room back to the Entrance; the first room counts like the
// others): with a skeleton and a spider, both in room 1, the retreat
// offers the skeleton and moves it to the Entrance. Kills legal.go:256 (`l >= LocR1` → `>`: room
// 1 never found, so the monster cannot retreat).
func TestRetreatFromRoomOne(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[0]
	r1 := RoomLoc(1)
	p.M[r1][Skeleton], p.M[r1][Spider] = 1, 1
	g.s.Phase = phPower
	g.pushRaw(pending{Op: opRetreat, Seat: 0, N: 1})
	g.advance(nil)
	a := engine.Action{Kind: KindRetreat, A: r1, B: Skeleton}
	if !engine.Contains(g.Legal(nil), a) {
		t.Fatalf("the skeleton in room 1 may not retreat: %v", g.Legal(nil))
	}
	if err := g.Apply(a, nil); err != nil {
		t.Fatal(err)
	}
	if p.M[r1][Skeleton] != 0 || p.M[LocE][Skeleton] != 1 {
		t.Errorf("after the retreat: room 1 holds %d skeletons, the Entrance %d; want 0 and 1", p.M[r1][Skeleton], p.M[LocE][Skeleton])
	}
}

// TestPowerDescriptionCountsSlotsFromOne (the action's description, read
// by the log and the replay, names the market place a room power takes
// as a player counts it, from the left from 1, and the VIP's room):
// potion place 0 reads 1, place 2 reads 3, and a VIP card from place 1
// put in room 4 reads 2 and "4". Kills title.go:114 (`+ 1` → `− 1`).
func TestPowerDescriptionCountsSlotsFromOne(t *testing.T) {
	g := blankGame(t, 2)
	for _, tc := range []struct {
		a       engine.Action
		slot    int
		vipRoom string
	}{
		{engine.Action{Kind: KindPower, A: 1, B: Spider, C: 0}, 1, "0"},
		{engine.Action{Kind: KindPower, A: 1, B: Spider, C: 2}, 3, "0"},
		{engine.Action{Kind: KindPower, A: 2, B: Dragon, C: 1, D: 4}, 2, "4"},
	} {
		e := describe(g, tc.a)
		if e.Args["slot"] != tc.slot || e.Args["viproom"] != tc.vipRoom {
			t.Errorf("%+v: slot %v, VIP room %v; want %d, %q", tc.a, e.Args["slot"], e.Args["viproom"], tc.slot, tc.vipRoom)
		}
	}
}

// TestStartGroupsNeverOverdrawTheTerrace (§3.4: each player takes one
// Adventurer Group from the inn terrace into its first room; G18: what is
// not there is not taken): with one group token in the box and two
// players, the first player gets it, the second none, and the terrace is
// empty. Kills setup.go:67 (`InnTerrace > 0` → `>= 0`: a group from an
// empty terrace, which wraps to 255).
func TestStartGroupsNeverOverdrawTheTerrace(t *testing.T) {
	m := dataFS(t)
	s := string(m["board.toml"].Data)
	if !strings.Contains(s, "group_tokens = 28\n") {
		t.Fatal("fixture: group_tokens = 28 not found in board.toml")
	}
	m["board.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, "group_tokens = 28\n", "group_tokens = 1\n", 1))}
	d, err := LoadData(m)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(d, engine.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := d.GroupRoom - 1
	if a, b := g.s.P[0].Groups[r], g.s.P[1].Groups[r]; a != 1 || b != 0 || g.s.InnTerrace != 0 {
		t.Errorf("groups in room %d: %d and %d, terrace %d; want 1, 0, 0", d.GroupRoom, a, b, g.s.InnTerrace)
	}
}

// TestKeeperAndAreaDescriptions (the log line of a Keeper power quotes
// the power's text only when the tile is face up — a face-down tile is
// secret, G26 — and names its place from 1; a threat area is named by
// its name, «bagna» for the Swamp): tile T1 (powers K1, K6, K2) face up,
// place 0 quotes K1's text and reads slot 1, place 2 quotes K2's; face
// down, nothing is quoted; a place past the three and an area past the
// last read nothing and do not panic. Kills title.go:92 (`a.A < 3` →
// `>=`, `<=`) and title.go:117 (`a.A < NumAreas` → `>=`, `<=`).
func TestKeeperAndAreaDescriptions(t *testing.T) {
	g := blankGame(t, 2)
	const k1 = "Weź do 3 potworów, które już są w twoim lochu i umieść je gdziekolwiek chcesz."
	const k2 = "Weź 1 wybranego potwora z Czeluści Zapomnienia. Umieść go w wybranym, dowolnym miejscu."
	p := &g.s.P[g.s.Active]
	p.Keeper = 255
	for i, tile := range g.d.Tiles {
		if tile.ID == "T1" {
			p.Keeper = uint8(i)
		}
	}
	if p.Keeper == 255 {
		t.Fatal("fixture: no Keeper tile T1")
	}
	for _, tc := range []struct {
		up    bool
		place uint8
		power any
		slot  int
	}{{true, 0, k1, 1}, {true, 2, k2, 3}, {false, 0, nil, 1}, {true, 3, nil, 4}} {
		p.KeeperUp = tc.up
		var e engine.Event
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("face up %v, place %d: panics: %v", tc.up, tc.place, r)
				}
			}()
			e = describe(g, engine.Action{Kind: KindKeeper, A: tc.place})
		}()
		if e.Args["power"] != tc.power || e.Args["slot"] != tc.slot {
			t.Errorf("face up %v, place %d: power %q, slot %v; want %q, %d", tc.up, tc.place, e.Args["power"], e.Args["slot"], tc.power, tc.slot)
		}
	}
	if e := describe(g, engine.Action{Kind: KindArea, A: Swamp}); e.Args["area"] != "bagna" {
		t.Errorf("the Swamp reads %v, want «bagna»", e.Args["area"])
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("an area past the last panics: %v", r)
			}
		}()
		if e := describe(g, engine.Action{Kind: KindArea, A: NumAreas}); e.Args["area"] != nil {
			t.Errorf("an area past the last reads %v", e.Args["area"])
		}
	}()
}

// TestBoardErrorsNameTheirPlaceFromOne (board.toml's rooms and areas are
// listed in order, counted from 1 in the Polish message): the first room
// with number 2 is refused as «komnata 1», the first area renamed as
// «obszar 1». Kills data.go:717 and data.go:742 (`i+1` → `i−1`: «komnata
// -1», «obszar -1»).
func TestBoardErrorsNameTheirPlaceFromOne(t *testing.T) {
	for _, tc := range []struct{ was, now, want string }{
		{"[[room]]\nnumber = 1\n", "[[room]]\nnumber = 2\n", `komnata 1: zły numer albo moc "potion"`},
		{"[[area]]\nid = \"forest\"\n", "[[area]]\nid = \"las\"\n", `obszar 1: złe id "las"`},
	} {
		m := dataFS(t)
		s := string(m["board.toml"].Data)
		if !strings.Contains(s, tc.was) {
			t.Fatalf("fixture %q not found in board.toml", tc.was)
		}
		m["board.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, tc.was, tc.now, 1))}
		if _, err := LoadData(m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err %v, want «%s»", tc.now, err, tc.want)
		}
	}
}

// TestUIPendingNamesTheOpenDecision (the board's prompt reads the decision
// at the head of the queue, its seat and what is left; none when the
// queue is empty or the game is over): a retreat waiting for seat 0 reads
// «retreat», seat 0, 1; once answered, nothing is pending; a game over
// with a decision queued reads nothing. Kills access.go:21 (`QN == 0` →
// `!=`).
func TestUIPendingNamesTheOpenDecision(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[0]
	p.M[RoomLoc(2)][Spider], p.M[RoomLoc(2)][Dragon] = 1, 1
	g.s.Phase = phPower
	g.pushRaw(pending{Op: opRetreat, Seat: 0, N: 1})
	g.advance(nil)
	if info, ok := g.UIPending(); !ok || info != (PendingInfo{Op: "retreat", Seat: 0, N: 1}) {
		t.Fatalf("UIPending = %+v, %v; want retreat, seat 0, 1 left", info, ok)
	}
	over := *g
	over.s.Over = true
	if info, ok := over.UIPending(); ok {
		t.Errorf("a game over reads a pending decision: %+v", info)
	}
	if err := g.Apply(engine.Action{Kind: KindRetreat, A: RoomLoc(2), B: Dragon}, nil); err != nil {
		t.Fatal(err)
	}
	if g.s.QN != 0 {
		t.Fatalf("the retreat answered, %d decisions still queued", g.s.QN)
	}
	if info, ok := g.UIPending(); ok {
		t.Errorf("nothing queued, yet UIPending = %+v", info)
	}
}

// TestStartTakesOneGroupPerPlayer (§3.4: each player takes one Adventurer
// Group from the inn terrace; the box holds 28): after set-up the terrace
// holds 28 − players. Kills setup.go:68 (`InnTerrace--` → `++`).
func TestStartTakesOneGroupPerPlayer(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := newTestGame(t, n, 1, nil)
		if want := 28 - n; int(g.s.InnTerrace) != want {
			t.Errorf("%d players: the terrace holds %d groups after set-up, want %d", n, g.s.InnTerrace, want)
		}
	}
}

// TestEvaluationCountsStepsDeepInTheQueue (eval.go: a seat's pending steps
// are movement still to come, 0.3 a step, wherever they wait in the
// queue): behind another seat's decision, 3 steps of seat 0 add 0.9 to
// its heuristic. Kills eval.go:47 (`i++` → `i--`: only the head of the
// queue read).
func TestEvaluationCountsStepsDeepInTheQueue(t *testing.T) {
	g := blankGame(t, 2)
	g.pushRaw(pending{Op: opRetreat, Seat: 1, N: 1})
	before := g.heuristic(0)
	g.pushRaw(pending{Op: opSteps, Seat: 0, N: 3})
	if g.s.QN != 2 || g.s.Q[1].Op != opSteps {
		t.Fatalf("fixture: the steps are not second in the queue (%d queued)", g.s.QN)
	}
	if d := g.heuristic(0) - before; math.Abs(d-0.9) > 1e-9 {
		t.Errorf("3 steps second in the queue add %v, want 0.9", d)
	}
}

// TestStepsRoomBounds (board.toml: a steps room gives 1 to 20 steps; the
// seed's room 3 gives 7): 1 and 20 load and are given, 0 and 21 are
// refused as «komnata 3: steps 1..20». Kills data.go:719 (`< 1` → `<= 1`).
func TestStepsRoomBounds(t *testing.T) {
	for _, tc := range []struct {
		steps int
		ok    bool
	}{{1, true}, {20, true}, {0, false}, {21, false}} {
		m := dataFS(t)
		s := string(m["board.toml"].Data)
		const was = "power = \"steps\"\nsteps = 7\n"
		if !strings.Contains(s, was) {
			t.Fatal("fixture: room 3's steps not found in board.toml")
		}
		m["board.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(s, was, "power = \"steps\"\nsteps = "+strconv.Itoa(tc.steps)+"\n", 1))}
		d, err := LoadData(m)
		switch {
		case tc.ok && err != nil:
			t.Errorf("steps = %d refused: %v", tc.steps, err)
		case tc.ok && d.Rooms[2].Steps != tc.steps:
			t.Errorf("steps = %d loaded as %d", tc.steps, d.Rooms[2].Steps)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "komnata 3: steps 1..20")):
			t.Errorf("steps = %d: err %v, want «komnata 3: steps 1..20»", tc.steps, err)
		}
	}
}
