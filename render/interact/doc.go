// Package interact is the pure, input-driven half of the drawing kit:
// a per-frame pointer snapshot, tweens with easings and a global speed
// factor, an Invalidator that tells a scene whether to redraw at all, the
// drag-and-drop state machine and the button state machine.
//
// Nothing here reads devices or draws: scenes read ebiten's input once per
// frame into a Pointer and feed it in, which is also how tests drive every
// machine with synthetic input. Time is passed in as seconds per Update, so
// nothing calls time.Now.
//
// It must not import ebiten, image/..., the rest of render (except
// render/geom), scenes or rules. Update paths do not allocate.
package interact
