// Package arnakboard is the table of "Zaginiona wyspa Arnak": the main
// board (sites with their travel costs, pawns, guardians, idols), the card
// row with the moon staff and the decks, the research track with the
// temple, the supply and every player's area. Clicks and buttons map to
// exactly one of the legal actions it was given; it never decides
// legality itself. Anything it cannot place on the board yet is a button.
//
// It draws only from the view it is given and shows the hand of the seat
// at the screen alone (other hands are counts).
//
// File map: board.go (Board, New, Update, buttons, Prompt), layout.go
// (pure geometry), mapping.go (action → place on the board), texts.go
// (strings made once per view, label cache, tooltips), tips.go (the
// tooltip wording of cards, sites, guardians, assistants), draw.go.
//
// It imports rules/arnak (through its UI accessors), rules/engine, render,
// scenes/table and scenes/ui; never other scenes or other titles.
package arnakboard
