// Package ui is the scenes' small toolkit: the per-frame input snapshot
// (Input), fonts, cached text labels with Polish word wrap, rectangles,
// buttons and panels drawn from one 1×1 white image (so frames batch and do
// not allocate), and toasts.
//
// Why not render/ or ebitenui everywhere: the shell had to run before the
// drawing kit existed, and its screens are mostly lists of buttons that
// this file draws in a few calls with no per-frame allocation. Boards use
// render/ for board-ish drawing.
//
// It imports ebiten and the Go fonts, never rules/ titles, locales or the
// scenes that use it.
package ui
