package interact

import "stolik/render/geom"

// DragPhase is where a drag-and-drop gesture is.
type DragPhase uint8

const (
	DragIdle      DragPhase = iota
	DragPending             // pressed on a draggable, not yet moved past the threshold
	DragActive              // the item follows the cursor
	DragReturning           // an illegal drop: the item slides back home
)

// DropTarget is a place the caller offers for the dragged item. The caller
// decides legality (by asking the rules' Legal list), never this package;
// an illegal target carries the Polish reason to show when the item is
// dropped on it.
type DropTarget struct {
	ID     int
	Rect   geom.Rect
	Legal  bool
	Reason string
}

// DragEventKind says what a frame of dragging produced.
type DragEventKind uint8

const (
	DragNone     DragEventKind = iota
	DragClick                  // press and release without moving: treat as a click on Source
	DragStarted                // the item left its place
	DragMoved                  // position or hovered target changed: redraw
	DragDropped                // released on a legal target: apply the action for (Source, Target)
	DragRejected               // released elsewhere: snap-back begins; show Reason if non-empty
	DragReturned               // the snap-back finished
)

// DragEvent is the result of one Update.
type DragEvent struct {
	Kind   DragEventKind
	Source int
	Target int // target ID, or -1
	Reason string
}

// Drag is the drag-and-drop state machine. Per frame the scene calls Begin
// when the pointer is pressed over one of its draggables, then Update with
// the frame's Pointer, and draws the dragged item at ItemPos while
// Phase() != DragIdle, highlighting Targets() that are Legal.
type Drag struct {
	// Threshold is how far (pixels) the pointer must travel before a press
	// becomes a drag; below it the gesture is a click. 0 means 4.
	Threshold float64
	// ReturnSeconds is the snap-back duration at speed 1; 0 means 0.25.
	ReturnSeconds float64
	// Animator, when set, plays the snap-back so the global speed factor and
	// Skip apply to it; otherwise Update advances it with dt.
	Animator *Animator

	phase   DragPhase
	source  int
	origin  geom.Pt // item's top-left before the drag
	grab    geom.Pt // pointer minus item top-left at press
	press   geom.Pt
	pos     geom.Pt
	hover   int // index into targets, -1 for none
	targets []DropTarget
	ret     Tween
	reason  string
}

// Phase returns the current phase.
func (d *Drag) Phase() DragPhase { return d.phase }

// Busy reports whether a gesture or snap-back is under way (keep redrawing).
func (d *Drag) Busy() bool { return d.phase == DragActive || d.phase == DragReturning }

// Source returns the id of the item being dragged (meaningful unless idle).
func (d *Drag) Source() int { return d.source }

// ItemPos returns where to draw the dragged item's top-left corner.
func (d *Drag) ItemPos() geom.Pt { return d.pos }

// Targets returns the caller's targets (highlight the Legal ones).
func (d *Drag) Targets() []DropTarget { return d.targets }

// Hover returns the target under the cursor during a drag.
func (d *Drag) Hover() (DropTarget, bool) {
	if d.phase != DragActive || d.hover < 0 {
		return DropTarget{}, false
	}
	return d.targets[d.hover], true
}

// Reason returns the reason of the last rejected drop (empty when none or
// when a new gesture has begun).
func (d *Drag) Reason() string { return d.reason }

// Begin starts a gesture on item source whose top-left is at itemPos, under
// pointer p. A snap-back still playing is finished first.
func (d *Drag) Begin(source int, itemPos geom.Pt, p Pointer) {
	if d.phase == DragReturning {
		d.ret.Finish()
	}
	d.phase = DragPending
	d.source = source
	d.origin, d.pos = itemPos, itemPos
	d.press = geom.Pt{X: p.X, Y: p.Y}
	d.grab = d.press.Sub(itemPos)
	d.hover = -1
	d.reason = ""
}

// EndReturn finishes a snap-back at once, the item home (a new press does
// not wait for it), and forgets the rejected drop's reason, as Begin does;
// it reports whether one was playing.
func (d *Drag) EndReturn() bool {
	if d.phase != DragReturning {
		return false
	}
	d.ret.Finish()
	d.phase = DragIdle
	d.pos = d.origin
	d.hover = -1
	d.reason = ""
	return true
}

// SetTargets replaces the drop targets (copied into a reused buffer, so
// calling it every frame does not allocate once warmed up).
func (d *Drag) SetTargets(ts []DropTarget) {
	d.targets = append(d.targets[:0], ts...)
	if d.hover >= len(d.targets) {
		d.hover = -1
	}
}

// Cancel abandons an active drag (Escape, right click): the item snaps back
// with no reason. A pending press is simply forgotten.
func (d *Drag) Cancel() {
	switch d.phase {
	case DragPending:
		d.phase = DragIdle
	case DragActive:
		d.startReturn()
	}
}

func (d *Drag) threshold() float64 {
	if d.Threshold <= 0 {
		return 4
	}
	return d.Threshold
}

func (d *Drag) hitTarget(x, y float64) int {
	for i := len(d.targets) - 1; i >= 0; i-- {
		if d.targets[i].Rect.Contains(x, y) {
			return i
		}
	}
	return -1
}

func (d *Drag) startReturn() {
	secs := d.ReturnSeconds
	if secs <= 0 {
		secs = 0.25
	}
	d.phase = DragReturning
	d.hover = -1
	d.ret.Done = nil
	d.ret.Start(State{X: d.pos.X, Y: d.pos.Y, Alpha: 1, Scale: 1},
		State{X: d.origin.X, Y: d.origin.Y, Alpha: 1, Scale: 1}, secs, EaseOutBack)
	if d.Animator != nil {
		d.Animator.Play(&d.ret)
	}
}

// Update feeds one frame: the pointer and the real seconds since the last
// frame. It returns what happened.
func (d *Drag) Update(p Pointer, dt float64) DragEvent {
	ev := DragEvent{Source: d.source, Target: -1}
	switch d.phase {
	case DragPending:
		if !p.Down {
			d.phase = DragIdle
			ev.Kind = DragClick
			return ev
		}
		if (geom.Pt{X: p.X, Y: p.Y}).Dist(d.press) < d.threshold() {
			return ev
		}
		d.phase = DragActive
		d.pos = geom.Pt{X: p.X - d.grab.X, Y: p.Y - d.grab.Y}
		d.hover = d.hitTarget(p.X, p.Y)
		ev.Kind = DragStarted
		return ev
	case DragActive:
		pos := geom.Pt{X: p.X - d.grab.X, Y: p.Y - d.grab.Y}
		hover := d.hitTarget(p.X, p.Y)
		if !p.Down {
			d.pos = pos
			if hover >= 0 && d.targets[hover].Legal {
				d.phase = DragIdle
				ev.Kind, ev.Target = DragDropped, d.targets[hover].ID
				return ev
			}
			if hover >= 0 {
				ev.Target = d.targets[hover].ID
				d.reason = d.targets[hover].Reason
			}
			ev.Kind, ev.Reason = DragRejected, d.reason
			d.startReturn()
			return ev
		}
		if pos != d.pos || hover != d.hover {
			ev.Kind = DragMoved
		}
		d.pos, d.hover = pos, hover
		return ev
	case DragReturning:
		if d.Animator == nil {
			d.ret.Advance(dt)
		}
		v := d.ret.Value()
		d.pos = geom.Pt{X: v.X, Y: v.Y}
		if d.ret.Running() {
			ev.Kind = DragMoved
			return ev
		}
		d.pos = d.origin
		d.phase = DragIdle
		ev.Kind = DragReturned
		return ev
	}
	return ev
}
