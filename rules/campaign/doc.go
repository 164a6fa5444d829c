// Package campaign owns the solo ladders («Kampania»): the chapters of a
// title as data (assets/data/campaign/<title>.toml: win against Łatwy,
// then Średni, then Trudny bots at each player count; a title may add
// story chapters whose text unlocks in a journal), the rule that unlocks a
// chapter, and the player's progress (campaign.toml in the data folder:
// chapters won, plays, best scores, dates) with a strict, bounded,
// never-panicking decoder and an atomic writer.
//
// It is pure Go like the rest of rules/: no ebiten, scenes or locales.
// The campaign screen (scenes/campaign.go) shows the ladders and starts
// chapters; the results screen records a finished chapter through
// Progress.Finish.
package campaign
