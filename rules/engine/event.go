package engine

// Event is something that happened, described for the log, animations and
// sounds. Key is a locale message key ("donjon.recruit"); Args fill its
// template; Count selects the Polish plural form. Texts that come from data
// (card names) are passed already in Polish through Args.
type Event struct {
	Key   string
	Seat  Seat // who acted or was affected; GameOver when nobody
	Count int
	Args  map[string]any
	// Reveal marks hidden information becoming known (a draw, a shuffle, a
	// die): undo never goes back past it.
	Reveal bool
	// Private restricts the event to Seat's log (e.g. the card a player drew
	// into a secret hand). Other seats see PublicKey instead, if set.
	Private   bool
	PublicKey string
}

// Log collects events. A nil *Log is valid and discards everything, so
// titles write `log.Add(...)` without checking.
type Log struct {
	Events []Event
}

// Add appends an event built from key, seat and alternating name/value
// arguments ("room", 3, "type", "smok").
func (l *Log) Add(key string, seat Seat, kv ...any) {
	if l == nil {
		return
	}
	e := Event{Key: key, Seat: seat}
	if len(kv) > 0 {
		e.Args = map[string]any{}
		for i := 0; i+1 < len(kv); i += 2 {
			if k, ok := kv[i].(string); ok {
				e.Args[k] = kv[i+1]
				if k == "count" {
					if n, ok := kv[i+1].(int); ok {
						e.Count = n
					}
				}
			}
		}
	}
	l.Events = append(l.Events, e)
}

// Push appends a fully built event.
func (l *Log) Push(e Event) {
	if l == nil {
		return
	}
	l.Events = append(l.Events, e)
}

// Reveal appends an event that marks hidden information becoming known.
func (l *Log) Reveal(key string, seat Seat, kv ...any) {
	if l == nil {
		return
	}
	l.Add(key, seat, kv...)
	l.Events[len(l.Events)-1].Reveal = true
}

// VisibleTo reports whether seat may read the event as it is (Observer
// reads only public ones).
func (e Event) VisibleTo(seat Seat) bool {
	return !e.Private || e.Seat == seat
}

// For returns the event as seat may see it: itself, its public form, or
// ok=false when seat sees nothing of it.
func (e Event) For(seat Seat) (Event, bool) {
	if e.VisibleTo(seat) {
		return e, true
	}
	if e.PublicKey == "" {
		return Event{}, false
	}
	pub := Event{Key: e.PublicKey, Seat: e.Seat, Count: e.Count, Reveal: e.Reveal}
	return pub, true
}
