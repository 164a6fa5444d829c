// Package arnakboard is the table of "Zaginiona wyspa Arnak": the main
// board (sites with their travel costs, pawns, guardians, idols), the card
// row with the moon staff and the decks, the research track with the
// temple, the supply and every player's area (resources, card counts,
// Fear, archaeologists, idol slots and crate, assistants, guardians).
// Clicks, drags and buttons map to exactly one of the legal actions it was
// given; it never decides legality itself. Anything it cannot place on
// the board is a button.
//
// Travel is paid inside a dig or discovery (the action's X names the hand
// cards spent, C the pilots hired). A hand card dragged onto a site lights
// the sites some legal action pays with it, shows the cost of the space
// under the cursor and whether it is paid, and on the drop chooses the
// only such action, opens the site's choices narrowed to that card, or
// snaps back with the Polish reason. A click on a site lists every way to
// dig there with the cards that pay. A card dropped on the play area is
// played for its effect. A click on a hand card that pays travel selects
// it (its own actions stand on the buttons); a click on a site then does
// what dropping it there would. A row card the player can buy, dragged
// onto the hand panel or the own player panel, is bought (or its ways to
// pay are listed); a click on one the player cannot pay for says what is
// missing («Brakuje: 2{moneta}»).
//
// Every text is at least 12 px on every screen of table.Screens (the
// legibility test measures them): row and hand cards are the kit's card
// faces with the effect as a short line of icons (left out, never cut,
// when it does not fit; the tooltip and the large view on a right click
// have the full text). On the smallest screen (1024×600, a board about
// 520 px tall) the sites are compact: a level site's short name («I-3»),
// space and guardian on one line, its effect under them; a camp's two
// spaces side by side.
//
// What changed between two views (other seats' and bots' moves) slides:
// archaeologists to their spaces, bought cards to their buyers, new cards
// from the decks into the row, idols from sites into crates, research
// tokens to their nodes; at the animation speed of table.Env (0 = off),
// and a click or a key skips them (the click still counts).
//
// NextClick is a test driver: the point a player would click next towards
// a given legal action (the lead's window test loops on it).
//
// It draws only from the view it is given and shows the hand of the seat
// at the screen alone (other hands are counts).
//
// File map: board.go (Board, New, Update, the buttons paged into their
// slots by scenes/table/btnlist, Prompt), layout.go
// (pure geometry), players.go (a player's panel), mapping.go (action →
// place on the board), drag.go (hand cards dragged to sites and the play
// area, row cards to the player's area), cards.go (card faces, the large
// view, revealed cards, research costs and what is missing), anim.go (slides), nextclick.go (test driver), texts.go (strings
// made once per view, label cache, tooltips), tips.go (the tooltip wording
// of cards, sites, guardians, assistants), draw.go.
//
// It imports rules/arnak (through its UI accessors), rules/engine, render,
// scenes/table (and btnlist) and scenes/ui; never other scenes or other
// titles.
package arnakboard
