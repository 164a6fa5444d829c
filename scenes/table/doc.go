// Package table is the board frame: everything a title's board shares with
// the others, so that a new title is written only in scenes/<title> — its
// layout, the drawing of its pieces and the map from pieces to actions.
//
// The seam:
//   - Board, the interface every board implements, and Registry, which maps
//     a title id to its constructor (built by the app and passed in, never
//     a global). Fallback is the generic board that lists the legal actions
//     as buttons, so any title is playable before its real board exists.
//   - Optional interfaces the frame (scenes/game.go) looks for: Navigator
//     (keyboard play by position), CardViewer (the large card view) and
//     Shower (revealed cards shown on the table).
//
// The shared parts a board embeds or calls:
//   - Base: Env, the render Kit, the board's Area, the frame's Pointer, the
//     Labels, the Message (a refusal or a note), the tooltip (ShowTip), the
//     Animator at the player's speed, T/Tf (cached locale strings),
//     SeatName and SeatLook (a seat's colour and shape).
//   - Labels: texts laid out once (render.LabelCache) and replayed; Fit
//     shrinks a line no further than MinText (12 logical px); with Rec set
//     every text drawn is recorded (size, box, cut) and a nil image draws
//     nothing, which is how the legibility tests measure a board without a
//     GPU.
//   - Outline and the Mark kinds: the one highlight language (hint, legal
//     drop, refused drop, selected, keyboard focus, the bots' last move).
//   - Nav and Target: the keyboard focus (arrows by position, Tab in
//     reading order, Enter clicks), run by the frame over the targets a
//     Navigator lists.
//   - render.Face: a card's face (title, cost, VP, icons, a short effect
//     line, the full text) for the card view and the shown events.
//   - Describe and DescribeButton: an action in words through the title's
//     Describe (a button's text without the mover's name, capitalised
//     with CapFirst).
//   - btnlist (a subpackage): the paged bar of action buttons (entries,
//     page, hover, press, keyboard targets, script mirror, next click).
//   - tabletest (a subpackage, for tests only): clicks, drags and the
//     loops that choose an action by mouse (NextClick) or keyboard alone.
//
// What the frame does around every board: the header (whose turn, what is
// being decided, the bots' last move in words), the log, undo, the hints
// switch and the menu; the keyboard focus; the large card view (right
// click, or a long hover); the revealed cards shown on the table.
//
// # Adding a board
//
//  1. scenes/<title>/board.go: a type that embeds table.Base, made by
//     New(env table.Env) table.Board calling b.Init(env, tipWidth) (return
//     nil when it fails: the registry falls back). Layout(area) calls
//     b.SetArea and lays the geometry out (pure code in layout.go, tested
//     against the board areas of every screen in table.Screens).
//  2. Update: b.ReadPointer(in) once; b.Msg.Tick(); b.ShowTip(text under
//     the pointer); map clicks and drags on pieces to exactly one of the
//     legal actions (never decide legality: an illegal drop gets the
//     Polish reason in b.Msg.Say); return table.Outcome.
//  3. Draw: shapes into b.Kit.Painter, Flush, then texts through b.Text
//     (never below MinText), then the dragged piece, b.Msg.Draw and
//     b.DrawTip.
//  4. Targets (Navigator): the places and buttons a click would act on now.
//     CardAt (CardViewer): the face of a card under the pointer. Show
//     (Shower): the face and destination of a revealed card.
//  5. Register the constructor in scenes/app.Boards and put its strings in
//     locales/<title>board.pl.toml and .en.toml.
//
// A board draws only from the view it is given (what the seat at the screen
// may know) and never decides legality: it picks from the legal list the
// frame hands it, and the frame applies the action through the session.
//
// It imports rules/engine, locales, render and scenes/ui; never a title's
// rules package internals, never the scenes that host it.
package table
