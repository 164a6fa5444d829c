// Package donjonboard is the table of "Nowicjusze w lochach" (title id
// donjon): Terra Amata, the Power and Office boards and one dungeon per
// player, with drag-and-drop and click-click gestures mapped onto the
// legal actions the frame hands in.
//
// It owns the board's geometry (layout.go, pure and tested), the mapping
// from gestures to actions (mapping.go, pure and tested) and the drawing.
// It never decides legality: an action is returned only when the gestures
// name exactly one action of the legal list.
//
// It imports render, scenes/table, scenes/ui and reads rules/donjon through
// its exported accessors; it must not import other scenes or change any
// game state.
package donjonboard
