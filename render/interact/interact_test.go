package interact

import (
	"math"
	"testing"

	"stolik/render/geom"
)

func TestPointerNext(t *testing.T) {
	var p Pointer
	steps := []struct {
		down              bool
		pressed, released bool
	}{
		{false, false, false}, {true, true, false}, {true, false, false}, {false, false, true}, {false, false, false},
	}
	for i, s := range steps {
		p = p.Next(float64(i), 0, s.down)
		if p.Pressed != s.pressed || p.Released != s.released || p.Down != s.down {
			t.Errorf("step %d: %+v", i, p)
		}
	}
}

func TestEasings(t *testing.T) {
	for name, e := range map[string]Easing{"linear": Linear, "outCubic": EaseOutCubic, "inOutCubic": EaseInOutCubic, "outBack": EaseOutBack} {
		if math.Abs(e(0)) > 1e-12 || math.Abs(e(1)-1) > 1e-12 {
			t.Errorf("%s: e(0)=%v e(1)=%v", name, e(0), e(1))
		}
	}
	prev := -1.0
	for x := 0.0; x <= 1; x += 0.05 {
		v := EaseInOutCubic(x)
		if v < prev {
			t.Errorf("EaseInOutCubic not monotonic at %v", x)
		}
		prev = v
	}
	if EaseInOutCubic(0.5) != 0.5 || EaseOutCubic(0.5) <= 0.5 {
		t.Error("easing shapes wrong")
	}
	over := false
	for x := 0.0; x <= 1; x += 0.05 {
		over = over || EaseOutBack(x) > 1
	}
	if !over {
		t.Error("EaseOutBack should overshoot")
	}
}

func TestTweenValues(t *testing.T) {
	var tw Tween
	if tw.Running() || tw.Value() != (State{}) {
		t.Error("zero tween should be finished")
	}
	from, to := State{X: 0, Y: 100, Alpha: 0, Scale: 1}, State{X: 200, Y: 0, Alpha: 1, Scale: 2}
	tw.Start(from, to, 2, Linear)
	tests := []struct {
		dt      float64
		want    State
		running bool
	}{
		{0.5, State{50, 75, 0.25, 1.25}, true},
		{0.5, State{100, 50, 0.5, 1.5}, true},
		{1.5, to, false},
		{1, to, false},
	}
	for i, tc := range tests {
		running := tw.Advance(tc.dt)
		got := tw.Value()
		if running != tc.running || math.Abs(got.X-tc.want.X) > 1e-9 || math.Abs(got.Y-tc.want.Y) > 1e-9 ||
			math.Abs(got.Alpha-tc.want.Alpha) > 1e-9 || math.Abs(got.Scale-tc.want.Scale) > 1e-9 {
			t.Errorf("step %d: %+v running %v, want %+v %v", i, got, running, tc.want, tc.running)
		}
	}
	tw.Start(from, to, 0, nil)
	if tw.Running() || tw.Value() != to {
		t.Error("zero-duration tween must finish at once")
	}
}

func TestAnimatorSpeed(t *testing.T) {
	tests := []struct {
		speed       float64
		setSpeed    bool
		framesToEnd int // frames of 1/60 s for a 0.5 s tween
	}{
		{0, false, 30}, // zero value: speed 1
		{1, true, 30},
		{2, true, 15},
		{0.5, true, 60},
		{0, true, 0}, // animations off: done when played
	}
	for _, tc := range tests {
		var a Animator
		if tc.setSpeed {
			a.SetSpeed(tc.speed)
		}
		var tw Tween
		done := 0
		tw.Done = func() { done++ }
		tw.Start(State{}, State{X: 10}, 0.5, nil)
		a.Play(&tw)
		frames := 0
		for tw.Running() && frames < 1000 {
			a.Update(1.0 / 60)
			frames++
		}
		// Floating-point accumulation may take one extra frame.
		if frames < tc.framesToEnd || frames > tc.framesToEnd+1 {
			t.Errorf("speed %v: finished after %d frames, want %d", tc.speed, frames, tc.framesToEnd)
		}
		if done != 1 || a.Running() || a.Update(1.0/60) {
			t.Errorf("speed %v: done called %d times, running %v", tc.speed, done, a.Running())
		}
	}
}

