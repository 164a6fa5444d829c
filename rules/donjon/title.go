package donjon

import (
	"strconv"

	"stolik/rules/engine"
)

// Title is the platform descriptor of donjon.
func Title() *engine.Title {
	return &engine.Title{
		ID:         "donjon",
		Name:       "title.donjon",
		MinPlayers: 2,
		MaxPlayers: maxPlayers,
		Options: []engine.OptionSpec{
			engine.Choice("donjon", "objectives", "basic", "advanced", "custom"),
			objectiveOption(1), objectiveOption(2), objectiveOption(3), objectiveOption(4),
			engine.Choice("donjon", "keeper_peek", "no", "yes"),
		},
		SecretWhen: "keeper_peek=yes",
		Secret:     false,
		KindNames:  kindNames,

		New:      engine.NewFromData("donjon", DefaultData, newGame),
		Describe: describe,
		Evaluate: evaluate,
		Secrets:  secrets,
		// A finished game is scored by the margin (evaluate), not by
		// places. With places the last mover's search plays for exactly
		// the margin it needs while the first mover's final-round
		// rollouts, against random play, mostly all win or all lose and
		// cannot rank its moves: the second mover won 70–74 % of 2-player
		// ISMCTS games. By margin both seats play for points (doc.go).
		EndByEvaluate: true,
	}
}

// objectiveOption is the hand-picked objective of colour n (1..4): its
// choices are that colour's faces, named from the data.
func objectiveOption(n int) engine.OptionSpec {
	o := engine.OptionSpec{Key: "obj" + strconv.Itoa(n), Label: "donjon.opt.obj" + strconv.Itoa(n), When: "objectives=custom"}
	d, err := DefaultData()
	if err != nil {
		return o // New reports the data error; the option then has no choices
	}
	for _, f := range d.Objectives {
		if int(f.Colour) == n-1 {
			o.Choices = append(o.Choices, f.ID)
			name := f.Name
			if f.Advanced {
				name += " (*)"
			}
			o.Texts = append(o.Texts, name)
		}
	}
	return o
}

// New sets up a game from explicit data (tests, corrected boards).
func New(d *Data, cfg engine.Config) (*Game, error) {
	if d == nil {
		return nil, engine.Errorf(engine.CodeBadConfig, "donjon: no data")
	}
	return newGame(d, cfg, nil)
}

// describe turns an action into a log event with Polish arguments.
func describe(eg engine.Game, a engine.Action) engine.Event {
	e := engine.Event{Key: "donjon.act.unknown", Seat: eg.Current(), Args: map[string]any{}}
	g, ok := eg.(*Game)
	if !ok || int(a.Kind) >= len(kindNames) {
		return e
	}
	d := g.d
	e.Key = "donjon.act." + kindNames[a.Kind]
	typ := func(t uint8) string {
		if t < NumTypes {
			return d.MonsterNames[t]
		}
		return "?"
	}
	loc := func(l uint8) string {
		if l < NumLocs {
			return d.LocNames[l]
		}
		return "?"
	}
	switch a.Kind {
	case KindKeeper:
		p := &g.s.P[g.s.Active]
		if a.A < 3 && p.KeeperUp {
			e.Args["power"] = d.Powers[d.Tiles[p.Keeper].Powers[a.A]].Text
		}
		e.Args["slot"] = int(a.A) + 1
	case KindRecruit:
		e.Count = int(a.C)
		e.Args["count"] = int(a.C)
		e.Args["type"] = typ(a.B)
		if a.A < NumAreas {
			e.Args["area"] = d.AreaNames[a.A]
		}
		e.Args["loc"] = loc(a.D)
	case KindStep, KindTeleport:
		e.Args["type"] = typ(a.C)
		e.Args["from"] = loc(a.A)
		e.Args["to"] = loc(a.B)
	case KindPower:
		e.Args["type"] = typ(a.B)
		if a.A >= 1 && a.A <= 4 {
			e.Args["room"] = d.Rooms[a.A-1].Name
			e.Args["power"] = d.Rooms[a.A-1].Title
		}
		e.Args["slot"] = int(a.C) + 1
		e.Args["viproom"] = strconv.Itoa(int(a.D))
	case KindArea:
		if a.A < NumAreas {
			e.Args["area"] = d.AreaNames[a.A]
		}
	case KindPlace, KindSacrifice, KindRetreat:
		e.Args["type"] = typ(a.B)
		e.Args["loc"] = loc(a.A)
	case KindRemove:
		e.Args["room"] = int(a.A)
	}
	return e
}
