package engine

import "cmp"

// ScorePart is one line of a seat's score breakdown: a locale key or a
// Polish label from data, and the points.
type ScorePart struct {
	Label  string
	Points int
}

// Score is one seat's final score.
type Score struct {
	Seat  Seat
	Total int
	Parts []ScorePart
}

// Result is the end of a game. It must hold, for a game of n seats: n
// Scores in seat order (Scores[i].Seat == i), each with its Total and a
// breakdown (Parts) that adds up to it, one part per line of the title's
// score pad, labelled with a locale key or a Polish name from data, the
// parts that scored nothing included (the results screen shows them); n
// Places in standard competition ranking (1 = first; tied seats share a
// place and the next place skips, as RankByKeys gives them); TieBreak, the
// locale key of the deepest tie-break that separated seats ("" if none was
// needed); NoWinner when the rules say a tie for first has no winner (or a
// solo player did not beat the game). Non-seat participants go in Rivals.
type Result struct {
	Scores   []Score
	Place    []int
	TieBreak string
	NoWinner bool
	// Note, if set, is a locale key the results screen shows under the
	// winner line with NoteArgs (e.g. the solo rival's score).
	Note     string
	NoteArgs map[string]any
	// Rivals are scored participants that are not seats (Arnak's solo
	// rival). They are ranked together with the seats: Place numbers are
	// shared, so a rival in place 1 above every seat is the winner, and the
	// results screen shows each rival as a column with its breakdown.
	Rivals []Rival
}

// Rival is a non-seat participant's final score and place.
type Rival struct {
	Name  string // locale key ("arnak.rival")
	Total int
	Parts []ScorePart
	Place int // 1 = first, in the same numbering as Result.Place
}

// Winners returns the seats in first place (empty when NoWinner or when a
// rival alone is first).
func (r Result) Winners() []Seat {
	if r.NoWinner {
		return nil
	}
	var w []Seat
	for i, p := range r.Place {
		if p == 1 {
			w = append(w, Seat(i))
		}
	}
	return w
}

// RankByKeys computes places from per-seat keys compared lexicographically,
// higher first (total, then tie-breaks). Seats equal on every key share a
// place. It returns the places and the index of the deepest key that was
// needed to separate any two seats competing for a place (-1 if the totals
// alone sufficed).
func RankByKeys(keys [][]int) (place []int, tieBreakUsed int) {
	n := len(keys)
	place = make([]int, n)
	tieBreakUsed = -1
	for i := 0; i < n; i++ {
		p := 1
		for j := 0; j < n; j++ {
			if j == i {
				continue
			}
			cmp, depth := compareKeys(keys[j], keys[i])
			if cmp > 0 {
				p++
			}
			if cmp != 0 && depth > 0 {
				tieBreakUsed = max(tieBreakUsed, depth)
			}
		}
		place[i] = p
	}
	return place, tieBreakUsed
}

func compareKeys(a, b []int) (c, depth int) {
	for k := 0; k < len(a) && k < len(b); k++ {
		if c := cmp.Compare(a[k], b[k]); c != 0 {
			return c, k
		}
	}
	return 0, 0
}
