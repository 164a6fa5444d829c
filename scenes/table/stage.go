package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/scenes/ui"
)

// Stage shows on the table what the rules just revealed: each Shown card
// comes up large in the middle of the board (from where it was drawn, if
// the board said), stays a moment so it can be read, then flies to where it
// goes. Cards queue in the order they were revealed. A click or a key skips
// the card on stage (and is not passed on: nobody acts under a card they
// cannot see past). At animation speed 0 nothing is staged; the hold is
// shorter for the bots' moves.
type Stage struct {
	queue  []Shown
	cur    Shown
	phase  stagePhase
	t, dur float64
	speed  float64
	fast   bool
	faces  render.FaceCache
}

type stagePhase uint8

const (
	stageIdle stagePhase = iota
	stageIn
	stageHold
	stageOut
)

// Seconds of each phase at speed 1.
const (
	StageIn      = 0.3
	StageHold    = 1.6
	StageHoldBot = 0.9
	StageOut     = 0.45
)

// SetSpeed sets the animation speed (0 = off: Push drops everything).
func (s *Stage) SetSpeed(v float64) { s.speed = v }

// Push queues a card; bot marks a bot's move (a shorter hold).
func (s *Stage) Push(sh Shown, bot bool) {
	if s.speed <= 0 {
		return
	}
	if s.phase == stageIdle {
		s.start(sh, bot)
		return
	}
	s.queue = append(s.queue, sh)
	s.fast = s.fast && bot
}

// Clear drops every card (an undo, a new seat at the screen).
func (s *Stage) Clear() {
	s.queue = s.queue[:0]
	s.phase = stageIdle
}

// Busy reports a card on stage (the frame holds the bots meanwhile).
func (s *Stage) Busy() bool { return s.phase != stageIdle }

// Current is the card on stage.
func (s *Stage) Current() (Shown, bool) { return s.cur, s.phase != stageIdle }

func (s *Stage) start(sh Shown, bot bool) {
	s.cur, s.fast = sh, bot
	s.phase, s.t = stageIn, 0
	s.dur = StageIn / s.speed
}

func (s *Stage) next() {
	switch s.phase {
	case stageIn:
		s.phase, s.t = stageHold, 0
		hold := StageHold
		if s.fast {
			hold = StageHoldBot
		}
		s.dur = hold / s.speed
	case stageHold:
		s.phase, s.t = stageOut, 0
		s.dur = StageOut / s.speed
	default:
		s.phase = stageIdle
		if len(s.queue) > 0 {
			sh := s.queue[0]
			copy(s.queue, s.queue[1:])
			s.queue = s.queue[:len(s.queue)-1]
			s.start(sh, s.fast)
		}
	}
}

// Update advances the stage by dt seconds; a click or a key skips the card
// on stage. It reports whether the picture changed (always while busy).
func (s *Stage) Update(in *ui.Input, dt float64) bool {
	if s.phase == stageIdle {
		return false
	}
	if in.Click || in.RightClick || in.Enter || in.Esc || in.Tab || in.ShiftTab || in.Left || in.Right ||
		in.Up || in.Down2 || len(in.Chars) > 0 {
		in.Block()
		if s.phase == stageOut {
			s.next()
		} else {
			s.phase = stageOut
			s.t, s.dur = 0, StageOut/(2*s.speed)
		}
		return true
	}
	s.t += dt
	for s.phase != stageIdle && s.t >= s.dur {
		s.t -= s.dur
		s.next()
	}
	return true
}

// rects is where the card is now: its large rectangle in the middle of
// area, and the rectangle it is drawn in this frame.
func (s *Stage) rects(area geom.Rect) (big, now geom.Rect, alpha float64) {
	w, h := ReadingSize(area)
	w, h = math.Round(w*0.78), math.Round(h*0.78)
	big = geom.Centered(area.Center(), w, h)
	f := 0.0
	if s.dur > 0 {
		f = math.Min(1, s.t/s.dur)
	}
	lerp := func(a, b geom.Rect, t float64) geom.Rect {
		return geom.Rect{X: a.X + (b.X-a.X)*t, Y: a.Y + (b.Y-a.Y)*t, W: a.W + (b.W-a.W)*t, H: a.H + (b.H-a.H)*t}
	}
	switch s.phase {
	case stageIn:
		e := interact.EaseOutCubic(f)
		if s.cur.From.W > 0 {
			return big, lerp(s.cur.From, big, e), 1
		}
		return big, big, e
	case stageHold:
		return big, big, 1
	case stageOut:
		e := interact.EaseInOutCubic(f)
		if s.cur.To.W > 0 {
			return big, lerp(big, s.cur.To, e), 1
		}
		return big, big, 1 - e
	}
	return big, big, 0
}

// Draw paints the card on stage over the board area: the whole face while
// it is held, a card shape while it comes and goes.
func (s *Stage) Draw(dst *ebiten.Image, k *render.Kit, area geom.Rect) {
	if s.phase == stageIdle {
		return
	}
	big, now, alpha := s.rects(area)
	p := k.Painter
	if s.phase == stageHold || (now == big && alpha >= 0.999) {
		v := s.faces.Get(k, s.cur.Face, big.W, big.H, render.FaceLarge)
		v.Draw(dst, k, big.X, big.Y, false)
		return
	}
	accent := s.cur.Face.Accent
	if accent.A == 0 {
		accent = k.Pal.Accent
	}
	rad := math.Max(3, now.W*0.05)
	p.RoundRect(now.Translate(2, 3), rad, render.Fade(k.Pal.Shadow, alpha))
	p.RoundRect(now, rad, render.Fade(k.Pal.Paper, alpha))
	p.RoundRect(geom.Rect{X: now.X, Y: now.Y, W: now.W, H: math.Min(now.H, math.Max(rad*2, now.H*0.16))}, rad, render.Fade(accent, alpha))
	p.StrokeRoundRect(now, rad, 1.5, render.Fade(k.Pal.PaperDark, alpha))
	p.Flush(dst)
}
