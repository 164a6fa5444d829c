package campaign

import (
	"bytes"
	"errors"
	"fmt"

	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"stolik/rules/engine"
)

// Format is the version written into campaign.toml.
const Format = 1

// FileName is the progress file in the data folder.
const FileName = "campaign.toml"

// maxBytes bounds what the decoder accepts: a real file holds a few dozen
// records of a hundred bytes.
const maxBytes = 1 << 20

// maxRecords bounds the records, like maxBytes.
const maxRecords = 4096

// Progress is the player's campaign: one record per chapter played, and
// the chapter being played now, if any.
type Progress struct {
	Format int `toml:"format"`
	// Active is the campaign match in progress: it counts for its chapter
	// when it ends, even after a restart (the autosave continues it).
	Active  *Active  `toml:"active,omitempty"`
	Records []Record `toml:"record"`
}

// Active names a campaign match by its title, chapter and seed.
type Active struct {
	Title   string `toml:"title"`
	Chapter string `toml:"chapter"`
	Seed    int64  `toml:"seed"`
}

// Record is what the player did in one chapter. Best is the best score
// of any play (valid once Plays > 0); Won is the date of the first win.
type Record struct {
	Title   string    `toml:"title"`
	Chapter string    `toml:"chapter"`
	Plays   int       `toml:"plays"`
	Wins    int       `toml:"wins"`
	Best    int       `toml:"best"`
	Won     time.Time `toml:"won,omitzero"`
	Last    time.Time `toml:"last,omitzero"`
}

// ErrCorrupt marks a progress file that exists but cannot be used; the
// caller moves it aside and starts afresh.
var ErrCorrupt = errors.New("campaign: damaged progress file")

// Decode reads campaign.toml strictly: unknown keys, a wrong format, bad
// ids, impossible counts or two records for one chapter are errors
// (wrapping ErrCorrupt). It never panics.
func Decode(data []byte) (*Progress, error) {
	if len(data) > maxBytes {
		return nil, fmt.Errorf("%w: %d bytes", ErrCorrupt, len(data))
	}
	var out Progress
	if err := engine.DecodeTOML(engine.CodeBadFile, data, &out); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	if err := out.validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, &engine.RuleError{Code: engine.CodeBadFile, Detail: err.Error(),
			Key: "problem.invalid", Args: map[string]any{"detail": engine.Clip(err.Error(), 80)}})
	}
	return &out, nil
}

func (p *Progress) validate() error {
	if p.Format != Format {
		return fmt.Errorf("format %d, want %d", p.Format, Format)
	}
	if len(p.Records) > maxRecords {
		return fmt.Errorf("%d records", len(p.Records))
	}
	if a := p.Active; a != nil && (!ValidID(a.Title) || !ValidID(a.Chapter)) {
		return fmt.Errorf("active match: bad title or chapter")
	}
	seen := make(map[[2]string]bool, len(p.Records))
	for i, r := range p.Records {
		switch {
		case !ValidID(r.Title) || !ValidID(r.Chapter):
			return fmt.Errorf("record %d: bad title or chapter", i)
		case r.Plays < 0 || r.Wins < 0 || r.Wins > r.Plays || r.Plays > 1_000_000:
			return fmt.Errorf("record %d: %d wins of %d plays", i, r.Wins, r.Plays)
		case r.Best < -1_000_000 || r.Best > 1_000_000:
			return fmt.Errorf("record %d: best %d", i, r.Best)
		case r.Wins > 0 && r.Won.IsZero():
			return fmt.Errorf("record %d: won without a date", i)
		case seen[[2]string{r.Title, r.Chapter}]:
			return fmt.Errorf("record %d: %s/%s twice", i, r.Title, r.Chapter)
		}
		seen[[2]string{r.Title, r.Chapter}] = true
	}
	return nil
}

// Encode writes the progress as TOML.
func Encode(p *Progress) ([]byte, error) {
	c := *p
	c.Format = Format
	if err := c.validate(); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(c); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// New is an empty progress.
func New() *Progress { return &Progress{Format: Format} }

// Get returns the record of a chapter (zero if never played).
func (p *Progress) Get(title, chapter string) Record {
	for _, r := range p.Records {
		if r.Title == title && r.Chapter == chapter {
			return r
		}
	}
	return Record{Title: title, Chapter: chapter}
}

// Won reports whether the chapter was ever won.
func (p *Progress) Won(title, chapter string) bool { return p.Get(title, chapter).Wins > 0 }

func (p *Progress) record(title, chapter string) *Record {
	for i := range p.Records {
		if p.Records[i].Title == title && p.Records[i].Chapter == chapter {
			return &p.Records[i]
		}
	}
	p.Records = append(p.Records, Record{Title: title, Chapter: chapter})
	return &p.Records[len(p.Records)-1]
}

func (p *Progress) clone() *Progress {
	c := *p
	c.Records = append([]Record(nil), p.Records...)
	if p.Active != nil {
		a := *p.Active
		c.Active = &a
	}
	return &c
}

// Begin marks a chapter's match as the active one.
func (p *Progress) Begin(title, chapter string, seed int64) {
	p.Active = &Active{Title: title, Chapter: chapter, Seed: seed}
}

// Finish records the end of a match if it is the active campaign match
// (same title and seed) and reports the chapter and whether it was won;
// any other match leaves the progress as it is (ok false).
func (p *Progress) Finish(title string, seed int64, score int, won bool, when time.Time) (chapter string, ok bool) {
	a := p.Active
	if a == nil || a.Title != title || a.Seed != seed {
		return "", false
	}
	r := p.record(a.Title, a.Chapter)
	if r.Plays == 0 || score > r.Best {
		r.Best = score
	}
	r.Plays++
	if won {
		if r.Wins == 0 {
			r.Won = when.UTC().Truncate(time.Second)
		}
		r.Wins++
	}
	r.Last = when.UTC().Truncate(time.Second)
	p.Active = nil
	return a.Chapter, true
}

// Outcome reads a finished match for the human in seat: their score, and
// whether they won — first place (shared places count) with no rival in
// first place (a solo game is won only by beating the rival).
func Outcome(res engine.Result, seat engine.Seat) (score int, won bool) {
	for _, s := range res.Scores {
		if s.Seat == seat {
			score = s.Total
		}
	}
	if res.NoWinner || int(seat) < 0 || int(seat) >= len(res.Place) || res.Place[seat] != 1 {
		return score, false
	}
	for _, r := range res.Rivals {
		if r.Place <= 1 {
			return score, false
		}
	}
	return score, true
}

// Load reads the progress file: a missing file is an empty progress; one
// that is not a regular file, is too large or does not decode gives an
// error wrapping ErrCorrupt (the caller moves it aside) whose reason the
// locales word (Localizer.Reason); an error reading it (no permission) is
// returned as it is. It reads through engine.ReadFileLimited, so a FIFO
// or a device in its place never blocks and a huge file is never read.
func Load(path string) (*Progress, error) {
	data, err := engine.ReadFileLimited(path, maxBytes, engine.CodeBadFile)
	if engine.Missing(err) {
		return New(), nil
	}
	if err != nil {
		var re *engine.RuleError
		if errors.As(err, &re) && strings.HasPrefix(re.Key, "problem.os.") {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	return Decode(data)
}

// Save writes the progress atomically (a reader sees the old file or the
// new one, never a torn one).
func Save(path string, p *Progress) error {
	data, err := Encode(p)
	if err != nil {
		return err
	}
	return engine.WriteFileAtomic(path, data)
}
