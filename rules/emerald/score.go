package emerald

import "stolik/rules/engine"

// final is one seat's score after the faction filter of §4.16 step 2,
// before the lowest-faction penalty.
type final struct {
	neutral, restor, loyal, kill, track, penalty int
	faction                                      uint8
}

func (f final) total() int { return f.neutral + f.restor + f.loyal + f.kill + f.track + f.penalty }

// adjusted filters seat i's VP by its effective faction (§4.16 step 2):
// Loyalists keep neutral and Loyalist VP and the kill boxes holding a
// Restorationist's agent; Restorationists keep neutral and Restorationist
// VP and no kill box (erratum #4); the faction whose marker is higher keeps
// the track VP.
func (s *state) adjusted(i int) final {
	p := &s.P[i]
	f := final{neutral: int(p.VP[vpN]), faction: s.faction(i)}
	d := absDiff(s.TrackR, s.TrackL)
	switch f.faction {
	case factL:
		f.loyal = int(p.VP[vpL])
		for v := 0; v < int(s.Players); v++ {
			if s.victimFaction(v) == factR {
				f.kill += int(p.Kill[v])
			}
		}
		if s.TrackL > s.TrackR {
			f.track = d
		}
	case factR:
		f.restor = int(p.VP[vpR])
		if s.TrackR > s.TrackL {
			f.track = d
		}
	}
	return f
}

// victimFaction is the faction a kill box's victim counts with (G24: the
// effective one, or with the switch off the identity card alone).
func (s *state) victimFaction(v int) uint8 {
	if s.KillBoxEffective {
		return s.faction(v)
	}
	return s.P[v].Identity
}

// finals applies §4.16 steps 2 and 3: the faction of the lowest player
// (a Loyalist when tied across factions) loses the penalty, every member.
func (g *Game) finals() [maxPlayers]final {
	s := &g.s
	n := int(s.Players)
	var out [maxPlayers]final
	low := -1
	for i := 0; i < n; i++ {
		out[i] = s.adjusted(i)
		if low < 0 {
			low = i
			continue
		}
		t, lt := out[i].total(), out[low].total()
		if t < lt || t == lt && out[i].faction == factL && out[low].faction != factL {
			low = i
		}
	}
	for i := 0; i < n; i++ {
		if out[i].faction == out[low].faction {
			out[i].penalty = -g.d.Rules.Penalty
		}
	}
	return out
}

// Result scores the game (§4.16): most VP wins; a Restorationist wins a
// tie with a Loyalist; players still tied share the place.
func (g *Game) Result() engine.Result {
	s := &g.s
	n := int(s.Players)
	fin := g.finals()
	res := engine.Result{}
	keys := make([][]int, n)
	for i := 0; i < n; i++ {
		f := &fin[i]
		parts := []engine.ScorePart{
			{Label: "emerald.score.neutral", Points: f.neutral},
			{Label: "emerald.score.restorationist", Points: f.restor},
			{Label: "emerald.score.loyalist", Points: f.loyal},
			{Label: "emerald.score.killbox", Points: f.kill},
			{Label: "emerald.score.tracks", Points: f.track},
			{Label: "emerald.score.penalty", Points: f.penalty},
		}
		res.Scores = append(res.Scores, engine.Score{Seat: engine.Seat(i), Total: f.total(), Parts: parts})
		keys[i] = []int{f.total(), b2i(f.faction == factR)}
	}
	pl, tb := engine.RankByKeys(keys)
	res.Place = pl
	if tb == 1 {
		res.TieBreak = "emerald.tie.restorationist"
	}
	return res
}

// Running is seat i's VP total during play (§4.13), for the VP track.
func (g *Game) Running(i int) int {
	if i < 0 || i >= int(g.s.Players) {
		return 0
	}
	return g.s.running(i)
}
