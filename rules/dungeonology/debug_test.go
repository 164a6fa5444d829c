package dungeonology

import (
	"context"
	"fmt"
	"os"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
)

func TestDebugGreedy(t *testing.T) {
	if os.Getenv("DDEBUG") == "" {
		t.Skip("debug only")
	}
	seed := uint64(2)
	ti := Title()
	g, _ := ti.New(engine.Config{Players: 2, Seed: seed, Options: map[string]string{"scholars": "draw"}}, nil)
	bots := []bot.Player{bot.NewGreedy(ti, 1, 3), bot.NewGreedy(ti, 2, 3)}
	for n := 0; n < 3000 && g.Current() != engine.GameOver; n++ {
		seat := g.Current()
		a, err := bots[seat].Choose(context.Background(), g.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		e := ti.Describe(g, a)
		var log engine.Log
		if err := g.Apply(a, &log); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("%d s%d %s %v\n", n, seat, e.Key, e.Args)
		for _, e := range log.Events {
			if !e.Private {
				fmt.Printf("      %s s%d %v\n", e.Key, e.Seat, e.Args)
			}
		}
	}
	fmt.Println(g.Result())
}
