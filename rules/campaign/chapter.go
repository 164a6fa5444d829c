package campaign

import (
	"fmt"
	"io/fs"
	"regexp"
	"sort"
	"strings"

	"stolik/rules/engine"
)

// Chapter is one rung of a ladder: a match set-up to win.
type Chapter struct {
	ID   string `toml:"id"`
	Name string `toml:"name"` // Polish, shown in the ladder
	// Players is the number of seats: the player in seat 1, bots in the
	// others (none in a solo chapter against the title's own opponent).
	Players int `toml:"players"`
	// Level is the bots' level, 1 (Łatwy) to 3 (Trudny); 0 when there
	// are no bots.
	Level   int               `toml:"level"`
	Options map[string]string `toml:"options"`
	// Requires lists the chapters to win first; empty means the chapter
	// before it in the file (the first chapter is always open).
	Requires []string `toml:"requires"`
	// Start opens the chapter from the beginning: the first rung of a
	// second path (Arnak's bot ladder beside its solo ladder).
	Start bool `toml:"start"`
	// Story, if set, is a text the journal shows once the chapter is won
	// (a scenario's ending); Intro is shown before it is played.
	Story  string `toml:"story"`
	Intro  string `toml:"intro"`
	Source string `toml:"source"`
}

// Ladder is one title's chapters in order.
type Ladder struct {
	Title    string    `toml:"title"`
	Chapters []Chapter `toml:"chapter"`
}

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)

// ValidID reports whether s can name a title or a chapter in the progress
// file (lower-case letters, digits, '-' and '_', at most 64).
func ValidID(s string) bool { return idPattern.MatchString(s) }

// LoadLadders reads every campaign/<title>.toml of fsys (data/ of the
// assets) strictly and checks each against its title; a ladder whose title
// is not in titles (not built yet) is skipped. Ladders come back in the
// order of titles.
func LoadLadders(fsys fs.FS, dir string, titles []*engine.Title) ([]Ladder, error) {
	names, err := fs.Glob(fsys, dir+"/*.toml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	byID := map[string]Ladder{}
	for _, name := range names {
		id := strings.TrimSuffix(name[len(dir)+1:], ".toml")
		var t *engine.Title
		for _, tt := range titles {
			if tt != nil && tt.ID == id && tt.New != nil {
				t = tt
			}
		}
		if t == nil {
			continue
		}
		l := engine.DataLoader{FS: fsys, Title: "campaign", File: name}
		var lad Ladder
		l.Decode(name, &lad)
		if l.Err != nil {
			return nil, l.Err
		}
		if lad.Title != id {
			return nil, fmt.Errorf("campaign/%s: title = %q, want %q", name, lad.Title, id)
		}
		if err := lad.Check(t); err != nil {
			return nil, fmt.Errorf("campaign/%s: %w", name, err)
		}
		byID[id] = lad
	}
	var out []Ladder
	for _, t := range titles {
		if lad, ok := byID[t.ID]; ok {
			out = append(out, lad)
			delete(byID, t.ID)
		}
	}
	return out, nil
}

// Check validates a ladder against its title: unique ids, a name and a
// source for each chapter, a player count and options the title accepts,
// bot levels 1..3 where there are bots, and requirements that name earlier
// chapters (so the ladder has no cycles and its first chapter is open).
func (lad *Ladder) Check(t *engine.Title) error {
	if len(lad.Chapters) == 0 {
		return fmt.Errorf("no chapters")
	}
	seen := map[string]bool{}
	for i, c := range lad.Chapters {
		what := fmt.Sprintf("chapter %d (%s)", i+1, c.ID)
		switch {
		case !ValidID(c.ID):
			return fmt.Errorf("%s: bad id", what)
		case seen[c.ID]:
			return fmt.Errorf("%s: id used twice", what)
		case strings.TrimSpace(c.Name) == "":
			return fmt.Errorf("%s: no name", what)
		case c.Source != "seed" && c.Source != "published" && c.Source != "authored":
			return fmt.Errorf("%s: source %q", what, c.Source)
		case c.Players > 1 && (c.Level < 1 || c.Level > 3):
			return fmt.Errorf("%s: bot level %d (1..3)", what, c.Level)
		case c.Players == 1 && c.Level != 0:
			return fmt.Errorf("%s: level %d without bots", what, c.Level)
		case c.Start && len(c.Requires) > 0:
			return fmt.Errorf("%s: a start chapter requires nothing", what)
		}
		for _, r := range c.Requires {
			if !seen[r] {
				return fmt.Errorf("%s: requires %q, which is not an earlier chapter", what, r)
			}
		}
		if t != nil {
			cfg := c.Config(1)
			if err := t.Validate(&cfg); err != nil {
				return fmt.Errorf("%s: %v", what, err)
			}
		}
		seen[c.ID] = true
	}
	return nil
}

// Config is the rules' set-up of the chapter with a seed.
func (c Chapter) Config(seed uint64) engine.Config {
	opts := make(map[string]string, len(c.Options))
	for k, v := range c.Options {
		opts[k] = v
	}
	return engine.Config{Players: c.Players, Seed: seed, Options: opts}
}

// Requirements are the chapters to win before c (its index i in lad).
func (lad *Ladder) Requirements(i int) []string {
	if i <= 0 || i >= len(lad.Chapters) || lad.Chapters[i].Start {
		return nil
	}
	if r := lad.Chapters[i].Requires; len(r) > 0 {
		return r
	}
	return []string{lad.Chapters[i-1].ID}
}

// Unlocked reports whether chapter i may be played: every chapter it
// requires is won.
func (lad *Ladder) Unlocked(p *Progress, i int) bool {
	if i < 0 || i >= len(lad.Chapters) {
		return false
	}
	for _, r := range lad.Requirements(i) {
		if !p.Won(lad.Title, r) {
			return false
		}
	}
	return true
}

// Next is the first unlocked chapter not yet won (the one to play next),
// or -1 when the whole ladder is won.
func (lad *Ladder) Next(p *Progress) int {
	for i := range lad.Chapters {
		if lad.Unlocked(p, i) && !p.Won(lad.Title, lad.Chapters[i].ID) {
			return i
		}
	}
	return -1
}

// Find returns the chapter with id, or -1.
func (lad *Ladder) Find(id string) int {
	for i, c := range lad.Chapters {
		if c.ID == id {
			return i
		}
	}
	return -1
}

// NewlyUnlocked lists the chapters that winning chapter i opens (those
// whose only missing requirement was i).
func (lad *Ladder) NewlyUnlocked(p *Progress, i int) []int {
	var out []int
	if i < 0 || i >= len(lad.Chapters) || p.Won(lad.Title, lad.Chapters[i].ID) {
		return nil
	}
	after := p.clone()
	after.record(lad.Title, lad.Chapters[i].ID).Wins++
	for j := range lad.Chapters {
		if j != i && !lad.Unlocked(p, j) && lad.Unlocked(after, j) {
			out = append(out, j)
		}
	}
	return out
}
