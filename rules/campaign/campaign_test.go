package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"stolik/assets"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/rules/titles"
)

// ladder3 is a-b-c in order, and d opening a second path.
func ladder3() Ladder {
	return Ladder{Title: "t", Chapters: []Chapter{
		{ID: "a", Name: "A", Players: 2, Level: 1, Source: "authored"},
		{ID: "b", Name: "B", Players: 2, Level: 2, Source: "authored"},
		{ID: "c", Name: "C", Players: 2, Level: 3, Source: "authored", Requires: []string{"a", "b"}},
		{ID: "d", Name: "D", Players: 1, Source: "authored", Start: true},
	}}
}

func win(p *Progress, id string) {
	p.Begin("t", id, 1)
	p.Finish("t", 1, 10, true, time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
}

func TestUnlock(t *testing.T) {
	lad := ladder3()
	tests := []struct {
		name     string
		won      []string
		unlocked string // one letter per chapter: 1 open, 0 locked
		next     int
	}{
		{"fresh: the first chapter and a start chapter", nil, "1001", 0},
		{"after a: b", []string{"a"}, "1101", 1},
		{"c needs a and b", []string{"a", "b"}, "1111", 2},
		{"winning d opens nothing of the other path", []string{"d"}, "1001", 0},
		{"all won", []string{"a", "b", "c", "d"}, "1111", -1},
	}
	for _, tc := range tests {
		p := New()
		for _, id := range tc.won {
			win(p, id)
		}
		got := ""
		for i := range lad.Chapters {
			if lad.Unlocked(p, i) {
				got += "1"
			} else {
				got += "0"
			}
		}
		if got != tc.unlocked || lad.Next(p) != tc.next {
			t.Errorf("%s: unlocked %s next %d, want %s %d", tc.name, got, lad.Next(p), tc.unlocked, tc.next)
		}
	}
	p := New()
	win(p, "a")
	if got := lad.NewlyUnlocked(p, 1); len(got) != 1 || got[0] != 2 {
		t.Errorf("winning b after a opens %v, want [2] (c)", got)
	}
	if got := lad.NewlyUnlocked(p, 0); got != nil {
		t.Errorf("a chapter already won opens %v again", got)
	}
}

func TestLadderCheck(t *testing.T) {
	donjon := titles.Get("donjon")
	tests := []struct {
		name string
		edit func(l *Ladder)
		want string // part of the error, "" for none
	}{
		{"good", func(l *Ladder) {}, ""},
		{"no chapters", func(l *Ladder) { l.Chapters = nil }, "no chapters"},
		{"bad id", func(l *Ladder) { l.Chapters[0].ID = "Łatwy 2" }, "bad id"},
		{"twice", func(l *Ladder) { l.Chapters[1].ID = "a" }, "twice"},
		{"no name", func(l *Ladder) { l.Chapters[0].Name = " " }, "no name"},
		{"source", func(l *Ladder) { l.Chapters[0].Source = "invented" }, "source"},
		{"bot level", func(l *Ladder) { l.Chapters[0].Level = 4 }, "bot level"},
		{"level without bots", func(l *Ladder) { l.Chapters[3].Level = 1 }, "without bots"},
		{"later requirement", func(l *Ladder) { l.Chapters[1].Requires = []string{"c"} }, "not an earlier"},
		{"start with requirements", func(l *Ladder) { l.Chapters[3].Requires = []string{"a"} }, "start chapter"},
		{"max players below players", func(l *Ladder) { l.Chapters[0].MaxPlayers = 1 }, "max_players"},
		{"codex groups without an event", func(l *Ladder) {
			l.CodexGroups = []CodexGroup{{Name: "1–9", From: 1, To: 9, Source: "authored"}}
		}, "codex event"},
		{"codex group backwards", func(l *Ladder) {
			l.Codex, l.CodexGroups = "t.card", []CodexGroup{{Name: "x", From: 9, To: 1, Source: "authored"}}
		}, "numbers"},
		{"codex count beyond its range", func(l *Ladder) {
			l.Codex, l.CodexGroups = "t.card", []CodexGroup{{Name: "x", From: 1, To: 3, Count: 4, Source: "authored"}}
		}, "count"},
		// Against the real title: donjon seats 2..4, so a chapter that may
		// be played with up to 5 is refused.
		{"seat range the title refuses", func(l *Ladder) { l.Chapters[0].MaxPlayers = 5 }, "players"},
		// Against the real title: donjon has 2..4 seats and no "side".
		{"players the title refuses", func(l *Ladder) { l.Chapters[3].Players = 1; l.Chapters[3].Level = 0 }, "players"},
		{"unknown option", func(l *Ladder) { l.Chapters[0].Options = map[string]string{"side": "bird"} }, "unknown option"},
	}
	for _, tc := range tests {
		l := ladder3()
		l.Chapters[3].Players, l.Chapters[3].Level = 3, 1
		if tc.name == "level without bots" || tc.name == "start with requirements" {
			l.Chapters[3].Players, l.Chapters[3].Level = 1, 0
		}
		tc.edit(&l)
		var title *engine.Title
		if strings.Contains(tc.name, "title") || strings.Contains(tc.name, "option") || tc.name == "good" ||
			strings.Contains(tc.name, "seat range") {
			title = donjon
		}
		err := l.Check(title)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// The shipped ladders: every title with bots has one, with Łatwy, Średni
// and Trudny at each player count it allows (and Arnak the rival at 0..5
// on both sides), each chapter a valid set-up of its title.
func TestShippedLadders(t *testing.T) {
	lads, err := LoadLadders(assets.FS, "data/campaign", titles.All())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*Ladder{}
	for i := range lads {
		got[lads[i].Title] = &lads[i]
	}
	for _, tt := range titles.All() {
		if !titles.Playable(tt) {
			continue
		}
		lad := got[tt.ID]
		if lad == nil {
			t.Errorf("%s has no campaign ladder", tt.ID)
			continue
		}
		if lad.Texts != "" {
			continue // a story campaign (Discover): TestDiscoverLadder
		}
		for n := max(2, tt.MinPlayers); n <= tt.MaxPlayers; n++ {
			for lvl := 1; lvl <= 3; lvl++ {
				found := false
				for _, c := range lad.Chapters {
					found = found || c.Players == n && c.Level == lvl
				}
				if !found {
					t.Errorf("%s: no chapter with %d players against level-%d bots", tt.ID, n, lvl)
				}
			}
		}
	}
	if a := got["arnak"]; a != nil {
		for _, side := range []string{"bird", "snake"} {
			for d := 0; d <= 5; d++ {
				if a.Find("solo-"+side+"-"+string(rune('0'+d))) < 0 {
					t.Errorf("arnak: no solo chapter %s %d", side, d)
				}
			}
		}
	}
}

func TestProgressRoundTripAndFinish(t *testing.T) {
	p := New()
	day := time.Date(2026, 11, 23, 10, 30, 0, 0, time.UTC)
	if _, ok := p.Finish("donjon", 5, 30, true, day); ok {
		t.Fatal("a match that is not the campaign's counted")
	}
	p.Begin("donjon", "latwy-2", 5)
	if _, ok := p.Finish("donjon", 6, 30, true, day); ok {
		t.Fatal("a match with another seed counted")
	}
	if ch, ok := p.Finish("donjon", 5, -4, false, day); !ok || ch != "latwy-2" || p.Active != nil {
		t.Fatalf("loss: %q %v, active %v", ch, ok, p.Active)
	}
	p.Begin("donjon", "latwy-2", 7)
	p.Finish("donjon", 7, 31, true, day.Add(time.Hour))
	p.Begin("donjon", "latwy-2", 8)
	p.Finish("donjon", 8, 12, true, day.Add(2*time.Hour))
	r := p.Get("donjon", "latwy-2")
	// Three plays, two wins, best 31, first won at 11:30, last at 12:30.
	if r.Plays != 3 || r.Wins != 2 || r.Best != 31 || !r.Won.Equal(day.Add(time.Hour)) || !r.Last.Equal(day.Add(2*time.Hour)) {
		t.Fatalf("record %+v", r)
	}
	p.Begin("arnak", "solo-bird-0", 9) // a match in progress survives too
	data, err := Encode(p)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Decode(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if len(q.Records) != 1 || q.Get("donjon", "latwy-2") != r || q.Active == nil || *q.Active != *p.Active {
		t.Fatalf("round trip: %+v\n%s", q, data)
	}
	// And through a file.
	path := filepath.Join(t.TempDir(), "sub", FileName)
	if err := Save(path, p); err != nil {
		t.Fatal(err)
	}
	q, err = Load(path)
	if err != nil || !q.Won("donjon", "latwy-2") {
		t.Fatalf("load: %v %+v", err, q)
	}
}

func TestDecodeRefusesBadFiles(t *testing.T) {
	good := "format = 1\n[[record]]\ntitle = \"donjon\"\nchapter = \"latwy-2\"\nplays = 2\nwins = 1\nbest = 20\nwon = 2026-11-23T10:00:00Z\n"
	if _, err := Decode([]byte(good)); err != nil {
		t.Fatalf("good file refused: %v", err)
	}
	for name, data := range map[string]string{
		"empty (no format)": "",
		"garbage":           "\x00\xff[[[",
		"format 2":          strings.Replace(good, "format = 1", "format = 2", 1),
		"unknown key":       good + "cheat = true\n",
		"bad chapter":       strings.Replace(good, "latwy-2", "../../etc", 1),
		"more wins":         strings.Replace(good, "wins = 1", "wins = 3", 1),
		"negative":          strings.Replace(good, "plays = 2", "plays = -1", 1),
		"won without date":  strings.Replace(good, "won = 2026-11-23T10:00:00Z\n", "", 1),
		"twice":             good + "[[record]]\ntitle = \"donjon\"\nchapter = \"latwy-2\"\nplays = 1\n",
		"huge":              good + "# " + strings.Repeat("x", maxBytes) + "\n",
		"bad active":        good + "[active]\ntitle = \"\"\nchapter = \"x\"\nseed = 1\n",
	} {
		if _, err := Decode([]byte(data)); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: %v, want ErrCorrupt", name, err)
		}
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	p, err := Load(filepath.Join(dir, "none.toml"))
	if err != nil || len(p.Records) != 0 || p.Format != Format {
		t.Fatalf("missing file: %+v %v", p, err)
	}
	// A folder where the file should be is not read as one.
	if _, err := Load(dir); !errors.Is(err, ErrCorrupt) {
		t.Errorf("a folder: %v, want ErrCorrupt", err)
	}
	big := filepath.Join(dir, "big.toml")
	os.WriteFile(big, []byte("format = 1\n#"+strings.Repeat("x", maxBytes+10)), 0o644)
	if _, err := Load(big); !errors.Is(err, ErrCorrupt) {
		t.Errorf("an oversized file: %v, want ErrCorrupt", err)
	}
}

func TestOutcome(t *testing.T) {
	scores := []engine.Score{{Seat: 0, Total: 15}, {Seat: 1, Total: 20}}
	tests := []struct {
		name  string
		res   engine.Result
		score int
		won   bool
	}{
		{"second place", engine.Result{Scores: scores, Place: []int{2, 1}}, 15, false},
		{"first place", engine.Result{Scores: scores, Place: []int{1, 2}}, 15, true},
		{"shared first", engine.Result{Scores: scores, Place: []int{1, 1}}, 15, true},
		{"no winner", engine.Result{Scores: scores, Place: []int{1, 1}, NoWinner: true}, 15, false},
		// The review's m1: solo Arnak lost 15–52 to the rival.
		{"solo: the rival won", engine.Result{Scores: scores[:1], Place: []int{2},
			Rivals: []engine.Rival{{Name: "arnak.rival", Total: 52, Place: 1}}}, 15, false},
		{"solo: beat the rival", engine.Result{Scores: scores[:1], Place: []int{1},
			Rivals: []engine.Rival{{Name: "arnak.rival", Total: 10, Place: 2}}}, 15, true},
		{"solo: a tie with the rival is no win", engine.Result{Scores: scores[:1], Place: []int{1},
			Rivals: []engine.Rival{{Name: "arnak.rival", Total: 15, Place: 1}}}, 15, false},
	}
	for _, tc := range tests {
		score, won := Outcome(tc.res, 0)
		if score != tc.score || won != tc.won {
			t.Errorf("%s: %d %v, want %d %v", tc.name, score, won, tc.score, tc.won)
		}
	}
}

// FuzzDecodeProgress: whatever the file holds, Decode never panics, and
// what it accepts encodes and decodes to the same progress.
func FuzzDecodeProgress(f *testing.F) {
	f.Add([]byte("format = 1\n[[record]]\ntitle = \"donjon\"\nchapter = \"latwy-2\"\nplays = 2\nwins = 1\nbest = 20\nwon = 2026-11-23T10:00:00Z\n"))
	f.Add([]byte("format = 1\n[active]\ntitle = \"arnak\"\nchapter = \"solo-bird-0\"\nseed = 5\n"))
	f.Add([]byte("format = 1\nrecord = []\n"))
	f.Add([]byte("format = 1\n[[codex]]\ntitle = \"discover\"\nnumbers = [1, 5, 100]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Decode(data)
		if err != nil {
			return
		}
		out, err := Encode(p)
		if err != nil {
			t.Fatalf("accepted progress does not encode: %v", err)
		}
		q, err := Decode(out)
		if err != nil {
			t.Fatalf("re-encoded progress refused: %v\n%s", err, out)
		}
		if len(q.Records) != len(p.Records) || len(q.Codex) != len(p.Codex) {
			t.Fatalf("round trip changed the records or the codex")
		}
		for i := range q.Codex {
			if q.Codex[i].Title != p.Codex[i].Title || !slices.Equal(q.Codex[i].Numbers, p.Codex[i].Numbers) {
				t.Fatalf("codex %d: %+v became %+v", i, p.Codex[i], q.Codex[i])
			}
		}
		for i := range q.Records {
			a, b := p.Records[i], q.Records[i]
			if a.Title != b.Title || a.Chapter != b.Chapter || a.Plays != b.Plays || a.Wins != b.Wins ||
				a.Best != b.Best || !a.Won.Equal(b.Won) || !a.Last.Equal(b.Last) {
				t.Fatalf("record %d: %+v became %+v", i, a, b)
			}
		}
	})
}

// TestDiscoverLadder: Discover's story campaign — scenarios 1 → 2 → 3 → 4
// in order, each a fresh game solo or with 1–3 bots on the player's side,
// scenario 5 open from the start for 2–4 seats; names, introductions and
// journals come from discover/chapters.toml (written once); the codex
// groups cover card numbers that exist.
func TestDiscoverLadder(t *testing.T) {
	lads, err := LoadLadders(assets.FS, "data/campaign", append(titles.All(), titles.Preview()...))
	if err != nil {
		t.Fatal(err)
	}
	var lad *Ladder
	for i := range lads {
		if lads[i].Title == "discover" {
			lad = &lads[i]
		}
	}
	if lad == nil {
		t.Fatal("no Discover ladder")
	}
	chs, err := discover.CampaignChapters()
	if err != nil {
		t.Fatal(err)
	}
	if len(lad.Chapters) != 5 {
		t.Fatalf("%d chapters, want the 5 scenarios", len(lad.Chapters))
	}
	for i, c := range lad.Chapters {
		want := chs[i]
		if c.Options["scenario"] != strconv.Itoa(want.Scenario) || c.Name != want.Title || c.Intro != want.Intro ||
			!slices.Equal(c.Journal, want.Journal) || len(c.Journal) == 0 {
			t.Errorf("chapter %d (%s): %q %q %v does not carry scenario %d's texts", i, c.ID, c.Name, c.Intro, c.Journal, want.Scenario)
		}
		if c.Players != want.MinSeats || c.Seats() != 4 {
			t.Errorf("chapter %s: %d–%d seats, want %d–4", c.ID, c.Players, c.Seats(), want.MinSeats)
		}
		if (want.Scenario <= 4) != c.Coop {
			t.Errorf("chapter %s: coop %v", c.ID, c.Coop)
		}
	}
	// Unlock order: a fresh campaign opens scenario 1 and 5; each win
	// opens the next story scenario.
	p := New()
	open := func() string {
		s := ""
		for i := range lad.Chapters {
			if lad.Unlocked(p, i) {
				s += "1"
			} else {
				s += "0"
			}
		}
		return s
	}
	for k, want := range []string{"10001", "11001", "11101", "11111", "11111"} {
		if got := open(); got != want {
			t.Errorf("after %d wins: open %s, want %s", k, got, want)
		}
		if k < 4 {
			if got := lad.NewlyUnlocked(p, k); k < 3 && (len(got) != 1 || got[0] != k+1) {
				t.Errorf("winning scenario %d opens %v", k+1, got)
			}
			p.Begin("discover", lad.Chapters[k].ID, int64(k))
			p.Finish("discover", int64(k), 10, true, time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
		}
	}
	d, err := discover.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range lad.CodexGroups {
		have := 0
		for n := g.From; n <= g.To; n++ {
			if len(d.ByNumber[n]) > 0 {
				have++
			}
		}
		if have != g.Size() || have == 0 {
			t.Errorf("codex group %q: %d cards in %d..%d, the ladder says %d", g.Name, have, g.From, g.To, g.Size())
		}
	}
}

// TestTextsAgree: a ladder whose chapters disagree with its texts file
// (a missing entry, an unlock the ladder does not make, too few seats) is
// refused at load.
func TestTextsAgree(t *testing.T) {
	tf := TextsFile{}
	add := func(sc, seats, unlocks int) {
		tf.Chapter = append(tf.Chapter, struct {
			Scenario int      `toml:"scenario"`
			Title    string   `toml:"title"`
			Intro    string   `toml:"intro"`
			Journal  []string `toml:"journal"`
			MinSeats int      `toml:"min_seats"`
			Unlocks  int      `toml:"unlocks"`
			Source   string   `toml:"source"`
		}{Scenario: sc, Title: "T" + strconv.Itoa(sc), Intro: "I", Journal: []string{"J"}, MinSeats: seats, Unlocks: unlocks})
	}
	add(1, 1, 2)
	add(2, 1, 0)
	add(5, 2, 0)
	base := func() Ladder {
		return Ladder{Title: "t", Chapters: []Chapter{
			{ID: "a", Text: 1, Players: 1, Source: "authored"},
			{ID: "b", Text: 2, Players: 1, Source: "authored"},
			{ID: "e", Text: 5, Players: 2, Level: 1, Start: true, Source: "authored"},
		}}
	}
	l := base()
	if err := l.ApplyTexts(&tf); err != nil || l.Chapters[1].Name != "T2" || len(l.Chapters[0].Journal) != 1 {
		t.Fatalf("good ladder: %v %+v", err, l.Chapters)
	}
	for name, edit := range map[string]func(l *Ladder){
		"no entry":       func(l *Ladder) { l.Chapters[1].Text = 3 },
		"unlock differs": func(l *Ladder) { l.Chapters[1].Start = true },
		"too few seats":  func(l *Ladder) { l.Chapters[2].Players = 1 },
	} {
		l := base()
		edit(&l)
		if err := l.ApplyTexts(&tf); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestCodex(t *testing.T) {
	p := New()
	if n := p.Discover("discover", []int{17, 3, 17, 100, -1, MaxCodexNumber + 1}); n != 3 {
		t.Fatalf("first game added %d numbers, want 3 (17, 3, 100)", n)
	}
	if n := p.Discover("discover", []int{3, 5}); n != 1 {
		t.Fatalf("second game added %d, want 1 (5)", n)
	}
	if got := p.CodexOf("discover"); !slices.Equal(got, []int{3, 5, 17, 100}) {
		t.Fatalf("codex %v", got)
	}
	data, err := Encode(p)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Decode(data)
	if err != nil || !slices.Equal(q.CodexOf("discover"), []int{3, 5, 17, 100}) {
		t.Fatalf("round trip: %v %v\n%s", err, q, data)
	}
	good := "format = 1\n[[codex]]\ntitle = \"discover\"\nnumbers = [1, 5, 9]\n"
	if _, err := Decode([]byte(good)); err != nil {
		t.Fatalf("good codex refused: %v", err)
	}
	for name, data := range map[string]string{
		"unsorted":    strings.Replace(good, "[1, 5, 9]", "[5, 1, 9]", 1),
		"twice":       strings.Replace(good, "[1, 5, 9]", "[1, 5, 5]", 1),
		"negative":    strings.Replace(good, "[1, 5, 9]", "[-1, 5]", 1),
		"too large":   strings.Replace(good, "[1, 5, 9]", "[1, 100000]", 1),
		"bad title":   strings.Replace(good, `"discover"`, `"../x"`, 1),
		"title twice": good + "[[codex]]\ntitle = \"discover\"\nnumbers = [2]\n",
	} {
		if _, err := Decode([]byte(data)); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: %v, want ErrCorrupt", name, err)
		}
	}
}
