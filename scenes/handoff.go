package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// Hand-off between two people at one screen when the title keeps no
// secrets (no curtain is needed): the turn does not end by itself before
// its player has seen the result, and a short banner names whose turn it
// is when the seat at the screen changes (m13).
//
// After a person's decision that passes the turn to another person, the
// frame holds: the board still shows the result to the one who decided
// (who may still take it back), and «Dalej» at the top of the log column,
// or Enter or Space, hands over. «Dalej» is not where a board's buttons
// are and ignores input for a moment, so a double click cannot skip the
// result. The panel covers the log's oldest lines, never the newest.

// handoffGuard is the ticks «Dalej» ignores input after it appears.
const handoffGuard = 20

// bannerTicks is how long the "whose turn" banner shows (1.5 s).
const bannerTicks = 90

// holdRects are the hold panel and its «Dalej» button, at the top of the
// log (a column beside the board, or the strip under a 4:3 board).
func (g *gameScene) holdRects() (panel, button image.Rectangle) {
	lg := g.frame.Log
	panel = image.Rect(lg.Min.X, lg.Min.Y, lg.Max.X, lg.Min.Y+min(230, lg.Dy()))
	button = image.Rect(panel.Min.X+40, panel.Max.Y-76, min(panel.Max.X-40, panel.Min.X+440), panel.Max.Y-16)
	return panel, button
}

type handoff struct {
	holding bool
	from    engine.Seat // who decided
	age     int
	next    ui.Button
	banner  int    // ticks left
	turnOf  string // the name the banner shows
}

// startHold holds the screen after actor's decision when the next
// decision is another person's and no curtain will be put up.
func (g *gameScene) startHold(actor engine.Seat) {
	next := g.sess.Game.Current()
	if g.secret || g.humans < 2 || next == actor || int(next) < 0 || int(next) >= len(g.bots) ||
		g.bots[next] != nil || int(actor) < 0 || g.bots[actor] != nil {
		return
	}
	g.hand.holding, g.hand.from, g.hand.age = true, actor, 0
	_, button := g.holdRects()
	g.hand.next = ui.Button{R: button, Size: 22, Disabled: true}
}

// Holding reports whether the frame waits for «Dalej» (scripts).
func (g *gameScene) Holding() bool { return g.hand.holding }

// HoldReady reports whether «Dalej» accepts input (scripts).
func (g *gameScene) HoldReady() bool { return g.hand.holding && g.hand.age >= handoffGuard }

// updateHold runs the frame while it holds: only «Dalej», Enter or Space
// hand over; the board shows the result and reacts to hover only.
func (g *gameScene) updateHold(in *ui.Input) bool {
	h := &g.hand
	h.next.Text = g.a.Loc.T("handoff.next", nil)
	if h.age < handoffGuard {
		h.age++
		h.next.Disabled = h.age < handoffGuard
		in.Click, in.Enter, in.Space = false, false, false
		if !h.next.Disabled {
			return true
		}
	}
	c, changed := h.next.Update(in)
	if c || in.TakeEnter() || in.Space {
		in.Space = false
		h.holding = false
		return true
	}
	out := g.board.Update(in, g.currentView(), g.screen, nil)
	return changed || out.Redraw
}

// showBanner names the person whose turn it now is.
func (g *gameScene) showBanner(seat engine.Seat) {
	if g.secret || g.humans < 2 || int(seat) < 0 || int(seat) >= len(g.names) {
		return
	}
	g.hand.banner, g.hand.turnOf = bannerTicks, g.names[seat]
}

// tickBanner counts the banner down; true when it just went away.
func (g *gameScene) tickBanner() bool {
	if g.hand.banner <= 0 {
		return false
	}
	g.hand.banner--
	return g.hand.banner == 0
}

// drawHandoff paints the hold's panel and «Dalej», or the banner.
func (g *gameScene) drawHandoff(dst *ebiten.Image) {
	k, l := g.a.Kit, g.a.Loc
	h := &g.hand
	if h.holding {
		next := g.sess.Game.Current()
		name := ""
		if int(next) >= 0 && int(next) < len(g.names) {
			name = g.names[next]
		}
		r, _ := g.holdRects()
		k.Fill(dst, r, ui.ColInk)
		k.Stroke(dst, r, 2, ui.ColAccent)
		key := "handoff.done"
		if g.canUndo {
			key = "handoff.done_undo"
		}
		k.Text(dst, l.T(key, map[string]any{"name": g.names[h.from], "next": name}),
			r.Min.X+16, r.Min.Y+14, 18, false, r.Dx()-32, ui.ColText)
		h.next.Text = l.T("handoff.next", nil)
		h.next.Draw(dst, k)
		return
	}
	if h.banner > 0 {
		b := g.frame.Board
		r := image.Rect(b.Min.X+b.Dx()/2-260, b.Min.Y+8, b.Min.X+b.Dx()/2+260, b.Min.Y+64)
		k.Fill(dst, r, ui.ColInk)
		k.Stroke(dst, r, 2, ui.ColAccent)
		k.TextCentered(dst, l.T("handoff.banner", map[string]any{"name": h.turnOf}), r, 24, true, ui.ColAccent)
	}
}
