package table

import (
	"image"
	"testing"
)

func TestUIScaleKeepsTextReadable(t *testing.T) {
	tests := []struct {
		outW, outH, percent int
		wantW, wantH        int
	}{
		{1280, 720, 0, 1280, 720},     // the laptop screen: one to one
		{1024, 768, 0, 1024, 768},     // 4:3: never scaled down, the layout adapts instead
		{1366, 768, 0, 1366, 768},     // a little wider than 1280: more room, same text
		{1600, 900, 0, 1280, 720},     // 1.25×
		{1920, 1080, 0, 1280, 720},    // 1.5×: 12 px text is 18 screen pixels
		{2560, 1440, 0, 1280, 720},    // 2×
		{1920, 1080, 100, 1920, 1080}, // the player asked for 100 %
		{1280, 720, 150, 1067, 600},   // 150 % asked on a small window: as large as the minimum allows
		{1024, 768, 200, 1024, 768},   // nothing larger fits
	}
	for _, tc := range tests {
		w, h := LogicalSize(tc.outW, tc.outH, tc.percent)
		if w != tc.wantW || h != tc.wantH {
			t.Errorf("%dx%d at %d%%: logical %dx%d, want %dx%d", tc.outW, tc.outH, tc.percent, w, h, tc.wantW, tc.wantH)
		}
		if k := UIScale(tc.outW, tc.outH, tc.percent); tc.outW >= MinScreenW && tc.outH >= MinScreenH && k < 1 {
			t.Errorf("%dx%d: scale %v shrinks the text", tc.outW, tc.outH, k)
		}
	}
}

func TestFrameLayoutAdaptsToAspect(t *testing.T) {
	for _, s := range append(Screens, [2]int{1920, 1080}) {
		f := FrameLayout(s[0], s[1])
		screen := image.Rect(0, 0, s[0], s[1])
		for _, r := range []image.Rectangle{f.Top, f.Board, f.Log} {
			if !r.In(screen) || r.Empty() {
				t.Errorf("%v: %v outside the screen or empty", s, r)
			}
		}
		if f.LogFolded != (s[0] < FoldLogW && float64(s[0])/float64(s[1]) >= 1.5) {
			t.Errorf("%v: log folded = %v", s, f.LogFolded)
		}
		if !f.LogFolded && f.Board.Overlaps(f.Log) || f.Board.Overlaps(f.Top) || f.Log.Overlaps(f.Top) {
			t.Errorf("%v: frame parts overlap: %+v", s, f)
		}
		wide := float64(s[0])/float64(s[1]) >= 1.5
		if f.LogBelow == wide {
			t.Errorf("%v: log below = %v", s, f.LogBelow)
		}
		// The board gets most of the screen either way.
		if a := f.Board.Dx() * f.Board.Dy(); float64(a) < 0.55*float64(s[0]*s[1]) {
			t.Errorf("%v: board %v is only %.0f%% of the screen", s, f.Board, 100*float64(a)/float64(s[0]*s[1]))
		}
	}
}
