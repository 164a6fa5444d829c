package interact

import "math"

// Easing maps linear progress t in [0,1] to eased progress (0 at 0, 1 at 1;
// it may overshoot in between).
type Easing func(t float64) float64

// Linear is no easing.
func Linear(t float64) float64 { return t }

// EaseOutCubic starts fast and settles: good for things sliding into place.
func EaseOutCubic(t float64) float64 { u := 1 - t; return 1 - u*u*u }

// EaseInOutCubic accelerates then decelerates: good for long moves.
func EaseInOutCubic(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// EaseOutBack overshoots slightly before settling: good for snap-backs.
func EaseOutBack(t float64) float64 {
	const c1 = 1.70158
	const c3 = c1 + 1
	u := t - 1
	return 1 + c3*u*u*u + c1*u*u
}

// State is what a tween animates: a position, an opacity and a scale.
type State struct {
	X, Y  float64
	Alpha float64
	Scale float64
}

// Lerp interpolates every field from s (t=0) to o (t=1).
func (s State) Lerp(o State, t float64) State {
	return State{
		X:     s.X + (o.X-s.X)*t,
		Y:     s.Y + (o.Y-s.Y)*t,
		Alpha: s.Alpha + (o.Alpha-s.Alpha)*t,
		Scale: s.Scale + (o.Scale-s.Scale)*t,
	}
}

// Tween moves a State from From to To over Duration seconds. It is a value
// the caller owns (a field of whatever is animated); an Animator advances it.
// The zero Tween is finished and reads as its To state.
type Tween struct {
	From, To State
	Duration float64 // seconds
	Ease     Easing  // nil means EaseOutCubic
	// Done, if set, runs once when the tween finishes (also when skipped).
	Done func()

	elapsed float64
	running bool
}

// Start (re)starts the tween from `from` to `to`.
func (t *Tween) Start(from, to State, seconds float64, ease Easing) {
	t.From, t.To, t.Duration, t.Ease = from, to, seconds, ease
	t.elapsed = 0
	t.running = true
	if seconds <= 0 {
		t.Finish()
	}
}

// Running reports whether the tween has not finished yet.
func (t *Tween) Running() bool { return t.running }

// Progress returns linear progress in [0,1].
func (t *Tween) Progress() float64 {
	if !t.running || t.Duration <= 0 {
		return 1
	}
	return math.Min(1, t.elapsed/t.Duration)
}

// Value returns the current, eased state.
func (t *Tween) Value() State {
	if !t.running {
		return t.To
	}
	ease := t.Ease
	if ease == nil {
		ease = EaseOutCubic
	}
	return t.From.Lerp(t.To, ease(t.Progress()))
}

// Advance moves the tween on by dt seconds and reports whether it is still
// running afterwards.
func (t *Tween) Advance(dt float64) bool {
	if !t.running {
		return false
	}
	t.elapsed += dt
	if t.elapsed >= t.Duration {
		t.Finish()
	}
	return t.running
}

// Finish jumps to the end and runs Done once.
func (t *Tween) Finish() {
	if !t.running {
		return
	}
	t.running = false
	t.elapsed = t.Duration
	if t.Done != nil {
		t.Done()
	}
}

// Animator advances the tweens it is given. Speed scales time for all of
// them: 1 is normal, 2 twice as fast, and 0 means animations are switched
// off, so every tween finishes the moment it is played. The zero Animator
// has speed 1.
type Animator struct {
	speed float64
	// speedSet lets the zero value mean speed 1 while 0 still means "off".
	speedSet bool
	active   []*Tween
}

// SetSpeed sets the global speed factor (0 = instant, negative counts as
// 0). Setting 0 finishes everything currently playing.
func (a *Animator) SetSpeed(s float64) {
	if s < 0 || s != s {
		s = 0
	}
	a.speed, a.speedSet = s, true
	if s == 0 {
		a.Skip()
	}
}

// Speed returns the global speed factor (1 until SetSpeed is called).
func (a *Animator) Speed() float64 {
	if !a.speedSet {
		return 1
	}
	return a.speed
}

// Play registers a started tween. The tween must stay at the same address
// (keep it in a struct field, not a local) until it finishes. With speed 0
// it finishes at once. Playing a tween twice registers it once.
func (a *Animator) Play(t *Tween) {
	if t == nil || !t.running {
		return
	}
	if a.Speed() == 0 {
		t.Finish()
		return
	}
	for _, x := range a.active {
		if x == t {
			return
		}
	}
	a.active = append(a.active, t)
}

// Update advances every tween by dt real seconds times Speed, forgets the
// finished ones, and reports whether any is still running (the scene is
// then dirty).
func (a *Animator) Update(dt float64) bool {
	sp := a.Speed()
	n := 0
	// Index loop: a Done callback may Play a new tween, appending to the
	// list while we walk it; it is kept and advanced from this frame on.
	for i := 0; i < len(a.active); i++ {
		t := a.active[i]
		if sp == 0 {
			t.Finish()
		} else {
			t.Advance(dt * sp)
		}
		if t.running {
			a.active[n] = t
			n++
		}
	}
	clear(a.active[n:])
	a.active = a.active[:n]
	return n > 0
}

// Skip finishes every playing tween now (the player clicked to skip).
func (a *Animator) Skip() {
	// Done callbacks may Play new tweens; finish those too, within reason.
	for round := 0; round < 8 && len(a.active) > 0; round++ {
		list := a.active
		a.active = nil
		for _, t := range list {
			t.Finish()
		}
		if a.active == nil {
			a.active = list[:0]
		}
	}
}

// Running reports whether any tween is playing.
func (a *Animator) Running() bool { return len(a.active) > 0 }
