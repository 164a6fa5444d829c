package render

import (
	"strings"

	"stolik/render/geom"
)

// MinFitSize is the smallest size FitWords shrinks text to; below it a long
// word is split rather than made unreadable (boards show it whole in a
// tooltip).
const MinFitSize = 7.5

// FitWords is the largest size, from size down to MinFitSize, at which
// every word of s fits width, so narrow cards and labels do not break
// Polish words in two. Run it when a label is laid out, not per frame.
func FitWords(k *Kit, s string, size float64, bold bool, width float64) float64 {
	if width <= 0 {
		return size
	}
	if len(s) > MaxTextBytes { // the block drops the rest anyway
		s = s[:MaxTextBytes]
	}
	for _, w := range strings.Fields(s) {
		for size > MinFitSize && Measure(w, k.Face(size, bold)) > width {
			size -= 0.5
		}
	}
	return size
}

type labelKey struct {
	s     string
	size  float64
	bold  bool
	w     float64
	lines int
	align geom.Align
}

// LabelCache lays each distinct text and style out once (shrunk by
// FitWords to its width) and hands the same TextBlock back on every frame
// after. It is bounded: a long game keeps making new score strings. The
// zero value is ready to use.
type LabelCache struct {
	// Floor is the smallest size FitWords may shrink a label to (0:
	// MinFitSize); below it a long word is split instead.
	Floor float64
	m     map[labelKey]*TextBlock
}

// labelCacheMax bounds the cache; when full it starts over.
const labelCacheMax = 3000

// Label returns the laid-out text of s at size (bold or not), wrapped to w
// (0: one line), cut to lines (0: no limit) and aligned.
func (c *LabelCache) Label(k *Kit, s string, size float64, bold bool, w float64, lines int, align geom.Align) *TextBlock {
	key := labelKey{s, size, bold, w, lines, align}
	if t, ok := c.m[key]; ok {
		return t
	}
	if c.m == nil || len(c.m) >= labelCacheMax {
		c.m = make(map[labelKey]*TextBlock)
	}
	fs := FitWords(k, s, size, bold, w)
	if fs < c.Floor {
		fs = min(size, c.Floor)
	}
	t := NewTextBlock(k.Face(fs, bold), s, w, align)
	t.SetMaxLines(lines)
	t.SetPainter(k.Painter)
	c.m[key] = t
	return t
}

// Len is how many labels are cached.
func (c *LabelCache) Len() int { return len(c.m) }
