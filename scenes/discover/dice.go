package discoverboard

import (
	"stolik/rules/discover"
	"stolik/scenes/ui"
)

// diceAnim tumbles the fight's dice for a moment when they are rolled (or
// rerolled) before their faces settle: at the player's animation speed,
// none at speed 0, and a click or a key ends it at once (the click still
// counts for whatever it was on).
type diceAnim struct {
	on        bool
	t, dur    float64
	grey, red bool // which dice tumble
	frame     int
}

// diceSeconds is how long the dice tumble at speed 1.
const diceSeconds = 0.9

func (a *diceAnim) start(grey, red bool, speed float64) {
	if speed <= 0 || !grey && !red {
		return
	}
	a.on, a.t, a.dur, a.grey, a.red, a.frame = true, 0, diceSeconds/speed, grey, red, 0
}

// update advances the tumble; it reports a redraw.
func (a *diceAnim) update(in *ui.Input, speed float64) bool {
	if !a.on {
		return false
	}
	if in.Click || in.Enter || in.Esc || in.Tab || in.Left || in.Right || in.Up || in.Down2 || speed <= 0 {
		a.on = false
		return true
	}
	a.t += 1.0 / 60
	a.frame++
	if a.t >= a.dur {
		a.on = false
	}
	return true
}

// face is what a tumbling die shows this frame (k tells the dice apart).
func (a *diceAnim) face(k int) int {
	return (a.frame/3*7+k*5)%12 + 1
}

// snapshot is what the board remembers of the last view to see what
// changed: the fight's dice.
type snapshot struct {
	rolled    bool
	grey, red int
	on        bool
}

// noteChange starts the dice when the new view rolled them.
func (b *Board) noteChange(old, g *discover.Game) {
	c := g.UICombat()
	now := snapshot{on: c.On, rolled: c.Rolled, grey: c.Grey, red: c.Red}
	prev := b.prev
	b.prev = now
	if old == nil || !now.on || !now.rolled {
		return
	}
	if !prev.on || !prev.rolled {
		b.dice.start(true, true, b.Env.AnimSpeed)
		return
	}
	b.dice.start(prev.grey != now.grey, prev.red != now.red, b.Env.AnimSpeed)
}
