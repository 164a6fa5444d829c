package dungeonology

import "math/bits"

// A scholar's current figures: the side of the card, interns and jinx
// cards together.

// noSide stands for a scholar not yet chosen (set-up).
var noSide Side

func (g *Game) side(seat uint8) *Side {
	p := &g.s.P[seat]
	if p.Scholar >= numScholars {
		return &noSide
	}
	k := 0
	if p.Inspired {
		k = 1
	}
	return &g.d.Scholars[p.Scholar].Side[k]
}

func (g *Game) hasAbility(seat, ab uint8) bool {
	for _, a := range g.side(seat).Abilities {
		if a == ab {
			return true
		}
	}
	return false
}

// jinxSum adds N of the face-up jinx cards of seat with effect e; count
// says how many there are. Face-down cards do nothing until revealed.
func (g *Game) jinxSum(seat, e uint8) (sum, count int) {
	p := &g.s.P[seat]
	for i := uint8(0); i < p.JinxN; i++ {
		if p.JinxUp&(1<<i) == 0 {
			continue
		}
		j := &g.d.Jinxes[p.Jinx[i]]
		if j.Effect == e {
			sum += int(j.N)
			count++
		}
	}
	return sum, count
}

func (g *Game) hasJinx(seat, e uint8) bool {
	_, n := g.jinxSum(seat, e)
	return n > 0
}

func (g *Game) internSum(seat, e uint8) int {
	p := &g.s.P[seat]
	n := 0
	for i := range g.d.Interns {
		if p.Interns&(1<<i) != 0 && g.d.Interns[i].Effect == e {
			n += int(g.d.Interns[i].N)
		}
	}
	return n
}

func clampStat(v int) uint8 {
	if v < 0 {
		return 0
	}
	if v > 20 {
		return 20
	}
	return uint8(v)
}

func (g *Game) speed(seat uint8) uint8 {
	j, _ := g.jinxSum(seat, jxSpeed)
	return clampStat(int(g.side(seat).Speed) + g.internSum(seat, inSpeed) + j)
}

func (g *Game) intelligence(seat uint8) uint8 {
	j, _ := g.jinxSum(seat, jxIntelligence)
	return clampStat(max(1, int(g.side(seat).Intelligence)+j))
}

func (g *Game) stamina(seat uint8) uint8 {
	return clampStat(int(g.side(seat).Stamina) + g.internSum(seat, inStamina))
}

func (g *Game) cardLimit(seat uint8) uint8 {
	j, _ := g.jinxSum(seat, jxCardLimit)
	return clampStat(int(g.side(seat).Cards) + g.internSum(seat, inCardLimit) + j)
}

func (g *Game) studentLimit(seat uint8) uint8 {
	j, _ := g.jinxSum(seat, jxStudentLimit)
	return clampStat(int(g.side(seat).Students) + g.internSum(seat, inStudentLimit) + j)
}

// protected reports whether seat's cubes of colour c are protected (an
// intern's shield).
func (g *Game) protected(seat, c uint8) bool {
	p := &g.s.P[seat]
	for i := range g.d.Interns {
		in := &g.d.Interns[i]
		if p.Interns&(1<<i) != 0 && in.Effect == inProtect && in.N == c {
			return true
		}
	}
	return false
}

// covered is the mask of the first n rows of a column.
func covered(n uint8) uint8 { return uint8(1)<<n - 1 }

// stars counts the star icons covered on seat's note board.
func (g *Game) stars(seat uint8) int {
	p := &g.s.P[seat]
	n := 0
	for c := range p.Col {
		n += bits.OnesCount8(g.d.StarAt[c] & covered(p.Col[c]))
	}
	return n
}

func starsOf(d *Data, col *[NumColours]uint8) int {
	n := 0
	for c := range col {
		n += bits.OnesCount8(d.StarAt[c] & covered(col[c]))
	}
	return n
}

// researchBonus is the dial: research icons covered, interns, jinx cards.
func (g *Game) researchBonus(seat uint8) int {
	p := &g.s.P[seat]
	n := 0
	for c := range p.Col {
		n += bits.OnesCount8(g.d.ResearchAt[c] & covered(p.Col[c]))
	}
	j, _ := g.jinxSum(seat, jxResearchBonus)
	return max(0, n+g.internSum(seat, inResearchBonus)+j)
}

// cubePoints is the temporary score of a board: the track values (linear,
// G2), without the Clan card.
func (d *Data) cubePoints(col *[NumColours]uint8) int {
	n := 0
	for c, k := range col {
		n += int(k) * int(d.CubeValues[c])
	}
	return n
}

// clanPoints is the Clan card's bonus or penalty for a board.
func (d *Data) clanPoints(clan uint8, col *[NumColours]uint8) int {
	if clan >= numClans {
		return 0
	}
	n := 0
	for c, k := range col {
		n += int(k) * int(d.Clans[clan].Mods[c])
	}
	return n
}

// inStart reports whether seat's figure is in the start zone (safe: no
// effect may target it and it may play no trick card).
func (g *Game) inStart(seat uint8) bool { return g.s.P[seat].Zone == 0 }

// targetable is a scholar other effects may point at.
func (g *Game) targetable(seat uint8) bool {
	p := &g.s.P[seat]
	return seat < g.s.Players && !p.Finished && p.Zone != 0
}

// who names a seat in log lines by its scholar ("Sofia"); the boss for
// maxPlayers (the target of FAŁSZYWE INSTRUKCJE).
func (g *Game) who(seat uint8) string {
	if seat == maxPlayers {
		return g.d.BossName
	}
	if seat >= g.s.Players || g.s.P[seat].Scholar >= numScholars {
		return "?"
	}
	return g.d.Scholars[g.s.P[seat].Scholar].Name
}
