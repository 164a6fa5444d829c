package emeraldboard

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"stolik/locales"
	"stolik/render/geom"
	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

var testLoc = func() *locales.Localizer {
	l, err := locales.New("pl")
	if err != nil {
		panic(err)
	}
	return l
}()

var testNames = []string{"Ala", "Bartek", "Celina", "Darek", "Ewa"}

func newGame(t *testing.T, players int, seed uint64) *emerald.Game {
	t.Helper()
	g, err := emerald.Title().New(engine.Config{Players: players, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*emerald.Game)
}

func newBoard(t *testing.T, players int, screen [2]int) *Board {
	t.Helper()
	tb := New(table.Env{Title: emerald.Title(), Loc: testLoc, Names: testNames[:players], Colours: []int{0, 1, 2, 3, 4}[:players]})
	b, ok := tb.(*Board)
	if !ok {
		t.Fatal("New did not build the emerald board")
	}
	b.Layout(table.FrameLayout(screen[0], screen[1]).Board)
	return b
}

func frameArea(s [2]int) geom.Rect {
	r := table.FrameLayout(s[0], s[1]).Board
	return geom.Rect{X: float64(r.Min.X), Y: float64(r.Min.Y), W: float64(r.Dx()), H: float64(r.Dy())}
}

// update feeds the board one frame with the pointer away.
func update(b *Board, g engine.Game, seat engine.Seat, legal []engine.Action) table.Outcome {
	return b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, g, seat, legal)
}

// click feeds the board a press and, the next frame, the release at p.
func click(b *Board, g engine.Game, seat engine.Seat, legal []engine.Action, p image.Point) table.Outcome {
	in := ui.Input{Cursor: p, Click: true, Down: true, Moved: true, Synthetic: true}
	if out := b.Update(&in, g, seat, legal); out.Chosen {
		return out
	}
	in = ui.Input{Cursor: p, Drop: true, Synthetic: true}
	return b.Update(&in, g, seat, legal)
}

// TestEveryTextReadable lays the board out at 1280×720 and 1024×768 for
// 2–5 players, plays random games forward with the screen seat following
// the player to move (so the hand, the buttons, blocks and reveals come
// up), and measures every text the board draws (no GPU: a nil image
// records): none under table.MinText (12 px), none cut with "…", no word
// split, none outside the board, no locale key left as a key.
func TestEveryTextReadable(t *testing.T) {
	for _, screen := range table.Screens {
		area := frameArea(screen)
		for _, players := range []int{2, 3, 5} {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], players), func(t *testing.T) {
				g := newGame(t, players, 11)
				boards := make([]*Board, players)
				for i := range boards {
					boards[i] = newBoard(t, players, screen)
				}
				rng := engine.NewRNG(5)
				var rec []table.Drawn
				checked := 0
				for step := 0; step < 600 && !g.UIOver(); step++ {
					seat := g.Current()
					legal := g.Legal(nil)
					if step%5 == 0 {
						b := boards[seat]
						view := g.View(seat)
						update(b, view, seat, legal)
						if step%10 == 0 && len(b.hand) > 0 {
							// A picked card: its buttons and lit cities.
							click(b, view, seat, legal, pt(b.handH[0].Center()))
						}
						if b.revealLegal() && step%3 == 0 {
							b.confirm = true
						}
						rec = rec[:0]
						b.Text.Rec = &rec
						b.Draw(nil, view, seat)
						b.Text.Rec = nil
						b.confirm = false
						for _, d := range rec {
							checkDrawn(t, step, d, area)
						}
						checked += len(rec)
					}
					if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
						t.Fatal(err)
					}
				}
				if checked < 500 {
					t.Fatalf("only %d texts measured", checked)
				}
			})
		}
	}
}