func TestAnimatorSkipAndChain(t *testing.T) {
	var a Animator
	var first, second, third Tween
	log := ""
	second.Done = func() { log += "2" }
	first.Done = func() {
		log += "1"
		second.Start(State{}, State{X: 1}, 1, nil)
		a.Play(&second) // chained from a callback
	}
	third.Done = func() { log += "3" }
	first.Start(State{}, State{X: 5}, 1, nil)
	third.Start(State{}, State{X: 5}, 10, nil)
	a.Play(&first)
	a.Play(&first) // registered once
	a.Play(&third)
	if !a.Update(0.25) {
		t.Fatal("should be running")
	}
	a.Skip()
	if a.Running() || first.Running() || second.Running() || third.Running() {
		t.Error("Skip left something running")
	}
	if log != "132" && log != "123" {
		t.Errorf("done order %q", log)
	}
	if first.Value().X != 5 || second.Value().X != 1 {
		t.Error("skipped tweens must rest at their end")
	}
	// Chaining during Update keeps the new tween.
	log = ""
	first.Start(State{}, State{X: 5}, 0.1, nil)
	a.Play(&first)
	a.Update(0.2)
	if !second.Running() || !a.Running() {
		t.Error("tween played from Done during Update was lost")
	}
}

func TestInvalidator(t *testing.T) {
	var v Invalidator
	steps := []struct {
		invalidate, animating, want bool
	}{
		{false, false, true}, // first frame always draws
		{false, false, false},
		{true, false, true},
		{false, false, false},
		{false, true, true},
		{false, false, false},
	}
	for i, s := range steps {
		if s.invalidate {
			v.Invalidate()
		}
		if got := v.Take(s.animating); got != s.want {
			t.Errorf("frame %d: Take = %v, want %v", i, got, s.want)
		}
	}
	v.InvalidateIf(false)
	if v.Dirty() {
		t.Error("InvalidateIf(false) dirtied")
	}
	v.InvalidateIf(true)
	if !v.Dirty() {
		t.Error("InvalidateIf(true) did not dirty")
	}
}

func TestButtonState(t *testing.T) {
	r := geom.Rect{X: 10, Y: 10, W: 100, H: 30}
	type frame struct {
		x       float64
		down    bool
		clicked bool
		changed bool
	}
	tests := []struct {
		name    string
		enabled bool
		frames  []frame
	}{
		{"click", true, []frame{{50, false, false, true}, {50, true, false, true}, {50, false, true, true}}},
		{"release outside", true, []frame{{50, true, false, true}, {200, true, false, true}, {200, false, false, true}}},
		{"out and back", true, []frame{{50, true, false, true}, {200, true, false, true}, {60, true, false, true}, {60, false, true, true}}},
		{"press outside, release inside", true, []frame{{200, true, false, false}, {50, true, false, true}, {50, false, false, false}}},
		{"disabled", false, []frame{{50, false, false, false}, {50, true, false, false}, {50, false, false, false}}},
	}
	for _, tc := range tests {
		var b ButtonState
		var p Pointer
		for i, f := range tc.frames {
			p = p.Next(f.x, 20, f.down)
			clicked, changed := b.Update(r, p, tc.enabled)
			if clicked != f.clicked || changed != f.changed {
				t.Errorf("%s frame %d: clicked %v changed %v, want %v %v", tc.name, i, clicked, changed, f.clicked, f.changed)
			}
		}
	}
}

// dragScript feeds pointer positions to a Drag and collects the events.
func dragScript(d *Drag, steps []Pointer, dt float64) []DragEvent {
	var out []DragEvent
	var p Pointer
	for _, s := range steps {
		p = p.Next(s.X, s.Y, s.Down)
		if p.Pressed && d.Phase() == DragIdle || p.Pressed && d.Phase() == DragReturning {
			d.Begin(7, geom.Pt{X: 0, Y: 0}, p)
		}
		ev := d.Update(p, dt)
		if ev.Kind != DragNone {
			out = append(out, ev)
		}
	}
	return out
}

func kinds(evs []DragEvent) []DragEventKind {
	var k []DragEventKind
	for _, e := range evs {
		if e.Kind != DragMoved {
			k = append(k, e.Kind)
		}
	}
	return k
}

