// Package ui is the scenes' small toolkit: the per-frame input snapshot
// (Input), fonts, text labels laid out once with Polish word wrap and
// packed into one atlas texture together with the white pixel that every
// rectangle, button and panel is drawn from — so a redrawn frame batches
// into a handful of draw calls and allocates almost nothing — and toasts.
//
// Why not ebitenui for the menus and lists: the app redraws only when a
// scene reports a change (shared/design/performance.md), and ebitenui
// neither reports when its widgets changed nor draws from one atlas; its
// widget tree is redrawn whole each Draw. The shell's screens are lists of
// buttons and fields, which these few types cover with no per-frame
// allocation. Why not render/: it did not exist when the shell had to run;
// boards use render/ for board-ish drawing.
//
// It imports ebiten and the Go fonts, never rules/ titles, locales or the
// scenes that use it.
package ui
