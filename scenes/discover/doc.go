// Package discoverboard is the table of "Discover: Nieznane Lądy": the
// island as a map of hexes (terrain colours, location numbers, the camp
// and campfires, landscape tokens, water sources, dropped resources,
// monsters and the heroes' pawns; face-down slots show their stack
// number), with pan and zoom; beside it the day, the quest card, one row
// per hero (health dials, stamina, load) and the chosen hero's
// belongings (resources against the load limit, items, support cards,
// the own project hand, threats), or the pending decision's options as
// buttons.
//
// Moving: drag the pawn (the cheapest path and its stamina cost show
// before the drop) or click a space; a far space is walked one step at a
// time. Scouting: click a face-down slot next to the hero. Every other
// action of the day is in the menu a click on the hero's own space opens
// (beside the space, never over it while the map has room).
// A fight shows its enemy and dice in a box over the map (the dice tumble
// when rolled, at the animation speed; a click skips it); each modifier is
// a button. The night card shows in the same box with its steps, and the
// rules' reveals (numbered cards, threats, the night card and each step,
// quest stages, enemies, dice) come up on the table (table.Shower). Right
// click opens any card at reading size (table.CardViewer). The keyboard
// plays it through table.Navigator targets.
//
// It never decides legality: clicks, drags and buttons pick one of the
// legal actions the frame hands it. It draws only from the view it is
// given: the project hand and the dealt characters are the seat at the
// screen's own, face-down tiles, tokens and monsters stay face down.
//
// File map: board.go (Board, New, Update, the menu and buttons, Prompt),
// layout.go (pure geometry), camera.go (pan and zoom of the hex map),
// mapping.go (action → place), drag.go (the pawn's path), texts.go
// (strings made once per view, tooltips), cards.go (card faces, CardAt,
// Show), dice.go (the dice's tumble), draw.go, style.go (colours and the
// resource glyphs), nav.go (Targets, NextClick — the test driver).
//
// It imports rules/discover (through its UI accessors), rules/engine,
// render, scenes/table and scenes/ui; never other scenes or titles.
package discoverboard
