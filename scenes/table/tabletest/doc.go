// Package tabletest is what the boards' tests share to play a board the
// way a player does: a click in each of the three forms the frame feeds
// (a script's click within one frame, press then release, a press held
// every frame as the window test's), a drag, and the loops that choose a
// legal action with the mouse alone (following the board's NextClick) or
// with the keyboard alone (Tab to the target under that click, Enter).
//
// It imports scenes/table, scenes/ui and rules/engine; only tests import
// it.
package tabletest
