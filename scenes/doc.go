// Package scenes is the app shell: the ebiten.Game (App) with its scene
// stack, the per-frame input snapshot handed to the top layer only (modal
// layers block everything below), and the scenes themselves — main menu,
// match set-up (remembering each title's last one: lastsetup.go), hand-off
// curtain (curtain.go) and the hold between people when no curtain is
// needed (handoff.go), the in-game frame around a title's board, pause,
// results with «Zobacz planszę» (review.go), settings, rules reference,
// the load list with rename and delete (load.go, savefiles.go, dialog.go)
// and the campaign with its journal (campaign.go, over rules/campaign).
//
// Every screen but the board works from the keyboard: each keeps a
// ui.Focus over its widgets in reading order (Tab, Shift+Tab, arrows,
// Enter or Space, Esc for back).
//
// Drawing follows shared/design/performance.md: the screen is not cleared
// every frame and is redrawn only when a scene reports a change; text is
// laid out once into cached labels (scenes/ui); nothing calls NewImage or
// ReadPixels per frame (screenshots read pixels only in the one frame a
// capture was asked for).
//
// The in-game frame is adaptive: under it App.Layout gives a logical
// screen that follows the window at the player's UI scale (table.UIScale:
// 12 logical pixels are never fewer screen pixels), and the frame lays the
// board and the log out for that size and aspect (table.FrameLayout). The
// menu and the set-up (setup_layout.go) are adaptive too and lay
// themselves out for any logical screen from 1024×600 up; the other
// scenes keep the fixed ScreenW×ScreenH. The frame also runs the
// keyboard focus (table.Nav), the large card view and the stage of
// revealed cards for boards that offer them.
//
// The app gets its titles, board constructors, bot factory and save store
// from Config (scenes/app wires the real ones), so tests run it with a
// fake title and a temporary store. It imports rules/engine, locales,
// scenes/ui and scenes/table; never a title's rules internals (boards
// come through table.Registry).
package scenes
