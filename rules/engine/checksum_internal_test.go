package engine

import (
	"encoding/binary"
	"hash/fnv"
	"reflect"
	"testing"
)

// The fast path must hash exactly the bytes binary.Write writes, padding
// left out, whatever the layout.
func TestHashMemoryMatchesBinaryWrite(t *testing.T) {
	type cell struct {
		X uint8
		Y int32 // three bytes of padding before it
	}
	type padded struct {
		A uint8
		B uint16
		C [3]cell
		D bool
		E [2]int16
		F [0]uint64
		G float64
		H [2][3]uint8
	}
	type dense struct {
		A [5]uint8
		B bool
		C int8
	}
	type trailing struct {
		A uint16
		B uint8 // one byte of padding after it
	}
	for name, v := range map[string]any{
		"trailing padding": &[2]trailing{{A: 0x102, B: 3}, {A: 4, B: 5}},
		"padded":           &padded{A: 1, B: 0x203, C: [3]cell{{4, -5}, {6, 7}, {8, 1 << 30}}, D: true, E: [2]int16{-1, 2}, G: 1.5, H: [2][3]uint8{{1, 2, 3}, {4, 5, 6}}},
		"dense":            &dense{A: [5]uint8{9, 8, 7, 6, 5}, B: true, C: -3},
		"array":            &[4]uint32{1, 2, 3, 4},
	} {
		fast, slow := fnv.New64a(), fnv.New64a()
		if !hashMemory(fast, v) {
			t.Fatalf("%s: the fast path refused a fixed-size value", name)
		}
		if err := binary.Write(slow, binary.LittleEndian, v); err != nil {
			t.Fatal(err)
		}
		if fast.Sum64() != slow.Sum64() {
			t.Errorf("%s: fast path %x, binary.Write %x", name, fast.Sum64(), slow.Sum64())
		}
	}
	type loose struct{ N int }
	if hashMemory(fnv.New64a(), &loose{}) || hashMemory(fnv.New64a(), [2]uint8{}) || hashMemory(fnv.New64a(), (*[2]uint8)(nil)) {
		t.Error("the fast path took a value that is not fixed-size or not behind a pointer")
	}
}

// A dense value (no padding anywhere) is hashed in one piece, a padded one
// in one span per run between paddings, neighbours merged.
func TestSpans(t *testing.T) {
	type solid struct {
		A [3]uint8
		B bool
		C [2]struct{ X, Y uint16 }
	}
	type padded struct {
		A uint8
		B uint32 // 3 bytes of padding before it
		C [2]struct {
			X uint8
			Y uint16 // 1 byte of padding before it
		}
	}
	for _, tc := range []struct {
		name string
		v    any
		want []span
	}{
		{"dense", &solid{}, []span{{0, 12}}},
		{"padded", &padded{}, []span{{0, 1}, {4, 5}, {10, 3}, {14, 2}}},
		{"empty", &struct{}{}, []span{}},
	} {
		got, ok := spansOf(reflect.TypeOf(tc.v).Elem())
		if !ok || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: spans %v (%v), want %v", tc.name, got, ok, tc.want)
		}
	}
	// The spans above come out the same whether dense sees a struct whole
	// or layout walks it field by field; dense itself decides which, so a
	// state without padding is taken in one step.
	if !dense(reflect.TypeOf(solid{})) || !dense(reflect.TypeOf([4]solid{})) {
		t.Error("a struct without padding is not dense")
	}
	if dense(reflect.TypeOf(padded{})) || dense(reflect.TypeOf([2]padded{})) {
		t.Error("a padded struct is dense")
	}
}
