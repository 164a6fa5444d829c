package engine

import (
	"encoding/binary"
	"hash/fnv"
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
	for name, v := range map[string]any{
		"padded": &padded{A: 1, B: 0x203, C: [3]cell{{4, -5}, {6, 7}, {8, 1 << 30}}, D: true, E: [2]int16{-1, 2}, G: 1.5, H: [2][3]uint8{{1, 2, 3}, {4, 5, 6}}},
		"dense":  &dense{A: [5]uint8{9, 8, 7, 6, 5}, B: true, C: -3},
		"array":  &[4]uint32{1, 2, 3, 4},
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
