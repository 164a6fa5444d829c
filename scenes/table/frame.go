package table

import (
	"image"
	"math"
)

// Frame is the in-game screen laid out for one logical size: the top bar
// (whose turn, what is decided, undo, hints, menu), the board and the log.
// On a wide screen (16:9) the log stands right of the board; on a 4:3 one
// it is a strip under it, so the board keeps its width.
type Frame struct {
	Top, Board, Log image.Rectangle
	// LogBelow: the log is the strip under the board.
	LogBelow bool
	// LogFolded: a wide screen too narrow for the log beside the board
	// (a 1152×648 window, the one a 1366×768 laptop opens, or the
	// smallest one): the board takes the whole width and Log is where
	// the log opens over it when the player asks.
	LogFolded bool
}

// Screens are the logical sizes every board is laid out and tested at:
// the common laptop screen, the small 4:3 one, the window a 1366×768
// laptop opens (1152×648, its log folded) and the smallest logical
// screen (MinScreenW×MinScreenH: a 1024×600 netbook; the 1024×576 window
// gives 1067×600), its log folded too.
var Screens = [][2]int{{1280, 720}, {1024, 768}, {1152, 648}, {MinScreenW, MinScreenH}}

// FoldLogW is the logical width under which a wide screen folds its log.
const FoldLogW = 1200

// MinScreen is the smallest logical screen the frame and the boards
// support; UIScale never makes the logical screen smaller.
const (
	MinScreenW = 1024
	MinScreenH = 600
)

// FrameLayout lays the frame out for a w×h logical screen.
func FrameLayout(w, h int) Frame {
	const topH, gap = 64, 8
	f := Frame{Top: image.Rect(0, 0, w, topH)}
	if float64(w)/float64(h) >= 1.5 {
		logW := int(math.Round(math.Min(400, math.Max(260, float64(w)*0.23))))
		f.Log = image.Rect(w-gap-logW, topH+gap, w-gap, h-gap)
		f.Board = image.Rect(gap, topH+gap, f.Log.Min.X-gap, h-gap)
		if w < FoldLogW {
			f.LogFolded = true
			f.Board.Max.X = w - gap
		}
		return f
	}
	f.LogBelow = true
	logH := int(math.Round(math.Min(150, math.Max(100, float64(h)*0.15))))
	f.Log = image.Rect(gap, h-gap-logH, w-gap, h-gap)
	f.Board = image.Rect(gap, topH+gap, w-gap, f.Log.Min.Y-gap)
	return f
}

// UIScale is how many screen pixels one logical pixel takes in a window
// (or screen) of outW×outH pixels. percent 0 picks it from the size: the
// largest quarter step at which the screen still holds 1280×720 logical
// pixels, never below 1 (so a 12 px text is never under 12 screen pixels
// on a screen of at least MinScreenW×MinScreenH), never above 4. A chosen
// percent is honoured as far as the logical screen stays at least
// MinScreenW×MinScreenH.
func UIScale(outW, outH, percent int) float64 {
	if outW <= 0 || outH <= 0 {
		return 1
	}
	k := math.Floor(math.Min(float64(outW)/1280, float64(outH)/720)*4) / 4
	k = math.Max(1, math.Min(4, k))
	if percent > 0 {
		k = float64(percent) / 100
	}
	fit := math.Min(float64(outW)/MinScreenW, float64(outH)/MinScreenH)
	if k > fit {
		k = fit // a window too small for the chosen scale: as large as fits
	}
	return k
}

// LogicalSize is the logical screen of an outW×outH window at UIScale.
func LogicalSize(outW, outH, percent int) (int, int) {
	k := UIScale(outW, outH, percent)
	return int(math.Round(float64(outW) / k)), int(math.Round(float64(outH) / k))
}
