package campaign

import (
	"fmt"
	"io/fs"
	"path"
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
	// MaxPlayers, when above Players, lets the player choose the seat
	// count from Players to MaxPlayers (bots of Level fill the other
	// seats): Discover's scenarios are played solo or with bots.
	MaxPlayers int `toml:"max_players"`
	// Coop: the bots play on the player's side (the campaign screen says
	// "with", not "against").
	Coop bool `toml:"coop"`
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
	// (a scenario's ending); Intro is shown before it is played. Journal
	// holds several entries instead (each a paragraph of the journal).
	Story   string   `toml:"story"`
	Intro   string   `toml:"intro"`
	Journal []string `toml:"journal"`
	// Text names the chapter's entry in the ladder's texts file (its
	// name, intro and journal come from there; see Ladder.Texts).
	Text   int    `toml:"text"`
	Source string `toml:"source"`
}

// Ladder is one title's chapters in order.
type Ladder struct {
	Title string `toml:"title"`
	// Texts names a file of the title's own data (relative to the data
	// folder, e.g. "discover/chapters.toml") that holds the chapters'
	// names, introductions and journal entries, so they are written once:
	// see TextsFile. Each chapter picks its entry with Text.
	Texts string `toml:"texts"`
	// JournalName is what the journal calls this ladder's entries
	// («Dziennik wyprawy»); empty: the title's name alone.
	JournalName string `toml:"journal_name"`
	// Codex is the key of the log event that reveals a numbered card (its
	// "number" argument): every number revealed in a finished match joins
	// the player's codex. CodexGroups name its ranges for the screen.
	Codex       string       `toml:"codex"`
	CodexGroups []CodexGroup `toml:"codex_group"`
	Chapters    []Chapter    `toml:"chapter"`
}

// Size is how many cards the group holds.
func (g CodexGroup) Size() int {
	if g.Count > 0 {
		return g.Count
	}
	return g.To - g.From + 1
}

// CodexGroup is a range of card numbers shown together in the codex.
type CodexGroup struct {
	Name string `toml:"name"`
	From int    `toml:"from"`
	To   int    `toml:"to"`
	// Count is how many numbers of the range have cards (0: all).
	Count  int    `toml:"count"`
	Source string `toml:"source"`
}

// TextsFile is the format of a ladder's texts file: one entry per
// chapter, keyed by its scenario number, with the chapter's name (title),
// its introduction and its journal entries; min_seats and unlocks say
// what the title's data expects of the ladder (Check verifies the ladder
// agrees with them).
type TextsFile struct {
	Chapter []struct {
		Scenario int      `toml:"scenario"`
		Title    string   `toml:"title"`
		Intro    string   `toml:"intro"`
		Journal  []string `toml:"journal"`
		MinSeats int      `toml:"min_seats"`
		Unlocks  int      `toml:"unlocks"`
		Source   string   `toml:"source"`
	} `toml:"chapter"`
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
		if lad.Texts != "" {
			var tf TextsFile
			l.Decode(path.Join(path.Dir(dir), lad.Texts), &tf)
			if l.Err != nil {
				return nil, l.Err
			}
			if err := lad.ApplyTexts(&tf); err != nil {
				return nil, fmt.Errorf("campaign/%s: %w", name, err)
			}
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
	if len(lad.CodexGroups) > 0 && lad.Codex == "" {
		return fmt.Errorf("codex groups without a codex event")
	}
	for i, g := range lad.CodexGroups {
		switch {
		case strings.TrimSpace(g.Name) == "":
			return fmt.Errorf("codex group %d: no name", i+1)
		case g.From < 0 || g.To < g.From || g.To > MaxCodexNumber:
			return fmt.Errorf("codex group %d: numbers %d..%d", i+1, g.From, g.To)
		case g.Count < 0 || g.Count > g.To-g.From+1:
			return fmt.Errorf("codex group %d: count %d", i+1, g.Count)
		case g.Source != "seed" && g.Source != "published" && g.Source != "authored":
			return fmt.Errorf("codex group %d: source %q", i+1, g.Source)
		}
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
		case c.MaxPlayers != 0 && c.MaxPlayers < c.Players:
			return fmt.Errorf("%s: max_players %d below players %d", what, c.MaxPlayers, c.Players)
		case c.Seats() > 1 && (c.Level < 1 || c.Level > 3):
			return fmt.Errorf("%s: bot level %d (1..3)", what, c.Level)
		case c.Seats() == 1 && c.Level != 0:
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
			for n := c.Players; n <= c.Seats(); n++ {
				cfg := c.ConfigFor(1, n)
				if err := t.Validate(&cfg); err != nil {
					return fmt.Errorf("%s: %v", what, err)
				}
			}
		}
		seen[c.ID] = true
	}
	return nil
}

// Config is the rules' set-up of the chapter with a seed.
func (c Chapter) Config(seed uint64) engine.Config { return c.ConfigFor(seed, c.Players) }

// ConfigFor is the set-up with a chosen seat count (see Seats).
func (c Chapter) ConfigFor(seed uint64, players int) engine.Config {
	opts := make(map[string]string, len(c.Options))
	for k, v := range c.Options {
		opts[k] = v
	}
	return engine.Config{Players: players, Seed: seed, Options: opts}
}

// Seats is the most seats the chapter may be played with.
func (c Chapter) Seats() int { return max(c.Players, c.MaxPlayers) }

// ApplyTexts fills the chapters' names, introductions and journals from
// the ladder's texts file and checks that the ladder agrees with what the
// file expects: each chapter's entry exists, it needs no more seats than
// the chapter allows, and the chapter a win unlocks requires this one.
func (lad *Ladder) ApplyTexts(tf *TextsFile) error {
	byKey := map[int]int{}
	for i, e := range tf.Chapter {
		if _, dup := byKey[e.Scenario]; dup {
			return fmt.Errorf("texts: entry %d twice", e.Scenario)
		}
		byKey[e.Scenario] = i
	}
	chapterOf := map[int]int{}
	for i, c := range lad.Chapters {
		if c.Text != 0 {
			chapterOf[c.Text] = i
		}
	}
	for i := range lad.Chapters {
		c := &lad.Chapters[i]
		if c.Text == 0 {
			continue
		}
		k, ok := byKey[c.Text]
		if !ok {
			return fmt.Errorf("chapter %s: no texts entry %d", c.ID, c.Text)
		}
		e := tf.Chapter[k]
		if c.Name == "" {
			c.Name = e.Title
		}
		c.Intro, c.Journal = e.Intro, e.Journal
		if e.MinSeats > c.Players {
			return fmt.Errorf("chapter %s: plays with %d seats, the texts want at least %d", c.ID, c.Players, e.MinSeats)
		}
		if e.Unlocks != 0 {
			j, ok := chapterOf[e.Unlocks]
			if !ok {
				return fmt.Errorf("chapter %s: unlocks entry %d, which no chapter plays", c.ID, e.Unlocks)
			}
			found := false
			for _, r := range lad.Requirements(j) {
				found = found || r == c.ID
			}
			if !found {
				return fmt.Errorf("chapter %s: the texts say it unlocks %s, the ladder does not", c.ID, lad.Chapters[j].ID)
			}
		}
	}
	return nil
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
