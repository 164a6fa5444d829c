package engine

import (
	"io/fs"
	"sync"
)

// The pieces every title's descriptor and data loading used to write
// again (title.go's New, data.go's DefaultData, the options' locale keys),
// written once.

// LoadOnce is a title's DefaultData: the loader of its folder dir of fsys
// (assets.FS, "data/<t>"), run once on first use; the result is read-only
// and shared by every game, errors included (a file missing from the
// folder is the loader's error, returned to every caller).
func LoadOnce[D any](fsys fs.FS, dir string, load func(fs.FS) (D, error)) func() (D, error) {
	return sync.OnceValues(func() (D, error) {
		sub, err := fs.Sub(fsys, dir)
		if err != nil {
			var zero D
			return zero, err
		}
		return load(sub)
	})
}

// NewFromData is a Title.New that sets the game up from the title's data:
// data is its DefaultData, newGame its set-up. A data problem is a
// CodeBadConfig error naming the title; a set-up refusal is returned as
// it is, never with a typed nil game.
func NewFromData[D any, G Game](title string, data func() (D, error), newGame func(D, Config, *Log) (G, error)) func(Config, *Log) (Game, error) {
	return func(cfg Config, log *Log) (Game, error) {
		d, err := data()
		if err != nil {
			return nil, Errorf(CodeBadConfig, "%s: dane: %v", title, err)
		}
		g, err := newGame(d, cfg, log)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
}

// Choice is an option whose names come from the title's locales under
// the usual keys: the option is "<title>.opt.<key>" and each choice
// "<title>.opt.<key>.<choice>". The first choice is the default; When
// and the rest are set on the result where needed.
func Choice(title, key string, choices ...string) OptionSpec {
	o := OptionSpec{Key: key, Label: title + ".opt." + key, Choices: choices}
	o.Labels = make([]string, len(choices))
	for i, c := range choices {
		o.Labels[i] = o.Label + "." + c
	}
	return o
}

// Only is o mattering only while when ("key=value") holds (see
// OptionSpec.When).
func (o OptionSpec) Only(when string) OptionSpec {
	o.When = when
	return o
}
