package arnak

import (
	"io/fs"
	"sync"

	"github.com/BurntSushi/toml"

	"stolik/assets"
)

// Read-only accessors the board scene adds for its tooltips (owned by
// scenes/arnak's author; no rule logic here). The data's `note` fields
// (longer explanations of a card or an assistant) are not part of Data,
// which the rules use; the board reads them here, once.

type noteEntry struct {
	ID   string `toml:"id"`
	Name string `toml:"name"`
	Note string `toml:"note"`
}

// notesByKey maps card ids and assistant names to their notes. A file
// that cannot be read gives no notes (the strict loader in data.go
// reports real data errors).
var notesByKey = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	sub, err := fs.Sub(assets.FS, "data/arnak")
	if err != nil {
		return out
	}
	var cards struct {
		Item     []noteEntry `toml:"item"`
		Artifact []noteEntry `toml:"artifact"`
		Basic    []noteEntry `toml:"basic"`
	}
	if b, err := fs.ReadFile(sub, "cards.toml"); err == nil {
		if _, err := toml.Decode(string(b), &cards); err == nil {
			for _, list := range [][]noteEntry{cards.Item, cards.Artifact, cards.Basic} {
				for _, e := range list {
					if e.Note != "" {
						out["card:"+e.ID] = e.Note
					}
				}
			}
		}
	}
	var tiles struct {
		Assistant []noteEntry `toml:"assistant"`
	}
	if b, err := fs.ReadFile(sub, "tiles.toml"); err == nil {
		if _, err := toml.Decode(string(b), &tiles); err == nil {
			for _, e := range tiles.Assistant {
				if e.Note != "" {
					out["assistant:"+e.Name] = e.Note
				}
			}
		}
	}
	return out
})

// UICardNote is card c's longer explanation from the data ("" if none).
func (g *Game) UICardNote(c uint8) string {
	if int(c) >= len(g.d.Cards) {
		return ""
	}
	return notesByKey()["card:"+g.d.Cards[c].ID]
}

// UIAssistantNote is assistant a's longer explanation ("" if none).
func (g *Game) UIAssistantNote(a uint8) string {
	if int(a) >= len(g.d.Assistants) {
		return ""
	}
	return notesByKey()["assistant:"+g.d.Assistants[a].Name]
}
