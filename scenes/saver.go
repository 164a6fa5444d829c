package scenes

import (
	"sync"

	"stolik/rules/engine"
)

// saver writes autosaves off the UI goroutine: an atomic write with fsync
// costs ~3 ms here, which a frame should not pay. The newest request
// wins; an older one still waiting is skipped.
type saver struct {
	wg      sync.WaitGroup
	mu      sync.Mutex // serialises writes and guards the fields below
	issued  uint64     // UI goroutine only
	written uint64
	err     error
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
		if err != nil {
			s.err = err
		}
	}()
}

// flush waits until every queued write is on disk.
func (s *saver) flush() { s.wg.Wait() }

// takeErr returns and clears the last write error.
func (s *saver) takeErr() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.err
	s.err = nil
	return err
}
