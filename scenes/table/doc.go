// Package table is the seam between the in-game frame and a title's board:
// the Board interface every per-title board implements, the Registry that
// maps a title id to its board constructor (built by the app and passed in,
// never a global), and Fallback, a generic board that lists the legal
// actions as buttons so any title is playable before its real board exists.
//
// A board draws only from the view it is given (what the seat at the screen
// may know) and never decides legality: it picks from the legal list the
// frame hands it, and the frame applies the action through the session.
//
// It imports rules/engine, locales and scenes/ui; never a title's rules
// package internals, never the scenes that host it.
package table
