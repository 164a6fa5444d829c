package arnakboard

import (
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// Animations show what changed between the previous view and the new one,
// so the players can follow the other seats' and the bots' moves: an
// archaeologist walks to its space, a bought card slides from the row to
// its buyer and a new one from the deck into the row, an idol goes from
// its site to the discoverer's crate, a research token climbs to its
// node. They honour the animation speed (0 = off) and a click or a key
// skips them.

const maxSlides = 8

// slide kinds.
const (
	slidePawn uint8 = iota
	slideCard
	slideMag
	slideNote
	slideRival
	slideNewCard // a card dealt into the row from its deck
	slideIdol    // an idol from a site into a player's crate
)

// slide is one moving piece; its tween runs X from 0 to 1.
type slide struct {
	kind     uint8
	seat     int
	card     uint8
	site, sp int // a pawn's destination (hidden there until it arrives)
	from, to geom.Pt
	tw       interact.Tween
}

// snapshot is what the animations compare between two views.
type snapshot struct {
	ok       bool
	seat     engine.Seat
	round    int
	active   int
	arch     [4][2]int
	row      [6]uint8
	mag      [4]int
	note     [4]int
	rivalMag int
	idols    [32]uint8 // idols lying on each site
}

func takeSnapshot(g *arnak.Game, seat engine.Seat) snapshot {
	s := snapshot{ok: true, seat: seat, round: g.UIRound(), active: g.UIActive(), row: g.UIRow()}
	for p := 0; p < g.UIPlayers() && p < 4; p++ {
		pv := g.UIPlayer(p)
		s.arch[p] = pv.Arch
		s.mag[p], s.note[p] = pv.Mag, pv.Note
	}
	_, _, s.rivalMag = g.UIRival()
	for i := range s.idols {
		v := g.UISite(i)
		for _, id := range v.Idol {
			if id != arnak.UINone {
				s.idols[i]++
			}
		}
	}
	return s
}

// noteChange starts the slides for what changed since the last view. It
// runs when a new view arrives, before the layout-dependent texts.
func (b *Board) noteChange(g *arnak.Game, seat engine.Seat) {
	now := takeSnapshot(g, seat)
	old := b.prev
	b.prev = now
	if !old.ok || old.seat != seat || b.Anim.Speed() == 0 || g.UIPlayers() != b.n || len(b.lay.Site) == 0 {
		return
	}
	if now.arch == old.arch && now.row == old.row && now.mag == old.mag && now.note == old.note &&
		now.rivalMag == old.rivalMag && now.idols == old.idols {
		return // the same position (a fresh copy of the same view): let the slides run on
	}
	b.Anim.Skip() // an older move's slides end where they were going
	b.nSlide = 0
	for p := 0; p < b.n && p < 4; p++ {
		for k := 0; k < 2; k++ {
			o, n := old.arch[p][k], now.arch[p][k]
			if n < 0 || o == n {
				continue
			}
			site, sp := n/2, n%2
			if site >= len(b.lay.Site) || sp > 1 {
				continue
			}
			from := b.pawnHome(p, k)
			if o >= 0 && o/2 < len(b.lay.Site) {
				from = b.spaceCentre(o/2, o%2)
			}
			b.addSlide(slide{kind: slidePawn, seat: p, site: site, sp: sp, from: from, to: b.spaceCentre(site, sp)})
		}
		if o, n := old.mag[p], now.mag[p]; o != n && o >= 0 && n >= 0 && o < len(b.lay.Node) && n < len(b.lay.Node) {
			b.addSlide(slide{kind: slideMag, seat: p, from: b.lay.Node[o].Center(), to: b.lay.Node[n].Center()})
		}
		if o, n := old.note[p], now.note[p]; o != n && o >= 0 && n >= 0 && o < len(b.lay.Node) && n < len(b.lay.Node) {
			b.addSlide(slide{kind: slideNote, seat: p, from: b.lay.Node[o].Center(), to: b.lay.Node[n].Center()})
		}
	}
	if o, n := old.rivalMag, now.rivalMag; o != n && o >= 0 && n >= 0 && o < len(b.lay.Node) && n < len(b.lay.Node) {
		b.addSlide(slide{kind: slideRival, seat: -1, from: b.lay.Node[o].Center(), to: b.lay.Node[n].Center()})
	}
	if old.round == now.round && old.active >= 0 && old.active < len(b.lay.Players) {
		// A card gone from the row in the same round was taken by the
		// seat that was acting (bought, or gained by an effect).
		for i, c := range old.row {
			if c != arnak.UINone && now.row[i] != c {
				b.addSlide(slide{kind: slideCard, seat: old.active, card: c, from: b.lay.Row[i].Center(),
					to: b.lay.Players[old.active].Center()})
			}
		}
		for i := 0; i < len(b.lay.Site) && i < len(now.idols); i++ {
			if now.idols[i] < old.idols[i] {
				to := b.lay.Players[old.active].Center()
				if old.active < len(b.txt.players) {
					to = b.txt.players[old.active].geom.Crate.Center()
				}
				b.addSlide(slide{kind: slideIdol, seat: old.active, from: b.lay.Site[i].Center(), to: to})
			}
		}
	}
	for i, c := range now.row {
		if c != arnak.UINone && old.row[i] != c {
			b.addSlide(slide{kind: slideNewCard, seat: -1, card: c, from: b.lay.Decks.Center(), to: b.lay.Row[i].Center()})
		}
	}
}

func (b *Board) addSlide(s slide) {
	if b.nSlide >= maxSlides {
		return
	}
	sl := &b.slides[b.nSlide]
	*sl = s
	secs := 0.45
	if s.kind == slideCard {
		secs = 0.55
	}
	d := s.to.Sub(s.from)
	if d.X*d.X+d.Y*d.Y < 1 {
		return
	}
	sl.tw.Start(interact.State{X: 0, Alpha: 1, Scale: 1}, interact.State{X: 1, Alpha: 1, Scale: 1}, secs, interact.EaseInOutCubic)
	b.nSlide++
	b.Anim.Play(&sl.tw)
	b.sliding = true
}

// animating reports a slide still moving.
func (b *Board) animating() bool {
	for i := 0; i < b.nSlide; i++ {
		if b.slides[i].tw.Running() {
			return true
		}
	}
	return false
}

// animUpdate advances the slides; a click or a key skips them (the click
// still counts). It reports a frame to draw.
func (b *Board) animUpdate(in *ui.Input, p interact.Pointer) bool {
	if b.sliding && (p.Pressed || in.Enter || in.Tab || in.ShiftTab || in.Left || in.Right || in.Up || in.Down2 || len(in.Chars) > 0) {
		b.Anim.Skip()
	}
	running := b.Anim.Update(1.0 / 60)
	if b.sliding && !b.animating() {
		b.sliding, b.nSlide = false, 0
		return true // the frame without the moving pieces
	}
	return running
}

// slideAt is where slide s is now.
func (s *slide) at() geom.Pt {
	f := s.tw.Value().X
	return geom.Pt{X: s.from.X + (s.to.X-s.from.X)*f, Y: s.from.Y + (s.to.Y-s.from.Y)*f}
}

// pawnArriving reports a pawn still walking to site's space sp.
func (b *Board) pawnArriving(site, sp int) bool {
	for i := 0; i < b.nSlide; i++ {
		s := &b.slides[i]
		if s.kind == slidePawn && s.site == site && s.sp == sp && s.tw.Running() {
			return true
		}
	}
	return false
}
