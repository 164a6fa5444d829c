package engine_test

import (
	"strings"
	"testing"

	"stolik/rules/engine"
)

func TestStateChecksum(t *testing.T) {
	type state struct {
		A [4]uint8
		N uint16
	}
	s := state{A: [4]uint8{1, 2, 3, 4}, N: 9}
	rng := engine.NewRNG(1)
	base := engine.StateChecksum(&s, rng)
	if engine.StateChecksum(&s, rng) != base {
		t.Fatal("checksum moved the RNG or is not deterministic")
	}
	s2 := s
	s2.A[3] = 5
	if engine.StateChecksum(&s2, rng) == base {
		t.Error("a changed byte of the state keeps the checksum")
	}
	other := rng
	other.Uint64()
	if engine.StateChecksum(&s, other) == base {
		t.Error("a different RNG position keeps the checksum")
	}
	if err := engine.CheckStateEncoding(&s); err != nil {
		t.Errorf("a fixed-size state: %v", err)
	}
}

// A field binary.Write cannot encode (here an int) used to make the whole
// state drop out of the checksum, which then hashed only the RNG: every
// state looked equal to every other. Now every field still counts, and
// CheckStateEncoding names the field so the title's test fails.
func TestStateChecksumCoversFieldsBinaryCannotEncode(t *testing.T) {
	type inner struct {
		Cards []uint8
		Names map[string]int
	}
	type state struct {
		A     [2]uint8
		Count int // not fixed-size
		Label string
		In    inner
		Ptr   *uint16
	}
	rng := engine.NewRNG(3)
	one := uint16(1)
	base := state{A: [2]uint8{1, 2}, Count: 5, Label: "a", In: inner{Cards: []uint8{1, 2}, Names: map[string]int{"x": 1, "y": 2}}, Ptr: &one}
	sum := engine.StateChecksum(&base, rng)
	two := uint16(2)
	for name, change := range map[string]func(*state){
		"fixed field":    func(s *state) { s.A[0] = 9 },
		"int field":      func(s *state) { s.Count = 6 },
		"string field":   func(s *state) { s.Label = "b" },
		"slice element":  func(s *state) { s.In.Cards[1] = 3 },
		"slice length":   func(s *state) { s.In.Cards = s.In.Cards[:1] },
		"map value":      func(s *state) { s.In.Names = map[string]int{"x": 1, "y": 3} },
		"pointer target": func(s *state) { s.Ptr = &two },
		"nil pointer":    func(s *state) { s.Ptr = nil },
	} {
		c := base
		c.In.Cards = append([]uint8(nil), base.In.Cards...)
		change(&c)
		if engine.StateChecksum(&c, rng) == sum {
			t.Errorf("changing the %s keeps the checksum", name)
		}
	}
	// Equal states hash equally: a copy with its own slice, map (filled in
	// another order) and pointer.
	same := base
	same.In.Cards = []uint8{1, 2}
	same.In.Names = map[string]int{"y": 2, "x": 1}
	alsoOne := uint16(1)
	same.Ptr = &alsoOne
	if engine.StateChecksum(&same, rng) != sum {
		t.Error("two equal states have different checksums")
	}
	err := engine.CheckStateEncoding(&base)
	if err == nil || !strings.Contains(err.Error(), ".Count") || !strings.Contains(err.Error(), "int") {
		t.Errorf("CheckStateEncoding must name the int field Count: %v", err)
	}
	if err := engine.CheckStateEncoding(nil); err == nil {
		t.Error("a nil state passes CheckStateEncoding")
	}
	type nested struct {
		P [2]struct {
			OK  uint8
			Bad []uint8
		}
	}
	if err := engine.CheckStateEncoding(nested{}); err == nil || !strings.Contains(err.Error(), "P[].Bad") {
		t.Errorf("CheckStateEncoding must give the path of a nested field: %v", err)
	}
}

// A cyclic value must not hang the slow path.
func TestStateChecksumCycle(t *testing.T) {
	type node struct {
		V    int
		Next *node
	}
	a := &node{V: 1}
	a.Next = a
	b := &node{V: 2}
	b.Next = b
	if engine.StateChecksum(a, engine.NewRNG(1)) == engine.StateChecksum(b, engine.NewRNG(1)) {
		t.Error("cyclic states with different values hash equally")
	}
}

// A state with no fields at all is fixed-size too.
func TestEmptyStateEncodes(t *testing.T) {
	if err := engine.CheckStateEncoding(&struct{}{}); err != nil {
		t.Errorf("an empty state: %v", err)
	}
}
