package enginetest

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"stolik/rules/engine"
)

// maxSecretActions bounds how many next actions each Secret is played
// with: the events check needs a few, not all, and wide decisions would
// make the suite slow.
const maxSecretActions = 3

// checkSecrets asks the title for its secrets at this position and checks
// each one (see checkSecret). It returns the list for the Determinize
// checks, and false when a failure makes the rest of the game pointless.
func (r *runner) checkSecrets(g engine.Game, sum uint64, legal []engine.Action, rng *engine.RNG) ([]engine.Secret, bool) {
	secrets := r.title.Secrets(g, rng)
	if g.Checksum() != sum {
		r.fail(CheckPure, "Secrets changed the state it was given")
		return nil, false
	}
	r.secretsSeen += len(secrets)
	for _, sc := range secrets {
		if detail, check := checkSecret(r.title, r.players, g, sum, sc, legal, rng, r.c.skip[CheckEvents]); detail != "" {
			r.fail(check, "%s", detail)
			return nil, false
		}
	}
	return secrets, true
}

// checkSecret checks one piece of hidden information: its copy really
// differs from g; every seat it is hidden from, and the public view, sees
// the same View of both; and when a seat it is hidden from is to move, for
// a few of its actions legal in both, the events those seats receive are
// the same up to the first one marked Reveal that they may read (from
// there on the information is theirs).
// It returns "" or what is wrong and the check that failed (CheckSecrets
// or CheckEvents); noEvents leaves the events out.
func checkSecret(title *engine.Title, players int, g engine.Game, sum uint64, sc engine.Secret, legal []engine.Action, rng *engine.RNG, noEvents bool) (string, string) {
	name := fmt.Sprintf("secret %q", sc.Name)
	if sc.Game == nil {
		return name + ": the copy is nil", CheckSecrets
	}
	if sc.Game.Checksum() == sum {
		return name + ": the copy has the original's checksum; a secret that changes nothing tests nothing", CheckSecrets
	}
	if len(sc.Hidden) == 0 {
		return name + ": hidden from no seat", CheckSecrets
	}
	seats := make([]engine.Seat, 0, len(sc.Hidden)+1)
	for _, h := range sc.Hidden {
		if h == engine.Observer {
			continue // checked below for every secret
		}
		if h < 0 || int(h) >= players {
			return fmt.Sprintf("%s: hidden from %v, which is not a seat of a %d-player game", name, h, players), CheckSecrets
		}
		seats = append(seats, h)
	}
	seats = append(seats, engine.Observer)
	for _, h := range seats {
		if g.View(h).Checksum() != sc.Game.View(h).Checksum() {
			return fmt.Sprintf("%s is hidden from %v, yet View(%v) differs when only it changes: the view shows it", name, h, h), CheckSecrets
		}
	}
	if noEvents {
		return "", ""
	}
	// Events are compared for the decisions of a seat the secret is
	// hidden from: it cannot choose by it, so its choice is the same
	// decision in both states. A seat that knows the secret may reveal
	// it on purpose (playing the card of its hand that the copy swapped),
	// and actions that name a hand slot would then play different cards.
	actor := g.Current()
	n := len(legal)
	if !slices.Contains(sc.Hidden, actor) {
		n = 0
	}
	var picks [maxSecretActions]int
	for _, i := range sample(n, maxSecretActions, rng, picks[:0]) {
		a := legal[i]
		var la, lb engine.Log
		ca, cb := g.Clone(), sc.Game.Clone()
		if ca.Apply(a, &la) != nil || cb.Apply(a, &lb) != nil {
			continue // legal in one state only: its owner's choice
		}
		for _, h := range seats {
			if d := diffEvents(la.Events, lb.Events, h); d != "" {
				return fmt.Sprintf("%s is hidden from %v, yet after %q the events %v receives differ: %s (an event that shows hidden information must be Private to its seat or marked Reveal)",
					name, h, a.Format(title.KindNames), h, d), CheckEvents
			}
		}
	}
	return "", ""
}

// seen is an event as a seat reads it, with whether the seat reads the
// event itself (not its public form).
type seen struct {
	e   engine.Event
	own bool
}

func received(events []engine.Event, seat engine.Seat) []seen {
	out := make([]seen, 0, len(events))
	for _, e := range events {
		if v, ok := e.For(seat); ok {
			out = append(out, seen{v, e.VisibleTo(seat)})
		}
	}
	return out
}

// diffEvents compares what seat receives of two event lists, up to the
// first reveal seat reads itself (not another seat's private event in its
// public form): from there on hidden information is shown, and what follows
// in the step may depend on it (a revealed tile's consequences, the back of
// the tile under it). Before it, any difference shows seat something it
// may not know, in a step strict undo would let it take back.
func diffEvents(a, b []engine.Event, seat engine.Seat) string {
	ra, rb := received(a, seat), received(b, seat)
	revealed := func(s *seen) bool { return s != nil && s.own && s.e.Reveal }
	for i := 0; i < len(ra) || i < len(rb); i++ {
		var x, y *seen
		if i < len(ra) {
			x = &ra[i]
		}
		if i < len(rb) {
			y = &rb[i]
		}
		if revealed(x) || revealed(y) {
			return ""
		}
		if x == nil || y == nil || !reflect.DeepEqual(x.e, y.e) {
			return fmt.Sprintf("event %d is %s in the game and %s in the copy", i, describeSeen(x), describeSeen(y))
		}
	}
	return ""
}

func describeSeen(s *seen) string {
	if s == nil {
		return "missing"
	}
	e := s.e
	var b strings.Builder
	fmt.Fprintf(&b, "%s(seat %v", e.Key, e.Seat)
	if e.Count != 0 {
		fmt.Fprintf(&b, ", count %d", e.Count)
	}
	if len(e.Args) > 0 {
		fmt.Fprintf(&b, ", %v", e.Args)
	}
	if e.Reveal {
		b.WriteString(", reveal")
	}
	b.WriteString(")")
	return b.String()
}

// hiddenFrom names a secret hidden from seat, if any.
func hiddenFrom(secrets []engine.Secret, seat engine.Seat) (string, bool) {
	for _, sc := range secrets {
		for _, h := range sc.Hidden {
			if h == seat {
				return sc.Name, true
			}
		}
	}
	return "", false
}

// Secrecy runs the secrecy checks of the suite on one position a
// test built by hand (a card just drawn, an earring decision open), which
// random games may reach too rarely: every Secret the title lists for g
// must differ from g and stay invisible to its Hidden seats, in views and
// in the events of the next actions. It returns what is wrong, one line
// per secret; the second result is how many secrets were checked.
func Secrecy(title *engine.Title, players int, g engine.Game, seed uint64) (problems []string, checked int) {
	if title.Secrets == nil {
		return []string{title.ID + ": no Secrets hook"}, 0
	}
	rng := engine.NewRNG(seed)
	sum := g.Checksum()
	legal := g.Legal(nil)
	secrets := title.Secrets(g, &rng)
	if g.Checksum() != sum {
		return []string{"Secrets changed the state it was given"}, 0
	}
	for _, sc := range secrets {
		if d, _ := checkSecret(title, players, g, sum, sc, legal, &rng, false); d != "" {
			problems = append(problems, d)
		}
	}
	return problems, len(secrets)
}
