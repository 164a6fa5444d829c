package emerald

import "testing"

// checkInvariants: conservation of cubes, agents, zombies, sanity tokens
// and cards (§8.2).
func checkInvariants(t *testing.T, g *Game) {
	t.Helper()
	s, d := &g.s, g.d
	n := int(s.Players)
	for i := 0; i < n; i++ {
		p := &s.P[i]
		cubes := int(p.Cubes) + int(p.Limbo)
		agents := int(p.Agents) + int(p.MiGo) + int(p.Yog) + int(p.Dead)
		for c := range s.C {
			cubes += int(s.C[c].Cubes[i])
			agents += int(s.C[c].Agents[i])
		}
		if cubes != d.Rules.Cubes || agents != d.Rules.Agents {
			t.Errorf("seat %d: %d cubes, %d agents", i, cubes, agents)
		}
		if p.Sanity > uint8(d.Rules.Sanity) {
			t.Errorf("seat %d: sanity %d", i, p.Sanity)
		}
	}
	z := int(s.Zombies) + int(s.ZombiesGone)
	for c := range s.C {
		z += int(s.C[c].Zombies)
	}
	if z != d.Rules.Zombies {
		t.Errorf("zombies %d", z)
	}
	// Every card is somewhere exactly once (starting cards per seat).
	var count [256]int
	for i := 0; i < n; i++ {
		p := &s.P[i]
		for _, z := range []*zone{&p.Hand, &p.Deck, &p.Discard} {
			for _, c := range z.list() {
				count[c]++
			}
		}
		for _, e := range p.Tab[:p.TabN] {
			count[e.Card]++
		}
	}
	for c := range s.C {
		for _, x := range s.C[c].Stack[:s.C[c].N] {
			count[x]++
		}
		if r := s.C[c].Royal; r != none {
			count[r]++
		}
	}
	for _, x := range s.Box[:s.BoxN] {
		count[x]++
	}
	for _, x := range s.Removed[:s.RemovedN] {
		count[x]++
	}
	for _, f := range s.F[:s.FN] {
		if f.Op == frKill && f.D != none || f.Op == frCthulhu {
			count[f.D]++
		}
	}
	for k := range d.Cards {
		want := 1
		if d.Cards[k].Kind == kindStart {
			want = n * int(d.Cards[k].StartCopy)
		}
		if count[k] != want {
			t.Errorf("card %s (%s): %d copies, want %d", d.Cards[k].ID, d.Cards[k].Name, count[k], want)
		}
	}
}
