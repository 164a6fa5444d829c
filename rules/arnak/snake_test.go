package arnak

import (
	"testing"

	"stolik/rules/engine"
)

var snake = map[string]string{"side": "snake"}

func TestSnakeSetup(t *testing.T) {
	for n := 1; n <= 4; n++ {
		g := newTestGame(t, n, 7, snake)
		s := &g.s
		stack := max(n, 2)
		if s.Side != 1 || int(s.NRescue) != stack {
			t.Fatalf("%d players: rescue stack %d, want %d", n, s.NRescue, stack)
		}
		if s.NA[0] != 3 || s.NA[1] != 3 || int(s.NA[2]) != numAssistants-stack-6 {
			t.Fatalf("%d players: assistant stacks %v", n, s.NA)
		}
		want := uint8(2) // BGA: row 7 holds 2 tiles up to 2 players, 3 from 3
		if n >= 3 {
			want = 3
		}
		if s.NMulti != want {
			t.Fatalf("%d players: multi-bonus row has %d tiles, want %d", n, s.NMulti, want)
		}
	}
}

// §4.17: the idol bridge costs 1 idol from the crates (to the box); the
// magnifier's row effect there rescues an assistant, who arrives exhausted.
func TestSnakeIdolBridgeAndRescue(t *testing.T) {
	g := newTestGame(t, 2, 7, snake)
	s := &g.s
	d := g.d
	p := s.cur()
	p.Mag = node(t, g, "3a")
	to := d.RescueNode
	a := engine.Action{Kind: KindResearch, A: 0, B: to}
	p.Slots = 1 // an idol on a slot does not pay
	if legalHas(g, a) {
		t.Fatal("the idol bridge needs an idol in the crates")
	}
	p.Crate = 1
	before := g.score(0).Parts[2].Points
	top := s.Rescue[s.NRescue-1]
	mustApply(t, g, a)
	if p.Crate != 0 || g.score(0).Parts[2].Points != before-3 {
		t.Fatal("the paid idol goes to the box and its 3 VP are lost")
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, B: top})
	if p.Asst[0] != top || !p.Exhausted[0] {
		t.Fatalf("rescued assistant %d exhausted %v", p.Asst[0], p.Exhausted[0])
	}
	if legalHas(g, engine.Action{Kind: KindAssist, A: 0}) {
		t.Fatal("a rescued assistant cannot be used this round")
	}
}

// §4.17: every token entering the multi-bonus row picks 1 tile while any remain.
func TestSnakeMultiBonusRow(t *testing.T) {
	g := newTestGame(t, 2, 7, snake)
	s := &g.s
	p := s.cur()
	p.Mag = node(t, g, "6a")
	p.Res = [NumRes]int16{5, 5, 5, 5, 5}
	n := s.NMulti
	mustApply(t, g, engine.Action{Kind: KindResearch, A: 0, B: node(t, g, "7")})
	for s.NFrames > 0 {
		op, _ := g.topOp()
		if op != nil && op.Kind == opMultiBonus {
			mustApply(t, g, g.Legal(nil)[0])
			continue
		}
		mustApply(t, g, g.Legal(nil)[len(g.Legal(nil))-1])
	}
	if s.NMulti != n-1 {
		t.Fatalf("multi row tiles %d, want %d", s.NMulti, n-1)
	}
}

func TestSnakePlayouts(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for seed := uint64(1); seed <= 10; seed++ {
			g := newTestGame(t, n, seed, snake)
			playRandom(t, g, seed)
		}
	}
}
