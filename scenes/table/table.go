package table

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/locales"
	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// Env is what a board gets at construction: the title, the shared drawing
// kit, the localizer and the seats as the players set them up.
type Env struct {
	Title   *engine.Title
	Kit     *ui.Kit
	Loc     *locales.Localizer
	Names   []string // per seat
	Colours []int    // per seat, index into ui.PlayerColours
	// AnimSpeed scales animations: 0 = off, 1 = normal.
	AnimSpeed float64
}

// Outcome is what one Update of a board produced.
type Outcome struct {
	// Action is the player's choice when Chosen is set. It is one of the
	// legal actions the board was given.
	Action engine.Action
	Chosen bool
	// Redraw asks the frame to draw again (hover, drag, animation).
	Redraw bool
}

// Board is one title's table. The frame calls, every tick it is on top:
// Update with this frame's input, and Draw only when something changed.
type Board interface {
	// Layout gives the board its area of the screen (logical pixels). It
	// is called before the first Update and whenever the frame's layout
	// changes; boards lay out geometry here, not per frame.
	Layout(area image.Rectangle)
	// Update handles this frame's input. view is what seat (the player at
	// the screen) may know; legal is that seat's legal actions, or nil
	// while it is not that seat's decision (then nothing may be chosen).
	// Keyboard: a board that implements Navigator gets the arrows, Tab
	// and Enter already turned into a focus and a click by the frame;
	// otherwise in.Tab / in.ShiftTab and in.Enter reach it, and a board
	// that uses a key clears it. Esc and Ctrl+Z belong to the frame (menu,
	// undo). seat may be engine.Observer (only bots, or between two
	// hot-seat players).
	Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) Outcome
	// Draw paints the board from view. It must not allocate per frame
	// beyond what changed since the last Draw.
	Draw(dst *ebiten.Image, view engine.Game, seat engine.Seat)
	// Prompt says what is being decided right now, in the player's
	// language ("Wybierz komnatę"); "" lets the frame say it generically.
	Prompt(view engine.Game, seat engine.Seat) string
	// ShowHints switches the "pokaż możliwe ruchy" highlighting.
	ShowHints(on bool)
	// Highlight marks the actions the bots just played (the frame's hook
	// for "the bot's last move"); nil clears it.
	Highlight(moves []engine.Action)
	// Refused reports that the session refused the board's last choice:
	// the board snaps back whatever it moved. The frame shows the reason.
	Refused(a engine.Action, err error)
}

// CardViewer is implemented by boards whose pieces are cards (or tiles
// with text): the frame opens the card under the pointer at reading size
// on a right click, and shows it after a long hover.
type CardViewer interface {
	// CardAt is the face of the card at (x, y), false when none.
	CardAt(x, y float64) (render.Face, bool)
}

// Shown is a card the frame shows on the table for a moment: its face,
// where it comes from (zero: it appears in the middle) and where it goes
// when it has been seen (zero: it fades where it is).
type Shown struct {
	Face     render.Face
	From, To geom.Rect
}

// Shower is implemented by boards that show what the rules reveal: for
// each event the screen seat may see (the frame applies Event.For first),
// Show returns the card to show, or false for events that only go to the
// log. Events marked Reveal are the usual ones (a card drawn, a tile
// turned); a board may show others it declares (a reward taken).
type Shower interface {
	Show(ev engine.Event, view engine.Game) (Shown, bool)
}

// Constructor builds a title's board.
type Constructor func(env Env) Board

// Registry maps a title id to its board. Titles without one get Fallback.
type Registry map[string]Constructor

// New builds the board for env.Title.
func (r Registry) New(env Env) Board {
	if env.Title != nil {
		if c := r[env.Title.ID]; c != nil {
			if b := c(env); b != nil {
				return b
			}
		}
	}
	return NewFallback(env)
}

// Describe words an action through the title's Describe, falling back to
// its text form if Describe is missing or fails on this view.
func Describe(env Env, g engine.Game, a engine.Action) (s string) {
	t := env.Title
	if t == nil {
		return a.Format(nil)
	}
	defer func() {
		if recover() != nil {
			s = a.Format(t.KindNames)
		}
	}()
	if t.Describe == nil {
		return a.Format(t.KindNames)
	}
	e := t.Describe(g, a)
	if e.Key == "" || !env.Loc.Has(e.Key) {
		return a.Format(t.KindNames)
	}
	return env.Loc.EventNamed(e, env.Names)
}
