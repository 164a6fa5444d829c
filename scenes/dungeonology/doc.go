// Package dungeonologyboard is the table of "Stworologia: Ekspedycja"
// (title id dungeonology): the dungeon of square zone tiles that grows in
// every direction as the scholars explore it (panned by dragging empty
// space or with the keys, zoomed with the mouse wheel), the camp board
// with the campfire ring, the Alert, Panic, Clan and Boss cards and the
// zone stacks, every player's panel with the note board's cube columns,
// and the hand of trick cards of the seat at the screen.
//
// Gestures map to exactly one of the legal actions the frame hands in; the
// board never decides legality. The scholar (and the students with it) is
// dragged along the grid to a connected zone or onto unknown ground beyond
// a passage (exploring); a drawn zone tile is dragged to one of the lit
// places it may be laid at; a cube of the scholar's zone is dragged onto
// the note board (Research of the cubes up to it); Laetus is dragged when
// a player steers him. Clicks work as well: a click on a piece chooses its
// only action or lists its actions on the buttons; everything without a
// piece is a button. Tiles are always laid north up (the rules' §4.6), so
// there is no rotation: the legal positions are what lights up.
//
// Secrets: the hand of the seat at the screen alone is shown (other hands
// are counts), the Clan card face up only where the view holds it (a seat
// with the Knowledge token or after its publication attempt), the Panic
// card face down until revealed, face-down jinx cards as backs, and the
// University's count never.
//
// NextClick and DragPath are test drivers: the point a player would click
// next towards a legal action, and where a player presses and releases to
// choose it by dragging its piece (the window test plays whole matches
// with them; TilePoint and ShownTip let it check a tooltip).
//
// File map: board.go (Board, New, sync, Update, Prompt), layout.go and
// camera.go (pure geometry), mapping.go (action → place), gestures.go
// (presses in the map, drags, pan and zoom), buttons.go (the button bar: its
// wording and flow into rows; the list itself is scenes/table/btnlist),
// texts.go (strings, tooltips), cards.go (card faces: CardAt, Show),
// draw.go, nextclick.go.
//
// It imports rules/dungeonology (through its UI accessors), rules/engine,
// render, scenes/table (and btnlist) and scenes/ui; never other scenes or
// titles.
package dungeonologyboard
