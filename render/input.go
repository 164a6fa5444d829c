package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render/interact"
)

// ReadPointer reads the mouse once for this frame and derives the press and
// release edges from prev (last frame's snapshot). Scenes call it once per
// Update and hand the result to every widget, so no widget reads devices.
func ReadPointer(prev interact.Pointer) interact.Pointer {
	x, y := ebiten.CursorPosition()
	return prev.Next(float64(x), float64(y), ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft))
}
