package scenes

import (
	"sync"

	"stolik/rules/engine"
)

// saver writes autosaves off the UI goroutine: an atomic write with fsync
// costs ~3 ms here, which a frame should not pay. The newest request
// wins; an older one still waiting is skipped.
//
// It also keeps the honest status of the autosave: whether the last write
// failed (read-only folder, full disk, a data path that is a file), so the
// game can say so once and the pause menu stops promising a saved match.
type saver struct {
	wg      sync.WaitGroup
	mu      sync.Mutex // serialises writes and guards the fields below
	issued  uint64     // UI goroutine only
	written uint64
	// failing: the last write failed, so the file on disk is behind the
	// match. reported is the state the UI last told the player about.
	failing  bool
	reported bool
	err      error
}

// save queues writing m (or removing the autosave when remove is set).
func (s *saver) save(st engine.Store, m *engine.Match, remove bool) {
	s.issued++
	seq := s.issued
	c := *m
	c.Actions = append([]string(nil), m.Actions...)
	c.Seats = append([]engine.SeatConfig(nil), m.Seats...)
	opts := make(map[string]string, len(m.Options))
	for k, v := range m.Options {
		opts[k] = v
	}
	c.Options = opts
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.mu.Lock()
		defer s.mu.Unlock()
		if seq < s.written {
			return
		}
		var err error
		if remove {
			err = st.Remove(engine.AutosaveName)
		} else {
			err = st.Write(engine.AutosaveName, &c)
		}
		s.written = seq
		s.failing = err != nil
		s.err = err
	}()
}

// flush waits until every queued write is on disk.
func (s *saver) flush() { s.wg.Wait() }

// fail marks the autosave as not working before any write was tried (the
// store's start-up check failed): the menu has said why, and the game
// says it again when a match starts.
func (s *saver) fail(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failing, s.reported, s.err = true, false, err
}

// Failing reports whether the last autosave failed, so the match on disk
// is not the match on screen.
func (s *saver) Failing() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failing
}

// takeChange reports a change of the autosave's health not yet told to
// the player: changed with the write error when it started failing,
// changed with nil when it works again.
func (s *saver) takeChange() (changed bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failing == s.reported {
		return false, nil
	}
	s.reported = s.failing
	if s.failing {
		return true, s.err
	}
	return true, nil
}