func checkDrawn(t *testing.T, step int, d table.Drawn, area geom.Rect) {
	t.Helper()
	if d.Size < table.MinText {
		t.Errorf("step %d: %q at %.1f px, below %v", step, d.Text, d.Size, table.MinText)
	}
	if d.Cut {
		t.Errorf("step %d: %q cut with an ellipsis", step, d.Text)
	}
	if d.Split {
		t.Errorf("step %d: %q has a word split", step, d.Text)
	}
	if d.Box.X < area.X-1 || d.Box.Y < area.Y-1 || d.Box.X+d.Box.W > area.X+area.W+1 || d.Box.Y+d.Box.H > area.Y+area.H+1 {
		t.Errorf("step %d: %q outside the board: %+v not in %+v", step, d.Text, d.Box, area)
	}
	if strings.Contains(d.Text, "emeraldboard.") || strings.Contains(d.Text, "emerald.") {
		t.Errorf("step %d: a locale key shows: %q", step, d.Text)
	}
}

func inputAt(p geom.Pt) ui.Input {
	return ui.Input{Cursor: pt(p), Moved: true, Synthetic: true}
}

// TestSanityDieShown: the rules' roll events come up on the table as the
// die with its result in words; other events only go to the log.
func TestSanityDieShown(t *testing.T) {
	g := newGame(t, 3, 1)
	b := newBoard(t, 3, [2]int{1280, 720})
	update(b, g.View(0), 0, nil)
	for _, c := range []struct {
		key, want string
	}{{"emerald.roll_insane", "Szaleństwo!"}, {"emerald.roll_sane", "Zdrowe zmysły"}} {
		s, ok := b.Show(engine.Event{Key: c.key, Seat: 2, Reveal: true}, g.View(0))
		if !ok || s.Face.Effect != c.want || s.Face.Kind != "Celina" || s.To != b.lay.Rows[2] {
			t.Errorf("%s: shown %v, face %+v", c.key, ok, s.Face)
		}
	}
	if _, ok := b.Show(engine.Event{Key: "emerald.reveal", Seat: 1, Reveal: true}, g.View(0)); ok {
		t.Error("a reveal event was shown as a die")
	}
}

// TestButtonsInImperative: the log's sentences become buttons in the
// imperative, as the house style asks («Odrzuć», not «odrzuca»).
func TestButtonsInImperative(t *testing.T) {
	b := newBoard(t, 2, [2]int{1280, 720})
	for _, c := range []struct{ log, want string }{
		{"odrzuca 2 karty: Agitator, Wiec", "Odrzuć 2 karty: Agitator, Wiec"},
		{"zagrywa Zmiana nastawienia i ujawnia tożsamość", "Zagraj Zmiana nastawienia i ujawnij tożsamość"},
		{"przejmuje karty: Kair (Kair) (zagrywa: Agitator)", "Przejmij karty: Kair (Kair) (zagrywa: Agitator)"},
		{"przesuwa agenta z: Londyn do: Paryż", "Przesuń agenta z: Londyn do: Paryż"},
		{"kończy usuwanie agentów i rozstawia zombie", "Zakończ usuwanie agentów i rozstaw zombie"},
	} {
		if got := b.imperative(c.log); got != c.want {
			t.Errorf("%q → %q, want %q", c.log, got, c.want)
		}
	}
}

// TestHandOffClearsMessage: a refusal said to one seat (it may name a
// card of that seat's hand) is gone when the board turns to another seat,
// as after a hot-seat curtain.
func TestHandOffClearsMessage(t *testing.T) {
	g := newGame(t, 3, 2)
	b := newBoard(t, 3, [2]int{1280, 720})
	update(b, g.View(0), 0, nil)
	b.Msg.Say("Karty Agitator nie można teraz użyć.")
	update(b, g.View(0), 0, nil)
	if !b.Msg.Visible() {
		t.Fatal("the message went away without a hand-off")
	}
	update(b, g.View(engine.Observer), engine.Observer, nil)
	if b.Msg.Visible() {
		t.Errorf("the message %q stayed over the hand-off", b.Msg.Text)
	}
}
