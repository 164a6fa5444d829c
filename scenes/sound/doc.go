// Package sound plays the app's short cues (a move, your turn, a refused
// move, the end of a game). The cues are synthesised in code, so there are
// no audio files to ship, and are tested as sample data without a device.
//
// Opening an audio device that is not there makes Ebitengine stop the game
// loop with an error, so a Player is only given a device when one is likely
// present (on Linux: a sound card in /proc/asound/cards; STOLIK_SOUND=1
// forces it) and STOLIK_NOSOUND is unset. Without one every method is a
// silent no-op.
package sound
