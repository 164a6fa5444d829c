// Package demo is a tiny card game the app shell uses to test itself: two
// to four seats with secret hands, a shuffled deck (reveals) and a score,
// so the hand-off curtain, strict undo, private log lines and the results
// screen can be exercised before (and independently of) the five real
// titles. It is not offered in the menu.
//
// It implements the rules/engine contract and imports nothing else of the
// project.
package demo
