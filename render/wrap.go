package render

import (
	"strings"
	"unicode/utf8"
)

// Measurer returns the advance width of a single line of text in pixels.
// A font face satisfies it through FaceMeasurer; tests use fixed widths.
type Measurer interface {
	Advance(s string) float64
}

// Line is one laid-out line: the byte range [Start, End) of the source text
// (never including the breaking spaces) and its measured width.
type Line struct {
	Start, End int
	Width      float64
}

// glueNext reports whether a word must not end a line: Polish typography
// keeps the one-letter prepositions and conjunctions (a, i, o, u, w, z) with
// the word that follows them.
func glueNext(w string) bool {
	if len(w) != 1 {
		return false
	}
	switch w[0] {
	case 'a', 'i', 'o', 'u', 'w', 'z', 'A', 'I', 'O', 'U', 'W', 'Z':
		return true
	}
	return false
}

// Wrapper breaks text into lines no wider than a width. It keeps its work
// buffers between calls, so re-wrapping allocates only when a text has more
// words than any before it.
type Wrapper struct {
	words []span
}

type span struct{ start, end int }

// Wrap appends the lines of s wrapped to width (<= 0: no wrapping, one line
// per paragraph) to dst and returns it. Paragraphs are separated by '\n'.
// Lines break at spaces; a word is split only when it alone is wider than
// the width; one-letter words a/i/o/u/w/z stay with the next word whenever
// the pair fits on a line.
func (wr *Wrapper) Wrap(dst []Line, s string, width float64, m Measurer) []Line {
	start := 0
	for {
		nl := strings.IndexByte(s[start:], '\n')
		end := len(s)
		if nl >= 0 {
			end = start + nl
		}
		dst = wr.paragraph(dst, s, start, end, width, m)
		if nl < 0 {
			return dst
		}
		start = end + 1
	}
}

func (wr *Wrapper) paragraph(dst []Line, s string, start, end int, width float64, m Measurer) []Line {
	// Collect words: runs of anything but ASCII spaces (and '\r').
	wr.words = wr.words[:0]
	for i := start; i < end; {
		for i < end && (s[i] == ' ' || s[i] == '\r' || s[i] == '\t') {
			i++
		}
		j := i
		for j < end && s[j] != ' ' && s[j] != '\r' && s[j] != '\t' {
			j++
		}
		if j > i {
			wr.words = append(wr.words, span{i, j})
		}
		i = j
	}
	if len(wr.words) == 0 {
		return append(dst, Line{Start: start, End: start})
	}
	if width <= 0 {
		a, b := wr.words[0].start, wr.words[len(wr.words)-1].end
		return append(dst, Line{a, b, m.Advance(s[a:b])})
	}
	ls, le := -1, -1 // current line's byte range; ls < 0 means empty
	flush := func() {
		if ls >= 0 {
			dst = append(dst, Line{ls, le, m.Advance(s[ls:le])})
		}
		ls, le = -1, -1
	}
	words := wr.words
	for k := 0; k < len(words); {
		// A unit is a word plus, while it ends in a one-letter glue word, the
		// words after it.
		u := k
		for u+1 < len(words) && glueNext(s[words[u].start:words[u].end]) {
			u++
		}
		us, ue := words[k].start, words[u].end
		if ls >= 0 && m.Advance(s[ls:ue]) <= width {
			le = ue
			k = u + 1
			continue
		}
		if m.Advance(s[us:ue]) <= width {
			flush()
			ls, le = us, ue
			k = u + 1
			continue
		}
		// The unit does not fit on a line of its own.
		if u > k {
			// Give up the glue for this unit: place its first word alone.
			ws, we := words[k].start, words[k].end
			if ls >= 0 && m.Advance(s[ls:we]) <= width {
				le = we
			} else if m.Advance(s[ws:we]) <= width {
				flush()
				ls, le = ws, we
			} else {
				flush()
				dst = wr.split(dst, s, ws, we, width, m, &ls, &le)
			}
			k++
			continue
		}
		flush()
		dst = wr.split(dst, s, us, ue, width, m, &ls, &le)
		k++
	}
	flush()
	return dst
}

// split breaks one over-wide word at rune boundaries, emitting full lines
// and leaving its tail as the open line (so the next word may follow it).
func (wr *Wrapper) split(dst []Line, s string, ws, we int, width float64, m Measurer, ls, le *int) []Line {
	a := ws
	for a < we {
		b := a
		b += unitSize(s[b:we]) // at least one rune (or icon) per line, however narrow the width
		for b < we {
			size := unitSize(s[b:we])
			if m.Advance(s[a:b+size]) > width {
				break
			}
			b += size
		}
		if b >= we {
			*ls, *le = a, we
			return dst
		}
		dst = append(dst, Line{a, b, m.Advance(s[a:b])})
		a = b
	}
	return dst
}

// unitSize is the byte length of the first unbreakable unit of s: an inline
// icon ("{moneta}") or one rune.
func unitSize(s string) int {
	if len(s) > 0 && s[0] == '{' {
		if st, en, _, ok := FindIcon(s, 0); ok && st == 0 {
			return en
		}
	}
	_, n := utf8.DecodeRuneInString(s)
	return n
}
