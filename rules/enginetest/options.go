package enginetest

// Option adjusts a Check, Run or Playout.
type Option func(*config)

type config struct {
	games          int
	gamesSet       bool
	seeds          []uint64
	firstSeed      uint64
	options        map[string]string
	maxDecisions   int
	illegal        int
	requireHidden  *bool
	skip           map[string]bool
	secretEvery    int
	secretEverySet bool
}

func newConfig(opts []Option) *config {
	c := &config{games: 40, firstSeed: 1, maxDecisions: 10000, illegal: 8, secretEvery: 1}
	for _, o := range opts {
		if o != nil {
			o(c)
		}
	}
	return c
}

// seedList is the seeds the run plays, one game each.
func (c *config) seedList() []uint64 {
	if len(c.seeds) > 0 {
		return c.seeds
	}
	s := make([]uint64, c.games)
	for i := range s {
		s[i] = c.firstSeed + uint64(i)
	}
	return s
}

// Games sets how many seeded games are played (default 40; 10 under
// `go test -short` unless set explicitly).
func Games(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.games, c.gamesSet = n, true
		}
	}
}

// Seeds plays exactly these seeds (one game each), which is how a reported
// failure is reproduced. It overrides Games.
func Seeds(seeds ...uint64) Option {
	return func(c *config) { c.seeds = append([]uint64(nil), seeds...) }
}

// FirstSeed sets the first of the consecutive seeds Games plays (default 1).
func FirstSeed(s uint64) Option {
	return func(c *config) { c.firstSeed = s }
}

// TitleOptions passes set-up options to title.New (keys and values as the
// title's OptionSpecs declare them).
func TitleOptions(m map[string]string) Option {
	return func(c *config) {
		c.options = make(map[string]string, len(m))
		for k, v := range m {
			c.options[k] = v
		}
	}
}

// MaxDecisions bounds the length of one game (default 10 000); a game
// still running after that many decisions fails the "terminates" check.
func MaxDecisions(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.maxDecisions = n
		}
	}
}

// IllegalSamples sets how many random illegal actions each step tries
// (default 8), on top of the actions remembered from other states.
func IllegalSamples(n int) Option {
	return func(c *config) {
		if n >= 0 {
			c.illegal = n
		}
	}
}

// RequireHidden says whether Determinize must change the full state at
// least once over the run, i.e. whether the title really hides something.
// The default is whether the title has secrets under the run's options.
func RequireHidden(on bool) Option {
	return func(c *config) { c.requireHidden = &on }
}

// Skip turns named checks off (see the Check* constants). Say why next to
// the call: a skipped check is a known gap in the title.
func Skip(checks ...string) Option {
	return func(c *config) {
		if c.skip == nil {
			c.skip = map[string]bool{}
		}
		for _, k := range checks {
			c.skip[k] = true
		}
	}
}

// SecretEvery checks the title's Secrets at every n-th decision (default
// every one, every third under -short); titles with many zones and long
// games may thin it out.
func SecretEvery(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.secretEvery, c.secretEverySet = n, true
		}
	}
}