func TestDrag(t *testing.T) {
	targets := []DropTarget{
		{ID: 1, Rect: geom.Rect{X: 100, Y: 0, W: 50, H: 50}, Legal: true},
		{ID: 2, Rect: geom.Rect{X: 200, Y: 0, W: 50, H: 50}, Legal: false, Reason: "Za mało złota"},
	}
	pt := func(x, y float64, down bool) Pointer { return Pointer{X: x, Y: y, Down: down} }
	tests := []struct {
		name   string
		steps  []Pointer
		want   []DragEventKind
		target int
		reason string
		final  DragPhase
	}{
		{"click", []Pointer{pt(10, 10, true), pt(11, 10, true), pt(11, 10, false)},
			[]DragEventKind{DragClick}, -1, "", DragIdle},
		{"legal drop", []Pointer{pt(10, 10, true), pt(60, 10, true), pt(120, 20, true), pt(120, 20, false)},
			[]DragEventKind{DragStarted, DragDropped}, 1, "", DragIdle},
		{"illegal drop", []Pointer{pt(10, 10, true), pt(60, 10, true), pt(220, 20, true), pt(220, 20, false)},
			[]DragEventKind{DragStarted, DragRejected}, 2, "Za mało złota", DragReturning},
		{"drop on nothing", []Pointer{pt(10, 10, true), pt(60, 300, true), pt(60, 300, false)},
			[]DragEventKind{DragStarted, DragRejected}, -1, "", DragReturning},
		{"illegal then return", []Pointer{pt(10, 10, true), pt(220, 20, true), pt(220, 20, false),
			pt(220, 20, false), pt(220, 20, false), pt(220, 20, false), pt(220, 20, false)},
			[]DragEventKind{DragStarted, DragRejected, DragReturned}, -1, "Za mało złota", DragIdle},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var d Drag
			d.SetTargets(targets)
			evs := dragScript(&d, tc.steps, 0.1)
			got := kinds(evs)
			if len(got) != len(tc.want) {
				t.Fatalf("events %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("events %v, want %v", got, tc.want)
				}
			}
			last := evs[len(evs)-1]
			if last.Source != 7 {
				t.Errorf("source %d", last.Source)
			}
			if last.Kind != DragReturned && last.Target != tc.target {
				t.Errorf("target %d, want %d", last.Target, tc.target)
			}
			if d.Reason() != tc.reason {
				t.Errorf("reason %q, want %q", d.Reason(), tc.reason)
			}
			if d.Phase() != tc.final {
				t.Errorf("phase %d, want %d", d.Phase(), tc.final)
			}
			if d.Phase() == DragIdle && d.ItemPos() != (geom.Pt{}) && last.Kind == DragReturned {
				t.Errorf("returned item rests at %v, not its origin", d.ItemPos())
			}
		})
	}
}

func TestDragFollowsAndHovers(t *testing.T) {
	var d Drag
	d.SetTargets([]DropTarget{{ID: 3, Rect: geom.Rect{X: 100, Y: 0, W: 50, H: 50}, Legal: true}})
	var p Pointer
	p = p.Next(15, 12, true)
	d.Begin(1, geom.Pt{X: 10, Y: 10}, p) // grabbed 5,2 inside the item
	d.Update(p, 0)
	p = p.Next(120, 30, true)
	if ev := d.Update(p, 0); ev.Kind != DragStarted {
		t.Fatalf("event %v", ev.Kind)
	}
	if d.ItemPos() != (geom.Pt{X: 115, Y: 28}) {
		t.Errorf("item at %v, want the grab offset kept", d.ItemPos())
	}
	if h, ok := d.Hover(); !ok || h.ID != 3 {
		t.Errorf("hover %v %v", h, ok)
	}
	p = p.Next(121, 30, true)
	if ev := d.Update(p, 0); ev.Kind != DragMoved {
		t.Errorf("move event %v", ev.Kind)
	}
	if ev := d.Update(p, 0); ev.Kind != DragNone {
		t.Errorf("still pointer produced %v", ev.Kind)
	}
	d.Cancel()
	if d.Phase() != DragReturning || d.Reason() != "" {
		t.Errorf("cancel: phase %d reason %q", d.Phase(), d.Reason())
	}
}

