package table

import "stolik/render/geom"

// HandRects lays n cards of w×h out left to right from area's top-left,
// gap apart, overlapping when they do not fit (each still shows a strip
// of its left edge), and appends them to dst. Draw them in order; HandHit
// finds the card a click means.
func HandRects(dst []geom.Rect, area geom.Rect, n int, w, h, gap float64) []geom.Rect {
	dst = dst[:0]
	if n <= 0 {
		return dst
	}
	step := w + gap
	if n > 1 && float64(n)*step-gap > area.W {
		step = (area.W - w) / float64(n-1)
	}
	for i := 0; i < n; i++ {
		dst = append(dst, geom.Rect{X: area.X + float64(i)*step, Y: area.Y, W: min(w, max(step-1, 1)), H: h})
	}
	return dst
}

// HandHit is the index of the card under (x, y) among rs drawn in order
// (the last one drawn is on top), -1 for none.
func HandHit(rs []geom.Rect, x, y float64) int {
	for i := len(rs) - 1; i >= 0; i-- {
		if rs[i].Contains(x, y) {
			return i
		}
	}
	return -1
}
