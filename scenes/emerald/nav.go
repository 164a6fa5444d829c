package emeraldboard

import (
	"image"
	"math"
	"slices"

	"stolik/render/geom"
	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// Targets lists what a click acts on now (table.Navigator): the buttons,
// the reveal button, the playable hand cards and the lit cities.
func (b *Board) Targets(dst []table.Target) []table.Target {
	if b.view == nil || !b.hasLegal {
		return dst
	}
	if b.confirm {
		return append(dst, table.Target{Rect: b.lay.ConfirmOK, Label: b.T("emeraldboard.reveal.ok")},
			table.Target{Rect: b.lay.ConfirmNo, Label: b.T("emeraldboard.reveal.cancel")})
	}
	lit := b.litCards()
	for k, r := range b.handH {
		if lit&(1<<k) != 0 && k < len(b.hand) && r.W > 0 {
			dst = append(dst, table.Target{Rect: r, Label: b.cardText(b.hand[k])})
		}
	}
	if b.paged() {
		dst = append(dst, table.Target{Rect: b.lay.HandPrev, Label: b.T("emeraldboard.hand_prev")},
			table.Target{Rect: b.lay.HandNext, Label: b.T("emeraldboard.hand_next")})
	}
	cities := b.litCities()
	for c, on := range cities {
		if on {
			dst = append(dst, table.Target{Rect: b.lay.City[c], Point: b.cityPoint(c), Label: b.d.Cities[c].Name})
		}
	}
	for i, k := range b.shown {
		s := b.T("emeraldboard.btn.more")
		if k >= 0 {
			s = b.btnText[k]
		}
		dst = append(dst, table.Target{Rect: b.btnR[i], Label: s})
	}
	if b.revealLegal() {
		dst = append(dst, table.Target{Rect: b.lay.Reveal, Label: b.revealText()})
	}
	return dst
}

// cityPoint is a point of city c off its cards (its name line), so a
// click there picks the city, not a card's view.
func (b *Board) cityPoint(c int) geom.Pt {
	r := b.lay.City[c]
	return geom.Pt{X: r.X + r.W/2, Y: r.Y + 10}
}

func pt(p geom.Pt) image.Point {
	return image.Pt(int(math.Round(p.X)), int(math.Round(p.Y)))
}

// NextClick is the point to click next towards a, one of legal (the
// window test plays the board with the mouse alone through it). It
// reads the board's own state: what is picked, which page is up.
func (b *Board) NextClick(view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (image.Point, bool) {
	g, ok := view.(*emerald.Game)
	if !ok || b.Area.Empty() || !slices.Contains(legal, a) {
		return image.Point{}, false
	}
	b.sync(g, seat, legal) // the script may ask before the board's next Update
	if !b.hasLegal {
		return image.Point{}, false
	}
	if b.confirm {
		if a.Kind == emerald.KindReveal && a.A == 0 {
			return pt(b.lay.ConfirmOK.Center()), true
		}
		return pt(b.lay.ConfirmNo.Center()), true
	}
	if b.voluntaryReveal(a) {
		return pt(b.lay.Reveal.Center()), true
	}
	// On a button now?
	for i, k := range b.shown {
		if k >= 0 && b.cand[k] == a {
			return pt(b.btnR[i].Center()), true
		}
	}
	if b.supply != srcNone {
		s := b.lay.Agent
		if b.supply == srcCube {
			s = b.lay.Cube
		}
		return pt(s.Center()), true // put the pile back
	}
	tm := b.cardMask(a)
	// Drop picked cards a does not play.
	for k := range b.handH {
		if b.sel&(1<<k) != 0 && tm&(1<<k) == 0 {
			return pt(b.cardPoint(k)), true
		}
	}
	cs := b.cities(a)
	for i, c := range b.city {
		if c >= 0 && (i >= len(cs) || cs[i] != c) && !(a.Kind == emerald.KindAcquire && slices.Contains(cs, c)) {
			return pt(b.cityPoint(c)), true
		}
	}
	for k := range b.handH {
		if tm&(1<<k) != 0 && b.sel&(1<<k) == 0 {
			return pt(b.cardPoint(k)), true
		}
	}
	for i, c := range cs {
		if i < 2 && b.city[i] != c && !(a.Kind == emerald.KindAcquire && slices.Contains(b.city[:], c)) {
			return pt(b.cityPoint(c)), true
		}
	}
	if slices.Contains(b.cand, a) && len(b.shown) > 0 && b.shown[len(b.shown)-1] < 0 {
		return pt(b.btnR[len(b.shown)-1].Center()), true
	}
	return image.Point{}, false
}

// ScreenTexts is every text the board draws now (a measuring pass, no
// image): what a person at the screen reads. The window test checks it
// for another seat's secrets.
func (b *Board) ScreenTexts() []string {
	if b.view == nil {
		return nil
	}
	var rec []table.Drawn
	b.Text.Rec = &rec
	b.Draw(nil, b.view, b.seat)
	b.Text.Rec = nil
	out := make([]string, 0, len(rec))
	for _, d := range rec {
		out = append(out, d.Text)
	}
	return out
}
