package enginetest

import (
	"errors"
	"fmt"
	"math"
	"os"
	"reflect"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// Names of the checks, as reported in Failure.Check and accepted by Skip.
const (
	CheckNew         = "new"         // title.New accepts a valid config
	CheckPanic       = "panic"       // no method panics
	CheckCurrent     = "current"     // Current is a seat in range or GameOver
	CheckLegal       = "legal"       // non-empty until the end, empty after
	CheckDuplicate   = "duplicate"   // Legal lists no action twice
	CheckPure        = "pure"        // Legal, View, Evaluate, Describe, Result change nothing
	CheckApply       = "apply"       // every listed action applies
	CheckRefuse      = "refuse"      // unlisted actions are refused with a *RuleError, state unchanged
	CheckClone       = "clone"       // clones are independent both ways
	CheckDeterminism = "determinism" // same seed and actions give the same checksums
	CheckText        = "text"        // Format/ParseAction round trip
	CheckView        = "view"        // Determinize(p) leaves View(p) unchanged
	CheckDeterminize = "determinize" // Determinize on View(p) gives a playable, consistent game
	CheckLegalKnown  = "legal-known" // the seat to move knows its own legal actions
	CheckHidden      = "hidden"      // a Secret title hides something Determinize resamples
	CheckEvaluate    = "evaluate"    // Evaluate is in [0,1]
	CheckBlind       = "blind"       // Evaluate(g, p) reads only what p may know
	CheckResult      = "result"      // one score and a valid place per seat
	CheckTerminates  = "terminates"  // every game ends within MaxDecisions
	CheckReplay      = "replay"      // replaying the action texts from the seed gives the same state
	CheckSave        = "save"        // EncodeSave → DecodeSave → Start gives the same state
	CheckChecksum    = "checksum"    // every applied action changes the Checksum
	CheckSecrets     = "secrets"     // each listed Secret really differs and is invisible to its Hidden seats' views
	CheckEvents      = "events"      // ... and to the events they receive before a reveal
	CheckResample    = "resample"    // Determinize with another generator gives another state where secrets exist
	CheckReseed      = "reseed"      // Determinize reseeds the state's own RNG from its rng argument
)

// maxFailures caps the report: after that many, the first ones say enough.
const maxFailures = 20

// Failure is one broken invariant with what reproduces it.
type Failure struct {
	Title   string
	Players int
	Seed    uint64
	// Step is the index of the decision (0-based) at which the check
	// failed; -1 when it concerns the whole run, and the number of
	// decisions played when it was found after the end.
	Step   int
	Check  string
	Detail string
}

func (f Failure) String() string {
	return fmt.Sprintf("%s, %d players, seed %d, decision %d [%s]: %s (reproduce: enginetest.Run(t, title, %d, enginetest.Seeds(%d)))",
		f.Title, f.Players, f.Seed, f.Step, f.Check, f.Detail, f.Players, f.Seed)
}

// Run checks title with players seats and reports every failure through t.
func Run(t testing.TB, title *engine.Title, players int, opts ...Option) {
	t.Helper()
	c := newConfig(opts)
	if testing.Short() && !c.gamesSet && len(c.seeds) == 0 {
		c.games = 10
	}
	if testing.Short() && !c.secretEverySet {
		// -short (and make mutate, which runs every test once per mutant)
		// checks the secrets at every third decision.
		c.secretEvery = 3
	}
	if n := mutateGames(); n > 0 {
		c.games = min(c.games, n)
		if len(c.seeds) > n {
			c.seeds = c.seeds[:n]
		}
	}
	for _, f := range check(title, players, c) {
		t.Errorf("%s", f)
	}
}

// mutateGames is the cap on seeded games that `make mutate` sets through
// STOLIK_MUTATE_GAMES (0 when unset or not a positive number). Mutation
// testing reruns a package's tests once per mutant, and the conformance
// playouts are most of that time; the cap buys more mutants per hour on a
// shared machine. It is read only here and `make test` never sets it, so
// the ordinary suite always plays its full counts.
func mutateGames() int {
	n, err := strconv.Atoi(os.Getenv("STOLIK_MUTATE_GAMES"))
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// Check runs the suite and returns its failures (nil when the title
// conforms). Run is the usual entry point; Check lets a test assert that a
// deliberately broken title fails.
func Check(title *engine.Title, players int, opts ...Option) []Failure {
	return check(title, players, newConfig(opts))
}

func check(title *engine.Title, players int, c *config) []Failure {
	r := &runner{c: c, title: title, players: players}
	if title == nil || title.New == nil {
		r.seed, r.step = 0, -1
		r.fail(CheckNew, "title or title.New is nil")
		return r.fails
	}
	r.name = title.ID
	declared := title.HasSecrets(c.options)
	hidden := declared
	if c.requireHidden != nil {
		hidden = *c.requireHidden
	}
	seeds := c.seedList()
	if declared && title.Secrets == nil {
		// Without the hook the only secrecy test is View against
		// Determinize, which a zone both of them forget passes.
		r.seed, r.step = seeds[0], -1
		r.fail(CheckSecrets, "the title declares hidden information (Secret or SecretWhen) but has no Secrets hook listing it")
	}
	for _, seed := range seeds {
		if len(r.fails) >= maxFailures {
			break
		}
		r.game(seed)
	}
	switch {
	case len(r.fails) > 0:
	case hidden && !r.hiddenSeen:
		r.seed, r.step = seeds[0], -1
		r.fail(CheckHidden, "over %d games no Determinize changed the full state; the title declares hidden information (Secret) but hides nothing from anybody", len(seeds))
	case r.hiddenSeen && title.Secrets == nil:
		r.seed, r.step = seeds[0], -1
		r.fail(CheckSecrets, "Determinize changes the full state, so the title hides something (a deck order, a hand), but it has no Secrets hook listing what")
	case title.Secrets != nil && (hidden || r.hiddenSeen) && r.secretsSeen == 0:
		r.seed, r.step = seeds[0], -1
		r.fail(CheckSecrets, "over %d games the Secrets hook listed nothing, yet the title hides information", len(seeds))
	}
	return r.fails
}

// runner holds one run's state; a game's checks stop at its first fatal
// failure (the state is no longer trustworthy) and the run moves on.
type runner struct {
	c       *config
	title   *engine.Title
	name    string
	players int

	seed        uint64
	step        int
	fails       []Failure
	hiddenSeen  bool
	secretsSeen int

	// foreign remembers actions legal in other states, the likeliest
	// illegal actions a title forgets to refuse.
	foreign  [64]engine.Action
	nForeign int
	tries    []try // checkRefusals' buffer
	picks    []int // checkActions' buffer
	// scratch is the last position checkActions copied into through
	// engine.Copier (nil: the title has none): each copy overwrites an
	// older, different position, so a field CopyFrom forgets shows.
	scratch engine.Game
}

func (r *runner) fail(check, format string, args ...any) {
	if r.c.skip[check] || len(r.fails) >= maxFailures {
		return
	}
	r.fails = append(r.fails, Failure{Title: r.name, Players: r.players, Seed: r.seed, Step: r.step,
		Check: check, Detail: fmt.Sprintf(format, args...)})
}

func (r *runner) config(seed uint64) engine.Config {
	opts := make(map[string]string, len(r.c.options))
	for k, v := range r.c.options {
		opts[k] = v
	}
	return engine.Config{Players: r.players, Seed: seed, Options: opts}
}

func (r *runner) newGame(seed uint64) (engine.Game, error) {
	g, err := r.title.New(r.config(seed), nil)
	if err == nil && g == nil {
		err = errors.New("title.New returned a nil game and no error")
	}
	return g, err
}

// game plays and checks one seeded game.
func (r *runner) game(seed uint64) {
	r.seed, r.step = seed, -1
	defer func() {
		if p := recover(); p != nil {
			r.fail(CheckPanic, "panic: %v\n%s", p, debug.Stack())
		}
	}()
	g, err := r.newGame(seed)
	if err != nil {
		r.fail(CheckNew, "title.New(%d players, seed %d, options %v): %v", r.players, seed, r.c.options, err)
		return
	}
	twin, err := r.newGame(seed)
	if err != nil {
		r.fail(CheckDeterminism, "second title.New with the same config failed: %v", err)
		return
	}
	if twin.Checksum() != g.Checksum() {
		r.fail(CheckDeterminism, "two games set up from the same seed differ")
	}
	rng := engine.NewRNG(seed*0x9e3779b97f4a7c15 + 0x5851f42d4c957f2d)
	var legal []engine.Action
	var history []string
	var last engine.Action
	set := map[engine.Action]bool{}
	for step := 0; ; step++ {
		r.step = step
		cur := g.Current()
		sum := g.Checksum()
		legal = g.Legal(legal[:0])
		if g.Checksum() != sum {
			r.fail(CheckPure, "Legal changed the state")
			return
		}
		if cur == engine.GameOver {
			if len(legal) != 0 {
				r.fail(CheckLegal, "game over but Legal lists %d actions", len(legal))
			}
			break
		}
		// After the end test: a game that ends at exactly the bound's
		// decision is not "still running" (randomPlayout counts alike).
		if step >= r.c.maxDecisions {
			r.fail(CheckTerminates, "game still running after %d decisions", step)
			return
		}
		if cur < 0 || int(cur) >= r.players {
			r.fail(CheckCurrent, "Current() = %v with %d players", cur, r.players)
			return
		}
		if len(legal) == 0 {
			r.fail(CheckLegal, "%v to move but Legal is empty", cur)
			return
		}
		if !r.checkActions(g, sum, legal, set, &rng) {
			return
		}
		r.checkRefusals(g, sum, legal, set, &rng)
		r.checkEvaluate(g, sum)
		var secrets []engine.Secret
		if r.title.Secrets != nil && !r.c.skip[CheckSecrets] && step%r.c.secretEvery == 0 {
			var ok bool
			if secrets, ok = r.checkSecrets(g, sum, legal, &rng); !ok {
				return
			}
		}
		if !r.checkViews(g, sum, cur, legal, &rng, step, secrets) {
			return
		}

		a := legal[rng.IntN(len(legal))]
		if r.title.Describe != nil {
			r.title.Describe(g, a)
			if g.Checksum() != sum {
				r.fail(CheckPure, "Describe(%s) changed the state", r.text(a))
				return
			}
		}
		r.remember(legal)
		snap := g.Clone()
		var log engine.Log
		if err := g.Apply(a, &log); err != nil {
			r.fail(CheckApply, "Apply(%s) of a listed action: %v", r.text(a), err)
			return
		}
		if snap.Checksum() != sum {
			r.fail(CheckClone, "applying %s to the original changed an earlier clone", r.text(a))
			return
		}
		if err := twin.Apply(a, nil); err != nil || twin.Checksum() != g.Checksum() {
			r.fail(CheckDeterminism, "the same action %s from the same state gave different states (err %v)", r.text(a), err)
			return
		}
		history = append(history, a.Format(r.title.KindNames))
		last = a
	}
	r.step = len(history)
	r.checkEnd(g, last)
	r.checkReplay(seed, history, g.Checksum())
}

func (r *runner) text(a engine.Action) string {
	return fmt.Sprintf("%q", a.Format(r.title.KindNames))
}

// checkActions: no duplicates, text round trip, every action applies to a
// clone without touching the original.
func (r *runner) checkActions(g engine.Game, sum uint64, legal []engine.Action, set map[engine.Action]bool, rng *engine.RNG) bool {
	clear(set)
	for _, a := range legal {
		if set[a] {
			r.fail(CheckDuplicate, "Legal lists %s twice", r.text(a))
			return false
		}
		set[a] = true
		txt := a.Format(r.title.KindNames)
		back, err := engine.ParseAction(txt, r.title.KindNames)
		if err != nil || back != a {
			r.fail(CheckText, "action %+v formats as %q which parses back as %+v (err %v)", a, txt, back, err)
		}
	}
	r.picks = sample(len(legal), maxApply, rng, r.picks[:0])
	for _, i := range r.picks {
		a := legal[i]
		c := g.Clone()
		if err := c.Apply(a, nil); err != nil {
			r.fail(CheckApply, "Apply(%s) of a listed action refused: %v", r.text(a), err)
			return false
		}
		if c.Checksum() == sum {
			// A decision that changes nothing could be taken forever; far
			// likelier, Checksum misses the part of the state it changed
			// (a field it cannot encode), and then every check comparing
			// checksums is blind.
			r.fail(CheckChecksum, "Apply(%s) left the Checksum unchanged: the checksum does not cover what the action changed", r.text(a))
			return false
		}
		if g.Checksum() != sum {
			r.fail(CheckClone, "applying %s to a clone changed the original", r.text(a))
			return false
		}
		if !r.checkCopy(g, sum, a, c.Checksum()) {
			return false
		}
	}
	return true
}

// checkCopy: when the title implements engine.Copier and the copy is
// accepted, a copy of g made in the scratch position (holding some
// earlier position) equals g, a
// applied to it gives what a applied to a clone gave (after), and g is
// untouched.
func (r *runner) checkCopy(g engine.Game, sum uint64, a engine.Action, after uint64) bool {
	if _, ok := g.(engine.Copier); !ok {
		return true
	}
	if r.scratch == nil {
		r.scratch = g.Clone()
		return true
	}
	if !r.scratch.(engine.Copier).CopyFrom(g) {
		return true // allowed: the bots then clone (a wrapper type, say)
	}
	if r.scratch.Checksum() != sum {
		r.fail(CheckClone, "CopyFrom left the copy different from its source (a field it does not copy?)")
		return false
	}
	if err := r.scratch.Apply(a, nil); err != nil || r.scratch.Checksum() != after {
		r.fail(CheckClone, "%s applied to a CopyFrom copy gave another state than on a clone (err %v)", r.text(a), err)
		return false
	}
	if g.Checksum() != sum {
		r.fail(CheckClone, "applying %s to a CopyFrom copy changed the original", r.text(a))
		return false
	}
	return true
}

// maxApply is how many listed actions checkActions applies at most:
// titles with very wide decisions get a sample, so the suite stays fast.
const maxApply = 64

// sample appends to dst the indices of the listed actions a check plays
// at a decision with n of them: all, in Legal's order, up to most; above
// that, most indices drawn at random from rng (checkActions' maxApply,
// the events check's maxSecretActions).
func sample(n, most int, rng *engine.RNG, dst []int) []int {
	for i := 0; i < n && i < most; i++ {
		if n > most {
			dst = append(dst, rng.IntN(n))
			continue
		}
		dst = append(dst, i)
	}
	return dst
}

// checkRefusals tries random unlisted actions and actions remembered from
// other states: each must be refused with a *RuleError and change nothing.
func (r *runner) checkRefusals(g engine.Game, sum uint64, legal []engine.Action, set map[engine.Action]bool, rng *engine.RNG) {
	r.tries = r.unlisted(legal, rng, r.tries[:0])
	for _, t := range r.tries {
		if set[t.a] {
			continue
		}
		c := g.Clone()
		err := c.Apply(t.a, nil)
		var re *engine.RuleError
		switch {
		case err == nil:
			r.fail(CheckRefuse, "%s action %s is not listed by Legal but Apply accepted it", t.origin, r.text(t.a))
			return
		case !errors.As(err, &re):
			r.fail(CheckRefuse, "refusal of %s is %T, not *engine.RuleError: %v", r.text(t.a), err, err)
			return
		case c.Checksum() != sum:
			r.fail(CheckRefuse, "refusing %s (%v) changed the state", r.text(t.a), err)
			return
		}
	}
}

// try is an action the refusal check tries and where it comes from.
type try struct {
	a      engine.Action
	origin string // "random", "earlier-state" or "mutated"
}

// Origins of the actions checkRefusals tries.
const (
	originRandom  = "random"
	originForeign = "earlier-state"
	originMutated = "mutated"
)

// flips is how many bit flips of listed actions each decision tries.
const flips = 4

// unlisted appends to dst, drawn from rng, the actions checkRefusals tries
// at a decision whose Legal is legal (those among them that Legal lists
// are skipped there, not here): c.illegal random actions, every other one
// (the first included) a plausible kind (one of KindNames or the first
// past them) with small arguments, the others any 64-bit key; then the
// actions remembered from earlier states; then flips of one bit above the
// kind (8…63) of a random listed action. The draws are the same whatever
// the title answers, so a seed always tries the same actions.
func (r *runner) unlisted(legal []engine.Action, rng *engine.RNG, dst []try) []try {
	kinds := len(r.title.KindNames) + 1
	for i := 0; i < r.c.illegal; i++ {
		x := rng.Uint64()
		a := engine.ActionFromKey(x)
		if i%2 == 0 {
			// Plausible kinds with small arguments get past a title's
			// first sanity checks and exercise its real legality code.
			a = engine.Action{Kind: uint8(rng.IntN(kinds)), A: uint8(x & 15), B: uint8(x >> 4 & 7),
				C: uint8(x >> 7 & 3)}
		}
		dst = append(dst, try{a, originRandom})
	}
	for i := 0; i < r.nForeign && i < len(r.foreign); i++ {
		dst = append(dst, try{r.foreign[i], originForeign})
	}
	// Bit flips of listed actions sit right at the edge of legality.
	for i := 0; i < flips && len(legal) > 0; i++ {
		k := legal[rng.IntN(len(legal))].Key() ^ 1<<(8+rng.IntN(56))
		dst = append(dst, try{engine.ActionFromKey(k), originMutated})
	}
	return dst
}

// remember keeps the last two actions of legal (the likeliest to be
// refused elsewhere) in the ring of earlier-state actions: the latest 64
// are tried at every decision.
func (r *runner) remember(legal []engine.Action) {
	for i := 0; i < 2 && i < len(legal); i++ {
		r.foreign[r.nForeign%len(r.foreign)] = legal[len(legal)-1-i]
		r.nForeign++
	}
	if r.nForeign > 2*len(r.foreign) {
		r.nForeign -= len(r.foreign)
	}
}

func (r *runner) checkEvaluate(g engine.Game, sum uint64) {
	if r.title.Evaluate == nil {
		return
	}
	for p := 0; p < r.players; p++ {
		v := r.title.Evaluate(g, engine.Seat(p))
		if math.IsNaN(v) || v < 0 || v > 1 {
			r.fail(CheckEvaluate, "Evaluate(seat%d) = %v, outside [0,1]", p, v)
			return
		}
		if g.Checksum() != sum {
			r.fail(CheckPure, "Evaluate changed the state")
			return
		}
	}
}

// reseeds: Determinize must reseed the state's own generator from its rng
// argument, or every future a bot simulates from a determinization rolls
// and shuffles alike (issue 14's bug 6, which the resample check misses
// wherever the secrets alone differ). The generator is read by reflection
// (the fields of type engine.RNG in the struct behind the game), since it
// is the title's own unexported state. Two fixed generators, not the run's
// rng, so the other checks draw the same sequence as before.
func (r *runner) reseeds(g engine.Game, p engine.Seat, step int) bool {
	ra, rb := engine.NewRNG(uint64(step)*2+1), engine.NewRNG(uint64(step)*2+2)
	a, b := g.View(p), g.View(p)
	a.Determinize(p, &ra)
	b.Determinize(p, &rb)
	sa, ok := rngState(a)
	if sb, _ := rngState(b); ok && sa == sb {
		r.fail(CheckReseed, "Determinize(%v) does not reseed the state's RNG from its rng argument: two different generators leave the same RNG, so every simulated future shuffles alike", p)
		return false
	}
	return true
}

// rngState is the text of every engine.RNG field of the struct behind g,
// looking through pointers and struct fields (a wrapper holding the state);
// fmt reads unexported fields. ok is false when there is none: a game
// without randomness has nothing to reseed.
func rngState(g engine.Game) (string, bool) {
	var b strings.Builder
	found := false
	rt := reflect.TypeOf(engine.RNG{})
	var walk func(v reflect.Value, depth int)
	walk = func(v reflect.Value, depth int) {
		for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
			if v.IsNil() {
				return
			}
			v = v.Elem()
		}
		if depth > 3 || v.Kind() != reflect.Struct {
			return
		}
		if v.Type() == rt {
			fmt.Fprintf(&b, "%v;", v)
			found = true
			return
		}
		for i := 0; i < v.NumField(); i++ {
			walk(v.Field(i), depth+1)
		}
	}
	walk(reflect.ValueOf(g), 0)
	return b.String(), found
}

// checkViews: for every seat, determinizing must not change what that seat
// sees; a determinized view must be a playable game consistent with the
// real one. Every few steps a determinized view is played to its end.
//
// Where the title's Secrets list something hidden from p, two
// determinizations with different generators must differ (the state's own
// RNG at least, which Determinize reseeds), and the same generator must
// give the same determinization.
func (r *runner) checkViews(g engine.Game, sum uint64, cur engine.Seat, legal []engine.Action, rng *engine.RNG, step int, secrets []engine.Secret) bool {
	seats := make([]engine.Seat, 0, r.players+1)
	for p := 0; p < r.players; p++ {
		seats = append(seats, engine.Seat(p))
	}
	seats = append(seats, engine.Observer)
	for _, p := range seats {
		v := g.View(p)
		if g.Checksum() != sum {
			r.fail(CheckPure, "View(%v) changed the state", p)
			return false
		}
		if v == nil {
			r.fail(CheckView, "View(%v) is nil", p)
			return false
		}
		if v.Current() != cur {
			r.fail(CheckView, "View(%v).Current() = %v, the game says %v", p, v.Current(), cur)
			return false
		}
		if p == engine.Observer {
			continue
		}
		want := v.Checksum()
		d := g.Clone()
		d.Determinize(p, rng)
		if got := d.View(p).Checksum(); got != want {
			r.fail(CheckView, "Determinize(%v) on the full state changed View(%v): the view shows something %v cannot know", p, p, p)
			return false
		}
		if d.Checksum() != sum {
			r.hiddenSeen = true
			if r.title.Evaluate != nil {
				e1, e2 := r.title.Evaluate(g, p), r.title.Evaluate(d, p)
				if math.Abs(e1-e2) > 1e-9 {
					r.fail(CheckBlind, "Evaluate(%v) is %v on the game and %v on a determinization %v cannot tell from it: it reads hidden information", p, e1, e2, p)
					return false
				}
			}
		}
		if g.Checksum() != sum {
			r.fail(CheckClone, "Determinize on a clone changed the original")
			return false
		}
		dv := g.View(p)
		same := *rng
		dv.Determinize(p, rng)
		if got := dv.View(p).Checksum(); got != want {
			r.fail(CheckDeterminize, "Determinize(%v) on View(%v) changed View(%v)", p, p, p)
			return false
		}
		twin := g.View(p)
		twin.Determinize(p, &same)
		if twin.Checksum() != dv.Checksum() {
			r.fail(CheckDeterminize, "Determinize(%v) with the same generator gave two different states: it draws from something other than its rng argument", p)
			return false
		}
		if name, ok := hiddenFrom(secrets, p); ok && !r.c.skip[CheckResample] {
			other := g.View(p)
			other.Determinize(p, rng)
			if other.Checksum() == dv.Checksum() {
				r.fail(CheckResample, "two determinizations of View(%v) with different generators are identical although %q is hidden from %v: Determinize resamples nothing (nor reseeds the state's RNG, so every simulated future is the same)", p, name, p)
				return false
			}
			if other.View(p).Checksum() != want {
				r.fail(CheckDeterminize, "a second Determinize(%v) on View(%v) changed View(%v)", p, p, p)
				return false
			}
		}
		if !r.c.skip[CheckReseed] && !r.reseeds(g, p, step) {
			return false
		}
		if dv.Current() != cur {
			r.fail(CheckDeterminize, "determinized View(%v) says %v is to move, the game says %v", p, dv.Current(), cur)
			return false
		}
		dl := dv.Legal(nil)
		if len(dl) == 0 {
			r.fail(CheckDeterminize, "determinized View(%v) has no legal action while %v is to move", p, cur)
			return false
		}
		if p == cur && !sameSet(dl, legal) {
			r.fail(CheckLegalKnown, "%v's legal actions differ between the game (%d) and a determinization of its view (%d)", p, len(legal), len(dl))
			return false
		}
		if p == cur && step%5 == 0 {
			if _, err := randomPlayout(dv, rng, r.c.maxDecisions-step, r.title.KindNames); err != nil {
				check := CheckDeterminize
				if errors.Is(err, errTooLong) {
					check = CheckTerminates
				}
				r.fail(check, "playing determinized View(%v) to the end: %v", p, err)
				return false
			}
		}
	}
	return true
}

func sameSet(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	m := make(map[engine.Action]int, len(a))
	for _, x := range a {
		m[x]++
	}
	for _, x := range b {
		m[x]--
		if m[x] < 0 {
			return false
		}
	}
	return true
}

// checkEnd checks the Result of the finished game g and that it refuses
// last (its last decision, or the zero action when it ended at set-up).
func (r *runner) checkEnd(g engine.Game, last engine.Action) {
	sum := g.Checksum()
	res := g.Result()
	if g.Checksum() != sum {
		r.fail(CheckPure, "Result changed the state")
	}
	if len(res.Scores) != r.players || len(res.Place) != r.players {
		r.fail(CheckResult, "Result has %d scores and %d places for %d players", len(res.Scores), len(res.Place), r.players)
		return
	}
	for i, s := range res.Scores {
		if int(s.Seat) != i {
			r.fail(CheckResult, "Scores[%d] is for %v", i, s.Seat)
		}
	}
	// Standard competition ranking: a place is one more than the number
	// of participants strictly ahead, so ties share and the next place
	// skips. Rivals (non-seat participants) share the numbering.
	all := append([]int(nil), res.Place...)
	for _, rv := range res.Rivals {
		all = append(all, rv.Place)
	}
	for i, p := range all {
		ahead := 0
		for _, q := range all {
			if q < p {
				ahead++
			}
		}
		if p < 1 || p > len(all) || p != ahead+1 {
			r.fail(CheckResult, "places %v (rivals last) are not a ranking (participant %d)", all, i)
			return
		}
	}
	c := g.Clone()
	err := c.Apply(last, nil)
	var re *engine.RuleError
	if err == nil || !errors.As(err, &re) || c.Checksum() != sum {
		r.fail(CheckRefuse, "after the end, Apply(%s) gave %v and must be refused with a *RuleError changing nothing", r.text(last), err)
	}
}

// checkReplay rebuilds the final state from the seed and the action texts,
// once directly and once through a save file.
func (r *runner) checkReplay(seed uint64, history []string, want uint64) {
	g, err := r.newGame(seed)
	if err != nil {
		r.fail(CheckReplay, "title.New: %v", err)
		return
	}
	for i, txt := range history {
		a, err := engine.ParseAction(txt, r.title.KindNames)
		if err == nil {
			err = g.Apply(a, nil)
		}
		if err != nil {
			r.fail(CheckReplay, "replaying action %d %q: %v", i, txt, err)
			return
		}
	}
	if g.Checksum() != want {
		r.fail(CheckReplay, "replaying %d actions from the seed gave a different state", len(history))
	}
	if r.c.skip[CheckSave] {
		return
	}
	cfg := r.config(seed)
	if err := r.title.Validate(&cfg); err != nil {
		r.fail(CheckSave, "config: %v", err)
		return
	}
	m := engine.Match{Title: r.title.ID, Seed: int64(seed), Options: cfg.Options,
		Seats: make([]engine.SeatConfig, r.players), Actions: history}
	for i := range m.Seats {
		m.Seats[i].Name = fmt.Sprintf("Gracz %d", i+1)
	}
	data, err := engine.EncodeSave(&m)
	if err != nil {
		r.fail(CheckSave, "EncodeSave: %v", err)
		return
	}
	back, err := engine.DecodeSave(data)
	if err != nil {
		r.fail(CheckSave, "DecodeSave of a fresh save: %v", err)
		return
	}
	s, err := engine.Start(r.title, *back)
	if err != nil {
		r.fail(CheckSave, "Start from the loaded save: %v", err)
		return
	}
	if s.Game.Checksum() != want {
		r.fail(CheckSave, "save → load → replay gave a different state")
	}
}
