// Package app wires the real pieces into the shell: the title registry
// (rules/titles), the bots (rules/bot), the per-title boards, the save
// store, settings and embedded assets, and offers the two entry points
// main.go calls: Run (the window) and Shot (`stolik shot`: screenshots and
// frame benchmarks under Xvfb).
//
// Everything else lives in package scenes, which takes these through
// scenes.Config so it can be tested with a fake title.
package app
