// Package campaign owns the solo ladders («Kampania»): the chapters of a
// title as data (assets/data/campaign/<title>.toml: win against Łatwy,
// then Średni, then Trudny bots at each player count; a title may add
// story chapters whose text unlocks in a journal), the rule that unlocks a
// chapter, and the player's progress (campaign.toml in the data folder:
// chapters won, plays, best scores, dates, and each title's codex of the
// card numbers revealed in its matches) with a strict, bounded,
// never-panicking decoder and an atomic writer.
//
// A story ladder (Discover's scenarios) may take its chapters' names,
// introductions and journal entries from a texts file of the title's own
// data (Ladder.Texts, format TextsFile), so the texts live in one place;
// the loader checks that the ladder's unlock order and seat counts agree
// with that file. A chapter may let the player choose the seat count
// (MaxPlayers; bots fill the other seats, on the player's side when Coop).
//
// It is pure Go like the rest of rules/: no ebiten, scenes or locales.
// The campaign screen (scenes/campaign.go) shows the ladders and starts
// chapters; the results screen records a finished chapter through
// Progress.Finish and the codex through Progress.Discover.
package campaign