func TestDragWithAnimatorSpeedZero(t *testing.T) {
	var a Animator
	a.SetSpeed(0)
	d := Drag{Animator: &a}
	d.SetTargets(nil)
	evs := dragScript(&d, []Pointer{{X: 0, Y: 0, Down: true}, {X: 50, Y: 50, Down: true}, {X: 50, Y: 50}, {X: 50, Y: 50}}, 0.016)
	got := kinds(evs)
	if len(got) != 3 || got[2] != DragReturned || d.Phase() != DragIdle {
		t.Errorf("with animations off the snap-back must end on the next frame: %v", got)
	}
}

func TestInteractNoAllocs(t *testing.T) {
	var a Animator
	tws := make([]Tween, 20)
	for i := range tws {
		tws[i].Start(State{}, State{X: 100}, 1e9, nil)
		a.Play(&tws[i])
	}
	var d Drag
	ts := []DropTarget{{ID: 1, Rect: geom.Rect{X: 100, W: 50, H: 50}, Legal: true}, {ID: 2, Rect: geom.Rect{X: 200, W: 50, H: 50}}}
	d.SetTargets(ts)
	var p Pointer
	p = p.Next(0, 0, true)
	d.Begin(1, geom.Pt{}, p)
	var b ButtonState
	x := 0.0
	allocs := testing.AllocsPerRun(200, func() {
		x++
		p = p.Next(x, 10, true)
		d.SetTargets(ts)
		d.Update(p, 1.0/60)
		a.Update(1.0 / 60)
		b.Update(geom.Rect{W: 100, H: 100}, p, true)
	})
	if allocs != 0 {
		t.Errorf("per-frame interaction allocates %v times", allocs)
	}
}

// dropAway drags item 4 (home at 5,5) from 0,0 to 100,100 and releases it
// there; it returns the last pointer and the release's event.
func dropAway(d *Drag) (Pointer, DragEvent) {
	var p Pointer
	p = p.Next(0, 0, true)
	d.Begin(4, geom.Pt{X: 5, Y: 5}, p)
	d.Update(p, 0)
	p = p.Next(100, 100, true)
	d.Update(p, 0)
	p = p.Next(100, 100, false)
	return p, d.Update(p, 0)
}

func TestDragReturnSkippedByAnimator(t *testing.T) {
	var a Animator
	d := Drag{Animator: &a, ReturnSeconds: 10}
	p, ev := dropAway(&d)
	if ev.Kind != DragRejected || !a.Running() {
		t.Fatalf("event %v, animator running %v", ev.Kind, a.Running())
	}
	a.Update(1) // one of ten seconds
	if ev := d.Update(p, 1); ev.Kind != DragMoved || d.ItemPos() == (geom.Pt{X: 5, Y: 5}) {
		t.Errorf("mid-return: %v at %v", ev.Kind, d.ItemPos())
	}
	a.Skip()
	if ev := d.Update(p, 0); ev.Kind != DragReturned || d.ItemPos() != (geom.Pt{X: 5, Y: 5}) {
		t.Errorf("after Skip: %v at %v", ev.Kind, d.ItemPos())
	}
}

func TestDragEndReturn(t *testing.T) {
	var a Animator
	d := Drag{Animator: &a, ReturnSeconds: 10}
	d.SetTargets([]DropTarget{{ID: 1, Rect: geom.Rect{X: 90, Y: 90, W: 20, H: 20}, Reason: "Za mało złota"}})
	if d.EndReturn() {
		t.Fatal("EndReturn while idle reported a snap-back")
	}
	p, ev := dropAway(&d)
	if ev.Kind != DragRejected || d.Reason() != "Za mało złota" {
		t.Fatalf("event %v, reason %q", ev.Kind, d.Reason())
	}
	a.Update(1) // one of ten seconds: mid-return
	if !d.EndReturn() {
		t.Fatal("EndReturn mid-return reported none")
	}
	a.Update(0) // the animator lets the finished slide go on its next frame
	if d.Phase() != DragIdle || d.ItemPos() != (geom.Pt{X: 5, Y: 5}) || d.Reason() != "" || a.Running() {
		t.Errorf("after EndReturn: phase %d at %v, reason %q, animator running %v", d.Phase(), d.ItemPos(), d.Reason(), a.Running())
	}
	if ev := d.Update(p, 0); ev.Kind != DragNone {
		t.Errorf("the frame after EndReturn produced %v", ev.Kind)
	}
}
