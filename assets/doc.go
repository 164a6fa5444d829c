// Package assets embeds the game data (card and tile texts in Polish, one
// folder per title under data/) and the rules texts shown in the in-app
// reference (rules/<title>.md). It holds no logic beyond opening files, and
// imports nothing of the project, so rules/ may use it.
package assets
