package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"stolik/assets"
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
		if strings.Contains(tc.name, "title") || strings.Contains(tc.name, "option") || tc.name == "good" {
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
		if len(q.Records) != len(p.Records) {
			t.Fatalf("round trip changed the records")
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
