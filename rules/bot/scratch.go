package bot

import "stolik/rules/engine"

// scratch recycles one search's positions: a search tries each legal
// action on a copy and keeps at most one, so without it every try is an
// allocation (in Arnak, 99 % of the bytes a Trudny game allocates). It
// works only for titles implementing engine.Copier; for the others it
// clones and keeps nothing. One goroutine only, like the tree that owns it.
//
// Ownership is the caller's discipline: a position is put back only by
// the code that got it (copyOf, or a function that returns a new
// position in place of the one it was given), once, after its last use.
type scratch struct {
	free []engine.Game
	// poison, set by tests only, is copied over every position put back
	// and every put is checked against the free list: a position used
	// after it was given back then reads another game, and one given back
	// twice panics, so a slip in the discipline changes the bot's choices
	// instead of passing unnoticed.
	poison engine.Game
	// off, set by tests only, keeps nothing: every copy is a Clone.
	off bool
}

// maxScratch bounds the free list: a search holds only a handful of
// positions at once, so more would only be memory kept.
const maxScratch = 16

// copyOf returns an independent copy of g, in a recycled position when
// there is one.
func (s *scratch) copyOf(g engine.Game) engine.Game {
	if n := len(s.free); n > 0 {
		d := s.free[n-1]
		if d.(engine.Copier).CopyFrom(g) {
			s.free[n-1] = nil
			s.free = s.free[:n-1]
			return d
		}
	}
	return g.Clone()
}

// put gives g back for reuse; nil is ignored. g must not be used after.
func (s *scratch) put(g engine.Game) {
	if g == nil || s.off || len(s.free) >= maxScratch {
		return
	}
	c, ok := g.(engine.Copier)
	if !ok {
		return
	}
	if s.poison != nil {
		for _, f := range s.free {
			if f == g {
				panic("bot: a position put back twice")
			}
		}
		c.CopyFrom(s.poison)
	}
	s.free = append(s.free, g)
}
