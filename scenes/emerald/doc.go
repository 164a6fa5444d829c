// Package emeraldboard is the table of "Studium w Szmaragdzie" (title id
// emerald): the map of Europe with its nine cities (each with its stack
// and face-up top card, its royalty slot, the players' cubes and agents
// and the zombies), the two faction tracks, Limbo, one row per player
// (VP, hand count, supply, sanity, a revealed identity, the public
// tableau in the row's tooltip), the secret «Twoja tożsamość» panel of
// the seat at the screen with its reveal button, that seat's hand and
// tableau, and the buttons of the actions the current selection allows.
//
// A hand too large for three rows of cards (it grows past 5 only by draws;
// the rules set no limit) is paged: arrows at the strip's ends turn the
// page and the strip's title names the cards shown; no card ever covers
// another.
//
// Playing: click hand cards to pick them (several for a combined action)
// and a city to aim them; drag a card, or an agent or a cube from the
// supply, onto a city. When the gestures name exactly one legal action it
// is played; when they name several, the choices show as buttons; when
// they name none, the board says why in Polish. A voluntary reveal opens
// a box that spells out what revealing does for this identity first.
//
// It never decides legality: every action comes from the legal list the
// frame hands in. It draws only from the view it is given: the hand and
// the identity shown are the screen seat's own, others show as counts.
//
// File map: board.go (Board, Update, gestures, selection and candidates),
// layout.go (pure geometry), draw.go, texts.go (tooltips, card faces,
// reasons, the shown die), nav.go (Targets, NextClick for the window
// test).
//
// It imports rules/emerald (through its UI accessors), rules/engine,
// render, scenes/table and scenes/ui; never other scenes or titles.
package emeraldboard
